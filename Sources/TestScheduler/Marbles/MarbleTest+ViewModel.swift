import IOViewModel

extension TestScheduler {
    /// Runs an exhaustive marble test of a view model the test owns: every output of the view
    /// model that does anything during the test must be expected (or ignored), and the view model
    /// must be released when the test lets go of it.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// scheduler.marbles(SigninViewModel()) { test, viewModel in
    ///     test.input("-a---b--", values: ["a": "foo", "b": "foo@bar.com"], into: viewModel.inputs.didChange(email:))
    ///     test.expect(viewModel.outputs.isEmailValid, "-n---v--", values: ["n": .notValid, "v": .valid])
    ///     test.expect(viewModel.outputs.isSigninEnabled, "f-------", values: ["f": false])
    ///     test.ignore(viewModel.outputs.emailNotValidErr)
    /// }
    /// ```
    ///
    /// The harness makes the view model with `makeViewModel` inside the test's tracked scope, so
    /// the subscriptions it makes in `init` are charged to the test, and with this scheduler
    /// standing in for the main one (`MainScheduler.withMainScheduler(_:operation:)`), so the
    /// `Driver`s and `Signal`s made in `init`, which deliver on the main scheduler, deliver in
    /// virtual time, at the frame the event that caused them happened. It finds the outputs by
    /// reflection (see <doc:ExhaustiveTests> for what it can and cannot see): the view model's
    /// stored properties, its superclasses' included, whose values are `Observable`s
    /// that are not subjects, `Driver`s, `Signal`s, `Infallible`s or `Single`s, `Maybe`s and
    /// `Completable`s. Each output the test neither expects nor ignores with
    /// ``MarbleTest/ignore(_:fileID:filePath:line:column:)`` is subscribed at frame zero with the
    /// expected ones; one that emits anything fails the test, at this call, with what it did drawn
    /// on the test's axis and the `expect` line to paste.
    ///
    /// When the run ends, the harness lets go of the view model before the leak check: its
    /// dispose bag ends the subscriptions it made, an endless stream or timer included. A view
    /// model still alive then (held by a retain cycle through its own subscriptions, typically)
    /// fails the test at this call.
    ///
    /// The rest is ``marbles(frame:record:fileID:filePath:line:column:_:)``'s.
    public func marbles<ViewModel: AnyObject>(
        _ makeViewModel: @autoclosure () throws -> ViewModel,
        frame: TestTime = 1,
        record: Bool? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (MarbleTest, ViewModel) throws -> Void
    ) rethrows {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        weak var released: ViewModel?
        let ran = try runMarbles(frame: frame, record: record, at: callSite) { test in
            // The scheduler stands in for the main one while the view model is made, so the
            // drivers and signals its `init` makes deliver in virtual time.
            let viewModel = try MainScheduler.withMainScheduler(self) { try makeViewModel() }
            released = viewModel
            test.ownedViewModel = OwnedViewModel(viewModel)
            try body(test, viewModel)
        }
        if ran, let alive = released {
            TestFailureReporting.report(
                OwnedViewModel.stillAliveMessage(String(describing: type(of: alive))), at: callSite)
        }
    }
}

extension MarbleTest {
    /// Tells an exhaustive test (``TestScheduler/marbles(_:frame:record:fileID:filePath:line:column:_:)``)
    /// that it does not check `output`: whatever the output does, the test does not fail for it.
    ///
    /// `output` must be one of the owned view model's outputs; in a test that owns no view model,
    /// every output not expected is ignored already, and this call fails the test.
    public func ignore<Source: ObservableConvertibleType>(
        _ output: Source,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let ownedViewModel else {
            report(
                """
                MarbleTest.ignore: this test owns no view model, so it checks only the outputs it expects: there is \
                nothing to ignore. Hand the view model to the test, scheduler.marbles(MyViewModel()) { test, \
                viewModel in ... }, to check every output.
                """, at: callSite)
            return
        }
        let identity = ObjectIdentifier(output.asObservable())
        guard ownedViewModel.outputs.contains(where: { $0.identity == identity }) else {
            let names = ownedViewModel.outputs.map(\.name).joined(separator: ", ")
            report(
                """
                MarbleTest.ignore: this is not one of the outputs of the view model the test owns \
                (\(names)): only an output found in the view \
                model can be ignored.
                """, at: callSite)
            return
        }
        asserted.insert(identity)
    }

    /// An output of the owned view model that the test neither expects nor ignores, watched
    /// from frame zero: if it emits anything, the test fails at `callSite` with what it did.
    func unassertedOutputWatches(at callSite: CallSite) -> [Output] {
        guard let ownedViewModel else { return [] }
        return ownedViewModel.outputs.filter { !asserted.contains($0.identity) }.map { output in
            output.watch(self, callSite)
        }
    }

    /// Watches `source`, the owned view model's output `name`, the test not expecting it.
    func watch<Element>(_ source: Observable<Element>, named name: String, at callSite: CallSite) -> Output {
        let recorder = TestableObserver<Element>(scheduler: scheduler)
        var subscription: (any Disposable)?
        let format = self.format
        let perTick = scheduler.nanosecondsPerTick
        return Output(
            subscribe: { subscription = source.subscribe(recorder) },
            dispose: {
                subscription?.dispose()
                subscription = nil
            },
            verify: { origin in
                guard !recorder.events.isEmpty else { return }
                let unasserted = UnassertedOutput(
                    name: name, actual: recorder.events, format: format, nanosecondsPerTick: perTick, origin: origin,
                    endFrame: Int(self.latest / format.ticksPerFrame))
                let message = unasserted.message
                // In record mode, the line that expects the output is written into the test.
                if let batch = self.recordingBatch {
                    switch unasserted.drawing {
                    case .success(let drawing):
                        batch.add(
                            ExpectationInsertion.Expectation(
                                name: name, diagram: drawing.diagram, values: drawing.addedValues),
                            failure: message)
                    case .failure(let refusal):
                        batch.add(
                            report: """
                                Record mode left the test at \(callSite) as it was: \(refusal).

                                \(message)
                                """, at: callSite)
                    }
                    return
                }
                self.report(message, at: callSite)
            })
    }
}
