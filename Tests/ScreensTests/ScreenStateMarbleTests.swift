#if canImport(Observation)
import IOViewModel
import SigninFeature
import Testing
import TestScheduler

/// A screen state's invalidations as marble diagrams: `expectInvalidations` tracks a property
/// read the way a drawn view does, while the inputs run in virtual time.
@MainActor @Suite struct ScreenStateMarbleTests {
    @Test func eachPropertyIsInvalidatedAtTheFramesItsValueChanges() {
        let state = SigninScreenState()
        TestScheduler().marbles { test in
            test.input("-a--b---", values: ["a": "foo", "b": "foo@bar.com"], into: { state.email = $0 })
            test.input("------p-", values: ["p": "secret1"], into: { state.password = $0 })
            test.expectInvalidations(of: { _ = state.emailStatus }, "----x---")
            test.expectInvalidations(of: { _ = state.emailMessage }, "-x--x---")
            test.expectInvalidations(of: { _ = state.isSigninEnabled }, "------x-")
        }
    }
}

/// What `expectInvalidations` reports when the invalidations differ from the diagram.
@MainActor @Suite struct ScreenStateMarbleFailureTests {
    @Test func anInvalidationTheDiagramDoesNotHaveFailsAtItsFrame() {
        let state = SigninScreenState()
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a--b---", values: ["a": "foo", "b": "foo@bar.com"], into: { state.email = $0 })
                test.expectInvalidations(of: { _ = state.emailMessage }, "----x---")
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("at 1: expected nothing, got next(())") == true, "\(failures.map(\.message))")
    }

    @Test func anEmptyDiagramDrawsTheInvalidations() {
        let state = SigninScreenState()
        let failures = TestFailureReporting.captureFailures {
            TestScheduler().marbles { test in
                test.input("-a--b---", values: ["a": "foo", "b": "foo@bar.com"], into: { state.email = $0 })
                test.expectInvalidations(of: { _ = state.emailMessage }, "")
            }
        }
        #expect(failures.first?.message.contains("actual:   -x--x---\n") == true, "\(failures.map(\.message))")
    }
}
#endif
