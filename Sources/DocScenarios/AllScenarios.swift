extension Scenario {
    /// Every scenario the documentation draws; names are unique, one picture each.
    public static let all: [Scenario] =
        SigninScenarios.all + SignupScenarios.all + MarbleTestingScenarios.all + OperatorScenarios.all
}
