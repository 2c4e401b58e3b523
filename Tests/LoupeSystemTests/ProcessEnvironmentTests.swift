import Foundation
import LoupeSystem
import Testing

/// Setting a variable here would race with the other suites' child processes, which read the
/// environment as they start: the check is against Foundation's reading of the same environment.
@Suite struct ProcessEnvironmentTests {
    @Test func itReadsWhatFoundationReads() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }
}
