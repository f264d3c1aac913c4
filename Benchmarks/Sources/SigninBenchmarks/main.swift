// The sign-in rules on hostile input, in release: a megabyte of email or password must be judged
// in well under a second (the rule is checked in one pass, so it is linear in the input).
// Prints milliseconds per check and exits 1 if any case takes 50 ms or more.
import Dispatch
import Foundation
import SigninFeature

let megabyte = 1 << 20
let cases: [(name: String, run: () -> Bool)] = [
    ("valid email, 1 MB local part", { SigninRules.isValidEmail(String(repeating: "a", count: megabyte) + "@b.de") }),
    ("invalid email, 1 MB of letters", { SigninRules.isValidEmail(String(repeating: "a", count: megabyte)) }),
    (
        "invalid email, 1 MB of dots after @",
        { SigninRules.isValidEmail("a@" + String(repeating: ".", count: megabyte)) }
    ),
    ("invalid email, 1 MB of 'a@' pairs", { SigninRules.isValidEmail(String(repeating: "a@", count: megabyte / 2)) }),
    ("email of 1 MB of emoji", { SigninRules.isValidEmail(String(repeating: "😀", count: megabyte / 4) + "@b.de") }),
    ("password, 1 MB", { SigninRules.passwordStatus(String(repeating: "p", count: megabyte)) == .valid }),
]

var failed = false
for (name, run) in cases {
    var best = UInt64.max
    var answer = false
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        answer = run()
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    let milliseconds = Double(best) / 1_000_000
    let verdict = milliseconds < 50 ? "ok" : "TOO SLOW"
    if milliseconds >= 50 { failed = true }
    print("\(name): \((milliseconds * 100).rounded() / 100) ms (answer \(answer)) \(verdict)")
}
if failed {
    print("a check took 50 ms or more")
    exitCode(1)
}

func exitCode(_ code: Int32) -> Never {
    fflush(nil)
    exit(code)
}
