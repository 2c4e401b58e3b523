/// A problem in a demo script, with the place it was found (1-based line and column).
public struct DemoScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's name as given (a path), or empty.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column (in characters) where the problem starts.
    public var column: Int
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String = "", line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the way compilers report.
    public var description: String {
        (file.isEmpty ? "" : "\(file):") + "\(line):\(column): \(message)"
    }
}
