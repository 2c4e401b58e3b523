/// What a selection names, when it names something to open: a URL, an e-mail address, or a
/// file path with an optional line (`Sources/main.swift:42`, `/etc/hosts`, `./a.txt:3:9`).
///
/// Only `http`, `https`, `file` and `mailto` URLs are links: a selection of another scheme
/// (`javascript:`, `ssh://`) opens nothing. The selection must be one token: surrounding
/// white space is ignored, white space inside makes it no link, and trailing sentence
/// punctuation (`.`, `,`, `;`, `:`, `!`, `?`) and an unbalanced closing bracket are trimmed.
public struct LinkTarget: Hashable, Sendable {
    /// What kind of thing it names.
    public enum Kind: String, Hashable, Sendable {
        /// A URL of an allowed scheme.
        case url
        /// An e-mail address (opened as `mailto:`).
        case email
        /// A file path (opened as it is; `Open in editor` takes its line).
        case path
    }

    /// The schemes a URL may have to be opened.
    public static let allowedSchemes: Set<String> = ["http", "https", "file", "mailto"]

    /// What it is.
    public var kind: Kind
    /// The URL, the address or the path (without its line): what `Copy link` copies.
    public var link: String
    /// The line of a `path:line` (1-based), if given.
    public var line: Int?

    /// Creates a target.
    public init(kind: Kind, link: String, line: Int? = nil) {
        self.kind = kind
        self.link = link
        self.line = line
    }

    /// What an opener gets, as one argument: the URL, `mailto:` and the address, or the path.
    public var openTarget: String { kind == .email ? "mailto:" + link : link }

    /// The link a selection's text names, or nil.
    public static func detect(_ text: String) -> LinkTarget? { detect(text, schemes: allowedSchemes) }

    /// The link `text` is, with `schemes` the ones a URL may have (`--open-schemes`).
    public static func detect(_ text: String, schemes: Set<String>) -> LinkTarget? {
        var token = Substring(text).trimmingWhitespace()
        guard !token.isEmpty, token.count <= 2083, !token.contains(where: { $0.isWhitespace || $0.isControlCharacter }) else { return nil }
        token = trimTrailingPunctuation(token)
        guard !token.isEmpty else { return nil }
        if let colon = token.firstIndex(of: ":"), let scheme = schemeOf(token[..<colon]) {
            let rest = token[token.index(after: colon)...]
            if scheme == "mailto" { return isAddress(rest) ? LinkTarget(kind: .url, link: String(token)) : nil }
            // `scheme://`: a URL, opened only for an allowed scheme. Otherwise (`main.swift:42`)
            // it may be a path with a line.
            if rest.hasPrefix("//") {
                guard schemes.contains(scheme), rest.count > 2 else { return nil }
                return LinkTarget(kind: .url, link: String(token))
            }
        }
        if isAddress(token) { return LinkTarget(kind: .email, link: String(token)) }
        return path(token)
    }

    /// A path, with a line after it: `a/b.c:12`, `a/b.c:12:5`.
    static func path(_ token: Substring) -> LinkTarget? {
        var path = token
        var line: Int?
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 2, let n = Int(parts[1]), n > 0, parts.count == 2 || (parts.count == 3 && Int(parts[2]) != nil) {
            path = parts[0]
            line = n
        }
        guard !path.isEmpty, !path.contains(":") else { return nil }
        let explicit = path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") || path.hasPrefix("~/")
        let nested = path.contains("/") && path.first != "/" && !path.hasSuffix("/") && path.contains(where: \.isLetter)
        let named = line != nil && path.contains(".") && !path.hasPrefix(".") && !path.hasSuffix(".")
        guard explicit || nested || named, path != "/" else { return nil }
        return LinkTarget(kind: .path, link: String(path), line: line)
    }

    /// A URL scheme: a letter, then letters, digits, `+`, `-`, `.`; lowercased.
    static func schemeOf(_ text: Substring) -> String? {
        guard let first = text.first, first.isASCII, first.isLetter,
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return text.lowercased()
    }

    /// `local@domain.tld`.
    static func isAddress(_ text: Substring) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        let local = parts[0].allSatisfy { $0.isLetter || $0.isNumber || "._%+-".contains($0) }
        let domain = parts[1].allSatisfy { $0.isLetter || $0.isNumber || ".-".contains($0) }
        return local && domain
    }

    /// Sentence punctuation and unbalanced closing brackets off the end.
    static func trimTrailingPunctuation(_ text: Substring) -> Substring {
        var t = text
        while let last = t.last {
            if ".,;:!?'\"".contains(last) {
                t = t.dropLast()
            } else if let open = ["(": ")", "[": "]", "<": ">", "{": "}"].first(where: { $0.value == String(last) })?.key,
                      t.filter({ String($0) == open }).count < t.filter({ $0 == last }).count {
                t = t.dropLast()
            } else {
                break
            }
        }
        return t
    }
}

extension Character {
    /// A C0 or C1 control, or DEL.
    var isControlCharacter: Bool { unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
}

extension Substring {
    /// Without white space (and line breaks) at either end.
    public func trimmingWhitespace() -> Substring {
        var s = self
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return s
    }
}
