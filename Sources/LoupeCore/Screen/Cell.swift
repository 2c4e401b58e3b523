/// Where a cell's content came from, when that matters for copying or display.
public struct CellFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The first cell of an expanded tab: copying gives back a tab.
    public static let tabStart = CellFlags(rawValue: 1 << 0)
    /// A later cell of an expanded tab: copying skips it.
    public static let tabFill = CellFlags(rawValue: 1 << 1)
    /// A visible placeholder for a control character or undecodable byte.
    public static let placeholder = CellFlags(rawValue: 1 << 2)
    /// Padding added where a wide character did not fit at the end of a row.
    public static let wrapPad = CellFlags(rawValue: 1 << 3)
    /// The first cell of a control shown by name (`<U+202E>` for a bidi control, `<U+200B>` for an invisible character, see
    /// `ControlPictures.namedPlaceholder`): copying gives back the control itself, exactly.
    public static let namedControl = CellFlags(rawValue: 1 << 4)
    /// A later cell of a control shown by name: it belongs to the first (copying skips it,
    /// a caret never stops inside).
    public static let namedFill = CellFlags(rawValue: 1 << 5)
}

/// One terminal cell: a grapheme cluster, its display width and its style.
///
/// A wide (two-column) cluster occupies two cells: the lead cell holds the
/// cluster with `width == 2`, the cell to its right is a continuation with
/// `width == 0` and an empty grapheme. The cluster is held by value
/// (`CellGrapheme`), so a cell is plain bytes: copying cells copies bytes.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster, held by value.
    public var cluster: CellGrapheme
    /// The grapheme cluster shown; `" "` for a blank cell, `""` for a continuation.
    public var grapheme: String {
        get { cluster.string }
        set { cluster = CellGrapheme(newValue) }
    }
    /// Display width: 1, 2 for the lead of a wide character, 0 for its continuation.
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style
    /// Tab, placeholder and padding markers.
    public var flags: CellFlags

    /// Creates a cell.
    public init(_ grapheme: String, width: UInt8 = 1, style: Style = .plain, flags: CellFlags = []) {
        self.init(cluster: CellGrapheme(grapheme), width: width, style: style, flags: flags)
    }

    /// Creates a cell of a cluster held already.
    public init(cluster: CellGrapheme, width: UInt8 = 1, style: Style = .plain, flags: CellFlags = []) {
        self.cluster = cluster
        self.width = width
        self.style = style
        self.flags = flags
    }

    /// A cell of one ASCII character (`byte`, below 0x80), one column wide.
    public init(ascii byte: UInt8, style: Style = .plain, flags: CellFlags = []) {
        self.init(cluster: CellGrapheme(ascii: byte), style: style, flags: flags)
    }

    /// A blank cell in a style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(ascii: 0x20, style: style) }

    /// The continuation cell that sits right of a wide character.
    public static func continuation(_ style: Style = .plain) -> Cell { Cell(cluster: .empty, width: 0, style: style) }

    /// The style of a cell that is `blank(style)`, else nil.
    public var blankStyle: Style? {
        width == 1 && flags.isEmpty && cluster == .space ? style : nil
    }

    /// The byte of a cell that is one printable ASCII character one column wide (most cells of
    /// any screen, drawn and encoded as themselves), or nil.
    @inlinable public var printableASCII: UInt8? {
        guard width == 1, let byte = cluster.singleByte, PrintableASCII.contains(byte) else { return nil }
        return byte
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// Whether this is the left half of a wide character.
    public var isWide: Bool { width == 2 }

    /// Whether the cell shows nothing but background (a space, not a tab).
    public var isBlank: Bool { cluster == .space && !flags.contains(.tabStart) }
}
