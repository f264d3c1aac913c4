import IOViewModel

/// The three lists the home screen shows, each filled by its own request.
public enum HomeSectionKind: Hashable, Sendable, CaseIterable {
    /// The best-selling products.
    case ranking
    /// The products that came out this week.
    case newArrivals
    /// The latest reviews.
    case reviews
}

/// A section below the first one: what one request brought, or why it failed.
public struct HomeSection: Hashable, Sendable {
    /// What a section holds.
    public enum Content: Hashable, Sendable {
        /// The request's items, in the server's order.
        case items([String])
        /// The request failed; the message to show in place of the items.
        case failed(String)
    }

    /// Which list this is.
    public var kind: HomeSectionKind
    /// The items, or the failure.
    public var content: Content

    /// A section from its parts.
    public init(kind: HomeSectionKind, content: Content) {
        self.kind = kind
        self.content = content
    }
}

/// The first section: the top of each of the three lists, side by side. It needs all three
/// responses, so it is shown only once they have all arrived.
public struct HomeHighlights: Hashable, Sendable {
    /// The best-selling product (nil if the ranking is empty).
    public var topRanked: String?
    /// The newest product (nil if there is none this week).
    public var newestArrival: String?
    /// The latest review (nil if there is none).
    public var latestReview: String?

    /// Highlights from their parts.
    public init(topRanked: String?, newestArrival: String?, latestReview: String?) {
        self.topRanked = topRanked
        self.newestArrival = newestArrival
        self.latestReview = latestReview
    }
}

/// The server side of the home screen, injected into ``HomeSectionsViewModel``.
public protocol HomeService {
    /// Fetches the items of one list. The request starts when the result is subscribed and is
    /// cancelled when that subscription is disposed; it emits the items once (later elements are
    /// ignored) or fails with an error whose description the screen shows.
    func fetchItems(of kind: HomeSectionKind) -> Observable<[String]>
}
