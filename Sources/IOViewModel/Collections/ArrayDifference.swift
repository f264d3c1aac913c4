/// The minimal edit from one array of keys to another, as offsets: what ``ObservableArray`` and
/// ``ObservableSectionedArray`` turn into changesets when they replace their contents.
///
/// The standard library's `difference(from:)` (Myers' algorithm) gives the fewest removals and
/// insertions; a removed key that is inserted again elsewhere is then paired with that insertion
/// as a move, under the rule of `CollectionDifference.inferringMoves()`: only a key removed exactly
/// once and inserted exactly once moves, so duplicates never make ambiguous moves. That method
/// needs `Hashable` keys; this pairing needs only `Equatable`, at O(r·(r + i)) comparisons for `r`
/// removals and `i` insertions, which the diff itself already costs in the worst case.
///
/// The offsets fit ``ArrayChangeset``'s conventions as they are: the elements that are neither
/// removed nor inserted keep their relative order, and fill, in order, the new slots that are not
/// insertions or move destinations.
struct ArrayDifference {
    /// Old offsets of the removed keys that did not move, ascending.
    private(set) var removed: [Int] = []
    /// New offsets of the inserted keys that are not a move's destination, ascending.
    private(set) var inserted: [Int] = []
    /// Moves from an old offset to a new one, by ascending new offset.
    private(set) var moves: [(from: Int, to: Int)] = []
    /// Old offsets of every removed key, moved or not, ascending.
    private var allRemoved: [Int] = []
    /// New offsets of every inserted key, move destinations included, ascending.
    private var allInserted: [Int] = []

    /// The difference that takes `old` to `new`.
    init<Key: Equatable>(from old: [Key], to new: [Key]) {
        let difference = new.difference(from: old)
        var removals: [(offset: Int, key: Key)] = []
        var insertions: [(offset: Int, key: Key)] = []
        removals.reserveCapacity(difference.removals.count)
        insertions.reserveCapacity(difference.insertions.count)
        for change in difference {
            switch change {
            case .remove(let offset, let key, _): removals.append((offset, key))
            case .insert(let offset, let key, _): insertions.append((offset, key))
            }
        }
        removals.sort { $0.offset < $1.offset }
        insertions.sort { $0.offset < $1.offset }

        var insertionMoves = [Bool](repeating: false, count: insertions.count)
        var removalMoves = [Bool](repeating: false, count: removals.count)
        for (removal, candidate) in removals.enumerated() {
            guard let insertion = Self.soleInsertion(of: candidate.key, removal: removal, removals, insertions) else {
                continue
            }
            removalMoves[removal] = true
            insertionMoves[insertion] = true
            moves.append((removals[removal].offset, insertions[insertion].offset))
        }
        moves.sort { $0.to < $1.to }
        removed = removals.indices.filter { !removalMoves[$0] }.map { removals[$0].offset }
        inserted = insertions.indices.filter { !insertionMoves[$0] }.map { insertions[$0].offset }
        allRemoved = removals.map(\.offset)
        allInserted = insertions.map(\.offset)
    }

    /// The old and new offsets of the keys that stayed in place, in order, for an old array of
    /// `oldCount` keys: the old keys not removed fill, in order, the new slots not inserted.
    func kept(oldCount: Int) -> [(old: Int, new: Int)] {
        var kept: [(old: Int, new: Int)] = []
        kept.reserveCapacity(oldCount - allRemoved.count)
        var nextRemoval = 0
        var nextInsertion = 0
        var newOffset = 0
        for oldOffset in 0..<oldCount {
            if nextRemoval < allRemoved.count, allRemoved[nextRemoval] == oldOffset {
                nextRemoval += 1
                continue
            }
            while nextInsertion < allInserted.count, allInserted[nextInsertion] == newOffset {
                nextInsertion += 1
                newOffset += 1
            }
            kept.append((oldOffset, newOffset))
            newOffset += 1
        }
        return kept
    }

    /// The index in `insertions` of the only insertion of `key`, if `key` is also removed only once
    /// (at `removals[removal]`).
    private static func soleInsertion<Key: Equatable>(
        of key: Key, removal: Int, _ removals: [(offset: Int, key: Key)], _ insertions: [(offset: Int, key: Key)]
    ) -> Int? {
        for other in removals.indices where other != removal && removals[other].key == key { return nil }
        var found: Int?
        for index in insertions.indices where insertions[index].key == key {
            guard found == nil else { return nil }
            found = index
        }
        return found
    }

    /// Whether the two arrays held the same keys.
    var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moves.isEmpty }

    /// The changeset that takes `old` to `new`, whose keys this difference compared: deletions,
    /// insertions and moves, no updates.
    func changeset<Element>(from old: [Element], to new: [Element]) -> ArrayChangeset<Element> {
        ArrayChangeset(
            unchecked: old.count,
            deletions: removed.map { ArrayChangeset.Deletion(index: $0, element: old[$0]) },
            insertions: inserted.map { ArrayChangeset.Insertion(index: $0, element: new[$0]) },
            updates: [],
            moves: moves.map { ArrayChangeset.Move(from: $0.from, to: $0.to) }
        )
    }
}
