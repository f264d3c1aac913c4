import IOViewModel
import TalkPatterns
import TestScheduler
import Testing

/// The polled message list as a property: however the list appears and disappears, and however
/// long a fetch takes against the polling period, two fetches never run at once.
@Suite struct MessageThreadsPropertyTests {
    static let list = [MessageThread(id: "1", title: "Spring launch", unreadCount: 2)]

    /// Polling every 3 seconds (one frame is a second), with fetches of `fetchFrames` seconds.
    @Test(arguments: [1, 3, 5, 12] as [TestTime])
    func neverTwoFetchesAtOnce(fetchFrames: TestTime) {
        var fetches = 0
        let failure = TestScheduler.property(runs: 200, frames: 24) { run in
            let fetch = run.scheduler.createColdObservable([.next(fetchFrames, Self.list), .completed(fetchFrames)])
            let service = ScriptedThreadService(scheduler: run.scheduler, responses: [fetch])
            // The run's scheduler stands in for the main one, so the drivers deliver in its time.
            let viewModel = MainScheduler.withMainScheduler(run.scheduler) {
                MessageThreadsViewModel(service: service, scheduler: run.scheduler, period: .seconds(3))
            }
            run.input("viewModel.inputs.viewDidAppear", symbol: "a", into: viewModel.inputs.viewDidAppear)
            run.input("viewModel.inputs.viewWillDisappear", symbol: "d", into: viewModel.inputs.viewWillDisappear)
            _ = run.output("viewModel.outputs.threads", viewModel.outputs.threads, values: ["l": Self.list])
            run.always("never two fetches at once") { time in
                fetch.subscriptions.filter { $0.isActive(at: time) }.count <= 1
            }
            run.check("counts fetches") {
                fetches += fetch.subscriptions.count
                return true
            }
        }
        #expect(failure == nil)
        // The runs do poll: the property does not hold for want of fetches.
        #expect(fetches > 200)
    }
}
