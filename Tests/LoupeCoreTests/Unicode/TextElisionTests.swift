import LoupeCore
import Testing

@Suite("Text elision")
struct TextElisionTests {
    @Test("text that fits is unchanged; longer text keeps its end behind an ellipsis")
    func keepsTheEnd() {
        #expect(TextElision.keepingEnd("app.log", width: 7) == "app.log")
        #expect(TextElision.keepingEnd("/home/me/logs/app.log", width: 12) == "…ogs/app.log")
        #expect(TextElision.keepingEnd("/home/me/logs/app.log", width: 1) == "…")
        #expect(TextElision.keepingEnd("/home/me/logs/app.log", width: 0) == "")
    }

    @Test("wide characters and clusters are kept whole and never overflow the width")
    func wholeClusters() {
        // "日本語.txt" is 10 columns; in 6 there is room for the ellipsis, "語" is 2 wide and ".txt" 4: "….txt" (5).
        #expect(TextElision.keepingEnd("日本語.txt", width: 6) == "….txt")
        #expect(TextElision.keepingEnd("日本語.txt", width: 7) == "…語.txt")
        #expect(TextElision.keepingEnd("🇫🇷🇩🇪🇯🇵", width: 5) == "…🇩🇪🇯🇵", "flags are two columns, never split")
        #expect(TextElision.keepingEnd("🇫🇷🇩🇪🇯🇵", width: 4) == "…🇯🇵")
        for w in 0...12 {
            #expect(GraphemeWidth.width(ofText: TextElision.keepingEnd("a日b本c語d.txt", width: w)) <= w)
        }
    }

    @Test("keeping the start: a title cut at its end, whole clusters, never over the width")
    func keepsTheStart() {
        #expect(TextElision.keepingStart("Segmentation fault", width: 18) == "Segmentation fault")
        #expect(TextElision.keepingStart("Segmentation fault", width: 10) == "Segmentat…")
        #expect(TextElision.keepingStart("日本語.txt", width: 6) == "日本…", "語 would end at column 7")
        #expect(TextElision.keepingStart("abc", width: 0) == "")
        for w in 0...12 {
            #expect(GraphemeWidth.width(ofText: TextElision.keepingStart("a日b本c語d.txt", width: w)) <= w)
        }
    }
}
