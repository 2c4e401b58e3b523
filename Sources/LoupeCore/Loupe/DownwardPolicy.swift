/// What the loupe does while the selection's moving end goes downward.
public enum DownwardPolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep showing it (PSPDFKit): the default.
    case show
    /// Hide it once the moving end goes downward (iOS); it shows again when
    /// the end moves up, or on the next gesture.
    case hide
}
