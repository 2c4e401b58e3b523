/// A moment on a clock, in milliseconds since the clock's origin.
///
/// The core never reads the wall clock: every reducer takes `now` as an
/// `Instant`, so a test or a demo can step time frame by frame.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the clock's origin.
    public var milliseconds: Double

    /// Creates an instant.
    public init(milliseconds: Double) { self.milliseconds = milliseconds }

    /// The clock's origin.
    public static let zero = Instant(milliseconds: 0)

    /// Orders instants in time.
    public static func < (a: Instant, b: Instant) -> Bool { a.milliseconds < b.milliseconds }

    /// The instant `ms` milliseconds later.
    public func adding(milliseconds ms: Double) -> Instant { Instant(milliseconds: milliseconds + ms) }

    /// Milliseconds from `other` to this instant.
    public func milliseconds(since other: Instant) -> Double { milliseconds - other.milliseconds }

    /// `123.4ms`.
    public var description: String { "\(milliseconds)ms" }
}
