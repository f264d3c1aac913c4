import IOViewModel
import Synchronization

/// One action in the test scheduler's queue; also the disposable that cancels it.
///
/// Running and cancelling race through one atomic flag, so the action runs at most once and never
/// after `dispose()` returns. Cancelling is O(1): the queue entry stays behind and is skipped
/// when it reaches the front.
final class QueuedAction: Cancelable, @unchecked Sendable {
    // `action` is read or cleared only by the one caller that wins `done`.
    private var action: (() -> Void)?
    private let done = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// An action that is already cancelled: what scheduling at ``RxTimeInterval/never`` returns.
    init(cancelled: Void) {
        action = nil
        done.store(true, ordering: .relaxed)
    }

    var isDisposed: Bool {
        done.load(ordering: .acquiring)
    }

    /// Runs the action unless it was cancelled; returns whether it ran.
    @discardableResult
    func run() -> Bool {
        guard claim() else { return false }
        let action = self.action
        self.action = nil
        action?()
        return true
    }

    func dispose() {
        if claim() { action = nil }
    }

    private func claim() -> Bool {
        done.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}

/// A binary min-heap of queued actions ordered by (due time, insertion sequence), so actions due
/// at the same time run in the order they were scheduled.
///
/// The heap itself holds only plain integers (time, sequence, slot), so sifting moves no
/// reference-counted values; the actions sit in `slots`, reused through a free list.
/// Push and pop are O(log n); nothing is ever scanned linearly.
struct ActionQueue {
    struct Entry {
        var time: TestTime
        var sequence: Int
        var slot: Int

        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    private var slots: [QueuedAction?] = []
    private var freeSlots: [Int] = []
    private var nextSequence = 0

    var isEmpty: Bool {
        heap.isEmpty
    }

    /// Entries in the queue, cancelled ones included until they are reached.
    var count: Int {
        heap.count
    }

    /// The due time of the front entry.
    var nextTime: TestTime? {
        heap.first?.time
    }

    mutating func push(_ action: QueuedAction, at time: TestTime) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = action
        } else {
            slot = slots.count
            slots.append(action)
        }
        let entry = Entry(time: time, sequence: nextSequence, slot: slot)
        nextSequence &+= 1
        heap.append(entry)
        siftUp(from: heap.count - 1)
    }

    /// Removes the front entry and returns its time and action.
    mutating func pop() -> (time: TestTime, action: QueuedAction)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(from: 0)
        }
        let action = slots[first.slot].unsafelyUnwrapped
        slots[first.slot] = nil
        freeSlots.append(first.slot)
        return (first.time, action)
    }

    mutating func removeAll() {
        heap.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
    }

    private mutating func siftUp(from start: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            var index = start
            let entry = heap[index]
            while index > 0 {
                let parent = (index - 1) >> 1
                guard entry.precedes(heap[parent]) else { break }
                heap[index] = heap[parent]
                index = parent
            }
            heap[index] = entry
        }
    }

    private mutating func siftDown(from start: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            let count = heap.count
            var index = start
            let entry = heap[index]
            while true {
                var child = 2 * index + 1
                guard child < count else { break }
                if child + 1 < count, heap[child + 1].precedes(heap[child]) { child += 1 }
                guard heap[child].precedes(entry) else { break }
                heap[index] = heap[child]
                index = child
            }
            heap[index] = entry
        }
    }
}
