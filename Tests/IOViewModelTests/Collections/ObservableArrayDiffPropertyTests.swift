import IOViewModel
import Testing
import TestScheduler

extension CollectionsTests {
    /// Randomised proof of `replace(with:)`: for random pairs of old and new contents (duplicates,
    /// empty sides, full replacements, pure permutations, equal contents), the one emitted change
    /// takes the old contents to the new ones, passes the changeset's own validation, is as small
    /// as the standard library's diff, and a subscriber applying every event stays in sync.
    @Suite struct ObservableArrayDiffPropertyTests {
        /// The kinds of pairs, each drawn as often as the others.
        enum PairKind: CaseIterable {
            case edited, unrelated, permutation, fullReplacement, emptied, equal
        }

        /// New contents for `old`, of the given kind; values come from a small alphabet so that
        /// duplicates are common, except in a full replacement, whose values are all new.
        static func newContents(for old: [Int], kind: PairKind, using random: inout SplitMix64) -> [Int] {
            func randomArray() -> [Int] {
                (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<8, using: &random) }
            }
            switch kind {
            case .edited:
                var new = old
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let roll = new.isEmpty ? 0 : Int.random(in: 0..<3, using: &random)
                    switch roll {
                    case 0: new.insert(Int.random(in: 0..<8, using: &random), at: Int.random(in: 0...new.count, using: &random))
                    case 1: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                    default:
                        let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                        new.insert(item, at: Int.random(in: 0...new.count, using: &random))
                    }
                }
                return new
            case .unrelated: return randomArray()
            case .permutation: return old.shuffled(using: &random)
            case .fullReplacement: return (0..<Int.random(in: 0...12, using: &random)).map { 100 + $0 }
            case .emptied: return Bool.random(using: &random) ? [] : randomArray()
            case .equal: return old
            }
        }

        /// 1,000 sequences of 5 replacements each: 5,000 pairs.
        @Test func replacingEmitsOneChangeThatReproducesTheNewContents() {
            let tracker = ResourceTracker()
            var checkedChanges = 0
            var withMoves = 0
            var equalPairs = 0
            tracker.track {
                for seed in 0..<1_000 {
                    guard let checked = runSequence(seed: UInt64(2_000_000 + seed)) else { return }
                    checkedChanges += checked.changes
                    withMoves += checked.withMoves
                    equalPairs += checked.equal
                }
            }
            #expect(tracker.live == 0)
            #expect(checkedChanges + equalPairs == 5_000)
            // The pairs must exercise moves and the empty case, or the test proves less than it says.
            #expect(withMoves > 500)
            #expect(equalPairs > 500)
        }

        private func runSequence(seed: UInt64) -> (changes: Int, withMoves: Int, equal: Int)? {
            var random = SplitMix64(seed: seed)
            var model = Bool.random(using: &random)
                ? [] : (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0..<8, using: &random) }
            let array = ObservableArray(model)
            let recorder = EventLog<ObservableArrayEvent<Int>>()
            let subscription = array.subscribe(recorder)
            defer { subscription.dispose() }
            var copy = recorder.takeElements().first?.apply(to: []) ?? [-1]
            var counts = (changes: 0, withMoves: 0, equal: 0)
            for step in 0..<5 {
                let old = model
                model = Self.newContents(for: old, kind: PairKind.allCases.randomElement(using: &random)!, using: &random)
                array.replace(with: model)
                let events = recorder.takeElements()
                func context() -> String { "seed \(seed), step \(step), from \(old) to \(model)" }
                if old == model {
                    guard events.isEmpty, array.items == old else {
                        Issue.record("equal contents emitted \(events.map(\.kind)): \(context())")
                        return nil
                    }
                    counts.equal += 1
                    continue
                }
                guard events.count == 1, let event = events.first, let change = event.changeset else {
                    Issue.record("expected one .changed event, got \(events.map(\.kind)): \(context())")
                    return nil
                }
                copy = event.apply(to: copy)
                guard change.apply(to: old) == model, copy == model, event.items == model, array.items == model else {
                    Issue.record("\(change) applied to \(old) gives \(change.apply(to: old)): \(context())")
                    return nil
                }
                // The public initializer re-checks every rule (it stops the program if one is broken).
                guard ArrayChangeset(
                    oldCount: change.oldCount, deletions: change.deletions, insertions: change.insertions,
                    updates: change.updates, moves: change.moves
                ) == change, change.updates.isEmpty else {
                    Issue.record("\(change) is not canonical or has updates: \(context())")
                    return nil
                }
                // As small as the standard library's diff, with its moves.
                let difference = model.difference(from: old).inferringMoves()
                let expectedMoves = difference.compactMap { change -> ArrayChangeset<Int>.Move? in
                    guard case .remove(let offset, _, let partner?) = change else { return nil }
                    return ArrayChangeset<Int>.Move(from: offset, to: partner)
                }
                guard change.deletions.count + change.insertions.count + 2 * change.moves.count == difference.count,
                    Set(change.moves) == Set(expectedMoves)
                else {
                    Issue.record("\(change) is not the standard library's \(Array(difference)): \(context())")
                    return nil
                }
                guard change.inverted().apply(to: model) == old else {
                    Issue.record("the inverse of \(change) does not restore \(old): \(context())")
                    return nil
                }
                counts.changes += 1
                if !change.moves.isEmpty { counts.withMoves += 1 }
            }
            return counts
        }

        typealias Sections = [ArraySection<Int, Int>]

        /// New sections for `old`: sections inserted, removed, moved, renamed (a new model), their
        /// rows edited as in the flat test, or all new; models and rows repeat.
        static func newSections(for old: Sections, using random: inout SplitMix64) -> Sections {
            func randomSection() -> ArraySection<Int, Int> {
                ArraySection(Int.random(in: 0..<6, using: &random),
                             rows: (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0..<8, using: &random) })
            }
            let roll = Int.random(in: 0..<10, using: &random)
            if roll == 0 { return (0..<Int.random(in: 0...5, using: &random)).map { _ in randomSection() } }
            if roll == 1 { return old }
            var new = old
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let edit = new.isEmpty ? 0 : Int.random(in: 0..<5, using: &random)
                switch edit {
                case 0: new.insert(randomSection(), at: Int.random(in: 0...new.count, using: &random))
                case 1: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                case 2:
                    let section = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                    new.insert(section, at: Int.random(in: 0...new.count, using: &random))
                case 3: new[Int.random(in: 0..<new.count, using: &random)].model = Int.random(in: 0..<6, using: &random)
                default:
                    let section = Int.random(in: 0..<new.count, using: &random)
                    let kind = PairKind.allCases.randomElement(using: &random)!
                    new[section].rows = newContents(for: new[section].rows, kind: kind, using: &random)
                }
            }
            return new
        }

        /// 1,000 sequences of 5 replacements each: 5,000 pairs.
        @Test func replacingSectionsEmitsOneChangeThatReproducesTheNewSections() {
            let tracker = ResourceTracker()
            var checkedChanges = 0
            var withRowChanges = 0
            var equalPairs = 0
            tracker.track {
                for seed in 0..<1_000 {
                    guard let checked = runSectionSequence(seed: UInt64(3_000_000 + seed)) else { return }
                    checkedChanges += checked.changes
                    withRowChanges += checked.withRowChanges
                    equalPairs += checked.equal
                }
            }
            #expect(tracker.live == 0)
            #expect(checkedChanges + equalPairs == 5_000)
            #expect(withRowChanges > 1_000)
            #expect(equalPairs > 200)
        }

        private func runSectionSequence(seed: UInt64) -> (changes: Int, withRowChanges: Int, equal: Int)? {
            var random = SplitMix64(seed: seed)
            var model = Self.newSections(for: [], using: &random)
            let array = ObservableSectionedArray(model)
            let recorder = EventLog<ObservableSectionedArrayEvent<Int, Int>>()
            let subscription = array.subscribe(recorder)
            defer { subscription.dispose() }
            var copy = recorder.takeElements().first?.apply(to: []) ?? []
            var counts = (changes: 0, withRowChanges: 0, equal: 0)
            for step in 0..<5 {
                let old = model
                model = Self.newSections(for: old, using: &random)
                array.replace(with: model)
                let events = recorder.takeElements()
                func context() -> String {
                    "seed \(seed), step \(step), from \(old.map { "\($0.model)\($0.rows)" }) to \(model.map { "\($0.model)\($0.rows)" })"
                }
                if old == model {
                    guard events.isEmpty, array.sections == old else {
                        Issue.record("equal sections emitted \(events.map(\.kind)): \(context())")
                        return nil
                    }
                    counts.equal += 1
                    continue
                }
                guard events.count == 1, let event = events.first, let change = event.changeset else {
                    Issue.record("expected one .changed event, got \(events.map(\.kind)): \(context())")
                    return nil
                }
                copy = event.apply(to: copy)
                guard change.apply(to: old) == model, copy == model, event.sections == model, array.sections == model else {
                    Issue.record("\(change) does not reproduce the new sections: \(context())")
                    return nil
                }
                let sections = change.sections
                guard ArrayChangeset(
                    oldCount: sections.oldCount, deletions: sections.deletions, insertions: sections.insertions,
                    updates: sections.updates, moves: sections.moves
                ) == sections, sections.updates.isEmpty else {
                    Issue.record("the section changes \(sections) are not canonical or have updates: \(context())")
                    return nil
                }
                guard change.inverted().apply(to: model) == old else {
                    Issue.record("the inverse of \(change) does not restore the sections: \(context())")
                    return nil
                }
                for rows in change.rows {
                    let stayed = !sections.deletions.contains { $0.index == rows.oldSection }
                        && old[rows.oldSection].model == model[rows.newSection].model
                    guard stayed,
                        ArrayChangeset(
                            oldCount: rows.changes.oldCount, deletions: rows.changes.deletions,
                            insertions: rows.changes.insertions, updates: rows.changes.updates, moves: rows.changes.moves
                        ) == rows.changes,
                        rows.changes.apply(to: old[rows.oldSection].rows) == model[rows.newSection].rows
                    else {
                        Issue.record("row changes of section \(rows.oldSection)→\(rows.newSection) are misplaced: \(context())")
                        return nil
                    }
                }
                counts.changes += 1
                if !change.rows.isEmpty { counts.withRowChanges += 1 }
            }
            return counts
        }
    }
}
