/// One combined change of a sectioned array, in `UITableView.performBatchUpdates` conventions:
/// section-level changes in ``sections``, and the row changes of each section that stayed (was
/// neither inserted, deleted nor replaced) in ``rows``.
///
/// Index conventions, as for a table view: row deletions, row updates and row-move sources are in
/// the **old** section at its old index (``RowChanges/oldSection``); row insertions and row-move
/// destinations are in the **new** section at its new index (``RowChanges/newSection``). Rows
/// inside inserted or replaced sections are part of those sections, not listed separately. A row
/// moved to another section is a deletion from the first and an insertion into the second.
///
/// ``apply(to:)`` applies each section's row changes to the old sections, then ``sections`` to
/// the result.
public struct SectionedArrayChangeset<Section, Row> {
    /// The row changes of one section that stayed.
    public struct RowChanges {
        /// The section's index in the old array.
        public let oldSection: Int
        /// The section's index in the new array.
        public let newSection: Int
        /// The change from the section's old rows to its new rows.
        public let changes: ArrayChangeset<Row>
    }

    /// Inserted, deleted, replaced and moved sections (elements carry their rows).
    public let sections: ArrayChangeset<ArraySection<Section, Row>>
    /// Row changes per section that stayed, by ascending ``RowChanges/oldSection``; sections whose
    /// rows did not change are not listed.
    public let rows: [RowChanges]

    init(sections: ArrayChangeset<ArraySection<Section, Row>>, rows: [RowChanges]) {
        self.sections = sections
        self.rows = rows
    }

    /// Whether the change does nothing.
    public var isEmpty: Bool { sections.isEmpty && rows.allSatisfy(\.changes.isEmpty) }

    /// Deleted rows at their old paths (for `deleteRows(at:)`), ascending.
    public var deletedRowPaths: [RowIndexPath] {
        rows.flatMap { section in
            section.changes.deletions.map { RowIndexPath(row: $0.index, section: section.oldSection) }
        }
    }

    /// Inserted rows at their new paths (for `insertRows(at:)`), ascending within each section.
    public var insertedRowPaths: [RowIndexPath] {
        rows.flatMap { section in
            section.changes.insertions.map { RowIndexPath(row: $0.index, section: section.newSection) }
        }
    }

    /// Replaced rows at their old paths (for `reloadRows(at:)`).
    public var updatedRowPaths: [RowIndexPath] {
        rows.flatMap { section in
            section.changes.updates.map { RowIndexPath(row: $0.oldIndex, section: section.oldSection) }
        }
    }

    /// Moved rows, from their old path to their new one (for `moveRow(at:to:)`).
    public var movedRowPaths: [(from: RowIndexPath, to: RowIndexPath)] {
        rows.flatMap { section in
            section.changes.moves.map {
                (
                    RowIndexPath(row: $0.from, section: section.oldSection),
                    RowIndexPath(row: $0.to, section: section.newSection)
                )
            }
        }
    }

    /// Returns the new sections, given the old ones. Stops the program if `old` does not have
    /// the old number of sections and rows. O(total size).
    public func apply(to old: [ArraySection<Section, Row>]) -> [ArraySection<Section, Row>] {
        var sectionsWithNewRows = old
        for section in rows {
            sectionsWithNewRows[section.oldSection].rows = section.changes.apply(to: old[section.oldSection].rows)
        }
        return sections.apply(to: sectionsWithNewRows)
    }

    /// The changeset that takes the new sections back to the old ones.
    public func inverted() -> SectionedArrayChangeset {
        SectionedArrayChangeset(
            sections: sections.inverted(),
            rows:
                rows
                .map {
                    RowChanges(oldSection: $0.newSection, newSection: $0.oldSection, changes: $0.changes.inverted())
                }
                .sorted { $0.oldSection < $1.oldSection }
        )
    }
}

extension SectionedArrayChangeset: Sendable where Section: Sendable, Row: Sendable {}
extension SectionedArrayChangeset.RowChanges: Sendable where Section: Sendable, Row: Sendable {}
extension SectionedArrayChangeset: Equatable where Section: Equatable, Row: Equatable {}
extension SectionedArrayChangeset.RowChanges: Equatable where Section: Equatable, Row: Equatable {}

extension SectionedArrayChangeset: CustomStringConvertible {
    /// A compact summary of the section and row changes.
    public var description: String {
        var parts: [String] = []
        if !sections.isEmpty { parts.append("sections: \(sections)") }
        for section in rows {
            parts.append("rows of section \(section.oldSection)→\(section.newSection): \(section.changes)")
        }
        return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
    }
}

/// What an ``ObservableSectionedArray`` tells its observers: the sections after the event, and
/// how they got there.
public struct ObservableSectionedArrayEvent<Section, Row> {
    /// How the contents got to ``sections``.
    public enum Kind {
        /// The first event of every subscription: the contents at the time of subscribing.
        case initial
        /// The contents were replaced wholesale (``ObservableSectionedArray/replaceAll(with:)``).
        case reset
        /// The contents changed from the previous event's by `changeset`.
        case changed(SectionedArrayChangeset<Section, Row>)
    }

    /// How the contents got to ``sections``.
    public let kind: Kind
    /// The sections right after this event. Later edits do not alter them.
    public let sections: [ArraySection<Section, Row>]

    /// An event of `kind` leaving the array with `sections`.
    public init(kind: Kind, sections: [ArraySection<Section, Row>]) {
        self.kind = kind
        self.sections = sections
    }

    /// The fine-grained change, for a `.changed` event; `nil` for `.initial` and `.reset`.
    public var changeset: SectionedArrayChangeset<Section, Row>? {
        if case .changed(let changeset) = kind { return changeset }
        return nil
    }

    /// Brings a copy of the previous sections up to date: applies the changeset, or, for
    /// `.initial` and `.reset`, returns ``sections``.
    public func apply(to previous: [ArraySection<Section, Row>]) -> [ArraySection<Section, Row>] {
        switch kind {
        case .initial, .reset: return sections
        case .changed(let changeset): return changeset.apply(to: previous)
        }
    }
}

extension ObservableSectionedArrayEvent: Sendable where Section: Sendable, Row: Sendable {}
extension ObservableSectionedArrayEvent.Kind: Sendable where Section: Sendable, Row: Sendable {}
extension ObservableSectionedArrayEvent: Equatable where Section: Equatable, Row: Equatable {}
extension ObservableSectionedArrayEvent.Kind: Equatable where Section: Equatable, Row: Equatable {}
