import LoupeCore

extension PagerSettings {
    /// Makes the parts every pager's default settings share now: the standard features and
    /// keys, the selection's smart-token rules, the link rules and the schemes links may open.
    /// Each is made once, on whichever thread asks first (the runtime builds their generic types
    /// on the way, about 0.6 ms): a program may call this on another thread while it starts
    /// (`loupe view` does, on the thread that opens the terminal), so its first pager finds them made.
    public static func makeDefaults() {
        _ = LinkTarget.allowedSchemes
        _ = LinkRule.defaults
        _ = PagerFeatures.standard
        _ = PagerKeymap.standard
        _ = SmartTokenRule.defaults
    }
}
