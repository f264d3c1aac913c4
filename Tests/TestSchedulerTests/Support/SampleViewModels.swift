import IOViewModel
import TestScheduler

/// A small sign-in view model in the Inputs/Outputs style, for the harness tests.
enum EmailState: Equatable {
    case valid
    case notValid
}

protocol SampleSigninInputs {
    func didChange(email: String)
    func didTapSignin()
}

protocol SampleSigninOutputs {
    var isEmailValid: Observable<EmailState> { get }
    var emailNotValidErr: Observable<String> { get }
    var signinRequested: Observable<Void> { get }
}

final class SampleSigninViewModel: SampleSigninInputs, SampleSigninOutputs {
    var inputs: any SampleSigninInputs { self }
    var outputs: any SampleSigninOutputs { self }

    private let email = PublishSubject<String>()
    private let tap = PublishSubject<Void>()

    func didChange(email: String) { self.email.onNext(email) }
    func didTapSignin() { tap.onNext(()) }

    var isEmailValid: Observable<EmailState> {
        email.map { $0.contains("@") && $0.contains(".") ? EmailState.valid : .notValid }
    }

    var emailNotValidErr: Observable<String> {
        isEmailValid.map { $0 == .valid ? "" : "Entered email is not valid." }
    }

    var signinRequested: Observable<Void> {
        tap.asObservable()
    }
}

/// A test-local time operator: delays each element by `delay` on `scheduler` (completion too).
func delayed<Element>(
    _ source: Observable<Element>, by delay: RxTimeInterval, on scheduler: some SchedulerType
) -> Observable<Element> {
    Observable { observer in
        let pending = CompositeDisposable()
        let upstream = source.subscribe(AnyObserver { event in
            pending.insert(scheduler.schedule(after: delay) { observer.on(event) })
        })
        return Disposables.create(upstream, pending)
    }
}

/// A deliberately broken operator: it subscribes to `source` a second time and never disposes
/// that subscription.
func leakingMirror<Element>(_ source: Observable<Element>) -> Observable<Element> {
    Observable { observer in
        _ = source.subscribe(AnyObserver { _ in })
        return source.subscribe(observer)
    }
}
