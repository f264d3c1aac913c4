/// A first-in first-out buffer: a zip source's elements waiting for their partners, a delay's
/// events waiting for their time.
@usableFromInline
struct FIFOBuffer<Element> {
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    mutating func append(_ element: Element) {
        slots.append(element)
    }

    @inlinable
    var isEmpty: Bool {
        head == slots.count
    }

    /// The number of buffered elements.
    @inlinable
    var count: Int {
        slots.count - head
    }

    /// The oldest element, if any.
    @inlinable
    var first: Element? {
        isEmpty ? nil : slots[head]
    }

    /// The buffered elements, oldest first.
    @inlinable
    var elements: [Element] {
        slots[head...].compactMap { $0 }
    }

    /// Empties the buffer.
    @inlinable
    mutating func removeAll() {
        slots.removeAll()
        head = 0
    }

    /// The oldest element; callers only ask when one is buffered.
    @inlinable
    mutating func removeFirst() -> Element {
        guard let element = slots[head] else { preconditionFailure("FIFOBuffer is empty") }
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: slots.count <= 64)
            head = 0
        } else if head >= 64, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return element
    }
}
