extension Scenario {
    /// Every scenario the documentation draws; names are unique, one picture each.
    public static let all: [Scenario] = {
        // One `+` per statement: a chain of three makes the type checker try every `+` overload.
        var scenarios: [Scenario] = SigninScenarios.all
        scenarios += SignupScenarios.all
        scenarios += MarbleTestingScenarios.all
        scenarios += OperatorScenarios.all
        return scenarios
    }()
}
