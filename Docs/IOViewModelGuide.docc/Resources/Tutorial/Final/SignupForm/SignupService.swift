import IOViewModel

/// What the user signs up with; the finished event carries it.
public struct SignupCredentials: Equatable, Sendable {
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

/// The server's side of signing up. The view model is given one, so that the app and the tests
/// can each choose theirs.
public protocol SignupService {
    /// Sends a sign-up request: emits once and completes when the server accepts it, or fails
    /// with an error whose description the screen shows.
    func signUp(_ credentials: SignupCredentials) -> Observable<Void>
}

/// A server that accepts every sign-up one second after the request. The second passes on the
/// scheduler it is given: the app's main scheduler, or a test's `TestScheduler`, on which it
/// passes without waiting.
public struct SimulatedSignupService: SignupService {
    private let scheduler: any SchedulerType

    /// A server that answers on `scheduler`.
    public init(scheduler: any SchedulerType) {
        self.scheduler = scheduler
    }

    /// Emits once, one second after subscription, then completes.
    public func signUp(_ credentials: SignupCredentials) -> Observable<Void> {
        Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in () }
    }
}
