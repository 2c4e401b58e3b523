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

tmux bind-key "$key" run-shell -b "$(quote "$bin") tmux --target '#{pane_id}' --client '#{client_name}' --scrollback $(quote "$scrollback")$info $extra"
