#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

/// A table cell whose bindings are dropped when it is reused: bind a cell's views into
/// ``reuseBag`` when configuring it, and the table's next use of the cell for another row starts
/// from a fresh bag, so a reused cell never shows the previous row's values.
///
/// ```swift
/// viewModel.status(of: message).bind(to: cell.textLabel!.rx.text).disposed(by: cell.reuseBag)
/// ```
@MainActor open class BindingTableViewCell: UITableViewCell {
    /// The bag for this use of the cell; replaced (disposing its bindings) by ``prepareForReuse()``.
    public private(set) var reuseBag = DisposeBag()

    /// Disposes of the bindings of the cell's previous row.
    open override func prepareForReuse() {
        super.prepareForReuse()
        reuseBag = DisposeBag()
    }
}
#endif
