"""A small screen model for the benchmark scripts: enough of xterm to follow what a
curses program (ncurses with TERM=xterm-256color) or less writes, so a script can ask
"is this text on screen now?" the moment the bytes arrive, without tmux in between.

Characters only (attributes are dropped); one cell per code point, which is right for
the ASCII benchmark files. Handles: printable text with autowrap, CR LF BS HT, CSI
cursor motion (H f A B C D E F G d `), erase (J K X), insert/delete (@ P L M), scroll
(S T, scroll regions r, IND RI NEL), repeat (b), save/restore (ESC 7 8, CSI s u);
everything else (SGR, modes, OSC, charsets, DCS) is parsed and ignored.
"""
import re

_SEQ = re.compile(
    rb"\x1b\[([0-9;?>=!]*)[ -/]*([@-~])"      # CSI
    rb"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"    # OSC
    rb"|\x1bP[^\x1b]*\x1b\\"                  # DCS
    rb"|\x1b[()*+][0-9A-Za-z]"                # charset
    rb"|\x1b([^\[\]P()*+])"                    # two-byte escapes
    rb"|([\x00-\x1a\x1c-\x1f])"                # C0 controls but ESC
    rb"|([^\x00-\x1f\x1b]+)"                  # text
)


class Screen:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.grid = [[" "] * cols for _ in range(rows)]
        self.y = self.x = 0
        self.top, self.bottom = 0, rows - 1
        self.saved = (0, 0)
        self.pending = b""
        self.last = " "
        self.wrap_next = False

    def text(self):
        return "\n".join("".join(row) for row in self.grid)

    def feed(self, data):
        data = self.pending + data
        pos = 0
        while pos < len(data):
            m = _SEQ.match(data, pos)
            if m is None:
                if data[pos:pos + 1] == b"\x1b" and len(data) - pos < 256:
                    break                 # a sequence cut by the read: wait for the rest
                pos += 1                  # a byte no sequence explains: skip it
                continue
            pos = m.end()
            if m.group(2) is not None:
                self._csi(m.group(1).decode("latin-1"), m.group(2).decode("latin-1"))
            elif m.group(3) is not None:
                self._esc(m.group(3))
            elif m.group(4) is not None:
                self._control(m.group(4))
            elif m.group(5) is not None:
                self._print(m.group(5).decode("utf-8", "replace"))
        self.pending = data[pos:]

    def _print(self, s):
        for ch in s:
            if self.wrap_next:
                self.x = 0
                self._linefeed()
                self.wrap_next = False
            self.grid[self.y][self.x] = ch
            self.last = ch
            if self.x == self.cols - 1:
                self.wrap_next = True
            else:
                self.x += 1

    def _linefeed(self):
        if self.y == self.bottom:
            self._scroll_up(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def _scroll_up(self, n):
        for _ in range(n):
            del self.grid[self.top]
            self.grid.insert(self.bottom, [" "] * self.cols)

    def _scroll_down(self, n):
        for _ in range(n):
            del self.grid[self.bottom]
            self.grid.insert(self.top, [" "] * self.cols)

    def _control(self, b):
        self.wrap_next = False if b in (b"\r", b"\b", b"\n") else self.wrap_next
        if b == b"\r":
            self.x = 0
        elif b in (b"\n", b"\x0b", b"\x0c"):
            self._linefeed()
        elif b == b"\b":
            self.x = max(0, self.x - 1)
        elif b == b"\t":
            self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)

    def _esc(self, b):
        if b == b"7":
            self.saved = (self.y, self.x)
        elif b == b"8":
            self.y, self.x = self.saved
        elif b == b"D":
            self._linefeed()
        elif b == b"E":
            self.x = 0
            self._linefeed()
        elif b == b"M":
            if self.y == self.top:
                self._scroll_down(1)
            elif self.y > 0:
                self.y -= 1
        elif b == b"c":
            self.__init__(self.rows, self.cols)

    def _csi(self, params, final):
        if params.startswith(("?", ">", "=", "!")):
            return                         # modes, device queries
        args = [int(p) if p else 0 for p in params.split(";")] if params else []
        a = args[0] if args else 0
        n = max(1, a)
        self.wrap_next = False
        if final in "Hf":
            self.y = min(self.rows - 1, max(1, a) - 1)
            self.x = min(self.cols - 1, max(1, args[1] if len(args) > 1 else 1) - 1)
        elif final == "A":
            self.y = max(self.top if self.y >= self.top else 0, self.y - n)
        elif final == "B":
            self.y = min(self.bottom if self.y <= self.bottom else self.rows - 1, self.y + n)
        elif final in "Ca":
            self.x = min(self.cols - 1, self.x + n)
        elif final == "D":
            self.x = max(0, self.x - n)
        elif final == "E":
            self.y, self.x = min(self.rows - 1, self.y + n), 0
        elif final == "F":
            self.y, self.x = max(0, self.y - n), 0
        elif final in "G`":
            self.x = min(self.cols - 1, n - 1)
        elif final == "d":
            self.y = min(self.rows - 1, n - 1)
        elif final == "J":
            rows = {0: range(self.y + 1, self.rows), 1: range(0, self.y), 2: range(self.rows), 3: range(0)}.get(a, range(0))
            for r in rows:
                self.grid[r] = [" "] * self.cols
            if a == 0:
                self.grid[self.y][self.x:] = [" "] * (self.cols - self.x)
            elif a == 1:
                self.grid[self.y][:self.x + 1] = [" "] * (self.x + 1)
        elif final == "K":
            row = self.grid[self.y]
            if a == 0:
                row[self.x:] = [" "] * (self.cols - self.x)
            elif a == 1:
                row[:self.x + 1] = [" "] * (self.x + 1)
            else:
                self.grid[self.y] = [" "] * self.cols
        elif final == "X":
            row = self.grid[self.y]
            end = min(self.cols, self.x + n)
            row[self.x:end] = [" "] * (end - self.x)
        elif final == "@":
            row = self.grid[self.y]
            row[self.x:self.x] = [" "] * n
            del row[self.cols:]
        elif final == "P":
            row = self.grid[self.y]
            del row[self.x:self.x + n]
            row.extend([" "] * (self.cols - len(row)))
        elif final in "LM" and self.top <= self.y <= self.bottom:
            top = self.top
            self.top = self.y
            (self._scroll_down if final == "L" else self._scroll_up)(n)
            self.top = top
            self.x = 0
        elif final == "S":
            self._scroll_up(n)
        elif final == "T":
            self._scroll_down(n)
        elif final == "b":
            self._print(self.last * n)
        elif final == "r":
            top = max(1, a) - 1
            bottom = (args[1] if len(args) > 1 and args[1] else self.rows) - 1
            if top < bottom < self.rows:
                self.top, self.bottom = top, bottom
                self.y = self.x = 0
        elif final == "s":
            self.saved = (self.y, self.x)
        elif final == "u":
            self.y, self.x = self.saved
