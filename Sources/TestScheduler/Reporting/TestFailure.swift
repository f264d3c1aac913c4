/// A failure reported by a TestScheduler helper: its text and where it points.
public struct TestFailure: Sendable, CustomStringConvertible {
    /// The full failure text, as the test log shows it.
    public let message: String
    /// The caller's location the failure is reported at.
    public let callSite: CallSite

    /// The failure message.
    public var description: String {
        message
    }
}
