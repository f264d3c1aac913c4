import Testing

/// Namespaces for the operator suites by family, so that `swift test --filter Operators` runs them.
@Suite enum OperatorsCreating {}
@Suite enum OperatorsTransforming {}
@Suite enum OperatorsFiltering {}
@Suite enum OperatorsViewModel {}
@Suite enum OperatorsDisposal {}
