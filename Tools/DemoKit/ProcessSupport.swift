#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `message` and a newline to standard error.
public func printError(_ message: String) {
    writeAll(message + "\n", to: STDERR_FILENO)
}

/// Ends the process with status 1.
public func exitWithFailure() -> Never {
    exit(1)
}
