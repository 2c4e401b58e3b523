import LoupeCore

/// What is on screen, as a feature's `reduce` may ask: the links of the frame the event was
/// meant for (painted only if something asks).
public struct FeatureScreen {
    let lazyLinks: LazyLinkMap

    /// The screen of a frame whose links are `links`.
    public init(links: LinkIndexMap) { lazyLinks = LazyLinkMap(links) }

    init(_ lazyLinks: LazyLinkMap) { self.lazyLinks = lazyLinks }

    /// The links on screen.
    public var links: LinkIndexMap { lazyLinks.map }

    /// The link at a cell of the screen, if any.
    public func link(at point: GridPoint) -> ScreenLink? { links.link(at: point) }
}
