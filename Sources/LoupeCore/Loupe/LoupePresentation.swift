/// The loupe as drawn at one instant: where its frame is and how opaque it is.
public struct LoupePresentation: Hashable, Sendable {
    /// The frame's rectangle now (it differs from `placement.frame` while moving, rising or sinking).
    public var frame: GridRect
    /// What the lens shows and where it rests.
    public var placement: LoupePlacement
    /// 0...1; below 1 the colours fade toward the cells underneath.
    public var opacity: Double

    /// Creates a presentation.
    public init(frame: GridRect, placement: LoupePlacement, opacity: Double) {
        self.frame = frame
        self.placement = placement
        self.opacity = opacity
    }
}
