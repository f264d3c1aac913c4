/// The optional base for a view model's `...Types` protocol in the Inputs/Outputs convention.
///
/// A view model exposes two faces: `inputs` (methods the view calls: "the email changed") and
/// `outputs` (streams the view observes: "the email is valid"). A view that holds the `...Types`
/// protocol can neither push into an output nor read an input.
///
/// Conforming is optional; the plain three-protocol form works without it. Conforming
/// lets generic helpers (the test scheduler's view-model harness, for one) take any view model:
///
/// ```swift
/// final class SigninViewModel: SigninViewModelTypes, ViewModelType { ... }
/// // `Inputs` and `Outputs` are inferred from the `inputs` and `outputs` properties.
/// ```
public protocol ViewModelType<Inputs, Outputs>: AnyObject {
    /// The inputs face, usually `any XViewModelInputs`.
    associatedtype Inputs
    /// The outputs face, usually `any XViewModelOutputs`.
    associatedtype Outputs

    /// What the view calls when something happens.
    var inputs: Inputs { get }
    /// What the view observes.
    var outputs: Outputs { get }
}
