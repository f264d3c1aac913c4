import Synchronization

extension ObservableType {
    /// Splits this sequence into one sequence per key: emits a ``GroupedObservable`` the first
    /// time `keySelector` returns a key, and sends each element to the group of its key.
    ///
    /// A group is hot: a subscriber receives the elements that arrive after it subscribes. This
    /// sequence stays subscribed while the returned sequence or any group is subscribed, so
    /// disposing the outer subscription does not cut off groups still in use.
    ///
    /// - Emits: a new group for each new key, before that key's first element reaches the group.
    /// - Completes: when this sequence completes, together with every group.
    /// - Errors: when this sequence fails or `keySelector` throws, in every group too.
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        Observable { observer in
            let upstream = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: upstream)
            let sink = GroupBySink(
                observer: observer, keySelector: keySelector, upstream: upstream, refCount: refCount)
            upstream.setDisposable(self.subscribe(sink))
            return Disposables.create(with: {
                sink.isOuterDisposed.store(true, ordering: .releasing)
                refCount.dispose()
            })
        }
    }
}

/// A sequence of the elements of one key, emitted by ``ObservableType/groupBy(keySelector:)``.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    private let source: Observable<Element>

    /// A group of key `key` whose elements are `source`'s.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain ``Observable``.
    ///
    /// - Emits: the group's elements that arrive after subscription.
    /// - Completes: when the grouped sequence completes.
    /// - Errors: when the grouped sequence fails.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// Routes each element to its key's subject. Upstream events arrive one at a time, so `groups`
/// and `isStopped` are only touched by one event at a time.
private final class GroupBySink<Key: Hashable, Element>: ObserverType, OperatorObserver, @unchecked Sendable {
    let isOuterDisposed = Atomic<Bool>(false)
    private let observer: AnyObserver<GroupedObservable<Key, Element>>
    private let keySelector: (Element) throws -> Key
    private let upstream: SingleAssignmentDisposable
    private let refCount: RefCountDisposable
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var isStopped = false

    init(
        observer: AnyObserver<GroupedObservable<Key, Element>>,
        keySelector: @escaping (Element) throws -> Key,
        upstream: SingleAssignmentDisposable,
        refCount: RefCountDisposable
    ) {
        self.observer = observer
        self.keySelector = keySelector
        self.upstream = upstream
        self.refCount = refCount
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        switch event {
        case .next(let element):
            // Only `keySelector` throws: the element reaches its group once it has a key.
            do {
                group(for: try keySelector(element)).onNext(element)
            } catch {
                end(with: .error(error))
                upstream.dispose()
            }
        case .error, .completed:
            end(with: event)
        }
    }

    private func group(for key: Key) -> PublishSubject<Element> {
        if let subject = groups[key] { return subject }
        let subject = PublishSubject<Element>()
        groups[key] = subject
        let refCount = refCount
        let source = Observable<Element> { observer in
            let release = refCount.retain()
            return Disposables.create(subject.subscribe(observer), release)
        }
        if !isOuterDisposed.load(ordering: .acquiring) {
            observer.onNext(GroupedObservable(key: key, source: source))
        }
        return subject
    }

    private func end(with terminal: Event<Element>) {
        isStopped = true
        let subjects = groups.values
        groups = [:]
        for subject in subjects { subject.on(terminal) }
        guard !isOuterDisposed.load(ordering: .acquiring) else { return }
        switch terminal {
        case .error(let error): observer.onError(error)
        default: observer.onCompleted()
        }
    }
}
