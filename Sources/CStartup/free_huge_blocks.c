// Whether the kernel has a free 2 MiB block now, read from /proc/buddyinfo: a line a zone,
// "Node 0, zone   Normal   4115 4642 ... 2132", the free blocks of each order from 0 (4 KiB)
// to 10 (4 MiB). Written for entry.c, before the relocation: no C library, no stack protector.
#include "CStartup.h"

static int loupe_is_space(char c) { return c == ' ' || c == '\t'; }

__attribute__((no_stack_protector))
long loupe_free_huge_blocks(const char *text, size_t length) {
    long blocks = 0;
    int lines = 0;
    size_t at = 0;
    while (at < length) {
        size_t end = at;
        while (end < length && text[end] != '\n') end++;
        // "zone" then its name, then the counts.
        size_t word = at;
        while (word + 4 <= end && !(text[word] == 'z' && text[word + 1] == 'o' && text[word + 2] == 'n'
                                    && text[word + 3] == 'e' && word + 4 < end && loupe_is_space(text[word + 4])))
            word++;
        if (word + 4 > end) {
            if (end > at) return -1;
            at = end + 1;
            continue;
        }
        size_t name = word + 4;
        while (name < end && loupe_is_space(text[name])) name++;
        size_t after = name;
        while (after < end && !loupe_is_space(text[after])) after++;
        int dma = after - name == 3 && text[name] == 'D' && text[name + 1] == 'M' && text[name + 2] == 'A';
        int order = 0;
        size_t cursor = after;
        while (cursor < end) {
            while (cursor < end && loupe_is_space(text[cursor])) cursor++;
            if (cursor >= end) break;
            long count = 0;
            size_t digits = cursor;
            while (cursor < end && text[cursor] >= '0' && text[cursor] <= '9') {
                if (count < (1L << 40)) count = count * 10 + (text[cursor] - '0');
                cursor++;
            }
            if (cursor == digits || (cursor < end && !loupe_is_space(text[cursor]))) return -1;
            if (order >= 9 && !dma) blocks += count;
            order++;
        }
        if (order < 10) return -1;
        lines++;
        at = end + 1;
    }
    return lines > 0 ? blocks : -1;
}
