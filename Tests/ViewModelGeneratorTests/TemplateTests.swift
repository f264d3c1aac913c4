import Testing
import ViewModelGenerator

/// The generated code follows the view-model idiom: inputs are methods over private relays,
/// outputs are drivers and signals assigned once in `init`, the test owns the view model and
/// drafts every output with an empty diagram.
@Suite struct TemplateTests {
    let spec: ViewModelSpec

    init() throws {
        spec = try ViewModelSpec(
            name: "Login", inputs: "email:String,loginTapped,refresh,user:User",
            outputs: "isLoginEnabled:Bool,errorMessage:String,loggedIn,profile:Profile")
    }

    @Test func inputsAreMethodsOverPrivateRelays() {
        let text = ViewModelTemplate(spec: spec).render()
        #expect(text.contains("    func didChange(email: String)\n"))
        #expect(text.contains("    private let emailChanged = PublishRelay<String>()\n    public func didChange(email: String) {\n        emailChanged.accept(email)\n"))
        #expect(text.contains("    private let loginTapped = PublishRelay<Void>()\n    public func didTapLogin() {\n        loginTapped.accept(())\n"))
        #expect(text.contains("    private let refreshEvents = PublishRelay<Void>()\n    public func refresh() {\n"))
    }

    @Test func statesReplayAndEventsDoNot() {
        let text = ViewModelTemplate(spec: spec).render()
        #expect(text.contains("    var isLoginEnabled: Driver<Bool> { get }\n"))
        #expect(text.contains("    var loggedIn: Signal<Void> { get }\n"))
        #expect(text.contains("    public let isLoginEnabled: Driver<Bool>\n"))
        #expect(text.contains("    public let loggedIn: Signal<Void>\n"))
        #expect(text.contains("isLoginEnabled = Driver<Bool>.never().hot(keptBy: disposeBag)"))
        #expect(text.contains("loggedIn = Signal<Void>.never().hot(keptBy: disposeBag)"))
        #expect(!text.contains("Observable<"))
        #expect(text.contains("public final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {"))
    }

    @Test func everyProtocolMemberHasADocPlaceholder() {
        let lines = ViewModelTemplate(spec: spec).render().split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated()
        where line.hasPrefix("    func ") || (line.hasPrefix("    var ") && line.hasSuffix("{ get }")) {
            #expect(lines[index - 1].hasPrefix("    /// "), "\(line) has no doc comment")
        }
    }

    @Test func equatableOutputsAreComparedWithEqualsAndOthersByDescription() throws {
        let spec = try ViewModelSpec(
            name: "Search", inputs: "query:String",
            outputs: "results:[String],count:Int?,grid:[[Int]],names:Array<String>,byName:[String: Int],user:User?")
        let text = ViewModelTestTemplate(spec: spec, module: "App").render()
        for name in ["results", "count", "grid", "names"] {
            #expect(text.contains("test.expect(viewModel.outputs.\(name), \"\", values: [:])"), "\(name)")
        }
        for name in ["byName", "user"] {
            #expect(text.contains("test.expect(viewModel.outputs.\(name).map { String(describing: $0) }, \"\", values: [:])"), "\(name)")
            #expect(text.contains("test.ignore(viewModel.outputs.\(name))"), "\(name)")
        }
    }

    @Test func oneExhaustiveTestThatDraftsEveryOutputWithAnEmptyDiagram() {
        let text = ViewModelTestTemplate(spec: spec, module: "App").render()
        #expect(text.components(separatedBy: "@Test func ").count - 1 == 1)
        #expect(text.contains("        TestScheduler().marbles(LoginViewModel()) { test, viewModel in\n"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("            test.expect(") }.count == 4)
        #expect(text.contains("test.expect(viewModel.outputs.isLoginEnabled, \"\", values: [\"t\": true, \"f\": false])"))
        #expect(text.contains("test.expect(viewModel.outputs.loggedIn, \"\")"))
        #expect(text.contains("test.expect(viewModel.outputs.profile.map { String(describing: $0) }, \"\", values: [:])"))
        #expect(text.contains("test.expect(viewModel.outputs.errorMessage, \"\", values: [:])"))
        #expect(!text.contains("by:"))
        #expect(text.contains("test.input(\"-a----b----\", into: viewModel.inputs.didChange(email:))"))
        #expect(text.contains("test.input(\"-------x---\", into: viewModel.inputs.didTapLogin)"))
        #expect(text.contains("// user (User): the generator cannot make values of this type"))
    }
    @Test func aValueInputNamedWithChangedReadsAsDidChangeOfItsSubject() throws {
        let spec = try ViewModelSpec(name: "Cart", inputs: "quantityChanged:Int,checkoutTapped", outputs: "total:Int")
        let text = ViewModelTemplate(spec: spec).render()
        #expect(text.contains("    func didChange(quantity: Int)\n"))
        #expect(text.contains("    private let quantityChanged = PublishRelay<Int>()\n    public func didChange(quantity: Int) {\n        quantityChanged.accept(quantity)\n"))
        #expect(!text.contains("quantityChangedChanged"))
        #expect(ViewModelTestTemplate(spec: spec, module: "App").render().contains("into: viewModel.inputs.didChange(quantity:))"))
        let keyword = try ViewModelSpec(name: "Cart", inputs: "classChanged:Int", outputs: "total:Int")
        #expect(ViewModelTemplate(spec: keyword).render().contains("    func didChange(classChanged: Int)\n"))
    }
}
