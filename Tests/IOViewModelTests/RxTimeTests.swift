import Foundation
import IOViewModel
import Testing

/// A scheduler's time is an integer count of nanoseconds, not a Foundation `Date` (a `Double` of
/// seconds): it tells apart times a nanosecond apart today, where a `Date` cannot, and its
/// arithmetic saturates instead of wrapping.
@Suite struct RxTimeTests {
    @Test func aNanosecondLaterIsLaterTodayWhereADateCannotTellTheDifference() {
        let today: Int64 = 1_795_000_000_000_000_000  // November 2026, in nanoseconds since 1970
        let time = RxTime(nanoseconds: today)
        #expect(time + .nanoseconds(1) > time)
        #expect((time + .nanoseconds(1)) - time == .nanoseconds(1))
        let date = Date(timeIntervalSince1970: Double(today) / 1e9)
        #expect(date.addingTimeInterval(1e-9) == date)
        // A Date today is exact to about a tenth of a microsecond.
        #expect(date.addingTimeInterval(1e-8) == date)
        #expect(date.addingTimeInterval(1e-6) > date)
    }

    @Test func arithmeticPastTheEndsSaturatesInsteadOfWrapping() {
        let last = RxTime(nanoseconds: .max - 1)
        #expect(last + .nanoseconds(5) == RxTime(nanoseconds: .max))
        #expect(RxTime(nanoseconds: .min + 1) + .nanoseconds(-5) == RxTime(nanoseconds: .min))
        #expect(RxTime(nanoseconds: .max) - RxTime(nanoseconds: -10) == RxTimeInterval(nanoseconds: .max))
        #expect(RxTime(nanoseconds: -10) - RxTime(nanoseconds: .max) == RxTimeInterval(nanoseconds: .min))
    }
}
