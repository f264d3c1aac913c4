import DemoKit
import IOViewModel
import Testing

/// `result`, after checking that the script it came from left nothing subscribed.
func tracked(_ run: @autoclosure () -> ScriptResult, sourceLocation: SourceLocation = #_sourceLocation) -> ScriptResult {
    let tracker = ResourceTracker()
    let result = tracker.track(run)
    #expect(tracker.live == 0, sourceLocation: sourceLocation)
    return result
}
