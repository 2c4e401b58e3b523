#!/bin/sh
# Regenerates the bundled BDF fonts from Debian's xfonts-base (X11 misc-fixed,
# public domain). Needs the packages xfonts-base and pcf2bdf.
#
#   Sources/LoupeCore/Magnifier/Fonts/make-fonts.sh
#
# Each PCF font is turned into BDF text with pcf2bdf, then cut down to the
# glyphs the magnifier can use (see KEEP below); the CHARS count is fixed up.
# Glyph bitmaps, metrics and properties are copied unchanged: every rescale,
# crop or pad a tier needs is done when the fonts are loaded (MagnifierFonts).
set -eu

SRC=${MISC_FIXED_DIR:-/usr/share/fonts/X11/misc}
OUT=$(cd "$(dirname "$0")" && pwd)

command -v pcf2bdf >/dev/null 2>&1 || { echo "make-fonts.sh: pcf2bdf is missing (apt-get install pcf2bdf)" >&2; exit 1; }

# Code point ranges kept (decimal, inclusive): the default char 0, printable
# ASCII, Latin-1 and Latin Extended-A, the combining diacritical marks, Greek
# and Coptic, Cyrillic and its supplement, Armenian, Hebrew, Thai, Georgian,
# general punctuation (dashes, quotes, bullet, ellipsis), the euro sign,
# arrows, box drawing and block elements. Each font keeps those it has (4x6 has
# Greek, Cyrillic and Hebrew letters; 8x13 all of these scripts); what a font
# lacks is drawn from GNU Unifont (make-unifont.py).
KEEP="0-0 32-126 160-383 768-879 880-1023 1024-1327 1328-1423 1424-1535 3584-3711 4256-4351 8208-8231 8364-8364 8592-8597 9472-9631"

subset() {
    awk -v keep="$KEEP" '
    BEGIN {
        n = split(keep, parts, " ")
        for (i = 1; i <= n; i++) { split(parts[i], ab, "-"); lo[i] = ab[1] + 0; hi[i] = ab[2] + 0 }
        nranges = n; count = 0; inchar = 0
    }
    function wanted(e,   i) { for (i = 1; i <= nranges; i++) if (e >= lo[i] && e <= hi[i]) return 1; return 0 }
    /^[ \t]*$/ { next }
    /^STARTCHAR/ { inchar = 1; buf = $0 "\n"; next }
    inchar && /^ENCODING/ { enc = $2 + 0; buf = buf $0 "\n"; next }
    inchar && /^ENDCHAR/ { buf = buf $0 "\n"; inchar = 0; if (wanted(enc)) { chars[++count] = buf }; next }
    inchar { buf = buf $0 "\n"; next }
    /^CHARS / { next }
    /^ENDFONT/ { next }
    { header = header $0 "\n" }
    END {
        printf "%s", header
        printf "CHARS %d\n", count
        for (i = 1; i <= count; i++) printf "%s", chars[i]
        print "ENDFONT"
    }'
}

for name in 4x6 6x9 8x13 8x13B; do
    pcf2bdf "$SRC/$name.pcf.gz" | subset > "$OUT/$name.bdf"
    echo "$name.bdf: $(grep -c '^STARTCHAR' "$OUT/$name.bdf") glyphs"
done
