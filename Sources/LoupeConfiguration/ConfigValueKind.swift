/// What a configuration key accepts, and how a value of it is read from text (an environment variable).
public enum ConfigValueKind: Hashable, Sendable {
    /// true or false.
    case bool
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// One of some names.
    case choice([String])
    /// Any text.
    case string
    /// A colour (`ColorName`): a string or a palette index.
    case color
    /// URL schemes, comma-separated (`"http,https"`); in the file also an array of strings.
    case schemes

    /// What a value must be, for messages: "true or false", "3 or 4", "an integer from 1 to 9", "one of "a", "b"".
    public var expected: String {
        switch self {
        case .bool: return "true or false"
        case let .integer(range):
            if range.count == 2 { return "\(range.lowerBound) or \(range.upperBound)" }
            return "an integer from \(range.lowerBound) to \(range.upperBound)"
        case let .choice(names): return "one of " + names.map(TOMLString.quoted).joined(separator: ", ")
        case .string: return "a string"
        case .color: return ColorName.expected
        case .schemes: return "URL schemes separated by commas, such as \"http,https,file,mailto\""
        }
    }

    /// Checks a value of the right TOML type against the range or the names; nil when it fits.
    func problem(with value: ConfigValue) -> String? {
        switch (self, value) {
        case (.bool, .bool), (.string, .string): return nil
        case (.color, .string), (.color, .integer):
            if ColorName.color(value) != nil { return nil }
            if case let .string(s) = value {
                let hint = Suggestion.closest(to: s.lowercased(), among: ColorName.names + ColorName.names.map { "bright-" + $0 })
                    .map { " (did you mean \(TOMLString.quoted($0))?)" } ?? ""
                return "expected \(expected), got \(value)\(hint)"
            }
            return "expected \(expected), got \(value)"
        case let (.schemes, .string(s)):
            if case let .failure(problem) = Self.schemes(in: s) { return problem.message }
            return nil
        case let (.integer(range), .integer(n)): return range.contains(n) ? nil : "expected \(expected), got \(n)"
        case let (.choice(names), .string(s)):
            if names.contains(s) { return nil }
            let hint = Suggestion.closest(to: s, among: names).map { " (did you mean \(TOMLString.quoted($0))?)" } ?? ""
            return "expected \(expected), got \(TOMLString.quoted(s))\(hint)"
        default: return "expected \(expected), got \(value)"
        }
    }

    /// Reads a value from an environment variable's text: `true`/`false` (also 1/0, yes/no), a number, a name, any text.
    func parse(text: String) -> Result<ConfigValue, ConfigTextProblem> {
        let value: ConfigValue
        switch self {
        case .bool:
            switch text.lowercased() {
            case "true", "1", "yes", "on": value = .bool(true)
            case "false", "0", "no", "off": value = .bool(false)
            default: return .failure(ConfigTextProblem(message: "expected \(expected), got \(TOMLString.quoted(text))"))
            }
        case .integer:
            guard let n = Int(text) else { return .failure(ConfigTextProblem(message: "expected \(expected), got \(TOMLString.quoted(text))")) }
            value = .integer(n)
        case .choice, .string:
            value = .string(text)
        case .color:
            value = Int(text).map(ConfigValue.integer) ?? .string(text)
        case .schemes:
            switch Self.schemes(in: text) {
            case let .success(list): value = .string(list.joined(separator: ","))
            case let .failure(problem): return .failure(problem)
            }
        }
        if let problem = problem(with: value) { return .failure(ConfigTextProblem(message: problem)) }
        return .success(value)
    }
}

extension ConfigValueKind {
    /// The schemes of a comma-separated list, lower-cased (`"HTTP, https"` gives `["http", "https"]`);
    /// each must be a scheme as RFC 3986 spells it (a letter, then letters, digits, `+`, `-` or `.`),
    /// written without its colon, and the list must name at least one.
    public static func schemes(in text: String) -> Result<[String], ConfigTextProblem> {
        var out: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            var trimmed = part
            while trimmed.first == " " { trimmed.removeFirst() }
            while trimmed.last == " " { trimmed.removeLast() }
            let scheme = String(trimmed).lowercased()
            if scheme.isEmpty {
                if text.allSatisfy({ $0 == " " }) { break }
                return .failure(ConfigTextProblem(message: "expected \(ConfigValueKind.schemes.expected), got an empty scheme in \(TOMLString.quoted(text))"))
            }
            let ascii = scheme.unicodeScalars.allSatisfy(\.isASCII)
            let letters = ascii && scheme.first?.isLetter == true
                && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
            guard letters else {
                let hint = scheme.hasSuffix(":") || scheme.hasSuffix("://") ? " (write it without \":\" or \"://\")" : ""
                return .failure(ConfigTextProblem(message: "expected \(ConfigValueKind.schemes.expected), got \(TOMLString.quoted(scheme)), which is no URL scheme\(hint)"))
            }
            if !out.contains(scheme) { out.append(scheme) }
        }
        guard !out.isEmpty else {
            return .failure(ConfigTextProblem(message: "expected \(ConfigValueKind.schemes.expected), got none (paths still open; to open no URL at all, name a scheme nothing uses)"))
        }
        return .success(out)
    }
}

/// Why a text does not give a value of a kind.
public struct ConfigTextProblem: Error, Hashable, Sendable {
    /// The reason, starting with "expected".
    public var message: String
}
