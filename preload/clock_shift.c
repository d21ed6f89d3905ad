/* clock_shift: an LD_PRELOAD library that shifts what ONE server process reads from the wall
 * clock, so a class can watch a Redis/Valkey master whose clock jumps or runs fast.
 *
 * Shifted: clock_gettime(CLOCK_REALTIME / CLOCK_REALTIME_COARSE), gettimeofday(), time().
 * Untouched: every other clock (CLOCK_MONOTONIC, CLOCK_BOOTTIME, ...), so the server's event
 * loop, timers and latency tracking keep running normally; only what follows the wall clock
 * (key expiry, TIME) sees the shift. That is exactly the property the Redlock debate is about.
 *
 * Control: the environment variable REDLOCK_CLOCK_SHIFT_FILE names a small file that the
 * controlling process (core/servers/clock_shift.h) creates and changes at run time. The library
 * maps it read-only once, at load, and reads the current shift from memory on every call: no
 * file access, no lock, no allocation on the server's hot path. A seqlock (odd = being written)
 * gives each reader a consistent (offset, rate, anchor) triple.
 *
 *   shifted(real) = real + offset_ns + (real - anchor_ns) * rate_ppm / 1e6
 *
 * Recursion: the real clock is reached through the function pointers resolved with dlsym()
 * in the constructor, or, for a call that comes before that, the raw system call. Nothing on
 * the call path uses a libc function that could read the clock again.
 *
 * No file, a wrong size or a wrong magic: no shift at all (the library is then a pass-through).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "clock_shift_layout.h"

typedef int (*clock_gettime_fn)(clockid_t, struct timespec*);

static clock_gettime_fn g_real_clock_gettime;
static const struct redlock_clock_shift* g_shift;

static int real_clock_gettime(clockid_t id, struct timespec* ts) {
    clock_gettime_fn f = __atomic_load_n(&g_real_clock_gettime, __ATOMIC_ACQUIRE);
    if (f) {
        return f(id, ts);
    }
    return (int)syscall(SYS_clock_gettime, id, ts);
}

__attribute__((constructor)) static void clock_shift_init(void) {
    clock_gettime_fn f = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    if (f) {
        __atomic_store_n(&g_real_clock_gettime, f, __ATOMIC_RELEASE);
    }
    const char* path = getenv(REDLOCK_CLOCK_SHIFT_ENV);
    if (!path || !*path) {
        return;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) {
        return;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
        st.st_size < (off_t)sizeof(struct redlock_clock_shift)) {
        close(fd);
        return;
    }
    void* map = mmap(NULL, sizeof(struct redlock_clock_shift), PROT_READ, MAP_SHARED, fd, 0);
    close(fd);
    if (map == MAP_FAILED) {
        return;
    }
    const struct redlock_clock_shift* s = (const struct redlock_clock_shift*)map;
    if (s->magic != REDLOCK_CLOCK_SHIFT_MAGIC || s->version != REDLOCK_CLOCK_SHIFT_VERSION) {
        munmap(map, sizeof(struct redlock_clock_shift));
        return;
    }
    __atomic_store_n(&g_shift, s, __ATOMIC_RELEASE);
}

/* The shift in nanoseconds at real time `real_ns`; 0 without a control file. */
static int64_t shift_at(int64_t real_ns) {
    const struct redlock_clock_shift* s = __atomic_load_n(&g_shift, __ATOMIC_ACQUIRE);
    if (!s) {
        return 0;
    }
    /* A writer holds the sequence odd for a few stores; a bounded spin, then the last value. */
    int64_t offset = 0, anchor = 0, rate = 0;
    for (int tries = 0; tries < 1000; ++tries) {
        uint32_t before = __atomic_load_n(&s->seq, __ATOMIC_ACQUIRE);
        if (before & 1u) {
            continue;
        }
        offset = __atomic_load_n(&s->offset_ns, __ATOMIC_RELAXED);
        anchor = __atomic_load_n(&s->anchor_ns, __ATOMIC_RELAXED);
        rate = __atomic_load_n(&s->rate_ppm, __ATOMIC_RELAXED);
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (__atomic_load_n(&s->seq, __ATOMIC_RELAXED) == before) {
            break;
        }
    }
    if (rate == 0) {
        return offset;
    }
    __int128 drift = (__int128)(real_ns - anchor) * rate / 1000000;
    return offset + (int64_t)drift;
}

static void add_ns(struct timespec* ts, int64_t ns) {
    int64_t total = (int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec + ns;
    int64_t sec = total / 1000000000LL;
    int64_t rem = total % 1000000000LL;
    if (rem < 0) {
        rem += 1000000000LL;
        sec -= 1;
    }
    ts->tv_sec = (time_t)sec;
    ts->tv_nsec = (long)rem;
}

static int shifted_realtime(clockid_t id, struct timespec* ts) {
    int rc = real_clock_gettime(id, ts);
    if (rc == 0) {
        add_ns(ts, shift_at((int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec));
    }
    return rc;
}

int clock_gettime(clockid_t id, struct timespec* ts) {
    if (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) {
        return shifted_realtime(id, ts);
    }
    return real_clock_gettime(id, ts);
}

int gettimeofday(struct timeval* restrict tv, void* restrict tz) {
    (void)tz; /* the time zone argument is obsolete; Linux fills nothing useful */
    struct timespec ts;
    int rc = shifted_realtime(CLOCK_REALTIME, &ts);
    if (rc == 0) {
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = (suseconds_t)(ts.tv_nsec / 1000);
    }
    return rc;
}

time_t time(time_t* out) {
    struct timespec ts;
    time_t now = (time_t)-1;
    if (shifted_realtime(CLOCK_REALTIME, &ts) == 0) {
        now = ts.tv_sec;
    }
    if (out) {
        *out = now;
    }
    return now;
}
