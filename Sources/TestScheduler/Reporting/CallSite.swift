import Testing

/// Where a test helper was called from: the place a failure is reported.
///
/// Every public helper that can fail takes `fileID`, `filePath`, `line` and `column` arguments
/// defaulting to the caller's location, so a failure points at the test's own line in Xcode, in
/// `swift test` output, in Swift Testing and in XCTest alike. Wrap your own helpers the same way
/// and pass the values through.
public struct CallSite: Sendable, CustomStringConvertible {
    /// The file as `Module/File.swift`.
    public let fileID: String
    /// The full path of the file.
    public let filePath: StaticString
    /// The line, 1-based.
    public let line: UInt
    /// The column, 1-based.
    public let column: UInt

    /// A call site; the defaults capture the caller's location.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String {
        "\(fileID):\(line)"
    }

    /// The Swift Testing form of this location.
    public var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
