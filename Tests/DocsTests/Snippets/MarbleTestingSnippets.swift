import IOViewModel
import SigninFeature
import TestScheduler
import Testing

/// The code of the marble testing guide (`Docs/IOViewModelGuide.docc/MarbleTesting.md`), run.
@Suite struct MarbleTestingSnippets {
    @Test func theSigninButtonFollowsBothFields() {
        let viewModel = SigninViewModel()
        TestScheduler().marbles { test in
            test.input("-a--b---c--a--", values: ["a": "a@b.co", "b": "x@y.zz", "c": "bad"],
                       into: viewModel.inputs.didChange(email:))
            test.input("--p--q-r----q-", values: ["p": "secret1", "q": "secret2", "r": "short"],
                       into: viewModel.inputs.didChange(password:))
            test.expect(viewModel.outputs.isSigninEnabled, "f-t----f----t-", values: ["t": true, "f": false])
        }
    }

    @Test func searchWaitsForAPauseInTyping() {
        let scheduler = TestScheduler(resolution: 0.001)
        scheduler.marbles { test in
            let query = test.hot("-a 100ms b 400ms c")
            test.expect(query.debounce(.milliseconds(300), scheduler: scheduler), "402ms b 400ms c")
        }
    }

    @Test func theCompactFormForOperators() {
        let scheduler = TestScheduler()
        scheduler.validate("-a-b-|", values: ["a": 1, "b": 2], { $0.map { $0 * 2 } },
                           expected: "-A-B-|", values: ["A": 2, "B": 4])
    }
}
