extension ObservableType {
    /// Skips the first `count` elements, then emits the rest.
    ///
    /// - Emits: every element after the first `count`.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    /// - Precondition: `count` is not negative.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip: count can't be negative")
        return Observable { observer in
            var remaining = count
            return self.subscribe(
                AnyObserver { event in
                    if case .next = event, remaining > 0 {
                        remaining -= 1
                        return
                    }
                    observer.on(event)
                })
        }
    }

    /// Skips elements while `predicate` holds; from the first element that fails it on, emits
    /// everything.
    ///
    /// - Emits: the first element that fails `predicate` and every element after it; `predicate` is
    ///   not called again once an element has been emitted.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the error `predicate` throws; the source
    ///   subscription is then disposed.
    @inlinable
    public func skip<Failure: Error>(
        while predicate: @escaping (Element) throws(Failure) -> Bool
    ) -> Observable<Element> {
        stoppableElementSink(state: true) { sink, skipping, element in
            if skipping {
                do throws(Failure) {
                    skipping = try predicate(element)
                } catch {
                    return sink.fail(error)
                }
                if skipping { return }
            }
            sink.observer.on(.next(element))
        }
    }

    /// Skips the source's elements until `other` emits an element, then emits the rest.
    ///
    /// The source is subscribed first, then `other`, both through the current-thread trampoline;
    /// they may emit on different threads.
    ///
    /// - Emits: the source's elements that arrive after `other`'s first element; `other`'s
    ///   subscription is then disposed. If `other` completes without emitting, nothing is ever
    ///   emitted.
    /// - Completes: when the source completes after `other` has emitted. As in RxSwift, if the
    ///   source completes before that, the completion is not forwarded: both subscriptions are
    ///   disposed and the result stays silent.
    /// - Errors: when the source fails, or when `other` fails first; both subscriptions are then
    ///   disposed.
    @inlinable
    public func skip<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
        // `extra`: whether `other` has emitted, so the source's elements flow.
        pairedSources(other, extra: false) { sink, event in
            switch event {
            case .next(let element):
                sink.update { isOpen in isOpen ? element : nil }
            case .error:
                sink.terminate(event)
            case .completed:
                sink.terminate(event, onlyIf: { isOpen in isOpen })
            }
        } onOther: { sink, event in
            switch event {
            case .next:
                sink.withExtra { $0 = true }
                sink.second.dispose()
            case .error(let error):
                sink.terminate(.error(error))
            case .completed:
                sink.second.dispose()
            }
        }
    }
}
