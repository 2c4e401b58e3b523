import LoupeCore

/// One run of a user detector's command for a menu (`UserDetector`): the work that runs it,
/// the detector, and the selected text its command gets. Its item keeps it, so a menu shown
/// again for the same text keeps its answer rather than running the command again.
public struct DetectorRun: Hashable, Sendable {
    /// The work that runs the command; its result is the answer.
    public var work: WorkID
    /// The detector.
    public var detector: UserDetector
    /// The text on the command's standard input.
    public var text: String

    /// A run.
    public init(work: WorkID, detector: UserDetector, text: String) {
        self.work = work
        self.detector = detector
        self.text = text
    }
}
