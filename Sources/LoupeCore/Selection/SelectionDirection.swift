/// Which way the selection's moving end went: relative to the anchor and to where it was.
public struct SelectionDirection: Hashable, Sendable {
    /// Where the head is relative to the anchor.
    public enum Side: String, Hashable, Sendable {
        /// Before the anchor in document order (a backward selection).
        case before
        /// At the anchor.
        case same
        /// After the anchor (a forward selection).
        case after
    }

    /// The head's last move relative to its previous position.
    public enum Motion: String, Hashable, Sendable {
        /// Not moved yet in this gesture.
        case none
        /// To an earlier visual row.
        case up
        /// To a later visual row.
        case down
        /// Earlier on the same row.
        case left
        /// Later on the same row.
        case right
    }

    /// Where the head is relative to the anchor.
    public var side: Side = .same
    /// The head's last move.
    public var lastMotion: Motion = .none
    /// The pointer is travelling downward: turned on once it has gone
    /// `SelectionConfig.downwardHysteresis` rows below its highest point since
    /// it last went up, off once it has come that far back up. The loupe's
    /// iOS-style policy hides the lens while this is on.
    public var movingDownward: Bool = false
    /// The turning point of the pointer's vertical travel, in document rows.
    var turningPoint: Double?

    /// No direction yet.
    public init() {}

    /// Feeds the pointer's vertical position (in rows, continuous) through the hysteresis.
    mutating func trackVertical(_ y: Double, threshold: Double) {
        guard let t = turningPoint else { turningPoint = y; return }
        if movingDownward {
            if y > t { turningPoint = y } else if t - y >= threshold { movingDownward = false; turningPoint = y }
        } else {
            if y < t { turningPoint = y } else if y - t >= threshold { movingDownward = true; turningPoint = y }
        }
    }
}
