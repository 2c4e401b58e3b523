import LoupeCore

/// The context menu's Look Up while it is being found: the work that asks `man -w` about a word,
/// and the word. When the answer names a page, a `Look Up “word” — man SECTION word` item joins
/// the menu; otherwise nothing shows.
public struct ManPageLookUp: Hashable, Sendable {
    /// The work that finds the page.
    public var work: WorkID
    /// The word.
    public var name: String

    /// A look-up.
    public init(work: WorkID, name: String) {
        self.work = work
        self.name = name
    }
}
