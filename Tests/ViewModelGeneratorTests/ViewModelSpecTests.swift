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
