#ifndef LOUPE_CNCURSESW_SHIM_H
#define LOUPE_CNCURSESW_SHIM_H

/* SwiftPM drops the -D flags pkg-config gives, so the wide-character API
   (cchar_t, setcchar, wget_wch) must be switched on here. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif

#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>

/* Function-like macros Swift does not import, exposed as constants. */
static const mmask_t loupe_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t loupe_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t loupe_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t loupe_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t loupe_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t loupe_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t loupe_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t loupe_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t loupe_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t loupe_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t loupe_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t loupe_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t loupe_BUTTON_CTRL = BUTTON_CTRL;
static const mmask_t loupe_BUTTON_ALT = BUTTON_ALT;
static const mmask_t loupe_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t loupe_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;

static const attr_t loupe_A_NORMAL = A_NORMAL;
static const attr_t loupe_A_BOLD = A_BOLD;
static const attr_t loupe_A_DIM = A_DIM;
static const attr_t loupe_A_ITALIC = A_ITALIC;
static const attr_t loupe_A_UNDERLINE = A_UNDERLINE;
static const attr_t loupe_A_BLINK = A_BLINK;
static const attr_t loupe_A_REVERSE = A_REVERSE;
static const attr_t loupe_A_INVIS = A_INVIS;

static inline int loupe_COLOR_PAIR(int n) { return (int)COLOR_PAIR(n); }
static inline int loupe_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int loupe_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int loupe_getbegy(WINDOW *w) { return getbegy(w); }
static inline int loupe_getbegx(WINDOW *w) { return getbegx(w); }

/* Builds a cchar_t from up to CCHARW_MAX wide characters (first spacing,
   the rest non-spacing); returns ERR when ncurses refuses it. */
static inline int loupe_setcchar(cchar_t *out, const wchar_t *wch, attr_t attrs, short pair) {
    return setcchar(out, wch, attrs, pair, NULL);
}

/* Reads the wide characters, attributes and colour pair of a cell. */
static inline int loupe_getcchar(const cchar_t *in, wchar_t *wch, attr_t *attrs, short *pair) {
    return getcchar(in, wch, attrs, pair, NULL);
}

static inline int loupe_ccharw_max(void) { return CCHARW_MAX; }

#endif
