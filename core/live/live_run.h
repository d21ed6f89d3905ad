#pragma once
// The live scenario engine: plays a simulator scenario file (sim::Scenario, the same
// resources/scenarios/*.json) on real local servers with real clients and real faults, and
// returns what happened in the simulator's own result type, so the same readers (JSON,
// narration, the timing page's lanes) describe both.
//
//  - masters: one real valkey-server/redis-server each, run by any MasterCluster with shiftable
//    clocks: local processes (LocalServers, the default) or Docker containers
//    (LiveOptions::masters), each under the clock_shift preload library, so a master's
//    clock_jump / clock_rate moves the wall clock that server expires keys by (ClockShift);
//  - clients: one thread each, running the real Redlock client over PollFanOut, every client
//    reaching every master through its own LinkProxy, so partition / heal / delay hit exactly
//    the links the scenario names;
//  - crash / restart: SIGKILL and a start on the same port (persistence none or always, the
//    delayed-restart rule from restart_delay_ms); pause: the client thread really stops, also
//    mid-round: between its sends and its reads, or while it waits for answers
//    (PollFanOut::setCheckpoint);
//  - the protected storage: an in-process register with fencing off / token / check-and-set;
//    whether a writer still truly holds the lock is asked of the masters (GET) at the write;
//  - belief windows, key-alive spans (each master polled every few ms) and overlaps are all
//    measured on this machine's one steady clock.
//  - looping clients (the lab bench's): acquire, the steps, think, again, until the run ends;
//  - faults can also arrive while the run goes (LiveSession::inject): the lab bench on real
//    servers, where the teacher breaks things at the moment of the click.
// Times are scaled down by a factor k (scaleDown): the scenario's times and TTL are divided by
// k, the per-instance timeout is not (it is a property of the real network). autoScale picks
// the largest k the file allows. Anything a real server cannot do is refused up front by
// whyNotLive() with the reason (e.g. monotonic expiry).

#include "core/lock/result.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_cluster.h"
#include "core/sim/trace.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace redlock::live {

// What a run asks of whatever runs its masters.
struct MastersWanted {
    int count = 0;
    Persistence persistence = Persistence::None;
    std::string clockShiftLibrary; // every master's clock shiftable; empty: findLibrary()
};
// Starts `count` masters as asked and returns once each answers PING; clock(i) must not be
// null. The session owns them and stops them (MasterCluster's destructor) after the proxies.
using MastersMaker = std::function<Result<std::unique_ptr<MasterCluster>>(const MastersWanted&)>;

// Containers of `image` on the Docker engine of DOCKER_HOST (else the local socket), created for
// the run with shiftable clocks and removed when it ends (DockerCluster).
MastersMaker dockerMasters(std::string image);

struct LiveOptions {
    std::string binary;            // local servers' binary; empty: valkey-server, else redis-server
    std::string clockShiftLibrary; // empty: ClockShift::findLibrary()
    MastersMaker masters;          // empty: local processes (LocalServers with opt.binary)
    int scale = 0;                 // 0: autoScale(); else 1..autoScale()
    const std::atomic<bool>* cancel = nullptr; // polled: once true the run ends early
};

// Why a scenario cannot be played on real servers: a stable id (for a translated reading:
// "monotonic-expiry", "fsync-everysec", "failover", "wall-clock-client", "client-option",
// "master-count", "naive-client", "storage-delay") and one English
// sentence. Both empty when it can.
struct NotLive {
    std::string id;
    std::string text;
    bool refused() const { return !id.empty(); }
};
NotLive notLive(const sim::Scenario& s);
// notLive(s).text.
std::string whyNotLive(const sim::Scenario& s);

// The largest factor (1..10) the scenario's times can be divided by: the TTL stays at least 20
// per-instance timeouts, and two scripted network moments stay at least max(timeout, 50 ms)
// apart, so a real restart or a real timeout still falls between them.
int autoScale(const sim::Scenario& s);
// The scenario with every scripted time, the TTL, the delays and the pauses divided by k (the
// per-instance timeout, the link latency and the rate errors kept).
sim::Scenario scaleDown(const sim::Scenario& s, int k);

struct LiveResult {
    sim::SimResult run; // real time in µs from the run's start; narration generated from it
    int scale = 1;
    std::string server; // the server binary that played the masters
};

// Plays `s` (unscaled; scaled here by opt.scale) on real servers. Error: the scenario cannot run
// live (whyNotLive), a bad scale, or the servers/proxies cannot start.
Result<LiveResult> playLive(const sim::Scenario& s, const LiveOptions& opt = {});

// A live run that goes on while its caller watches and breaks things (the lab bench on real
// servers): started at scale 1, it runs on threads of its own until its end, stop() or
// destruction. Every call returns within milliseconds except start() (the masters start) and
// stop() (the threads end, the proxies and servers stop): call those off a GUI thread.
class LiveSession {
public:
    // Starts the masters, the link proxies and the clients of `s` as written (no scaling) and
    // returns once they run. Error: the scenario cannot run live (whyNotLive) or something did
    // not start.
    static Result<std::unique_ptr<LiveSession>> start(const sim::Scenario& s,
                                                      const LiveOptions& opt = {});
    ~LiveSession(); // stop()
    LiveSession(const LiveSession&) = delete;
    LiveSession& operator=(const LiveSession&) = delete;

    // The run's time now: µs since it started, on this machine's steady clock.
    sim::Us now() const;
    // Whether the run is still going (not at its end, not stopped).
    bool running() const;
    // Faults to apply as if the scenario had them, at their atUs (a time already past: at
    // once); a restart keeps the scenario's delayed-restart rule.
    void inject(const std::vector<sim::Fault>& faults);
    // The run so far, as a finished run would read up to now: open beliefs, keys and outages
    // closed at now, the monitor's findings and the narration (endUs = now).
    sim::SimResult snapshot() const;
    // Ends the run at once (or returns the finished one): the clients stop, a hung master is
    // resumed, the proxies and the servers stop (by pid). Idempotent.
    sim::SimResult stop();
    // Waits until the run ends by itself (its endUs, or opt.cancel), then stop().
    sim::SimResult wait();
    // What plays the masters: the server binary of local processes, else the runner's engine()
    // ("Docker 20.10.24 (API 1.41) at unix:///var/run/docker.sock").
    std::string server() const;

    struct Impl;

private:
    explicit LiveSession(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

// A key's owner the live engine could not tell when it saw the key (a value no client had
// been answered for yet).
inline constexpr const char* kUnknownOwner = "?";
// A refusal names the key's owner as the poller last saw it when the answer came back, which
// may be nobody yet (the other client's SET landed first, its own answer not back) or a key the
// poller saw only after the attempt (a master back from a restart with its data). Each refusal
// keeps that owner only if the record (the spans) shows a key of it on that master during the
// attempt; else it is given the client whose key the record shows there then, or dropped when no
// span explains it: the narration never blames an owner the record does not show.
void nameRefusalOwners(sim::SimResult& r);

// The simulator's JSON (sim::toJson) with "live": true, "scale" and "server" in front.
std::string toJson(const LiveResult& r);

} // namespace redlock::live
