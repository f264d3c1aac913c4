/// An array of sections of rows whose observers receive fine-grained changes at both levels:
/// sections inserted, deleted, replaced and moved, and rows inserted, deleted, replaced and moved
/// within sections — what a sectioned `UITableView` needs. The sign-up tutorial's
/// `ObservableArray<ObservableArray<CellViewModel>>`, as one value with one event stream.
///
/// ```swift
/// let form = ObservableSectionedArray<String, FieldViewModel>([
///     ArraySection("Account", rows: [loginID, password]),
///     ArraySection("Terms", rows: [agreement]),
/// ])
/// form.insertRow(passwordConfirmation, at: RowIndexPath(row: 2, section: 0))
/// form.performBatchUpdates { batch in
///     batch.removeSection(at: 1)
///     batch.appendRow(newsletter, toSection: 0)
/// }
/// ```
///
/// It behaves like ``ObservableArray`` in every other respect: each subscription first receives
/// an ``ObservableSectionedArrayEvent/Kind/initial`` event with the current sections, then one
/// event per edit or batch (none for an edit that changes nothing), and
/// ``ObservableSectionedArrayEvent/Kind/reset`` after ``replaceAll(with:)``; it never completes;
/// applying each event's ``SectionedArrayChangeset`` to the previous event's sections yields its
/// sections. Edits are atomic and may come from any thread; events are delivered outside the lock,
/// in edit order. An edit costs O(size of the change) on top of what the same edit of the nested
/// Swift arrays costs; inside a batch, O(k) more for `k` sections or rows touched so far.
///
/// Rows are addressed by ``RowIndexPath``. As with ``ObservableArray``, indices inside a batch are
/// those of the batch at the time of the edit, and the emitted change uses table-view
/// conventions (see ``SectionedArrayChangeset``).
public final class ObservableSectionedArray<Section, Row>: ObservableType {
    /// The events observers receive.
    public typealias Element = ObservableSectionedArrayEvent<Section, Row>

    private let feed: ChangeFeed<Batch, ObservableSectionedArrayEvent<Section, Row>>

    /// A sectioned array holding `sections`.
    public init(_ sections: [ArraySection<Section, Row>] = []) {
        feed = ChangeFeed(Batch(sections: sections))
    }

    // MARK: Reading

    /// The current sections.
    public var sections: [ArraySection<Section, Row>] { feed.read { $0.sections } }

    /// The number of sections.
    public var numberOfSections: Int { feed.read { $0.sections.count } }

    /// The number of rows in section `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        feed.read { $0.sections[section].rows.count }
    }

    /// The row at `path`.
    public subscript(path: RowIndexPath) -> Row {
        feed.read { $0.sections[path.section].rows[path.row] }
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { feed.hasObservers }

    // MARK: Editing

    /// Performs every edit `updates` makes to the batch as one atomic change, and emits one event
    /// describing all of them (none if they cancel out). Same rules as
    /// ``ObservableArray/performBatchUpdates(_:)``: edits made before an error are kept and
    /// emitted; edit through `batch` only, never through this array.
    @discardableResult
    public func performBatchUpdates<Result, Failure: Error>(
        _ updates: (inout Batch) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try feed.performBatch(updates) { $0.commit() }
    }

    /// Appends `section`.
    public func appendSection(_ section: ArraySection<Section, Row>) {
        performBatchUpdates { $0.appendSection(section) }
    }

    /// Inserts `section` at `index`.
    public func insertSection(_ section: ArraySection<Section, Row>, at index: Int) {
        performBatchUpdates { $0.insertSection(section, at: index) }
    }

    /// Removes and returns the section at `index`.
    @discardableResult
    public func removeSection(at index: Int) -> ArraySection<Section, Row> {
        performBatchUpdates { $0.removeSection(at: index) }
    }

    /// Replaces the section at `index` (model and rows) and returns the previous one.
    @discardableResult
    public func replaceSection(at index: Int, with section: ArraySection<Section, Row>) -> ArraySection<Section, Row> {
        performBatchUpdates { $0.replaceSection(at: index, with: section) }
    }

    /// Moves the section at `source` so that it ends up at `destination`.
    public func moveSection(from source: Int, to destination: Int) {
        performBatchUpdates { $0.moveSection(from: source, to: destination) }
    }

    /// Appends `row` to section `section`.
    public func appendRow(_ row: Row, toSection section: Int) {
        performBatchUpdates { $0.appendRow(row, toSection: section) }
    }

    /// Inserts `row` at `path`.
    public func insertRow(_ row: Row, at path: RowIndexPath) {
        performBatchUpdates { $0.insertRow(row, at: path) }
    }

    /// Removes and returns the row at `path`.
    @discardableResult
    public func removeRow(at path: RowIndexPath) -> Row {
        performBatchUpdates { $0.removeRow(at: path) }
    }

    /// Replaces the row at `path` and returns the previous one.
    @discardableResult
    public func replaceRow(at path: RowIndexPath, with row: Row) -> Row {
        performBatchUpdates { $0.replaceRow(at: path, with: row) }
    }

    /// Moves the row at `source` so that it ends up at `destination` (a path in the array after the
    /// move). Within a section this is a move; across sections, a deletion and an insertion.
    public func moveRow(from source: RowIndexPath, to destination: RowIndexPath) {
        performBatchUpdates { $0.moveRow(from: source, to: destination) }
    }

    /// Replaces everything with `sections` and emits ``ObservableSectionedArrayEvent/Kind/reset``.
    public func replaceAll(with sections: [ArraySection<Section, Row>]) {
        feed.edit {
            (
                batch: inout Batch
            ) -> (outcome: Swift.Result<Void, Never>, event: ObservableSectionedArrayEvent<Section, Row>?) in
            batch.reset(to: sections)
            return (.success(()), ObservableSectionedArrayEvent(kind: .reset, sections: sections))
        }
    }

    /// Replaces the sections with `newSections` and emits what `describe` makes of the old and new
    /// sections as one change (nothing, and no replacement, when it returns `nil`), under the lock:
    /// the hook of ``replace(with:)``.
    func replaceAll(
        with newSections: [ArraySection<Section, Row>],
        describedBy describe: ([ArraySection<Section, Row>], [ArraySection<Section, Row>]) -> SectionedArrayChangeset<
            Section, Row
        >?
    ) {
        feed.edit {
            (
                batch: inout Batch
            ) -> (outcome: Swift.Result<Void, Never>, event: ObservableSectionedArrayEvent<Section, Row>?) in
            guard let change = describe(batch.sections, newSections) else { return (.success(()), nil) }
            batch.reset(to: newSections)
            return (.success(()), ObservableSectionedArrayEvent(kind: .changed(change), sections: newSections))
        }
    }

    // MARK: Observing

    /// Subscribes `observer` to the sections' changes.
    ///
    /// - Emits: an ``ObservableSectionedArrayEvent/Kind/initial`` event with the current sections
    ///   at once, then every later change, in order.
    /// - Completes: never.
    /// - Errors: never.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == ObservableSectionedArrayEvent<Section, Row> {
        feed.subscribe(AnyObserver(observer).eventHandler) { batch in
            ObservableSectionedArrayEvent(kind: .initial, sections: batch.sections)
        }
    }

    /// This array's events as an ``Observable``.
    ///
    /// - Emits: to each subscriber, an ``ObservableSectionedArrayEvent/Kind/initial`` event with
    ///   the current sections at once, then every later change, in order.
    /// - Completes: never.
    /// - Errors: never.
    public func asObservable() -> Observable<ObservableSectionedArrayEvent<Section, Row>> {
        Observable { observer in self.subscribe(observer) }
    }
}

extension ObservableSectionedArray: @unchecked Sendable where Section: Sendable, Row: Sendable {}

extension ObservableSectionedArray {
    /// The editing view of an ``ObservableSectionedArray`` inside
    /// ``ObservableSectionedArray/performBatchUpdates(_:)``. Indices are those of the batch as it is
    /// when the edit is made. A `Batch` is only meaningful inside the closure.
    public struct Batch {
        /// The sections as they are now, with the batch's edits so far.
        public private(set) var sections: [ArraySection<Section, Row>]
        private var sectionTracker: ArrayEditTracker<ArraySection<Section, Row>>
        /// The row edits of each section that stayed, by the section's index at the last commit.
        private var rowTrackers: [Int: ArrayEditTracker<Row>] = [:]

        init(sections: [ArraySection<Section, Row>]) {
            self.sections = sections
            sectionTracker = ArrayEditTracker(oldCount: sections.count)
        }

        /// The number of sections.
        public var numberOfSections: Int { sections.count }

        /// The number of rows in section `section`.
        public func numberOfRows(inSection section: Int) -> Int {
            sections[section].rows.count
        }

        /// The row at `path`; setting it replaces the row (an update).
        public subscript(path: RowIndexPath) -> Row {
            get { sections[path.section].rows[path.row] }
            set { replaceRow(at: path, with: newValue) }
        }

        // MARK: Sections

        /// Appends `section`.
        public mutating func appendSection(_ section: ArraySection<Section, Row>) {
            insertSection(section, at: sections.count)
        }

        /// Inserts `section` at `index`.
        public mutating func insertSection(_ section: ArraySection<Section, Row>, at index: Int) {
            sectionTracker.insert(contentsOf: CollectionOfOne(section), at: index, in: &sections)
        }

        /// Removes and returns the section at `index` (with its rows as they are now).
        @discardableResult
        public mutating func removeSection(at index: Int) -> ArraySection<Section, Row> {
            precondition(index >= 0 && index < sections.count, "Section index out of range")
            let current = sections[index]
            restoreRowsAtLastCommit(ofSection: index)
            sectionTracker.remove(index..<index + 1, in: &sections)
            return current
        }

        /// Replaces the section at `index` (model and rows) and returns the previous one.
        @discardableResult
        public mutating func replaceSection(
            at index: Int, with section: ArraySection<Section, Row>
        ) -> ArraySection<Section, Row> {
            precondition(index >= 0 && index < sections.count, "Section index out of range")
            let current = sections[index]
            restoreRowsAtLastCommit(ofSection: index)
            sectionTracker.replace(at: index, with: section, in: &sections)
            return current
        }

        /// Moves the section at `source` so that it ends up at `destination`.
        public mutating func moveSection(from source: Int, to destination: Int) {
            sectionTracker.move(from: source, to: destination, in: &sections)
        }

        // MARK: Rows

        /// Appends `row` to section `section`.
        public mutating func appendRow(_ row: Row, toSection section: Int) {
            insertRow(row, at: RowIndexPath(row: numberOfRows(inSection: section), section: section))
        }

        /// Inserts `row` at `path`.
        public mutating func insertRow(_ row: Row, at path: RowIndexPath) {
            editRows(ofSection: path.section) { tracker, rows in
                tracker.insert(contentsOf: CollectionOfOne(row), at: path.row, in: &rows)
            }
        }

        /// Removes and returns the row at `path`.
        @discardableResult
        public mutating func removeRow(at path: RowIndexPath) -> Row {
            editRows(ofSection: path.section) { tracker, rows in
                precondition(path.row >= 0 && path.row < rows.count, "Row index out of range")
                return tracker.remove(path.row..<path.row + 1, in: &rows)[0]
            }
        }

        /// Replaces the row at `path` and returns the previous one.
        @discardableResult
        public mutating func replaceRow(at path: RowIndexPath, with row: Row) -> Row {
            editRows(ofSection: path.section) { tracker, rows in
                tracker.replace(at: path.row, with: row, in: &rows)
            }
        }

        /// Moves the row at `source` so that it ends up at `destination` (a path in the array after
        /// the move). Within a section this is a move; across sections, a deletion from the source
        /// section and an insertion into the destination section.
        public mutating func moveRow(from source: RowIndexPath, to destination: RowIndexPath) {
            if source.section == destination.section {
                editRows(ofSection: source.section) { tracker, rows in
                    tracker.move(from: source.row, to: destination.row, in: &rows)
                }
            } else {
                precondition(
                    destination.section >= 0 && destination.section < sections.count, "Section index out of range")
                insertRow(removeRow(at: source), at: destination)
            }
        }

        // MARK: Machinery

        /// Runs `body` on the rows of section `section` and the tracker that records their edits:
        /// the section's own tracker if it stayed since the last commit, else a scratch one (rows of
        /// an inserted or replaced section are part of that section's change).
        private mutating func editRows<Result>(
            ofSection section: Int,
            _ body: (inout ArrayEditTracker<Row>, inout [Row]) -> Result
        ) -> Result {
            precondition(section >= 0 && section < sections.count, "Section index out of range")
            guard let origin = sectionTracker.origin(at: section), !origin.replaced else {
                var scratch = ArrayEditTracker<Row>(oldCount: sections[section].rows.count)
                return body(&scratch, &sections[section].rows)
            }
            var tracker =
                rowTrackers.removeValue(forKey: origin.oldIndex)
                ?? ArrayEditTracker(oldCount: sections[section].rows.count)
            let result = body(&tracker, &sections[section].rows)
            rowTrackers[origin.oldIndex] = tracker
            return result
        }

        /// Before a section that stayed is deleted or replaced, puts its rows back as they were at
        /// the last commit and forgets their edits, so the section's change reports its old value.
        /// O(rows in the section): the change removes or replaces all of them anyway.
        private mutating func restoreRowsAtLastCommit(ofSection section: Int) {
            guard let origin = sectionTracker.origin(at: section), !origin.replaced,
                var tracker = rowTrackers.removeValue(forKey: origin.oldIndex),
                let change = tracker.commit(sections[section].rows)
            else { return }
            sections[section].rows = change.inverted().apply(to: sections[section].rows)
        }

        /// Ends the batch: the event describing it, if anything changed.
        mutating func commit() -> ObservableSectionedArrayEvent<Section, Row>? {
            var rowChanges: [SectionedArrayChangeset<Section, Row>.RowChanges] = []
            for (oldIndex, var tracker) in rowTrackers {
                // Sections with row trackers stayed, so they have a position.
                guard let position = sectionTracker.position(ofOld: oldIndex),
                    let change = tracker.commit(sections[position].rows)
                else { continue }
                rowChanges.append(.init(oldSection: oldIndex, newSection: position, changes: change))
            }
            rowTrackers = [:]
            rowChanges.sort { $0.oldSection < $1.oldSection }
            let sectionChange = sectionTracker.commit(sections)
            guard sectionChange != nil || !rowChanges.isEmpty else { return nil }
            let changeset = SectionedArrayChangeset(
                sections: sectionChange
                    ?? ArrayChangeset(unchecked: sections.count, deletions: [], insertions: [], updates: [], moves: []),
                rows: rowChanges
            )
            return ObservableSectionedArrayEvent(kind: .changed(changeset), sections: sections)
        }

        /// Replaces the contents without recording a change (for a reset).
        mutating func reset(to newSections: [ArraySection<Section, Row>]) {
            sections = newSections
            sectionTracker = ArrayEditTracker(oldCount: newSections.count)
            rowTrackers = [:]
        }
    }
}
