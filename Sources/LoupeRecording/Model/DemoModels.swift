import LoupeCore
import LoupePager

/// Which model `loupe demo` and the recording tests drive.
public enum DemoModels {
    /// The model every recording is made with: the real pager (`PagerModel`), the
    /// same model `loupe view` runs live, with the bundled magnifier fonts.
    public static var standard: DemoModelFactory { PagerModel.demoFactory }

    /// The magnifier with the fonts compiled into LoupeCore.
    public static let magnifier: Magnifier = .standard
}
