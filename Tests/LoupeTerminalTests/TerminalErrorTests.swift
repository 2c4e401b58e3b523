import Testing
import LoupeTerminal

@Suite struct TerminalErrorTests {
    @Test func everyMessageIsOneLineThatSaysWhatToDo() {
        let errors: [TerminalError] = [
            .noTerminal(reason: "cannot open /dev/tty: No such device or address"), .termNotSet, .dumbTerminal,
            .unknownTerminal("foo"), .cannotStart("no terminfo database found"),
            .tooSmall(columns: 10, rows: 3, minColumns: 20, minRows: 5),
        ]
        for e in errors {
            #expect(!e.description.contains("\n"))
            #expect(e.description.count > 20)
        }
        #expect(TerminalError.tooSmall(columns: 10, rows: 3, minColumns: 20, minRows: 5).description.contains("10x3"))
        #expect(TerminalError.unknownTerminal("foo").description.contains("TERM=foo"))
    }
}
