import IOViewModel
import Testing
import TestScheduler

@Suite struct TestObserverTests {
    @Test func recordsValuesAndTermination() {
        let viewModel = SampleSigninViewModel()
        let isEmailValid = ValueRecorder<EmailState>()
        let tracker = ResourceTracker()
        let subscription = tracker.track { viewModel.outputs.isEmailValid.subscribe(isEmailValid) }
        isEmailValid.assertDidNotEmitValue()
        viewModel.inputs.didChange(email: "foo")
        viewModel.inputs.didChange(email: "foo@bar.com")
        #expect(tracker.live == 1)
        subscription.dispose()
        #expect(tracker.live == 0)
        #expect(isEmailValid.values == [.notValid, .valid])
        #expect(isEmailValid.lastValue == .valid)
        isEmailValid.assertValues([.notValid, .valid])
        isEmailValid.assertValueCount(2)
        isEmailValid.assertLastValue(.valid)
        isEmailValid.assertDidEmitValue()
        isEmailValid.assertDidNotComplete()
        isEmailValid.assertDidNotError()
        isEmailValid.assertDidNotTerminate()
        #expect(!isEmailValid.didTerminate)
    }

    @Test func terminalStates() {
        let completed = ValueRecorder<Int>()
        completed.onNext(1)
        completed.onCompleted()
        completed.assertValue(1)
        completed.assertDidComplete()
        completed.assertDidTerminate()
        #expect(completed.didComplete && !completed.didError)

        let failed = ValueRecorder<Int>()
        failed.onError(TestError("boom"))
        failed.assertDidError()
        failed.assertError(TestError("boom"))
        failed.assertDidTerminate()
        #expect(failed.error as? TestError == TestError("boom"))
    }

    @Test func failuresSayWhatHappenedAtTheCallersLine() {
        let observer = ValueRecorder<String>()
        observer.onNext("a")
        observer.onError(TestError("boom"))
        let line: UInt = #line + 2
        let failures = TestFailureReporting.captureFailures {
            observer.assertValues(["a", "b"])
            observer.assertValue("b")
            observer.assertValueCount(2)
            observer.assertLastValue("b")
            observer.assertDidNotEmitValue()
            observer.assertDidComplete()
            observer.assertDidNotError("no errors please")
            observer.assertError(TestError("other"))
            observer.assertDidNotTerminate()
            observer.assertDidNotComplete()
            observer.assertDidTerminate()
        }
        #expect(failures.map(\.message) == [
            "assertValues failed: expected [\"a\", \"b\"], got [\"a\"]",
            "assertValue failed: expected exactly [\"b\"], got [\"a\"]",
            "assertValueCount failed: expected 2 values, got 1: [\"a\"]",
            "assertLastValue failed: expected \"b\", got \"a\"",
            "assertDidNotEmitValue failed: got [\"a\"]",
            "assertDidComplete failed: the sequence failed with boom",
            "assertDidNotError failed: the sequence failed with boom - no errors please",
            "assertError failed: expected error(other), the sequence failed with boom",
            "assertDidNotTerminate failed: the sequence failed with boom",
        ])
        #expect(failures.map(\.callSite.line) == Array(line..<(line + 9)))
    }

    @Test func nonEquatableValuesWithAClosure() {
        struct Item { let id: Int }
        let observer = ValueRecorder<Item>()
        observer.onNext(Item(id: 1))
        observer.assertValues([Item(id: 1)], by: { $0.id == $1.id })
        let failures = TestFailureReporting.captureFailures {
            observer.assertValues([Item(id: 2)], by: { $0.id == $1.id })
        }
        #expect(failures.map(\.message) == ["assertValues failed: expected [Item(id: 2)], got [Item(id: 1)]"])
    }

    @Test func emptyRecorder() {
        let observer = ValueRecorder<Int>()
        let failures = TestFailureReporting.captureFailures {
            observer.assertLastValue(1)
            observer.assertDidEmitValue()
            observer.assertDidError()
            observer.assertDidTerminate()
        }
        #expect(failures.map(\.message) == [
            "assertLastValue failed: expected 1, got no value",
            "assertDidEmitValue failed: no value was emitted",
            "assertDidError failed: the sequence has not ended",
            "assertDidTerminate failed: the sequence has not ended",
        ])
    }
}
