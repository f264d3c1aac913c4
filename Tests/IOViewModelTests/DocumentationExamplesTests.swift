import IOViewModel
import Testing

// The code examples of the IOViewModel catalog's landing page (IOViewModel.md) and leak-checking
// article (LeakChecking.md), compiled and run. `Tests/DocsTests/CodeBlockTests.swift` checks that
// every Swift block of the docs appears line for line in compiled code, so the docs cannot drift
// from code that builds.

enum ReadmeExample {
    protocol SigninInputs { func didChange(email: String) }
    protocol SigninOutputs { var isEmailValid: BehaviorRelay<Bool> { get } }

    final class SigninViewModel: SigninInputs, SigninOutputs {
        let isEmailValid = BehaviorRelay(value: false)
        private let email = PublishSubject<String>()
        private let disposeBag = DisposeBag()

        init() {
            email.map { $0.contains("@") }.bind(to: isEmailValid).disposed(by: disposeBag)
        }

        func didChange(email: String) { self.email.onNext(email) }
    }

    static func usage() -> Bool {
        let viewModel = SigninViewModel()
        viewModel.didChange(email: "me@example.com")
        let isValid = viewModel.isEmailValid.value  // true
        return isValid
    }
}

@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test func theReadmeExampleWorks() {
        expectNoLeaks { _ in
            #expect(ReadmeExample.usage())
            let viewModel = ReadmeExample.SigninViewModel()
            var seen: [Bool] = []
            let subscription = viewModel.isEmailValid.subscribe(onNext: { seen.append($0) })
            viewModel.didChange(email: "nope")
            viewModel.didChange(email: "yes@example.com")
            subscription.dispose()
            #expect(seen == [false, false, true])
        }
    }

    @Test func theLeakCheckingExampleWorks() {
        // From Sources/IOViewModel/IOViewModel.docc/LeakChecking.md.
        var lastValue = false
        let tracker = ResourceTracker()
        tracker.track {
            let viewModel = ReadmeExample.SigninViewModel()
            let subscription = viewModel.isEmailValid.subscribe(onNext: { lastValue = $0 })
            viewModel.didChange(email: "me@example.com")
            subscription.dispose()
        }
        #expect(tracker.live == 0)
        #expect(lastValue)
    }
}
