@testable import IOViewModel
import Testing

/// A subject's command queue, and every other queue built on `FIFOBuffer`, holds memory for its
/// backlog only, even when its consumer never catches up with its producers.
@Suite("Queue backlog")
struct QueueBacklogTests {
    @Test func aBufferWhoseConsumerNeverCatchesUpKeepsOnlyItsBacklog() {
        var buffer = FIFOBuffer<Int>()
        var next = 0
        var expected = 0
        // Two in, one out, 50,000 times: the backlog grows to 50,000 while 100,000 pass through.
        for _ in 0..<50_000 {
            buffer.append(next)
            buffer.append(next + 1)
            next += 2
            #expect(buffer.removeFirst() == expected)
            expected += 1
            // Storage may run ahead of the backlog by at most the consumed prefix it has not yet
            // compacted, which compaction keeps no larger than the backlog (plus a small floor).
            if buffer.slots.count > 2 * buffer.count + 64 {
                Issue.record("storage \(buffer.slots.count) for a backlog of \(buffer.count)")
                return
            }
        }
        #expect(buffer.count == 50_000)
        while !buffer.isEmpty {
            #expect(buffer.removeFirst() == expected)
            expected += 1
        }
        #expect(expected == next)
    }

    @Test func aSubjectQueueThatNeverEmptiesHoldsOnlyItsBacklog() {
        // Re-entrant sends queue behind the running one. The first delivery sends two, each later
        // one sends one more: the queue never empties, but never holds more than two commands.
        let subject = PublishSubject<Int>()
        var received = 0
        var sent = 1
        var largestStorage = 0
        let subscription = subject.subscribe(onNext: { value in
            #expect(value == received)
            received += 1
            for _ in 0..<(value == 0 ? 2 : 1) where sent < 100_000 {
                subject.onNext(sent)
                sent += 1
            }
            largestStorage = max(largestStorage, subject.core.shared.pointee.queue.slots.count)
        })
        subject.onNext(0)
        #expect(received == 100_000)
        #expect(largestStorage <= 2 * 2 + 64, "a backlog of two commands held \(largestStorage) slots")
        subscription.dispose()
    }
}
