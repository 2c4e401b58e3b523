import LoupeCore
import LoupeRecording
import LoupeRuntime

/// Wraps a model and writes every input event it gets into a demo script (`loupe view --record-input`).
struct InputRecordingModel<Model: InteractiveModel>: InteractiveModel {
    var model: Model
    var writer: DemoScriptWriter

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        writer.append(event)
        return model.handle(event)
    }

    func baseFrame() -> CellBuffer { model.baseFrame() }
    func overlays() -> [FrameOverlay] { model.overlays() }
    func nextDeadline() -> Instant? { model.nextDeadline() }
}
