/// What an ``ObservableArray`` tells its observers: the contents after the event, and how they
/// got there.
public struct ObservableArrayEvent<Item> {
    /// How the contents got to ``items``.
    public enum Kind {
        /// The first event of every subscription: the contents at the time of subscribing.
        /// Show them as they are (`reloadData()`).
        case initial
        /// The contents were replaced wholesale (``ObservableArray/replaceAll(with:)``); there is
        /// no fine-grained description. Show them as they are (`reloadData()`).
        case reset
        /// The contents changed from the previous event's by `changeset`.
        case changed(ArrayChangeset<Item>)
    }

    /// How the contents got to ``items``.
    public let kind: Kind
    /// The contents right after this event: what a table's data source should show once the
    /// change is animated. Later edits do not alter it.
    public let items: [Item]

    /// An event of `kind` leaving the array with `items`.
    public init(kind: Kind, items: [Item]) {
        self.kind = kind
        self.items = items
    }

    /// The fine-grained change, for a `.changed` event; `nil` for `.initial` and `.reset`.
    public var changeset: ArrayChangeset<Item>? {
        if case .changed(let changeset) = kind { return changeset }
        return nil
    }

    /// Brings an observer's copy of the previous contents up to date: applies the changeset, or,
    /// for `.initial` and `.reset`, returns ``items``.
    ///
    /// Applying every event of a subscription in order to the contents of the one before always
    /// yields that event's ``items``.
    public func apply(to previous: [Item]) -> [Item] {
        switch kind {
        case .initial, .reset: return items
        case .changed(let changeset): return changeset.apply(to: previous)
        }
    }
}

extension ObservableArrayEvent: Sendable where Item: Sendable {}
extension ObservableArrayEvent.Kind: Sendable where Item: Sendable {}
extension ObservableArrayEvent: Equatable where Item: Equatable {}
extension ObservableArrayEvent.Kind: Equatable where Item: Equatable {}
