/// One piece of text-with-escapes, as the `ANSIParser` hands it on.
public enum ANSIToken: Equatable, Sendable {
    /// Printable bytes (UTF-8, not yet validated) as a range into the parser's input.
    case text(Range<Int>)
    /// A line feed (a CR LF pair also gives one).
    case newline
    /// A horizontal tab.
    case tab
    /// A control character that must be shown as a placeholder (C0 other than LF and TAB, DEL, or a bare ESC).
    case control(UInt8)
    /// Select Graphic Rendition: parameter groups, each a list of sub-parameters (colon forms); nil is an omitted value.
    case sgr([[Int?]])
    /// An OSC 8 hyperlink start (target) or end (nil).
    /// With the OSC 8 `id=` parameter, when given: cells of one id and target are one link
    /// even where other text separates them.
    case hyperlink(String?, id: String? = nil)
}
