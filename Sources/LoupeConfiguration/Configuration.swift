import LoupeCore
import LoupePager

/// The effective configuration: each key's value and where it came from, by precedence
/// command line, then environment, then file, then defaults; and the keymap.
///
/// ```swift
/// let config = try Configuration.load(commandLine: ["loupe.zoom": .integer(4)],
///                                     location: ConfigLocation(option: nil, noConfig: false, environment: env),
///                                     environment: env)
/// config.value(ConfigKey.zoom)   // .integer(4)
/// ```
public struct Configuration: Hashable, Sendable {
    /// One key's effective value.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: ConfigKey
        /// Its value; nil when nothing sets it and it has no default.
        public var value: ConfigValue?
        /// Where the value came from.
        public var source: ConfigSource
    }

    /// Every key of the schema, in its order.
    public var entries: [Entry]
    /// The file read, if any.
    public var file: ConfigFile?
    /// Where the file was looked for.
    public var location: ConfigLocation

    /// Merges the layers. `commandLine` holds only the options given (by key path).
    public init(commandLine: [String: ConfigValue], environment: [String: String], file: ConfigFile?, location: ConfigLocation) throws {
        var entries: [Entry] = []
        var problems: [String] = []
        var environmentValues: [String: ConfigValue] = [:]
        // Every key's variable starts with LOUPE_: with none set, no key is looked up (most starts).
        let anyVariable = environment.keys.contains { $0.utf8.starts(with: ConfigKey.environmentPrefix.utf8) }
        for key in ConfigKey.all where anyVariable {
            guard let text = environment[key.environment] else { continue }
            switch key.kind.parse(text: text) {
            case let .success(value): environmentValues[key.path] = value
            case let .failure(problem): problems.append("\(key.environment) (\(key.path)): \(problem.message)\(key.refusalNote(text: text))")
            }
        }
        if environmentValues[ConfigKey.zoom.path] != nil, environmentValues[ConfigKey.tier.path] == .string("spread") {
            problems.append("LOUPE_ZOOM has no effect with LOUPE_TIER=spread, which shows the cells at 1x: leave one of them out")
        }
        if !problems.isEmpty { throw ConfigError(lines: problems) }
        for key in ConfigKey.all {
            if !commandLine.isEmpty, let value = commandLine[key.path] {
                entries.append(Entry(key: key, value: value, source: .commandLine))
            } else if !environmentValues.isEmpty, let value = environmentValues[key.path] {
                entries.append(Entry(key: key, value: value, source: .environment(key.environment)))
            } else if let file, let value = file.values[key.path] {
                entries.append(Entry(key: key, value: value, source: .file(file.path)))
            } else {
                entries.append(Entry(key: key, value: key.defaultValue, source: .defaultValue))
            }
        }
        self.entries = entries
        self.file = file
        self.location = location
        // A zoom and the spread tier from different layers (one layer alone is refused above, in
        // the file and on the command line): the zoom would be ignored without a word.
        let zoom = entry(ConfigKey.zoom), tier = entry(ConfigKey.tier)
        if tier.value == .string(MagnifierTier.spread.rawValue), zoom.source != .defaultValue {
            throw ConfigError(lines: ["\(Self.describe(zoom.source, ConfigKey.zoom)) has no effect with the spread tier (\(Self.describe(tier.source, ConfigKey.tier))), which shows the cells at 1x: leave one of them out"])
        }
    }

    /// Where a value came from, as a person would write it: `--zoom`, `LOUPE_ZOOM`, `loupe.zoom in FILE`.
    static func describe(_ source: ConfigSource, _ key: ConfigKey) -> String {
        switch source {
        case .commandLine: return key.option
        case let .environment(name): return name
        case let .file(path): return "\(key.path) in \(path)"
        case .defaultValue: return key.path
        }
    }

    /// Finds the file, reads it and merges the layers. Throws `ConfigError` (one line each:
    /// `PATH:LINE:COLUMN: message`, an unreadable file, a bad environment variable).
    public static func load(commandLine: [String: ConfigValue], location: ConfigLocation, environment: [String: String]) throws -> Configuration {
        var file: ConfigFile?
        if let path = location.path {
            do {
                file = try ConfigFile(path: path, text: TextFileReader.read(path))
            } catch TextFileReader.Failure.missing {
                if location.required { throw ConfigError(lines: ["\(path): no such configuration file (from \(location.reason))"]) }
            } catch let TextFileReader.Failure.unreadable(reason) {
                throw ConfigError(lines: ["\(path): cannot read the configuration file: \(reason)"])
            }
        }
        return try Configuration(commandLine: commandLine, environment: environment, file: file, location: location)
    }

    /// A key's entry.
    public func entry(_ key: ConfigKey) -> Entry {
        entries.first { $0.key == key } ?? Entry(key: key, value: key.defaultValue, source: .defaultValue)
    }

    /// A key's effective value.
    public func value(_ key: ConfigKey) -> ConfigValue? { entry(key).value }

    /// The standard keymap with the file's changes.
    public var keymap: PagerKeymap { (file?.keymap ?? KeymapChanges()).applied(to: .standard) }
}
