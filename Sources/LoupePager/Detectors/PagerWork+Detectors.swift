import LoupeCore
import LoupeRuntime

extension PagerWork {
    /// Runs a user detector's command with its text on standard input, on a thread live (the
    /// runner waits at most `UserDetector.timeLimit`): one `DetectorAnswer`.
    static func detect(_ run: DetectorRun, with runner: DetectorCommandRunner) -> Work {
        command(run.work, run.detector.command, input: run.text, limit: UserDetector.timeLimit, with: runner)
    }

    /// Asks `man -w` where a word's page is (`ManPage.whereCommand`), on a thread live: one `DetectorAnswer`.
    static func lookUp(_ lookUp: ManPageLookUp, with runner: DetectorCommandRunner) -> Work {
        command(lookUp.work, ManPage.whereCommand, input: lookUp.name + "\n", limit: ManPage.timeLimit, with: runner)
    }

    /// A command run by the runner as the rest of a work.
    private static func command(_ id: WorkID, _ command: String, input: String, limit: Int, with runner: DetectorCommandRunner) -> Work {
        Work(id) {
            WorkStart(rest: { report in report.send(runner.run(command, input, limit)) })
        }
    }
}
