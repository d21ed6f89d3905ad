// redlockctl acquire: one Redlock acquire against real masters, then hold and release.
#include "app/redlockctl/commands.h"
#include "app/redlockctl/live_setup.h"

#include "core/valkey/poll_fan_out.h"

#include <ostream>
#include <random>

namespace redlockctl {

using namespace redlock;

int cmdAcquire(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "acquire", Redis);
    if (!args) {
        return badInput(err, "acquire", args.error().message);
    }
    auto setup = liveSetup(*args);
    if (!setup) {
        return badInput(err, "acquire", setup.error().message);
    }
    auto resource = args->required("resource");
    if (resource) {
        resource = checkResource(*resource);
    }
    if (!resource) {
        return badInput(err, "acquire", resource.error().message);
    }
    auto hold = args->integer("hold", 0, 0, 86400000, "ms");
    if (!hold) {
        return badInput(err, "acquire", hold.error().message);
    }
    const bool json = args->has("json");
    const bool keep = args->has("keep");

    PollFanOut fanOut(setup->masters, setup->valkey);
    Redlock client(fanOut, setup->options, Rng{std::random_device{}()});
    const AcquireResult r = client.acquire(*resource);
    const Attempt& last = r.attempts.back();
    const Verdict& v = *last.verdict;

    std::optional<Attempt> released;
    if (r.held && !keep) {
        if (*hold > 0) {
            fanOut.sleep(Millis(*hold)); // the critical section of this demo
        }
        // The report lists every master's answer to the release, so wait for all of them.
        auto all = setup->options;
        all.settleEarly = false;
        released = Redlock(fanOut, all).release(r.lock);
    }

    if (json) {
        JsonWriter j;
        j.beginObject()
            .field("held", r.held)
            .field("reason", reasonName(v.reason))
            .field("fanout", fanOutModeName(setup->options.fanout))
            .field("votes", last.votes)
            .field("quorum", v.quorum)
            .field("elapsed_ms", toMs(v.elapsed))
            .field("drift_ms", toMs(v.drift));
        // A refused acquire has no validity: judge()'s arithmetic would print one (9 897 ms
        // for a no-majority refusal), but no lock exists to be valid.
        if (r.held) {
            j.field("validity_ms", toMs(v.validity));
        } else {
            j.null("validity_ms");
        }
        j.field("attempts", static_cast<int>(r.attempts.size()))
            .field("key", last.key)
            .field("token", last.token);
        jsonMasters(j, "masters", last.masters);
        if (!r.held) {
            // The release-on-all that follows a refusal, master by master.
            jsonMasters(j, "cleanup", last.cleanup);
        }
        if (released) {
            j.field("released", released->votes);
            jsonMasters(j, "release", released->masters);
        }
        j.endObject();
        out << j.str() << "\n";
    } else {
        out << (r.held ? "held" : "refused") << " (" << reasonName(v.reason) << "): " << last.votes
            << "/" << v.n << " votes, quorum " << v.quorum << ", attempt " << r.attempts.size()
            << ", " << fanOutModeName(setup->options.fanout) << " fan-out\n";
        out << "key " << last.key << "  token " << last.token << "\n";
        out << "elapsed " << toMs(v.elapsed) << " ms, drift " << toMs(v.drift) << " ms, ";
        if (r.held) {
            out << "validity " << toMs(v.validity) << " ms\n";
        } else {
            out << "no validity: the lock was refused\n";
        }
        printMasters(out, last.masters);
        if (!r.held) {
            int deleted = 0;
            for (const auto& m : last.cleanup) {
                deleted += m.reply.outcome == Outcome::Ok ? 1 : 0;
            }
            out << "release on all " << last.cleanup.size()
                << " masters after the refusal: " << deleted << " deleted this token's key\n";
            printMasters(out, last.cleanup);
        }
        if (released) {
            out << "released on " << released->votes << "/" << v.n << " after holding " << *hold
                << " ms\n";
        } else if (r.held) {
            out << "kept: expires by TTL, or run `redlockctl release --token " << last.token
                << "`\n";
        }
    }
    return r.held ? 0 : 1;
}

} // namespace redlockctl
