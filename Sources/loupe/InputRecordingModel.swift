import LoupeCore
import LoupeRecording
import LoupeRuntime

/// Wraps a model and writes every input event it gets into a demo script (`loupe view --record-input`).
/// When the terminal's answers change the automatic tier, a `Set Tier` line follows them, so the
/// replay (whose tier is fixed by the script) draws the loupe as the session did.
struct InputRecordingModel<Model: InteractiveModel>: InteractiveModel {
    var model: Model
    var writer: DemoScriptWriter
    /// The model's magnifier tier now (nil: the model has none).
    var tier: (Model) -> MagnifierTier? = { _ in nil }

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        writer.append(event)
        let before = tier(model)
        let effects = model.handle(event)
        if let after = tier(model), after != before { writer.set("Tier", after.rawValue) }
        return effects
    }

    func baseFrame() -> CellBuffer { model.baseFrame() }
    func overlays() -> [FrameOverlay] { model.overlays() }
    func nextDeadline() -> Instant? { model.nextDeadline() }
}
