/// What the terminal has answered so far about what it can draw (its replies to the start-up probes).
public struct TerminalAnswers: Hashable, Sendable {
    /// The reply to XTVERSION, when one came.
    public var version: String?
    /// The columns one sextant moved the cursor, when the position report came.
    public var sextantAdvance: Int?
    /// The terminal's font, when it is known.
    public var font: TerminalFont?

    /// No answers yet.
    public init(version: String? = nil, sextantAdvance: Int? = nil, font: TerminalFont? = nil) {
        self.version = version
        self.sextantAdvance = sextantAdvance
        self.font = font
    }

    /// Keeps what a report says about drawing; returns whether anything changed.
    @discardableResult
    public mutating func note(_ report: TerminalReport) -> Bool {
        let before = self
        switch report {
        case let .version(v): version = v
        case let .sextantAdvance(n): sextantAdvance = n
        case let .font(f): font = f
        case .background, .colorMode, .pixelMouse, .wholeClusters, .focus: break
        }
        return before != self
    }
}
