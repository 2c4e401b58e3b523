/// The character set a process's locale names, from its environment.
public enum LocaleCharset {
    /// Whether LC_ALL, else LC_CTYPE, else LANG (the first set and not empty) names UTF-8
    /// ("utf-8" or "utf8" in any case): what ncursesw needs to draw wide characters.
    public static func isUTF8(_ environment: [String: String]) -> Bool {
        let name = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let lower = name.lowercased()
        return lower.containsBytes("utf-8") || lower.containsBytes("utf8")
    }
}
