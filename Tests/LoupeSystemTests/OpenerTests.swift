import LoupeSystem
import Testing

/// What the opener agrees to start: a URL of an allowed scheme or a path, never an option.
@Suite struct OpenerTests {
    @Test func theAllowedSchemesAreTheDefaultsOrThoseGiven() {
        #expect(Opener.isAllowed("https://example.com/a"))
        #expect(Opener.isAllowed("mailto:someone@example.org"))
        #expect(!Opener.isAllowed("javascript:alert(1)"))
        #expect(!Opener.isAllowed("gopher://example.org/1"))
        #expect(Opener.isAllowed("gopher://example.org/1", schemes: ["gopher"]))
        #expect(!Opener.isAllowed("https://example.com/a", schemes: ["gopher"]), "only the schemes given")
        #expect(Opener.isAllowed("src/main.swift:42", schemes: []), "a path with a line is no scheme")
        #expect(!Opener.isAllowed("--help"), "never an option to the opener")
    }
}
