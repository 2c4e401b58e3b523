import LoupeCore

/// Which model `loupe demo` and the recording tests drive.
public enum DemoModels {
    /// The model every recording is made with: the real pager (`PagerModel`), the
    /// same model `loupe view` runs live, with the bundled magnifier fonts.
    public static var standard: DemoModelFactory { PagerModel.demoFactory }

    /// The bundled magnifier, loaded once; nil (no loupe drawn) if the fonts cannot be read.
    public static let magnifier: Magnifier? = try? Magnifier.bundled()
}
