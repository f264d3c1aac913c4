#if !canImport(UIKit)
import IOViewModel
import SignupFeature
import Testing

// The examples of the collections and two-way binding article (IOViewModel.docc), which are UIKit
// code. UIKit does not exist here, so the minimal stand-ins at the end of this file give its calls
// something to compile and run against; what the tests check is the examples' use of this
// package: the bindings and the changesets.

final class SignupViewController: UIViewController {
    private let viewModel = SignupFieldsViewModel()
    private let loginIDField = UITextField()
    private let termsSwitch = UISwitch()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        (viewModel.loginID <-> loginIDField.rx.text.orEmpty).disposed(by: disposeBag)
        viewModel.termsAccepted.bindBidirectional(to: termsSwitch.rx.isOn).disposed(by: disposeBag)
    }
}

extension SignupViewController {
    /// The user types into the field and flips the switch; returns what the view model holds.
    func userEdits(loginID: String, termsAccepted: Bool) -> (String, Bool) {
        loginIDField.userTypes(loginID)
        termsSwitch.userFlips(to: termsAccepted)
        return (viewModel.loginID.value, viewModel.termsAccepted.value)
    }
}

/// A view model whose state is its fields, edited in place by the view: the case two-way binding
/// is for. (`SignupViewModel` takes its fields through input methods instead.)
final class SignupFieldsViewModel {
    let loginID = BehaviorRelay(value: "")
    let termsAccepted = BehaviorRelay(value: false)
}

struct Message: Equatable {
    let text: String
}

struct FieldViewModel: Equatable {
    let title: String
}

/// On the main actor, as a view controller is: the controls' properties subscribe on the main
/// thread.
@MainActor
@Suite struct CollectionsSnippets {
    @Test func theControlsAndTheViewModelStayInStep() {
        let controller = SignupViewController()
        controller.viewDidLoad()
        #expect(controller.userEdits(loginID: "alice", termsAccepted: true) == ("alice", true))
    }

    @Test func aTableFollowsTheArraysChangesets() {
        let tableView = UITableView()
        let welcome = Message(text: "welcome")
        let newer = ["one", "two", "three", "four"].map(Message.init)
        let edited = Message(text: "edited")

        let messages = ObservableArray<Message>()
        let subscription = messages.subscribe(onNext: { event in
            guard let change = event.changeset else { return tableView.reloadData() }
            tableView.performBatchUpdates {
                tableView.deleteRows(at: change.deletedIndices.map { IndexPath(row: $0, section: 0) }, with: .fade)
                tableView.insertRows(at: change.insertedIndices.map { IndexPath(row: $0, section: 0) }, with: .fade)
                for move in change.moves {
                    tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
                }
            }
            // Reload updated rows at their new indices afterwards (a moving row cannot be reloaded in the
            // same batch).
            tableView.reloadRows(at: change.updates.map { IndexPath(row: $0.newIndex, section: 0) }, with: .none)
        })

        messages.append(welcome)
        messages.performBatchUpdates { batch in
            batch.remove(at: 0)
            batch.insert(contentsOf: newer, at: 0)
            batch.move(from: 3, to: 1)
            batch[2] = edited
        }
        subscription.dispose()
        #expect(tableView.log == [
            "reloadData",
            "batch { insert [0] }", "reload []",
            "batch { delete [0] insert [0, 1, 2, 3] }", "reload []",
        ])
    }

    @Test func replacingWithADiffEmitsOneChange() {
        let tags = ObservableArray(["swift", "rx", "ios"])
        var changes: [String] = []
        let tagsSubscription = tags.subscribe(onNext: { event in
            changes.append(event.changeset?.description ?? "reload")
        })
        tags.replace(with: ["ios", "swift", "linux"])
        tags.replace(with: ["ios", "swift", "linux"])
        // changes: ["reload", "deleted [1], inserted [2], moved [0→1]"]; the second replacement, equal
        // to the contents, emitted nothing.
        tagsSubscription.dispose()
        #expect(changes == ["reload", "deleted [1], inserted [2], moved [0→1]"])
    }

    @Test func sectionsHoldTheirRows() {
        let loginID = FieldViewModel(title: "Login ID")
        let password = FieldViewModel(title: "Password")
        let passwordConfirmation = FieldViewModel(title: "Confirm password")
        let agreement = FieldViewModel(title: "I agree")
        let form = ObservableSectionedArray<String, FieldViewModel>([
            ArraySection("Account", rows: [loginID, password]),
            ArraySection("Terms", rows: [agreement]),
        ])
        form.insertRow(passwordConfirmation, at: RowIndexPath(row: 2, section: 0))
        #expect(form.sections.map(\.rows) == [[loginID, password, passwordConfirmation], [agreement]])
    }
}

// MARK: - Stand-ins for UIKit

class UIViewController {
    func viewDidLoad() {}
}

/// A text field whose text the user can change, seen through `rx.text` as RxCocoa shows it.
final class UITextField {
    fileprivate let value = BehaviorRelay<String?>(value: "")

    struct Reactive {
        let text: ControlProperty<String?>
    }

    var rx: Reactive {
        let value = self.value
        return Reactive(text: ControlProperty(values: value, valueSink: AnyObserver { event in
            if case .next(let text) = event { value.accept(text) }
        }))
    }

    func userTypes(_ text: String) {
        value.accept(text)
    }
}

/// A switch whose state the user can change, seen through `rx.isOn`.
final class UISwitch {
    fileprivate let value = BehaviorRelay(value: false)

    struct Reactive {
        let isOn: ControlProperty<Bool>
    }

    var rx: Reactive {
        let value = self.value
        return Reactive(isOn: ControlProperty(values: value, valueSink: AnyObserver { event in
            if case .next(let isOn) = event { value.accept(isOn) }
        }))
    }

    func userFlips(to isOn: Bool) {
        value.accept(isOn)
    }
}

struct IndexPath: Equatable {
    let row: Int
    let section: Int
}

/// A table that logs the updates it is asked for.
final class UITableView {
    enum RowAnimation {
        case fade, none
    }

    private(set) var log: [String] = []
    private var batch: [String] = []

    func reloadData() {
        log.append("reloadData")
    }

    func performBatchUpdates(_ updates: () -> Void) {
        batch = []
        updates()
        log.append("batch { " + batch.joined(separator: " ") + " }")
    }

    func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if !indexPaths.isEmpty { batch.append("delete \(indexPaths.map(\.row))") }
    }

    func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if !indexPaths.isEmpty { batch.append("insert \(indexPaths.map(\.row))") }
    }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch.append("move \(indexPath.row) to \(newIndexPath.row)")
    }

    func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        log.append("reload \(indexPaths.map(\.row))")
    }
}
#endif
