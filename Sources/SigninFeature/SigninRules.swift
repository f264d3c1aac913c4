/// The sign-in form's rules and messages, as the sign-in article states them.
public enum SigninRules {
    /// Shown under the email field when the email is not valid.
    public static let emailNotValidMessage = "Entered email is not valid."

    /// Shown under the password field when the password is not valid.
    public static let passwordNotValidMessage = "Password has to be from 6 to 20 characters long."

    /// The sign-in article's pattern, matched against the whole string: ``isValidEmail(_:)`` implements it.
    public static let emailPattern = #"[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}"#

    /// The accepted password lengths, in characters (grapheme clusters, as `String.count`).
    public static let passwordLengths = 6...20

    /// Whether the whole of `email` matches ``emailPattern``.
    ///
    /// A single left-to-right pass over the UTF-8 bytes, so any input, a megabyte included, is
    /// judged in linear time (a backtracking regex engine is not). It accepts exactly the strings
    /// the pattern accepts, because the pattern leaves no choice: neither side of the `@` may
    /// contain one, so there is exactly one `@`; and the top-level domain is letters only, so it
    /// is what follows the last dot.
    public static func isValidEmail(_ email: String) -> Bool {
        var atCount = 0
        var localLength = 0
        var domainLength = 0
        var topLevelLength = 0
        var sawDotAfterAt = false
        var topLevelIsLetters = true
        for byte in email.utf8 {
            if byte == UInt8(ascii: "@") {
                atCount += 1
                if atCount > 1 { return false }
                continue
            }
            if atCount == 0 {
                guard isLocalByte(byte) else { return false }
                localLength += 1
                continue
            }
            if byte == UInt8(ascii: ".") {
                // Everything before this dot joins the domain; a new top-level domain starts.
                domainLength += topLevelLength + (sawDotAfterAt ? 1 : 0)
                sawDotAfterAt = true
                topLevelLength = 0
                topLevelIsLetters = true
                continue
            }
            guard isDomainByte(byte) else { return false }
            if sawDotAfterAt {
                topLevelLength += 1
                if !isLetter(byte) { topLevelIsLetters = false }
            } else {
                domainLength += 1
            }
        }
        return atCount == 1 && localLength > 0 && sawDotAfterAt && domainLength > 0
            && topLevelIsLetters && (2...64).contains(topLevelLength)
    }

    /// The status of an email field holding `email`.
    public static func emailStatus(_ email: String) -> TextFieldStatus {
        isValidEmail(email) ? .valid : .notValid
    }

    /// The status of a password field holding `password`.
    public static func passwordStatus(_ password: String) -> TextFieldStatus {
        passwordLengths.contains(password.count) ? .valid : .notValid
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLocalByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
    }
}
