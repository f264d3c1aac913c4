#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import CocoaStandIns
#endif
import IOViewModel

/// A table's data source that answers from closures: not generic, so that it can adopt the
/// Objective-C protocol on Apple platforms; the generic bindings of `UITableView+Rx.swift` give
/// it its answers.
@MainActor final class TableViewDataSource: NSObject, UITableViewDataSource {
    var sectionCount: () -> Int = { 0 }
    var rowCount: (Int) -> Int = { _ in 0 }
    var cell: (UITableView, IndexPath) -> UITableViewCell = { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    var title: (Int) -> String? = { _ in nil }

    func numberOfSections(in tableView: UITableView) -> Int { sectionCount() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount(section) }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title(section) }
}
#endif
