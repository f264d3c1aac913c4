extension ObservableType {
    /// Emits each element together with its index, counting from 0.
    ///
    /// - Emits: `(index, element)` for each element; each subscription counts from 0 again.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Observable { observer in
            var index = 0  // Per subscription: each one counts from 0.
            return self.forwardingElements { (element: Element) -> (index: Int, element: Element)? in
                defer { index += 1 }
                return (index: index, element: element)
            }
            .subscribe(observer)
        }
    }
}
