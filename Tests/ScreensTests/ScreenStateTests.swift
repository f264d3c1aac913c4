#if canImport(Observation)
import IOViewModel
import IOViewModelObservation
import Observation
import TestScheduler
import Testing

/// `ScreenState` itself, over a view model whose outputs are subjects the test drives: what an
/// output property shows before, at and after its first read, and what `show(_:in:)` shows.
@MainActor @Suite struct ScreenStateTests {
    final class Model {
        let count = BehaviorRelay(value: 1)
        let done = PublishRelay<String>()
    }

    @Observable
    final class State: ScreenState<Model> {
        var count: Int { latest(\.count, initially: 0) }
        var lateDone: String { latest(\.done, initially: "") }
        private(set) var done = ""

        override init(viewModel: Model) {
            super.init(viewModel: viewModel)
            show(viewModel.done.asObservable(), in: \.done)
        }
    }

    /// A replaying output shows its latest element from any first read; an event output is seen
    /// from its first read on by `latest`, and from the start by `show(_:in:)`.
    @Test func aFirstReadShowsWhatTheOutputReplays() {
        MainScheduler.withMainScheduler(ConcurrentMainScheduler.instance) {
            let tracker = ResourceTracker()
            tracker.track {
                let model = Model()
                let state = State(viewModel: model)
                model.count.accept(2)
                model.done.accept("first")
                #expect(state.count == 2)
                #expect(state.lateDone == "")
                #expect(state.done == "first")
                model.done.accept("second")
                #expect(state.lateDone == "second")
                #expect(state.done == "second")
            }
            #expect(tracker.live == 0)
        }
    }

    /// Each output property invalidates its own readers, for new values only, and two states over
    /// one view model keep separate values and subscriptions.
    @Test func eachOutputPropertyInvalidatesOnlyItsReaders() {
        let model = Model()
        let state = State(viewModel: model)
        let other = State(viewModel: model)
        TestScheduler().marbles { test in
            test.input("-a-b----", values: ["a": 1, "b": 3], into: model.count.accept)
            test.input("-----x-x", values: ["x": "x"], into: model.done.accept)
            test.expectInvalidations(of: { _ = state.count },    "---x----")
            test.expectInvalidations(of: { _ = state.lateDone }, "-----x--")
            test.expectInvalidations(of: { _ = other.count },    "---x----")
        }
        #expect(state.count == 3 && other.count == 3 && state.lateDone == "x")
    }
}
#endif
