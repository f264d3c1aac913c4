/// The jobs due now, first in first out; the storage is reused once drained.
struct JobQueue {
    private var jobs: [UnownedJob] = []
    private var head = 0

    mutating func append(_ job: UnownedJob) {
        jobs.append(job)
    }

    mutating func next() -> UnownedJob? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    var isEmpty: Bool { head == jobs.count }
}
