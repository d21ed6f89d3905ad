/* Prints what this process reads from each clock, in nanoseconds, one per line:
 * realtime, realtime_coarse, gettimeofday, time, monotonic. tst_clock_shift runs it with and
 * without the clock_shift preload library. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

static long long ns(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    printf("%lld\n%lld\n%lld\n%lld\n%lld\n", ns(CLOCK_REALTIME), ns(CLOCK_REALTIME_COARSE),
           (long long)tv.tv_sec * 1000000000LL + (long long)tv.tv_usec * 1000LL,
           (long long)time(NULL) * 1000000000LL, ns(CLOCK_MONOTONIC));
    return 0;
}
