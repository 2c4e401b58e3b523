/// Reads the colour in an OSC colour reply, as xterm, VTE, kitty and others send it.
enum OSCColor {
    /// `11;rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a channel) as the default background; nil for
    /// any other OSC or a colour it cannot read.
    static func background(_ body: [UInt8]) -> DecodedInput? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;rgb:") else { return nil }
        let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let v = UInt32(channel, radix: 16) else { return nil }
            // Scale n hex digits to 8 bits: ff -> 255, ffff -> 255, f -> 255.
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((v * 255 + maximum / 2) / maximum))
        }
        return .defaultBackground(red: values[0], green: values[1], blue: values[2])
    }
}
