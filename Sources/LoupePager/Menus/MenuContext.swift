import LoupeCore

/// What a menu item's availability is tested on: the selection and the document.
public struct MenuContext: Hashable, Sendable {
    /// Something is selected.
    public var hasSelection: Bool
    /// The whole document is selected.
    public var isAllSelected: Bool
    /// The document has no text.
    public var isDocumentEmpty: Bool
    /// The link the selection (or the text under the pointer) names.
    public var link: LinkTarget?
    /// Expand would grow the selection.
    public var canExpand: Bool

    /// Creates a context.
    public init(hasSelection: Bool, isAllSelected: Bool = false, isDocumentEmpty: Bool = false, link: LinkTarget? = nil, canExpand: Bool = false) {
        self.hasSelection = hasSelection
        self.isAllSelected = isAllSelected
        self.isDocumentEmpty = isDocumentEmpty
        self.link = link
        self.canExpand = canExpand
    }
}
