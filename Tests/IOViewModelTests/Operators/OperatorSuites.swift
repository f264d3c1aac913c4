import Testing

/// Namespaces for the operator suites, so that `swift test --filter Operators` runs them all.
@Suite enum OperatorsCreating {}
@Suite enum OperatorsTransforming {}
@Suite enum OperatorsFiltering {}
@Suite enum OperatorsViewModel {}
@Suite enum OperatorsDisposal {}
