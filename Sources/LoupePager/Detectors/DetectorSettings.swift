import LoupeCore

/// The data detectors' settings: whether their items show in the menus, the zone local times
/// are shown in (the front end makes it from `TZ`; a recording fixes it), and the person's own
/// detectors with what runs their commands.
public struct DetectorSettings: Hashable, Sendable {
    /// Detector items follow the menus' own items.
    public var enabled: Bool
    /// The zone for local times; nil shows UTC only.
    public var timeZone: DetectorTimeZone?
    /// The person's own detectors (`[[menu.detectors]]`), in order; their items follow the
    /// built-in ones (at most `DataDetector.limit` of them).
    public var user: [UserDetector]
    /// What runs their commands; nil: they show nothing.
    public var runner: DetectorCommandRunner?

    /// Creates settings; by default on, UTC only, none of the person's own.
    public init(enabled: Bool = true, timeZone: DetectorTimeZone? = nil, user: [UserDetector] = [], runner: DetectorCommandRunner? = nil) {
        self.enabled = enabled
        self.timeZone = timeZone
        self.user = user
        self.runner = runner
    }
}
