/* The control block shared by the clock_shift preload library (reader, C) and
 * core/servers/clock_shift (writer, C++). One page-sized regular file holds it. */
#ifndef REDLOCK_CLOCK_SHIFT_LAYOUT_H
#define REDLOCK_CLOCK_SHIFT_LAYOUT_H

#include <stdint.h>

#define REDLOCK_CLOCK_SHIFT_ENV "REDLOCK_CLOCK_SHIFT_FILE"
#define REDLOCK_CLOCK_SHIFT_MAGIC 0x524c4353u /* "RLCS" */
#define REDLOCK_CLOCK_SHIFT_VERSION 1u
#define REDLOCK_CLOCK_SHIFT_FILE_SIZE 4096

/* All fields are read and written with atomic builtins; seq is odd while a writer updates. */
struct redlock_clock_shift {
    uint32_t magic;
    uint32_t version;
    uint32_t seq;
    uint32_t reserved;
    int64_t offset_ns; /* the shift at anchor_ns */
    int64_t anchor_ns; /* real CLOCK_REALTIME (ns) from which rate_ppm applies */
    int64_t rate_ppm;  /* extra wall-clock ns per 10^6 real ns: +10000 = runs 1 % fast */
};

#endif
