import Dispatch
import IOViewModel
import Testing

extension CollectionsTests {
    @Suite struct ObservableSectionedArrayTests {
        typealias Sections = [ArraySection<String, String>]
        typealias Change = SectionedArrayChangeset<String, String>
        typealias Event = ObservableSectionedArrayEvent<String, String>

        private func path(_ section: Int, _ row: Int) -> RowIndexPath {
            RowIndexPath(row: row, section: section)
        }

        private let abc: Sections = [
            ArraySection("A", rows: ["a0", "a1", "a2"]),
            ArraySection("B", rows: ["b0", "b1"]),
            ArraySection("C", rows: ["c0"]),
        ]

        /// Subscribes, records, runs `body`, disposes; checks the events chain (each applies to the
        /// previous sections) and that nothing leaks.
        private func observe(
            _ array: ObservableSectionedArray<String, String>,
            _ body: (EventLog<Event>) -> Void
        ) {
            let tracker = ResourceTracker()
            tracker.track {
                let recorder = EventLog<Event>()
                let all = EventLog<Event>()
                let subscription = array.subscribe(onNext: { event in
                    recorder.on(.next(event))
                    all.on(.next(event))
                })
                body(recorder)
                subscription.dispose()
                var copy: Sections = []
                for event in all.elements {
                    copy = event.apply(to: copy)
                    #expect(copy == event.sections)
                }
            }
            #expect(tracker.live == 0)
        }

        @Test func subscribersGetTheCurrentSectionsFirst() {
            let array = ObservableSectionedArray(abc)
            observe(array) { recorder in
                #expect(recorder.takeElements() == [Event(kind: .initial, sections: abc)])
                #expect(array.numberOfSections == 3)
                #expect(array.numberOfRows(inSection: 0) == 3)
                #expect(array[path(1, 1)] == "b1")
            }
        }

        @Test func rowEditsAreListedUnderTheirSection() {
            let array = ObservableSectionedArray(abc)
            // A local function is type-checked on its own; as a closure, all its checks would be
            // type-checked as one expression, slowly.
            func scenario(_ recorder: EventLog<Event>) {
                _ = recorder.takeElements()
                array.insertRow("b-new", at: path(1, 1))
                array.replaceRow(at: path(0, 2), with: "A2")
                array.removeRow(at: path(2, 0))
                array.moveRow(from: path(0, 0), to: path(0, 2))
                let changes = recorder.takeElements().compactMap(\.changeset)
                #expect(changes.map(\.insertedRowPaths) == [[path(1, 1)], [], [], []])
                #expect(changes.map(\.updatedRowPaths) == [[], [path(0, 2)], [], []])
                #expect(changes.map(\.deletedRowPaths) == [[], [], [path(2, 0)], []])
                #expect(changes[3].movedRowPaths.map { [$0.from, $0.to] } == [[path(0, 0), path(0, 2)]])
                #expect(changes.allSatisfy { $0.sections.isEmpty })
                #expect(changes[1].rows.first?.changes.updates.first?.oldElement == "a2")
                #expect(array.sections == [
                    ArraySection("A", rows: ["a1", "A2", "a0"]),
                    ArraySection("B", rows: ["b0", "b-new", "b1"]),
                    ArraySection("C", rows: []),
                ])
            }
            observe(array, scenario)
        }

        /// One batch editing both levels: section changes in old/new section indices, row changes
        /// in old paths (deletions) and new paths (insertions), as `UITableView` expects.
        @Test func aBatchUsesTableViewConventionsAtBothLevels() {
            let array = ObservableSectionedArray(abc)
            // A local function is type-checked on its own; as a closure, all its checks would be
            // type-checked as one expression, slowly.
            func scenario(_ recorder: EventLog<Event>) {
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch.removeSection(at: 0)                                    // B C
                    batch.insertSection(ArraySection("X", rows: ["x0"]), at: 1)   // B X C
                    batch.removeRow(at: path(0, 0))                               // B: b1
                    batch.appendRow("c1", toSection: 2)                           // C: c0 c1
                    batch.moveSection(from: 2, to: 0)                             // C B X
                }
                let events = recorder.takeElements()
                #expect(events.count == 1)
                guard let change = events.first?.changeset else { return }
                #expect(change.sections.deletions.map(\.index) == [0])
                #expect(change.sections.deletions.first?.element == abc[0])
                #expect(change.sections.insertions.map(\.index) == [2])
                #expect(change.sections.moves == [.init(from: 2, to: 0)])
                #expect(change.rows.map { [$0.oldSection, $0.newSection] } == [[1, 1], [2, 0]])
                #expect(change.deletedRowPaths == [path(1, 0)])      // B was section 1
                #expect(change.insertedRowPaths == [path(0, 1)])     // C is now section 0
                #expect(events.first?.sections == [
                    ArraySection("C", rows: ["c0", "c1"]),
                    ArraySection("B", rows: ["b1"]),
                    ArraySection("X", rows: ["x0"]),
                ])
                #expect(change.apply(to: abc) == events.first?.sections)
                #expect(change.inverted().apply(to: events.first?.sections ?? []) == abc)
            }
            observe(array, scenario)
        }

        @Test func aSectionChangeReportsTheSectionAsItWasBeforeTheBatch() {
            let array = ObservableSectionedArray(abc)
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch.appendRow("a3", toSection: 0)
                    batch.removeRow(at: path(1, 0))
                    #expect(batch.removeSection(at: 0).rows == ["a0", "a1", "a2", "a3"])
                    batch.replaceSection(at: 0, with: ArraySection("B2", rows: ["new"]))
                }
                guard let change = recorder.takeElements().first?.changeset else {
                    Issue.record("no change")
                    return
                }
                #expect(change.rows.isEmpty)
                #expect(change.sections.deletions.first?.element == abc[0])
                #expect(change.sections.updates.first?.oldElement == abc[1])
                #expect(change.sections.updates.first?.newElement == ArraySection("B2", rows: ["new"]))
            }
        }

        @Test func rowsOfAnInsertedSectionArePartOfIt() {
            let array = ObservableSectionedArray(abc)
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch.insertSection(ArraySection("N", rows: ["n0"]), at: 0)
                    batch.appendRow("n1", toSection: 0)
                    batch[path(0, 0)] = "N0"
                }
                guard let change = recorder.takeElements().first?.changeset else {
                    Issue.record("no change")
                    return
                }
                #expect(change.rows.isEmpty)
                #expect(change.sections.insertions.map(\.element) == [ArraySection("N", rows: ["N0", "n1"])])
            }
        }

        @Test func aRowMovedToAnotherSectionIsADeletionAndAnInsertion() {
            let array = ObservableSectionedArray(abc)
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.moveRow(from: path(0, 1), to: path(2, 0))
                guard let change = recorder.takeElements().first?.changeset else {
                    Issue.record("no change")
                    return
                }
                #expect(change.deletedRowPaths == [path(0, 1)])
                #expect(change.insertedRowPaths == [path(2, 0)])
                #expect(change.movedRowPaths.isEmpty)
                #expect(array.sections[2].rows == ["a1", "c0"])
            }
        }

        @Test func replaceAllResetsAndEmptyBatchesAreSilent() {
            let array = ObservableSectionedArray(abc)
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch.appendRow("x", toSection: 1)
                    batch.removeRow(at: path(1, 2))
                    batch.moveSection(from: 1, to: 1)
                }
                #expect(recorder.takeElements().isEmpty)
                array.replaceAll(with: [ArraySection("only")])
                #expect(recorder.takeElements() == [Event(kind: .reset, sections: [ArraySection("only")])])
            }
        }

        @Test func concurrentEditsStayConsistent() {
            let array = ObservableSectionedArray<Int, Int>([ArraySection(0, rows: []), ArraySection(1, rows: [])])
            let copy = EventLog<[ArraySection<Int, Int>]>()
            let tracker = ResourceTracker()
            tracker.track {
                let subscription = array.subscribe(onNext: { event in
                    let next = event.apply(to: copy.elements.last ?? [])
                    if next != event.sections { Issue.record("applying \(event.kind) did not yield the event's sections") }
                    copy.on(.next(next))
                })
                DispatchQueue.concurrentPerform(iterations: 4) { worker in
                    for step in 0..<200 {
                        array.performBatchUpdates { batch in
                            batch.appendRow(worker * 1000 + step, toSection: worker % 2)
                            if step.isMultiple(of: 3) { batch.moveSection(from: 0, to: 1) }
                            if step.isMultiple(of: 5) { batch.removeRow(at: RowIndexPath(row: 0, section: 1 - worker % 2)) }
                        }
                    }
                }
                subscription.dispose()
            }
            #expect(tracker.live == 0)
            #expect(copy.elements.last == array.sections)
        }
    }
}
