/// A terminal colour: the terminal's default, a 256-colour palette index, or 24-bit RGB.
public enum Color: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`
    /// An index into the 256-colour palette (0-15 are the ANSI colours).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The same colour. Written out and inlinable (the derived one is a call into this module
    /// for every comparison): renderers compare two cells' colours for each cell they draw.
    @inlinable @inline(__always) public static func == (a: Color, b: Color) -> Bool {
        switch (a, b) {
        case (.default, .default): return true
        case let (.indexed(x), .indexed(y)): return x == y
        case let (.rgb(r1, g1, b1), .rgb(r2, g2, b2)): return r1 == r2 && g1 == g2 && b1 == b2
        default: return false
        }
    }

    /// An approximation in 24-bit RGB (xterm's palette for indexed colours); nil for the default.
    public var rgbValue: (r: UInt8, g: UInt8, b: UInt8)? {
        switch self {
        case .default: return nil
        case let .rgb(r, g, b): return (r, g, b)
        case let .indexed(i): return Color.xtermRGB(i)
        }
    }

    /// xterm's RGB for a palette index.
    public static func xtermRGB(_ index: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = Int(index)
        let base: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        if i < 16 { return base[i] }
        if i < 232 {
            let n = i - 16
            let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
            return (steps[n / 36], steps[(n / 6) % 6], steps[n % 6])
        }
        let v = UInt8(8 + (i - 232) * 10)
        return (v, v, v)
    }

    /// The nearest 256-colour palette index for an RGB value (cube or grey ramp).
    public static func nearestIndex(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        func cubeStep(_ v: UInt8) -> Int { v < 48 ? 0 : (v < 115 ? 1 : (Int(v) - 35) / 40) }
        let cr = cubeStep(r), cg = cubeStep(g), cb = cubeStep(b)
        let cube = 16 + 36 * cr + 6 * cg + cb
        let avg = (Int(r) + Int(g) + Int(b)) / 3
        let grey = avg > 238 ? 23 : max(0, (avg - 3) / 10)
        let greyIndex = 232 + grey
        func dist(_ idx: Int) -> Int {
            let c = xtermRGB(UInt8(idx))
            let dr = Int(c.r) - Int(r), dg = Int(c.g) - Int(g), db = Int(c.b) - Int(b)
            return dr * dr + dg * dg + db * db
        }
        return UInt8(dist(greyIndex) < dist(cube) ? greyIndex : cube)
    }

    /// The nearest of the 8 basic ANSI colours (0-7), for 8-colour terminals.
    public var nearestBasic: UInt8? {
        guard let c = rgbValue else { return nil }
        if case let .indexed(i) = self, i < 16 { return i % 8 }
        let r = c.r > 127 ? 1 : 0, g = c.g > 127 ? 1 : 0, b = c.b > 127 ? 1 : 0
        return UInt8(r | (g << 1) | (b << 2))
    }
}
