/// The standard magnifier (`Magnifier.standard`), its fonts derived on its first render rather
/// than when it is handed out: a program's first frame never waits for them. A program that
/// wants them ready before the first drag touches `Magnifier.standard` on a thread of its own.
public struct StandardMagnifier: Magnifying {
    /// Creates the stand-in; it holds nothing.
    public init() {}

    /// What `Magnifier.standard` renders.
    public func render(_ request: MagnifierRequest) -> CellBuffer {
        Magnifier.standard.render(request)
    }
}
