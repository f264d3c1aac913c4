import Foundation
import IOViewModel
import SigninFeature
import TestScheduler
import Testing

// The examples of the README and of the IOViewModel and TestScheduler catalogs, run.

@Test func emailValidation() {
    let scheduler = TestScheduler()
    scheduler.marbles(SigninViewModel()) { test, viewModel in
        test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
        test.expect(viewModel.outputs.isEmailValid,     "-n---v--", values: ["n": .notValid, "v": .valid])
        test.expect(viewModel.outputs.emailNotValidErr, "-e---o--", values: ["e": "Entered email is not valid.", "o": ""])
        test.expect(viewModel.outputs.isSigninEnabled,  "f-------", values: ["f": false])
    }
}

@Test func mapDoublesElements() {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    #expect(res.events == [.next(210, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
}

@Suite struct ArticleSnippets {
    @Test func theCompactFormsOfTheReadme() {
        let scheduler = TestScheduler()
        scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
                           expected: "-A-B-|", values: ["A": 2, "B": 4])

        scheduler.validate("-a--b-|", values: ["a": 1, "b": 2],
                           "--x---|", values: ["x": "x"],
                           { Observable.combineLatest($0, $1) { "\($0)\($1)" } },
                           expected: "--A-B-|", values: ["A": "1x", "B": "2x"])
    }

    @Test func hotAndCold() {
        let scheduler = TestScheduler()
        scheduler.marbles { test in
            let hot  = test.hot("--a-^-b-c-|")
            let cold = test.cold("-x-|")
            test.expect(hot.map { $0.uppercased() }, "--B-C-|")
            test.expect(cold.asObservable(),         "-x-|")
        }
    }

    @Test func synchronousCreatorsStopWhenTheirConsumerHasHadEnough() {
        let events = recordedExamples {
            Observable.range(start: 1, count: 3)
            Observable.repeatElement("ping").take(2)
            Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
            Observable.repeatElement(1).take(3)
        }
        #expect(events == [
            ["1", "2", "3", "completed"],
            ["ping", "ping", "completed"],
            ["1", "3", "9", "completed"],
            ["1", "1", "1", "completed"],
        ])
    }

    @Test func aNewQueryCancelsTheLastRequest() {
        TestScheduler().marbles { test in
            let query = test.hot("-a---b------")
            let api = SearchAPI(scheduler: test.scheduler)
            let results = query
                .flatMapLatest { text in api.search(text).materialize() }   // a new query cancels the last
                .share()
            test.expect(results.elements(), "----A---B---", values: ["A": ["a!"], "B": ["b!"]])
        }
    }

    @Test func viewModelConveniencesKeepOutputsShort() {
        TestScheduler().marbles { test in
            let email = test.hot("-a-----b------")
            let submitTapped = test.hot("--s-------s---")
            let isLoading = test.hot("f-t--f----t--f", values: ["t": true, "f": false])
            let response = test.hot("-----r-------r")
            let api = SignupAPI(scheduler: test.scheduler)
            let submittedEmail = email.takeWhen(submitTapped)
            let isSubmitEnabled = isLoading.not()
            let showSpinner = Observable.merge(submitTapped.mapConst(true), response.mapConst(false))

            let result = submittedEmail.flatMapLatest { api.signUp($0).materialize() }.share()
            let signedUp = result.elements().ignoreValues()
            let errorMessage = result.errors().map(\.localizedDescription)
            test.expect(submittedEmail, "--a-------b---")
            test.expect(isSubmitEnabled, "t-f--t----f--t", values: ["t": true, "f": false])
            test.expect(showSpinner, "--t--f----t--f", values: ["t": true, "f": false])
            test.expect(signedUp, "---x----------")
            test.expect(errorMessage, "-----------m--", values: ["m": "b is taken"])
        }
    }
}

/// A search service whose answers take three frames.
struct SearchAPI {
    let scheduler: TestScheduler

    func search(_ text: String) -> Observable<[String]> {
        Observable.just([text + "!"]).delay(.seconds(3), scheduler: scheduler)
    }
}

/// A sign-up service that accepts `a` after one frame and refuses anything else after one frame.
struct SignupAPI {
    struct Taken: LocalizedError {
        let email: String
        var errorDescription: String? { "\(email) is taken" }
    }

    let scheduler: TestScheduler

    func signUp(_ email: String) -> Observable<Void> {
        let answer: Observable<Void> = email == "a" ? .just(()) : .error(Taken(email: email))
        return answer.delaySubscription(.seconds(1), scheduler: scheduler)
    }
}

/// Collects, for each observable of `body`, its events as text, subscribing to each in turn.
func recordedExamples(@ExampleList _ body: () -> [() -> [String]]) -> [[String]] {
    body().map { $0() }
}

/// Lists observables written one per line, as the articles show them.
@resultBuilder
enum ExampleList {
    static func buildExpression<Element>(_ observable: Observable<Element>) -> [() -> [String]] {
        [{
            var events: [String] = []
            let subscription = observable.subscribe(
                onNext: { events.append("\($0)") }, onError: { events.append("error \($0)") },
                onCompleted: { events.append("completed") })
            subscription.dispose()
            return events
        }]
    }

    static func buildBlock(_ lines: [() -> [String]]...) -> [() -> [String]] {
        lines.flatMap { $0 }
    }
}

/// The grammar article's example of a re-entrant send, as it shows it: subscriptions as bare
/// statements, their disposables collected by ``DisposableList``.
@Test func reentrantSendsAreQueuedNotNested() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscriptions = disposables {
        subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
    }
    #expect(log == ["A1", "B1", "A2", "B2"])
    subscriptions.forEach { $0.dispose() }
}

/// The disposables of the subscriptions `body` makes, one statement per line.
func disposables(@DisposableList _ body: () -> [any Disposable]) -> [any Disposable] {
    body()
}

/// Collects the disposables of the statements it is given; statements without one add nothing.
@resultBuilder
enum DisposableList {
    static func buildExpression(_ disposable: any Disposable) -> [any Disposable] {
        [disposable]
    }

    static func buildExpression(_: Void) -> [any Disposable] {
        []
    }

    static func buildBlock(_ parts: [any Disposable]...) -> [any Disposable] {
        parts.flatMap { $0 }
    }
}
