import IOViewModel
import Testing

// The code examples of the IOViewModel catalog's landing page (IOViewModel.md) and leak-checking
// article (LeakChecking.md), compiled and run. `CodeBlockTests` checks that every Swift block of the
// docs appears line for line in compiled code, so the docs cannot drift from code that builds.

enum ReadmeExample {
    protocol SigninViewModelInputs {
        /// The email field's text changed.
        func didChange(email: String)
    }

    /// Drivers: hot and shared, on the main thread; each replays its latest value.
    protocol SigninViewModelOutputs {
        /// Whether the email looks valid.
        var isEmailValid: Driver<Bool> { get }
    }

    protocol SigninViewModelType {
        var inputs: any SigninViewModelInputs { get }
        var outputs: any SigninViewModelOutputs { get }
    }

    final class SigninViewModel: SigninViewModelType, SigninViewModelInputs, SigninViewModelOutputs {
        var inputs: any SigninViewModelInputs { self }
        var outputs: any SigninViewModelOutputs { self }

        private let emailChanged = PublishRelay<String>()
        func didChange(email: String) { emailChanged.accept(email) }

        let isEmailValid: Driver<Bool>
        private let disposeBag = DisposeBag()

        init() {
            isEmailValid = emailChanged.map { $0.contains("@") }.asDriver(onErrorDriveWith: .empty())
            .startWith(false).hot(keptBy: disposeBag)
        }
    }
}

@Suite struct CoreCatalogSnippets {
    // On the main actor, where the example's driver delivers at once.
    @MainActor @Test func theReadmeExampleWorks() {
        let tracker = ResourceTracker()
        tracker.track {
            let viewModel = ReadmeExample.SigninViewModel()
            var seen: [Bool] = []
            let subscription = viewModel.outputs.isEmailValid.drive(onNext: { seen.append($0) })
            viewModel.inputs.didChange(email: "nope")
            viewModel.inputs.didChange(email: "yes@example.com")
            subscription.dispose()
            #expect(seen == [false, false, true])
            // A second view gets the latest value at once, from the same computation.
            var latest: [Bool] = []
            viewModel.outputs.isEmailValid.drive(onNext: { latest.append($0) }).dispose()
            #expect(latest == [true])
        }
        #expect(tracker.live == 0)
    }

    // On the main actor, where the example's driver delivers at once.
    @MainActor @Test func theLeakCheckingExampleWorks() {
        // From Sources/IOViewModel/IOViewModel.docc/LeakChecking.md.
        var lastValue = false
        let tracker = ResourceTracker()
        tracker.track {
            let viewModel = ReadmeExample.SigninViewModel()
            let subscription = viewModel.isEmailValid.drive(onNext: { lastValue = $0 })
            viewModel.didChange(email: "me@example.com")
            subscription.dispose()
        }
        #expect(tracker.live == 0)
        #expect(lastValue)
    }

    @Test func theLeakCheckingArticleQuotesWhatATrackerNames() throws {
        // From Sources/IOViewModel/IOViewModel.docc/LeakChecking.md.
        var longest = 0
        let names = PublishSubject<String>()
        let tracker = ResourceTracker()
        tracker.track {
            _ = names.map { $0.count }.filter { $0 > 2 }.subscribe(onNext: { longest = max(longest, $0) })
        }
        let report = tracker.liveSubscriptions.map(\.description)
        names.onNext("Ann")
        #expect(longest == 3)
        let page = "Sources/IOViewModel/IOViewModel.docc/LeakChecking.md"
        let quoted = CodeBlock.all(in: try Repository.read(page), file: page).filter { $0.language == "text" }
        #expect(quoted.map(\.text) == [report.joined(separator: "\n")], "the article quotes what the tracker names")
    }
}
