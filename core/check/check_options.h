#pragma once
// Inputs of the fault checker (`redlockctl check`) and their checks. Every error names the bad
// value and what is expected, so the CLI can print it as its one line and exit 2.
//
// Fault kinds, each applied to a MINORITY of the masters (at most N - majority(N) at a time):
//   hang          SIGSTOP, then SIGCONT: connections stay open, nothing answers
//   crash         SIGKILL, then a start on the same port after the restart delay
//   restart       SIGTERM (a clean stop), then a start on the same port after the restart delay
//   pause-client  a client thread sleeps after acquiring (a GC pause), sometimes past its validity
//   clock-jump    the server's wall clock steps forward by --jump ms (the clock_shift preload
//                 library, ClockShift), then back: its keys expire early by up to the jump
//   clock-rate    the server's wall clock runs --rate-ppm fast, then is set right again
//   delay         every byte on the link to the server waits 2 x the per-master timeout (a
//                 LinkProxy per master, which every client connects through)
//   partition     the link to the server swallows everything in both directions, then heals
// Jump "auto" is half the drift allowance (lease.h) and rate "auto" half the drift factor:
// inside the allowance the spec client stays safe; a jump past it is Kleppmann's case.
// Restart delay "auto" = TTL + margin: the delayed-restart rule, under which a master that lost
// its keys cannot vote again before every key it held would have expired anyway.

#include "core/lock/result.h"
#include "core/lock/units.h"
#include "core/servers/local_servers.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace redlock::check {

struct FaultSet {
    bool hang = false;
    bool crash = false;
    bool restart = false;
    bool pauseClient = false;
    bool clockJump = false;
    bool clockRate = false;
    bool delay = false;
    bool partition = false;

    bool serverFaults() const {
        return hang || crash || restart || clockJump || clockRate || delay || partition;
    }
    bool clockFaults() const { return clockJump || clockRate; }
    bool linkFaults() const { return delay || partition; }
    bool onlyRestart() const { return restart && !hang && !crash && !pauseClient && !timing(); }
    bool onlyClockJump() const {
        return clockJump && !hang && !crash && !restart && !pauseClient && !clockRate &&
               !linkFaults();
    }
    bool timing() const { return clockFaults() || linkFaults(); }
    std::string text() const; // "hang,crash" or "none"

    // The masters' process faults: what a check injects when no faults are named
    // (`redlockctl check` and the app's safety check alike). All of them lose a key; none can
    // break safety under the delayed-restart rule, so the default run is a pass to be earned.
    static constexpr FaultSet processFaults() {
        FaultSet f;
        f.hang = f.crash = f.restart = true;
        return f;
    }
};

// "hang,crash,restart,pause-client,clock-jump,clock-rate,delay,partition" (any subset) or "none".
// Unknown, repeated or empty names fail.
Result<FaultSet> parseFaults(std::string_view list);

struct CheckOptions {
    int servers = 5;
    int clients = 4;
    Micros duration{std::chrono::seconds(15)};
    FaultSet faults = FaultSet::processFaults();
    bool autoRestartDelay = true;
    Millis restartDelay{0}; // used when !autoRestartDelay
    Persistence persistence = Persistence::None;
    Millis ttl{400};
    Micros timeout{Millis(50)}; // per-instance deadline; below the TTL
    std::uint64_t seed = 1;
    std::string resource = "check";
    std::string binary; // server binary; empty: valkey-server, else redis-server
    bool autoJump = true;
    Millis jump{0}; // used when !autoJump: the size of a clock-jump fault
    bool autoRate = true;
    std::int64_t ratePpm = 0;      // used when !autoRate: how fast a clock-rate fault runs
    std::string clockShiftLibrary; // empty: ClockShift::findLibrary()
    bool docker = false;           // masters in containers (check_masters.h), not local processes
    std::string dockerImage;       // empty: docker::kDefaultImage
    // TLS (local processes or containers): the servers serve TLS only with serverTls (their
    // certificate; with serverTls.authClients they ask the clients for one), and the clients — and
    // the readiness checks of every start and restart — speak it with `tls`. Both or neither.
    ServerTls serverTls;
    std::shared_ptr<const TlsContext> tls;
};

// "auto" or a whole number of milliseconds, 1 to 86400000 (--jump).
Result<bool> parseJump(std::string_view text, CheckOptions& opt);
// "auto" or a whole number of parts per million, -999999 to 10000000, not 0 (--rate-ppm).
Result<bool> parseRatePpm(std::string_view text, CheckOptions& opt);
// The jump and rate actually used: auto = half the drift allowance of the TTL / of its factor.
Micros effectiveJump(const CheckOptions& opt);
std::int64_t effectiveRatePpm(const CheckOptions& opt);
// How late a delayed link delivers: twice the per-master timeout, so the master is a miss.
Micros linkDelay(const CheckOptions& opt);

// "auto" or a whole number of milliseconds (0 = restart at once).
Result<bool> parseRestartDelay(std::string_view text, CheckOptions& opt);
Result<Persistence> parsePersistence(std::string_view text);

// The margin of the delayed-restart rule: max(50 ms, TTL / 10) on top of the TTL, so a master
// comes back only after every key it could have held expired (expiry precision is 1 ms).
Millis restartMargin(Millis ttl);
// The delay actually used: TTL + margin for auto, else the given one.
Millis effectiveRestartDelay(const CheckOptions& opt);

// The scripted adversarial schedule is played (instead of the random one) when the only fault
// is `restart` and masters come back at once: the textbook safety violation of S5.
bool scripted(const CheckOptions& opt);
// The scripted clock-jump schedule (Kleppmann's case, see ClockJumpRound) is played when the only
// fault is clock-jump; whether it overlaps depends on the jump against the drift allowance.
bool scriptedClockJump(const CheckOptions& opt);

// Why `opt` is known to let two clients hold the lock at once, in one sentence; empty when the
// checker knows of no such reason. A run under such a setting that finds nothing must not read
// as a pass (docs/reliability.md, "Settings known to be unsafe"):
//   crash or restart without persistence, restart delay below the TTL: a restarted master has
//     forgotten a key whose holder still believes;
//   clock-jump larger than the drift allowance: a jumped master expires a key early;
//   clock-rate faster than the drift allowance over one TTL: likewise, more slowly.
enum class Unsafe { No, EarlyRestart, ClockJump, ClockRate };
Unsafe unsafeSetting(const CheckOptions& opt);
std::string knownUnsafe(const CheckOptions& opt);

// The `redlockctl check` command line that runs `opt` again, every option spelled out so the
// reader sees the whole setting (the GUI shows it under its verdict).
std::string commandLine(const CheckOptions& opt);

// Ranges: 3-9 servers, 1-16 clients (2+ for the scripted schedule), 1-3600 s, TTL 1 ms-24 h
// and above the per-instance timeout.
Result<CheckOptions> checkCheckOptions(const CheckOptions& opt);

} // namespace redlock::check
