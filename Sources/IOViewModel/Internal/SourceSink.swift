/// A sink fed by one source sequence (the outer one, for `flatMap`): what
/// ``ObservableType/subscribeSink(_:)`` subscribes. The timed operators and the `flatMap` family
/// are made of these.
@usableFromInline
protocol SourceSink: Disposable {
    associatedtype Source
    /// The source subscription, disposed with the sink or when the sink is done with the source
    /// (for `timeout`, the source's, then the fallback's).
    var upstream: SerialDisposable { get }
    /// Takes one event of the source.
    func on(_ event: Event<Source>)
}

extension ObservableType {
    /// The subscription every operator made of one ``SourceSink`` shares: a sink per
    /// subscription, made by `makeSink`, that receives this sequence's events.
    @inlinable
    func subscribeSink<Output, Sink: SourceSink>(
        name: StaticString = #function,
        _ makeSink: @escaping (AnyObserver<Output>) -> Sink
    ) -> Observable<Output> where Sink.Source == Element {
        Observable(name: name) { observer in
            let sink = makeSink(observer)
            sink.upstream.disposable = self.subscribe(AnyObserver { event in sink.on(event) })
            return sink
        }
    }
}
