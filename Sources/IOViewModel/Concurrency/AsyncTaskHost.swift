/// An executor that the async bridges (`Observable.fromAsync`,
/// `createAsync`, `Observable.from(asyncSequence)`,
/// `Single.create(detached:priority:work:)`) start their tasks on instead of the global
/// executor, while it is ``current``: a virtual-time test scheduler, which runs the tasks' jobs
/// on the thread that drives its clock.
///
/// Outside such a scope (in an app) nothing is installed and the bridges start plain `Task`s.
package protocol AsyncTaskHost: TaskExecutor, Sendable {
    /// A bridge is about to start `task` on this executor (called synchronously, by the
    /// subscribing thread).
    func taskWillStart(_ task: HostedTask)

    /// `task`'s operation has returned or thrown: the task is over.
    func taskDidEnd(_ task: HostedTask)
}

/// The host that the async bridges start their tasks on, if any.
package enum AsyncTaskHosting {
    /// The host of the current task (or thread): installed by a test scheduler for the length of
    /// a run, and inherited by the tasks the bridges start, so that bridges nested in them find it
    /// too. A task-local value, so tests running in parallel each see their own.
    @TaskLocal package static var current: (any AsyncTaskHost)?
}
