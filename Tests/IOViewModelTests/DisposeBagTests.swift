import IOViewModel
import Testing

@Suite("DisposeBag")
struct DisposeBagTests {
    @Test func aBagDisposesItsContentsInOrderWhenDeallocated() {
        var order: [Int] = []
        let members = (0..<3).map { index in CountingDisposable { order.append(index) } }
        do {
            let bag = DisposeBag()
            for member in members { member.disposed(by: bag) }
            #expect(order.isEmpty)
        }
        #expect(order == [0, 1, 2])
        #expect(members.map(\.count) == [1, 1, 1])
    }

    @Test func replacingTheBagDisposesEarly() {
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            let log = EventLog<Int>()
            var bag = DisposeBag()
            subject.subscribe(log).disposed(by: bag)
            subject.onNext(1)
            #expect(tracker.live == 1)
            bag = DisposeBag()
            #expect(tracker.live == 0)
            subject.onNext(2)
            log.expect([.next(1)])
            _ = bag
        }
    }

    @Test func anOwnersBagEndsItsSubscriptionsWithTheOwner() {
        final class Owner {
            let bag = DisposeBag()
            var received: [Int] = []
        }
        expectNoLeaks { tracker in
            let subject = PublishSubject<Int>()
            weak var weakOwner: Owner?
            do {
                let owner = Owner()
                weakOwner = owner
                subject.subscribe(onNext: { [weak owner] in owner?.received.append($0) }).disposed(by: owner.bag)
                subject.onNext(1)
                #expect(owner.received == [1])
                #expect(tracker.live == 1)
            }
            #expect(weakOwner == nil)
            #expect(tracker.live == 0)
            #expect(!subject.hasObservers)
        }
    }

    @Test func initialContentsAndVariadicAndArrayInsert() {
        let members = (0..<7).map { _ in CountingDisposable() }
        do {
            let first = DisposeBag(disposing: members[0], members[1])
            let second = DisposeBag(disposing: [members[2]])
            first.insert(members[3], members[4])
            second.insert([members[5]])
            second.insert(members[6])
            #expect(members.allSatisfy { $0.count == 0 })
        }
        #expect(members.map(\.count) == [1, 1, 1, 1, 1, 1, 1])
    }

    @Test func resultBuilderInsert() {
        let members = (0..<3).map { _ in CountingDisposable() }
        do {
            let bag = DisposeBag()
            bag.insert {
                members[0]
                members[1]
                members[2]
            }
        }
        #expect(members.map(\.count) == [1, 1, 1])
    }
}
