/// A subscription charged to a ``ResourceTracker`` that has not ended: what it is to, through
/// which operators, and which call made it, as far as the library saw them.
///
/// ```swift
/// let tracker = ResourceTracker()
/// let subject = PublishSubject<String>()
/// tracker.track {
///     _ = subject.map { $0.count }.filter { $0 > 2 }.subscribe(onNext: { print($0) })
/// }
/// print(tracker.liveSubscriptions[0])
/// // PublishSubject<String> → map → filter → subscribe(onNext:) at MyTests/LeakTests.swift:4
/// ```
///
/// What the library can see, and what it cannot:
/// - ``source`` is always named: the subject or relay with its element type, `create`, `timer`,
///   `from` (and the forms built on it: `of`, `range`, `repeatElement`), `generate`, or a test
///   observable's label.
/// - ``operators`` lists the operators an observable made while a tracker was tracking passed
///   through (`map`, `filter`, `flatMapLatest`...), named after the function that made each
///   observable: an operator built on others shows as those (`share` as `multicast`, `refCount`).
///   An observable made while no tracker in the process was tracking (a view model made before
///   the test runs) is not named, and the chain then skips it.
/// - ``call`` is the innermost public call, made outside the library, that subscribes and was on
///   the stack when the subscription started: `subscribe(onNext:)`, `subscribe(with:onNext:)`, `subscribe(_:)` with
///   a closure, `bind(to:)`, `bind(onNext:)`, `drive`, `emit`, the traits' `subscribe`s. `subscribe(_:)`
///   with an observer is the protocol's requirement and cannot take its caller's line: a
///   subscription made by it alone, or by an operator later (an inner subscription of
///   `flatMap`, a `retry`), has no call; ``context`` then says what the harness was doing.
public struct LiveSubscription: Sendable, Equatable, CustomStringConvertible {
    /// What the subscription is to: `PublishSubject<String>`, `timer`, a test observable's label.
    public let source: String
    /// The operators between the source and the call, source side first.
    public let operators: [String]
    /// The public call that made the subscription (`subscribe(onNext:)`), if one was seen.
    public let call: String?
    /// The file of ``call``'s caller, as `#fileID` spells it.
    public let fileID: String?
    /// The line of ``call``'s caller.
    public let line: UInt?
    /// What the test harness was doing when the subscription was made, if it said.
    public let context: String?

    init(source: String, frames: [SubscriptionTrace.Frame]) {
        self.source = source
        var call: (name: String, fileID: String, line: UInt)?
        var operators: [String] = []
        var context: String?
        for frame in frames {
            switch frame {
            case .call(let name, let fileID, let line):
                // The innermost call made the subscription (a `subscribe` in a `create` closure
                // that `start` subscribes to): operators stepped through before it belong to the
                // outer chain. A call the library makes itself (`drive` subscribing through
                // `subscribe`) is not the user's.
                let file = fileID.description
                guard !file.hasPrefix("IOViewModel/") else { continue }
                call = (name.description, file, line)
                operators = []
            case .harnessCall(let name, let fileID, let line):
                call = (name.description, fileID, line)
                operators = []
            case .step(let function):
                operators.append(Self.operatorName(function.description))
            case .context(let what, let fileID, let line):
                context = "\(what) (\(fileID):\(line))"
            case .source:
                break
            }
        }
        self.operators = operators.reversed()
        self.call = call?.name
        // `drive()` and `emit()` take no line: a defaulted one would make them ambiguous.
        let placed = call.flatMap { $0.fileID.isEmpty ? nil : $0 }
        self.fileID = placed?.fileID
        self.line = placed?.line
        self.context = context
    }

    /// `map(_:)` as `map`: a function's name without its argument labels.
    static func operatorName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// The chain from the source to the call: `PublishSubject<String> → map → subscribe(onNext:)`.
    public var chain: String {
        ([source] + operators + (call.map { [$0] } ?? [])).joined(separator: " → ")
    }

    /// Where the subscription was made: `made at MyTests/LeakTests.swift:12`, or, without a line,
    /// what the library knows (and what the test harness was doing).
    public var origin: String {
        if let fileID, let line { return "made at \(fileID):\(line)" }
        if let call { return "made by a \(call)() that takes no line" }
        let unseen =
            "made by no call the library can name (an operator's inner subscription, or subscribe(_:) with an observer)"
        return context.map { "\(unseen), \($0)" } ?? unseen
    }

    /// The chain and where it was made: `PublishSubject<String> → map → subscribe at
    /// MyTests/LeakTests.swift:12`.
    public var description: String {
        if let fileID, let line { return "\(chain) at \(fileID):\(line)" }
        return "\(chain), \(origin)"
    }
}
