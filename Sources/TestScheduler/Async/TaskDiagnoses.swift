import IOViewModel

/// What the scheduler says when async work leaves virtual time: the failures it notes in
/// ``TaskState/diagnoses`` during a run and reports at the end of a test.
extension TestScheduler {
    /// The fix a diagnosis of async work ends with when the work may wait on the main actor: that
    /// fix first, the clock and the fake service after.
    static let mainActorFix = """
          Fix: keep the main actor out of the work the bridge runs: mark the service's methods nonisolated (they \
        then run on the scheduler) or make the service an actor of its own; give it the scheduler's clock \
        (scheduler.virtualClock, a Clock<Duration>) instead of ContinuousClock or Task.sleep, or fake it with \
        scheduler.asyncService("--a|", values: ["a": answer], input: Query.self).
        """

    /// The fix every other diagnosis of async work ends with.
    static let asyncFix = """
          Fix: give the service the scheduler's clock (scheduler.virtualClock, a Clock<Duration>) \
        instead of ContinuousClock or Task.sleep, fake it with scheduler.asyncService("--a|", \
        values: ["a": answer], input: Query.self), and keep main-actor work out of the operation the bridge runs.
        """

    /// The fix a diagnosis of a task waiting for an element of its async sequence ends with.
    static let sequenceFix = """
          Fix: give the sequence the scheduler's clock (scheduler.virtualClock, a Clock<Duration>) \
        instead of ContinuousClock or Task.sleep, or fake it with a stream the test feeds in virtual time: \
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self), and \
        test.input("-a-b", values: ["a": a, "b": b], into: { continuation.yield($0) }).
        """

    /// The failure of an action scheduled, while the scheduler ran, from a thread it does not drive.
    static let outsideScheduleMessage = """
        TestScheduler: an action was scheduled on the test scheduler from a thread it does not drive, while \
        it ran: the action lands at whatever time the clock reads when it comes, which depends on the \
        machine's speed. The likely cause: a Task {} that the view model starts itself, whose work runs on \
        the global executor or the main actor, not in virtual time, and then schedules on the scheduler.
          Fix: start the async work with Observable.fromAsync or Observable.createAsync, which run on the \
        test scheduler in a test and on the global executor in the app.
        """

    /// The first line of ``outsideResumptionMessage(suspects:)``, by which the run notes it once.
    static let outsideResumptionHeadline = "TestScheduler: a task was resumed from outside virtual time"

    /// The failure of a task resumed by a thread the scheduler does not drive, while it ran,
    /// naming the tasks `suspects` that were running then.
    /// When `fromMainActor`, the main actor resumed it: the task waited on work there.
    static func outsideResumptionMessage(suspects: [HostedTaskEntry], fromMainActor: Bool = false) -> String {
        var lines = [
            outsideResumptionHeadline
                + (fromMainActor
                    ? ": the main actor queued its next step while the scheduler ran. It waited on work on the main actor (a service isolated to it, or declared in a target whose default isolation is the main actor), which the scheduler does not drive, so where its result lands depends on the machine's speed."
                    : ": another thread queued its next step while the scheduler ran. It waited on something the scheduler does not drive (Task.sleep, ContinuousClock, a real network call, the main actor), so where its result lands depends on the machine's speed.")
        ]
        // A task waiting for the next element of its async sequence is the likeliest: a sequence
        // on real time yields from another thread.
        let readers = suspects.filter { $0.wait == .element }
        if !suspects.isEmpty {
            let names = suspects.map { entry in
                entry.wait == .element
                    ? entry.name + ", waiting for the next element of an async sequence that may wait on real time"
                    : entry.name
            }
            lines.append("  Tasks running then: " + names.joined(separator: "; ") + ".")
        }
        if !readers.isEmpty {
            lines.append(
                "  A sequence that waits on real time (a ContinuousClock timer, a producer that calls Task.sleep) yields its next element from another thread, whenever the real clock says."
            )
            lines.append(sequenceFix)
        }
        // The service's fix too, unless every task running then was reading a sequence.
        if readers.isEmpty || readers.count < suspects.count {
            lines.append(fromMainActor ? mainActorFix : asyncFix)
        }
        return lines.joined(separator: "\n")
    }

    /// The failure of a task whose operation is isolated to an actor the scheduler cannot drive.
    static func isolatedTaskMessage(_ entry: HostedTaskEntry, isolation: any Actor) -> String {
        """
        TestScheduler: \(entry.name) runs its operation isolated to \(type(of: isolation)), which \
        the test scheduler cannot run in virtual time: the work would wait for that actor, not for \
        the scheduler.
          Fix: pass the bridge an operation that is not isolated to an actor (a closure that calls a \
        nonisolated service, or an actor of your own: its work then runs on the scheduler), and keep \
        the main actor for the view model's outputs.
        """
    }

    /// The failure of a task still suspended, at the end `end` of its test, on nothing that
    /// virtual time drives. `onMainActor`: the test ran on the main actor, whose other work waits
    /// for the test to return, the likeliest cause.
    static func stalledTaskMessage(_ entry: HostedTaskEntry, end: TestTime, onMainActor: Bool = false) -> String {
        if onMainActor {
            return """
                TestScheduler: \(entry.name) was still suspended when the test ended at \(end), waiting on \
                nothing that virtual time drives (no sleep on scheduler.virtualClock, no fake service, no \
                observable). The test ran on the main actor, which stays busy with the test until it returns: \
                work the task waits for on the main actor (a service isolated to it, or declared in a target \
                whose default isolation is the main actor) cannot run before the test ends. Less likely, it \
                waits on Task.sleep, ContinuousClock, a real network call or a continuation nobody resumes.
                \(mainActorFix)
                """
        }
        return """
            TestScheduler: \(entry.name) was still suspended when the test ended at \(end), waiting on \
            nothing that virtual time drives (no sleep on scheduler.virtualClock, no fake service, no \
            observable): it waits on something outside virtual time, such as Task.sleep, ContinuousClock, \
            a real network call, a continuation nobody resumes or the main actor.
            \(asyncFix)
            """
    }

    /// The note on a task still waiting, when its test ended at `end` and failed, for the next
    /// element of its async sequence, on nothing that virtual time drives: a possible cause of the
    /// failure, since a sequence fed in virtual time waits so whenever it is idle.
    static func awaitingElementMessage(_ entry: HostedTaskEntry, end: TestTime) -> String {
        """
        TestScheduler: \(entry.name) may be stalled on real time: when the test ended at \(end), it \
        was still waiting for the next element of its async sequence, on nothing that virtual time \
        drives (no sleep on scheduler.virtualClock, no fake service). A sequence whose elements come \
        on real time (a ContinuousClock timer, a producer that calls Task.sleep) yields nothing while \
        the scheduler runs, in microseconds, so its elements are missing from the outputs. (A sequence \
        the test feeds in virtual time may just be idle: it is named only because the test failed.)
        \(sequenceFix)
        """
    }

    /// The leak of the tasks `entries`, still running at the end of their test.
    static func liveTasksMessage(_ entries: [HostedTaskEntry]) -> String {
        let count = entries.count
        var lines = [
            "Leak: \(count) task\(count == 1 ? "" : "s") started during the test \(count == 1 ? "is" : "are") still running at its end:"
        ]
        for entry in entries { lines.append("  \(entry.name) has not ended.") }
        lines.append(
            "  Either its subscription is still live (disposing it cancels the task), or the task ignored the cancellation: look for a continuation nobody resumes, or a loop that does not check Task.isCancelled."
        )
        lines.append(LeakReport.endlessWorkHint)
        return lines.joined(separator: "\n")
    }
}
