import LoupeCore
import PropertyBased
import Testing

@Suite("Magnifier properties")
struct MagnifierPropertyTests {
    static let source: CellBuffer = {
        var s = MagnifierFixture.source(["世界 emoji 😀 tab\there", "Hello, World \u{1} é", "ｆｕｌｌ width ab", "x"], columns: 24)
        s[3, 1].style = Style(foreground: .indexed(2), attributes: [.bold, .underline, .reverse])
        return s
    }()

    /// Every wide cell has its continuation right of it, every continuation its wide cell left of it.
    static func wideCharactersAreWhole(_ b: CellBuffer) -> Bool {
        for y in 0..<b.rows {
            for x in 0..<b.columns {
                if b[x, y].isWide, !(x + 1 < b.columns && b[x + 1, y].isContinuation) { return false }
                if b[x, y].isContinuation, !(x > 0 && b[x - 1, y].isWide) { return false }
            }
        }
        return true
    }

    @Test("the output is exactly the requested size, with no half wide character, wherever the focus is")
    func sizeAndWholeness() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...30), Gen.int(in: 0...12), Gen.int(in: -6...10),
                            Gen.double(in: -30...60), Gen.int(in: 0...(MagnifierTier.allCases.count * 3 - 1))) { w, h, focus, center, pick in
            let tier = MagnifierTier.allCases[pick / 3]
            let request = MagnifierRequest(source: Self.source, focusRow: focus, centerColumn: center,
                                           caretColumn: center.rounded(), size: GridSize(columns: w, rows: h),
                                           tier: tier, zoom: 2 + pick % 3)
            let out = MagnifierFixture.magnifier.render(request)
            #expect(out.size == request.size)
            #expect(Self.wideCharactersAreWhole(out), "\(tier) k=\(request.zoom) \(w)x\(h) focus \(focus) centre \(center)")
        }
    }

    @Test("tiny sizes and absurd positions give the requested size without crashing")
    func extremes() {
        let sizes = [GridSize(columns: 0, rows: 0), GridSize(columns: 1, rows: 1), GridSize(columns: 0, rows: 5),
                     GridSize(columns: 5, rows: 0), GridSize(columns: 1, rows: 7), GridSize(columns: 40, rows: 1)]
        let centres: [Double] = [-1e12, -3, 0, 0.5, 23.99, 1e12, .nan, .infinity, -.infinity]
        let carets: [Double?] = [nil, .nan, -1e15, 0, 24, 1e15]
        for tier in MagnifierTier.allCases {
            for zoom in [-5, 1, 2, 3, 4, 99] {
                for size in sizes {
                    for (i, centre) in centres.enumerated() {
                        for focus in [Int.min, -100, 0, 3, 100, Int.max] {
                            let request = MagnifierRequest(source: Self.source, focusRow: focus, centerColumn: centre,
                                                           caretColumn: carets[i % carets.count], size: size, tier: tier, zoom: zoom)
                            let out = MagnifierFixture.magnifier.render(request)
                            #expect(out.size == size)
                            #expect(Self.wideCharactersAreWhole(out))
                        }
                    }
                }
            }
        }
    }

    @Test("an empty source renders blank")
    func emptySource() {
        let request = MagnifierRequest(source: CellBuffer(columns: 0, rows: 0), focusRow: 0, centerColumn: 0,
                                       caretColumn: 0, size: GridSize(columns: 6, rows: 3))
        #expect(MagnifierFixture.magnifier.render(request) == CellBuffer(columns: 6, rows: 3))
    }
}
