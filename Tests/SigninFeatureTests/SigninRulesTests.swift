import SigninFeature
import Testing
import TestScheduler

@Suite struct SigninRulesTests {
    @Test(arguments: [
        ("foo@bar.com", true),
        ("FOO.BAR+tag%x-y_z@Sub.Domain-1.COM", true),
        ("a@b.co", true),
        ("a@b.c", false),
        ("a@b." + String(repeating: "x", count: 64), true),
        ("a@b." + String(repeating: "x", count: 65), false),
        ("a@b.c.de", true),
        ("a@b..de", true),
        ("a@.de", false),
        ("@b.de", false),
        ("a@@b.de", false),
        ("a@b@c.de", false),
        ("a@bde", false),
        ("a@b.d3", false),
        ("a@b.de ", false),
        (" a@b.de", false),
        ("a b@c.de", false),
        ("a@b.de\n", false),
        ("a\u{0}@b.de", false),
        ("é@b.de", false),
        ("a@b.dé", false),
        ("a\u{301}@b.de", false),
        ("😀@b.de", false),
        ("", false),
    ])
    func emailMatchesTheArticlesPattern(email: String, valid: Bool) {
        #expect(SigninRules.isValidEmail(email) == valid)
        #expect(SigninRules.emailStatus(email) == (valid ? .valid : .notValid))
    }

    @Test func emailScannerAgreesWithTheRegexOnRandomInput() throws {
        let regex = try Regex(SigninRules.emailPattern)
        var random = SplitMix64(seed: 0x5EED)
        let pieces = ["a", "Z", "0", ".", "_", "%", "+", "-", "@", ".", "com", "de", " ", "é", "\u{301}", "😀", "\u{0}"]
        func pick(_ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        func letters(_ count: Int) -> String {
            String((0..<count).map { _ in Character(UnicodeScalar(UInt8(97 + random.next() % 26))) })
        }
        var validSeen = 0
        for round in 0..<20_000 {
            let candidate: String
            if round.isMultiple(of: 2) {
                // Shaped like an address, then often damaged: near misses are where bugs hide.
                let tld = letters([1, 2, 3, 64, 65][Int(random.next() % 5)])
                var shaped = "a" + pick(Int(random.next() % 3)) + "@b" + pick(Int(random.next() % 3)) + "." + tld
                if random.next() % 2 == 0 {
                    let offset = Int(random.next() % UInt64(shaped.count + 1))
                    shaped.insert(contentsOf: pick(1), at: shaped.index(shaped.startIndex, offsetBy: offset))
                }
                candidate = shaped
            } else {
                candidate = pick(Int(random.next() % 12))
            }
            let expected = candidate.wholeMatch(of: regex) != nil
            #expect(SigninRules.isValidEmail(candidate) == expected, "disagreement on \(candidate.debugDescription)")
            if expected { validSeen += 1 }
        }
        // The generator must reach both answers, or the comparison proves little.
        #expect(validSeen > 1_000)
    }

    @Test func megabyteEmailsAreJudgedCorrectly() {
        let megabyte = String(repeating: "a", count: 1 << 20)
        #expect(SigninRules.isValidEmail(megabyte + "@b.de"))
        #expect(!SigninRules.isValidEmail(megabyte))
        #expect(!SigninRules.isValidEmail("a@" + String(repeating: ".", count: 1 << 20)))
        #expect(!SigninRules.isValidEmail(String(repeating: "a@", count: 1 << 19)))
    }

    @Test(arguments: [(5, false), (6, true), (20, true), (21, false), (0, false)])
    func passwordLengthIsSixToTwentyCharacters(length: Int, valid: Bool) {
        let password = String(repeating: "p", count: length)
        #expect(SigninRules.passwordStatus(password) == (valid ? .valid : .notValid))
    }

    @Test func passwordCountsCharactersNotBytesOrScalars() {
        // Six family emoji: 6 characters, 25 bytes each, 7 scalars each.
        #expect(SigninRules.passwordStatus(String(repeating: "👨‍👩‍👧‍👦", count: 6)) == .valid)
        // Six letters with combining accents: 6 characters, 12 scalars.
        #expect(SigninRules.passwordStatus(String(repeating: "e\u{301}", count: 6)) == .valid)
        #expect(SigninRules.passwordStatus(String(repeating: "e\u{301}", count: 21)) == .notValid)
        #expect(SigninRules.passwordStatus("\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}") == .valid)
        #expect(SigninRules.passwordStatus("שלום עולם") == .valid)
        #expect(SigninRules.passwordStatus(String(repeating: "x", count: 1 << 20)) == .notValid)
    }

    @Test func borderColoursAreUIKitsLightGrayAndRed() {
        #expect(TextFieldStatus.valid.borderColor == RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1))
        #expect(TextFieldStatus.notValid.borderColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(TextFieldStatus.valid.borderColor.description == "rgba(0.667, 0.667, 0.667, 1.000)")
    }
}
