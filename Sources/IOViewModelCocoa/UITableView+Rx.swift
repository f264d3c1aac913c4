#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

extension Reactive where Base: UITableView {
    /// Binds an `ObservableArray` (or any sequence of its events) to the table's rows, as
    /// RxCocoa's `items(cellIdentifier:cellType:)` binds an array: one section, cells dequeued with
    /// `cellIdentifier` and configured by `configureCell` with the row, its item and the cell.
    ///
    /// The initial contents and a reset reload the table; each change is one
    /// `performBatchUpdates(_:completion:)` with its deletions, insertions, moves and reloads (an item
    /// both moved and updated is moved in the batch, then reloaded where it landed, since UIKit
    /// cannot do both to one row in a batch). The binding is the table's data source for as long
    /// as the subscription lasts.
    ///
    /// ```swift
    /// messages.bind(to: tableView.rx.items(cellIdentifier: "message", cellType: MessageCell.self)) { _, message, cell in
    /// ```
    @MainActor public func items<Item, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Item, Cell) -> Void) -> any Disposable
    where Source.Element == ObservableArrayEvent<Item> {
        { source in
            { configureCell in
                var items: [Item] = []
                let dataSource = TableViewDataSource()
                dataSource.sectionCount = { 1 }
                dataSource.rowCount = { _ in items.count }
                dataSource.cell = { tableView, path in
                    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: path)
                    if let cell = cell as? Cell { configureCell(path.row, items[path.row], cell) }
                    return cell
                }
                return bindEvents(of: source, through: dataSource) { tableView, event in
                    items = event.items
                    guard let changes = event.changeset else { return tableView.reloadData() }
                    tableView.apply(changes, inSection: 0)
                }
            }
        }
    }

    /// Binds an `ObservableSectionedArray` (or any sequence of its events) to the table's
    /// sections and rows: cells dequeued with `cellIdentifier` and configured by `configureCell`
    /// with the row's index path, the row and the cell; section headers titled by
    /// `titleForHeader` (none by default). Not in RxCocoa (RxDataSources covers sections there).
    ///
    /// Updated as ``items(cellIdentifier:cellType:)`` is: a reload for the initial contents and a
    /// reset, one batch per change, with the section changes and each section's row changes.
    @MainActor public func sections<Section, Row, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self,
        titleForHeader: @escaping @MainActor (Section) -> String? = { _ in nil }
    ) -> (_ source: Source) -> (_ configureCell: @escaping (IndexPath, Row, Cell) -> Void) -> any Disposable
    where Source.Element == ObservableSectionedArrayEvent<Section, Row> {
        { source in
            { configureCell in
                var sections: [ArraySection<Section, Row>] = []
                let dataSource = TableViewDataSource()
                dataSource.sectionCount = { sections.count }
                dataSource.rowCount = { sections[$0].rows.count }
                dataSource.title = { titleForHeader(sections[$0].model) }
                dataSource.cell = { tableView, path in
                    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: path)
                    if let cell = cell as? Cell { configureCell(path, sections[path.section].rows[path.row], cell) }
                    return cell
                }
                return bindEvents(of: source, through: dataSource) { tableView, event in
                    sections = event.sections
                    guard let changes = event.changeset else { return tableView.reloadData() }
                    tableView.apply(changes)
                }
            }
        }
    }

    /// Makes `dataSource` the table's, applies each event of `source` with `apply` on the main
    /// actor, and keeps `dataSource` alive until the returned subscription is disposed.
    @MainActor private func bindEvents<Source: ObservableType>(
        of source: Source,
        through dataSource: TableViewDataSource,
        apply: @escaping @MainActor (Base, Source.Element) -> Void
    ) -> any Disposable {
        base.dataSource = dataSource
        let subscription = source.subscribe(Binder(base) { tableView, event in apply(tableView, event) })
        return Disposables.create {
            subscription.dispose()
            _ = dataSource
        }
    }
}

extension UITableView {
    /// Animates one change of a single section's rows.
    fileprivate func apply<Item>(_ changes: ArrayChangeset<Item>, inSection section: Int) {
        let moved = Set(changes.moves.map(\.from))
        performBatchUpdates({
            self.deleteRows(at: changes.deletedIndices.map { IndexPath(row: $0, section: section) }, with: .automatic)
            self.insertRows(at: changes.insertedIndices.map { IndexPath(row: $0, section: section) }, with: .automatic)
            for move in changes.moves {
                self.moveRow(
                    at: IndexPath(row: move.from, section: section), to: IndexPath(row: move.to, section: section))
            }
            let reloaded = changes.updates.filter { !moved.contains($0.oldIndex) }
            self.reloadRows(at: reloaded.map { IndexPath(row: $0.oldIndex, section: section) }, with: .automatic)
        })
        let movedAndUpdated = changes.updates.filter { moved.contains($0.oldIndex) }
        if !movedAndUpdated.isEmpty {
            reloadRows(at: movedAndUpdated.map { IndexPath(row: $0.newIndex, section: section) }, with: .automatic)
        }
    }

    /// Animates one change of sections and their rows.
    fileprivate func apply<Section, Row>(_ changes: SectionedArrayChangeset<Section, Row>) {
        let sections = changes.sections
        let movedSections = Set(sections.moves.map(\.from))
        let movedRows = Set(changes.movedRowPaths.map(\.from))
        performBatchUpdates({
            self.deleteSections(IndexSet(sections.deletedIndices), with: .automatic)
            self.insertSections(IndexSet(sections.insertedIndices), with: .automatic)
            let replaced = sections.updates.map(\.oldIndex).filter { !movedSections.contains($0) }
            self.reloadSections(IndexSet(replaced), with: .automatic)
            for move in sections.moves { self.moveSection(move.from, toSection: move.to) }
            self.deleteRows(at: changes.deletedRowPaths.map(\.indexPath), with: .automatic)
            self.insertRows(at: changes.insertedRowPaths.map(\.indexPath), with: .automatic)
            for move in changes.movedRowPaths { self.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
            let reloaded = changes.updatedRowPaths.filter { !movedRows.contains($0) }
            self.reloadRows(at: reloaded.map(\.indexPath), with: .automatic)
        })
        let movedAndReplaced = sections.updates.filter { movedSections.contains($0.oldIndex) }.map(\.newIndex)
        if !movedAndReplaced.isEmpty { reloadSections(IndexSet(movedAndReplaced), with: .automatic) }
        let movedAndUpdated = changes.rows.flatMap { section in
            section.changes.updates.filter { update in
                movedRows.contains(RowIndexPath(row: update.oldIndex, section: section.oldSection))
            }
            .map { IndexPath(row: $0.newIndex, section: section.newSection) }
        }
        if !movedAndUpdated.isEmpty { reloadRows(at: movedAndUpdated, with: .automatic) }
    }
}

extension RowIndexPath {
    /// This path as UIKit's `IndexPath`.
    fileprivate var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
#endif
