import IOViewModel
import Testing

extension CollectionsTests {
    /// `replace(with:)` on small cases a reader can check by hand.
    @Suite struct ObservableArrayDiffTests {
        typealias Change = ArrayChangeset<String>

        /// Subscribes to `array`, replaces its contents with `new`, and returns the events after the
        /// initial one; checks that nothing leaks.
        private func replacing(_ old: [String], with new: [String]) -> [ObservableArrayEvent<String>] {
            let tracker = ResourceTracker()
            var events: [ObservableArrayEvent<String>] = []
            tracker.track {
                let array = ObservableArray(old)
                let recorder = EventLog<ObservableArrayEvent<String>>()
                let subscription = array.subscribe(recorder)
                _ = recorder.takeElements()
                array.replace(with: new)
                events = recorder.takeElements()
                #expect(array.items == new)
                subscription.dispose()
            }
            #expect(tracker.live == 0)
            return events
        }

        @Test func oneInsertion() {
            #expect(replacing(["a", "b", "c"], with: ["a", "x", "b", "c"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 3, insertions: [.init(index: 1, element: "x")])),
                                     items: ["a", "x", "b", "c"]),
            ])
        }

        @Test func oneDeletion() {
            #expect(replacing(["a", "b", "c"], with: ["a", "c"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 3, deletions: [.init(index: 1, element: "b")])),
                                     items: ["a", "c"]),
            ])
        }

        @Test func oneMove() {
            #expect(replacing(["a", "b", "c", "d"], with: ["b", "c", "d", "a"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 4, moves: [.init(from: 0, to: 3)])),
                                     items: ["b", "c", "d", "a"]),
            ])
        }

        /// A changed value is another item: diffing by equality cannot tell "b edited into B" from
        /// "b removed, B added", so it reports the latter, never an update.
        @Test func aChangedItemIsADeletionAndAnInsertion() {
            #expect(replacing(["a", "b", "c"], with: ["a", "B", "c"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 3, deletions: [.init(index: 1, element: "b")],
                                                           insertions: [.init(index: 1, element: "B")])),
                                     items: ["a", "B", "c"]),
            ])
        }

        /// Several changes make one event, hence one table batch, in table-view index conventions.
        @Test func severalChangesAreOneEvent() {
            let events = replacing(["swift", "rx", "ios"], with: ["ios", "swift", "linux"])
            #expect(events == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 3, deletions: [.init(index: 1, element: "rx")],
                                                           insertions: [.init(index: 2, element: "linux")],
                                                           moves: [.init(from: 0, to: 1)])),
                                     items: ["ios", "swift", "linux"]),
            ])
            #expect(events.first?.changeset?.description == "deleted [1], inserted [2], moved [0→1]")
        }

        /// An item that occurs twice on a side cannot move unambiguously: it is deleted and inserted.
        @Test func duplicatesAreNotMoved() {
            #expect(replacing(["a", "a", "b"], with: ["b", "b", "a", "a"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 3, deletions: [.init(index: 2, element: "b")],
                                                           insertions: [.init(index: 0, element: "b"),
                                                                        .init(index: 1, element: "b")])),
                                     items: ["b", "b", "a", "a"]),
            ])
        }

        @Test func equalContentsEmitNothing() {
            #expect(replacing(["a", "b"], with: ["a", "b"]).isEmpty)
            #expect(replacing([], with: []).isEmpty)
        }

        @Test func fromAndToEmpty() {
            #expect(replacing([], with: ["a", "b"]) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 0, insertions: [.init(index: 0, element: "a"),
                                                                                     .init(index: 1, element: "b")])),
                                     items: ["a", "b"]),
            ])
            #expect(replacing(["a", "b"], with: []) == [
                ObservableArrayEvent(kind: .changed(Change(oldCount: 2, deletions: [.init(index: 0, element: "a"),
                                                                                    .init(index: 1, element: "b")])),
                                     items: []),
            ])
        }

        /// Sections are matched by model: a kept section gets row changes, a moved one keeps its
        /// identity (and its row changes, at its old and new indices), a renamed one is deleted
        /// and inserted with all its rows.
        @Test func sectionsAreMatchedByModelAndTheirRowsDiffed() {
            let old = [
                ArraySection("A", rows: ["a0", "a1"]),
                ArraySection("B", rows: ["b0"]),
                ArraySection("C", rows: ["c0", "c1", "c2"]),
            ]
            let new = [
                ArraySection("C", rows: ["c2", "c0", "c1"]),
                ArraySection("A", rows: ["a0", "a1", "a2"]),
                ArraySection("B2", rows: ["b0"]),
            ]
            let tracker = ResourceTracker()
            tracker.track {
                let array = ObservableSectionedArray(old)
                let recorder = EventLog<ObservableSectionedArrayEvent<String, String>>()
                let subscription = array.subscribe(recorder)
                _ = recorder.takeElements()
                array.replace(with: new)
                let events = recorder.takeElements()
                subscription.dispose()
                #expect(events.count == 1)
                guard let change = events.first?.changeset else { return }
                #expect(change.sections == ArrayChangeset(
                    oldCount: 3,
                    deletions: [.init(index: 1, element: old[1])],
                    insertions: [.init(index: 2, element: new[2])],
                    moves: [.init(from: 0, to: 1)]))
                #expect(change.rows.map { [$0.oldSection, $0.newSection] } == [[0, 1], [2, 0]])
                #expect(change.insertedRowPaths == [RowIndexPath(row: 2, section: 1)])
                #expect(change.movedRowPaths.map { [$0.from, $0.to] } == [[RowIndexPath(row: 2, section: 2),
                                                                           RowIndexPath(row: 0, section: 0)]])
                #expect(change.apply(to: old) == new)
                #expect(events.first?.sections == new)
                array.replace(with: new)
                #expect(recorder.takeElements().isEmpty)
            }
            #expect(tracker.live == 0)
        }
    }
}
