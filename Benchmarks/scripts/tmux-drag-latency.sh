#!/usr/bin/env bash
# Press to lens with loupe.tmux's mouse bindings (@loupe-mouse on): a left drag in a 200x50 pane
# full of coloured text (as tmux-startup.sh's) opens the loupe with no key first. Timed from the
# terminal's side, beside the key-first path (prefix C-l, then the press), on a private tmux
# server with a client attached in a pseudo-terminal (tmux-press-to-lens.py says how).
#   Benchmarks/scripts/tmux-drag-latency.sh
# LOUPE names the binary (default: this checkout's release build; its loupe-relay beside it);
# LOUPE=a:b times several side by side, a round each in turn; ROUNDS (21) rounds of each path.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
loupe=${LOUPE:-$here/../../.build/release/loupe}
inner=loupe-drag-bench-$$
sockets=${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)
trap 'tmux -L $inner kill-server 2>/dev/null || true; rm -f "$sockets/$inner"' EXIT
. "$here/tmux-bench-pane.sh"
bench_pane $inner 0
python3 "$here/tmux-press-to-lens.py" $inner "$here/../../loupe.tmux" "${ROUNDS:-21}" "$loupe"
