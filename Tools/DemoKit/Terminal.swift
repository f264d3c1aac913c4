#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal in raw mode, on the alternate screen, restored when closed.
public final class RawTerminal {
    private var original = termios()
    private var isRaw = false

    /// Whether standard input is a terminal (else the demo runs in scripted mode).
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Switches the terminal to raw mode and the alternate screen.
    public init() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        if tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 { isRaw = true }
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// The terminal's width in columns (80 if unknown).
    public var columns: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Blocks until bytes arrive on standard input; returns them, or an empty array at end of
    /// input. Touches no terminal state, so a reader thread may call it.
    public static func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { readStandardInput(into: $0) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer.prefix(count)) : []
        }
    }

    /// Replaces the screen with `text`.
    public func draw(_ text: String) {
        write(
            "\u{1B}[H\u{1B}[2J"
                + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
    }

    /// Restores the terminal as it was.
    public func close() {
        write("\u{1B}[?25h\u{1B}[?1049l")
        if isRaw {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            isRaw = false
        }
    }

    deinit {
        close()
    }

    private func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }
}

private func readStandardInput(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(STDIN_FILENO, buffer.baseAddress, buffer.count)
}

/// Writes all of `text` to the file descriptor, retrying short writes.
func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        offset += written
    }
}
