import Foundation

extension ObservableType {
    /// Prints every event of each subscription, and its subscription and disposal, to standard
    /// output, passing events through unchanged.
    ///
    /// Lines read `2024-05-01 12:00:00.123: identifier -> Event next(1)`, with `subscribed`,
    /// `Event completed`, `Event error(...)` and `isDisposed` likewise. `identifier` defaults to
    /// the call site (`File.swift:12 (function)`); with `trimOutput`, event texts over 40
    /// characters are shortened to their first and last 20.
    ///
    /// - Emits: this sequence's elements.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return debug(name, trimOutput: trimOutput) { print($0) }
    }

    /// `debug`, writing each line to `log` instead of standard output.
    func debug(
        name: StaticString = #function, _ identifier: String, trimOutput: Bool, log: @escaping (String) -> Void
    ) -> Observable<Element> {
        Observable(name: name) { observer in
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
            formatter.locale = Locale(identifier: "en_US_POSIX")
            let write = { (content: String) in log("\(formatter.string(from: Date())): \(identifier) -> \(content)") }
            write("subscribed")
            let subscription = SingleAssignmentDisposable()
            let disposal = Disposables.create(with: {
                write("isDisposed")
                subscription.dispose()
            })
            subscription.setDisposable(
                self.subscribe(
                    AnyObserver { event in
                        let text = "\(event)"
                        let shown = trimOutput && text.count > 40 ? "\(text.prefix(20))...\(text.suffix(20))" : text
                        write("Event \(shown)")
                        observer.on(event)
                        if event.isStopEvent { disposal.dispose() }
                    }))
            return disposal
        }
    }
}
