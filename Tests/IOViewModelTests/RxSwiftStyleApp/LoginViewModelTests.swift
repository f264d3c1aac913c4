import IOViewModel
import TestScheduler
import XCTest

// The login view model's test as RxTest users write it: XCTest, a `TestScheduler` from clock 0
// (RxTest's clock: each hop to the scheduler, such as a driver's delivery, takes a tick), hot
// observables bound to the inputs, recording observers on the outputs, and
// `SharingScheduler.mock` so the drivers deliver on the test scheduler. Only the imports differ
// (`RxSwift`, `RxCocoa`, `RxTest` there), and `invokeTest` and `tearDown` add the leak check.

final class FakeLoginService: LoginServiceType {
    let scheduler: TestScheduler
    private(set) var requests: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func login(email: String, password: String) -> Single<User> {
        requests.append(email)
        if password == "secret1" {
            return scheduler.createColdObservable([
                .next(20, User(email: email, name: "Ada")),
                .completed(20),
            ]).asSingle()
        }
        return scheduler.createColdObservable([.error(20, LoginError.wrongPassword, User.self)]).asSingle()
    }
}

final class LoginViewModelTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!
    private let tracker = ResourceTracker(name: "LoginViewModelTests")

    override func invokeTest() {
        tracker.track { super.invokeTest() }
        XCTAssertEqual(tracker.live, 0, "subscriptions still live at the end of the test")
    }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler.assertNoLeaks()
        super.tearDown()
    }

    func testLoginIsEnabledOnceTheEmailAndPasswordLookValid() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel(service: FakeLoginService(scheduler: scheduler))
            let isLoginEnabled = scheduler.createObserver(Bool.self)
            viewModel.isLoginEnabled.drive(isLoginEnabled).disposed(by: disposeBag)

            scheduler.createHotObservable([.next(210, "a@b.co")])
                .bind(to: viewModel.email)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(220, "12345"), .next(230, "secret"), .next(240, "secret1")])
                .bind(to: viewModel.password)
                .disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(isLoginEnabled.events, [.next(1, false), .next(231, true)])
        }
    }

    func testTappingLoginSignsInOnceAndIsBusyMeanwhile() {
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeLoginService(scheduler: scheduler)
            let viewModel = LoginViewModel(service: service)
            let isBusy = scheduler.createObserver(Bool.self)
            let loggedIn = scheduler.createObserver(User.self)
            let greeting = scheduler.createObserver(String.self)
            viewModel.isBusy.drive(isBusy).disposed(by: disposeBag)
            viewModel.loggedIn.emit(to: loggedIn).disposed(by: disposeBag)
            viewModel.greeting.drive(greeting).disposed(by: disposeBag)

            scheduler.createHotObservable([.next(210, "a@b.co")])
                .bind(to: viewModel.email)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(210, "secret1")])
                .bind(to: viewModel.password)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(300, ()), .next(310, ())])
                .bind(to: viewModel.loginTap)
                .disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(service.requests, ["a@b.co"])
            XCTAssertEqual(isBusy.events, [.next(1, false), .next(301, true), .next(321, false)])
            XCTAssertEqual(loggedIn.events, [.next(322, User(email: "a@b.co", name: "Ada"))])
            XCTAssertEqual(greeting.events, [.next(0, ""), .next(323, "Welcome, Ada")])
        }
    }

    func testAWrongPasswordShowsAMessageAndLetsTheUserRetry() {
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeLoginService(scheduler: scheduler)
            let viewModel = LoginViewModel(service: service)
            let errorMessage = scheduler.createObserver(String.self)
            let loggedIn = scheduler.createObserver(User.self)
            viewModel.errorMessage.drive(errorMessage).disposed(by: disposeBag)
            viewModel.loggedIn.emit(to: loggedIn).disposed(by: disposeBag)

            scheduler.createHotObservable([.next(210, "a@b.co")])
                .bind(to: viewModel.email)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(210, "wrong1"), .next(400, "secret1")])
                .bind(to: viewModel.password)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(300, ()), .next(500, ())])
                .bind(to: viewModel.loginTap)
                .disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(errorMessage.events, [.next(0, ""), .next(322, "Wrong email or password.")])
            XCTAssertEqual(loggedIn.events, [.next(522, User(email: "a@b.co", name: "Ada"))])
        }
    }

    func testStartRecordsADriver() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel(service: FakeLoginService(scheduler: scheduler))
            scheduler.createHotObservable([.next(210, "a@b.co")])
                .bind(to: viewModel.email)
                .disposed(by: disposeBag)
            scheduler.createHotObservable([.next(220, "secret1")])
                .bind(to: viewModel.password)
                .disposed(by: disposeBag)
            // `start` fails the test for a subscription still live when it returns, the input
            // bindings included (RxTest does not check), so they end with the recording.
            scheduler.scheduleAt(1000) { self.disposeBag = DisposeBag() }

            let isLoginEnabled = scheduler.start { viewModel.isLoginEnabled }

            XCTAssertEqual(isLoginEnabled.events, [.next(201, false), .next(221, true)])
        }
    }
}
