import LoupeConfiguration
import Testing

@Suite struct ConfigFileTests {
    @Test func readsZoom() throws {
        let file = try ConfigFile(path: "config.toml", text: "[loupe]\nzoom = 4\n")
        #expect(file.values["loupe.zoom"] == .integer(4))
    }
}
