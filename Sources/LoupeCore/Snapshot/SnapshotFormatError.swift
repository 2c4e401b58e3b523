/// Why snapshot text could not be read back into a buffer.
public struct SnapshotFormatError: Error, Hashable, CustomStringConvertible {
    /// The 1-based line of the snapshot text.
    public var line: Int
    /// What was wrong there.
    public var message: String

    /// Creates an error for a line.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "snapshot line \(line): \(message)" }
}
