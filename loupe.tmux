#!/usr/bin/env bash
# Loupe's tmux plugin: TPM runs every *.tmux file in a plugin's folder.
#
#   set -g @plugin 'OWNER/loupe'        # or: run-shell /path/to/loupe/loupe.tmux
#
# Options (set them before TPM runs):
#   @loupe-key         the key after the prefix                    (default: C-l)
#   @loupe-bin         the loupe executable                        (default: loupe on PATH, else
#                      the one `make install` put beside this file (PREFIX/bin), else this
#                      folder's .build/release/loupe)
#   @loupe-scrollback  rows of history to capture as well          (default: 0)
#   @loupe-args        more arguments for `loupe tmux`, e.g. --paste (default: none)
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

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
bin="$(option @loupe-bin '')"
if [ -z "$bin" ]; then
  if command -v loupe >/dev/null 2>&1; then
    bin="$(command -v loupe)"
  elif [ -x "$dir/../../bin/loupe" ]; then
    bin="$(cd "$dir/../../bin" && pwd)/loupe"
  elif [ -x "$dir/.build/release/loupe" ]; then
    bin="$dir/.build/release/loupe"
  else
    tmux display-message "loupe: no loupe executable found: set @loupe-bin, put loupe on PATH, or run 'make install' in $dir"
    exit 0
  fi
fi
# The check: the executable runs and says which loupe it is (`loupe --version`).
if ! version="$("$bin" --version 2>/dev/null)" || [ -z "$version" ]; then
  tmux display-message "loupe: $bin does not run (loupe --version failed): set @loupe-bin or run 'make install'"
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
