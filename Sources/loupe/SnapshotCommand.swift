import ArgumentParser
import LoupeCore
import LoupeFiles

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Print the snapshot text of ANSI input.",
        discussion: """
        Reads text with ANSI escapes (as `ls --color`, `git log --color` or
        `tmux capture-pane -e -p` write it) and prints its cells in Loupe's
        snapshot text format.

        Only what the snapshot shows is read: with --height, reading stops once
        the rows are filled (so /dev/zero or an endless pipe is fine). A snapshot
        has at most 4,000,000 cells (columns x rows); beyond that loupe says so
        and exits 1.

        Examples:
          \(ProgramName.called) snapshot demo/sample.txt --width 60
          ls --color=always | \(ProgramName.called) snapshot - --width 100 --height 20
        """
    )

    @Argument(help: "The file to read, or - for standard input.")
    var file: String = "-"

    @Option(help: "Columns of the snapshot (1-10000).")
    var width: Int = 80

    @Option(help: "Rows of the snapshot (default: as many as the content needs).")
    var height: Int?

    @Flag(help: "Clip long lines instead of soft-wrapping them.")
    var noWrap = false

    @Flag(help: "Count East Asian ambiguous-width characters as two columns.")
    var ambiguousWide = false

    func validate() throws {
        guard (1...10_000).contains(width) else { throw ValidationError("--width must be between 1 and 10000, got \(width)") }
        if let height, !(1...100_000).contains(height) { throw ValidationError("--height must be between 1 and 100000, got \(height)") }
    }

    func run() throws {
        let limit = SnapshotBuilder.cellLimit
        if let height, width * height > limit {
            throw CommandFailure("--width \(width) x --height \(height) is \(width * height) cells; a snapshot has at most \(limit)")
        }
        var builder = SnapshotBuilder(width: width, height: height, overflow: noWrap ? .clip : .wrap,
                                      policy: WidthPolicy(ambiguousIsWide: ambiguousWide))
        var tooBig = false
        do {
            try LineReader.forEachLine(path: file) { line in
                builder.add(line: line)
                if builder.rowCount * width > limit { tooBig = true }
                return !builder.isFull && !tooBig
            }
        } catch let error as InputSourceError {
            throw CommandFailure(error.description)
        }
        if tooBig {
            throw CommandFailure("the input needs more than \(limit / width) rows at width \(width) (a snapshot has at most \(limit) cells): give --height")
        }
        print(SnapshotTextFormat.encode(builder.buffer()), terminator: "")
    }
}
