/// What a subscription is to, as a leak report names it (``LiveSubscription/source``).
///
/// A tracked subscription keeps the parts of the name, which cost nothing to keep; the name is
/// spelled only when a report is read.
@usableFromInline
package enum SubscriptionSource: Sendable {
    /// A creation operator, or a shared source that is named after its operator: `timer`,
    /// `create`, `from`, `share(replay: 1)`.
    case named(StaticString)
    /// A source that names itself: a test observable's label.
    case label(String)
    /// A subject or a relay, by its generic type's name and its element type:
    /// `PublishSubject<Int>`.
    case typed(StaticString, any Any.Type)

    /// The name as a leak report spells it.
    var description: String {
        switch self {
        case .named(let name): name.description
        case .label(let label): label
        case .typed(let name, let element): "\(name)<\(element)>"
        }
    }
}
