// Regression test for a leak LeakSanitizer found in CI (tst_live_choose, under load): the first
// HTTP session was made on a worker thread, so libcurl's global set-up initialised OpenSSL there
// and OpenSSL gave that thread its error queue. At process exit OpenSSL's own atexit clean-up
// deleted the thread-exit hook that frees such queues; the worker (a Qt pool thread, joined by
// Qt before exit but still unwinding) exited after it, and its queue was lost.
//
// This program makes that order happen every time: the worker initialises the libraries, main
// returns, and an exit handler registered before any library's lets the worker end and joins
// it. Under the dev preset's LeakSanitizer the leak fails the run at exit; with the libraries set
// up once without an atexit clean-up (core/valkey/tls.h, initTlsLibrary) the worker's queue is
// freed when it exits. Without a sanitizer the program only checks that the set-up works.
#include "core/etcd/http_session.h"

#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace {

std::mutex g_mutex;
std::condition_variable g_changed;
bool g_ready = false;   // the worker made its session
bool g_release = false; // the process is exiting: the worker may end
std::thread g_worker;

void releaseWorker() {
    {
        std::lock_guard lock(g_mutex);
        g_release = true;
    }
    g_changed.notify_all();
    g_worker.join();
}

} // namespace

int main() {
    // Registered first, so it runs after every handler a library registers later.
    if (std::atexit(releaseWorker) != 0) {
        std::fputs("FAIL: could not register the exit handler\n", stderr);
        return 1;
    }
    bool made = false;
    g_worker = std::thread([&made] {
        redlock::etcd::HttpSession session;
        // Port 1 on loopback: nothing listens, so libcurl answers at once with an error.
        const auto reply =
            session.get("http://127.0.0.1:1/", redlock::Millis(200), redlock::Millis(200));
        std::unique_lock lock(g_mutex);
        made = reply.status == redlock::etcd::HttpReply::Status::Error && !reply.error.empty();
        g_ready = true;
        g_changed.notify_all();
        g_changed.wait(lock, [] { return g_release; });
    });
    std::unique_lock lock(g_mutex);
    g_changed.wait(lock, [] { return g_ready; });
    if (!made) {
        std::fputs("FAIL: the worker's HTTP session did not report the refused connection\n",
                   stderr);
        return 1;
    }
    std::puts("PASS: an HTTP session made on a worker thread; the worker ends after exit starts");
    return 0;
}
