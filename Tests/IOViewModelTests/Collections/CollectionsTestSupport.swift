import IOViewModel
import Testing

/// Groups the suites of the collections and two-way binding work, so that
/// `swift test --filter Collections` runs all of them.
@Suite enum CollectionsTests {}
