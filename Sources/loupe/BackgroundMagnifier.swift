import Foundation
import LoupeCore

/// The bundled magnifier, with its fonts parsed on a background thread once the
/// terminal is up (`start()`), while the first screen is drawn; the first render
/// waits for them if it comes first. Parsing the fonts takes about 20 ms, which
/// would otherwise delay the first screen (and, on two cores, the terminal set-up).
final class BackgroundMagnifier: Magnifying, @unchecked Sendable {
    private let condition = NSCondition()
    private var loaded: Result<Magnifier, Error>?
    private var started = false

    /// Starts parsing the fonts (once).
    func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        Thread.detachNewThread { [self] in
            let result = Result { try Magnifier.bundled() }
            condition.lock()
            loaded = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The loaded magnifier, waiting for the background parse; nil when the fonts could not be read.
    var magnifier: Magnifier? {
        start()
        condition.lock()
        defer { condition.unlock() }
        while loaded == nil { condition.wait() }
        return try? loaded?.get()
    }

    func render(_ request: MagnifierRequest) -> CellBuffer {
        // Without fonts every tier falls back to the 1x spread view.
        (magnifier ?? Magnifier(fonts: MagnifierFonts(fonts: [:]))).render(request)
    }
}
