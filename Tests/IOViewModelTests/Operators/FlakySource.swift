import IOViewModel

/// A cold source that fails on its first `failures` subscriptions (after emitting the attempt
/// number), then emits the attempt number and completes.
final class FlakySource {
    private(set) var attempts = 0
    let failures: Int

    init(failures: Int) {
        self.failures = failures
    }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.attempts += 1
            observer.onNext(self.attempts)
            if self.attempts <= self.failures {
                observer.onError(Boom(tag: self.attempts))
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
