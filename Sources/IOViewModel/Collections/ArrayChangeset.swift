/// One combined change from an old array to a new one, in the index conventions of
/// `UITableView.performBatchUpdates`: deletions, updates and move sources refer to the **old**
/// array; insertions and move destinations refer to the **new** array.
///
/// How the new array is built from the old one (this is exactly what ``apply(to:)`` does):
///
/// 1. Every old element is either deleted (listed in ``deletions``), moved (it is the source of
///    one of the ``moves``) or *kept in place*.
/// 2. The new array's slots listed in ``insertions`` hold the inserted elements; the slots that are
///    the destination of a move hold the moved elements.
/// 3. The remaining slots are filled, in order, by the kept-in-place elements, in their old order.
///    (A kept-in-place element's new index is therefore its old index, minus the deletions and
///    move sources before it, plus the insertions and move destinations before it.)
/// 4. An element listed in ``updates`` (kept in place or moved) takes its
///    ``Update/newElement`` instead of its old value.
///
/// An element both moved and updated appears in both lists. `UITableView` cannot reload a row it
/// is moving in the same batch: a table adapter moves it in the batch and reloads it afterwards at
/// its ``Update/newIndex``.
///
/// ``ObservableArray`` emits changesets that satisfy these rules; the public initializer checks
/// them for changesets built elsewhere (from a server diff, say).
public struct ArrayChangeset<Element> {
    /// An element and its index in one of the two arrays: a ``Deletion`` or an ``Insertion``.
    public struct IndexedElement {
        /// The element's index: in the old array for a deletion, in the new array for an insertion.
        public let index: Int
        /// The element: for a deletion, its value before any update in the same change; for an
        /// insertion, its final value in the new array.
        public let element: Element

        /// `element` at `index` (of the old array for a deletion, of the new one for an insertion).
        public init(index: Int, element: Element) {
            self.index = index
            self.element = element
        }
    }

    /// An element removed from the old array, at its index there. ``inverted()`` turns it into an
    /// insertion, the same value.
    public typealias Deletion = IndexedElement

    /// An element added to the new array, at its index there. ``inverted()`` turns it into a
    /// deletion, the same value.
    public typealias Insertion = IndexedElement

    /// An element that stayed in the array but whose value was replaced.
    public struct Update {
        /// The element's index in the old array (what `reloadRows(at:)` expects).
        public let oldIndex: Int
        /// The element's index in the new array.
        public let newIndex: Int
        /// The value before the change.
        public let oldElement: Element
        /// The value after the change.
        public let newElement: Element

        /// An update of the element at `oldIndex` (old array), found at `newIndex` in the new array.
        public init(oldIndex: Int, newIndex: Int, oldElement: Element, newElement: Element) {
            self.oldIndex = oldIndex
            self.newIndex = newIndex
            self.oldElement = oldElement
            self.newElement = newElement
        }
    }

    /// An element that stayed in the array but was explicitly moved.
    public struct Move: Hashable, Sendable {
        /// The element's index in the old array.
        public let from: Int
        /// The element's index in the new array.
        public let to: Int

        /// A move of the element at `from` (old array) to `to` (new array).
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// The number of elements in the old array.
    public let oldCount: Int
    /// Removed elements, by ascending old index.
    public let deletions: [Deletion]
    /// Added elements, by ascending new index.
    public let insertions: [Insertion]
    /// Replaced elements, by ascending new index.
    public let updates: [Update]
    /// Moved elements, by ascending new index (``Move/to``).
    public let moves: [Move]

    /// The number of elements in the new array: `oldCount - deletions.count + insertions.count`.
    public var newCount: Int { oldCount - deletions.count + insertions.count }

    /// Whether the change does nothing.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && updates.isEmpty && moves.isEmpty
    }

    /// The old indices of the removed elements, ascending (for `deleteRows(at:)`).
    public var deletedIndices: [Int] { deletions.map(\.index) }
    /// The new indices of the added elements, ascending (for `insertRows(at:)`).
    public var insertedIndices: [Int] { insertions.map(\.index) }
    /// The old indices of the replaced elements (for `reloadRows(at:)`).
    public var updatedIndices: [Int] { updates.map(\.oldIndex) }

    /// A changeset from an array of `oldCount` elements, checked against the rules above.
    ///
    /// Each list may come in any order; it is stored sorted. Stops the program if the lists break
    /// a rule: an index out of range or listed twice, an old index both deleted and moved or
    /// updated, a new slot both inserted into and moved to, or an update whose `newIndex` is not
    /// where its element lands.
    public init(
        oldCount: Int,
        deletions: [Deletion] = [],
        insertions: [Insertion] = [],
        updates: [Update] = [],
        moves: [Move] = []
    ) {
        self.init(
            unchecked: oldCount,
            deletions: deletions.sorted { $0.index < $1.index },
            insertions: insertions.sorted { $0.index < $1.index },
            updates: updates.sorted { $0.newIndex < $1.newIndex },
            moves: moves.sorted { $0.to < $1.to }
        )
        if let problem = validationProblem() {
            preconditionFailure("Invalid ArrayChangeset: \(problem)")
        }
    }

    /// Stores lists that are already sorted and consistent (the editor's output).
    init(
        unchecked oldCount: Int,
        deletions: [Deletion],
        insertions: [Insertion],
        updates: [Update],
        moves: [Move]
    ) {
        self.oldCount = oldCount
        self.deletions = deletions
        self.insertions = insertions
        self.updates = updates
        self.moves = moves
    }

    /// Returns the new array, given the old one.
    ///
    /// Stops the program if `old.count` is not ``oldCount``. Runs in O(`old.count + newCount`).
    public func apply(to old: [Element]) -> [Element] {
        precondition(old.count == oldCount, "ArrayChangeset applied to an array of the wrong size")
        let newCount = self.newCount
        // Old indices that do not fill the remaining slots: deleted or moved.
        var leavesItsPlace = [Bool](repeating: false, count: oldCount)
        var replacement = [Element?](repeating: nil, count: oldCount)
        var placed = [Element?](repeating: nil, count: newCount)
        for update in updates { replacement[update.oldIndex] = update.newElement }
        for deletion in deletions { leavesItsPlace[deletion.index] = true }
        for insertion in insertions { placed[insertion.index] = insertion.element }
        for move in moves {
            leavesItsPlace[move.from] = true
            placed[move.to] = value(at: move.from, in: old, replacement: replacement)
        }
        var result: [Element] = []
        result.reserveCapacity(newCount)
        var cursor = 0
        for slot in 0..<newCount {
            if case .some(let element) = placed[slot] {
                result.append(element)
                continue
            }
            while leavesItsPlace[cursor] { cursor += 1 }
            result.append(value(at: cursor, in: old, replacement: replacement))
            cursor += 1
        }
        return result
    }

    /// The changeset that takes the new array back to the old one: insertions become deletions,
    /// deletions insertions, moves are reversed and updates swap their values.
    public func inverted() -> ArrayChangeset {
        ArrayChangeset(
            unchecked: newCount,
            deletions: insertions,
            insertions: deletions,
            updates:
                updates
                .map {
                    Update(
                        oldIndex: $0.newIndex, newIndex: $0.oldIndex, oldElement: $0.newElement,
                        newElement: $0.oldElement)
                }
                .sorted { $0.newIndex < $1.newIndex },
            moves: moves.map { Move(from: $0.to, to: $0.from) }.sorted { $0.to < $1.to }
        )
    }

    private func value(at index: Int, in old: [Element], replacement: [Element?]) -> Element {
        if case .some(let element) = replacement[index] { return element }
        return old[index]
    }

    /// Describes the first broken rule, or returns `nil`.
    private func validationProblem() -> String? {
        guard oldCount >= 0, newCount >= 0 else { return "more deletions than elements" }
        var oldRole = [UInt8](repeating: 0, count: oldCount)  // 1 deleted, 2 moved
        var newTaken = [Bool](repeating: false, count: newCount)
        for deletion in deletions {
            guard (0..<oldCount).contains(deletion.index) else {
                return "deletion index \(deletion.index) out of range"
            }
            guard oldRole[deletion.index] == 0 else { return "old index \(deletion.index) deleted twice" }
            oldRole[deletion.index] = 1
        }
        for insertion in insertions {
            guard (0..<newCount).contains(insertion.index) else {
                return "insertion index \(insertion.index) out of range"
            }
            guard !newTaken[insertion.index] else { return "new index \(insertion.index) inserted twice" }
            newTaken[insertion.index] = true
        }
        var moveTarget: [Int: Int] = [:]
        for move in moves {
            guard (0..<oldCount).contains(move.from), (0..<newCount).contains(move.to) else {
                return "move \(move.from) -> \(move.to) out of range"
            }
            guard oldRole[move.from] == 0 else { return "old index \(move.from) moved and deleted, or moved twice" }
            guard !newTaken[move.to] else { return "new index \(move.to) is both a move destination and taken" }
            oldRole[move.from] = 2
            newTaken[move.to] = true
            moveTarget[move.from] = move.to
        }
        // Where each kept-in-place old element lands.
        var landing = [Int](repeating: -1, count: oldCount)
        var cursor = 0
        for slot in 0..<newCount where !newTaken[slot] {
            while cursor < oldCount, oldRole[cursor] != 0 { cursor += 1 }
            guard cursor < oldCount else { return "counts do not add up" }
            landing[cursor] = slot
            cursor += 1
        }
        var updated = Set<Int>()
        for update in updates {
            guard (0..<oldCount).contains(update.oldIndex) else {
                return "update index \(update.oldIndex) out of range"
            }
            guard oldRole[update.oldIndex] != 1 else { return "old index \(update.oldIndex) updated and deleted" }
            guard updated.insert(update.oldIndex).inserted else { return "old index \(update.oldIndex) updated twice" }
            let lands = moveTarget[update.oldIndex] ?? landing[update.oldIndex]
            guard lands == update.newIndex else {
                return "update of old index \(update.oldIndex) lands at \(lands), not \(update.newIndex)"
            }
        }
        return nil
    }
}

extension ArrayChangeset: Sendable where Element: Sendable {}
extension ArrayChangeset.IndexedElement: Sendable where Element: Sendable {}
extension ArrayChangeset.Update: Sendable where Element: Sendable {}
extension ArrayChangeset: Equatable where Element: Equatable {}
extension ArrayChangeset.IndexedElement: Equatable where Element: Equatable {}
extension ArrayChangeset.Update: Equatable where Element: Equatable {}

extension ArrayChangeset: CustomStringConvertible {
    /// A compact summary: `deleted [1], inserted [0, 3], updated [2→2], moved [4→1]`.
    public var description: String {
        var parts: [String] = []
        if !deletions.isEmpty { parts.append("deleted \(deletedIndices)") }
        if !insertions.isEmpty { parts.append("inserted \(insertedIndices)") }
        if !updates.isEmpty {
            parts.append("updated [\(updates.map { "\($0.oldIndex)→\($0.newIndex)" }.joined(separator: ", "))]")
        }
        if !moves.isEmpty { parts.append("moved [\(moves.map { "\($0.from)→\($0.to)" }.joined(separator: ", "))]") }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }
}
