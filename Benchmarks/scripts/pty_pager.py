"""One pager in a pseudo-terminal a benchmark script owns (200x60, TERM=xterm-256color), its
output followed by a screen model (screen_model.py) as it arrives: no polling, no tmux in between.
"""
import fcntl, os, pty, select, struct, termios, time

from screen_model import Screen


class Pager:
    """A pager started on `argv` in a pseudo-terminal of its own."""

    def __init__(self, argv):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
            os.environ["TERM"] = "xterm-256color"
            os.environ.pop("TMUX", None)
            os.execvp(argv[0], argv)
        self.screen = Screen(60, 200)

    def wait(self, test, timeout):
        """The moment `test(screen text)` first holds, or None."""
        end = time.monotonic() + timeout
        while True:
            if test(self.screen.text()):
                return time.monotonic()
            left = end - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                return None
            try:
                self.screen.feed(os.read(self.fd, 1 << 16))
            except OSError:
                return None

    def drain(self, seconds):
        self.wait(lambda _: False, seconds)

    def type(self, text):
        os.write(self.fd, text.encode())

    def type_slowly(self, text, gap=0.04):
        """Types `text` a character at a time, `gap` seconds apart, as a person types (the output
        meanwhile is followed)."""
        for character in text:
            self.type(character)
            self.drain(gap)

    def memory(self):
        """The peak and the current resident memory in MB (VmHWM, VmRSS), or (0, 0) once it has ended."""
        values = {}
        try:
            for line in open(f"/proc/{self.pid}/status"):
                if line.startswith(("VmHWM:", "VmRSS:")):
                    values[line.split(":")[0]] = int(line.split()[1]) / 1024
        except OSError:
            pass
        return values.get("VmHWM", 0), values.get("VmRSS", 0)

    def cpu_ms(self):
        """The processor time the pager has used so far (user and system, all its threads), in ms."""
        try:
            fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
        except OSError:
            return 0

    def peak_rss(self):
        """The peak resident memory in MB (VmHWM)."""
        return self.memory()[0]

    def close(self):
        os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
