extension MainScheduler {
    /// Stops the program unless called on the main thread (see ``isMainThread``), with
    /// `errorMessage` if given; for code that must not run elsewhere, such as UI updates.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        precondition(isMainThread, errorMessage ?? "Executing on a background thread. Use the main thread.")
    }

    /// Stops the program unless called on the main thread (see ``isMainThread``), with
    /// `errorMessage` if given.
    ///
    /// RxSwift checks this in debug builds only; here it is checked in every build, as
    /// ``ensureExecutingOnScheduler(errorMessage:)`` is, since a UI update off the main thread is
    /// a bug in release builds too.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }
}
