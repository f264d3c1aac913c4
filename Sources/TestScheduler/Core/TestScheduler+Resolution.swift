extension TestScheduler {
    /// Seconds per tick under the initializer's label, for this module's own use. Internal, so
    /// that inside a test file's `extension TestScheduler` the name `resolution` still means the
    /// file's own declaration (RxTest's scheduler has no such member); the public name is
    /// ``secondsPerTick``.
    var resolution: Double { secondsPerTick }
}
