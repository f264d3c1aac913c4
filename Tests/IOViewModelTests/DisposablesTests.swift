import IOViewModel
import Testing

/// Counts how often it is disposed.
final class CountingDisposable: Disposable {
    private(set) var count = 0
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void = {}) {
        self.onDispose = onDispose
    }

    func dispose() {
        count += 1
        onDispose()
    }
}

@Suite("Disposables")
struct DisposablesTests {
    @Test func createWithRunsItsActionExactlyOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        disposable.dispose()
        #expect(runs == 1)
    }

    @Test func createWithReleasesItsActionAfterRunning() {
        final class Captured {}
        weak var weakCaptured: Captured?
        let disposable: any Cancelable
        do {
            let captured = Captured()
            weakCaptured = captured
            disposable = Disposables.create { _ = captured }
        }
        #expect(weakCaptured != nil)
        disposable.dispose()
        #expect(weakCaptured == nil)
    }

    @Test func createWithNothingIsANoOp() {
        let disposable = Disposables.create()
        disposable.dispose()
        disposable.dispose()
    }

    @Test func createCombiningDisposablesDisposesEachOnce() {
        let parts = (0..<6).map { _ in CountingDisposable() }
        let two = Disposables.create(parts[0], parts[1])
        let three = Disposables.create(parts[2], parts[3], parts[4])
        let array = Disposables.create([parts[5]])
        for disposable in [two, three, array] {
            #expect(!disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
        #expect(parts.map(\.count) == [1, 1, 1, 1, 1, 1])
    }

    @Test func booleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }

    // MARK: CompositeDisposable

    @Test func compositeDisposesMembersInInsertionOrderOnce() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        let members = (0..<3).map { index in CountingDisposable { order.append(index) } }
        for member in members { composite.insert(member) }
        #expect(composite.count == 3)
        composite.dispose()
        composite.dispose()
        #expect(order == [0, 1, 2])
        #expect(members.map(\.count) == [1, 1, 1])
        #expect(composite.isDisposed)
        #expect(composite.count == 0)
    }

    @Test func compositeRemoveDisposesJustThatMember() throws {
        let composite = CompositeDisposable()
        let kept = CountingDisposable()
        let removed = CountingDisposable()
        composite.insert(kept)
        let key = try #require(composite.insert(removed))
        composite.remove(for: key)
        #expect(removed.count == 1)
        #expect(composite.count == 1)
        composite.remove(for: key)
        #expect(removed.count == 1)
        composite.dispose()
        #expect(kept.count == 1)
        #expect(removed.count == 1)
    }

    @Test func compositeDisposesLateMembersAtOnce() {
        let composite = CompositeDisposable(CountingDisposable(), CountingDisposable())
        #expect(composite.count == 2)
        composite.dispose()
        let late = CountingDisposable()
        #expect(composite.insert(late) == nil)
        #expect(late.count == 1)
    }

    @Test func compositeKeepsOrderAcrossManyRemovals() throws {
        var order: [Int] = []
        let composite = CompositeDisposable()
        var keys: [CompositeDisposable.DisposeKey] = []
        for index in 0..<100 {
            keys.append(try #require(composite.insert(CountingDisposable { order.append(index) })))
        }
        for index in stride(from: 0, to: 100, by: 2) { composite.remove(for: keys[index]) }
        #expect(composite.count == 50)
        order.removeAll()
        composite.dispose()
        #expect(order == Array(stride(from: 1, to: 100, by: 2)))
    }

    // MARK: SerialDisposable

    @Test func serialDisposableDisposesThePreviousOnReplacement() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        serial.disposable = first
        #expect(first.count == 0)
        serial.disposable = second
        #expect(first.count == 1)
        #expect(second.count == 0)
        #expect((serial.disposable as? CountingDisposable) === second)
        serial.dispose()
        #expect(serial.isDisposed)
        #expect(second.count == 1)
        let late = CountingDisposable()
        serial.disposable = late
        #expect(late.count == 1)
        serial.dispose()
        #expect(first.count == 1 && second.count == 1 && late.count == 1)
    }

    // MARK: SingleAssignmentDisposable

    @Test func singleAssignmentDisposesItsDisposableWhenDisposed() {
        let holder = SingleAssignmentDisposable()
        let held = CountingDisposable()
        holder.setDisposable(held)
        #expect(!holder.isDisposed)
        #expect(held.count == 0)
        holder.dispose()
        holder.dispose()
        #expect(holder.isDisposed)
        #expect(held.count == 1)
    }

    @Test func singleAssignmentDisposedEarlyDisposesOnArrival() {
        let holder = SingleAssignmentDisposable()
        holder.dispose()
        let late = CountingDisposable()
        holder.setDisposable(late)
        #expect(late.count == 1)
    }

    @Test func singleAssignmentRejectsASecondAssignment() {
        let holder = SingleAssignmentDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        holder.setDisposable(first)
        holder.setDisposable(second)
        // RxSwift traps here; we dispose the intruder and keep the first.
        #expect(second.count == 1)
        #expect(first.count == 0)
        holder.dispose()
        #expect(first.count == 1)
    }
}
