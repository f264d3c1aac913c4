import Dispatch
import IOViewModel
import Testing
import TestScheduler

extension CollectionsTests {
    @Suite struct ObservableArrayTests {
        typealias Change = ArrayChangeset<String>

        /// Subscribes to `array`, records its events, runs `body`, disposes; checks no leak.
        private func observe<Item>(
            _ array: ObservableArray<Item>,
            _ body: (EventLog<ObservableArrayEvent<Item>>) throws -> Void
        ) rethrows {
            let tracker = ResourceTracker()
            try tracker.track {
                let recorder = EventLog<ObservableArrayEvent<Item>>()
                let subscription = array.subscribe(recorder)
                try body(recorder)
                subscription.dispose()
            }
            #expect(tracker.live == 0)
        }

        @Test func subscribersGetTheCurrentContentsFirst() {
            let array = ObservableArray(["a", "b"])
            observe(array) { recorder in
                #expect(recorder.takeElements() == [ObservableArrayEvent(kind: .initial, items: ["a", "b"])])
                array.append("c")
                observe(array) { late in
                    #expect(late.takeElements() == [ObservableArrayEvent(kind: .initial, items: ["a", "b", "c"])])
                }
            }
        }

        @Test func eachEditEmitsItsChange() {
            let array = ObservableArray(["a", "b", "c"])
            // A local function is type-checked on its own; as a closure, all its checks would be
            // type-checked as one expression, slowly.
            func scenario(_ recorder: EventLog<ObservableArrayEvent<String>>) {
                _ = recorder.takeElements()

                array.append("d")
                array.insert("z", at: 0)
                let appendedThenInserted: [ObservableArrayEvent<String>] = [
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 3, insertions: [.init(index: 3, element: "d")])),
                                         items: ["a", "b", "c", "d"]),
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 4, insertions: [.init(index: 0, element: "z")])),
                                         items: ["z", "a", "b", "c", "d"]),
                ]
                #expect(recorder.takeElements() == appendedThenInserted)

                #expect(array.remove(at: 2) == "b")
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 5, deletions: [.init(index: 2, element: "b")])),
                                         items: ["z", "a", "c", "d"]),
                ])

                array[1] = "A"
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(
                        kind: .changed(Change(oldCount: 4, updates: [.init(oldIndex: 1, newIndex: 1, oldElement: "a", newElement: "A")])),
                        items: ["z", "A", "c", "d"]),
                ])

                array.move(from: 0, to: 3)
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 4, moves: [.init(from: 0, to: 3)])),
                                         items: ["A", "c", "d", "z"]),
                ])

                array.removeAll()
                let removedAll = Change(oldCount: 4, deletions: [
                    .init(index: 0, element: "A"), .init(index: 1, element: "c"),
                    .init(index: 2, element: "d"), .init(index: 3, element: "z"),
                ])
                #expect(recorder.takeElements() == [ObservableArrayEvent(kind: .changed(removedAll), items: [])])
                #expect(array.items.isEmpty)
            }
            observe(array, scenario)
        }

        @Test func aBatchEmitsOneChangeInTableViewConventions() {
            let array = ObservableArray(["a", "b", "c", "d", "e"])
            // A local function is type-checked on its own; as a closure, all its checks would be
            // type-checked as one expression, slowly.
            func scenario(_ recorder: EventLog<ObservableArrayEvent<String>>) {
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch.remove(at: 0)              // b c d e
                    batch.insert("x", at: 1)         // b x c d e
                    batch[2] = "C"                   // b x C d e
                    batch.move(from: 4, to: 0)       // e b x C d
                }
                let events = recorder.takeElements()
                #expect(events.count == 1)
                let expected = Change(
                    oldCount: 5,
                    deletions: [.init(index: 0, element: "a")],              // old index
                    insertions: [.init(index: 2, element: "x")],             // new index
                    updates: [.init(oldIndex: 2, newIndex: 3, oldElement: "c", newElement: "C")],
                    moves: [.init(from: 4, to: 0)]                           // old -> new
                )
                #expect(events.first == ObservableArrayEvent(kind: .changed(expected), items: ["e", "b", "x", "C", "d"]))
                #expect(expected.apply(to: ["a", "b", "c", "d", "e"]) == ["e", "b", "x", "C", "d"])
                #expect(expected.deletedIndices == [0])
                #expect(expected.insertedIndices == [2])
                #expect(expected.updatedIndices == [2])
            }
            observe(array, scenario)
        }

        @Test func editsInsideABatchReportOriginalValuesAndCancelOut() {
            let array = ObservableArray(["a", "b", "c"])
            observe(array) { recorder in
                _ = recorder.takeElements()
                // Replaced twice, then deleted: the deletion reports the value before the batch.
                array.performBatchUpdates { batch in
                    batch[1] = "B"
                    batch[1] = "BB"
                    batch.remove(at: 1)
                }
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 3, deletions: [.init(index: 1, element: "b")])),
                                         items: ["a", "c"]),
                ])
                // Inserted then removed, moved to where it is, an empty batch: nothing to say.
                array.performBatchUpdates { batch in
                    batch.insert("x", at: 1)
                    batch.remove(at: 1)
                    batch.move(from: 0, to: 0)
                }
                array.performBatchUpdates { _ in }
                #expect(recorder.takeElements().isEmpty)
                // An inserted item that is then replaced and moved is just an insertion.
                array.performBatchUpdates { batch in
                    batch.append("x")
                    batch[2] = "y"
                    batch.move(from: 2, to: 0)
                }
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .changed(Change(oldCount: 2, insertions: [.init(index: 0, element: "y")])),
                                         items: ["y", "a", "c"]),
                ])
            }
        }

        @Test func collectionAlgorithmsWorkInsideABatch() {
            let array = ObservableArray([3, 1, 2])
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in batch.sort() }
                let event = recorder.takeElements()
                #expect(event.count == 1)
                #expect(event.first?.items == [1, 2, 3])
                #expect(event.first?.apply(to: [3, 1, 2]) == [1, 2, 3])
                #expect(array.performBatchUpdates { $0.firstIndex(of: 2) } == 1)
            }
        }

        struct Stop: Error, Equatable {}

        @Test func aThrowingBatchEmitsWhatItDidAndRethrows() {
            let array = ObservableArray([1, 2])
            observe(array) { recorder in
                _ = recorder.takeElements()
                #expect(throws: Stop.self) {
                    try array.performBatchUpdates { (batch: inout ObservableArray<Int>.Batch) throws(Stop) in
                        batch.append(3)
                        throw Stop()
                    }
                }
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .changed(ArrayChangeset(oldCount: 2, insertions: [.init(index: 2, element: 3)])),
                                         items: [1, 2, 3]),
                ])
            }
        }

        @Test func replaceAllResets() {
            let array = ObservableArray([1, 2])
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.replaceAll(with: [7, 8, 9])
                array.append(10)
                #expect(recorder.takeElements() == [
                    ObservableArrayEvent(kind: .reset, items: [7, 8, 9]),
                    ObservableArrayEvent(kind: .changed(ArrayChangeset(oldCount: 3, insertions: [.init(index: 3, element: 10)])),
                                         items: [7, 8, 9, 10]),
                ])
            }
        }

        @Test func disposingStopsDelivery() {
            let tracker = ResourceTracker()
            tracker.track {
                let array = ObservableArray([1])
                let recorder = EventLog<ObservableArrayEvent<Int>>()
                let subscription = array.subscribe(recorder)
                #expect(array.hasObservers)
                #expect(tracker.live == 1)
                subscription.dispose()
                array.append(2)
                #expect(!array.hasObservers)
                #expect(recorder.elements.count == 1)
            }
            #expect(tracker.live == 0)
        }

        /// An observer that edits the array gets its edit applied at once, and every observer
        /// sees the events in edit order, each one applying to the previous contents.
        @Test func reentrantEditsAreDeliveredInOrder() {
            let array = ObservableArray([Int]())
            observe(array) { first in
                let tracker = ResourceTracker()
                tracker.track {
                    // Echo: every insertion of an even number appends its successor.
                    let echo = array.subscribe(onNext: { event in
                        if let insertion = event.changeset?.insertions.last, insertion.element.isMultiple(of: 2), insertion.element < 6 {
                            array.append(insertion.element + 1)
                            #expect(array.items.last == insertion.element + 1)
                        }
                    })
                    observe(array) { second in
                        array.append(0)
                        array.append(4)
                        for recorder in [first, second] {
                            var copy = recorder.elements[0].items
                            for event in recorder.elements.dropFirst() { copy = event.apply(to: copy) }
                            #expect(copy == [0, 1, 4, 5])
                            #expect(recorder.elements.last?.items == [0, 1, 4, 5])
                        }
                        #expect(second.elements.map(\.items) == [[], [0], [0, 1], [0, 1, 4], [0, 1, 4, 5]])
                    }
                    echo.dispose()
                }
                #expect(tracker.live == 0)
            }
        }

        /// Edits from several threads at once: each is atomic, and the observer's copy, brought up
        /// to date event by event, ends equal to the array.
        @Test func concurrentEditsStayConsistent() {
            let array = ObservableArray(Array(0..<50))
            observe(array) { recorder in
                let observerCopy = EventLog<[Int]>()
                let tracker = ResourceTracker()
                tracker.track {
                    let applying = array.subscribe(onNext: { event in
                        let previous = observerCopy.elements.last ?? []
                        let next = event.apply(to: previous)
                        if next != event.items { Issue.record("applying \(event.kind) did not yield the event's items") }
                        observerCopy.on(.next(next))
                    })
                    DispatchQueue.concurrentPerform(iterations: 4) { worker in
                        var random = SplitMix64(seed: UInt64(worker))
                        for step in 0..<250 {
                            array.performBatchUpdates { batch in
                                batch.append(worker * 1000 + step)
                                let source = Int.random(in: 0..<batch.count, using: &random)
                                let destination = Int.random(in: 0..<batch.count, using: &random)
                                batch.move(from: source, to: destination)
                                batch[Int.random(in: 0..<batch.count, using: &random)] = -step
                                batch.remove(at: Int.random(in: 0..<batch.count, using: &random))
                            }
                        }
                    }
                    applying.dispose()
                }
                #expect(tracker.live == 0)
                #expect(observerCopy.elements.last == array.items)
                #expect(array.count == 50)
            }
        }

        /// Delivering an event does not leave the array's storage shared: once observers are done
        /// with the event, the next edit writes in place instead of copying the whole array.
        @Test func editsWriteInPlaceOnceObserversAreDone() {
            let array = ObservableArray(Array(0..<10_000))
            observe(array) { recorder in
                _ = recorder.takeElements()
                func storageAddress() -> UInt? {
                    array.items.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
                }
                let before = storageAddress()
                array[5_000] = -1
                _ = recorder.takeElements()
                array.performBatchUpdates { batch in
                    batch[1] = -2
                    batch.move(from: 2, to: 9_000)
                }
                _ = recorder.takeElements()
                #expect(storageAddress() == before)
                // An observer that keeps the event's items forces exactly the copy it asked for.
                let kept = array.items
                array[0] = -3
                #expect(storageAddress() != before)
                #expect(kept[0] == 0)
            }
        }

        /// One edit of a large array describes itself in O(1) entries: nothing is listed for the
        /// elements it did not touch.
        @Test func changesAreSizedByTheEditNotTheArray() {
            let array = ObservableArray(Array(0..<100_000))
            observe(array) { recorder in
                _ = recorder.takeElements()
                array.insert(-1, at: 50_000)
                array.performBatchUpdates { batch in
                    batch.move(from: 99_000, to: 10)
                    batch[70_000] = 0
                    batch.remove(at: 3)
                }
                let changes = recorder.takeElements().compactMap(\.changeset)
                let sizes: [Int] = changes.map { change -> Int in
                    let edits: [Int] = [change.deletions.count, change.insertions.count, change.updates.count, change.moves.count]
                    return edits.reduce(0, +)
                }
                #expect(sizes == [1, 3])
                #expect(changes[1].moves == [.init(from: 99_000, to: 9)])
                #expect(changes[1].updates.map(\.oldIndex) == [69_999])
            }
        }
    }
}
