/// One line of a marble test, as a ``MarbleTestDelegate`` is told of it: what was declared, with
/// which diagram, what its symbols stand for and where to read what happened.
public struct MarbleDeclaration<Element> {
    /// What a line of a marble test declares.
    public enum Role: Sendable, Equatable {
        /// `input`: an input method called at the frames of the diagram.
        case input
        /// `hot`: a test observable playing the diagram on the test's time axis.
        case hot
        /// `cold`: a test observable playing the diagram from each subscription.
        case cold
        /// `expect`: an output expected to produce the diagram.
        case output
    }

    /// What the line declares.
    public let role: Role
    /// The diagram as written.
    public let diagram: String
    /// What each symbol stands for; `nil` when each symbol is its own one-character `String`.
    public let values: [Character: Element]?
    /// For `hot` and `cold`: the test observable, whose `subscriptions` say when it was played.
    public let observable: TestableObservable<Element>?
    /// For `expect`: the recording of the output, which holds the events it really produced
    /// (with their times) once the test has run.
    public let recorder: TestableObserver<Element>?
    /// For `expect`: how the output's values are compared with `values`.
    public let areEquivalent: ((Element, Element) -> Bool)?
    /// Where the line is.
    public let callSite: CallSite
}
