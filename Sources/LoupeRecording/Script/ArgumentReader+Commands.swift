import LoupeCore

extension ArgumentReader {
    /// `Set NAME VALUE`.
    mutating func setting() throws(DemoScriptError) -> DemoSetting {
        let name = try next("a setting: Zoom, Tier, Downward, FrameRate, WordChars, Theme, Hover or TimeZone")
        switch name.text.lowercased() {
        case "zoom": return .zoom(try integer("the zoom", in: 2...4))
        case "tier": return .tier(try choice(MagnifierTier.self))
        case "downward": return .downward(try choice(DownwardPolicy.self))
        case "framerate": return .frameRate(try integer("the frame rate", in: 1...240))
        case "wordchars": return .wordChars(try string("the word characters"))
        case "theme": return .theme(try choice(DemoTheme.Name.self))
        case "hover": return .hover(try onOff())
        case "timezone": return .timeZone(try timeZone())
        default:
            throw error(name.column, "unknown setting \"\(name.text)\": expected Zoom, Tier, Downward, FrameRate, WordChars, Theme, Hover or TimeZone")
        }
    }

    /// `none`, or a POSIX `TZ` rule in double quotes. A zone file's name is refused: a recording
    /// must not depend on the machine's tzdata.
    mutating func timeZone() throws(DemoScriptError) -> DetectorTimeZone? {
        let t = try next("a POSIX TZ rule in double quotes (\"CET-1CEST,M3.5.0,M10.5.0/3\") or none")
        if !t.quoted && t.text.lowercased() == "none" { return nil }
        guard t.quoted, let zone = DetectorTimeZone(posix: t.text) else {
            throw error(t.column, "expected a POSIX TZ rule in double quotes, like \"CET-1CEST,M3.5.0,M10.5.0/3\", or none; got \"\(t.text)\""
                + " (a zone file's name is not read: a recording must not depend on the machine's time zone data)")
        }
        return zone
    }

    /// One of an enumeration's raw values (case-insensitive).
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(DemoScriptError) -> Value
        where Value.RawValue == String {
        let word = try choice(Value.allCases.map(\.rawValue))
        guard let value = Value(rawValue: word) else { throw error(endColumn, "expected one of \(Value.allCases.map(\.rawValue))") }
        return value
    }

    /// One word of a fixed list (case-insensitive), returned in the list's spelling.
    mutating func choice(_ options: [String]) throws(DemoScriptError) -> String {
        let t = try next(options.joined(separator: " or "))
        guard let hit = options.first(where: { $0.lowercased() == t.text.lowercased() }) else {
            throw error(t.column, "expected \(options.joined(separator: ", ")); got \"\(t.text)\"")
        }
        return hit
    }

    /// `Wheel up|down [N] [C R]`.
    mutating func wheel() throws(DemoScriptError) -> DemoStep {
        let direction = try choice(["up", "down"])
        var numbers = 0
        while numbers + index < args.count, let _ = Int(args[index + numbers].text), !args[index + numbers].quoted { numbers += 1 }
        var count = 1
        if numbers == 1 || numbers >= 3 { count = try integer("the number of notches", in: 1...100) }
        let point = numbers >= 2 ? try point(onScreen: true) : nil
        return .wheel(direction == "up" ? .wheelUp : .wheelDown, count: count, at: point)
    }

    /// `Key NAME [shift] [alt] [ctrl]`, where NAME may be written `ctrl+c`.
    mutating func key() throws(DemoScriptError) -> DemoStep {
        let t = try next("a key name like Enter, PageDown, F5, q or ctrl+c")
        var modifiers: Modifiers = []
        var name = t.text
        if !t.quoted, name.count > 1, name.contains("+") {
            var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            if parts.last == "" { parts.removeLast(2); parts.append("+") }
            name = parts.removeLast()
            for p in parts {
                guard let m = DemoScript.modifierNames[p.lowercased()] else {
                    throw error(t.column, "unknown modifier \"\(p)\" in \"\(t.text)\": use shift, alt or ctrl")
                }
                modifiers.formUnion(m)
            }
        }
        guard let key = DemoKeyName.key(for: name) else {
            throw error(t.column, "unknown key \"\(t.text)\": use a name (Up, Down, Left, Right, PageUp, PageDown, Home, End, Escape, Enter, Tab, Backspace, Space, F1-F24) or one printable character")
        }
        while let m = peek {
            guard !m.quoted, let bits = DemoScript.modifierNames[m.text.lowercased()] else {
                throw error(m.column, "unexpected \"\(m.text)\" after the key: only shift, alt and ctrl may follow")
            }
            modifiers.formUnion(bits)
            index += 1
        }
        return .key(key, modifiers)
    }

    /// The quoted text of `Type`: printable characters, `\n` (Enter) and `\t` (Tab).
    mutating func typedText() throws(DemoScriptError) -> String {
        let column = peek?.column ?? endColumn
        let text = try string("the text to type")
        guard text.allSatisfy({ $0 == "\n" || $0 == "\t" || DemoKeyName.isPrintable($0) }) else {
            throw error(column, "Type takes printable text, \\n and \\t; this text has other control characters")
        }
        return text
    }

    /// `Expect Selection "text"`, `Expect Loupe visible|hidden`, `Expect Screen contains "text"`.
    mutating func expectation() throws(DemoScriptError) -> DemoStep {
        let what = try next("Selection, Loupe or Screen")
        switch what.text.lowercased() {
        case "selection": return .expectSelection(try string("the selected text"))
        case "loupe": return .expectLoupe(visible: try choice(["visible", "hidden"]) == "visible")
        case "screen":
            _ = try choice(["contains"])
            return .expectScreenContains(try string("the text to look for"))
        default:
            throw error(what.column, "unknown expectation \"\(what.text)\": expected Selection, Loupe or Screen")
        }
    }
}
