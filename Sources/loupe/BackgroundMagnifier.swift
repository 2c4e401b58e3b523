import Foundation
import LoupeCore

/// The bundled magnifier, with its fonts parsed on a background thread while the
/// first screen is drawn; the first render waits for them if it comes first.
/// Parsing the fonts takes about 20 ms, which would otherwise delay the first screen.
final class BackgroundMagnifier: Magnifying, @unchecked Sendable {
    private let condition = NSCondition()
    private var loaded: Result<Magnifier, Error>?

    init() {
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
