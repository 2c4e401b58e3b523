#ifndef LOUPE_CUNISTRING_SHIM_H
#define LOUPE_CUNISTRING_SHIM_H
/* <stdint.h> first, or the module build fails on a redefined int32_t. */
#include <stdint.h>
#include <stddef.h>
#include <unitypes.h>
#include <unistr.h>
#include <uniwidth.h>
#include <unigbrk.h>
#include <uniwbrk.h>
#include <unictype.h>
#endif
