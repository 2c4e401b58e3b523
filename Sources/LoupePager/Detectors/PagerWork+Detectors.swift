import LoupeCore
import LoupeRuntime

extension PagerWork {
    /// Runs a user detector's command with its text on standard input, on a thread live (the
    /// runner waits at most `UserDetector.timeLimit`): one `DetectorAnswer`.
    static func detect(_ run: DetectorRun, with runner: DetectorCommandRunner) -> Work {
        Work(run.work) {
            WorkStart(rest: { report in report.send(runner.run(run.detector.command, run.text)) })
        }
    }
}
