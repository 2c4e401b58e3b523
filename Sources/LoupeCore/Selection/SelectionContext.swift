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

    /// The character under a screen cell (`point`, its row clamped to the screen): the start of
    /// the cluster there, the end of the row past its last character, and the document's start or
    /// end above or below its lines. A keyboard caret placed by a click goes there.
    public func position(atScreen point: GridPoint) -> TextPosition {
        PointerHit(PointerSample(point: point, subCell: nil), context: self, rows: 0...max(0, viewport.height - 1)).caret
    }
}
