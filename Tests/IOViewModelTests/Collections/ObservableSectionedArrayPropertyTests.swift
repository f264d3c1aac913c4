import IOViewModel
import Testing
import TestScheduler

extension CollectionsTests {
    /// Randomised proof for sections of rows: applying each emitted change to the previous sections
    /// yields the new ones, whatever mix of section and row edits a batch makes.
    @Suite struct ObservableSectionedArrayPropertyTests {
        typealias Sections = [ArraySection<Int, Int>]

        enum Edit: CustomStringConvertible {
            case insertSection(ArraySection<Int, Int>, at: Int)
            case removeSection(Int)
            case replaceSection(Int, with: ArraySection<Int, Int>)
            case moveSection(from: Int, to: Int)
            case insertRow(Int, at: RowIndexPath)
            case removeRow(RowIndexPath)
            case replaceRow(RowIndexPath, with: Int)
            case moveRow(from: RowIndexPath, to: RowIndexPath)

            var description: String {
                switch self {
                case .insertSection(let section, let index): "insert section \(section.model)\(section.rows) at \(index)"
                case .removeSection(let index): "remove section \(index)"
                case .replaceSection(let index, let section): "replace section \(index) with \(section.model)\(section.rows)"
                case .moveSection(let from, let to): "move section \(from) to \(to)"
                case .insertRow(let row, let path): "insert row \(row) at \(path)"
                case .removeRow(let path): "remove row \(path)"
                case .replaceRow(let path, let row): "replace row \(path) with \(row)"
                case .moveRow(let from, let to): "move row \(from) to \(to)"
                }
            }

            func perform(on sections: inout Sections) {
                switch self {
                case .insertSection(let section, let index): sections.insert(section, at: index)
                case .removeSection(let index): sections.remove(at: index)
                case .replaceSection(let index, let section): sections[index] = section
                case .moveSection(let from, let to): sections.insert(sections.remove(at: from), at: to)
                case .insertRow(let row, let path): sections[path.section].rows.insert(row, at: path.row)
                case .removeRow(let path): sections[path.section].rows.remove(at: path.row)
                case .replaceRow(let path, let row): sections[path.section].rows[path.row] = row
                case .moveRow(let from, let to):
                    let row = sections[from.section].rows.remove(at: from.row)
                    sections[to.section].rows.insert(row, at: to.row)
                }
            }

            func perform(on batch: inout ObservableSectionedArray<Int, Int>.Batch) {
                switch self {
                case .insertSection(let section, let index): batch.insertSection(section, at: index)
                case .removeSection(let index): batch.removeSection(at: index)
                case .replaceSection(let index, let section): batch.replaceSection(at: index, with: section)
                case .moveSection(let from, let to): batch.moveSection(from: from, to: to)
                case .insertRow(let row, let path): batch.insertRow(row, at: path)
                case .removeRow(let path): batch.removeRow(at: path)
                case .replaceRow(let path, let row): batch[path] = row
                case .moveRow(let from, let to): batch.moveRow(from: from, to: to)
                }
            }

            func perform(on array: ObservableSectionedArray<Int, Int>) {
                switch self {
                case .insertSection(let section, let index): array.insertSection(section, at: index)
                case .removeSection(let index): array.removeSection(at: index)
                case .replaceSection(let index, let section): array.replaceSection(at: index, with: section)
                case .moveSection(let from, let to): array.moveSection(from: from, to: to)
                case .insertRow(let row, let path): array.insertRow(row, at: path)
                case .removeRow(let path): array.removeRow(at: path)
                case .replaceRow(let path, let row): array.replaceRow(at: path, with: row)
                case .moveRow(let from, let to): array.moveRow(from: from, to: to)
                }
            }

            static func random(for sections: Sections, nextValue: inout Int, using random: inout SplitMix64) -> Edit {
                func fresh() -> Int {
                    nextValue += 1
                    return nextValue
                }
                func freshSection() -> ArraySection<Int, Int> {
                    ArraySection(fresh(), rows: (0..<Int.random(in: 0...3, using: &random)).map { _ in fresh() })
                }
                let count = sections.count
                let rowPaths = sections.indices.flatMap { section in
                    sections[section].rows.indices.map { RowIndexPath(row: $0, section: section) }
                }
                while true {
                    switch Int.random(in: 0..<100, using: &random) {
                    case 0..<12:
                        return .insertSection(freshSection(), at: Int.random(in: 0...count, using: &random))
                    case 12..<20 where count > 0:
                        return .removeSection(Int.random(in: 0..<count, using: &random))
                    case 20..<26 where count > 0:
                        return .replaceSection(Int.random(in: 0..<count, using: &random), with: freshSection())
                    case 26..<36 where count > 0:
                        return .moveSection(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
                    case 36..<58 where count > 0:
                        let section = Int.random(in: 0..<count, using: &random)
                        let row = Int.random(in: 0...sections[section].rows.count, using: &random)
                        return .insertRow(fresh(), at: RowIndexPath(row: row, section: section))
                    case 58..<72 where !rowPaths.isEmpty:
                        return .removeRow(rowPaths.randomElement(using: &random)!)
                    case 72..<84 where !rowPaths.isEmpty:
                        return .replaceRow(rowPaths.randomElement(using: &random)!, with: fresh())
                    case 84..<100 where !rowPaths.isEmpty:
                        let source = rowPaths.randomElement(using: &random)!
                        let section = Int.random(in: 0..<count, using: &random)
                        // The destination is a path in the array after the move.
                        let rowsAfterRemoval = sections[section].rows.count - (section == source.section ? 1 : 0)
                        let row = Int.random(in: 0...rowsAfterRemoval, using: &random)
                        return .moveRow(from: source, to: RowIndexPath(row: row, section: section))
                    default:
                        continue
                    }
                }
            }
        }

        @Test(arguments: 0..<2)
        func applyingEachChangeReproducesTheSections(shard: Int) {
            let sequencesPerShard = 1_000
            let tracker = ResourceTracker()
            var checkedChanges = 0
            var checkedRowChanges = 0
            tracker.track {
                for sequence in 0..<sequencesPerShard {
                    guard let checked = runSequence(seed: UInt64(1_000_000 + shard * sequencesPerShard + sequence)) else { return }
                    checkedChanges += checked.changes
                    checkedRowChanges += checked.withRowChanges
                }
            }
            #expect(tracker.live == 0)
            #expect(checkedChanges > sequencesPerShard * 8)
            // Batches must exercise row changes of sections that stay, not only section changes.
            #expect(checkedRowChanges > sequencesPerShard * 3)
        }

        private func runSequence(seed: UInt64) -> (changes: Int, withRowChanges: Int)? {
            var random = SplitMix64(seed: seed)
            var nextValue = 0
            var model: Sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                nextValue += 1
                let model = nextValue
                return ArraySection(model, rows: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    nextValue += 1
                    return nextValue
                })
            }
            let array = ObservableSectionedArray(model)
            let recorder = EventLog<ObservableSectionedArrayEvent<Int, Int>>()
            let subscription = array.subscribe(recorder)
            defer { subscription.dispose() }
            var copy = recorder.takeElements().first?.apply(to: []) ?? []
            var changes = 0
            var withRowChanges = 0
            for step in 0..<Int.random(in: 5...15, using: &random) {
                let before = model
                var history: [Edit] = []
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 3 {
                    model = [ArraySection(-step, rows: [step])]
                    array.replaceAll(with: model)
                } else if roll < 25 {
                    let edit = Edit.random(for: model, nextValue: &nextValue, using: &random)
                    history = [edit]
                    edit.perform(on: &model)
                    edit.perform(on: array)
                } else {
                    let size = Int.random(in: 1...10, using: &random)
                    array.performBatchUpdates { batch in
                        for _ in 0..<size {
                            let edit = Edit.random(for: model, nextValue: &nextValue, using: &random)
                            history.append(edit)
                            edit.perform(on: &model)
                            edit.perform(on: &batch)
                        }
                    }
                }
                let events = recorder.takeElements()
                func context() -> String { "seed \(seed), step \(step), from \(before.map { "\($0.model)\($0.rows)" }) by \(history)" }
                guard events.count <= 1 else {
                    Issue.record("more than one event for one step: \(context())")
                    return nil
                }
                guard let event = events.first else {
                    guard model == before, array.sections == model else {
                        Issue.record("no event although the contents changed: \(context())")
                        return nil
                    }
                    continue
                }
                let applied = event.apply(to: copy)
                guard applied == model, event.sections == model else {
                    Issue.record("\(event.kind) applied gives \(applied.map { "\($0.model)\($0.rows)" }): \(context())")
                    return nil
                }
                if let change = event.changeset {
                    guard change.inverted().apply(to: model) == copy else {
                        Issue.record("the inverse of \(change) does not restore the sections: \(context())")
                        return nil
                    }
                    // Row changes may only concern sections that stayed, in the right place.
                    for rows in change.rows {
                        let stayed = !change.sections.deletions.contains { $0.index == rows.oldSection }
                            && !change.sections.updates.contains { $0.oldIndex == rows.oldSection }
                        guard stayed, model[rows.newSection].rows == rows.changes.apply(to: copy[rows.oldSection].rows) else {
                            Issue.record("row changes of section \(rows.oldSection)→\(rows.newSection) are misplaced: \(context())")
                            return nil
                        }
                    }
                    changes += 1
                    if !change.rows.isEmpty { withRowChanges += 1 }
                }
                copy = applied
            }
            return (changes, withRowChanges)
        }
    }
}
