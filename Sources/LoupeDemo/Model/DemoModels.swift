import LoupeCore

/// Which model `loupe demo` and the recording tests drive.
public enum DemoModels {
    /// The model every recording is made with.
    ///
    /// For now the stand-in (`DemoStandInModel`); when the real pager model
    /// exists, return its factory here and regenerate the casts with
    /// `demo/record-all.sh`. The factory is called with the opened content, the
    /// size and the settings; make the model adopt `DemoInspectable` (for
    /// `Expect Selection`/`Expect Loupe`) and, to keep its state across `Set`
    /// lines, `DemoConfigurable`.
    public static var standard: DemoModelFactory { DemoStandInModel.factory }
}
