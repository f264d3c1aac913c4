// Plays the user through the stand-ins' own actions (`standInType`, `standInTap`, ...), so this
// runs on Linux only; on Apple platforms the same bindings compile against UIKit and AppKit.
#if os(Linux)
import CocoaStandIns
import IOViewModel
import IOViewModelCocoa
import Testing

/// A table fed by observable arrays: every change is one batch the stand-in table checks as
/// UIKit does (row counts, no row both moved and reloaded), and the cells show the new contents.
/// Each test (but the one about threads) runs with the concurrent main scheduler standing in for
/// the main one: on the main actor a binder writes at once, even while other tests, running in
/// parallel, have work queued on the main queue (where the main scheduler would queue behind it).
@MainActor @Suite struct UITableViewBindingTests {
    final class TextCell: BindingTableViewCell {}

    /// The text of every cell, by section.
    func texts(_ table: UITableView) -> [[String?]] {
        table.standInRows.map { $0.map { $0.textLabel?.text } }
    }

    func makeTable() -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(TextCell.self, forCellReuseIdentifier: "cell")
        return table
    }

    @Test func everyChangeOfAnArrayIsOneConsistentBatch() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            let table = makeTable()
            let array = ObservableArray(["a", "b", "c"])
            tracker.track {
                let subscription = array.bind(to: table.rx.items(cellIdentifier: "cell", cellType: TextCell.self)) {
                    _, item, cell in cell.textLabel?.text = item
                }
                #expect(texts(table) == [["a", "b", "c"]])
                #expect(table.standInBatchCount == 0)  // the initial contents are a reload

                array.append("d")
                array.remove(at: 0)
                array.move(from: 2, to: 0)  // [d, b, c]
                array.performBatchUpdates { batch in
                    batch.insert("x", at: 1)
                    _ = batch.replace(at: 0, with: "D")
                    batch.move(from: 0, to: 3)  // moved and updated: reloaded after the batch
                    _ = batch.remove(at: 0)
                }
                #expect(texts(table) == [array.items])
                #expect(table.standInBatchCount == 4)
                #expect(table.standInInconsistencies == [])
                array.replaceAll(with: ["z"])
                #expect(texts(table) == [["z"]])
                subscription.dispose()
            }
            #expect(table.dataSource == nil)
            #expect(tracker.live == 0)
        }
    }

    @Test func sectionsAndTheirRowsChangeInOneBatch() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let table = makeTable()
            let sections = ObservableSectionedArray([
                ArraySection("A", rows: ["a1", "a2"]), ArraySection("B", rows: ["b1"]),
            ])
            let subscription = sections.bind(
                to: table.rx.sections(cellIdentifier: "cell", cellType: TextCell.self, titleForHeader: { $0 })
            ) { _, row, cell in cell.textLabel?.text = row }
            sections.performBatchUpdates { batch in
                batch.insertSection(ArraySection("C", rows: ["c1"]), at: 0)
                batch.appendRow("b2", toSection: 2)
                _ = batch.removeRow(at: RowIndexPath(row: 0, section: 1))
                batch.moveRow(from: RowIndexPath(row: 0, section: 1), to: RowIndexPath(row: 0, section: 2))
            }
            sections.moveSection(from: 2, to: 0)
            _ = sections.removeSection(at: 1)
            #expect(table.standInInconsistencies == [])
            #expect(texts(table) == sections.sections.map { $0.rows.map { Optional($0) } })
            #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == sections.sections[0].model)
            subscription.dispose()
        }
    }

    @Test func aReusedCellDropsThePreviousRowsBindings() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let table = makeTable()
            let array = ObservableArray(["a", "b"])
            let status = ["a": BehaviorRelay(value: "1"), "b": BehaviorRelay(value: "1"), "c": BehaviorRelay(value: "1")]
            let subscription = array.bind(to: table.rx.items(cellIdentifier: "cell", cellType: TextCell.self)) {
                _, item, cell in
                status[item]!.map { "\(item) \($0)" }.bind(to: cell.textLabel!.rx.text).disposed(by: cell.reuseBag)
            }
            #expect(texts(table) == [["a 1", "b 1"]])
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            array.replaceAll(with: ["c"])  // a reload: both cells go back to the queue; the first is reused
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
            #expect(table.standInCreatedCells == 2)
            status["a"]!.accept("2")  // the reused cell's previous row: its binding was dropped
            status["c"]!.accept("3")
            #expect(texts(table) == [["c 3"]])
            status["a"]!.accept("4")
            #expect(texts(table) == [["c 3"]])
            subscription.dispose()
        }
    }

    @Test func theStandInTableReportsWhatUIKitWouldRaise() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            final class Source: NSObject, UITableViewDataSource {
                var count = 1
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }
            }
            let table = makeTable()
            let source = Source()
            table.dataSource = source
            table.reloadData()
            source.count = 3
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) })
            table.performBatchUpdates({
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            })
            #expect(
                table.standInInconsistencies == [
                    "invalid number of rows in section 0: 3, expected 1 - 0 + 1",
                    "attempt to move and reload the same index path [0, 0]",
                ])
        }
    }
}
#endif
