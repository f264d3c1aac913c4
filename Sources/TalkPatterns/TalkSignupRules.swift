/// The talk's sign-up rules and their messages.
///
/// Each rule is a pure function of the field's text, so it can be tested alone, and judges any
/// text, a pasted megabyte included, in one pass at most.
///
/// Password lengths are counted in characters as a reader sees them (grapheme clusters, as
/// `String.count` does), not in bytes or Unicode scalars: `"e\u{301}"` (an `e` followed by a
/// combining acute accent) is one character, like `"é"`, and so is an emoji, however many scalars
/// it is made of. None of those is an allowed character, so a password containing one fails the
/// character rule whatever its length.
///
/// The email is judged by the package's one email rule, the sign-in article's pattern
/// (`SigninRules.isValidEmail(_:)` in `SigninFeature`); the message shown for it is the talk's.
public enum TalkSignupRules {
    /// The symbols a password may contain besides ASCII letters and digits. The character rule
    /// and its message both read this constant; it is the only place the set is written down.
    public static let passwordSymbols = "!@#$%^&*.-_"

    /// The accepted password lengths, in characters.
    public static let passwordLengths = 4...12

    /// Shown under the email field when the email is not valid.
    public static let emailMessage = "Email has to look like name@example.com."

    /// Shown under the password field when the password is too short or too long.
    public static let passwordLengthMessage =
        "Password has to be from \(passwordLengths.lowerBound) to \(passwordLengths.upperBound) characters long."

    /// Shown under the password field when the password contains a character that is not allowed.
    public static let passwordCharactersMessage =
        "Password can contain only letters A-Z and a-z, digits 0-9 and these symbols: \(passwordSymbols)"

    /// Whether `password` has an accepted length (``passwordLengths``), in characters.
    public static func hasValidPasswordLength(_ password: String) -> Bool {
        // Counting stops one character past the longest accepted length, so a pasted megabyte
        // costs no more than thirteen characters.
        passwordLengths.contains(password.prefix(passwordLengths.upperBound + 1).count)
    }

    /// Whether `character` may appear in a password: an ASCII letter, an ASCII digit, or one of
    /// ``passwordSymbols``. A space, a control character such as NUL, an accented letter (composed
    /// or with a combining mark) and an emoji may not.
    public static func isAllowedPasswordCharacter(_ character: Character) -> Bool {
        // `"\r\n"` is one character whose `asciiValue` is the newline's, which is not allowed.
        guard let byte = character.asciiValue else { return false }
        return isAllowedPasswordByte(byte)
    }

    /// Whether every character of `password` is allowed (``isAllowedPasswordCharacter(_:)``).
    /// The empty password passes: its length is the other rule's business.
    public static func hasOnlyAllowedPasswordCharacters(_ password: String) -> Bool {
        // Judged byte by byte, without finding character boundaries, and with the same answer:
        // every character outside ASCII has a byte above 0x7F, which is not allowed, and the one
        // character made of several ASCII bytes, "\r\n", is made of control characters.
        password.utf8.allSatisfy(isAllowedPasswordByte)
    }

    /// Both password rules' verdicts on `password`.
    public static func checkPassword(_ password: String) -> TalkPasswordCheck {
        TalkPasswordCheck(
            hasValidLength: hasValidPasswordLength(password),
            hasOnlyAllowedCharacters: hasOnlyAllowedPasswordCharacters(password)
        )
    }

    private static func isAllowedPasswordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || passwordSymbols.utf8.contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
