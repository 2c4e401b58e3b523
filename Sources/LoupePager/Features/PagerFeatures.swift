/// The pager's standard features, in their order: the event priority, and reversed, the drawing
/// order (the lens at the bottom, a link's preview on top).
public enum PagerFeatures {
    /// Copying (Esc stops a big copy first), find (its bar takes every key), a link's preview,
    /// the menus, caret mode (its keys while it is on), links, then selection and the loupe.
    public static let standard: [AnyPagerFeature] = [
        AnyPagerFeature(CopyFeature()), AnyPagerFeature(FindFeature()), AnyPagerFeature(LinkPreviewFeature()),
        AnyPagerFeature(MenusFeature()), AnyPagerFeature(CaretFeature()), AnyPagerFeature(LinksFeature()),
        AnyPagerFeature(SelectionFeature()),
    ]
}
