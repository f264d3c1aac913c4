/// One subscription charged to a tracker: what a ``ResourceToken`` holds in a test. It keeps
/// what the subscription is to and a copy of the frames it was made inside, in one allocation,
/// and spells them out as a ``LiveSubscription`` only when a report asks.
///
/// A charge is shared between threads (made on one, released on whichever ends the
/// subscription) as `ManagedBuffer` cannot say: what it was made with never changes, and its
/// links change only under its tracker's lock. Its parts are reached through pointers, which
/// cost no dynamic exclusivity check.
@usableFromInline
final class ResourceCharge: ManagedBuffer<ResourceChargeHeader, SubscriptionTrace.Frame> {
    /// A charge to `tracker` for a subscription to `source`, made inside `frames` (outermost
    /// first).
    static func make(
        tracker: ResourceTracker, source: SubscriptionSource, frames: UnsafeBufferPointer<SubscriptionTrace.Frame>
    ) -> ResourceCharge {
        let buffer = create(minimumCapacity: frames.count) { _ in
            ResourceChargeHeader(tracker: tracker, source: source, frameCount: frames.count)
        }
        let charge = unsafeDowncast(buffer, to: ResourceCharge.self)
        charge.withUnsafeMutablePointerToElements { copies in
            // One frame at a time: the copy is the frame type's own, with no runtime call.
            for index in frames.indices { (copies + index).initialize(to: frames[index]) }
        }
        return charge
    }

    deinit {
        withUnsafeMutablePointers { header, frames in
            for index in 0..<header.pointee.frameCount { _ = (frames + index).move() }
        }
    }

    /// The tracker the subscription is charged to.
    var tracker: ResourceTracker {
        withUnsafeMutablePointerToHeader { $0.pointee.tracker }
    }

    /// The header's fields, in place.
    var fields: UnsafeMutablePointer<ResourceChargeHeader> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The subscription, in words.
    var subscription: LiveSubscription {
        withUnsafeMutablePointers { header, frames in
            LiveSubscription(
                source: header.pointee.source.description,
                frames: Array(UnsafeBufferPointer(start: frames, count: header.pointee.frameCount)))
        }
    }
}

/// What a ``ResourceCharge`` keeps besides its frames.
///
/// `previous` and `next` link the tracker's live charges, only under its lock. A charge is
/// unlinked, its links cleared, when its subscription ends; one that never ends stays in the
/// list, as it stays in the tracker's count.
@usableFromInline
struct ResourceChargeHeader {
    let tracker: ResourceTracker
    let source: SubscriptionSource
    let frameCount: Int
    var previous: ResourceCharge?
    var next: ResourceCharge?
}
