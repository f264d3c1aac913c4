import IOViewModel

/// One conversation in the message list.
public struct MessageThread: Hashable, Sendable {
    /// The thread's identifier on the server.
    public var id: String
    /// The thread's subject.
    public var title: String
    /// How many messages in the thread the user has not read.
    public var unreadCount: Int

    /// A thread from its parts.
    public init(id: String, title: String, unreadCount: Int = 0) {
        self.id = id
        self.title = title
        self.unreadCount = unreadCount
    }
}

/// The server side of the message list, injected into ``MessageThreadsViewModel`` so that tests
/// choose how long a fetch takes and what it returns.
public protocol MessageThreadService {
    /// Fetches the current list of threads. The request starts when the result is subscribed and
    /// is cancelled when that subscription is disposed; it emits the list once (later elements
    /// are ignored) or fails with an error whose description the screen may show.
    func fetchThreads() -> Observable<[MessageThread]>
}
