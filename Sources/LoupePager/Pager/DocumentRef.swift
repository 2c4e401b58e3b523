import LoupeCore

/// The document a pager shows, in a value that can be compared: two refs are equal when they
/// were made for the same opening of a document (copies of a state share it).
public struct DocumentRef: Equatable {
    /// Identifies one opening of the document.
    private final class Token {}

    /// The content.
    public let document: any TextDocument
    private let token = Token()

    /// Wraps a document.
    public init(_ document: any TextDocument) {
        self.document = document
    }

    /// Whether both refs are the same opening of a document.
    public static func == (a: DocumentRef, b: DocumentRef) -> Bool { a.token === b.token }
}
