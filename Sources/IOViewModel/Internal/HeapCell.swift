#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Memory for one value at a fixed address, from `malloc`: what a subject's state and every
/// lock live in.
///
/// `UnsafeMutablePointer.allocate` asks the Swift runtime for memory of its default alignment,
/// which on Linux it takes from `posix_memalign`; glibc serves that outside its per-thread cache,
/// by splitting a larger free block each time, several times slower than `malloc` and leaving the
/// heap fragmented for every allocation after it. `malloc` alone aligns to 16 bytes, as much as
/// any value kept here needs (`allocate` checks it).
@usableFromInline
enum HeapCell {
    /// Uninitialized memory for one `Value`; free it with ``deallocate(_:)``.
    @inlinable
    static func allocate<Value>(_: Value.Type) -> UnsafeMutablePointer<Value> {
        precondition(MemoryLayout<Value>.alignment <= 16, "HeapCell: \(Value.self) needs more than malloc's alignment")
        guard let memory = malloc(max(MemoryLayout<Value>.stride, 1)) else {
            fatalError("HeapCell: out of memory")
        }
        return memory.bindMemory(to: Value.self, capacity: 1)
    }

    /// Frees memory from ``allocate(_:)``, whose value is already deinitialized.
    @inlinable
    static func deallocate<Value>(_ cell: UnsafeMutablePointer<Value>) {
        free(cell)
    }
}
