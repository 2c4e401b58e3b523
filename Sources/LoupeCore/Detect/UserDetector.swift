/// A person's own data detector (`[[menu.detectors]]` in the configuration file): a name, a
/// regular expression (Swift `Regex` syntax) tried on the selected text, and a shell command
/// that gets the selection on its standard input and whose first line of output becomes the
/// menu item's title. Matching is pure and happens here; running the command is slow work the
/// program carries out (the pager's `DetectorSettings.runner`), at most `timeLimit` long.
///
/// ```swift
/// let ip = try UserDetector(name: "host", pattern: #"^\d+\.\d+\.\d+\.\d+$"#, command: "xargs getent hosts | cut -d' ' -f2-")
/// ip.matches("127.0.0.1")   // true: the menu shows "host…" until the command answers "localhost"
/// ```
public struct UserDetector: Sendable, Hashable {
    /// Its name: the item's title (`name…`) while the command runs.
    public let name: String
    /// The expression's source.
    public let pattern: String
    /// The shell command (`/bin/sh -c`).
    public let command: String
    private let compiled: CompiledPattern

    /// How long the command may take, in milliseconds, before it is killed and its item goes.
    public static let timeLimit = 200

    /// Compiles a detector; throws `SmartTokenRuleError.invalidPattern` when the pattern is not a
    /// valid expression.
    public init(name: String, pattern: String, command: String) throws {
        compiled = try .compile(pattern, rule: name)
        self.name = name
        self.pattern = pattern
        self.command = command
    }

    /// Whether the pattern matches somewhere in `text` (anchor it with `^` and `$` to need the
    /// whole selection).
    public func matches(_ text: String) -> Bool {
        guard let regex = compiled.regex else { return false }
        return (try? regex.firstMatch(in: text)) != nil
    }

    /// The item's title while the command runs: the name and an ellipsis.
    public var placeholder: String { name + "…" }

    /// Detectors are equal when their name, pattern and command are.
    public static func == (a: UserDetector, b: UserDetector) -> Bool {
        a.name == b.name && a.pattern == b.pattern && a.command == b.command
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pattern)
        hasher.combine(command)
    }
}
