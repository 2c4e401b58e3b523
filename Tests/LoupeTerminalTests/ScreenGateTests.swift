import Foundation
import LoupeCore
import Testing
@testable import LoupeTerminal

/// One ncurses screen at a time in a process (`ScreenGate`): a headless screen opened on another
/// thread while `HeadlessScreen.exclusively`'s body runs waits until that body has ended.
extension FrameRendererTests {
    /// What happened, in order, from any thread.
    final class EventLog: @unchecked Sendable {  // @unchecked: `events` is read and written with `lock` held
        private let lock = NSLock()
        private var events: [String] = []
        func note(_ event: String) { lock.withLock { events.append(event) } }
        var all: [String] { lock.withLock { events } }
    }

    @Test func aScreenOpenedDuringAnotherWaitsForItToEnd() {
        let log = EventLog()
        let opened = DispatchSemaphore(value: 0)
        HeadlessScreen.exclusively {
            log.note("body begins")
            Thread.detachNewThread {
                let screen = HeadlessScreen(size: GridSize(columns: 10, rows: 3))
                log.note("other screen open")
                screen?.close()
                opened.signal()
            }
            usleep(200_000)  // time enough for the other thread to open its screen, were it let in
            log.note("body ends")
        }
        opened.wait()
        #expect(log.all == ["body begins", "body ends", "other screen open"])
    }
}
