/// A search backend over a fixed catalog, behind an actor, that takes `latency` on its clock to
/// answer: `ContinuousClock()` in the app, `scheduler.virtualClock` in a test.
public actor CatalogSearchService {
    /// The titles searched.
    public let catalog: [String]
    /// How long a search takes.
    public let latency: Duration
    private let clock: any Clock<Duration>
    /// The queries searched so far, cancelled or not, in order.
    public private(set) var queries: [String] = []

    /// A service over `catalog` answering after `latency` on `clock`.
    public init(catalog: [String], latency: Duration = .milliseconds(500), clock: any Clock<Duration>) {
        self.catalog = catalog
        self.latency = latency
        self.clock = clock
    }

    /// The titles that contain `query`, ignoring case, after `latency`.
    ///
    /// - Throws: `CancellationError` if the calling task is cancelled while it waits.
    public func search(_ query: String) async throws -> [String] {
        queries.append(query)
        try await clock.sleep(for: latency)
        let needle = query.lowercased()
        return catalog.filter { $0.lowercased().contains(needle) }
    }
}
