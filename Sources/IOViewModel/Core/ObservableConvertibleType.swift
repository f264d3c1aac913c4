/// A type that can be read as an ``Observable``: every ``ObservableType``, and the traits
/// (``SharedSequence``, ``Infallible``, ``PrimitiveSequence``), which are not observables
/// themselves but wrap one.
///
/// Conversions that only need the underlying sequence (``asDriver(onErrorJustReturn:)``,
/// ``asInfallible(onErrorJustReturn:)``, ``values``, ...) are written on it, as in RxSwift, so
/// they apply to traits too.
public protocol ObservableConvertibleType<Element> {
    /// The type of element produced.
    associatedtype Element

    /// This value as a concrete ``Observable``.
    func asObservable() -> Observable<Element>
}

extension SharedSequence: ObservableConvertibleType {}
extension Infallible: ObservableConvertibleType {}
extension PrimitiveSequence: ObservableConvertibleType {}
