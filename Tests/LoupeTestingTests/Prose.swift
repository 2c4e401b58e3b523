/// Sample text: plain prose, one line per row.
let prose = """
Loupe brings the iOS text loupe to the terminal: while you
drag the mouse to select text, a capsule-shaped lens floats
above the point you are selecting and shows it enlarged,
with the selection and the exact caret position drawn in.
It ships as a Swift package: a library that any ncurses
program can embed, and a command that uses it: a pager with
mouse selection, a picker for shell pipelines, a tmux pane
picker, and a demo player and recorder. The core is pure
and deterministic: from an event to a frame there is no
terminal I/O, no global state and no wall clock; time comes
from a clock that is passed in, so a test or a demo can
step it frame by frame. A frame is a cell buffer, and the
backends are thin: the ncurses backend writes a frame and
reads events, the recorder turns frames into asciicast and
the tests serialise frames as text. None of them decides.
Users' oldest complaint is precision: which side of a char.
"""
