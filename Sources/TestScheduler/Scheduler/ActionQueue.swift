import IOViewModel

/// The test scheduler's queue: a 4-ary min-heap ordered by (due time, insertion sequence), so
/// actions due at the same time run in the order they were scheduled.
///
/// The closures live in `slots`, a slab reused through a free list; the heap holds plain integers
/// (time, then sequence and slot packed in one word), so sifting moves no reference-counted
/// values, and scheduling allocates nothing but the closure itself. Four children per node halve the depth of a binary heap, which
/// matters once the heap outgrows the caches. Push and pop are O(log n), cancelling is O(1)
/// (the slot's closure is dropped and its entry skipped when it reaches the front); nothing is
/// ever scanned linearly.
///
/// A slot's `generation` changes whenever its action runs or is cancelled, so a stale
/// ``ScheduledActionToken`` can neither cancel a later occupant of the slot nor mistake it for
/// its own.
///
/// A series of actions (an ``ActionSeries``) reserves a block of sequence numbers when it is
/// scheduled and pushes each action with its own number when the one before it runs, so that it
/// keeps one entry in the heap however long it is and still runs in the order the whole block
/// would have.
struct ActionQueue: ~Copyable {
    /// A heap entry: 16 bytes, so a node's four children share one 64-byte cache line.
    struct Entry {
        var time: TestTime
        /// The insertion sequence (high 32 bits) and the slot (low 32 bits): comparing keys
        /// compares sequences, which are unique.
        var key: UInt64

        @inline(__always)
        var slot: Int { Int(truncatingIfNeeded: key & 0xFFFF_FFFF) }

        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && key < other.key)
        }
    }

    struct Slot {
        var action: (() -> Void)?
        var generation: Int
    }

    /// Storage index of the root. The three unused entries before it align every group of four
    /// children (storage indices 4k...4k+3) to a cache line.
    private static let root = 3

    private var storage: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// Entries in the heap (storage indices `root ..< root + count`).
    private(set) var count = 0
    private var slots: [Slot] = []
    private var freeSlots: [Int] = []
    private var nextSequence: UInt64 = 0
    /// Sequences are renumbered before they reach this: 2³², so that they fit the key's high half.
    private let sequenceLimit: UInt64
    /// The sequence numbers reserved and not pushed yet, by reservation: `next ..< end`; `nil`
    /// for a reservation ended, whose index is in `freeReservations` for reuse.
    private var reservations: [(next: UInt64, end: UInt64)?] = []
    private var freeReservations: [Int] = []

    init(sequenceLimit: UInt64 = 1 << 32) {
        self.sequenceLimit = sequenceLimit
        // 512 bytes: glibc's malloc serves any request of 1 KB or more by first consolidating
        // every small block freed since the last one, which cost a marble test a fifth of its
        // time (a test makes a scheduler, and frees hundreds of small objects).
        capacity = 32
        storage = Self.allocate(capacity)
    }

    deinit {
        storage.deallocate()
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<Entry>.stride, alignment: 64)
            .bindMemory(to: Entry.self, capacity: capacity)
    }

    /// The due time of the front entry.
    var nextTime: TestTime? {
        count == 0 ? nil : storage[Self.root].time
    }

    /// Queues `action` at `time`; returns the slot and generation that identify it.
    mutating func push(_ action: @escaping () -> Void, at time: TestTime) -> (slot: Int, generation: Int) {
        if nextSequence == sequenceLimit { renumber() }
        let sequence = nextSequence
        nextSequence += 1
        return push(action, at: time, sequence: sequence)
    }

    /// Sets aside `count` consecutive sequence numbers, for actions pushed later with
    /// ``push(_:at:reservation:)``, which then run in the order they would have had if they had
    /// all been pushed now; returns the reservation, or `nil` when so many do not fit.
    mutating func reserve(_ count: Int) -> Int? {
        guard count > 0, UInt64(count) <= sequenceLimit else { return nil }
        if nextSequence > sequenceLimit - UInt64(count) { renumber() }
        guard nextSequence <= sequenceLimit - UInt64(count) else { return nil }
        let range = (next: nextSequence, end: nextSequence + UInt64(count))
        let reservation: Int
        if let free = freeReservations.popLast() {
            reservation = free
            reservations[reservation] = range
        } else {
            reservation = reservations.count
            reservations.append(range)
        }
        nextSequence += UInt64(count)
        return reservation
    }

    /// Queues `action` at `time` with the next of `reservation`'s sequence numbers; the last one
    /// ends the reservation.
    mutating func push(
        _ action: @escaping () -> Void, at time: TestTime, reservation: Int
    ) -> (slot: Int, generation: Int) {
        let range = reservations[reservation].unsafelyUnwrapped
        if range.next + 1 == range.end {
            release(reservation: reservation)
        } else {
            reservations[reservation] = (range.next + 1, range.end)
        }
        return push(action, at: time, sequence: range.next)
    }

    /// Gives back the numbers `reservation` has not used (its series was disposed), and ends it.
    /// Releasing an ended reservation does nothing.
    mutating func release(reservation: Int) {
        guard reservations[reservation] != nil else { return }
        reservations[reservation] = nil
        freeReservations.append(reservation)
    }

    private mutating func push(
        _ action: @escaping () -> Void, at time: TestTime, sequence: UInt64
    ) -> (slot: Int, generation: Int) {
        let slot: Int
        let generation: Int
        if let free = freeSlots.popLast() {
            slot = free
            generation = slots[slot].generation
            slots[slot].action = action
        } else {
            slot = slots.count
            generation = 0
            slots.append(Slot(action: action, generation: 0))
        }
        let entry = Entry(time: time, key: sequence << 32 | UInt64(truncatingIfNeeded: slot))
        if Self.root + count == capacity { grow() }
        let heap = storage + Self.root
        var index = count
        count += 1
        while index > 0 {
            let parent = (index &- 1) >> 2
            guard entry.precedes(heap[parent]) else { break }
            heap[index] = heap[parent]
            index = parent
        }
        heap[index] = entry
        return (slot, generation)
    }

    /// Removes the front entry; returns its time and its action, `nil` if it was cancelled.
    mutating func pop() -> (time: TestTime, action: (() -> Void)?)? {
        guard count > 0 else { return nil }
        let heap = storage + Self.root
        let first = heap[0]
        count -= 1
        if count > 0 {
            let last = heap[count]
            let count = self.count
            var index = 0
            while true {
                let firstChild = 4 &* index &+ 1
                guard firstChild < count else { break }
                var best = firstChild
                let end = min(firstChild &+ 4, count)
                var child = firstChild &+ 1
                while child < end {
                    if heap[child].precedes(heap[best]) { best = child }
                    child &+= 1
                }
                guard heap[best].precedes(last) else { break }
                heap[index] = heap[best]
                index = best
            }
            heap[index] = last
        }
        let slot = first.slot
        let action = slots[slot].action.take()
        if action != nil { slots[slot].generation &+= 1 }
        freeSlots.append(slot)
        return (first.time, action)
    }

    private mutating func grow() {
        let larger = Self.allocate(capacity * 2)
        larger.update(from: storage, count: Self.root + count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Gives the entries, and the numbers reserved and not used yet, fresh sequence numbers from
    /// zero in their current order, whenever the next number would not fit in 32 bits.
    private mutating func renumber() {
        let heap = storage + Self.root
        // The order to keep: each entry by its sequence, each reservation by its next number.
        enum Item {
            case entry(Entry)
            case reservation(Int, length: UInt64)
        }
        var items: [(sequence: UInt64, item: Item)] = (0..<count).map { (heap[$0].key >> 32, .entry(heap[$0])) }
        for (reservation, range) in reservations.enumerated() {
            guard let range else { continue }
            items.append((range.next, .reservation(reservation, length: range.end - range.next)))
        }
        items.sort { $0.sequence < $1.sequence }
        var sequence: UInt64 = 0
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for (_, item) in items {
            switch item {
            case .entry(let entry):
                entries.append(Entry(time: entry.time, key: sequence << 32 | (entry.key & 0xFFFF_FFFF)))
                sequence += 1
            case .reservation(let reservation, let length):
                reservations[reservation] = (sequence, sequence + length)
                sequence += length
            }
        }
        // In (time, sequence) order, a valid heap.
        entries.sort { $0.precedes($1) }
        for (index, entry) in entries.enumerated() {
            heap[index] = entry
        }
        nextSequence = sequence
    }

    /// Cancels the action in `slot` if it is still the one of `generation` and has not run;
    /// returns its closure so the caller can release it outside any lock.
    mutating func cancel(slot: Int, generation: Int) -> (() -> Void)? {
        guard slots[slot].generation == generation else { return nil }
        slots[slot].generation &+= 1
        return slots[slot].action.take()
    }

    /// Whether the action of `slot` and `generation` has run or been cancelled.
    func isFinished(slot: Int, generation: Int) -> Bool {
        slots[slot].generation != generation
    }
}

/// The disposable ``TestScheduler`` returns for a scheduled action: disposing it before the
/// action runs cancels it, in O(1).
///
/// A token is a small value (no allocation per scheduled action). Cancelling and running are
/// decided under the scheduler's lock, so an action never starts after `dispose()` has returned.
///
/// It holds the scheduler weakly, so an action that keeps its own token (a periodic timer, a
/// subscription that reschedules itself) does not keep the scheduler alive; once the scheduler
/// is gone, the token counts as disposed.
struct ScheduledActionToken: Cancelable {
    weak var scheduler: TestScheduler?
    let slot: Int
    let generation: Int

    var isDisposed: Bool {
        guard let scheduler else { return true }
        return scheduler.state.withLock { $0.time.queue.isFinished(slot: slot, generation: generation) }
    }

    func dispose() {
        guard let scheduler else { return }
        let cancelled = scheduler.state.withLock { state in
            Handoff(state.time.queue.cancel(slot: slot, generation: generation))
        }
        // The closure (and whatever it captured) is released here, outside the lock.
        _ = cancelled
    }
}

/// Carries a closure out of the scheduler's lock to the thread that runs (or drops) it.
///
/// Safe because the queue gives each closure to exactly one caller (`pop` or `cancel` take it
/// out of its slot), and that caller is the only one to touch it afterwards.
///
/// Not generic on purpose: a closure stored in a generic value would be re-abstracted (wrapped in
/// a new closure) on every hand-off.
struct Handoff: @unchecked Sendable {
    let value: (() -> Void)?

    init(_ value: (() -> Void)?) {
        self.value = value
    }
}
