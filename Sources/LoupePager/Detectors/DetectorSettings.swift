import LoupeCore

/// The data detectors' settings: whether their items show in the menus, and the zone local
/// times are shown in (the front end makes it from `TZ`; a recording fixes it).
public struct DetectorSettings: Hashable, Sendable {
    /// Detector items follow the menus' own items.
    public var enabled: Bool
    /// The zone for local times; nil shows UTC only.
    public var timeZone: DetectorTimeZone?

    /// Creates settings; by default on, UTC only.
    public init(enabled: Bool = true, timeZone: DetectorTimeZone? = nil) {
        self.enabled = enabled
        self.timeZone = timeZone
    }
}
