"""A tmux client attached inside a pseudo-terminal this process owns, as a terminal emulator
would attach it, for the tmux timing scripts: its output is read as it arrives (no polling), and
what is written to it is what a terminal would send (keys, mouse reports).

    client = AttachedClient("loupe-bench", {"LC_ALL": "C.UTF-8"})
    client.wait_attached()
    client.settle()
    client.write(b"\\x02\\x0c")                 # prefix C-l
    seen = client.read_until(b"\\x1b[?1000h", 10)
"""
import fcntl, os, pty, select, struct, subprocess, termios, time


class AttachedClient:
    def __init__(self, server, environment=None, columns=200, rows=51):
        """Attaches a client of `tmux -L server` to session `main`, the terminal `columns x rows`,
        TERM xterm-256color, with `environment` set as well."""
        self.server = server
        self.buffer = bytearray()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            os.environ["TERM"] = "xterm-256color"
            os.environ.update(environment or {})
            os.environ.pop("TMUX", None)
            os.execvp("tmux", ["tmux", "-L", server, "-f", "/dev/null", "attach", "-t", "main"])

    def read_until(self, marker, timeout):
        """Reads the client's output until marker appears; returns the time it did, or None."""
        end = time.monotonic() + timeout
        while True:
            at = self.buffer.find(marker)
            if at >= 0:
                del self.buffer[:at + len(marker)]
                return time.monotonic()
            left = end - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    self.buffer.extend(os.read(self.fd, 1 << 16))
                except OSError:
                    return None

    def settle(self, quiet=0.3):
        """Drains output until the client has said nothing for `quiet` seconds."""
        while select.select([self.fd], [], [], quiet)[0]:
            os.read(self.fd, 1 << 16)
        self.buffer.clear()

    def write(self, data):
        """What the terminal sends: keys, mouse reports."""
        os.write(self.fd, data)

    def tmux(self, *args):
        """A tmux command on the server; its output, stripped."""
        return subprocess.run(["tmux", "-L", self.server] + list(args), capture_output=True, text=True).stdout.strip()

    def wait_attached(self, timeout=10):
        """Waits until the server lists the client; returns its name."""
        deadline = time.monotonic() + timeout
        while not self.tmux("list-clients", "-F", "#{client_name}") and time.monotonic() < deadline:
            self.read_until(b"\0never", 0.05)
        return self.tmux("list-clients", "-F", "#{client_name}").splitlines()[0]

    def close(self):
        os.kill(self.pid, 15)
        os.waitpid(self.pid, 0)
