import IOViewModel
import TestScheduler
import Testing

/// `buffer(timeSpan:count:)` as marble diagrams, one frame being ten seconds. Hot sources start
/// with `^`, the subscription; capital letters are the arrays.
@Suite struct BufferTests {
    @Test func emitsWhenFullOrWhenTheTimeSpanEnds() {
        let scheduler = TestScheduler()
        // The 70-second span is seven frames: the second array is full before it ends.
        scheduler.marbles(frame: 10) { test in
            //                            0         1
            //                            0123456789012345
            let xs = test.hot(           "^1234---5-6-|", values: digits)
            test.expect(xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler),
                                         "---A------B-(E|)", values: ["A": [1, 2, 3], "B": [4, 5, 6], "E": []])
            test.expectSubscriptions(xs, "^-----------!")
        }
    }

    @Test func emptyWindowsEmitEmptyArrays() {
        let scheduler = TestScheduler()
        // The 100-second span is ten frames.
        //             0         1         2
        //             0123456789012345678901
        scheduler.validate(
                      "^----1------------|", values: digits,
            { $0.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) },
            expected: "----------A-------(E|)", values: ["A": [1], "E": []], frame: 10)
    }

    @Test func anErrorDropsTheCurrentArray() {
        let scheduler = TestScheduler()
        scheduler.validate(
                      "^1#", values: digits, error: Boom(),
            { $0.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler) },
            expected: "--#", values: [:], frame: 10)
    }
}
