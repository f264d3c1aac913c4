import IOViewModel
import Testing

@testable import TestScheduler

/// The test scheduler's queue: time order, then scheduling order, including the actions of a
/// series, which are queued one at a time with the places reserved for them.
@Suite struct ActionQueueTests {
    /// Pops every action, running it, and returns what they logged.
    private func drain(_ queue: inout ActionQueue, _ log: Log) -> [String] {
        while let (_, action) = queue.pop() { action?() }
        return log.entries
    }

    private final class Log {
        var entries: [String] = []
    }

    @Test func reservedActionsRunInThePlacesReservedForThem() {
        let log = Log()
        var queue = ActionQueue()
        _ = queue.push({ log.entries.append("before") }, at: 5)
        let reservation = queue.reserve(2)!
        _ = queue.push({ log.entries.append("after") }, at: 5)
        // Queued last, but reserved between the two.
        _ = queue.push({ log.entries.append("reserved 0") }, at: 5, reservation: reservation)
        _ = queue.push({ log.entries.append("reserved 1") }, at: 5, reservation: reservation)
        #expect(drain(&queue, log) == ["before", "reserved 0", "reserved 1", "after"])
    }

    @Test func renumberingKeepsTheOrderOfEntriesAndOfReservations() {
        let log = Log()
        // Sequence numbers run out every 8 schedules here, as they do every 2³² in a scheduler.
        var queue = ActionQueue(sequenceLimit: 8)
        _ = queue.push({ log.entries.append("first") }, at: 1)
        let reservation = queue.reserve(3)!
        _ = queue.push({ log.entries.append("reserved 0") }, at: 1, reservation: reservation)
        for index in 0..<10 {
            _ = queue.push({ log.entries.append("later \(index)") }, at: 1)
        }
        _ = queue.push({ log.entries.append("reserved 1") }, at: 1, reservation: reservation)
        _ = queue.push({ log.entries.append("reserved 2") }, at: 1, reservation: reservation)
        #expect(
            drain(&queue, log)
                == ["first", "reserved 0", "reserved 1", "reserved 2"] + (0..<10).map { "later \($0)" })
    }

    @Test func aReservationThatCannotFitIsRefused() {
        var queue = ActionQueue(sequenceLimit: 8)
        #expect(queue.reserve(9) == nil)
        #expect(queue.reserve(0) == nil)
        #expect(queue.reserve(8) != nil)
    }

    @Test func releasedNumbersAreNotRenumbered() {
        let log = Log()
        var queue = ActionQueue(sequenceLimit: 8)
        let reservation = queue.reserve(6)!
        _ = queue.push({ log.entries.append("reserved 0") }, at: 2, reservation: reservation)
        queue.release(reservation: reservation)
        // The six places would not fit with the ones below if they were still held.
        for index in 0..<6 {
            _ = queue.push({ log.entries.append("later \(index)") }, at: 1)
        }
        #expect(drain(&queue, log) == (0..<6).map { "later \($0)" } + ["reserved 0"])
    }
}

/// A diagram's events are queued one at a time, each in the place it would have had if all had
/// been queued when the diagram's observable was subscribed.
@Suite struct DiagramSchedulingTests {
    private final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test func aDiagramsEventsKeepTheirPlaceAmongActionsDueAtTheSameTime() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.marbles { test in
            let xs = test.cold("-a-b|")
            // Queued before the diagram's events, due with "b".
            scheduler.scheduleAt(3) { log.entries.append("queued before") }
            test.expect(xs.do(onNext: { log.entries.append($0) }), "-a-b|")
            // Queued when the run subscribes, after the diagram's observable: after "b".
            test.expect(
                Observable<String>.create { _ in
                    scheduler.scheduleAt(3) { log.entries.append("queued after") }
                    return Disposables.create()
                }, "-----")
        }
        #expect(log.entries == ["a", "queued before", "b", "queued after"])
    }

    @Test func disposingASeriesWhoseActionsAreAllQueuedLeavesTheNextSeriesAlone() {
        let scheduler = TestScheduler()
        let log = Log()
        // One action: queued at once, its reservation ended, and its place in the queue's book
        // of reservations free for the next series.
        let first = scheduler.scheduleSeries(at: [1], action: { _ in log.entries.append("first") })
        let second = scheduler.scheduleSeries(at: [2, 2, 2], action: { log.entries.append("second \($0)") })
        scheduler.scheduleAt(2) { log.entries.append("queued after") }
        first.dispose()
        scheduler.start()
        #expect(log.entries == ["second 0", "second 1", "second 2", "queued after"])
        second.dispose()
    }

    @Test func aSeriesLetsGoOfItsActionsOnceTheLastHasRun() {
        final class Captured {}
        let scheduler = TestScheduler()
        weak var weakCaptured: Captured?
        let series: any Disposable
        do {
            let captured = Captured()
            weakCaptured = captured
            series = scheduler.scheduleSeries(at: [1, 2], action: { _ in _ = captured })
        }
        #expect(weakCaptured != nil)
        scheduler.start()
        #expect(weakCaptured == nil)
        series.dispose()
    }

    @Test func aLongDiagramWaitsInTheQueueOneEventAtATime() {
        // An input's events too.
        let inputs = TestScheduler()
        let most = PendingCount()
        inputs.marbles { test in
            test.input(String(repeating: "a", count: 10_000)) { _ in most.most = max(most.most, inputs.pendingCount) }
        }
        #expect(most.most == 2)

        let scheduler = TestScheduler()
        let pending = PendingCount()
        scheduler.marbles { test in
            let ys = test.cold(String(repeating: "a", count: 10_000))
            test.expect(
                ys.do(onNext: { _ in pending.most = max(pending.most, scheduler.pendingCount) }),
                String(repeating: "a", count: 10_000))
        }
        // The diagram's next event and the end of the run, however long the diagram.
        #expect(pending.most == 2)
    }

    private final class PendingCount: @unchecked Sendable {
        var most = 0
    }
}
