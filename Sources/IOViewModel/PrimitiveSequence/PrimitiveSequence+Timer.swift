extension PrimitiveSequence where Element: FixedWidthInteger {
    /// A ``Single`` or ``Maybe`` that emits `0` once `dueTime` has elapsed on `scheduler`.
    ///
    /// - Emits: `0`, `dueTime` after subscription.
    /// - Completes: right after it.
    /// - Errors: never.
    public static func timer(
        _ dueTime: RxTimeInterval, scheduler: some SchedulerType
    ) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// RxSwift's spelling of ``do(onSuccess:afterSuccess:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``,
    /// with `onNext` and `afterNext` for the element.
    ///
    /// - Emits: this maybe's element, after calling `onNext` (and before `afterNext`).
    /// - Completes: when this maybe completes empty or after its element.
    /// - Errors: with this maybe's error, or the error a callback throws.
    @_disfavoredOverload
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        self.do(
            onSuccess: onNext, afterSuccess: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
            onSubscribed: onSubscribed, onDispose: onDispose)
    }
}
