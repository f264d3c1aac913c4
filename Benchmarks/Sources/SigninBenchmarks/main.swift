// The sign-in rules on hostile input, in release. Each rule is checked in one pass, so its cost
// must be linear in the input: every case runs at 64 KB and at 1 MB (16 times the input), in
// interleaved rounds, and the gate is the ratio of the two times. Linear work gives about 16x; a
// quadratic rule gives about 256x, far past the gate of 48x, on any machine and under any load.
// The time for a megabyte is printed beside it (the goal: well under 50 ms).
//
//     swift run -c release --package-path Benchmarks SigninBenchmarks

import BenchmarkSupport
import SigninFeature

let rounds = CommandLine.arguments.contains("--quick") ? 3 : 5
let megabyte = 1 << 20
let sizes = [megabyte / 16, megabyte]
let sizeRatio = Double(sizes[1]) / Double(sizes[0])

/// Each case builds its input at a given size (in bytes, roughly) and returns the rule's answer,
/// which must be the same at both sizes.
let cases: [(name: String, input: (Int) -> String, rule: (String) -> Bool)] = [
    ("valid email, long local part", { String(repeating: "a", count: $0) + "@b.de" }, SigninRules.isValidEmail),
    ("invalid email, only letters", { String(repeating: "a", count: $0) }, SigninRules.isValidEmail),
    ("invalid email, dots after @", { "a@" + String(repeating: ".", count: $0) }, SigninRules.isValidEmail),
    ("invalid email, 'a@' pairs", { String(repeating: "a@", count: $0 / 2) }, SigninRules.isValidEmail),
    ("email of emoji", { String(repeating: "😀", count: $0 / 4) + "@b.de" }, SigninRules.isValidEmail),
    ("password", { String(repeating: "p", count: $0) }, { SigninRules.passwordStatus($0) == .valid }),
]

print("Sign-in rules: 64 KB and 1 MB inputs, fastest of \(rounds) interleaved rounds, thread CPU time")
var gate = Gate()
for (name, input, rule) in cases {
    let inputs = sizes.map(input)
    var answers = [false, false]
    let timings = interleavedRounds(
        rounds,
        [
            { answers[0] = rule(inputs[0]) },
            { answers[1] = rule(inputs[1]) },
        ])
    let growth = timings[1].minimum / timings[0].minimum
    print("\(name) (answer \(answers[1])):")
    printRow("1 MB", timings[1].minimum / 1_000_000, "ms", decimals: 3)
    printRow("1 MB / 64 KB", growth, "x   (linear: about \(formattedRatio(sizeRatio)))")
    gate.require("\(name), 1 MB / 64 KB", ratio: growth, atMost: 3 * sizeRatio)
    gate.require(answers[0] == answers[1], "\(name): the same answer at both sizes")
}
gate.finish()
