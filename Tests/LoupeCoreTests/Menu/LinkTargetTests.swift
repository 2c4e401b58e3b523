import LoupeCore
import Testing

@Suite struct LinkTargetTests {
    @Test func urlsOfTheAllowedSchemesOnly() {
        #expect(LinkTarget.detect("https://example.com/a?b=c#d") == LinkTarget(kind: .url, link: "https://example.com/a?b=c#d"))
        #expect(LinkTarget.detect(" http://x.org/y. ")?.link == "http://x.org/y", "white space and a full stop trimmed")
        #expect(LinkTarget.detect("(see https://x.org/a_(b))")?.link == nil, "white space inside: no link")
        #expect(LinkTarget.detect("https://x.org/a)")?.link == "https://x.org/a", "an unbalanced bracket trimmed")
        #expect(LinkTarget.detect("javascript:alert(1)") == nil)
        #expect(LinkTarget.detect("ssh://host/x") == nil)
        #expect(LinkTarget.detect("mailto:a@b.org")?.openTarget == "mailto:a@b.org")
    }

    @Test func addressesAndPaths() {
        #expect(LinkTarget.detect("someone@example.org") == LinkTarget(kind: .email, link: "someone@example.org"))
        #expect(LinkTarget.detect("someone@example.org")?.openTarget == "mailto:someone@example.org")
        #expect(LinkTarget.detect("/usr/local/share/loupe/fonts/6x9.bdf") == LinkTarget(kind: .path, link: "/usr/local/share/loupe/fonts/6x9.bdf"))
        #expect(LinkTarget.detect("Sources/main.swift:42") == LinkTarget(kind: .path, link: "Sources/main.swift", line: 42))
        #expect(LinkTarget.detect("main.swift:42:7") == LinkTarget(kind: .path, link: "main.swift", line: 42))
        #expect(LinkTarget.detect("hello") == nil)
        #expect(LinkTarget.detect("1/2") == nil, "a fraction is no path")
        #expect(LinkTarget.detect("two words") == nil)
    }
}
