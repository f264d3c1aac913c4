/// A mutable array whose observers receive fine-grained changes: insertions, deletions (with the
/// removed elements), updates (old and new values) and moves. The sign-up tutorial's
/// `ObservableArray`, Bond's `DynamicArray`.
///
/// ```swift
/// let repositories = ObservableArray<Repository>([])
/// repositories.subscribe(onNext: { event in
///     switch event.kind {
///     case .initial, .reset: tableView.reloadData()
///     case .changed(let change):
///         tableView.performBatchUpdates {
///             tableView.deleteRows(at: change.deletedIndices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///             tableView.insertRows(at: change.insertedIndices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///             // ...reloads at change.updatedIndices, moves at change.moves
///         }
///     }
/// })
/// repositories.append(repository)                  // one insertion
/// repositories.performBatchUpdates { batch in      // one combined change
///     batch.remove(at: 0)
///     batch.insert(other, at: 2)
///     batch.move(from: 3, to: 0)
/// }
/// ```
///
/// It is an ``ObservableType`` of ``ObservableArrayEvent``: each subscription first receives an
/// ``ObservableArrayEvent/Kind/initial`` event with the current contents, then one
/// ``ObservableArrayEvent/Kind/changed(_:)`` event per edit or per batch (an edit that changes
/// nothing, such as an empty batch or a move to the same index, emits nothing), and
/// ``ObservableArrayEvent/Kind/reset`` after ``replaceAll(with:)``. It never completes. Every
/// event carries the contents after it, and applying an event's changeset to the previous
/// event's contents yields them.
///
/// The generic parameter is called `Item` because, as an observable, the array's `Element` is
/// its event type. `ObservableArray<Int>` is an array of `Int`.
///
/// **Threads.** Edits may come from any thread; each edit (and each whole batch) is atomic, and
/// events are delivered after the lock is released, one at a time per observer, in the order the
/// edits happened. An observer may edit the array: its edit is applied at once and its event is
/// delivered after the current one has reached every observer.
///
/// **Cost.** An edit outside a batch costs what the same edit costs on a Swift `Array` (inserting
/// in the middle moves the elements after it) plus O(size of the change) to describe and deliver
/// it; it never copies or scans the whole array. Inside a batch, each edit costs O(k) more, for `k`
/// the number of elements touched so far in the batch. Events share the array's storage: an
/// observer that keeps an event's ``ObservableArrayEvent/items`` (or a caller that keeps
/// ``items``) makes the next edit copy the array once.
public final class ObservableArray<Item>: ObservableType {
    /// The events observers receive.
    public typealias Element = ObservableArrayEvent<Item>

    private let feed: ChangeFeed<Batch, ObservableArrayEvent<Item>>

    /// An array holding `items`.
    public init(_ items: [Item] = []) {
        feed = ChangeFeed(Batch(items: items))
    }

    // MARK: Reading

    /// The current contents.
    public var items: [Item] { feed.read { $0.items } }

    /// The number of items.
    public var count: Int { feed.read { $0.items.count } }

    /// Whether the array is empty.
    public var isEmpty: Bool { feed.read { $0.items.isEmpty } }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { feed.hasObservers }

    /// The item at `index`; setting it replaces the item and emits an update.
    public subscript(index: Int) -> Item {
        get { feed.read { $0.items[index] } }
        set { replace(at: index, with: newValue) }
    }

    // MARK: Editing

    /// Performs every edit `updates` makes to the batch as one atomic change, and emits one
    /// ``ObservableArrayEvent/Kind/changed(_:)`` event describing all of them (none if they cancel
    /// out, like inserting then removing the same item).
    ///
    /// The emitted changeset follows `UITableView`'s batch conventions (see ``ArrayChangeset``):
    /// deletions and updates at indices of the array before the batch, insertions at indices of
    /// the array after it, moves from old to new indices. Inside `updates`, though, each edit uses
    /// the indices of the batch as it is at that moment, exactly as on a Swift `Array`.
    ///
    /// If `updates` throws, the edits it made before throwing are kept and emitted, and the error
    /// is rethrown. The lock is held while `updates` runs: edit through `batch` only, never through
    /// this array (that would deadlock), and do not wait for other threads there.
    @discardableResult
    public func performBatchUpdates<Result, Failure: Error>(
        _ updates: (inout Batch) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try feed.performBatch(updates) { $0.commit() }
    }

    /// Appends `item`.
    public func append(_ item: Item) {
        performBatchUpdates { $0.append(item) }
    }

    /// Appends `items`, as one change.
    public func append(contentsOf items: some Collection<Item>) {
        performBatchUpdates { $0.append(contentsOf: items) }
    }

    /// Inserts `item` at `index`.
    public func insert(_ item: Item, at index: Int) {
        performBatchUpdates { $0.insert(item, at: index) }
    }

    /// Inserts `items` at `index`, as one change.
    public func insert(contentsOf items: some Collection<Item>, at index: Int) {
        performBatchUpdates { $0.insert(contentsOf: items, at: index) }
    }

    /// Removes and returns the item at `index`.
    @discardableResult
    public func remove(at index: Int) -> Item {
        performBatchUpdates { $0.remove(at: index) }
    }

    /// Removes the items in `range`, as one change.
    public func removeSubrange(_ range: Range<Int>) {
        performBatchUpdates { $0.removeSubrange(range) }
    }

    /// Removes and returns the last item; the array must not be empty.
    @discardableResult
    public func removeLast() -> Item {
        performBatchUpdates { $0.removeLast() }
    }

    /// Removes every item, as one change listing each deletion.
    public func removeAll() {
        performBatchUpdates { $0.removeAll() }
    }

    /// Replaces the item at `index` with `item` and returns the previous one.
    @discardableResult
    public func replace(at index: Int, with item: Item) -> Item {
        performBatchUpdates { $0.replace(at: index, with: item) }
    }

    /// Moves the item at `source` so that it ends up at `destination` (an index of the array after
    /// the move, as for `remove(at: source)` followed by `insert(_:at: destination)`).
    public func move(from source: Int, to destination: Int) {
        performBatchUpdates { $0.move(from: source, to: destination) }
    }

    /// Replaces the whole contents with `items` and emits ``ObservableArrayEvent/Kind/reset``,
    /// which tells observers to reload rather than animate. O(1) apart from releasing the old
    /// items. For an animated replacement, use a batch: `removeAll()` then `append(contentsOf:)`.
    public func replaceAll(with items: [Item]) {
        feed.edit { (batch: inout Batch) -> (outcome: Swift.Result<Void, Never>, event: ObservableArrayEvent<Item>?) in
            batch.reset(to: items)
            return (.success(()), ObservableArrayEvent(kind: .reset, items: items))
        }
    }

    /// Replaces the contents with `newItems` and emits what `describe` makes of the old and new
    /// contents as one change (nothing, and no replacement, when it returns `nil`). `describe` runs
    /// under the lock, so that no other edit comes between the diff and the replacement: the hook
    /// of ``replace(with:)``.
    func replaceAll(with newItems: [Item], describedBy describe: ([Item], [Item]) -> ArrayChangeset<Item>?) {
        feed.edit { (batch: inout Batch) -> (outcome: Swift.Result<Void, Never>, event: ObservableArrayEvent<Item>?) in
            guard let change = describe(batch.items, newItems) else { return (.success(()), nil) }
            batch.reset(to: newItems)
            return (.success(()), ObservableArrayEvent(kind: .changed(change), items: newItems))
        }
    }

    // MARK: Observing

    /// Subscribes `observer` to the array's changes.
    ///
    /// - Emits: an ``ObservableArrayEvent/Kind/initial`` event with the current contents at once,
    ///   then every later change, in order.
    /// - Completes: never.
    /// - Errors: never.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == ObservableArrayEvent<Item> {
        feed.subscribe(AnyObserver(observer).eventHandler) { batch in
            ObservableArrayEvent(kind: .initial, items: batch.items)
        }
    }

    /// This array's events as an ``Observable``.
    ///
    /// - Emits: to each subscriber, an ``ObservableArrayEvent/Kind/initial`` event with the
    ///   current contents at once, then every later change, in order.
    /// - Completes: never.
    /// - Errors: never.
    public func asObservable() -> Observable<ObservableArrayEvent<Item>> {
        Observable { observer in self.subscribe(observer) }
    }
}

extension ObservableArray: @unchecked Sendable where Item: Sendable {}

extension ObservableArray {
    /// The editing view of an ``ObservableArray`` inside
    /// ``ObservableArray/performBatchUpdates(_:)``: a mutable random-access collection of the items
    /// that records each edit.
    ///
    /// Indices are those of the batch as it is when the edit is made, as on a Swift `Array`.
    /// Everything `MutableCollection` offers works (`swapAt`, `sort()`, `reverse()`: each write is
    /// an update). A `Batch` is only meaningful inside the closure; a copy kept outside records
    /// nothing.
    public struct Batch: RandomAccessCollection, MutableCollection {
        /// Positions in the batch are `Int` offsets from 0.
        public typealias Index = Int

        /// The items as they are now, with the batch's edits so far.
        public private(set) var items: [Item]
        private var tracker: ArrayEditTracker<Item>

        init(items: [Item]) {
            self.items = items
            tracker = ArrayEditTracker(oldCount: items.count)
        }

        /// 0.
        public var startIndex: Int { 0 }
        /// The number of items.
        public var endIndex: Int { items.count }

        /// The item at `index`; setting it replaces the item (an update).
        public subscript(index: Int) -> Item {
            get { items[index] }
            set { tracker.replace(at: index, with: newValue, in: &items) }
        }

        /// Appends `item`.
        public mutating func append(_ item: Item) {
            tracker.insert(contentsOf: CollectionOfOne(item), at: items.count, in: &items)
        }

        /// Appends `newItems`.
        public mutating func append(contentsOf newItems: some Collection<Item>) {
            tracker.insert(contentsOf: newItems, at: items.count, in: &items)
        }

        /// Inserts `item` at `index`.
        public mutating func insert(_ item: Item, at index: Int) {
            tracker.insert(contentsOf: CollectionOfOne(item), at: index, in: &items)
        }

        /// Inserts `newItems` at `index`.
        public mutating func insert(contentsOf newItems: some Collection<Item>, at index: Int) {
            tracker.insert(contentsOf: newItems, at: index, in: &items)
        }

        /// Removes and returns the item at `index`.
        @discardableResult
        public mutating func remove(at index: Int) -> Item {
            tracker.remove(index..<index + 1, in: &items)[0]
        }

        /// Removes the items in `range`.
        public mutating func removeSubrange(_ range: Range<Int>) {
            tracker.remove(range, in: &items)
        }

        /// Removes and returns the last item; the batch must not be empty.
        @discardableResult
        public mutating func removeLast() -> Item {
            precondition(!items.isEmpty, "Can't remove last element from an empty collection")
            return remove(at: items.count - 1)
        }

        /// Removes every item.
        public mutating func removeAll() {
            tracker.remove(0..<items.count, in: &items)
        }

        /// Replaces the item at `index` with `item` and returns the previous one.
        @discardableResult
        public mutating func replace(at index: Int, with item: Item) -> Item {
            tracker.replace(at: index, with: item, in: &items)
        }

        /// Moves the item at `source` so that it ends up at `destination` (an index of the batch
        /// after the move). Moving an item to where it is does nothing.
        public mutating func move(from source: Int, to destination: Int) {
            tracker.move(from: source, to: destination, in: &items)
        }

        /// Ends the batch: the event describing it, if anything changed.
        mutating func commit() -> ObservableArrayEvent<Item>? {
            tracker.commit(items).map { ObservableArrayEvent(kind: .changed($0), items: items) }
        }

        /// Replaces the contents without recording a change (for a reset).
        mutating func reset(to newItems: [Item]) {
            items = newItems
            tracker = ArrayEditTracker(oldCount: newItems.count)
        }
    }
}
