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

#include <langinfo.h>
#include <locale.h>
#include <wchar.h>
#include <string.h>
#include <sys/syscall.h>
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
/* ncurses's current terminal (a C global, read through a function so Swift 6 sees no shared mutable variable). */
static inline TERMINAL *loupe_cur_term(void) { return cur_term; }

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

/* Builds a cchar_t with an extended (int) colour pair, passed through setcchar's opts. */
static inline int loupe_setcchar_ext(cchar_t *out, const wchar_t *wch, attr_t attrs, int pair) {
    int p = pair;
    return setcchar(out, wch, attrs, 0, &p);
}

/* Reads a cell's wide characters, attributes and extended (int) colour pair. */
static inline int loupe_getcchar_ext(const cchar_t *in, wchar_t *wch, attr_t *attrs, int *pair) {
    short small = 0;
    int ext = 0;
    int rc = getcchar(in, wch, attrs, &small, &ext);
    *pair = ext != 0 ? ext : small;
    return rc;
}

/* mvwin_wch and mvwadd_wch are macros in ncurses. */
static inline int loupe_mvwin_wch(WINDOW *w, int y, int x, cchar_t *out) { return mvwin_wch(w, y, x, out); }
static inline int loupe_mvwadd_wch(WINDOW *w, int y, int x, const cchar_t *c) { return mvwadd_wch(w, y, x, c); }

/* Makes the cchar_t of one printable ASCII character with attributes and an extended colour
   pair, as setcchar would (most cells of a screen are such). */
static inline int loupe_ascii_cchar(cchar_t *c, char ch, attr_t attrs, int pair) {
#if defined(NCURSES_EXT_COLORS)
    /* What setcchar makes of one character, without measuring the string: the pair in the
       attributes (at most 255 there) and in full in ext_color. */
    memset(c, 0, sizeof *c);
    c->attr = (attrs & ~A_COLOR) | (attr_t)COLOR_PAIR(pair > 255 ? 255 : pair);
    c->chars[0] = (wchar_t)(unsigned char)ch;
    c->ext_color = pair;
    return OK;
#else
    wchar_t text[2] = { (wchar_t)(unsigned char)ch, 0 };
    int p = pair;
    return setcchar(c, text, attrs, 0, &p);
#endif
}

/* Puts a run of single-width cells at once, as they are (no cursor movement, no processing). */
static inline int loupe_mvwadd_wchnstr(WINDOW *w, int y, int x, const cchar_t *cells, int n) {
    return mvwadd_wchnstr(w, y, x, cells, n);
}

/* The terminfo string for a capability, or NULL when absent or cancelled. */
static inline const char *loupe_tigetstr(const char *name) {
    char *s = tigetstr(name);
    return (s == (char *)-1) ? NULL : s;
}

/* tiparm is variadic, which Swift cannot call: a capability with two number parameters. */
static inline const char *loupe_tiparm2(const char *cap, int a, int b) {
    return tiparm(cap, a, b);
}

/* Whether a boolean capability is set (absent and cancelled: false). */
static inline bool loupe_tigetflag(const char *name) { return tigetflag(name) > 0; }

/* vid_puts with an extended colour pair (passed through opts, as ncurses 6 reads it): the
   sequence that takes the terminal from the attributes ncurses believes it shows to these,
   sent to putc; ncurses then believes these. The attributes carry the pair too (at most 255
   there), as a cell's do (setcchar, loupe_ascii_cchar) when ncurses' update passes them: without
   it, ncurses takes a coloured cell's attributes for normal ones and resets all (sgr0) before
   every change of colour. */
static inline int loupe_vid_puts(attr_t attrs, int pair, int (*put)(int)) {
    attr_t cell = (attrs & ~A_COLOR) | (attr_t)COLOR_PAIR(pair > 255 ? 255 : pair);
    return vid_puts(cell, (NCURSES_PAIRS_T)(pair > 0x7FFF ? 0x7FFF : pair), &pair, put);
}

/* The process's locale for the calling thread, and with it that thread's copy of the character
 * tables' addresses (glibc updates it in `uselocale`; `setlocale` updates only its caller's). */
extern locale_t uselocale(locale_t);
static inline void loupe_use_global_locale(void) { (void)uselocale(LC_GLOBAL_LOCALE); }

/* A file in memory, closed on exec (memfd_create, Linux 3.17), or -1: where ncurses' output is
 * kept for a while instead of sent (glibc declares it only with _GNU_SOURCE, and Swift does not
 * call the variadic syscall). */
extern long syscall(long, ...);
static inline int loupe_memory_file(const char *name) {
#ifdef __NR_memfd_create
    return (int)syscall(__NR_memfd_create, name, 1u /* MFD_CLOEXEC */);
#else
    (void)name;
    return -1;
#endif
}

/* Whether the locale's character set (what ncurses writes wide characters in) is UTF-8. */
static inline bool loupe_locale_is_utf8(void) {
    const char *set = nl_langinfo(CODESET);
    return set != NULL && strcmp(set, "UTF-8") == 0;
}

/* stdscr and curscr are macros over the current screen. */
static inline WINDOW *loupe_stdscr(void) { return stdscr; }
static inline WINDOW *loupe_curscr(void) { return curscr; }
static inline WINDOW *loupe_newscr(void) { return newscr; }

/* Whether a cell of two windows of one size (newscr and curscr: what the next update shows and
   what ncurses believes the terminal shows) holds the same character, attributes and colour.
   Their cursors are left where they were (reading a cell moves it). */
static inline bool loupe_same_cell(WINDOW *a, WINDOW *b, int y, int x) {
    cchar_t ca, cb;
    int ay = getcury(a), ax = getcurx(a), by = getcury(b), bx = getcurx(b);
    memset(&ca, 0, sizeof ca);
    memset(&cb, 0, sizeof cb);
    int ra = mvwin_wch(a, y, x, &ca), rb = mvwin_wch(b, y, x, &cb);
    wmove(a, ay, ax);
    wmove(b, by, bx);
    return ra != ERR && rb != ERR && memcmp(&ca, &cb, sizeof ca) == 0;
}
static inline int loupe_COLORS(void) { return COLORS; }
static inline int loupe_COLOR_PAIRS(void) { return COLOR_PAIRS; }
static inline int loupe_LINES(void) { return LINES; }
static inline int loupe_COLS(void) { return COLS; }
static inline int loupe_ERR(void) { return ERR; }

/* glibc declares wcwidth only under _XOPEN_SOURCE, which the Glibc module is not built with. */
extern int wcwidth(wchar_t);
/* The width glibc (and so ncurses) gives one wide character in the current locale; -1 unprintable. */
static inline int loupe_wcwidth(wchar_t c) { return wcwidth(c); }

#endif
