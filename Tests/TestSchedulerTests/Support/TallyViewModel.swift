import IOViewModel

/// A tally in the view-model idiom: one input, three outputs that emit (a count, whether it is
/// even, a signal at two) and one that never does, all kept by the view model's dispose bag.
final class TallyViewModel {
    var inputs: TallyViewModel { self }
    var outputs: TallyViewModel { self }

    private let tapped = PublishRelay<Void>()
    func didTap() { tapped.accept(()) }

    let count: Observable<Int>
    let isEven: Observable<Bool>
    let reachedTwo: Observable<Void>
    let warning: Observable<String>
    private let disposeBag = DisposeBag()

    init() {
        let counts = tapped.scan(0) { count, _ in count + 1 }.share(replay: 1)
        count = counts.hot(replay: 1, keptBy: disposeBag)
        isEven = counts.map { $0 % 2 == 0 }.hot(replay: 1, keptBy: disposeBag)
        reachedTwo = counts.filter { $0 == 2 }.map { _ in () }.hot(replay: 0, keptBy: disposeBag)
        warning = Observable<String>.never().hot(replay: 1, keptBy: disposeBag)
    }
}
