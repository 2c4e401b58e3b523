/// A document whose input is still arriving (standard input, a pipe, a device): it takes in
/// what has arrived only when asked (`refresh()`), so between two refreshes it does not change
/// and a program decides when to look (the pager does on its ticks).
public protocol GrowingDocument: IncrementalDocument {
    /// Takes in what has arrived since the last call. Returns nil when nothing a reader sees
    /// changed; otherwise the first line whose cells may differ (the old last line when it went
    /// on or new lines came; `lineCount` when only the input's end was reached).
    func refresh() -> Int?
    /// A few words for the status bar about how the input stopped when that is worth saying
    /// ("input stopped at the 256 MiB cap", a read error), or nil.
    var statusNote: String? { get }
}

extension GrowingDocument {
    /// The document itself.
    public var growing: (any GrowingDocument)? { self }
}
