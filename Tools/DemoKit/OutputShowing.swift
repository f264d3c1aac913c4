import IOViewModel

/// A demo controller that shows its view model's outputs: each element changes the screen and is
/// marked on the screen's timeline. The controllers differ only in how one change is applied
/// (which frame it lands in), so that is the requirement; subscribing to an output is shared.
protocol OutputShowing: AnyObject {
    /// The screen the outputs change.
    associatedtype Screen

    /// Ends the outputs' subscriptions with the controller.
    var disposeBag: DisposeBag { get }

    /// Applies one output's `change` to the screen and marks `marble` on the timeline's `row`.
    func show(_ row: String, _ marble: Character, _ change: (inout Screen) -> Void)
}

extension OutputShowing {
    /// Applies each element of `output` to the screen with `change`, and marks it on the
    /// timeline's `row` with the marble `symbol` gives it. The subscription holds the controller
    /// weakly: the bag is the controller's, so it must not keep the controller alive.
    func show<Value>(
        _ output: some ObservableConvertibleType<Value>, row: String, marble symbol: @escaping (Value) -> Character,
        apply change: @escaping (inout Screen, Value) -> Void
    ) {
        output.asObservable().subscribe(
            with: self,
            onNext: { controller, value in controller.show(row, symbol(value)) { change(&$0, value) } }
        ).disposed(by: disposeBag)
    }
}
