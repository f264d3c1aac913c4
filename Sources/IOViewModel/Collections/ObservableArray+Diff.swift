extension ObservableArray where Item: Equatable {
    /// Replaces the contents with `newItems` by the fewest insertions and deletions, moves where an
    /// item left one place for another, so that a table animates only what changed. Bond's
    /// `diff`-and-replace.
    ///
    /// ```swift
    /// let tags = ObservableArray(["swift", "rx", "ios"])
    /// tags.replace(with: ["ios", "swift", "linux"])
    /// // one .changed event: deleted [1], inserted [2], moved [0→1]
    /// ```
    ///
    /// - Emits: one ``ObservableArrayEvent/Kind/changed(_:)`` event for the whole replacement (one
    ///   table batch), with deletions at old indices, insertions at new indices and moves (see
    ///   ``ArrayChangeset``), never updates: an item whose value changed is a different item, a
    ///   deletion and an insertion. Nothing at all when `newItems` equals the contents, and then
    ///   the array keeps its items.
    ///
    /// The changeset is the standard library's `difference(from:)` (Myers' algorithm: the fewest
    /// deletions plus insertions), with moves paired by the rule of
    /// `CollectionDifference.inferringMoves()`: an item deleted exactly once and inserted exactly
    /// once is a move; equal items that occur several times are deleted and inserted instead.
    ///
    /// **Cost.** O((n + m)·d) for `n` old items, `m` new ones and `d` insertions plus deletions,
    /// and O(d²) comparisons to find the moves, all while holding the array's lock (other edits
    /// wait). Fine for lists that change a little (10,000 items with 1% changed: about a
    /// millisecond in release); for contents that change wholesale, ``replaceAll(with:)`` is O(1)
    /// and reloads instead.
    public func replace(with newItems: [Item]) {
        replaceAll(with: newItems) { old, new in
            guard old != new else { return nil }
            return ArrayDifference(from: old, to: new).changeset(from: old, to: new)
        }
    }
}

extension ObservableSectionedArray where Section: Equatable, Row: Equatable {
    /// Replaces the sections with `newSections` by the fewest section and row edits, so that a
    /// sectioned table animates only what changed.
    ///
    /// Sections are matched by their ``ArraySection/model`` alone, as ``ObservableArray/replace(with:)``
    /// matches items: the section models are diffed into section deletions, insertions and moves.
    /// A section whose model is kept or moved keeps its identity, and its rows are diffed in turn
    /// (row deletions, insertions and moves, listed in ``SectionedArrayChangeset/rows``); a deleted
    /// or inserted section carries all its rows. So a section whose model changed (a new title, say)
    /// is a deleted section and an inserted one, and a row that changed sections is a deletion from
    /// one and an insertion into the other.
    ///
    /// - Emits: one ``ObservableSectionedArrayEvent/Kind/changed(_:)`` event for the whole
    ///   replacement, in table-view conventions (see ``SectionedArrayChangeset``), never updates;
    ///   nothing at all when `newSections` equals the sections, and then the array keeps them.
    ///
    /// **Cost.** The section models' diff, plus each kept section's rows' diff, each as described
    /// in ``ObservableArray/replace(with:)``, under the lock.
    public func replace(with newSections: [ArraySection<Section, Row>]) {
        replaceAll(with: newSections) { old, new in
            guard old != new else { return nil }
            let sectionDifference = ArrayDifference(from: old.map(\.model), to: new.map(\.model))
            let matched =
                sectionDifference.kept(oldCount: old.count)
                + sectionDifference.moves.map { (old: $0.from, new: $0.to) }
            var rowChanges: [SectionedArrayChangeset<Section, Row>.RowChanges] = []
            for (oldSection, newSection) in matched where old[oldSection].rows != new[newSection].rows {
                let oldRows = old[oldSection].rows
                let newRows = new[newSection].rows
                let changes = ArrayDifference(from: oldRows, to: newRows).changeset(from: oldRows, to: newRows)
                rowChanges.append(.init(oldSection: oldSection, newSection: newSection, changes: changes))
            }
            rowChanges.sort { $0.oldSection < $1.oldSection }
            return SectionedArrayChangeset(
                sections: sectionDifference.changeset(from: old, to: new),
                rows: rowChanges
            )
        }
    }
}
