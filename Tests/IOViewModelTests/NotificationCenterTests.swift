import Foundation
import IOViewModel
import Testing

/// `NotificationCenter.rx.notification` delivers the notifications posted from the subscription
/// on, filtered by name and sender, until disposed, as RxCocoa's does.
@Suite struct NotificationCenterTests {
    let name = Notification.Name("NotificationCenterTests.changed")

    @Test func itDeliversEachPostOfTheNameFromItsSubscriptionUntilDisposed() {
        let center = NotificationCenter()
        var received: [String?] = []
        center.post(name: name, object: nil)
        let subscription = center.rx.notification(name).subscribe(onNext: { received.append($0.name.rawValue) })
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("another"), object: nil)
        center.post(name: name, object: NSObject())
        subscription.dispose()
        center.post(name: name, object: nil)
        #expect(received == [name.rawValue, name.rawValue])
    }

    @Test func anObjectFiltersBySender() {
        let center = NotificationCenter()
        let sender = NSObject()
        var count = 0
        let subscription = center.rx.notification(name, object: sender).subscribe(onNext: { _ in count += 1 })
        center.post(name: name, object: nil)
        center.post(name: name, object: NSObject())
        center.post(name: name, object: sender)
        #expect(count == 1)
        subscription.dispose()
    }

    @Test func aNilNameDeliversEveryNameFromTheSender() {
        let center = NotificationCenter()
        let sender = NSObject()
        var names: [String] = []
        let subscription = center.rx.notification(nil, object: sender).subscribe(onNext: { names.append($0.name.rawValue) })
        center.post(name: name, object: sender)
        center.post(name: Notification.Name("another"), object: sender)
        #expect(names == [name.rawValue, "another"])
        subscription.dispose()
    }
}
