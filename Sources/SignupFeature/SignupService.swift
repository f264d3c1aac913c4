import IOViewModel

/// What the user signs up with; the "finished" output carries it.
public struct SignupCredentials: Hashable, Sendable {
    /// The login ID entered.
    public var loginID: String
    /// The password entered.
    public var password: String

    /// Credentials from their parts.
    public init(loginID: String, password: String) {
        self.loginID = loginID
        self.password = password
    }
}

/// The server side of signing up, injected into the view model so tests and the demo can
/// choose it.
public protocol SignupService {
    /// Sends a sign-up request: emits one element when it succeeds, or fails with an error whose
    /// description the screen shows.
    func signUp(_ credentials: SignupCredentials) -> Observable<Void>
}

/// The sign-up tutorial's simulated request: it succeeds `delay` after it starts (one second by default), on
/// the scheduler it is given, so a test with a virtual-time scheduler waits no real time.
public struct SimulatedSignupService: SignupService {
    /// The scheduler the delay runs on.
    public let scheduler: any SchedulerType
    /// How long a request takes.
    public let delay: RxTimeInterval

    /// A simulation that succeeds after `delay` on `scheduler`.
    public init(scheduler: any SchedulerType, delay: RxTimeInterval = .seconds(1)) {
        self.scheduler = scheduler
        self.delay = delay
    }

    /// Emits once, `delay` after subscription, then completes.
    public func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        Observable<Int>.timer(delay, scheduler: scheduler).map { _ in () }
    }
}
