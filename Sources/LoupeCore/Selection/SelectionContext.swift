/// What the engine reads while reducing an event: the document, its layout and the view.
public struct SelectionContext {
    /// The document being selected in.
    public var document: any TextDocument
    /// How its lines are laid out into rows.
    public var layout: DocumentLayout
    /// What is on screen now (adopt the viewport of each `.scroll` effect before the next event).
    public var viewport: Viewport

    /// Creates a context.
    public init(document: any TextDocument, layout: DocumentLayout, viewport: Viewport) {
        self.document = document
        self.layout = layout
        self.viewport = viewport
    }
}
