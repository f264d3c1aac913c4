#if canImport(Observation)
import IOViewModel
import Observation

/// The base class of a screen state: it holds the view model and the subscriptions, and turns
/// each output into a property with one line, so a screen state is its inputs and its outputs.
///
/// ```swift
/// @Observable
/// public final class SigninScreenState: ScreenState<any SigninViewModelType> {
///     public var email = "" { didSet { viewModel.inputs.didChange(email: email) } }
///     public var isSigninEnabled: Bool { latest(\.outputs.isSigninEnabled, initially: false) }
/// }
/// ```
///
/// An output property reads ``latest(_:initially:)``, which keeps the output's latest element in
/// an observable cell of its own: a new value invalidates the views that read that property and
/// no other, an equal value invalidates nothing, and each element is written on the main actor.
/// The output is subscribed the first time the property is read (a view reads what it shows when
/// it first draws), and the subscription lasts as long as the state. That suits an output that
/// replays its latest element, a state such as "is the button enabled", which shows the same from
/// any first read. An event output that does not replay (a request's result) would be missed
/// until then: show it in a stored property connected in `init` with ``show(_:in:)``, which
/// subscribes at once. The subscriptions hold their cells, never the state, so releasing the
/// state ends them and no cycle forms.
@MainActor
open class ScreenState<ViewModel>: ObservationBridge {
    /// The view model whose inputs the state's settable properties call and whose outputs its
    /// properties show.
    public let viewModel: ViewModel
    /// The subscriptions to the view model's outputs; they end with the state.
    public let bindings = DisposeBag()
    private var cells: [AnyKeyPath: AnyObject] = [:]

    /// The state of a screen driven by `viewModel`.
    public init(viewModel: ViewModel) {
        self.viewModel = viewModel
    }

    /// The latest element of the view model's output at `output` (an `Observable`, a `Driver`, a
    /// `Signal`; `initially` until the output gives one), read as Observation tracks a stored
    /// property.
    ///
    /// - Emits: nothing itself: the output is subscribed on the first read, and each element that
    ///   differs from the current value is written on the main scheduler.
    /// - Completes: the subscription ends with the output; the value stays the last one.
    /// - Errors: an error ends the subscription and is reported through `Hooks`.
    public func latest<Output: ObservableConvertibleType>(
        _ output: KeyPath<ViewModel, Output>,
        initially: Output.Element
    ) -> Output.Element where Output.Element: Equatable {
        cell(for: output, initially: initially).value
    }

    /// The cell that holds the latest element of `output`, made and subscribed on the first read.
    private func cell<Output: ObservableConvertibleType>(
        for output: KeyPath<ViewModel, Output>,
        initially: Output.Element
    ) -> LatestValue<Output.Element> where Output.Element: Equatable {
        if let cell = cells[output] as? LatestValue<Output.Element> { return cell }
        let cell = LatestValue(initially)
        cells[output] = cell
        viewModel[keyPath: output].asObservable().assign(to: \.value, on: cell).disposed(by: bindings)
        return cell
    }
}
#endif
