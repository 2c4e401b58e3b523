import LoupeCore
import LoupeDemo

/// Wraps a model and writes every input event it gets into a demo script (`loupe view --record-input`).
struct InputRecordingModel<Model: InteractiveModel>: InteractiveModel {
    var model: Model
    var writer: DemoScriptWriter

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        writer.append(event)
        return model.handle(event)
    }

    func baseFrame() -> Frame { model.baseFrame() }
    func overlays() -> [FrameOverlay] { model.overlays() }
    func nextDeadline() -> Instant? { model.nextDeadline() }
    mutating func adoptTerminalBackground(red: UInt8, green: UInt8, blue: UInt8) {
        model.adoptTerminalBackground(red: red, green: green, blue: blue)
    }
}
