// The same three workloads as the `IOViewModelBenchmarks` harness, as ordo-one Benchmark suites,
// for the detail that harness does not give: percentiles and malloc counts. (Its ARC metrics
// install runtime hooks that crash on Linux with Swift 6.3 unless ordo-one/swift-runtime-interposer
// is available, which it is not here.)
//
//   swift package --package-path Benchmarks benchmark --target SubjectBenchmarks
//
// Ratios and the pass/fail targets come from the harness, which runs both libraries side by side
// in one process; these suites run each benchmark on its own.

import Benchmark
import IOViewModel
import OpenCombine

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.cpuTotal, .wallClock, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // (a) subject -> map -> filter -> subscriber; one iteration is 1,000 events.
    Benchmark("chain: IOViewModel PublishSubject -> map -> filter", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        let subject = PublishSubject<Int>()
        var total = 0
        let subscription = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { total &+= $0 })
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { subject.onNext(value) }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(total)
    }

    Benchmark("chain: OpenCombine PassthroughSubject -> map -> filter", configuration: .init(scalingFactor: .kilo)) {
        benchmark in
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        var total = 0
        let cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { total &+= $0 }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations { subject.send(value) }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(total)
    }

    // (b) subscribe then dispose; one iteration is 1,000 of them.
    Benchmark("subscribe+dispose: IOViewModel", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let subject = PublishSubject<Int>()
        for _ in benchmark.scaledIterations {
            subject.subscribe(onNext: { blackHole($0) }).dispose()
        }
    }

    Benchmark("subscribe+dispose: OpenCombine", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        for _ in benchmark.scaledIterations {
            subject.sink { blackHole($0) }.cancel()
        }
    }

    // (c) 1,000 live subscriptions on one subject per iteration: see the peak-memory metrics.
    Benchmark(
        "live subscriptions: IOViewModel",
        configuration: .init(metrics: [.mallocCountTotal, .peakMemoryResident], scalingFactor: .kilo)
    ) { benchmark in
        let subject = PublishSubject<Int>()
        var held: [any Disposable] = []
        held.reserveCapacity(benchmark.scaledIterations.count)
        for _ in benchmark.scaledIterations { held.append(subject.subscribe(onNext: { blackHole($0) })) }
        for subscription in held { subscription.dispose() }
    }

    Benchmark(
        "live subscriptions: OpenCombine",
        configuration: .init(metrics: [.mallocCountTotal, .peakMemoryResident], scalingFactor: .kilo)
    ) { benchmark in
        let subject = OpenCombine.PassthroughSubject<Int, Never>()
        var held: [AnyCancellable] = []
        held.reserveCapacity(benchmark.scaledIterations.count)
        for _ in benchmark.scaledIterations { held.append(subject.sink { blackHole($0) }) }
        for cancellable in held { cancellable.cancel() }
    }
}
