import Glibc
import LoupeRuntime
@testable import LoupeTerminal
import Testing

/// The signal actions read once, by whichever thread comes first, and the same for both.
@Suite struct SignalActionsReadingTests {
    /// A handler's address (SIG_DFL 0, SIG_IGN 1).
    static func address(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    static func handlers(_ actions: [(Int32, sigaction)]) -> [Int] {
        actions.map { address($0.1) }
    }

    @Test func theThreadThatComesSecondGetsWhatTheFirstRead() {
        let reading = SignalActionsReading()
        reading.readIfFirst()
        final class Got: @unchecked Sendable { var actions: [(Int32, sigaction)] = [] }  // written before `done`, read after
        let got = Got(), done = Completion<Bool>()
        BackgroundThread.run {
            got.actions = reading.actionsRead()
            done.complete(true)
        }
        #expect(done.wait(seconds: 10) == true)
        #expect(got.actions.map(\.0) == (SignalRelay.relayed + SignalRelay.fatal))
        #expect(Self.handlers(got.actions) == Self.handlers(SignalRelay.currentActions()))
        #expect(Self.handlers(reading.actionsRead()) == Self.handlers(got.actions))
    }

    @Test func withNoOneAheadTheActionsAreReadWhenAsked() {
        let reading = SignalActionsReading()
        let actions = reading.actionsRead()
        #expect(actions.map(\.0) == (SignalRelay.relayed + SignalRelay.fatal))
        #expect(Self.handlers(actions) == Self.handlers(SignalRelay.currentActions()))
    }
}
