/// Records the edits made to an array since the last ``commit(_:)`` and turns them into one
/// ``ArrayChangeset``, at a cost that depends on the number of edits, not on the array's size.
///
/// The tracker does not hold the array: each edit takes it `inout`, so an ``ObservableArray``
/// keeps one array for its items and the sectioned array keeps one tracker per edited section.
///
/// How it knows where every element came from without a table the size of the array: an element
/// that no edit has touched (the vast majority) is *untouched*; untouched elements keep their old
/// relative order, so the `r`-th untouched element now is the `r`-th old element that is neither
/// deleted nor touched. Only touched elements get a ``Mark``: inserted ones, and old ones that were
/// moved or replaced. With `k` marks, finding an element's origin costs O(k) (a walk along two
/// short sorted lists), and so does every edit; committing costs O(k).
struct ArrayEditTracker<Element> {
    /// Where a touched element comes from.
    enum Origin {
        /// Inserted since the last commit.
        case inserted
        /// Present at the last commit, at `oldIndex`; `moved` once any move touched it;
        /// `original` holds its value at the last commit once it has been replaced.
        case carried(oldIndex: Int, moved: Bool, original: Revision)
    }

    /// Whether a carried element has been replaced, and its value before that.
    enum Revision {
        case unchanged
        case replaced(original: Element)
    }

    /// A touched element, at its current position.
    struct Mark {
        var position: Int
        var origin: Origin
    }

    /// The array's size at the last commit.
    private(set) var oldCount: Int
    /// Touched elements, by ascending current position.
    private var marks: [Mark] = []
    /// Old indices of deleted and touched-carried elements, ascending: the old elements that are
    /// not among the untouched ones.
    private var excluded: [Int] = []
    /// Old elements removed since the last commit, by ascending old index.
    private var deletions: [ArrayChangeset<Element>.Deletion] = []

    init(oldCount: Int) {
        self.oldCount = oldCount
    }

    /// Whether nothing has been recorded since the last commit.
    var isEmpty: Bool { marks.isEmpty && deletions.isEmpty }

    // MARK: Edits

    /// Inserts `newElements` at `index` in `items`.
    mutating func insert(contentsOf newElements: some Collection<Element>, at index: Int, in items: inout [Element]) {
        precondition(index >= 0 && index <= items.count, "Index out of range")
        let count = newElements.count
        guard count > 0 else { return }
        items.insert(contentsOf: newElements, at: index)
        let first = firstMark(atOrAfter: index)
        shiftMarks(from: first, by: count)
        marks.insert(contentsOf: (0..<count).lazy.map { Mark(position: index + $0, origin: .inserted) }, at: first)
    }

    /// Removes the elements in `range` from `items` and returns them.
    @discardableResult
    mutating func remove(_ range: Range<Int>, in items: inout [Element]) -> [Element] {
        precondition(range.lowerBound >= 0 && range.upperBound <= items.count, "Range out of bounds")
        guard !range.isEmpty else { return [] }
        let first = firstMark(atOrAfter: range.lowerBound)
        let end = firstMark(atOrAfter: range.upperBound)
        var newlyExcluded: [Int] = []
        var removedOld: [ArrayChangeset<Element>.Deletion] = []
        var untouched = UntouchedCursor(rank: range.lowerBound - first, excluded: excluded)
        var markIndex = first
        for position in range {
            if markIndex < end, marks[markIndex].position == position {
                // An element inserted since the commit just disappears; a carried one is deleted
                // with its value at the commit. Its old index is already excluded.
                if case .carried(let oldIndex, _, let revision) = marks[markIndex].origin {
                    removedOld.append(.init(index: oldIndex, element: revision.original ?? items[position]))
                }
                markIndex += 1
            } else {
                let oldIndex = untouched.next(in: excluded)
                newlyExcluded.append(oldIndex)
                removedOld.append(.init(index: oldIndex, element: items[position]))
            }
        }
        marks.removeSubrange(first..<end)
        shiftMarks(from: first, by: -range.count)
        // Untouched old indices come out ascending; carried ones may not.
        excluded = Self.merge(excluded, newlyExcluded) { $0 < $1 }
        removedOld.sort { $0.index < $1.index }
        deletions = Self.merge(deletions, removedOld) { $0.index < $1.index }
        let removed = Array(items[range])
        items.removeSubrange(range)
        return removed
    }

    /// Replaces the element at `index` in `items` and returns the previous value.
    @discardableResult
    mutating func replace(at index: Int, with element: Element, in items: inout [Element]) -> Element {
        precondition(index >= 0 && index < items.count, "Index out of range")
        let previous = items[index]
        items[index] = element
        let markIndex = firstMark(atOrAfter: index)
        if markIndex < marks.count, marks[markIndex].position == index {
            if case .carried(let oldIndex, let moved, .unchanged) = marks[markIndex].origin {
                marks[markIndex].origin = .carried(
                    oldIndex: oldIndex, moved: moved, original: .replaced(original: previous))
            }
            // An inserted element carries its final value; a replaced one keeps its first original.
        } else {
            let oldIndex = touchUntouched(rank: index - markIndex)
            marks.insert(
                Mark(
                    position: index,
                    origin: .carried(oldIndex: oldIndex, moved: false, original: .replaced(original: previous))),
                at: markIndex
            )
        }
        return previous
    }

    /// Moves the element at `source` in `items` so that it ends up at `destination`
    /// (`destination` is an index of the array after the move, as with remove-then-insert).
    mutating func move(from source: Int, to destination: Int, in items: inout [Element]) {
        precondition(source >= 0 && source < items.count, "Source index out of range")
        precondition(destination >= 0 && destination < items.count, "Destination index out of range")
        guard source != destination else { return }
        let markIndex = firstMark(atOrAfter: source)
        var mark: Mark
        if markIndex < marks.count, marks[markIndex].position == source {
            mark = marks.remove(at: markIndex)
        } else {
            let oldIndex = touchUntouched(rank: source - markIndex)
            mark = Mark(position: source, origin: .carried(oldIndex: oldIndex, moved: false, original: .unchanged))
        }
        if case .carried(let oldIndex, _, let revision) = mark.origin {
            mark.origin = .carried(oldIndex: oldIndex, moved: true, original: revision)
        }
        shiftMarks(from: markIndex, by: -1)
        let target = firstMark(atOrAfter: destination)
        shiftMarks(from: target, by: 1)
        mark.position = destination
        marks.insert(mark, at: target)
        let element = items.remove(at: source)
        items.insert(element, at: destination)
    }

    // MARK: Queries

    /// The old index of the element now at `position`, if it was present at the last commit,
    /// and whether it has been replaced since.
    func origin(at position: Int) -> (oldIndex: Int, replaced: Bool)? {
        let markIndex = firstMark(atOrAfter: position)
        if markIndex < marks.count, marks[markIndex].position == position {
            guard case .carried(let oldIndex, _, let revision) = marks[markIndex].origin else { return nil }
            if case .replaced = revision { return (oldIndex, true) }
            return (oldIndex, false)
        }
        var cursor = UntouchedCursor(rank: position - markIndex, excluded: excluded)
        return (cursor.next(in: excluded), false)
    }

    /// The current position of the element that was at `oldIndex` at the last commit, or `nil` if
    /// it has been deleted. O(k).
    func position(ofOld oldIndex: Int) -> Int? {
        let excludedBefore = Self.countLess(than: oldIndex, in: excluded)
        if excludedBefore < excluded.count, excluded[excludedBefore] == oldIndex {
            // Touched or deleted: a carried mark knows where it is.
            for mark in marks {
                if case .carried(oldIndex, _, _) = mark.origin { return mark.position }
            }
            return nil
        }
        // Untouched: the r-th untouched element sits at the r-th position without a mark.
        var position = oldIndex - excludedBefore
        for mark in marks {
            if mark.position <= position { position += 1 } else { break }
        }
        return position
    }

    // MARK: Commit

    /// Returns the changeset for everything recorded since the last commit (`nil` if nothing
    /// was), and starts afresh with `items` as the old array.
    mutating func commit(_ items: [Element]) -> ArrayChangeset<Element>? {
        defer {
            oldCount = items.count
            marks.removeAll(keepingCapacity: marks.count <= 64)
            excluded.removeAll(keepingCapacity: excluded.count <= 64)
            deletions.removeAll(keepingCapacity: deletions.count <= 64)
        }
        guard !isEmpty else { return nil }
        var insertions: [ArrayChangeset<Element>.Insertion] = []
        var updates: [ArrayChangeset<Element>.Update] = []
        var moves: [ArrayChangeset<Element>.Move] = []
        for mark in marks {
            switch mark.origin {
            case .inserted:
                insertions.append(.init(index: mark.position, element: items[mark.position]))
            case .carried(let oldIndex, let moved, let revision):
                if moved { moves.append(.init(from: oldIndex, to: mark.position)) }
                if case .replaced(let original) = revision {
                    updates.append(
                        .init(
                            oldIndex: oldIndex, newIndex: mark.position, oldElement: original,
                            newElement: items[mark.position]))
                }
            }
        }
        let changeset = ArrayChangeset(
            unchecked: oldCount, deletions: deletions, insertions: insertions, updates: updates, moves: moves
        )
        return changeset.isEmpty ? nil : changeset
    }

    // MARK: Machinery

    /// Excludes and returns the old index of the untouched element of rank `rank`: the caller is
    /// about to give it a mark.
    private mutating func touchUntouched(rank: Int) -> Int {
        var cursor = UntouchedCursor(rank: rank, excluded: excluded)
        let oldIndex = cursor.next(in: excluded)
        excluded.insert(oldIndex, at: Self.countLess(than: oldIndex, in: excluded))
        return oldIndex
    }

    /// The index in `marks` of the first mark at or after `position` (= marks before `position`).
    private func firstMark(atOrAfter position: Int) -> Int {
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func shiftMarks(from index: Int, by offset: Int) {
        guard index < marks.count else { return }
        for i in index..<marks.count { marks[i].position += offset }
    }

    private static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func merge<T>(_ left: [T], _ right: [T], by less: (T, T) -> Bool) -> [T] {
        guard !right.isEmpty else { return left }
        guard !left.isEmpty else { return right }
        var result: [T] = []
        result.reserveCapacity(left.count + right.count)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if less(right[j], left[i]) {
                result.append(right[j])
                j += 1
            } else {
                result.append(left[i])
                i += 1
            }
        }
        result.append(contentsOf: left[i...])
        result.append(contentsOf: right[j...])
        return result
    }
}

extension ArrayEditTracker.Revision {
    /// The value at the last commit, if the element has been replaced since.
    var original: Element? {
        if case .replaced(let original) = self { return original }
        return nil
    }
}

/// Walks the old indices that are not excluded, in ascending order, starting from a given rank.
struct UntouchedCursor {
    private var candidate: Int
    private var excludedIndex: Int

    /// Positions the cursor on the `rank`-th (from 0) old index not in `excluded` (ascending).
    init(rank: Int, excluded: [Int]) {
        var candidate = rank
        var excludedIndex = 0
        // Each excluded index at or below the candidate pushes it one further.
        while excludedIndex < excluded.count, excluded[excludedIndex] <= candidate {
            candidate += 1
            excludedIndex += 1
        }
        self.candidate = candidate
        self.excludedIndex = excludedIndex
    }

    /// Returns the current old index and advances to the next one not in `excluded`.
    mutating func next(in excluded: [Int]) -> Int {
        let current = candidate
        candidate += 1
        while excludedIndex < excluded.count, excluded[excludedIndex] == candidate {
            candidate += 1
            excludedIndex += 1
        }
        return current
    }
}
