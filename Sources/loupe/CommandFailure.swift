import ArgumentParser

/// A one-line failure message with exit status 1 (ArgumentParser prints `Error: message`).
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let code: Int32
    init(_ message: String, code: Int32 = 1) {
        self.message = message
        self.code = code
    }
    var description: String { message }
}
