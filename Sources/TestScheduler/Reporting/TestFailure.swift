/// A failure reported by a TestScheduler helper: its text and where it points.
public struct TestFailure: Sendable, CustomStringConvertible {
    /// The full failure text, as the test log shows it.
    public let message: String
    /// The caller's location the failure is reported at.
    public let callSite: CallSite
    /// What the failure's timeline shows, for a failure that has one.
    let picture: MarblePicture?

    init(message: String, callSite: CallSite, picture: MarblePicture? = nil) {
        self.message = message
        self.callSite = callSite
        self.picture = picture
    }

    /// The failure's timeline as an SVG document, or `nil` for a failure without one.
    ///
    /// A marble mismatch (of `marbles` or `validate`) draws its inputs, the expected and the actual
    /// output on one time axis, the frame of the first difference marked in red; a property's
    /// shrunk counterexample draws its inputs and outputs, the frame where the invariant is first
    /// false marked. A long run shows the frames around that mark only, as the text does. Inside a
    /// Swift Testing test this is the picture attached to the test, named after it
    /// (`emailValidation-timeline.svg`); it is drawn only when asked for.
    public var timelineSVG: String? {
        picture.map(MarbleSVG.render)
    }

    /// The failure message.
    public var description: String {
        message
    }
}
