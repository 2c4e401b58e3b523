/// One link on a frame: where its cells are, what it opens, its text, and where it came from.
public struct ScreenLink: Hashable, Sendable {
    /// Where a link came from.
    public enum Origin: Hashable, Sendable {
        /// An OSC 8 hyperlink (its id in the frame's `HyperlinkTable`).
        case hyperlink(UInt16)
        /// Found in the text by a `LinkRule` of this kind.
        case detected(LinkRule.Kind)
    }

    /// Its index in `LinkIndexMap.links` (reading order of first cells).
    public var id: Int
    /// What it opens: the OSC 8 target, or the detected URL, `mailto:` address, path or hash.
    public var target: String
    /// The text it shows (wide characters once, continuation cells skipped).
    public var text: String
    /// OSC 8 or detected.
    public var origin: Origin
    /// Its cells, one run per row (a link wrapped over rows has several), in reading order.
    public var spans: [RowSpan]

    /// Creates a link.
    public init(id: Int, target: String, text: String, origin: Origin, spans: [RowSpan]) {
        self.id = id
        self.target = target
        self.text = text
        self.origin = origin
        self.spans = spans
    }

    /// The smallest rectangle around its cells.
    public var bounds: GridRect {
        guard let first = spans.first else { return GridRect(column: 0, row: 0, columns: 0, rows: 0) }
        var minC = first.columns.lowerBound, maxC = first.columns.upperBound, minR = first.row, maxR = first.row
        for s in spans {
            minC = min(minC, s.columns.lowerBound); maxC = max(maxC, s.columns.upperBound)
            minR = min(minR, s.row); maxR = max(maxR, s.row)
        }
        return GridRect(column: minC, row: minR, columns: maxC - minC, rows: maxR - minR + 1)
    }

    /// Whether a cell is one of its own.
    public func contains(_ point: GridPoint) -> Bool {
        spans.contains { $0.row == point.row && $0.columns.contains(point.column) }
    }

    /// The scheme of its target, lowercased (`https`), or nil for a path or a hash.
    public var scheme: String? {
        guard let colon = target.firstIndex(of: ":") else { return nil }
        return LinkTarget.schemeOf(target[..<colon])
    }

    /// The host of its target (`example.com` of `https://example.com/a`), if it has one.
    public var host: String? { target.contains("://") ? Self.host(of: Substring(target)) : nil }

    /// For an OSC 8 link whose text looks like a URL or a host other than its target's: the
    /// host the text shows (a warning for the status line: the text may be lying).
    public var misleadingText: String? {
        guard case .hyperlink = origin else { return nil }
        let shown = Substring(text).trimmingWhitespace()
        guard let shownHost = Self.host(of: shown) else { return nil }
        let realHost = Self.host(of: Substring(target))
        return realHost?.lowercased() == shownHost.lowercased() ? nil : shownHost
    }

    /// The host of `scheme://host/…` or of a bare `host.tld/…`, or nil when the text does not look like one.
    static func host(of text: Substring) -> String? {
        var rest = text
        if let slashes = text.firstRange(of: "://") { rest = text[slashes.upperBound...] }
        else if text.contains(where: \.isWhitespace) || !text.contains(".") { return nil }
        let host = rest.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        let labels = host.split(separator: ".")
        guard labels.count >= 2, let tld = labels.last, tld.count >= 2, tld.allSatisfy(\.isLetter),
              host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else { return nil }
        return String(host)
    }
}

/// A run of cells on one row.
public struct RowSpan: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// The columns.
    public var columns: Range<Int>

    /// Creates a run.
    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
