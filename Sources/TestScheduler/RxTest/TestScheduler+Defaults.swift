extension TestScheduler {
    /// RxTest's default times of
    /// ``TestScheduler/start(created:subscribed:disposed:fileID:filePath:line:column:create:)``:
    /// the sequence is created at 100, subscribed at 200 and disposed at 1000.
    public enum Defaults {
        /// When the tested sequence is created: 100.
        public static let created: TestTime = 100
        /// When the tested sequence is subscribed: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }
}
