/// The frames one thread is inside while it subscribes, outermost first (see
/// ``SubscriptionTrace``): a stack that keeps its storage, so once the thread has been as deep
/// before, pushing and popping a frame allocates nothing. A subscription charged to a tracker
/// copies the frames it was made inside.
///
/// Only its own thread touches it, through the pointer its thread keeps (no dynamic exclusivity
/// check per access).
struct FrameStack {
    private var base: UnsafeMutablePointer<SubscriptionTrace.Frame>
    private var count = 0
    private var capacity = 16

    init() {
        base = .allocate(capacity: capacity)
    }

    /// Frees the frames and their storage; the stack is not used again.
    mutating func deallocate() {
        while count > 0 { pop() }
        base.deallocate()
    }

    /// The frames, outermost first; valid until the next push or pop.
    var frames: UnsafeBufferPointer<SubscriptionTrace.Frame> {
        UnsafeBufferPointer(start: base, count: count)
    }

    mutating func push(_ frame: SubscriptionTrace.Frame) {
        if count == capacity {
            let grown = UnsafeMutablePointer<SubscriptionTrace.Frame>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: frame)
        count += 1
    }

    /// Pops the innermost frame; nothing when there is none.
    mutating func pop() {
        guard count > 0 else { return }
        count -= 1
        _ = (base + count).move()
    }
}
