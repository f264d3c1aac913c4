import IOViewModel

/// A view model whose `init` subscribes without a dispose bag: the subscription outlives it.
final class LeakyGreetingViewModel {
    /// The line of the subscription `init` leaks.
    static let leakLine: UInt = #line + 8
    let name = PublishSubject<String>()
    let greeting: Observable<String>
    private(set) var longest = 0

    init() {
        greeting = name.map { "Hello, \($0)" }
        // Never disposed: no bag holds it, and the subject outlives the view model.
        _ = name.map { $0.count }.filter { $0 > 2 }.subscribe(onNext: { [weak self] in self?.longest = $0 })
    }
}

/// A view model that binds its input into a relay and drives a counter, both without a bag.
final class LeakyBindingViewModel {
    /// The lines of its `bind(to:)` and `drive` calls.
    static let bindLine: UInt = #line + 9
    static let driveLine: UInt = #line + 9
    let query = PublishSubject<String>()
    let latest = BehaviorRelay<String>(value: "")
    let count: Driver<Int>
    private(set) var shown = 0

    init() {
        count = latest.asDriver().map { $0.count }
        _ = query.bind(to: latest)
        _ = count.drive(onNext: { [weak self] in self?.shown = $0 })
    }
}
