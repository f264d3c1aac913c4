import Foundation
import IOViewModel
import SigninFeature
import TestScheduler
import Testing
import XCTest

// The code of `Docs/IOViewModelGuide.docc/ComingFromRxSwift.md`. The RxSwift code the guide
// shows is here with its imports changed, which is the guide's point: it compiles and passes.

final class SearchViewModel {
    let query = PublishRelay<String>()
    let results: Observable<[String]>

    init(search: @escaping (String) -> Observable<[String]>, scheduler: SchedulerType) {
        results = query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { search($0) }
    }
}

final class SearchViewModelTests: XCTestCase {
    func testSearchWaitsForAPauseAndDropsStaleQueries() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let viewModel = SearchViewModel(search: { query in
            Observable.just(["\(query) result"]).delay(.milliseconds(100), scheduler: scheduler)
        }, scheduler: scheduler)
        let results = scheduler.createObserver([String].self)
        let subscription = viewModel.results.subscribe(results)
        scheduler.scheduleAt(100) { viewModel.query.accept("sw") }
        scheduler.scheduleAt(200) { viewModel.query.accept("swift") }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(results.events, [.next(600, ["swift result"])])
    }
}

/// A function written for RxSwift, where `Observable` is a class that subjects subclass.
func show(_ names: Observable<String>) -> Disposable {
    names.subscribe(onNext: { print($0) })
}

@Suite struct ComingFromRxSwiftSnippets {
    @Test func aSubjectIsPassedAsAnObservableWithAsObservable() {
        let names = PublishSubject<String>()
        let subscription = show(names.asObservable())
        #expect(names.hasObservers)
        subscription.dispose()
        #expect(!names.hasObservers)
    }

    @Test func searchWaitsForAPauseAndDropsStaleQueries() {
        let scheduler = TestScheduler(resolution: 0.001)
        let viewModel = SearchViewModel(search: { query in
            Observable.just(["\(query) result"]).delay(.milliseconds(100), scheduler: scheduler)
        }, scheduler: scheduler)
        scheduler.marbles { test in
            test.input("100ms a 99ms b", values: ["a": "sw", "b": "swift"], into: viewModel.query.accept)
            test.expect(viewModel.results, "600ms r", values: ["r": ["swift result"]])
        }
    }

    @Test func rxTestsInitializerKeepsRxTestsTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .completed(301)])
    }

    @Test func theLibrarysInitializerAddsNoTick() {
        let scheduler = TestScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(210, 1), .completed(300)])
    }

    @Test func aSubjectQueuesWhatItsObserversSendIt() {
        let subject = PublishSubject<String>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("first got \(value)")
            if value == "a" { subject.onNext("b") }
        })
        let second = subject.subscribe(onNext: { value in log.append("second got \(value)") })
        subject.onNext("a")
        #expect(log == ["first got a", "second got a", "first got b", "second got b"])
        first.dispose()
        second.dispose()
    }

    @Test func aForgottenSubscriptionFailsTheTest() {
        let scheduler = TestScheduler()
        let email = scheduler.createHotObservable([.next(210, "a@b.co")], name: "email")
        let failures = TestFailureReporting.captureFailures {
            _ = scheduler.start {
                _ = email.subscribe(onNext: { _ in })
                return Observable<Int>.never()
            }
        }
        let shown = CodeBlock.all(in: (try? Repository.read(Self.guide)) ?? "", file: Self.guide)
            .filter { $0.language == "text" && $0.lines.first?.hasPrefix("Leak:") == true }
        #expect(shown.count == 1, "the guide should show exactly one leak report")
        #expect(failures.map(\.message) == shown.map(\.text))
    }

    @MainActor @Test func aScreenOnTheMainActorDrivesItsViewModel() {
        let screen = SigninScreenModel()
        screen.bind()
        screen.emailChanged("a@b.co")
        screen.passwordChanged("secret1")
        #expect(screen.isSigninEnabled)
    }

    static let guide = "Docs/IOViewModelGuide.docc/ComingFromRxSwift.md"
}

/// A screen on the main actor that owns its view model.
@MainActor
final class SigninScreenModel {
    private let viewModel: any SigninViewModelType = SigninViewModel()
    private let disposeBag = DisposeBag()
    private(set) var isSigninEnabled = false

    func bind() {
        viewModel.outputs.isSigninEnabled
            .drive(with: self, onNext: { screen, enabled in
                screen.isSigninEnabled = enabled
            })
            .disposed(by: disposeBag)
    }

    func emailChanged(_ text: String) {
        viewModel.inputs.didChange(email: text)
    }

    func passwordChanged(_ text: String) {
        viewModel.inputs.didChange(password: text)
    }
}
