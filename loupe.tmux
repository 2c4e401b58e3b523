#!/usr/bin/env bash
# Loupe's tmux plugin: TPM runs every *.tmux file in a plugin's folder.
#
#   set -g @plugin 'OWNER/loupe'        # or: run-shell /path/to/loupe/loupe.tmux
#
# Options (set them before TPM runs):
#   @loupe-key         the key after the prefix                    (default: C-l)
#   @loupe-bin         the loupe executable                        (default: the one `make install`
#                      installed with this file (PREFIX/bin/NAME); in this repository (TPM), the
#                      first Loupe of loupe on PATH and this folder's .build/release/loupe)
#   @loupe-scrollback  rows of history to capture as well          (default: 0)
#   @loupe-args        more arguments for `loupe tmux`, e.g. --paste (default: none)
#   @loupe-mouse       on: a left drag, double or triple click in a pane opens the loupe with no key
#                      first (needs `set -g mouse on`); off: the plugin leaves the mouse alone
#                      (default: off)
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# What `make install` fills in: the program's name (PROGRAM=NAME) and the executable it installed
# with this file. In the repository they stay as they are.
program=loupe
installed=''
# is_loupe FILE: a Loupe, not another program called loupe (GNOME's image viewer is one).
. "$dir/is-loupe.sh"

option() {
  local value
  value="$(tmux show-option -gqv "$1")"
  printf '%s' "${value:-$2}"
}

# A word for the shell that run-shell starts; # doubled because run-shell expands formats.
quote() {
  local s=${1//\'/\'\\\'\'}
  s=${s//#/##}
  printf "'%s'" "$s"
}

key="$(option @loupe-key C-l)"
# The executable: @loupe-bin, else the installed one, else the first Loupe among loupe on PATH
# and this folder's build. Only a Loupe gets the key (is-loupe.sh says how that is told).
bin="$(option @loupe-bin "$installed")"
if [ -n "$bin" ]; then
  candidates=("$bin")
  [ -e "$bin" ] || { tmux display-message "$program: no $bin (@loupe-bin, or where 'make install' put it)"; exit 0; }
else
  candidates=()
  if found="$(command -v "$program" 2>/dev/null)" && [ -n "$found" ]; then candidates+=("$found"); fi
  candidates+=("$dir/.build/release/loupe")
fi
bin=""
other=""
for candidate in "${candidates[@]}"; do
  if is_loupe "$candidate"; then bin="$candidate"; break; fi
  if [ -z "$other" ] && [ -e "$candidate" ]; then other="$candidate"; fi
done
if [ -z "$bin" ]; then
  if [ -n "$other" ]; then
    tmux display-message "$program: $other is not Loupe (another program of that name, or one that does not run): set @loupe-bin to Loupe, or install Loupe under another name with 'make install PROGRAM=NAME'"
  else
    tmux display-message "$program: no loupe executable found: set @loupe-bin, put loupe on PATH, or run 'make install' in $dir"
  fi
  exit 0
fi
scrollback="$(option @loupe-scrollback 0)"
extra="$(option @loupe-args '')"
# What tmux knows of the pane when the key is pressed (the format comes from the binary, so the
# two always agree): loupe opens the popup with it while it captures the pane. An older loupe
# without the option prints nothing, and the binding goes without.
info=""
if format="$("$bin" tmux --pane-info-format 2>/dev/null)" && [ -n "$format" ]; then
  info=" --pane-info '$format'"
fi

command="$(quote "$bin") tmux --target '#{pane_id}' --client '#{client_name}' --scrollback $(quote "$scrollback")$info $extra"
tmux bind-key "$key" run-shell -b "$command"

# The mouse (@loupe-mouse on): a left drag, double or triple click in a pane opens the loupe, with
# no key first, where tmux's own default would select (the pane in no mode, its program not asking
# for the mouse); elsewhere the event goes on as the default sends it. These six root keys and the
# loupe-drag table are the plugin's only while the option is on: what the keys were bound to before
# is kept in @loupe-mouse-saved and put back when the plugin runs with the option off.
#   MouseDown1Pane   tmux's default (select the pane, pass the event on), and the press's cell into
#                    the pane's @loupe-press (the drag's first MouseDrag1Pane knows only the first
#                    motion's cell).
#   SecondClick1Pane   a press within the double-click time of a click, anywhere: tmux names it so
#                    instead of MouseDown1Pane (and passes it on when unbound); the same as MouseDown1Pane,
#                    so that a drag begun with it starts at its own cell.
#   MouseDrag1Pane   tmux's default where it passes the event on; else loupe starts, and this client
#                    goes into the loupe-drag table, where every later motion of the drag keeps it
#                    and does nothing: one picker per drag, a guard per client. Any other event puts
#                    the client back in the root table.
#   MouseDragEnd1Pane   tmux never sees the release of a drag the popup took, so it takes the
#                    next press for that drag's end (and passes on no MouseDown1Pane): this does
#                    what MouseDown1Pane does (unbound by default, a drag's end is passed on).
#   DoubleClick1Pane, TripleClick1Pane   tmux's default where it passes the event on, else loupe
#                    takes the word or line there (tmux 3.3 fires DoubleClick1Pane once no third
#                    click came).
mouse_keys=(MouseDown1Pane SecondClick1Pane MouseDrag1Pane MouseDragEnd1Pane DoubleClick1Pane TripleClick1Pane)
passes='#{||:#{pane_in_mode},#{mouse_any_flag}}'
press='select-pane -t = ; send-keys -M ; set-option -p -t = -F @loupe-press "#{mouse_x},#{mouse_y}"'
saved="$(tmux show-option -gqv @loupe-mouse-saved)"
if [ "$(option @loupe-mouse off)" = on ]; then
  if [ -z "$saved" ]; then
    saved="# loupe: the mouse bindings before @loupe-mouse"
    for name in "${mouse_keys[@]}"; do
      saved+=$'\n'"$(tmux list-keys -T root "$name" 2>/dev/null)"
    done
    tmux set-option -g @loupe-mouse-saved "$saved"
  fi
  tmux set-option -g @loupe-mouse-command "$command"
  tmux bind-key -n MouseDown1Pane "$press"
  tmux bind-key -n SecondClick1Pane "$press"
  tmux bind-key -n MouseDragEnd1Pane "$press"
  tmux bind-key -n MouseDrag1Pane if-shell -F "$passes" 'send-keys -M' \
    'switch-client -T loupe-drag ; run-shell -b -t = "#{E:@loupe-mouse-command} --press #{@loupe-press} --pointer #{mouse_x},#{mouse_y}"'
  tmux bind-key -T loupe-drag MouseDrag1Pane switch-client -T loupe-drag
  for clicks in 2 3; do
    name=DoubleClick1Pane
    [ "$clicks" = 3 ] && name=TripleClick1Pane
    tmux bind-key -n "$name" select-pane -t = \\\; if-shell -F "$passes" 'send-keys -M' \
      "run-shell -b -t = \"#{E:@loupe-mouse-command} --press #{mouse_x},#{mouse_y} --clicks $clicks\""
  done
  if [ "$(tmux show-option -gv mouse)" != on ]; then
    tmux display-message "$program: @loupe-mouse needs tmux's mouse: set -g mouse on"
  fi
elif [ -n "$saved" ]; then
  for name in "${mouse_keys[@]}"; do tmux unbind-key -n "$name"; done
  tmux unbind-key -a -T loupe-drag 2>/dev/null
  printf '%s\n' "$saved" | tmux source-file -
  tmux set-option -gu @loupe-mouse-saved \; set-option -gu @loupe-mouse-command
fi
