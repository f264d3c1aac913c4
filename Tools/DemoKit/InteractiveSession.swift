import Dispatch
import Foundation

/// Runs an ``InteractiveDemo`` on the terminal, everything on the main queue.
///
/// A background thread only reads the keyboard and hands the bytes to the main queue. Keys, the
/// view model, the timers of the main scheduler (the simulated request, the indicator) and the
/// drawing all run there, one after another, so the controller needs no locking. The screen is
/// redrawn after each batch of keys and, through ``InteractiveDemo/onChange``, when an output
/// emits between keys; redraws asked for in one turn of the queue are drawn once.
@MainActor
public final class InteractiveSession {
    private let demo: any InteractiveDemo
    private let terminal = RawTerminal()
    private var decoder = KeyDecoder()
    private var isRedrawQueued = false

    /// A session showing `demo`; the terminal switches to raw mode and the alternate screen now.
    public init(demo: any InteractiveDemo) {
        self.demo = demo
    }

    /// Draws the demo and serves keys and timers until the user quits; then restores the
    /// terminal and exits the process.
    public func run() -> Never {
        demo.onChange = { [weak self] in
            // The demo's schedulers deliver on the main queue.
            MainActor.assumeIsolated { self?.setNeedsRedraw() }
        }
        draw()
        let reader = Thread { [self] in
            while true {
                let bytes = RawTerminal.readInput()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self.receive(bytes) }
                }
                if bytes.isEmpty { return }
            }
        }
        reader.start()
        dispatchMain()
    }

    private func receive(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { quit() }
        for key in decoder.feed(bytes) where !demo.handle(key) {
            quit()
        }
        draw()
    }

    private func setNeedsRedraw() {
        guard !isRedrawQueued else { return }
        isRedrawQueued = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isRedrawQueued = false
                self.draw()
            }
        }
    }

    private func draw() {
        terminal.draw(demo.render(columns: terminal.columns))
    }

    private func quit() -> Never {
        terminal.close()
        exit(0)
    }
}
