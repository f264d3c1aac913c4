import Testing

/// Namespaces for the part-A operator suites, so that `swift test --filter Operators` runs them.
@Suite enum OperatorsCreating {}
@Suite enum OperatorsTransforming {}
@Suite enum OperatorsFiltering {}
@Suite enum OperatorsViewModel {}
@Suite enum OperatorsDisposal {}
