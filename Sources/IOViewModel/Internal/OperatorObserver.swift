/// An observer that an operator of this library subscribes to its source with, other than an
/// `AnyObserver`, relying on the source to stop at its terminal event (the event grammar) rather
/// than disposing its subscription there itself.
///
/// A test observable made with RxTest's API treats it as it treats an `AnyObserver`, an
/// operator's: the subscription stops, and ends, at the terminal event, as an RxSwift operator
/// disposes its source there. Any other observer type is a direct subscriber, which RxTest's test
/// observables play their whole script to.
@usableFromInline
package protocol OperatorObserver {}
