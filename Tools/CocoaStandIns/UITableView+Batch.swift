// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
import Foundation

extension UITableView {
    /// Applies a batch as UIKit does, checking it against the data source's new counts: deletions,
    /// reloads and move sources are old index paths; insertions and move destinations are new ones.
    func apply(_ batch: StandInBatch) {
        guard let dataSource else { return }
        let old = standInCells
        let newSectionCount = dataSource.numberOfSections(in: self)
        let problem = check(batch, oldSectionCount: old.count, newSectionCount: newSectionCount)
        if let problem {
            standInInconsistencies.append(problem)
            reloadData()
            return
        }
        // Where each old section that stays lands: a move's destination, else the next free slot.
        var newIndexOfOld = [Int?](repeating: nil, count: old.count)
        var taken = Set(batch.insertedSections)
        for (from, to) in batch.movedSections {
            newIndexOfOld[from] = to
            taken.insert(to)
        }
        var slot = 0
        for section in old.indices where !batch.deletedSections.contains(section) && newIndexOfOld[section] == nil {
            while taken.contains(slot) { slot += 1 }
            newIndexOfOld[section] = slot
            slot += 1
        }
        var cells = [[UITableViewCell]?](repeating: nil, count: newSectionCount)
        var released: [UITableViewCell] = []
        for (oldSection, newSection) in newIndexOfOld.enumerated() {
            guard let newSection else {
                released += old[oldSection]
                continue
            }
            if batch.reloadedSections.contains(oldSection) {
                released += old[oldSection]
                continue
            }
            let leaving = Set(
                batch.deletedRows.filter { $0.section == oldSection }.map(\.row)
                    + batch.movedRows.filter { $0.0.section == oldSection }.map(\.0.row))
            let rowCount = dataSource.tableView(self, numberOfRowsInSection: newSection)
            var rows = [UITableViewCell?](repeating: nil, count: rowCount)
            var arriving = Set(batch.insertedRows.filter { $0.section == newSection }.map(\.row))
            for (from, to) in batch.movedRows where to.section == newSection {
                rows[to.row] = old[from.section][from.row]
                arriving.insert(to.row)
            }
            var kept = old[oldSection].indices.filter { !leaving.contains($0) }.makeIterator()
            for row in 0..<rowCount where !arriving.contains(row) {
                rows[row] = kept.next().map { old[oldSection][$0] }
            }
            for deleted in batch.deletedRows where deleted.section == oldSection {
                released.append(old[oldSection][deleted.row])
            }
            cells[newSection] = rows.enumerated().map { row, cell in
                cell ?? dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: newSection))
            }
        }
        standInReusable += released
        standInCells = cells.enumerated().map { section, rows in
            rows
                ?? (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map {
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section))
                }
        }
        // Reloaded rows: the cell that was at the old path is replaced by a fresh one where it landed.
        for path in batch.reloadedRows {
            let cell = old[path.section][path.row]
            for section in standInCells.indices {
                if let row = standInCells[section].firstIndex(where: { $0 === cell }) {
                    standInReusable.append(cell)
                    standInCells[section][row] = dataSource.tableView(
                        self, cellForRowAt: IndexPath(row: row, section: section))
                }
            }
        }
    }

    /// The message UIKit's exception would carry, or nil if the batch is consistent.
    private func check(_ batch: StandInBatch, oldSectionCount: Int, newSectionCount: Int) -> String? {
        guard let dataSource else { return nil }
        let expectedSections = oldSectionCount - batch.deletedSections.count + batch.insertedSections.count
        guard newSectionCount == expectedSections else {
            return "invalid number of sections: \(newSectionCount), expected \(expectedSections)"
        }
        for path in batch.deletedRows + batch.reloadedRows + batch.movedRows.map(\.0)
        where path.section >= oldSectionCount || path.row >= standInCells[path.section].count {
            return "row \(path) is out of range of the old rows"
        }
        let reloaded = Set(batch.reloadedRows)
        for path in batch.deletedRows where reloaded.contains(path) {
            return "attempt to delete and reload the same index path \(path)"
        }
        for (from, _) in batch.movedRows where reloaded.contains(from) {
            return "attempt to move and reload the same index path \(from)"
        }
        // Row counts of sections that stay, by their old index and where they land.
        var slot = 0
        let movedTo = Dictionary(batch.movedSections.map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
        var taken = Set(batch.insertedSections)
        taken.formUnion(movedTo.values)
        for section in 0..<oldSectionCount where !batch.deletedSections.contains(section) {
            var newSection = movedTo[section]
            if newSection == nil {
                while taken.contains(slot) { slot += 1 }
                newSection = slot
                slot += 1
            }
            guard let newSection, !batch.reloadedSections.contains(section) else { continue }
            let oldRows = standInCells[section].count
            let out =
                batch.deletedRows.filter { $0.section == section }.count
                + batch.movedRows.filter { $0.0.section == section }.count
            let into =
                batch.insertedRows.filter { $0.section == newSection }.count
                + batch.movedRows.filter { $0.1.section == newSection }.count
            let newRows = dataSource.tableView(self, numberOfRowsInSection: newSection)
            guard newRows == oldRows - out + into else {
                return
                    "invalid number of rows in section \(newSection): \(newRows), expected \(oldRows) - \(out) + \(into)"
            }
        }
        return nil
    }
}
#endif
