/// RxCocoa's name for the scheduler that ``Driver`` and ``Signal`` deliver on, kept so that tests
/// written with `SharingScheduler.mock` port unchanged.
///
/// It forwards to ``MainScheduler/current`` and ``MainScheduler/withMainScheduler(_:operation:)``:
/// a mock is installed for the operation (a task-local value, so tests running in parallel do not
/// see each other's), and every driver, signal and ``Binder`` created during it uses the mock,
/// however late it is subscribed.
///
/// ```swift
/// SharingScheduler.mock(scheduler: scheduler) {
///     let viewModel = LoginViewModel(service: service)
///     viewModel.isLoginEnabled.drive(isLoginEnabled).disposed(by: disposeBag)
///     scheduler.start()
/// }
/// ```
public enum SharingScheduler {
    /// Returns the scheduler a trait created now delivers on: a new main scheduler, as RxCocoa's,
    /// or the mock installed with ``mock(scheduler:action:)``.
    ///
    /// Read-only, unlike RxCocoa's: install a substitute with ``mock(scheduler:action:)``.
    public static var make: () -> any SchedulerType {
        { MainScheduler.makeForTrait() }
    }

    /// Runs `action` with `scheduler` standing in for the main scheduler, and returns its result.
    ///
    /// RxCocoa's returns nothing and takes any scheduler; this one returns what `action` returns
    /// (a view model created under the mock, say) and needs a `Sendable` scheduler, as
    /// `TestScheduler` is, since the mock is a task-local value.
    @discardableResult
    public static func mock<Result>(
        scheduler: any SchedulerType & Sendable,
        action: () throws -> Result
    ) rethrows -> Result {
        try MainScheduler.withMainScheduler(scheduler, operation: action)
    }

    /// Runs `action` with the scheduler `makeScheduler` returns standing in for the main
    /// scheduler, and returns its result.
    ///
    /// `makeScheduler` is called once, before `action` runs; RxCocoa's calls it for every
    /// sequence that needs a scheduler, which makes a difference only to a factory that returns
    /// a new scheduler each time.
    @discardableResult
    public static func mock<Result>(
        makeScheduler: () -> any SchedulerType & Sendable,
        action: () throws -> Result
    ) rethrows -> Result {
        try MainScheduler.withMainScheduler(makeScheduler(), operation: action)
    }
}
