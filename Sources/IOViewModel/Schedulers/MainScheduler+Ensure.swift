extension MainScheduler {
    /// Stops the program unless called on the main thread (see ``isMainThread``), with
    /// `errorMessage` if given; for code that must not run elsewhere, such as UI updates.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        precondition(isMainThread, errorMessage ?? "Executing on a background thread. Use the main thread.")
    }

    /// Stops the program unless called on the main thread (see ``isMainThread``), with
    /// `errorMessage` if given.
    ///
    /// RxSwift checks the thread here and the main queue in
    /// ``ensureExecutingOnScheduler(errorMessage:)``; here both accept either, since on Linux the
    /// main queue may run on a worker thread (and RxSwift skips this check on Linux).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }
}
