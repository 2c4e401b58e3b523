import Foundation
import LoupeCore
import LoupeTesting

/// Reads lenses back with tesseract (Debian's `tesseract-ocr` and its language packs), when installed.
enum Tesseract {
    static let path = "/usr/bin/tesseract"

    /// The languages installed (`tesseract --list-langs`), none when tesseract is missing.
    static let languages: Set<String> = {
        guard FileManager.default.isExecutableFile(atPath: path), let output = try? run(["--list-langs"]) else { return [] }
        return Set(output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
    }()

    /// Whether tesseract can read every one of these languages.
    static func reads(_ wanted: [String]) -> Bool { Set(wanted).isSubset(of: languages) }

    /// Runs tesseract and returns its standard output.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The text tesseract reads in a picture: one line of text (`--psm 7`).
    static func read(_ picture: LensPicture, language: String) throws -> String {
        let file = NSTemporaryDirectory() + "loupe-ocr-\(UUID().uuidString).pgm"
        try Data(picture.pgm(margin: 24)).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try run([file, "-", "-l", language, "--psm", "7"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What tesseract reads of a lens, at the size it reads best: the picture at the terminal's size
    /// (8x16-pixel cells) blurred by one pixel, and the same at half size (blurred by two first).
    /// Enlarged text reads better halved, text at its own size better whole; the better reading counts.
    static func bestReading(_ lens: CellBuffer, tier: MagnifierTier, line: String, sample: ScriptSample) throws -> (fraction: Double, text: String) {
        let picture = LensPicture(lens, tier: tier)
        var best = (fraction: -1.0, text: "")
        for view in [picture.blurred(sigma: 1), picture.blurred(sigma: 2).halved()] {
            let text = try read(view, language: sample.language)
            let fraction = OCRScore.fraction(expected: line, read: text, rightToLeft: sample.rightToLeft)
            if fraction > best.fraction { best = (fraction, text) }
        }
        return best
    }

    /// A sample's lines through the lens, read back: the characters found over all the lines' characters.
    static func score(_ sample: ScriptSample, tier: MagnifierTier, zoom: Int, magnifier: Magnifier = .standard) throws -> (fraction: Double, texts: [String]) {
        var found = 0.0, total = 0.0, texts: [String] = []
        for line in sample.lines {
            let lens = ScriptSample.lens(line, tier: tier, zoom: zoom, magnifier: magnifier)
            let reading = try bestReading(lens, tier: tier, line: line, sample: sample)
            let count = Double(line.filter { !$0.isWhitespace }.count)
            found += reading.fraction * count
            total += count
            texts.append(reading.text)
        }
        return (total > 0 ? found / total : 1, texts)
    }
}
