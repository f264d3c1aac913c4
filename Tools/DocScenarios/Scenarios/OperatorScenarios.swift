import IOViewModel
import TestScheduler

/// One scenario per operator of the operator guide.
public enum OperatorScenarios {
    /// `map` transforms each element.
    public static let map = Scenario(
        name: "operator-map", title: "map doubles each element",
        caption: "map { $0 * 2 }", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        test.expect(source.map { $0 * 2 }, "-2-4-6-|", values: ["2": 2, "4": 4, "6": 6])
    }

    /// `filter` keeps the elements its predicate accepts.
    public static let filter = Scenario(
        name: "operator-filter", title: "filter keeps the even numbers",
        caption: "filter { $0 % 2 == 0 }", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        test.expect(source.filter { $0 % 2 == 0 }, "---2---4-|", values: ["2": 2, "4": 4])
    }

    /// `combineLatest` combines the latest element of each source whenever one emits.
    public static let combineLatest = Scenario(
        name: "operator-combineLatest", title: "combineLatest joins the latest letter and the latest digit",
        caption: "Observable.combineLatest(letters, digits) { $0 + $1 }", lanes: ["letters", "digits", "result"]
    ) { test in
        let letters = test.cold("-a---b---c-|")
        let digits = test.cold("---1---2---|")
        let combined = Observable.combineLatest(letters, digits) { $0 + $1 }
        test.expect(combined, "---A-B-C-D-|", values: ["A": "a1", "B": "b1", "C": "b2", "D": "c2"])
    }

    /// `merge` interleaves the elements of its sources.
    public static let merge = Scenario(
        name: "operator-merge", title: "merge emits the elements of both sources as they come",
        caption: "Observable.merge(first, second)", lanes: ["first", "second", "result"]
    ) { test in
        let first = test.cold("-a---b---|")
        let second = test.cold("---x---y---|")
        let merged = Observable.merge(first.asObservable(), second.asObservable())
        test.expect(merged, "-a-x-b-y---|")
    }

    /// `flatMapLatest` switches to the newest inner observable, disposing the previous one.
    public static let flatMapLatest = Scenario(
        name: "operator-flatMapLatest", title: "flatMapLatest drops the first inner sequence when b arrives",
        caption: #"source.flatMapLatest { $0 == "a" ? first : second }"#,
        lanes: ["source", "first", "second", "result"]
    ) { test in
        let source = test.cold("-a---b-------|")
        let first = test.cold("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let second = test.cold("-4-5-|", values: ["4": 4, "5": 5])
        let latest = source.flatMapLatest { $0 == "a" ? first : second }
        test.expect(latest, "--1-2-4-5----|", values: ["1": 1, "2": 2, "4": 4, "5": 5])
        test.expectSubscriptions(first, "-^---!")
        test.expectSubscriptions(second, "-----^----!")
    }

    /// `flatMapFirst` ignores elements while an inner observable runs.
    public static let flatMapFirst = Scenario(
        name: "operator-flatMapFirst",
        title: "flatMapFirst ignores b because the first inner sequence is still running",
        caption: #"source.flatMapFirst { $0 == "a" ? first : second }"#,
        lanes: ["source", "first", "second", "result"]
    ) { test in
        let source = test.cold("-a--b---c-----|")
        let first = test.cold("-1-2-|", values: ["1": 1, "2": 2])
        let second = test.cold("-3-4-|", values: ["3": 3, "4": 4])
        let firsts = source.flatMapFirst { $0 == "a" ? first : second }
        test.expect(firsts, "--1-2----3-4--|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        test.expectSubscriptions(first, "-^----!")
        test.expectSubscriptions(second, "--------^----!")
    }

    /// `withLatestFrom` samples the other sequence on each element.
    public static let withLatestFrom = Scenario(
        name: "operator-withLatestFrom", title: "withLatestFrom takes the latest text at each tap",
        caption: "taps.withLatestFrom(text)", lanes: ["taps", "text", "result"]
    ) { test in
        let taps = test.cold("-t--t---t--t-|")
        let text = test.cold("--a--b-----|")
        test.expect(taps.withLatestFrom(text), "----a---b--b-|")
    }

    /// `distinctUntilChanged` drops repetitions.
    public static let distinctUntilChanged = Scenario(
        name: "operator-distinctUntilChanged", title: "distinctUntilChanged drops an element equal to the previous one",
        caption: "distinctUntilChanged()", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-1-1-2-2-2-1-|", values: ["1": 1, "2": 2])
        let distinct = source.distinctUntilChanged()
        test.expect(distinct, "-1---2-----1-|", values: ["1": 1, "2": 2])
    }

    /// `debounce` waits for a pause.
    public static let debounce = Scenario(
        name: "operator-debounce", title: "debounce emits an element once three frames pass without another",
        caption: "debounce(.seconds(3), scheduler: scheduler)", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-a-b-----c---d-e-----|")
        let debounced = source.debounce(.seconds(3), scheduler: test.scheduler)
        test.expect(debounced, "------b-----c-----e--|")
    }

    /// `throttle` lets one element through per window.
    public static let throttle = Scenario(
        name: "operator-throttle",
        title: "throttle emits the first element at once and the latest at the end of each window",
        caption: "throttle(.seconds(3), scheduler: scheduler)", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-abc-----d-e-f----|")
        let throttled = source.throttle(.seconds(3), scheduler: test.scheduler)
        test.expect(throttled, "-a--c----d--e--f--|")
    }

    /// `zip` pairs elements by index.
    public static let zip = Scenario(
        name: "operator-zip", title: "zip pairs the n-th letter with the n-th digit",
        caption: "Observable.zip(letters, digits) { $0 + $1 }", lanes: ["letters", "digits", "result"]
    ) { test in
        let letters = test.cold("-a--b---c--|")
        let digits = test.cold("---1-2-3-4---|")
        let zipped = Observable.zip(letters, digits) { $0 + $1 }
        test.expect(zipped, "---A-B--C----|", values: ["A": "a1", "B": "b2", "C": "c3"])
    }

    /// `scan` emits a running total.
    public static let scan = Scenario(
        name: "operator-scan", title: "scan emits the running total",
        caption: "scan(0, accumulator: +)", lanes: ["source", "result"]
    ) { test in
        let source = test.cold("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let totals = source.scan(0, accumulator: +)
        test.expect(totals, "-1-3-6-|", values: ["1": 1, "3": 3, "6": 6])
    }

    /// `share(replay:)` shares one subscription and replays to late subscribers.
    public static let share = Scenario(
        name: "operator-share",
        title: "share(replay: 1) subscribes to the source once and replays b to a late subscriber",
        caption: "let shared = source.share(replay: 1)",
        lanes: ["source", "shared", "shared, subscribed at frame 4"]
    ) { test in
        let source = test.cold("-a-b-c-d-|")
        let shared = source.share(replay: 1)
        test.expect(shared, "-a-b-c-d-|")
        let late = shared.delaySubscription(.seconds(4), scheduler: test.scheduler)
        test.expect(late, "----bc-d-|")
        test.expectSubscriptions(source, "^--------!")
    }

    /// `takeWhen` emits the latest element at each trigger.
    public static let takeWhen = Scenario(
        name: "operator-takeWhen", title: "takeWhen emits the latest email at each submit tap",
        caption: "email.takeWhen(submitTaps)", lanes: ["email", "submitTaps", "result"]
    ) { test in
        let email = test.cold("--a---b------|")
        let submitTaps = test.cold("-t--t---t--t-|")
        test.expect(email.takeWhen(submitTaps), "----a---b--b-|")
    }

    /// `interval` ticks every period.
    public static let interval = Scenario(
        name: "operator-interval", title: "interval counts every two seconds; take(4) stops it",
        caption: "Observable<Int>.interval(.seconds(2), scheduler: scheduler).take(4)", lanes: ["result"]
    ) { test in
        let ticks = Observable<Int>.interval(.seconds(2), scheduler: test.scheduler)
            .take(4)
        test.expect(ticks, "--0-1-2-(3|)", values: ["0": 0, "1": 1, "2": 2, "3": 3])
    }

    /// Every operator scenario, in the guide's order.
    public static let all = [
        map, filter, combineLatest, merge, flatMapLatest, flatMapFirst, withLatestFrom, distinctUntilChanged,
        debounce, throttle, zip, scan, share, takeWhen, interval,
    ]
}
