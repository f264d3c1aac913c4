import Testing
import ViewModelGenerator

/// The command line's lists become inputs and outputs, or a refusal that names what is wrong.
@Suite struct ViewModelSpecTests {
    @Test func theIssuesExampleParses() throws {
        let spec = try ViewModelSpec(
            name: "Login", inputs: "email:String,password:String,loginTapped",
            outputs: "isLoginEnabled:Bool,errorMessage:String")
        #expect(spec.typeName == "LoginViewModel")
        #expect(spec.inputs.map(\.name) == ["email", "password", "loginTapped"])
        #expect(spec.inputs.map { $0.type?.description } == ["String", "String", nil])
        #expect(spec.outputs.map { $0.type?.description } == ["Bool", "String"])
    }

    @Test func aViewModelSuffixIsNotDoubled() throws {
        let spec = try ViewModelSpec(name: "LoginViewModel", inputs: "", outputs: "done")
        #expect(spec.typeName == "LoginViewModel")
    }

    @Test func commasInsideGenericArgumentsDoNotSplit() throws {
        let spec = try ViewModelSpec(
            name: "Cart", inputs: "prices:[String: Int],pair:(Int, String)", outputs: "total:Result<Int, any Error>")
        #expect(spec.inputs.map { $0.type?.description } == ["[String: Int]", "(Int, String)"])
        #expect(spec.outputs.map { $0.type?.description } == ["Result<Int, any Error>"])
    }

    @Test(arguments: [
        ("2fa", "starts with a digit"),
        ("class", "is a Swift keyword"),
        ("e-mail", "contains '-'"),
        ("user name", "contains a space"),
    ])
    func badInputNamesAreRefusedWithTheReason(name: String, reason: String) {
        #expect {
            try ViewModelSpec(name: "Login", inputs: name + ":String", outputs: "ok:Bool")
        } throws: { error in
            let message = (error as? GeneratorError)?.description ?? ""
            return message.contains("input `\(name):String`") && message.contains(reason)
        }
    }

    @Test func aLowercaseScreenNameIsRefusedWithTheFix() {
        #expect(throws: GeneratorError("the view model name `login` should start with a capital letter, as Swift type names do: `Login`")) {
            try ViewModelSpec(name: "login", inputs: "", outputs: "ok:Bool")
        }
    }

    @Test func aNameUsedTwiceIsRefused() {
        #expect {
            try ViewModelSpec(name: "Login", inputs: "email:String", outputs: "email:Bool")
        } throws: { error in
            (error as? GeneratorError)?.description.contains("`email` is used twice") == true
        }
    }

    @Test func noOutputsIsRefused() {
        #expect {
            try ViewModelSpec(name: "Login", inputs: "email:String", outputs: "")
        } throws: { error in
            (error as? GeneratorError)?.description.hasPrefix("no outputs") == true
        }
    }

    @Test func anEmptyEntryIsRefused() {
        #expect {
            try ViewModelSpec(name: "Login", inputs: "email:String,,password:String", outputs: "ok:Bool")
        } throws: { error in
            (error as? GeneratorError)?.description.contains("empty entry") == true
        }
    }

    @Test func aColonWithoutATypeIsRefused() {
        #expect {
            try ViewModelSpec(name: "Login", inputs: "email:", outputs: "ok:Bool")
        } throws: { error in
            (error as? GeneratorError)?.description.contains("has a ':' but no type") == true
        }
    }
}

/// Every name the generated code declares or looks up is checked against the others: a spec
/// whose code would not compile is refused with the reason.
@Suite struct GeneratedNameTests {
    @Test(arguments: [
        (
            "", "Type:Int",
            "output `Type:Int`: the name `Type` is a Swift keyword in some contexts (as `get`, `set`, `async`, `Type` are); use a Swift identifier such as `email` or `loginTapped`"
        ),
        (
            "", "Protocol:Int",
            "output `Protocol:Int`: the name `Protocol` is a Swift keyword in some contexts (as `get`, `set`, `async`, `Type` are); use a Swift identifier such as `email` or `loginTapped`"
        ),
        (
            "", "String:String",
            "output `String:String`: the name `String` starts with a capital letter, as type names do, and a member named so can hide a type the generated code uses; use a Swift identifier such as `email` or `loginTapped`"
        ),
        (
            "", "get:Int",
            "output `get:Int`: the name `get` is a Swift keyword in some contexts (as `get`, `set`, `async`, `Type` are); use a Swift identifier such as `email` or `loginTapped`"
        ),
        (
            "email:String", "emailChanged:Bool",
            "the generated code would declare `emailChanged` twice, as the relay of input `email` and as output `emailChanged`; rename one of them"
        ),
        (
            "loginTapped,didTapLogin", "ok:Bool",
            "the generated code would declare `didTapLogin` twice, as the method `didTapLogin()` of input `loginTapped` and as the method `didTapLogin()` of input `didTapLogin`; rename one of them"
        ),
        (
            "loginTapped", "didTapLogin:Bool",
            "the generated code would declare `didTapLogin` twice, as the method `didTapLogin()` of input `loginTapped` and as output `didTapLogin`; rename one of them"
        ),
        (
            "refresh,refreshEvents", "ok:Bool",
            "the generated code would declare `refreshEvents` twice, as the relay of input `refresh` and as the method `refreshEvents()` of input `refreshEvents`; rename one of them"
        ),
        (
            "email:String", "didChange:Bool",
            "the generated code would declare `didChange` twice, as the method `didChange(email: String)` of input `email` and as output `didChange`; rename one of them"
        ),
        (
            "", "user:user",
            "the generated code names the type `user` where output `user` would hide it; rename the member"
        ),
    ])
    func aSpecWhoseCodeWouldNotCompileIsRefused(inputs: String, outputs: String, reason: String) {
        #expect(throws: GeneratorError(reason)) {
            try ViewModelSpec(name: "Login", inputs: inputs, outputs: outputs)
        }
    }

    @Test(arguments: [
        ("some Equatable", "an opaque type (`some ...`) cannot be a generic argument or a stored property's type"),
        ("any Int", "`any` applies to a protocol, and `Int` is not one; write `Int`"),
        ("any [String]", "`any` applies to a protocol, and `[String]` is not one; write `[String]`"),
        ("any Error?", "an optional of `any` is written in parentheses: `(any Error)?`"),
        ("Self", "`Self` would mean the view model's own type"),
        ("[Self]", "`Self` would mean the view model's own type"),
        ("Array", "`Array` needs its generic arguments, as in `Array<...>`"),
        ("Optional?", "`Optional` needs its generic arguments, as in `Optional<...>`"),
    ])
    func aTypeNoOutputCanHaveIsRefused(type: String, reason: String) {
        #expect {
            try ViewModelSpec(name: "Login", inputs: "", outputs: "value:" + type)
        } throws: { error in
            let message = (error as? GeneratorError)?.description ?? ""
            return message.hasPrefix("output `value`: type `\(type)` does not parse: \(reason)")
        }
    }

    @Test func namesThatOnlyLookAlikeAreAccepted() throws {
        let spec = try ViewModelSpec(
            name: "Login", inputs: "email:String,password:String,loginTapped,refresh",
            outputs: "emailValid:Bool,user:User?,error:(any Error)?,items:[Item],typeName:String,viewModel:Int")
        #expect(spec.outputs.map { $0.type?.description } == ["Bool", "User?", "(any Error)?", "[Item]", "String", "Int"])
    }
}
