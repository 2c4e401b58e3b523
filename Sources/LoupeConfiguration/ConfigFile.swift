import LoupeCore
import LoupePager
import TOMLKit

/// A configuration file's contents, checked against the schema (`ConfigKey.all` and `[keys]`).
///
/// ```toml
/// [loupe]
/// zoom = 4
///
/// [[keys.bind]]
/// key = "x"
/// action = "quit"
/// ```
///
/// Every table is a feature's (`loupe`, `selection`, `pager`, `view`, `pick`, `tmux`, `keys`,
/// `menu`, and `colors` with its `[colors.dark]` and `[colors.light]`); a feature added later
/// adds its own table, so files written today keep their meaning.
public struct ConfigFile: Hashable, Sendable {
    /// The path it was read from, as given.
    public var path: String
    /// The values it sets, by key path (`loupe.zoom`).
    public var values: [String: ConfigValue]
    /// Its changes to the keymap.
    public var keymap: KeymapChanges
    /// The user's own menu items (`[[menu.actions]]`), in the file's order.
    public var menuActions: [ConfigMenuAction]
    /// The user's own data detectors (`[[menu.detectors]]`), compiled, in the file's order.
    public var menuDetectors: [UserDetector]
    /// The user's own smart-selection rules (`[[selection.rules]]`), in the file's order.
    public var smartRules: [ConfigSmartRule]
    /// The user's own link detection rules (`[[links.rules]]`), compiled, in the file's order (tried
    /// before the built-in ones).
    public var linkRules: [LinkRule]

    /// The tables a file may have.
    public static var tables: [String] {
        var names: [String] = []
        for key in ConfigKey.all {
            let root = String(key.table.prefix { $0 != "." })
            if !names.contains(root) { names.append(root) }
        }
        return names + ["keys", "menu"]
    }

    /// The fields of a `[[links.rules]]` row.
    static let linkRuleFields = ["name", "kind", "pattern"]

    /// The fields of a `[[menu.actions]]` row.
    static let menuActionFields = ["title", "command"]

    /// The fields of a `[[menu.detectors]]` row.
    static let menuDetectorFields = ["name", "pattern", "command"]

    /// The fields of a `[[keys.bind]]` row.
    static let bindingFields = ["key", "action", "by", "only"]

    /// Reads and checks a file's text. Throws `ConfigError` with every problem found, in the file's
    /// order; nothing is returned unless the whole file is good.
    public init(path: String, text: String) throws {
        self.path = path
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let at = error.source.begin
            throw ConfigError(lines: [ConfigDiagnostic(path: path, line: max(1, at.line), column: max(1, at.column),
                                                       message: "syntax error: \(error.description)").description])
        }
        var reader = Reader(path: path, locator: SourceLocator(text: text))
        reader.read(table)
        if !reader.problems.isEmpty { throw ConfigError(lines: reader.problems.sorted().map(\.description)) }
        values = reader.values
        keymap = reader.keymap
        menuActions = reader.menuActions
        menuDetectors = reader.menuDetectors
        smartRules = reader.smartRules
        linkRules = reader.linkRules
    }

    /// Walks the parsed table and collects values and problems.
    struct Reader {
        let path: String
        let locator: SourceLocator
        var values: [String: ConfigValue] = [:]
        var keymap = KeymapChanges()
        var menuActions: [ConfigMenuAction] = []
        var menuDetectors: [UserDetector] = []
        var smartRules: [ConfigSmartRule] = []
        var linkRules: [LinkRule] = []
        var problems: [ConfigDiagnostic] = []

        mutating func problem(_ message: String, table: String, occurrence: Int = 0, key: String? = nil) {
            let at = locator.position(table: table, occurrence: occurrence, key: key)
            problems.append(ConfigDiagnostic(path: path, line: at.line, column: at.column, message: message))
        }

        mutating func read(_ root: TOMLTable) {
            let tables = ConfigFile.tables
            for (name, value) in root {
                if !tables.contains(name), value.table == nil, let key = ConfigKey.all.first(where: { $0.name == name }) {
                    problem("\"\(name)\" belongs in a table: write it under [\(key.table)], or as \(key.path)", table: "", key: name)
                    continue
                }
                guard tables.contains(name) else {
                    let hint = Suggestion.closest(to: name, among: tables).map { " (did you mean [\($0)]?)" }
                        ?? "; the tables are " + tables.map { "[\($0)]" }.joined(separator: ", ")
                    problem("unknown table [\(name)]\(hint)", table: name)
                    continue
                }
                guard let table = value.table else {
                    problem("\(name): expected a table ([\(name)]), got \(Self.typeName(value))", table: "", key: name)
                    continue
                }
                switch name {
                case "keys": readKeys(table)
                case "menu": readMenu(table)
                case "colors": readColors(table)
                case "selection": readSelection(table)
                case "links": readLinks(table)
                default: readSettings(table, named: name)
                }
            }
            let zoomSet = values[ConfigKey.zoom.path] != nil
            if zoomSet, values[ConfigKey.tier.path] == .string(MagnifierTier.spread.rawValue) {
                problem("loupe.zoom has no effect with tier = \"spread\", which shows the cells at 1x: leave one of them out",
                        table: "loupe", key: "zoom")
            }
        }

        mutating func readSettings(_ table: TOMLTable, named name: String, rows: [String] = []) {
            let keys = ConfigKey.all.filter { $0.table == name }
            for (keyName, value) in table where !rows.contains(keyName) {
                guard let key = keys.first(where: { $0.name == keyName }) else {
                    unknownKey(keyName, in: name, among: keys.map(\.name) + rows)
                    continue
                }
                guard let read = Self.value(value) ?? Self.list(value, for: key) else {
                    problem("\(key.path): expected \(key.kind.expected), got \(Self.shown(value))", table: name, key: keyName)
                    continue
                }
                if let trouble = key.kind.problem(with: read) {
                    problem("\(key.path): \(trouble)\(key.refusalNote(read))", table: name, key: keyName)
                    continue
                }
                values[key.path] = read
            }
        }

        /// `[selection]`: its settings, and `[[selection.rules]]`.
        mutating func readSelection(_ table: TOMLTable) {
            readSettings(table, named: "selection", rows: ["rules"])
            if let value = table["rules"] { readSmartRules(value) }
        }

        /// `[[selection.rules]]`: rows of a name, a pattern, and optionally a group and a precedence.
        mutating func readSmartRules(_ value: TOMLValueConvertible) {
            guard let array = value.array else {
                problem("selection.rules: expected an array of tables ([[selection.rules]]), got \(Self.typeName(value))", table: "selection", key: "rules")
                return
            }
            for (i, item) in array.enumerated() {
                let label = "selection.rules[\(i + 1)]"
                let before = problems.count
                let texts = rowTexts(item, index: i, table: "selection.rules", fields: ["name", "pattern"], optional: ["group", "precedence"])
                guard let row = item.table else { continue }
                var numbers: [String: Int] = [:]
                for (field, range) in [("group", 0...99), ("precedence", -1000...1000)] {
                    guard let value = row[field] else { continue }
                    if let n = value.int, range.contains(n) { numbers[field] = n } else {
                        problem("\(label).\(field): expected an integer from \(range.lowerBound) to \(range.upperBound), got \(Self.shown(value))",
                                table: "selection.rules", occurrence: i, key: field)
                    }
                }
                guard problems.count == before, let name = texts?["name"], let pattern = texts?["pattern"] else { continue }
                let rule = ConfigSmartRule(name: name, pattern: pattern, group: numbers["group"] ?? 0,
                                           precedence: numbers["precedence"] ?? ConfigSmartRule.defaultPrecedence)
                do {
                    _ = try SmartTokenRule(name: name, pattern: pattern, group: rule.group, precedence: rule.precedence)
                    smartRules.append(rule)
                } catch {
                    badPattern(error, pattern, label: label, table: "selection.rules", index: i)
                }
            }
        }

        /// Says that a row's `pattern` is not a regular expression, with the first line of why.
        mutating func badPattern(_ error: Error, _ pattern: String, label: String, table: String, index i: Int) {
            var why = ""
            if case let SmartTokenRuleError.invalidPattern(_, _, reason) = error {
                why = " (" + (reason.split(separator: "\n").first.map(String.init) ?? reason) + ")"
            }
            problem("\(label).pattern: \(TOMLString.quoted(pattern)) is not a regular expression\(why)", table: table, occurrence: i, key: "pattern")
        }

        /// `[colors]`: its settings (`background`), and `[colors.dark]` and `[colors.light]`.
        mutating func readColors(_ table: TOMLTable) {
            let names = ConfigKey.colorBackgrounds
            // A table, or a table's name, is a sub-table; anything else one of the settings.
            let tables = table.keys.filter { names.contains($0) || table[$0]?.table != nil }
            readSettings(table, named: "colors", rows: tables)
            for (name, value) in table where tables.contains(name) {
                guard names.contains(name) else {
                    let hint = Suggestion.closest(to: name, among: names).map { " (did you mean [colors.\($0)]?)" }
                        ?? "; they are " + names.map { "[colors.\($0)]" }.joined(separator: " and ")
                    problem("unknown table [colors.\(name)]\(hint)", table: "colors.\(name)")
                    continue
                }
                guard let sub = value.table else {
                    problem("colors.\(name): expected a table ([colors.\(name)]), got \(Self.typeName(value))", table: "colors", key: name)
                    continue
                }
                readSettings(sub, named: "colors.\(name)")
            }
        }

        mutating func unknownKey(_ keyName: String, in table: String, among names: [String], occurrence: Int = 0, label: String? = nil) {
            let place = label ?? "[\(table)]"
            let hint = Suggestion.closest(to: keyName, among: names).map { " (did you mean \"\($0)\"?)" }
                ?? "; the keys of \(place) are " + names.map { "\"\($0)\"" }.joined(separator: ", ")
            problem("unknown key \"\(keyName)\" in \(place)\(hint)", table: table, occurrence: occurrence, key: keyName)
        }

        mutating func readKeys(_ table: TOMLTable) {
            for (keyName, value) in table {
                switch keyName {
                case "unbind":
                    guard let array = value.array else {
                        problem("keys.unbind: expected an array of key names, got \(Self.typeName(value))", table: "keys", key: "unbind")
                        continue
                    }
                    for (i, item) in array.enumerated() {
                        guard let text = item.string, let (key, modifiers) = KeyName.parse(text) else {
                            problem("keys.unbind[\(i + 1)]: \(Self.keyExpectation), got \(Self.shown(item))", table: "keys", key: "unbind")
                            continue
                        }
                        keymap.unbind.append(KeyChord(key, modifiers: modifiers))
                    }
                case "bind":
                    guard let array = value.array else {
                        problem("keys.bind: expected an array of tables ([[keys.bind]]), got \(Self.typeName(value))", table: "keys", key: "bind")
                        continue
                    }
                    for (i, item) in array.enumerated() {
                        guard let row = item.table else {
                            problem("keys.bind[\(i + 1)]: expected a table with \"key\" and \"action\", got \(Self.typeName(item))",
                                    table: "keys.bind", occurrence: i)
                            continue
                        }
                        readBinding(row, index: i)
                    }
                default:
                    unknownKey(keyName, in: "keys", among: ["bind", "unbind"])
                }
            }
        }

        /// `[[menu.actions]]`: rows of a title and a command; `[[menu.detectors]]`: rows of a name,
        /// a pattern and a command.
        mutating func readMenu(_ table: TOMLTable) {
            for (keyName, value) in table {
                guard keyName == "actions" || keyName == "detectors" else {
                    unknownKey(keyName, in: "menu", among: ["actions", "detectors"])
                    continue
                }
                guard let array = value.array else {
                    problem("menu.\(keyName): expected an array of tables ([[menu.\(keyName)]]), got \(Self.typeName(value))", table: "menu", key: keyName)
                    continue
                }
                for (i, item) in array.enumerated() {
                    if keyName == "detectors" {
                        readMenuDetector(item, index: i)
                        continue
                    }
                    let texts = rowTexts(item, index: i, table: "menu.actions", fields: ConfigFile.menuActionFields, trimmed: true)
                    if let texts, let title = texts["title"], let command = texts["command"] {
                        menuActions.append(ConfigMenuAction(title: title, command: command))
                    }
                }
            }
        }

        /// A `[[menu.detectors]]` row: a name, a pattern that compiles, and a command.
        mutating func readMenuDetector(_ item: TOMLValueConvertible, index i: Int) {
            guard let texts = rowTexts(item, index: i, table: "menu.detectors", fields: ConfigFile.menuDetectorFields),
                  let name = texts["name"], let pattern = texts["pattern"], let command = texts["command"] else { return }
            do {
                menuDetectors.append(try UserDetector(name: name, pattern: pattern, command: command))
            } catch {
                badPattern(error, pattern, label: "menu.detectors[\(i + 1)]", table: "menu.detectors", index: i)
            }
        }

        /// A row of an array of tables (`[[menu.actions]]`, `[[links.rules]]`) whose fields are all
        /// non-empty strings: the fields' texts, or nil after saying what is wrong with it.
        /// `optional` names the other fields the row may have (read by the caller).
        mutating func rowTexts(_ item: TOMLValueConvertible, index i: Int, table: String, fields: [String], optional: [String] = [],
                               trimmed: Bool = false) -> [String: String]? {
            let label = "\(table)[\(i + 1)]"
            guard let row = item.table else {
                let names = fields.map { "\"\($0)\"" }
                let listed = names.dropLast().joined(separator: ", ") + (names.count > 2 ? "," : "") + " and " + (names.last ?? "")
                problem("\(label): expected a table with \(listed), got \(Self.typeName(item))", table: table, occurrence: i)
                return nil
            }
            let before = problems.count
            for (field, _) in row where !fields.contains(field) && !optional.contains(field) {
                unknownKey(field, in: table, among: fields + optional, occurrence: i, label: label)
            }
            var texts: [String: String] = [:]
            for field in fields {
                guard let value = row[field] else {
                    problem("\(label): missing \"\(field)\"", table: table, occurrence: i)
                    continue
                }
                let text = trimmed ? value.string.map { String(Substring($0).trimmingWhitespace()) } ?? "" : value.string ?? ""
                if text.isEmpty {
                    problem("\(label).\(field): expected a non-empty string, got \(Self.shown(value))", table: table, occurrence: i, key: field)
                } else {
                    texts[field] = text
                }
            }
            return problems.count == before ? texts : nil
        }

        /// `[links]`: its settings, and `[[links.rules]]`, rows of a name, a kind and a pattern.
        mutating func readLinks(_ table: TOMLTable) {
            readSettings(table, named: "links", rows: ["rules"])
            guard let value = table["rules"] else { return }
            guard let array = value.array else {
                problem("links.rules: expected an array of tables ([[links.rules]]), got \(Self.typeName(value))", table: "links", key: "rules")
                return
            }
            let kinds = LinkRule.Kind.allCases.map(\.rawValue)
            for (i, item) in array.enumerated() {
                guard let texts = rowTexts(item, index: i, table: "links.rules", fields: ConfigFile.linkRuleFields),
                      let name = texts["name"], let kindName = texts["kind"], let pattern = texts["pattern"] else { continue }
                let label = "links.rules[\(i + 1)]"
                guard let kind = LinkRule.Kind(rawValue: kindName) else {
                    let hint = Suggestion.closest(to: kindName, among: kinds).map { " (did you mean \"\($0)\"?)" } ?? ""
                    problem("\(label).kind: expected one of \(kinds.map(TOMLString.quoted).joined(separator: ", ")), got \(TOMLString.quoted(kindName))\(hint)",
                            table: "links.rules", occurrence: i, key: "kind")
                    continue
                }
                do {
                    linkRules.append(try LinkRule(name: name, kind: kind, pattern: pattern))
                } catch {
                    badPattern(error, pattern, label: label, table: "links.rules", index: i)
                }
            }
        }

        /// An array of strings for a key that takes a list (`open-schemes`), as its comma-separated text.
        static func list(_ value: TOMLValueConvertible, for key: ConfigKey) -> ConfigValue? {
            guard key.kind == .schemes, let array = value.array else { return nil }
            var items: [String] = []
            for item in array {
                guard let text = item.string, !text.contains(",") else { return nil }
                items.append(text)
            }
            return .string(items.joined(separator: ","))
        }

        static let keyExpectation = "expected a key such as \"q\", \"ctrl+f\", \"pagedown\" or \"f5\""

        mutating func readBinding(_ row: TOMLTable, index i: Int) {
            let label = "keys.bind[\(i + 1)]"
            let before = problems.count
            for (field, _) in row where !ConfigFile.bindingFields.contains(field) {
                unknownKey(field, in: "keys.bind", among: ConfigFile.bindingFields, occurrence: i, label: label)
            }
            var chord: (Key, Modifiers)?
            if let value = row["key"] {
                if let text = value.string, let parsed = KeyName.parse(text) { chord = parsed } else {
                    problem("\(label).key: \(Self.keyExpectation), got \(Self.shown(value))", table: "keys.bind", occurrence: i, key: "key")
                }
            } else {
                problem("\(label): missing \"key\" (the key to bind, such as \"ctrl+f\")", table: "keys.bind", occurrence: i)
            }
            var actionName: String?
            let names = ConfigAction.names.map(\.name)
            if let value = row["action"] {
                if let text = value.string, names.contains(text) { actionName = text } else {
                    let hint = value.string.flatMap { Suggestion.closest(to: $0, among: names) }.map { " (did you mean \"\($0)\"?)" } ?? ""
                    problem("\(label).action: expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), got \(Self.shown(value))\(hint)",
                            table: "keys.bind", occurrence: i, key: "action")
                }
            } else {
                problem("\(label): missing \"action\" (what the key does, such as \"quit\")", table: "keys.bind", occurrence: i)
            }
            var count = 1
            if let value = row["by"] {
                if let n = value.int, n != 0, abs(n) <= 1_000_000 {
                    count = n
                    if let actionName, ConfigAction.names.first(where: { $0.name == actionName })?.takesCount == false {
                        problem("\(label).by: the action \"\(actionName)\" takes no count; only the scroll actions do",
                                table: "keys.bind", occurrence: i, key: "by")
                    }
                } else {
                    problem("\(label).by: expected a non-zero integer from -1000000 to 1000000 (negative: up or left), got \(Self.shown(value))",
                            table: "keys.bind", occurrence: i, key: "by")
                }
            }
            var purpose: PagerSettings.Purpose?
            if let value = row["only"] {
                if let text = value.string, let p = PagerSettings.Purpose(rawValue: text) { purpose = p } else {
                    problem("\(label).only: expected \"view\" or \"pick\", got \(Self.shown(value))", table: "keys.bind", occurrence: i, key: "only")
                }
            }
            guard problems.count == before, let (key, modifiers) = chord, let actionName,
                  let action = ConfigAction.action(named: actionName, by: count) else { return }
            keymap.bind.append(PagerKeyBinding(key, modifiers, only: purpose, action))
        }

        /// A scalar TOML value as a `ConfigValue`; nil for tables, arrays, floats and dates.
        static func value(_ value: TOMLValueConvertible) -> ConfigValue? {
            switch value.type {
            case .bool: return value.bool.map(ConfigValue.bool)
            case .int: return value.int.map(ConfigValue.integer)
            case .string: return value.string.map(ConfigValue.string)
            default: return nil
            }
        }

        /// A value for a message: a scalar as TOML writes it, anything else by its type.
        static func shown(_ value: TOMLValueConvertible) -> String {
            Self.value(value)?.description ?? typeName(value)
        }

        /// A TOML type's name with its article: "a string", "an integer", "a table".
        static func typeName(_ value: TOMLValueConvertible) -> String {
            switch value.type {
            case .table: return "a table"
            case .array: return "an array"
            case .string: return "a string"
            case .int: return "an integer"
            case .double: return "a floating-point number"
            case .bool: return "a boolean"
            case .date: return "a date"
            case .time: return "a time"
            case .dateTime: return "a date-time"
            }
        }
    }
}
