#pragma once
// The discrete model behind explore() (explore.h): one state of the protocol and its adversary,
// the transitions, the canonical form (symmetry) and the packed encoding of the visited set.
//
// Time: integer ticks. One transition is one step of the schedule. The Tick transition moves
// time on by one tick and runs what the tick brings, in a fixed order: messages come one tick
// closer, keys and beliefs run down, pauses end, per-instance timeouts fire, and a client whose
// round is settled moves on (verdict, release, retry, next master), sending at that moment.
// Every other transition happens inside the tick, in an order the adversary picks: a client
// starts, a holder takes its next work step, a message that is due arrives, a client pauses, a
// master crashes / restarts / jumps, a client's wall clock steps back.
// Messages: the adversary picks each message's delay (0..D ticks, or lost when loss is on) when
// it is sent. A message sent with no delay by a step inside the tick arrives at once, and what
// it causes follows at once too (a cascade: SET, reply, verdict, ... of that one client); one
// sent at a tick's start is due in that tick. Due messages arrive in any order the adversary
// picks, and time cannot move on until they have, nor while a running holder has a work step
// to take. When a client reads the reply that settles its round, the adversary may pause it
// just before (a pause between sending and reading, the naive client's trap).
// A holder works within its validity: while its belief lasts it may claim, write and release
// whenever the adversary likes, each storage step after a look at its validity (Check) and
// after the storage took the previous one; once the belief has run out it stops at its next
// step without writing (and without a release: its keys expire). The adversary may pause it
// between the look and the send: then the step goes out when the pause ends, unchecked. With
// compare-and-set, the write follows its claim without another look (claim and write are the
// one guarded operation).

// How the ticks meet the simulator (counterexample.cpp places every step at a microsecond):
// a key lives ceil(TTL / tick) ticks from the tick its SET arrived (it is gone at the start of
// the tick in which the TTL has run out on its master's clock); a belief counts at a tick only
// when at least kGuardUs of it is left there, so the few microseconds by which the simulator
// staggers the steps of one tick cannot make an overlap the model reports disappear.
//
// Limits (checked by configure()): TTL and timeouts at most 200 ticks, delays at most 14 ticks,
// at most 3 acquire attempts per client; one pause, one clock step per client and one clock jump
// per master in a run; storage messages are delayed like others but never lost.

#include "core/explore/explore.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace redlock::explore::detail {

inline constexpr int kMaxN = 7;
inline constexpr int kMaxK = 3;
inline constexpr std::int64_t kGuardUs = 1000;

enum Phase : std::uint8_t { Idle, Acquiring, Working, Done, GaveUp };
enum Vote : std::uint8_t { Pending, Ok, Refused, Timeout, Skipped };

// Messages in flight on one client-master link. A message field is 0 when there is none, else
// the ticks until it is due + 1 (1: due now).
struct LinkS {
    std::uint8_t set = 0;    // the SET NX of the client's current attempt
    std::uint8_t rel = 0;    // a token-checked DEL
    std::uint8_t relAtt = 0; // the attempt whose value that DEL carries (1..3)
    std::uint8_t tied = 0;   // DEL and SET left together (release, then retry): they travel as one
    std::uint8_t reply = 0;  // the answer to the SET
    std::uint8_t replyOk = 0;
};

struct MasterS {
    std::uint8_t key = 0;    // 0: no key; else (client << 2) | attempt, attempt 1..3
    std::uint8_t remain = 0; // ticks the key has left (on this master's clock, in real ticks)
    std::uint8_t up = 1;
    std::uint8_t down = 0;   // ticks down, saturating at the restart delay
    std::uint8_t fast = 0;   // its clock runs fast by the rate budget
    std::uint8_t jumped = 0; // its one clock jump is spent
};

struct ClientS {
    std::uint8_t phase = Idle;
    std::uint8_t attempt = 0;
    std::array<std::uint8_t, kMaxN> votes{};
    std::uint8_t since = 0;     // real ticks since T1 (saturating)
    std::uint8_t ask = 0;       // sequential: the master asked now
    std::uint8_t sinceAsk = 0;  // sequential: ticks since it was asked
    std::uint8_t sendDone = 0;  // ticks from T1 to the last SET sent (the naive client's T2)
    std::uint8_t roundJump = 0; // ticks the client's clock stepped back during this round
    std::uint8_t belief = 0;    // ticks of belief left (0: it does not believe it holds)
    std::uint8_t pause = 0;     // ticks of pause left
    std::uint8_t pauseUsed = 0;
    std::uint8_t clockJumped = 0;
    std::uint8_t step = 0;      // next work step while Working
    std::uint8_t committed = 0; // paused between checking its validity and sending the step
    std::uint8_t token = 0;     // rank of its lock's order (0: none)
    std::uint8_t claim = 0;     // storage messages in flight (age + 1)
    std::uint8_t write = 0;
};

struct StorageS {
    std::uint8_t highest = 0; // monotonic fencing: highest token of an accepted write
    std::uint8_t seen = 0;    // the latest lock (token) whose write or claim it accepted
    std::uint8_t tag = 0;     // compare-and-set: the value of the last claim (key encoding)
};

struct State {
    std::array<MasterS, kMaxN> m{};
    std::array<ClientS, kMaxK> c{};
    std::array<std::array<LinkS, kMaxN>, kMaxK> l{};
    StorageS st{};
    std::uint8_t faulted = 0; // some fault happened (progress is only asked of fault-free runs)
    std::uint8_t everHeld = 0;
};

enum class Kind : std::uint8_t {
    Tick,
    Start,        // a: client
    DeliverRel,   // a: client, b: master (with a tied SET: both)
    DeliverSet,   // a, b
    DeliverReply, // a, b
    DeliverClaim, // a: client
    DeliverWrite, // a: client
    Pause,        // a: client, b: ticks
    Step,         // a: client
    Crash,        // b: master
    Restart,      // b: master
    Jump,         // b: master, c: ticks
    ClientJump,   // a: client, c: ticks
};

struct Action {
    Kind kind = Kind::Tick;
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    std::uint8_t c = 0;
    bool operator==(const Action&) const = default;
};

// The adversary's choices inside one transition (each message's delay or loss, a pause before
// a settling read), made in order: pick(n) returns the next choice in [0, n). The search
// enumerates every sequence like an odometer (next()).
struct Choices {
    static constexpr int kMax = 96;
    std::uint8_t v[kMax];
    std::uint8_t max[kMax];
    int n = 0;
    int pos = 0;
    bool overflow = false;
    int pick(int options) {
        if (options <= 1) {
            return 0;
        }
        if (pos == n) {
            if (n == kMax) {
                overflow = true;
                return 0;
            }
            v[n] = 0;
            max[n] = static_cast<std::uint8_t>(options - 1);
            ++n;
        }
        return v[pos++];
    }
    void rewind() { pos = 0; }
    // The next sequence; false when every one has been made.
    bool next() {
        while (n > 0 && v[n - 1] == max[n - 1]) {
            --n;
        }
        if (n == 0) {
            return false;
        }
        ++v[n - 1];
        pos = 0;
        return true;
    }
};

// What a transition did, for the schedule and the counterexample's scenario. Filled only when
// asked for (the search passes nullptr).
struct Effect {
    enum What : std::uint8_t {
        SendSet,     // client, master, n: delay ticks; lost; tied: with the DEL of this moment
        SendRel,     // client, master, n: delay ticks; lost (tied DELs: the SET's effect decides)
        ArriveSet,   // client, master; ok: the master said OK; down: the master was down
        ArriveRel,   // client, master; ok: deleted
        SendReply,   // client, master, ok, n: delay; lost
        ReadReply,   // client, master, ok
        TimeoutVote, // client, master
        Verdict,     // client; ok: held; votes, elapsedTicks, validityUs, beliefTicks
        GiveUp,      // client
        SendClaim,
        SendWrite,    // client, n: delay
        StorageClaim, // client
        StorageWrite, // client; ok: accepted; stale
        Resume,       // client
        PauseStart,   // client, n: ticks
        CrashM,
        RestartM, // master
        JumpM,    // master, n: ticks
        JumpC,    // client, n: ticks
        Released, // client
        Check,    // client: looks at its validity before a storage step; ok: passed
    };
    What what;
    std::uint8_t client = 0;
    std::uint8_t master = 0;
    std::uint8_t n = 0;
    bool ok = false;
    bool stale = false;
    bool lost = false;
    bool tied = false;
    bool down = false;
    bool resumed = false; // a storage step sent when a pause after its check ended
    int votes = 0;
    int elapsedTicks = 0;
    std::int64_t validityUs = 0;
    int beliefTicks = 0;
};

struct StepResult {
    Violation violation = Violation::None;
};

class Model {
public:
    explicit Model(const Config& cfg);

    const Config& config() const { return m_cfg; }
    std::vector<State> initialStates() const;

    // The transitions enabled in s, appended to `out` (cleared first).
    void actions(const State& s, std::vector<Action>& out) const;
    // Applies `a` to s with the adversary's choices `ch`. `effects` (may be null) receives
    // what happened, in order.
    StepResult apply(State& s, const Action& a, Choices& ch, std::vector<Effect>* effects) const;
    // The state with interchangeable clients (and masters, in parallel fan-out) in a fixed
    // order. `perm` (may be null) receives, for each position of the result, the index the
    // client or master had before.
    struct Perm {
        std::array<std::uint8_t, kMaxK> client{};
        std::array<std::uint8_t, kMaxN> master{};
    };
    void canonicalize(State& s, Perm* perm = nullptr) const;

    // The packed encoding: words() 64-bit words per state.
    int words() const { return m_words; }
    void pack(const State& s, std::uint64_t* out) const;
    void unpack(const std::uint64_t* in, State& s) const;

    bool done(const State& s) const; // every started client finished, nothing in flight

private:
    struct Ctx;
    void normalizeTokens(State& s) const;
    bool trulyHolds(const State& s, int c, int att) const;
    void sendRound(Ctx& x, int c, bool afterRelease) const;
    void askMaster(Ctx& x, int c, int m, bool tie) const;
    void sendRelease(Ctx& x, int c) const;
    void settle(Ctx& x, int c, bool mayPause) const;
    void verdict(Ctx& x, int c) const;
    void tick(Ctx& x) const;
    void deliverSet(Ctx& x, int c, int m) const;
    void deliverRel(Ctx& x, int c, int m) const;
    void deliverReply(Ctx& x, int c, int m) const;
    void deliverClaim(Ctx& x, int c) const;
    void deliverWrite(Ctx& x, int c) const;
    void drain(Ctx& x) const;
    void sendStorage(Ctx& x, int c, int op, bool resumed = false) const;

    Config m_cfg;
    int m_n = 0;
    int m_k = 0;
    bool m_masterSym = true;
    int m_words = 0;
};

} // namespace redlock::explore::detail
