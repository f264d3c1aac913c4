import Testing

@testable import TestScheduler

/// The line a test log shows first: the mismatch, stated.
@Suite struct FailureHeadlineTests {
    @Test func headlinesAreTheFirstLineOrTheTitleWithTheDifference() {
        #expect(FailureHeadline("Marble mismatch:\nexpected: -b|\nactual:   -a|\n           ^\nat 1: expected next(b), got next(a)").description
            == "Marble mismatch at 1: expected next(b), got next(a)")
        #expect(FailureHeadline("Events differ:\n  at -2: expected nothing, got next(1)\nwhere a = 1").description
            == "Events differ at -2: expected nothing, got next(1)")
        #expect(FailureHeadline("assertValues failed: expected [2], got [1]").description == "assertValues failed: expected [2], got [1]")
        #expect(FailureHeadline("Record mode: wrote what the output did, at A.swift:3:4:\n  \"\" → \"-a-\"").description
            == "Record mode: wrote what the output did, at A.swift:3:4")
        #expect(FailureHeadline(String(repeating: "x", count: 500)).description.count == FailureHeadline.limit)
    }
}
