/// Anything that fills the lens interior for a request: the bundled `Magnifier`,
/// or a simpler stand-in where a test wants to check placement and compositing only.
public protocol Magnifying: Sendable {
    /// The enlarged view for a request, exactly `request.size` big.
    func render(_ request: MagnifierRequest) -> CellBuffer
}

extension Magnifier: Magnifying {}
