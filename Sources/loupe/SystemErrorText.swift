import FoundationEssentials
import Glibc

/// A file operation's error as one short phrase, the system's reason (`No such file or
/// directory`), instead of FoundationEssentials' description of the error value.
enum SystemErrorText {
    /// The system's reason for `error` when it carries an `errno`, else the error's description.
    static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }
}
