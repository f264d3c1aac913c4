extension PublishSubject {
    /// RxSwift's name for the type that feeds this subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>
}

extension BehaviorSubject {
    /// RxSwift's name for the type that feeds this subject: the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>
}

extension ReplaySubject {
    /// RxSwift's name for the type that feeds this subject: the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>
}

extension AsyncSubject {
    /// RxSwift's name for the type that feeds this subject: the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>
}
