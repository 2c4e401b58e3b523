import LoupeCore
import LoupeRuntime

/// The content a script opens: the file's name as written, its bytes, and the text imported from them.
public struct DemoContent: Hashable, Sendable {
    /// The path as the script wrote it (relative to the script).
    public var name: String
    /// The file's bytes (ANSI colours allowed).
    public var bytes: [UInt8]
    /// The bytes imported into cells with the standard width policy.
    public var text: ImportedText

    /// Creates content from bytes, importing them.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.text = TextImporter().importText(bytes)
    }
}

/// Makes the model a demo drives, from the content, the screen size and the settings.
///
/// The player calls it at the script's first input (or expectation, or end) after
/// `Open`, again after another `Open`, and after a `Set` when the model does not
/// adopt `DemoConfigurable`.
public typealias DemoModelFactory = (DemoContent, GridSize, DemoSettings) -> any InteractiveModel

/// A model that can answer a demo's expectations (`Expect Selection`, `Expect Loupe`).
public protocol DemoInspectable: InteractiveModel {
    /// The text the current selection would copy, or nil when nothing is selected.
    var selectionText: String? { get }
    /// Whether the loupe is on screen now (including while it animates in or out).
    var isLoupeVisible: Bool { get }
}

/// A model that takes new settings without being rebuilt (so a `Set` keeps the selection and scroll position).
public protocol DemoConfigurable: InteractiveModel {
    /// Adopts new settings (the whole set, one of them changed).
    mutating func apply(_ settings: DemoSettings)
}
