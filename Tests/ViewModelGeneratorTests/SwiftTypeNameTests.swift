import Testing
import ViewModelGenerator

/// Types are checked against Swift's type grammar and respelled; a bad one names its column.
@Suite struct SwiftTypeNameTests {
    @Test(arguments: [
        ("String", "String"),
        ("[String:Int]", "[String: Int]"),
        ("[[Int]]", "[[Int]]"),
        ("Int?", "Int?"),
        ("Result< User ,any Error >?", "Result<User, any Error>?"),
        ("Foundation.Date", "Foundation.Date"),
        ("(Int,label: String)", "(Int, label: String)"),
        ("()", "()"),
        ("Dictionary<String, [Item]>.Index", "Dictionary<String, [Item]>.Index"),
    ])
    func validTypesAreRespelled(text: String, spelled: String) throws {
        #expect(try SwiftTypeName(parsing: text).description == spelled)
    }

    @Test(arguments: [
        ("Int>", "unexpected '>' at column 4"),
        ("[String", "expected ']' before the end at column 8"),
        ("Array<", "expected a type before the end at column 7"),
        ("(Int) -> Void", "function types are not allowed"),
        ("Int!", "implicitly unwrapped optionals are not allowed"),
        ("Foo Bar", "unexpected 'B' at column 5"),
        ("", "expected a type before the end at column 1"),
        ("class", "`class` is a Swift keyword at column 1"),
        ("Int;", "unexpected ';' at column 4"),
    ])
    func invalidTypesAreRefusedWithTheColumn(text: String, problem: String) {
        #expect {
            try SwiftTypeName(parsing: text)
        } throws: { error in
            let message = (error as? GeneratorError)?.description ?? ""
            return message.hasPrefix("type `\(text)` does not parse: \(problem)")
        }
    }

    @Test func theCaretPointsAtTheProblem() {
        #expect(throws: GeneratorError("type `[Int` does not parse: expected ']' before the end at column 5\n  [Int\n      ^")) {
            try SwiftTypeName(parsing: "[Int")
        }
    }

    @Test func equatabilityIsKnownForLiteralTypesAndTheirOptionalsAndArrays() throws {
        for type in ["String", "Int", "Bool", "Double", "String?", "[String]", "[Int?]?", "[[Bool]]", "Array<Int>", "Optional<String>"] {
            #expect(try SwiftTypeName(parsing: type).isKnownEquatable, "\(type)")
        }
        for type in ["User", "User?", "[User]", "[String: Int]", "(Int, Int)", "Set<Int>", "any Error"] {
            #expect(try !SwiftTypeName(parsing: type).isKnownEquatable, "\(type)")
        }
    }

    @Test func samplesAreKnownOnlyForLiteralTypes() throws {
        #expect(try SwiftTypeName(parsing: "String").sample == .string)
        #expect(try SwiftTypeName(parsing: "Bool").sample == .literals("true", "false"))
        #expect(try SwiftTypeName(parsing: "Int").sample == .literals("1", "2"))
        #expect(try SwiftTypeName(parsing: "User").sample == .unknown)
        #expect(try SwiftTypeName(parsing: "String?").sample == .unknown)
    }
}
