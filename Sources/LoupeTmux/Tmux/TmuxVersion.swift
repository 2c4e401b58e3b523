import LoupeCore

/// A tmux version as `tmux -V` prints it, with the features Loupe depends on.
///
/// Accepted forms: `tmux 3.3a`, `tmux 3.4`, `tmux 2.9`, `tmux 3.2-rc3`,
/// `tmux next-3.4` (a development build towards 3.4), `tmux master`, and
/// OpenBSD's `tmux openbsd-7.3`. Development and OpenBSD builds count as at
/// least as new as the number they name, and `master` as newer than any release.
public struct TmuxVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major number (3 in 3.3a).
    public var major: Int
    /// The minor number (3 in 3.3a).
    public var minor: Int
    /// The patch letter (`a` in 3.3a), empty when there is none.
    public var letter: String
    /// The text after `tmux ` as printed, for messages.
    public var text: String

    /// Creates a version from its parts.
    public init(major: Int, minor: Int, letter: String = "", text: String? = nil) {
        self.major = major
        self.minor = minor
        self.letter = letter
        self.text = text ?? "\(major).\(minor)\(letter)"
    }

    /// The version printed for a development build with no number (`tmux master`).
    public static let newest = TmuxVersion(major: Int.max, minor: 0, text: "master")

    /// Reads the output of `tmux -V`; nil when it does not name a tmux version.
    public static func parse(_ output: String) -> TmuxVersion? {
        let trimmed = output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2, words[0] == "tmux" else { return nil }
        let text = String(words[1])
        if text == "master" { return newest }
        var rest = Substring(text)
        if rest.hasPrefix("openbsd-") {
            // OpenBSD ships tmux in base and prints its own release; 6.9 had tmux 3.2.
            rest = rest.dropFirst("openbsd-".count)
            guard let openbsd = numbers(&rest) else { return nil }
            let modern = (openbsd.major, openbsd.minor) >= (6, 9)
            return modern ? TmuxVersion(major: 3, minor: 2, text: text) : TmuxVersion(major: 3, minor: 0, text: text)
        }
        if rest.hasPrefix("next-") { rest = rest.dropFirst("next-".count) }
        guard let parsed = numbers(&rest) else { return nil }
        let letter = rest.prefix { $0.isLetter && $0.isASCII }
        return TmuxVersion(major: parsed.major, minor: parsed.minor, letter: String(letter).lowercased(), text: text)
    }

    /// Reads `major.minor` from the front of a string, leaving what follows.
    static func numbers(_ s: inout Substring) -> (major: Int, minor: Int)? {
        let majorDigits = s.prefix { $0.isASCII && $0.isNumber }
        guard !majorDigits.isEmpty, majorDigits.count <= 6, let major = Int(majorDigits) else { return nil }
        s = s.dropFirst(majorDigits.count)
        var minor = 0
        if s.first == "." {
            let minorDigits = s.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard minorDigits.count <= 6, let m = Int(minorDigits.isEmpty ? "0" : minorDigits) else { return nil }
            minor = m
            s = s.dropFirst(1 + minorDigits.count)
        }
        return (major, minor)
    }

    /// Orders by number, then patch letter (3.3 < 3.3a < 3.4).
    public static func < (a: TmuxVersion, b: TmuxVersion) -> Bool {
        (a.major, a.minor, a.letter) < (b.major, b.minor, b.letter)
    }

    /// Equal when number and letter are equal, whatever the printed form.
    public static func == (a: TmuxVersion, b: TmuxVersion) -> Bool {
        (a.major, a.minor, a.letter) == (b.major, b.minor, b.letter)
    }

    /// Hashes the compared parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major); hasher.combine(minor); hasher.combine(letter)
    }

    /// Whether `major.minor` is at least the given one.
    public func isAtLeast(_ major: Int, _ minor: Int) -> Bool {
        (self.major, self.minor) >= (major, minor)
    }

    /// `display-popup` exists (tmux 3.2).
    public var hasPopup: Bool { isAtLeast(3, 2) }
    /// `display-popup -B` (no border) and the `popup_pane_*` position formats exist (tmux 3.3).
    public var hasBorderlessPopup: Bool { isAtLeast(3, 3) }
    /// `display-popup` runs a command given as several arguments directly, without a
    /// shell (tmux 3.3; checked on 3.3a: the program's parent is the tmux server).
    public var hasArgumentVectorPopup: Bool { isAtLeast(3, 3) }
    /// `load-buffer -w` also sends the text to the outside clipboard (tmux 3.2).
    public var hasClipboardLoad: Bool { isAtLeast(3, 2) }

    /// As printed by tmux (`3.3a`, `next-3.4`, `master`).
    public var description: String { text }
}

