import IOViewModel
import Testing
import TestScheduler

extension CollectionsTests {
    /// Randomised proof of the central promise: applying each emitted change to a copy of the
    /// previous contents yields the new contents, whatever the edits.
    @Suite struct ObservableArrayPropertyTests {
        /// One edit, performed identically on a plain array (the model) and inside a batch.
        enum Edit: CustomStringConvertible {
            case insert([Int], at: Int)
            case remove(Range<Int>)
            case replace(at: Int, with: Int)
            case move(from: Int, to: Int)
            case swap(Int, Int)

            var description: String {
                switch self {
                case .insert(let items, let index): "insert \(items) at \(index)"
                case .remove(let range): "remove \(range)"
                case .replace(let index, let value): "replace \(index) with \(value)"
                case .move(let from, let to): "move \(from) to \(to)"
                case .swap(let i, let j): "swap \(i) \(j)"
                }
            }

            func perform(on array: inout [Int]) {
                switch self {
                case .insert(let items, let index): array.insert(contentsOf: items, at: index)
                case .remove(let range): array.removeSubrange(range)
                case .replace(let index, let value): array[index] = value
                case .move(let from, let to): array.insert(array.remove(at: from), at: to)
                case .swap(let i, let j): array.swapAt(i, j)
                }
            }

            func perform(on batch: inout ObservableArray<Int>.Batch) {
                switch self {
                case .insert(let items, let index):
                    if items.count == 1 { batch.insert(items[0], at: index) } else { batch.insert(contentsOf: items, at: index) }
                case .remove(let range):
                    if range.count == 1 { batch.remove(at: range.lowerBound) } else { batch.removeSubrange(range) }
                case .replace(let index, let value): batch[index] = value
                case .move(let from, let to): batch.move(from: from, to: to)
                case .swap(let i, let j): batch.swapAt(i, j)
                }
            }

            /// A random edit valid for an array of `count` items; new values come from `nextValue`.
            static func random(count: Int, nextValue: inout Int, using random: inout SplitMix64) -> Edit {
                func fresh() -> Int {
                    nextValue += 1
                    return nextValue
                }
                let roll = count == 0 ? 0 : Int.random(in: 0..<100, using: &random)
                switch roll {
                case 0..<30:
                    let length = Int.random(in: 0...100, using: &random) < 75 ? 1 : Int.random(in: 2...4, using: &random)
                    return .insert((0..<length).map { _ in fresh() }, at: Int.random(in: 0...count, using: &random))
                case 30..<55:
                    let start = Int.random(in: 0..<count, using: &random)
                    let length = Int.random(in: 0...100, using: &random) < 75 ? 1 : Int.random(in: 1...min(4, count - start), using: &random)
                    return .remove(start..<start + length)
                case 55..<75:
                    return .replace(at: Int.random(in: 0..<count, using: &random), with: fresh())
                case 75..<95:
                    return .move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
                default:
                    return .swap(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
                }
            }
        }

        @Test(arguments: 0..<4)
        func applyingEachChangeReproducesTheArray(shard: Int) {
            let sequencesPerShard = 1_000
            let tracker = ResourceTracker()
            var checkedChanges = 0
            tracker.track {
                for sequence in 0..<sequencesPerShard {
                    let seed = UInt64(shard * sequencesPerShard + sequence)
                    guard let checked = runSequence(seed: seed) else { return }
                    checkedChanges += checked
                }
            }
            #expect(tracker.live == 0)
            // The generator must actually produce changes, or the test proves nothing.
            #expect(checkedChanges > sequencesPerShard * 8)
        }

        /// Runs one random edit sequence; returns how many changes it checked, or `nil` after
        /// recording a failure.
        private func runSequence(seed: UInt64) -> Int? {
            var random = SplitMix64(seed: seed)
            var nextValue = 0
            var model = (0..<Int.random(in: 0...10, using: &random)).map { _ -> Int in
                nextValue += 1
                return nextValue
            }
            let array = ObservableArray(model)
            let recorder = EventLog<ObservableArrayEvent<Int>>()
            let subscription = array.subscribe(recorder)
            defer { subscription.dispose() }
            var copy = recorder.takeElements().first?.apply(to: []) ?? [-1]
            var checked = 0
            for step in 0..<Int.random(in: 5...15, using: &random) {
                var history: [Edit] = []
                let before = model
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 3 {
                    model = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                        nextValue += 1
                        return nextValue
                    }
                    array.replaceAll(with: model)
                } else if roll < 25 {
                    // A single edit through the array's own methods.
                    let edit = Edit.random(count: model.count, nextValue: &nextValue, using: &random)
                    history = [edit]
                    edit.perform(on: &model)
                    performDirectly(edit, on: array)
                } else {
                    let size = Int.random(in: 1...10, using: &random)
                    array.performBatchUpdates { batch in
                        for _ in 0..<size {
                            let edit = Edit.random(count: model.count, nextValue: &nextValue, using: &random)
                            history.append(edit)
                            edit.perform(on: &model)
                            edit.perform(on: &batch)
                        }
                    }
                }
                let events = recorder.takeElements()
                func context() -> String { "seed \(seed), step \(step), from \(before) by \(history)" }
                guard events.count <= 1 else {
                    Issue.record("more than one event for one step: \(context())")
                    return nil
                }
                if let event = events.first {
                    guard case .changed(let change) = event.kind else {
                        guard case .reset = event.kind, event.items == model else {
                            Issue.record("unexpected \(event.kind): \(context())")
                            return nil
                        }
                        copy = event.apply(to: copy)
                        continue
                    }
                    let applied = event.apply(to: copy)
                    guard applied == model, event.items == model else {
                        Issue.record("\(change) applied to \(copy) gives \(applied), expected \(model): \(context())")
                        return nil
                    }
                    guard change.inverted().apply(to: model) == copy else {
                        Issue.record("the inverse of \(change) does not restore \(copy): \(context())")
                        return nil
                    }
                    // The public initializer re-checks every rule (it stops the program if one is broken).
                    guard ArrayChangeset(
                        oldCount: change.oldCount, deletions: change.deletions, insertions: change.insertions,
                        updates: change.updates, moves: change.moves
                    ) == change else {
                        Issue.record("\(change) is not in canonical order: \(context())")
                        return nil
                    }
                    copy = applied
                    checked += 1
                } else {
                    guard model == before, array.items == model else {
                        Issue.record("no event although the contents changed: \(context())")
                        return nil
                    }
                }
            }
            return checked
        }

        private func performDirectly(_ edit: Edit, on array: ObservableArray<Int>) {
            switch edit {
            case .insert(let items, let index):
                if items.count == 1 { array.insert(items[0], at: index) } else { array.insert(contentsOf: items, at: index) }
            case .remove(let range):
                if range.count == 1 { array.remove(at: range.lowerBound) } else { array.removeSubrange(range) }
            case .replace(let index, let value): array[index] = value
            case .move(let from, let to): array.move(from: from, to: to)
            case .swap(let i, let j): array.performBatchUpdates { $0.swapAt(i, j) }
            }
        }
    }
}
