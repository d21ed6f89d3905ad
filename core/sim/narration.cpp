#include "core/sim/narration.h"
#include "core/sim/monitor.h"
#include "core/sim/translatable.h"

#include "core/json/json_out.h"
#include "core/lock/quorum.h"

#include <algorithm>
#include <map>

namespace redlock::sim {

namespace {

const std::vector<std::pair<const char*, const char*>> kTemplates = {
    {"held",
     REDLOCK_TR_NOOP("redlock::sim::Narration", "%1 holds the lock: %2 of %3 %3[vote|votes] (%4) "
                                                "after %5 ms, validity %6 ms, so it believes "
                                                "until %7 ms.")},
    {"extended",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 extends the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 ms, so it now "
         "believes until %7 ms.")},
    {"no-answer",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 stopped waiting for %2: no answer by the per-instance deadline.")},
    {"request-failed",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 gets no vote from %2: the request failed at once (the master is down "
                     "or turned the connection away).")},
    {"refused-no-majority",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is refused: %2 of %3 %3[vote|votes] (%4), and a majority needs %5.")},
    {"refused-past-ttl",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is refused: the acquire took %2 ms, not less than the %3 ms TTL "
                     "(validity %4 ms).")},
    {"refused-drift",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is refused: %2 ms elapsed plus the %3 ms drift allowance leave nothing "
                     "of the %4 ms TTL (validity %5 ms).")},
    {"extend-refused",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1's extension is refused: %2 of %3 %3[vote|votes] after %4 ms (validity %5 ms), so "
         "it must stop using the resource.")},
    {"extend-late",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1's extension is judged at %2 ms, after its belief had ended: it must stop "
                     "using the resource.")},
    {"extend-capped",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, so it must "
         "finish within its current validity, which ends at %3 ms.")},
    {"extend-capped-ended",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, and its "
         "validity already ended at %3 ms, so it must not use the resource.")},
    {"gave-up", REDLOCK_TR_NOOP("redlock::sim::Narration",
                                "%1 gives up without the lock (attempts made: %2).")},
    {"released",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is done and releases the lock: every master still holding its key (%2) "
                     "deletes it.")},
    {"released-partly",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 is done and sends its release to every master, but only %2 %3[deletes|delete] "
         "its key: %4 still %5[holds|hold] it.")},
    {"released-none",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 is done and sends its release to every master, but none of them deletes its "
         "key: %2 still %3[holds|hold] it.")},
    {"released-gone",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is done and sends its release to every master; none still held its key.")},
    {"released-sent", REDLOCK_TR_NOOP("redlock::sim::Narration",
                                      "%1 is done and sends its release to every master.")},
    {"release-after-expiry",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "By the time %1's release is through, its key on %2 has already expired: "
                     "there is nothing left there to delete.")},
    {"release-after-loss",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "By the time %1's release is through, %2 no longer %3[holds|hold] its key "
                     "(the master went down or lost its data): there is nothing left there to "
                     "delete.")},
    {"release-skipped",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is done but sends no release: %2 still %3[holds|hold] its key, left "
                     "to expire.")},
    {"release-skipped-gone",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 is done and sends no release; no master still holds its key.")},
    {"late-replies",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%3 late %3[reply|replies] from %2 %3[reaches|reach] %1, which had stopped waiting: "
         "%3[it is|they are] ignored.")},
    {"majority-lost",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "A majority no longer holds %1's key, yet %1 believes it holds the lock "
                     "until %3 ms.")},
    {"majority-lost-for",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "From %2 to %3 ms no majority holds %1's key, while %1 believes it "
                     "holds the lock.")},
    {"overlap",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "%1 and %2 both believe they hold the lock from %3 to %4 ms: %5 ms of overlap.")},
    {"write", REDLOCK_TR_NOOP("redlock::sim::Narration",
                              "The storage accepts %1's write (it checks nothing).")},
    {"write-token",
     REDLOCK_TR_NOOP("redlock::sim::Narration", "The storage accepts %1's write with token %2.")},
    {"write-tag",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "The storage accepts %1's write: the resource carries %1's value.")},
    {"stale-write",
     REDLOCK_TR_NOOP(
         "redlock::sim::Narration",
         "The storage accepts %1's write at %2 ms although %1's lease ended at %3 ms "
         "and %4 took the lock at %5 ms: a stale write, which can overwrite %4's update.")},
    {"stale-write-believing",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "The storage accepts %1's write at %2 ms, but %3 took the lock at "
                     "%4 ms, after %1 did: %1's belief is out of date, and its stale write "
                     "can overwrite %3's update.")},
    {"write-rejected-token",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "The storage rejects %1's write: token %2 arrives after %3, the "
                     "highest it has seen.")},
    {"write-rejected-tag",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "The storage rejects %1's write: the resource now carries %2's value.")},
    {"write-rejected-untagged",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "The storage rejects %1's write: no holder has tagged the "
                     "resource.")},
    {"early-stop",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 stops after asking %2 of %3 masters: %4 OK so far, and the %5 not yet "
                     "asked (%6) could not make a majority.")},
    {"blocked", REDLOCK_TR_NOOP(
                    "redlock::sim::Narration",
                    "Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not hold "
                    "the lock: such keys last until their TTL runs out.")},
    {"blocked-until",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not "
                     "hold the lock, until they are deleted at %4 ms.")},
    {"blocked-concurrent",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%3's attempt, running at the same time, got its key onto %2 first, so "
                     "%1 loses %4[that vote|those votes] (a split vote).")},
    {"unlock-retried",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 sends its unlock again to %2, which had not confirmed it.")},
    {"locked-more",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 also gets its key onto %2 after it already held the majority.")},
    {"check-passed",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 checks its lease at %2 ms and finds %3 ms left, so it goes on.")},
    {"check-failed",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "%1 checks its lease at %2 ms, finds it has run out, and stops.")},
    {"unavailable",
     REDLOCK_TR_NOOP("redlock::sim::Narration",
                     "Nobody holds the lock from %1 to %2 ms although %3 asked for it: %4 ms "
                     "without a lock.")},
};

constexpr auto name = &argName;
constexpr auto names = &argNames;
constexpr auto ms = &argMs;
constexpr auto count = &argCount;

struct Builder {
    std::vector<Sentence> out;
    void say(Us t, const std::string& id, std::vector<SentenceArg> args) {
        out.push_back({t, id, narrationTemplate(id), std::move(args)});
    }
};

// The client's last acquire or extension that held, judged by t.
const Attempt* lastHeld(const SimResult& r, const std::string& client, Us t) {
    const Attempt* last = nullptr;
    for (const Attempt& a : r.attempts) {
        if (a.client == client && a.held && a.t2 <= t && (!last || a.t2 >= last->t2)) {
            last = &a;
        }
    }
    return last;
}

bool believesAt(const SimResult& r, const std::string& client, Us t) {
    return std::any_of(r.spans.begin(), r.spans.end(), [&](const Span& s) {
        return s.kind == SpanKind::Belief && s.lane == client && s.from <= t && t < s.to;
    });
}

// When the client's last belief begun by t ended (t itself when it had none).
Us beliefEndedBy(const SimResult& r, const std::string& client, Us t) {
    Us from = -1, to = t;
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::Belief && s.lane == client && s.from <= t && s.from >= from) {
            from = s.from;
            to = std::min(s.to, t);
        }
    }
    return to;
}

// The key of `owner` on `master` alive at some moment of [from, to], the latest such.
const Span* keyDuring(const SimResult& r, const std::string& master, const std::string& owner,
                      Us from, Us to) {
    const Span* found = nullptr;
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::KeyAlive && s.lane == master && s.owner == owner && s.from <= to &&
            s.to >= from && (!found || s.from >= found->from)) {
            found = &s;
        }
    }
    return found;
}

bool expiredAt(const SimResult& r, const std::string& master, Us t) {
    return std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
        return e.actor == master && e.kind == EventKind::Expire && e.t == t;
    });
}

// A release at the end of the work: what it did on each master that held the key when it was
// sent (releaseOutcome, monitor.h: the account the claims read too).
void released(const SimResult& r, const TraceEvent& e, Builder& b) {
    const ReleaseOutcome o = releaseOutcome(r, e.actor, e.t);
    const auto n = [](const std::vector<std::string>& v) {
        return count(static_cast<std::int64_t>(v.size()));
    };
    if (o.inFlight()) { // a clipped run: what the release did is not known yet
        b.say(e.t, "released-sent", {name(e.actor)});
        return;
    }
    if (o.holdingAtSend.empty()) {
        b.say(e.t, "released-gone", {name(e.actor)});
    } else if (o.deleted.empty() && o.stillHolding.empty()) {
        b.say(e.t, "released-sent", {name(e.actor)}); // the keys ended first: said below
    } else if (o.stillHolding.empty()) {
        b.say(e.t, "released", {name(e.actor), names(o.deleted)});
    } else if (o.deleted.empty()) {
        b.say(e.t, "released-none", {name(e.actor), names(o.stillHolding), n(o.stillHolding)});
    } else {
        b.say(e.t, "released-partly",
              {name(e.actor), names(o.deleted), n(o.deleted), names(o.stillHolding),
               n(o.stillHolding)});
    }
    // What the release found is said when it is through (a hung master serves it seconds
    // later): at that moment it becomes true, and a reader stepping through the run meets it
    // there, not seconds back beside the send. The send's time rides along (not in the text).
    // Not yet through (a message still on its way or waiting at a hung master): nothing yet.
    if (o.through < 0) {
        return;
    }
    if (!o.expiredFirst.empty()) {
        b.say(o.through, "release-after-expiry", {name(e.actor), names(o.expiredFirst), ms(e.t)});
    }
    if (!o.goneFirst.empty()) {
        b.say(o.through, "release-after-loss",
              {name(e.actor), names(o.goneFirst), n(o.goneFirst), ms(e.t)});
    }
}

void attempts(const SimResult& r, Builder& b) {
    std::vector<std::string> toldBlocked; // "client/master/owner": told once, at the first refusal
    for (const Attempt& a : r.attempts) {
        if (!a.missing.empty()) {
            b.say(a.t2, "no-answer", {name(a.client), names(a.missing)});
        }
        if (!a.unreachable.empty()) {
            b.say(a.t2, "request-failed", {name(a.client), names(a.unreachable)});
        }
        if (!a.skipped.empty()) {
            b.say(a.t2, "early-stop",
                  {name(a.client), count(a.n - static_cast<int>(a.skipped.size())), count(a.n),
                   count(a.votes), count(static_cast<std::int64_t>(a.skipped.size())),
                   names(a.skipped)});
        }
        // Refusals by keys whose owner did not believe it held the lock when the attempt began:
        // leftover keys (a lost unlock, a holder cut off before its release). One sentence per
        // owner, the first time a client meets that residue.
        std::vector<std::string> owners;
        for (const auto& blocked : a.blocked) {
            if (std::find(owners.begin(), owners.end(), blocked.second) == owners.end()) {
                owners.push_back(blocked.second);
            }
        }
        for (const std::string& owner : owners) {
            const bool ownerBelieves =
                std::any_of(r.spans.begin(), r.spans.end(), [&](const Span& s) {
                    return s.kind == SpanKind::Belief && s.lane == owner && s.from <= a.t1 &&
                           a.t1 < s.to;
                });
            std::vector<std::string> where;
            for (const auto& [master, o] : a.blocked) {
                if (o == owner) {
                    where.push_back(master);
                }
            }
            std::string key = a.client + "/" + owner + "/";
            for (const std::string& m : where) {
                key += m + ",";
            }
            if (ownerBelieves ||
                std::find(toldBlocked.begin(), toldBlocked.end(), key) != toldBlocked.end()) {
                continue;
            }
            toldBlocked.push_back(key);
            // A key written by the owner's own attempt overlapping this one is a split vote; a
            // key of an earlier hold of the owner (a lost unlock, a restart that kept it) is
            // residue, even while the owner asks again. Told apart by the key's value.
            std::vector<std::string> split, residue;
            for (const std::string& m : where) {
                const Span* k = keyDuring(r, m, owner, a.t1, a.t2);
                const bool ours =
                    k && std::any_of(r.attempts.begin(), r.attempts.end(), [&](const Attempt& o) {
                        return o.client == owner && o.kind == AttemptKind::Acquire &&
                               o.t1 <= a.t2 && a.t1 <= o.t2 && o.value == k->value;
                    });
                (ours ? split : residue).push_back(m);
            }
            if (!split.empty()) {
                b.say(a.t2, "blocked-concurrent",
                      {name(a.client), names(split), name(owner),
                       count(static_cast<std::int64_t>(split.size()))});
            }
            // Residue: how long did those keys stay? Until their TTL (or the run's end), or until
            // something deleted them (an unlock sent again, a wiped restart): one sentence for
            // each group, so neither speaks for a key of the other.
            Us deleted = -1;
            std::vector<std::string> removed, lasting;
            for (const std::string& m : residue) {
                const Span* left = keyDuring(r, m, owner, a.t1, a.t2);
                if (left && left->to < r.endUs && !expiredAt(r, m, left->to)) {
                    deleted = std::max(deleted, left->to);
                    removed.push_back(m);
                } else {
                    lasting.push_back(m);
                }
            }
            if (!removed.empty()) {
                b.say(a.t2, "blocked-until",
                      {name(a.client), names(removed), name(owner), ms(deleted)});
            }
            if (!lasting.empty()) {
                b.say(a.t2, "blocked", {name(a.client), names(lasting), name(owner)});
            }
        }
        const bool extend = a.kind == AttemptKind::Extend;
        if (a.held) {
            b.say(a.t2, extend ? "extended" : "held",
                  {name(a.client), count(a.votes), count(a.n), names(a.voters), ms(a.elapsedUs),
                   ms(a.validityUs), ms(a.beliefEnd)});
        } else if (extend && a.late) {
            b.say(a.t2, "extend-late", {name(a.client), ms(a.t2)});
        } else if (extend) {
            b.say(a.t2, "extend-refused",
                  {name(a.client), count(a.votes), count(a.n), ms(a.elapsedUs), ms(a.validityUs)});
        } else {
            // A refused acquire, by judge()'s reason (none: it failed before a verdict).
            switch (a.reason.value_or(Reason::NoMajority)) {
            case Reason::PastTtl:
                b.say(a.t2, "refused-past-ttl",
                      {name(a.client), ms(a.elapsedUs), ms(a.ttlMs * 1000), ms(a.validityUs)});
                break;
            case Reason::DriftAteRest:
                b.say(a.t2, "refused-drift",
                      {name(a.client), ms(a.elapsedUs), ms(a.driftUs), ms(a.ttlMs * 1000),
                       ms(a.validityUs)});
                break;
            case Reason::NoMajority:
            case Reason::Held: // not held, yet judged so: only the votes can say why
                b.say(a.t2, "refused-no-majority",
                      {name(a.client), count(a.votes), count(a.n), names(a.voters),
                       count(quorumOf(a.n))});
                break;
            }
        }
    }
    // What the client did next, from its own events.
    // Per client: when its held extensions were judged (sorted), so each event below is
    // counted without another pass over every attempt.
    std::map<std::string, std::vector<Us>> extendsHeld;
    for (const Attempt& a : r.attempts) {
        if (a.kind == AttemptKind::Extend && a.held) {
            extendsHeld[a.client].push_back(a.t2);
        }
    }
    for (auto& [client, t2s] : extendsHeld) {
        std::sort(t2s.begin(), t2s.end());
    }
    for (const TraceEvent& e : r.events) {
        switch (e.kind) {
        case EventKind::ExtendCapped: {
            const std::vector<Us>& t2s = extendsHeld[e.actor];
            const auto n = std::upper_bound(t2s.begin(), t2s.end(), e.t) - t2s.begin();
            const Attempt* held = lastHeld(r, e.actor, e.t);
            if (held && held->beliefEnd > e.t && believesAt(r, e.actor, e.t)) {
                b.say(e.t, "extend-capped", {name(e.actor), count(n), ms(held->beliefEnd)});
            } else {
                b.say(e.t, "extend-capped-ended",
                      {name(e.actor), count(n), ms(beliefEndedBy(r, e.actor, e.t))});
            }
            break;
        }
        case EventKind::BeliefEnd:
            if (!e.ended) {
                break;
            }
            switch (*e.ended) {
            case BeliefEnded::Released:
                released(r, e, b);
                break;
            case BeliefEnded::NotReleased:  // release-skipped tells it
            case BeliefEnded::ExtendFailed: // extend-refused or extend-late tells it
            case BeliefEnded::Expired:      // the attempt's verdict said when it would
                break;
            }
            break;
        case EventKind::ReleaseSkipped: {
            // The no_release fault: which masters keep the key of its last hold.
            const Attempt* held = lastHeld(r, e.actor, e.t);
            std::vector<std::string> holding;
            for (const Span& s : r.spans) {
                if (held && s.kind == SpanKind::KeyAlive && s.value == held->value &&
                    s.from <= e.t && e.t < s.to) {
                    holding.push_back(s.lane);
                }
            }
            if (holding.empty()) {
                b.say(e.t, "release-skipped-gone", {name(e.actor)});
            } else {
                b.say(e.t, "release-skipped",
                      {name(e.actor), names(holding),
                       count(static_cast<std::int64_t>(holding.size()))});
            }
            break;
        }
        case EventKind::ReleaseRetry:
            b.say(e.t, "unlock-retried", {name(e.actor), names(e.masters)});
            break;
        case EventKind::LockedMore:
            b.say(e.t, "locked-more", {name(e.actor), names({e.master})});
            break;
        case EventKind::Check: {
            // What the client believed at that moment: its last held acquire or extension
            // (a belief span's end includes later extensions).
            const Attempt* held = lastHeld(r, e.actor, e.t);
            if (held && held->beliefEnd > e.t && believesAt(r, e.actor, e.t)) {
                b.say(e.t, "check-passed", {name(e.actor), ms(e.t), ms(held->beliefEnd - e.t)});
            }
            break;
        }
        case EventKind::CheckFailed:
            b.say(e.t, "check-failed", {name(e.actor), ms(e.t)});
            break;
        case EventKind::GiveUp: {
            // The attempts of this try only: a looping client holds the lock, releases, and
            // asks again, so its try began after its last hold or its last give-up.
            Us since = -1;
            for (const TraceEvent& g : r.events) {
                if (g.actor == e.actor && g.kind == EventKind::GiveUp && g.t < e.t) {
                    since = std::max(since, g.t);
                }
            }
            for (const Attempt& a : r.attempts) {
                if (a.client == e.actor && a.kind == AttemptKind::Acquire && a.held && a.t2 < e.t) {
                    since = std::max(since, a.t2);
                }
            }
            const auto made =
                std::count_if(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
                    return a.client == e.actor && a.kind == AttemptKind::Acquire && a.t2 <= e.t &&
                           a.t2 > since;
                });
            b.say(e.t, "gave-up", {name(e.actor), count(made)});
            break;
        }
        // Said from the attempts, messages, spans and writes (above and below), or not at all.
        case EventKind::Acquire:
        case EventKind::Vote:
        case EventKind::Refused:
        case EventKind::Timeout:
        case EventKind::RequestFailed:
        case EventKind::LateReply:
        case EventKind::EarlyStop:
        case EventKind::Verdict:
        case EventKind::Acquired:
        case EventKind::Holds:
        case EventKind::Retry:
        case EventKind::Think:
        case EventKind::Extend:
        case EventKind::Extended:
        case EventKind::ExtendFailed:
        case EventKind::Read:
        case EventKind::Write:
        case EventKind::Claim:
        case EventKind::Release:
        case EventKind::Set:
        case EventKind::Expire:
        case EventKind::Replicated:
        case EventKind::ReplicationLost:
        case EventKind::Crash:
        case EventKind::Restart:
        case EventKind::RestartDelayed:
        case EventKind::Hang:
        case EventKind::Resume:
        case EventKind::ClockJump:
        case EventKind::ClockRate:
        case EventKind::Sdown:
        case EventKind::Failover:
        case EventKind::ClaimIgnored:
        case EventKind::WriteAccepted:
        case EventKind::WriteRejected:
        case EventKind::Partition:
        case EventKind::Heal:
        case EventKind::Delay:
        case EventKind::Pause:
        case EventKind::NoRelease:
        case EventKind::Caption:
            break;
        }
    }
    // Replies read after the client had settled, grouped by client and moment, in the order
    // of each group's first reply: how many, and from which masters, each named once (a master
    // hung through several of the client's attempts answers them all when it resumes). One
    // pass with an index (a runaway run has ~10^5 messages).
    struct Late {
        const Message* first;
        std::vector<std::string> from;
        std::int64_t replies = 0;
    };
    std::map<std::pair<std::string, Us>, std::size_t> group; // (client, read) -> slot
    std::vector<Late> late;
    for (const Message& m : r.messages) {
        if (m.kind != MessageKind::Reply || m.read < 0 || !m.late) {
            continue;
        }
        const auto [it, added] = group.try_emplace({m.to, m.read}, late.size());
        if (added) {
            late.push_back({&m, {}});
        }
        Late& g = late[it->second];
        ++g.replies;
        if (std::find(g.from.begin(), g.from.end(), m.from) == g.from.end()) {
            g.from.push_back(m.from);
        }
    }
    for (const Late& g : late) {
        b.say(g.first->read, "late-replies", {name(g.first->to), names(g.from), count(g.replies)});
    }
}

void writes(const SimResult& r, Builder& b) {
    for (const StorageWrite& w : r.writes) {
        if (!w.accepted) {
            if (r.fencing == Fencing::Token) {
                b.say(w.t, "write-rejected-token",
                      {name(w.client), count(w.fence), count(w.highest)});
            } else if (w.tagOwner.empty()) {
                b.say(w.t, "write-rejected-untagged", {name(w.client)});
            } else {
                b.say(w.t, "write-rejected-tag", {name(w.client), name(w.tagOwner)});
            }
            continue;
        }
        if (w.stale) {
            // The writer's last belief before the write: ended already, or still on.
            Us ended = -1;
            bool believing = false;
            for (const Span& s : r.spans) {
                if (s.kind == SpanKind::Belief && s.lane == w.client && s.from <= w.t) {
                    believing = believing || w.t < s.to;
                    ended = std::max(ended, s.to);
                }
            }
            if (!believing && ended >= 0) {
                b.say(w.t, "stale-write",
                      {name(w.client), ms(w.t), ms(ended), name(w.newer), ms(w.newerSince)});
            } else {
                b.say(w.t, "stale-write-believing",
                      {name(w.client), ms(w.t), name(w.newer), ms(w.newerSince)});
            }
        } else if (r.fencing == Fencing::Token) {
            b.say(w.t, "write-token", {name(w.client), count(w.fence)});
        } else if (r.fencing == Fencing::CheckAndSet) {
            b.say(w.t, "write-tag", {name(w.client)});
        } else {
            b.say(w.t, "write", {name(w.client)});
        }
    }
}

// The stretches of a client's belief in which no majority held its value.
void majorities(const SimResult& r, Builder& b) {
    for (const Span& belief : r.spans) {
        if (belief.kind != SpanKind::Belief || belief.to <= belief.from) {
            continue;
        }
        std::vector<std::pair<Us, Us>> truth;
        for (const Span& s : r.spans) {
            if (s.kind == SpanKind::Truth && s.value == belief.value && s.to > s.from) {
                truth.push_back({s.from, s.to});
            }
        }
        std::sort(truth.begin(), truth.end());
        // The belief's promised end: the span is cut at the end of a (clipped) run.
        Us promised = belief.to;
        if (belief.to >= r.endUs) {
            for (const Attempt& a : r.attempts) {
                if (a.client == belief.lane && a.value == belief.value && a.held) {
                    promised = std::max(promised, a.beliefEnd);
                }
            }
        }
        Us at = belief.from;
        auto gap = [&](Us from, Us to) {
            if (to <= from) {
                return;
            }
            if (to >= belief.to) {
                b.say(from, "majority-lost", {name(belief.lane), ms(from), ms(promised)});
            } else {
                b.say(from, "majority-lost-for", {name(belief.lane), ms(from), ms(to)});
            }
        };
        for (const auto& [from, to] : truth) {
            if (to <= at) {
                continue;
            }
            if (from >= belief.to) {
                break;
            }
            gap(at, from);
            at = std::max(at, to);
        }
        if (at < belief.to) {
            gap(at, belief.to);
        }
    }
}

} // namespace

std::vector<Sentence> narrate(const SimResult& r) {
    Builder b;
    attempts(r, b);
    writes(r, b);
    majorities(r, b);
    for (const Overlap& o : r.overlaps) {
        b.say(o.from, "overlap", {name(o.a), name(o.b), ms(o.from), ms(o.to), ms(o.to - o.from)});
    }
    for (const Outage& o : r.outages) {
        b.say(o.from, "unavailable", {ms(o.from), ms(o.to), names(o.waiting), ms(o.to - o.from)});
    }
    std::stable_sort(b.out.begin(), b.out.end(),
                     [](const Sentence& x, const Sentence& y) { return x.t < y.t; });
    return b.out;
}

std::string fillTemplate(std::string_view text, const std::vector<SentenceArg>& args,
                         const std::function<std::string(const SentenceArg&)>& write) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '%' || i + 1 >= text.size() || text[i + 1] < '1' || text[i + 1] > '9') {
            out += c;
            continue;
        }
        const auto k = static_cast<std::size_t>(text[i + 1] - '1');
        ++i;
        if (i + 1 < text.size() && text[i + 1] == '[') {
            const std::size_t bar = text.find('|', i + 2);
            const std::size_t end = bar == std::string_view::npos ? bar : text.find(']', bar + 1);
            if (end != std::string_view::npos) {
                const bool one = k < args.size() && args[k].kind == SentenceArg::Kind::Count &&
                                 args[k].value == 1;
                out +=
                    one ? text.substr(i + 2, bar - (i + 2)) : text.substr(bar + 1, end - bar - 1);
                i = end;
                continue;
            }
        }
        if (k < args.size()) {
            out += write(args[k]);
        }
    }
    return out;
}

std::vector<int> msDecimalsForPeople(const std::vector<Us>& times) {
    // Below 10 ms, as many decimals as the value has; from 10 ms up, the fewest (0 first) that
    // keep every two different times of the set apart and every sum among them true as
    // written: "from 74.539 to 131.421 ms: 56.882 ms" rounded alone reads "from 75 to 131 ms:
    // 57 ms", so it is written "from 74.5 to 131.4 ms: 56.9 ms".
    const auto own = [](Us us) {
        us = us < 0 ? -us : us;
        return us % 1000 == 0 ? 0 : us % 100 == 0 ? 1 : us % 10 == 0 ? 2 : 3;
    };
    const auto big = [](Us us) { return us >= 10000 || us <= -10000; };
    const std::size_t n = times.size();
    std::vector<int> decimals(n);
    for (int d = 0;; ++d) {
        Us unit = 1000; // µs per last written digit of a big time
        for (int k = 0; k < d; ++k) {
            unit /= 10;
        }
        // A big time as written, in units of its last digit (msFixed's rounding).
        const auto written = [unit](Us us) {
            const Us mag = us < 0 ? -us : us;
            const Us q = mag / unit + (unit > 1 && mag % unit >= (unit + 1) / 2 ? 1 : 0);
            return us < 0 ? -q : q;
        };
        std::vector<std::string> texts;
        for (std::size_t i = 0; i < n; ++i) {
            decimals[i] = big(times[i]) ? d : own(times[i]);
            texts.push_back(msFixed(times[i], decimals[i]));
        }
        bool ok = true;
        for (std::size_t i = 0; i < n && ok; ++i) {
            for (std::size_t j = i + 1; j < n && ok; ++j) {
                ok = times[i] == times[j] || texts[i] != texts[j];
            }
        }
        for (std::size_t i = 0; i < n && ok; ++i) {
            for (std::size_t j = i; j < n && ok; ++j) {
                for (std::size_t k = 0; k < n && ok; ++k) {
                    if (k != i && k != j && big(times[i]) && big(times[j]) && big(times[k]) &&
                        times[i] + times[j] == times[k]) {
                        ok = written(times[i]) + written(times[j]) == written(times[k]);
                    }
                }
            }
        }
        if (ok || d == 3) { // three decimals write every microsecond
            return decimals;
        }
    }
}

std::vector<std::string> msTextsForPeople(const std::vector<Us>& times) {
    const std::vector<int> decimals = msDecimalsForPeople(times);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < times.size(); ++i) {
        out.push_back(msFixed(times[i], decimals[i]));
    }
    return out;
}

namespace {

// The sentence's own time, then each of its time arguments: written together.
std::vector<Us> timesOf(const Sentence& s) {
    std::vector<Us> times{s.t};
    for (const SentenceArg& a : s.args) {
        if (a.kind == SentenceArg::Kind::Ms) {
            times.push_back(a.value);
        }
    }
    return times;
}

} // namespace

std::string sentenceTimeForPeople(const Sentence& s) {
    return msTextsForPeople(timesOf(s)).front();
}

std::string english(const Sentence& s, MsDigits digits) {
    std::vector<std::string> times;
    if (digits == MsDigits::People) {
        times = msTextsForPeople(timesOf(s));
    }
    // times[0] is the sentence's own, then its time arguments in order.
    return fillTemplate(s.text, s.args, [&](const SentenceArg& a) -> std::string {
        switch (a.kind) {
        case SentenceArg::Kind::Name:
            return a.names.empty() ? std::string() : a.names.front();
        case SentenceArg::Kind::Names: {
            std::string list;
            for (const std::string& n : a.names) {
                list += (list.empty() ? "" : ", ") + n;
            }
            return list.empty() ? "none" : list;
        }
        case SentenceArg::Kind::Ms:
            if (digits == MsDigits::People) {
                // The argument's place among the sentence's times, from its position in the
                // arguments (a template may write them in another order, or one twice): after
                // the sentence's own time, one per time argument before it.
                const auto at = s.args.begin() + (&a - s.args.data());
                return times[1 + static_cast<std::size_t>(
                                     std::count_if(s.args.begin(), at, [](const SentenceArg& x) {
                                         return x.kind == SentenceArg::Kind::Ms;
                                     }))];
            }
            return msText(a.value);
        case SentenceArg::Kind::Count:
            return std::to_string(a.value);
        }
        return {};
    });
}

const std::vector<std::pair<const char*, const char*>>& narrationTemplates() {
    return kTemplates;
}

const char* narrationTemplate(std::string_view id) {
    for (const auto& [i, t] : kTemplates) {
        if (id == i) {
            return t;
        }
    }
    return "";
}

} // namespace redlock::sim
