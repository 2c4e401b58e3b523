import Foundation
import Testing

/// Targets import by role (docs/ARCHITECTURE.md). The core knows nothing of terminals, files or
/// the system: every source file of `LoupeCore`
/// imports at most the libunistring module, the Unifont data (`CUnifont`, byte arrays and
/// nothing else) and the standard library's `Synchronization` (a lock: `LongGraphemes`), and
/// nothing reaches for a bundle or the clock.
@Suite struct TargetImportsTests {
    /// `Sources/LoupeCore`, found from this file's place in the repository.
    static let coreDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LoupeCore")

    /// Every Swift file under `Sources/LoupeCore`, with its text.
    static func coreSources() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: coreDirectory, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    /// The modules a source text imports (`import X`, `@testable import X`, `internal import X`, `import struct X.Y`...).
    static func imports(in text: String) -> [String] {
        var modules: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
                words.removeFirst()
            }
            guard words.count >= 2, words[0] == "import" else { continue }
            let target = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) && words.count >= 3
                ? words[2] : words[1]
            modules.append(String(target.split(separator: ".").first ?? Substring(target)))
        }
        return modules
    }

    @Test func theImportScannerSeesEveryForm() {
        let text = "import CUnistring\n@preconcurrency import Foundation\ninternal import Glibc\nimport struct Darwin.timespec\n// import Nothing\n"
        #expect(Self.imports(in: text) == ["CUnistring", "Foundation", "Glibc", "Darwin"])
    }

    @Test func coreImportsOnlyLibunistringTheUnifontDataAndALock() throws {
        let files = try Self.coreSources()
        #expect(files.count > 50, "found only \(files.count) files under \(Self.coreDirectory.path)")
        for (path, text) in files {
            let others = Self.imports(in: text).filter { !["CUnistring", "CUnifont", "Synchronization"].contains($0) }
            #expect(others.isEmpty, "\(path) imports \(others)")
        }
    }

    /// What each target may import (docs/ARCHITECTURE.md): a target imports only targets above it
    /// in the table, and the system modules its role needs.
    static let allowed: [String: Set<String>] = [
        "LoupeCore": ["CUnistring", "CUnifont", "Synchronization"],
        "LoupeRuntime": ["LoupeCore", "CThreads", "Glibc", "Synchronization"],
        "LoupePager": ["LoupeCore", "LoupeRuntime"],
        "LoupeIO": ["Glibc"],
        "LoupeFiles": ["LoupeCore", "LoupeRuntime", "LoupeIO", "Glibc", "Darwin", "Synchronization"],
        "LoupeSystem": ["LoupeCore", "LoupeRuntime", "LoupeIO", "Glibc", "FoundationEssentials", "Synchronization"],
        "LoupeTerminal": ["LoupeCore", "LoupeRuntime", "LoupeSystem", "LoupeIO", "CNCursesW", "Glibc"],
        "LoupeRecording": ["LoupeCore", "LoupeRuntime", "LoupePager", "LoupeFiles"],
        "LoupeTmux": ["LoupeCore"],
        "LoupeRelay": ["Glibc"],
        "LoupeTesting": ["LoupeCore", "LoupePager", "LoupeRuntime", "SnapshotTesting"],
        "LoupeConfiguration": ["LoupeCore", "LoupePager", "LoupeIO", "TOMLKit", "Glibc"],
    ]

    @Test(arguments: allowed.keys.sorted())
    func eachTargetImportsOnlyWhatItsRoleAllows(_ target: String) throws {
        let directory = Self.coreDirectory.deletingLastPathComponent().appendingPathComponent(target)
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let others = Set(Self.imports(in: try String(contentsOf: url, encoding: .utf8))).subtracting(Self.allowed[target] ?? [])
            #expect(others.isEmpty, "\(url.lastPathComponent) in \(target) imports \(others.sorted())")
        }
        #expect(files > 0, "no sources found for \(target)")
    }

    /// Modules that bring full Foundation, ICU or Dispatch at run time (issue 16): the tool and
    /// its libraries use the standard library, Glibc, Synchronization and at most FoundationEssentials.
    static let heavyModules: Set<String> = ["Foundation", "FoundationInternationalization", "FoundationNetworking",
                                            "FoundationXML", "Dispatch", "CoreFoundation"]

    @Test func noSourceImportsFullFoundation() throws {
        let root = Self.coreDirectory.deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        for folder in ["Sources", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                files += 1
                let heavy = Set(Self.imports(in: try String(contentsOf: url, encoding: .utf8))).intersection(Self.heavyModules)
                #expect(heavy.isEmpty, "\(url.path) imports \(heavy.sorted()); use FoundationEssentials, Glibc or Synchronization")
            }
        }
        #expect(files > 100, "found only \(files) sources under \(root.path)")
    }

    @Test func coreReadsNoBundleAndNoClock() throws {
        for (path, text) in try Self.coreSources() {
            for word in ["Bundle.", "Date()", "clock_gettime", "ProcessInfo", "FileManager"] {
                #expect(!text.contains(word), "\(path) uses \(word)")
            }
        }
    }
}
