extension SmartTokenRule {
    /// The sources of the built-in rules: name, pattern, token group, precedence.
    ///
    /// Each pattern starts with a guard group (start of text or a character
    /// that cannot be part of the token) and ends with a negative look-ahead,
    /// so a token is never cut out of a longer word.
    public static let defaultSources: [(name: String, pattern: String, group: Int, precedence: Int)] = [
        ("url", #"(?:^|[^\w])([A-Za-z][A-Za-z0-9+.\-]*://[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}])"#, 1, 50),
        ("email", #"(?:^|[^\w.%+\-])([A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,})(?![\w\-])"#, 1, 40),
        ("ipv6", "(?:^|[^\\w:])(" + ipv6 + ")(?![0-9A-Fa-f:])", 1, 35),
        ("ipv4", #"(?:^|[^\w.])((?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:/[0-9]{1,2}|:[0-9]{1,5})?)(?![\w]|\.[0-9])"#, 1, 30),
        ("path", "(?:^|[^\\w./~\\-])(" + path + ")(?![\\w/])", 1, 20),
        ("hash", #"(?:^|[^\w])([0-9A-Fa-f]{7,})(?![\w])"#, 1, 10),
    ]

    static let h16 = "[0-9A-Fa-f]{1,4}"
    /// The alternatives joined with `+`, not `joined(separator:)`: the generic's first use asks the
    /// runtime for its types by name, a search of every conformance, on the way to the first screen.
    static let ipv6: String = {
        let h = h16
        return "(?:\(h):){7}\(h)"
            + "|(?:\(h):){1,5}(?::\(h)){1,2}"
            + "|(?:\(h):){1,4}(?::\(h)){1,3}"
            + "|(?:\(h):){1,3}(?::\(h)){1,4}"
            + "|(?:\(h):){1,2}(?::\(h)){1,5}"
            + "|(?:\(h):){1,6}:\(h)"
            + "|\(h):(?::\(h)){1,6}"
            + "|(?:\(h):){1,7}:"
            + "|:(?:(?::\(h)){1,7}|:)"
    }()

    /// A path segment: `.`/`..`, or name characters not ending in a dot.
    static let segment = #"(?:\.\.?|[\w.@%+=~#\-]*[\w@%+=~#\-])"#
    /// Absolute (`/a/b`), home (`~/a`), dot-relative (`./a`, `../a`) or relative with a slash (`a/b`),
    /// with an optional `:line:column` suffix.
    static let path: String = {
        let s = segment
        let absolute = "(?:~[\\w.\\-]*|\\.\\.?)?(?:/\(s))+/?"
        let relative = "[\\w.@%+=~#\\-]*[\\w@%+=~#\\-](?:/\(s))+/?"
        return "(?:\(absolute)|\(relative))(?::[0-9]+){0,2}"
    }()

    /// The built-in rules: URLs, e-mail addresses, IPv6 and IPv4 addresses,
    /// file paths and hex hashes of 7 or more digits.
    public static let defaults: [SmartTokenRule] = defaultSources.enumerated().map { index, source in
        SmartTokenRule(builtIn: index, name: source.name, pattern: source.pattern, group: source.group, precedence: source.precedence)
    }
}
