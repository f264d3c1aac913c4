import TalkPatterns
import Testing
import TestScheduler

/// The talk's sign-up rules on their own: each rule, its boundaries and the inputs a user can
/// paste into a field.
@Suite struct TalkSignupRulesTests {
    /// One character of each kind the character rule rejects.
    static let disallowed: [String] = [" ", "é", "e\u{301}", "😀", "👨‍👩‍👧‍👦", "~", "/", "\u{0}", "\t", "\r\n", "Ａ", "٣"]

    @Test func theMessagesAndTheSymbolSetAreTheDocumentedOnes() {
        #expect(TalkSignupRules.passwordSymbols == "!@#$%^&*.-_")
        #expect(TalkSignupRules.passwordLengths == 4...12)
        #expect(TalkSignupRules.emailMessage == "Email has to look like name@example.com.")
        #expect(TalkSignupRules.passwordLengthMessage == "Password has to be from 4 to 12 characters long.")
        #expect(TalkSignupRules.passwordCharactersMessage
            == "Password can contain only letters A-Z and a-z, digits 0-9 and these symbols: !@#$%^&*.-_")
    }

    @Test(arguments: [(0, false), (3, false), (4, true), (12, true), (13, false), (1 << 20, false)])
    func passwordLengthIsFourToTwelveCharacters(length: Int, valid: Bool) {
        let password = String(repeating: "p", count: length)
        #expect(TalkSignupRules.hasValidPasswordLength(password) == valid)
        #expect(TalkSignupRules.checkPassword(password)
            == TalkPasswordCheck(hasValidLength: valid, hasOnlyAllowedCharacters: true))
    }

    @Test func lengthCountsCharactersNotBytesOrScalars() {
        // "e\u{301}" is one character of two scalars and three bytes, like the composed "é".
        #expect(Character("e\u{301}") == Character("é"))
        #expect(TalkSignupRules.hasValidPasswordLength(String(repeating: "e\u{301}", count: 4)))
        #expect(TalkSignupRules.hasValidPasswordLength(String(repeating: "e\u{301}", count: 12)))
        #expect(!TalkSignupRules.hasValidPasswordLength(String(repeating: "e\u{301}", count: 3)))
        #expect(!TalkSignupRules.hasValidPasswordLength(String(repeating: "e\u{301}", count: 13)))
        // A family emoji is one character of seven scalars and 25 bytes.
        #expect(TalkSignupRules.hasValidPasswordLength(String(repeating: "👨‍👩‍👧‍👦", count: 12)))
        #expect(!TalkSignupRules.hasValidPasswordLength(String(repeating: "👨‍👩‍👧‍👦", count: 13)))
        #expect(TalkSignupRules.hasValidPasswordLength("\u{0}\u{0}\u{0}\u{0}"))
        // Combining marks with nothing to combine with make one character together.
        #expect(!TalkSignupRules.hasValidPasswordLength(String(repeating: "\u{301}", count: 8)))
    }

    @Test func everyAllowedCharacterIsAllowedAndNoOtherASCIICharacterIs() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let allowed = Set(letters + "0123456789" + "!@#$%^&*.-_")
        for scalar in (0...127).compactMap(Unicode.Scalar.init) {
            let character = Character(scalar)
            #expect(TalkSignupRules.isAllowedPasswordCharacter(character) == allowed.contains(character),
                    "\(character.debugDescription)")
        }
        #expect(allowed.count == 73)
    }

    @Test(arguments: TalkSignupRulesTests.disallowed)
    func aDisallowedCharacterFailsTheCharacterRuleAtTheStartInTheMiddleAndAtTheEnd(character: String) {
        #expect(!TalkSignupRules.isAllowedPasswordCharacter(Character(character)))
        for password in [character + "abcd", "ab" + character + "cd", "abcd" + character] {
            #expect(password.count == 5)
            #expect(TalkSignupRules.checkPassword(password)
                == TalkPasswordCheck(hasValidLength: true, hasOnlyAllowedCharacters: false), "\(password.debugDescription)")
        }
    }

    @Test func bothRulesFailAtOnce() {
        let both = TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: false)
        #expect(TalkSignupRules.checkPassword("é") == both)
        #expect(TalkSignupRules.checkPassword("abc def ghi jkl") == both)
        #expect(TalkSignupRules.checkPassword("~~~") == both)
        #expect(TalkSignupRules.checkPassword(String(repeating: "😀", count: 13)) == both)
        #expect(!both.isValid)
        #expect(!TalkPasswordCheck(hasValidLength: true, hasOnlyAllowedCharacters: false).isValid)
        #expect(!TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: true).isValid)
        #expect(TalkPasswordCheck(hasValidLength: true, hasOnlyAllowedCharacters: true).isValid)
    }

    @Test func theEmptyPasswordFailsOnlyTheLengthRule() {
        #expect(TalkSignupRules.checkPassword("") == TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: true))
    }

    @Test func megabytePasswordsAreJudgedCorrectly() {
        let megabyte = String(repeating: "a", count: 1 << 20)
        #expect(TalkSignupRules.checkPassword(megabyte) == TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: true))
        // The one bad character is the last of a megabyte: the character rule reads to the end.
        #expect(TalkSignupRules.checkPassword(megabyte + "é")
            == TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: false))
        #expect(TalkSignupRules.checkPassword(String(repeating: "\u{0}", count: 1 << 20))
            == TalkPasswordCheck(hasValidLength: false, hasOnlyAllowedCharacters: false))
    }

    /// The character rule reads bytes; it must give the answer the per-character definition gives.
    @Test func theByteScanAgreesWithThePerCharacterRuleOnRandomInput() {
        var random = SplitMix64(seed: 0x7A1C)
        let pieces = ["a", "Z", "0", "9", "!", "_", ".", "~", " ", "\r", "\n", "\r\n", "\u{0}", "é", "e", "\u{301}", "😀", "\u{200D}"]
        var allowedSeen = 0
        for _ in 0..<20_000 {
            let password = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let expected = password.allSatisfy(TalkSignupRules.isAllowedPasswordCharacter)
            #expect(TalkSignupRules.hasOnlyAllowedPasswordCharacters(password) == expected, "\(password.debugDescription)")
            if expected { allowedSeen += 1 }
        }
        // The generator must reach both answers, or the comparison proves little.
        #expect(allowedSeen > 1_000)
    }
}
