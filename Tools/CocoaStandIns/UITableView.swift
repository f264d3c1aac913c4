// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

/// UIKit's `UITableViewDataSource`. The last two requirements are optional in UIKit; here they have
/// UIKit's default behaviour in an extension.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// Tells the data source to return the number of rows in a given section of a table view.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Asks the data source for a cell to insert in a particular location of the table view.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Asks the data source to return the number of sections in the table view.
    func numberOfSections(in tableView: UITableView) -> Int
    /// Asks the data source for the title of the header of the specified section of the table view.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title, as UIKit assumes when the data source does not say.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// UIKit's `UITableViewCell`. (UIKit's `init(style:reuseIdentifier:)` is not `required`; here it is,
/// so that the table can create registered classes without the Objective-C runtime. Cells in this
/// package declare no initializer, so they compile the same against both.)
@MainActor open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A simple style for a cell with a text label.
        case `default` = 0
    }

    /// Initializes a table cell with a style and a reuse identifier.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        standInReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// Creates a cell from data in an unarchiver.
    public required init?(coder: NSCoder) {
        standInReuseIdentifier = nil
        super.init(coder: coder)
    }

    /// A string used to identify a cell that is reusable.
    open var reuseIdentifier: String? { standInReuseIdentifier }
    private let standInReuseIdentifier: String?
    /// The label used for the main textual content of the table cell.
    open var textLabel: UILabel? { standInLabel }
    /// Prepares a reusable cell for reuse by the table view's delegate.
    open func prepareForReuse() {}
    private let standInLabel = UILabel()
}

/// UIKit's `UITableView`, with the batch-update checks UIKit makes: after an update, each
/// section's row count must be its old count minus deletions plus insertions (moves included),
/// and a row may not be both reloaded and moved or deleted in one batch. Where UIKit raises
/// `NSInternalInconsistencyException`, the stand-in records the message in
/// `standInInconsistencies` and reloads, so a test can assert that there was none.
@MainActor open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// A plain table view.
        case plain = 0
    }

    /// UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        /// No animation.
        case none = 5
        /// The table view chooses an appropriate animation style for you.
        case automatic = 100
    }

    /// Initializes and returns a table view object having the given frame and style.
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    /// Creates a table view from data in an unarchiver.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The object that acts as the data source of the table view.
    weak open var dataSource: (any UITableViewDataSource)?

    /// Registers a class to use in creating new table cells.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        standInClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Returns a reusable table-view cell object for the specified reuse identifier and adds it to the table.
    @discardableResult open func dequeueReusableCell(
        withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
        if let index = standInReusable.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            let cell = standInReusable.remove(at: index)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = standInClasses[identifier] else {
            standInInconsistencies.append("unable to dequeue a cell with identifier \(identifier)")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        standInCreatedCells += 1
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Reloads the rows and sections of the table view.
    open func reloadData() {
        standInReusable += standInCells.flatMap { $0 }
        standInCells = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            standInCells.append(
                (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map {
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section))
                })
        }
    }

    /// Animates multiple insert, delete, reload, and move operations as a group.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        standInBatch = StandInBatch()
        updates?()
        let batch = standInBatch ?? StandInBatch()
        standInBatch = nil
        standInBatchCount += 1
        apply(batch)
        completion?(true)
    }

    /// Inserts rows in the table view at the locations that an array of index paths identifies.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batched { $0.insertedRows += indexPaths }
    }
    /// Deletes the rows that an array of index paths identifies.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batched { $0.deletedRows += indexPaths }
    }
    /// Reloads the specified rows using the provided animation effect.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batched { $0.reloadedRows += indexPaths }
    }
    /// Moves the row at a specified location to a destination location.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batched { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Inserts one or more sections in the table view.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batched { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes one or more sections in the table view.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batched { $0.deletedSections.formUnion(sections) }
    }
    /// Reloads the specified sections using a given animation effect.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batched { $0.reloadedSections.formUnion(sections) }
    }
    /// Moves a section to a new location in the table view.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batched { $0.movedSections.append((section, newSection)) }
    }

    /// Returns the table cell at the index path you specify.
    @discardableResult open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.section < standInCells.count, indexPath.row < standInCells[indexPath.section].count else {
            return nil
        }
        return standInCells[indexPath.section][indexPath.row]
    }
    /// The number of sections for the table view.
    open var numberOfSections: Int { standInCells.count }
    /// Returns the number of rows in a specified section.
    @discardableResult open func numberOfRows(inSection section: Int) -> Int { standInCells[section].count }

    /// What UIKit would have raised `NSInternalInconsistencyException` for (the stand-in's own).
    public internal(set) var standInInconsistencies: [String] = []
    /// How many batches were performed (the stand-in's own).
    public internal(set) var standInBatchCount = 0
    /// How many cells were created rather than reused (the stand-in's own).
    public internal(set) var standInCreatedCells = 0

    struct StandInBatch {
        var insertedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var movedRows: [(IndexPath, IndexPath)] = []
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(Int, Int)] = []
    }
    var standInBatch: StandInBatch?
    var standInCells: [[UITableViewCell]] = []
    var standInReusable: [UITableViewCell] = []
    private var standInClasses: [String: UITableViewCell.Type] = [:]

    /// Records an operation in the batch; outside a batch, the operation is a batch of its own.
    private func batched(_ record: (inout StandInBatch) -> Void) {
        if standInBatch != nil {
            record(&standInBatch!)
        } else {
            var batch = StandInBatch()
            record(&batch)
            apply(batch)
        }
    }
}
#endif
