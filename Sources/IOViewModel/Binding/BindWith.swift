extension ObservableType {
    /// Calls `onNext` with `object` and each element, holding `object` weakly: once it is gone,
    /// the binding ends.
    ///
    /// An error is reported to ``Hooks/unhandledErrorHandler``, as for ``bind(onNext:fileID:line:)``.
    ///
    /// - Emits: each element, with `object`, to `onNext`.
    /// - Completes: the binding ends.
    /// - Errors: the binding ends and the error is reported as unhandled.
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) -> any Disposable {
        SubscriptionTrace.tracing("bind(with:)", fileID: fileID, line: line) {
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(
                subscribe(
                    onNext: { [weak object] element in
                        guard let object else {
                            subscription.dispose()
                            return
                        }
                        onNext(object, element)
                    },
                    onError: { error in Hooks.reportUnhandled(error) }
                ))
            return subscription
        }
    }
}

extension InfallibleType {
    /// Passes this sequence to `binder` and returns its result: `bind(to: someFunction)`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Curried form: `bind(to: someFunction, curriedArgument: argument)` is
    /// `someFunction(self)(argument)`.
    public func bind<Argument, Result>(
        to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument
    ) -> Result {
        binder(self)(curriedArgument)
    }
}
