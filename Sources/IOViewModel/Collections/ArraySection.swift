/// One section of an ``ObservableSectionedArray``: the section's own model (what its header
/// shows) and its rows.
public struct ArraySection<Section, Row> {
    /// The section's model: a title, a header view model, an identifier.
    public var model: Section
    /// The section's rows, in order.
    public var rows: [Row]

    /// A section with `model` and `rows`.
    public init(_ model: Section, rows: [Row] = []) {
        self.model = model
        self.rows = rows
    }
}

extension ArraySection: Sendable where Section: Sendable, Row: Sendable {}
extension ArraySection: Equatable where Section: Equatable, Row: Equatable {}
extension ArraySection: Hashable where Section: Hashable, Row: Hashable {}

/// The position of a row in a sectioned array: its section's index and its index in that section.
///
/// UIKit's `IndexPath(row:section:)` carries the same two numbers; ours is a plain value so the
/// package does not depend on UIKit. Paths order by section, then row.
public struct RowIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row's index in its section.
    public var row: Int
    /// The section's index.
    public var section: Int

    /// The path of row `row` in section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Orders by section, then by row.
    public static func < (lhs: RowIndexPath, rhs: RowIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(row)]" }
}
