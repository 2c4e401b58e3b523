import LoupeCore

/// What is on screen, as a feature's `reduce` may ask: the links of the frame the event was
/// meant for. The view paints them only for an event that may use them (a pointer event, a key
/// that moves the links' focus ring: `PagerReducer.needsLinks`); for any other event they are empty.
public struct FeatureScreen {
    /// The links on screen.
    public let links: LinkIndexMap

    /// The screen of a frame whose links are `links`.
    public init(_ links: LinkIndexMap) { self.links = links }

    /// The link at a cell of the screen, if any.
    public func link(at point: GridPoint) -> ScreenLink? { links.link(at: point) }
}
