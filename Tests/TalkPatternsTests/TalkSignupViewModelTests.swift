import IOViewModel
import SigninFeature
import TalkPatterns
import TestScheduler
import Testing

/// The talk's sign-up form as marble diagrams: inputs above, outputs below, one frame per column.
@Suite struct TalkSignupViewModelTests {
    let bool: [Character: Bool] = ["t": true, "f": false]
    let emailMessage: [Character: String] = ["e": TalkSignupRules.emailMessage, "o": ""]
    let lengthMessage: [Character: String] = ["l": TalkSignupRules.passwordLengthMessage, "o": ""]
    let charactersMessage: [Character: String] = ["c": TalkSignupRules.passwordCharactersMessage, "o": ""]

    @Test func emailValidityAndMessageComeTogetherOnEveryChange() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-a--b--b--c--d-", values: [
                "a": "name", "b": "name@example.com", "c": "name@example", "d": "NAME@EXAMPLE.COM",
            ], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid,    "-f--t--t--f--t-", values: bool)
            test.expect(viewModel.outputs.emailMessage,    "-e--o--o--e--o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid, "---------------", values: bool)
            test.expect(viewModel.outputs.isSignupEnabled, "f--------------", values: bool)
        }
    }

    /// The form judges the email with the package's one email rule, the sign-in article's
    /// pattern: a domain with two dots in a row passes it (the pattern's domain may hold dots),
    /// one that starts with its only dot does not.
    @Test func theEmailIsJudgedByTheSigninArticlesRule() {
        let emails = ["a@b..de", "a@.de", "a@b.de.", "A.B+c_d%e-f@sub-1.Example.COM"]
        #expect(emails.map(SigninRules.isValidEmail) == [true, false, false, true])
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-a-b-c-d-", values: ["a": emails[0], "b": emails[1], "c": emails[2], "d": emails[3]],
                       into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isEmailValid, "-t-f-f-t-", values: bool)
            test.expect(viewModel.outputs.emailMessage, "-o-e-e-o-", values: emailMessage)
            test.expect(viewModel.outputs.isSignupEnabled, "f--------", values: bool)
        }
    }

    @Test func passwordMustBeFourToTwelveCharacters() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-3-4-c-d-z-", values: [
                "3": String(repeating: "x", count: 3), "4": String(repeating: "x", count: 4),
                "c": String(repeating: "x", count: 12), "d": String(repeating: "x", count: 13), "z": "",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-t-t-f-f-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-l-o-o-l-l-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-o-o-o-o-o-", values: charactersMessage)
            test.expect(viewModel.outputs.emailMessage,              "-----------", values: emailMessage)
            test.expect(viewModel.outputs.isSignupEnabled, "f----------", values: bool)
        }
    }

    /// A space, an accented letter (composed, or an `e` and a combining accent), an emoji, a
    /// symbol outside the set and NUL, each at the start, in the middle and at the end of a
    /// five-character password: only the character rule fails.
    @Test(arguments: [" ", "é", "e\u{301}", "😀", "~", "\u{0}"])
    func aDisallowedCharacterAnywhereBreaksOnlyTheCharacterRule(character: String) {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-s-m-e-a-", values: [
                "s": character + "abcd", "m": "ab" + character + "cd", "e": "abcd" + character, "a": "ab!cd",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-f-f-t-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-o-o-o-o-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-c-c-c-o-", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled,           "f--------", values: bool)
        }
    }

    @Test func everySymbolOfTheSetIsAllowed() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            // Twelve characters each, the longest accepted: between them, every symbol.
            let first = "Aa0" + String(TalkSignupRules.passwordSymbols.prefix(9))
            let second = "z9" + String(TalkSignupRules.passwordSymbols.suffix(10))
            test.input("-a-", values: ["a": first], into: viewModel.inputs.didChange(password:))
            test.input("--b", values: ["b": second], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid, "-tt", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage, "-oo", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-oo", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled, "f--", values: bool)
        }
    }

    /// Both messages at once when both rules fail, then each disappears with its own rule.
    @Test func bothMessagesAreShownWhenBothRulesFail() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-a-b-c-d-e-f-", values: [
                "a": "é", "b": "abc def ghi jkl", "c": "~~~", "d": "abcd~", "e": "abcd", "f": "ab~",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-f-f-f-f-t-f-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-l-l-l-o-o-l-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-c-c-c-c-o-c-", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled, "f------------", values: bool)
        }
    }

    @Test func nothingButTheDisabledButtonIsEmittedBeforeTheFirstInput() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-----a-", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.expect(viewModel.outputs.isSignupEnabled,           "f------", values: bool)
            test.expect(viewModel.outputs.isEmailValid,              "-----t-", values: bool)
            test.expect(viewModel.outputs.emailMessage,              "-----o-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,           "-------", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-------", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-------", values: charactersMessage)
        }
    }

    @Test func signupIsEnabledOnlyWhileBothFieldsAreValidAndEmitsOnlyOnChange() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                       into: viewModel.inputs.didChange(email:))
            // "r" is long enough but has a space; "s" has allowed characters but is too short.
            test.input("--p--q-r----q-s-", values: ["p": "pass1", "q": "pass_2!", "r": "pass 3", "s": "p4"],
                       into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSignupEnabled, "f-t----f----t-f-", values: bool)
            test.expect(viewModel.outputs.isEmailValid,    "-t--t---f--t----", values: bool)
            test.expect(viewModel.outputs.isPasswordValid, "--t--t-f----t-f-", values: bool)
            test.expect(viewModel.outputs.emailMessage, "-o--o---e--o----", values: emailMessage)
            test.expect(viewModel.outputs.passwordLengthMessage, "--o--o-o----o-l-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "--o--o-c----o-o-", values: charactersMessage)
        }
    }

    @Test func aValidEmailAloneOrAValidPasswordAloneNeverEnablesTheButton() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-a---b-", values: ["a": "a@b.co", "b": "a@b"], into: viewModel.inputs.didChange(email:))
            test.input("--p-q--", values: ["p": "abc", "q": "abcd"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSignupEnabled, "f---tf-", values: bool)
            test.expect(viewModel.outputs.isEmailValid, "-t---f-", values: bool)
            test.expect(viewModel.outputs.emailMessage, "-o---e-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid, "--f-t--", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage, "--l-o--", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "--o-o--", values: charactersMessage)
        }
    }

    /// What a user can paste: a megabyte, combining marks, emoji, NUL. Each gets a clear answer.
    @Test func pastedInputsGetAClearAnswer() {
        let megabyte = String(repeating: "a", count: 1 << 20)
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-m-n-z-", values: [
                "m": megabyte + "@b.de", "n": megabyte, "z": "a\u{0}@b.de",
            ], into: viewModel.inputs.didChange(email:))
            test.input("--------1-2-3-4-5-6-7-8-", values: [
                // A megabyte of allowed characters: too long only.
                "1": megabyte,
                // A megabyte whose last character is not allowed: both rules fail.
                "2": megabyte + "é",
                // Four accented letters, each an `e` and a combining accent: four characters,
                // none allowed.
                "3": String(repeating: "e\u{301}", count: 4),
                // Twelve family emoji, each one character of 25 bytes: long enough, not allowed.
                "4": String(repeating: "👨‍👩‍👧‍👦", count: 12),
                // Four NULs: four characters, none allowed.
                "5": String(repeating: "\u{0}", count: 4),
                // A NUL in the middle of an otherwise good password.
                "6": "pass\u{0}word",
                // Thirteen emoji: both rules fail.
                "7": String(repeating: "😀", count: 13),
                "8": "password",
            ], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,              "-t-f-f------------------", values: bool)
            test.expect(viewModel.outputs.isPasswordValid,           "--------f-f-f-f-f-f-f-t-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "--------l-l-o-o-o-o-l-o-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "--------o-c-c-c-c-c-c-o-", values: charactersMessage)
            // The email became invalid at frame 3 and stays so: the good password cannot enable it.
            test.expect(viewModel.outputs.isSignupEnabled,           "f-----------------------", values: bool)
            test.expect(viewModel.outputs.emailMessage, "-o-e-e------------------", values: emailMessage)
        }
    }

    @Test func aLateSubscriberSeesTheCurrentState() {
        let scheduler = TestScheduler()
        let enabled = scheduler.createObserver(Bool.self)
        let characters = scheduler.createObserver(String.self)
        scheduler.marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("a---", values: ["a": "a@b.co"], into: viewModel.inputs.didChange(email:))
            test.input("-p--", values: ["p": "ab~"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,              "t---", values: bool)
            test.expect(viewModel.outputs.emailMessage,              "o---", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,           "-f--", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-l--", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-c--", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled,           "f---", values: bool)
            // Two views that subscribe at frame 2, after both fields were typed.
            let views = CompositeDisposable()
            test.scheduler.scheduleAt(2) {
                _ = views.insert(viewModel.outputs.isSignupEnabled.drive(enabled))
                _ = views.insert(viewModel.outputs.passwordCharactersMessage.drive(characters))
            }
            test.scheduler.scheduleAt(3) { views.dispose() }
        }
        #expect(enabled.events == [.next(2, false)])
        #expect(characters.events == [.next(2, TalkSignupRules.passwordCharactersMessage)])
    }

    @Test func eachKeystrokeRunsItsRulesOnceAndItsOutputsArriveInTheDeclaredOrder() {
        var emailRuns = 0
        var passwordRuns = 0
        let viewModel = {
            TalkSignupViewModel(
                emailRule: { email in
                    emailRuns += 1
                    return SigninRules.isValidEmail(email)
                },
                passwordRule: { password in
                    passwordRuns += 1
                    return TalkSignupRules.checkPassword(password)
                })
        }
        var log: [[String]] = []
        TestScheduler().marbles(viewModel()) { test, viewModel in
            test.input("-a--b-", values: ["a": "a@b.co", "b": "bad"], into: viewModel.inputs.didChange(email:))
            test.input("--ep--", values: ["e": "é", "p": "pass"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isEmailValid,              "-t--f-", values: bool)
            test.expect(viewModel.outputs.emailMessage,              "-o--e-", values: emailMessage)
            test.expect(viewModel.outputs.isPasswordValid,           "--ft--", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "--lo--", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "--co--", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled,           "f--tf-", values: bool)
            // Three views, each subscribing to the outputs in the reverse of their declared order:
            // the order they arrive in is the view model's, not the subscribers'. One log entry
            // per frame.
            var views: DisposeBag? = DisposeBag()
            func record<Element>(_ name: String, _ output: Driver<Element>) {
                output.drive(onNext: { log[log.count - 1].append("\(name) \($0)") }).disposed(by: views!)
            }
            for frame in 0...5 { test.scheduler.scheduleAt(TestTime(frame)) { log.append([]) } }
            test.scheduler.scheduleAt(0) {
                let outputs = viewModel.outputs
                for _ in 1...3 {
                    record("isSignupEnabled", outputs.isSignupEnabled)
                    record("passwordCharactersMessage", outputs.passwordCharactersMessage)
                    record("passwordLengthMessage", outputs.passwordLengthMessage)
                    record("isPasswordValid", outputs.isPasswordValid)
                    record("emailMessage", outputs.emailMessage)
                    record("isEmailValid", outputs.isEmailValid)
                }
            }
            test.scheduler.scheduleAt(5) { views = nil }
        }
        #expect(log[0] == thrice("isSignupEnabled false"))
        #expect(log[1] == thrice("isEmailValid true") + thrice("emailMessage "))
        #expect(log[2] == thrice("isPasswordValid false")
            + thrice("passwordLengthMessage \(TalkSignupRules.passwordLengthMessage)")
            + thrice("passwordCharactersMessage \(TalkSignupRules.passwordCharactersMessage)"))
        #expect(log[3] == thrice("isPasswordValid true") + thrice("passwordLengthMessage ")
            + thrice("passwordCharactersMessage ") + thrice("isSignupEnabled true"))
        #expect(log[4] == thrice("isEmailValid false") + thrice("emailMessage \(TalkSignupRules.emailMessage)")
            + thrice("isSignupEnabled false"))
        #expect(emailRuns == 2)
        #expect(passwordRuns == 2)
    }

    private func thrice(_ entry: String) -> [String] {
        Array(repeating: entry, count: 3)
    }

    @Test func viewModelIsReleasedAndLeavesNothingSubscribed() {
        // The harness owns the view model: it fails the test if the view model outlives it, or
        // if anything it subscribed is still live after it is released.
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            test.input("-p-", values: ["p": "abcd"], into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isPasswordValid,           "-t-", values: bool)
            test.expect(viewModel.outputs.passwordLengthMessage,     "-o-", values: lengthMessage)
            test.expect(viewModel.outputs.passwordCharactersMessage, "-o-", values: charactersMessage)
            test.expect(viewModel.outputs.isSignupEnabled,           "f--", values: bool)
        }
    }

    @Test func outputsCanBeUsedThroughTheTypesProtocol() {
        TestScheduler().marbles(TalkSignupViewModel()) { test, viewModel in
            let types: any TalkSignupViewModelType = viewModel
            test.input("-ab-", values: ["a": "ab cd", "b": "abcd"], into: types.inputs.didChange(password:))
            test.expect(types.outputs.passwordCharactersMessage, "-co-", values: charactersMessage)
            test.expect(types.outputs.isPasswordValid,           "-ft-", values: bool)
            test.expect(types.outputs.passwordLengthMessage,     "-oo-", values: lengthMessage)
            test.expect(types.outputs.isSignupEnabled,           "f---", values: bool)
        }
    }
}
