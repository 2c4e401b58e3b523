/// One problem in a configuration file, at a place in it: `PATH:LINE:COLUMN: message`.
public struct ConfigDiagnostic: Error, Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The file's path as it was given.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong, naming the key and what was expected.
    public var message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COLUMN: message`, as compilers write it.
    public var description: String { "\(path):\(line):\(column): \(message)" }

    /// In the file's order.
    public static func < (a: ConfigDiagnostic, b: ConfigDiagnostic) -> Bool {
        (a.line, a.column, a.message) < (b.line, b.column, b.message)
    }
}

/// Why the configuration could not be used: the file's problems (all of them, in the file's
/// order), an unreadable file, or a bad environment variable. Nothing of it is applied.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The lines to show on standard error.
    public var lines: [String]

    /// Creates an error from its lines.
    public init(lines: [String]) { self.lines = lines }

    /// The lines, one a line.
    public var description: String { lines.joined(separator: "\n") }
}
