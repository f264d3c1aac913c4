// `ObservableArray.replace(with:)` on 10,000 items with 1% of them changed (deletions, insertions
// and moves), in release. The goal is a time per replacement (at most 20 ms), printed; the gate
// is by ratio, against the standard library's own diff of the same arrays
// (`difference(from:).inferringMoves()`), the floor `replace(with:)` is built on: the rest (the
// equality check, pairing moves, building the changeset, delivering the event under the lock)
// must stay a small part of the cost. Then a subscriber applies a changeset to its own copy, as a
// table's data source would, and must end in step with the array.
//
//     swift run -c release --package-path Benchmarks CollectionBenchmarks

import BenchmarkSupport
import IOViewModel

let quick = CommandLine.arguments.contains("--quick")
let rounds = quick ? 3 : 11
let replacementsPerRound = quick ? 4 : 20
let count = 10_000
let changed = count / 100

/// `old` with `changed` items touched: a third deleted, a third inserted (new values), a third
/// moved elsewhere.
func changing(_ old: [Int], using random: inout SplitMix64) -> [Int] {
    var new = old
    for _ in 0..<changed / 3 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
    for value in 0..<changed / 3 { new.insert(count + value, at: Int.random(in: 0...new.count, using: &random)) }
    for _ in 0..<(changed - 2 * (changed / 3)) {
        let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    return new
}

var random = SplitMix64(seed: 42)
let old = Array(0..<count)
let new = changing(old, using: &random)

let array = ObservableArray(old)
// The timed subscriber only counts, so that the figure is the replacement's cost; the applying
// subscriber below checks the changesets on a last round of its own.
var changesets = 0
let counting = array.subscribe(onNext: { event in
    if event.changeset != nil { changesets += 1 }
})

print(
    "replace(with:) on \(count) items, \(changed) changed, \(replacementsPerRound) replacements per round,"
        + " fastest of \(rounds) interleaved rounds, thread CPU time")
var floorMoves = 0
let timings = interleavedRounds(
    rounds,
    [
        {
            // Back and forth, so that every replacement is a 1% change.
            for index in 0..<replacementsPerRound { array.replace(with: index % 2 == 0 ? new : old) }
        },
        {
            for index in 0..<replacementsPerRound {
                let difference =
                    index % 2 == 0
                    ? new.difference(from: old).inferringMoves() : old.difference(from: new).inferringMoves()
                floorMoves = difference.count
                blackHole(difference)
            }
        },
    ])
counting.dispose()

var copy: [Int] = []
var changedItems = 0
let applying = array.subscribe(onNext: { event in
    copy = event.apply(to: copy)
    if let change = event.changeset {
        changedItems = change.deletions.count + change.insertions.count + change.moves.count
    }
})
array.replace(with: array.items == old ? new : old)
applying.dispose()

let perReplace = timings[0].minimum(per: replacementsPerRound) / 1_000_000
let perDiff = timings[1].minimum(per: replacementsPerRound) / 1_000_000
let ratio = timings[0].minimum / timings[1].minimum
printRow("replace(with:)", perReplace, "ms per replacement", decimals: 3)
printRow("difference(from:).inferringMoves()", perDiff, "ms per diff (the floor)", decimals: 3)
printRow("replace / floor", ratio, "x")
print("  goal: at most 20 ms per replacement: \(perReplace <= 20 ? "met" : "not met")")

// Not gated, for the documentation's advice: when everything changes, the diff is quadratic.
let wholesaleCount = quick ? 500 : 2_000
let wholesale = ObservableArray(Array(0..<wholesaleCount))
let wholesaleTime = interleavedRounds(1, [{ wholesale.replace(with: Array(wholesaleCount..<(2 * wholesaleCount))) }])
printRow("\(wholesaleCount) items, all replaced", wholesaleTime[0].minimum / 1_000_000, "ms (replaceAll(with:): O(1))")

var gate = Gate()
gate.require("replace(with:) / the standard library's diff", ratio: ratio, atMost: 4, goal: 1.5)
gate.require(copy == array.items, "the subscriber applying the changeset is in step with the array")
gate.require(changesets == rounds * replacementsPerRound, "one changeset per replacement")
gate.require(
    (changed...(2 * changed)).contains(changedItems),
    "a changeset touches about \(changed) items (the last touched \(changedItems); the floor's diff has \(floorMoves) changes)"
)
gate.finish()
