/// Why the bundled magnifier fonts could not be loaded.
public enum MagnifierFontError: Error, Sendable, CustomStringConvertible {
    /// A font file is not in the LoupeCore resource bundle.
    case missingResource(name: String)
    /// A font file could not be read as UTF-8 text.
    case unreadable(name: String, reason: String)
    /// A font file is not valid BDF.
    case malformed(name: String, error: BDFParseError)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case let .missingResource(name):
            return "magnifier font \(name) is missing from the LoupeCore bundle; rebuild the package (resources: Magnifier/Fonts)"
        case let .unreadable(name, reason): return "magnifier font \(name) could not be read: \(reason)"
        case let .malformed(name, error): return "magnifier font \(name): \(error); regenerate it with Magnifier/Fonts/make-fonts.sh"
        }
    }
}
