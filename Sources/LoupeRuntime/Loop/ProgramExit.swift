/// How a program ended: the exit status and the text to print on standard output (after the terminal is restored).
public struct ProgramExit: Hashable, Sendable {
    /// The process exit status.
    public var status: Int32
    /// Text for standard output, if any.
    public var output: String?

    /// Creates an exit.
    public init(status: Int32, output: String? = nil) {
        self.status = status
        self.output = output
    }
}
