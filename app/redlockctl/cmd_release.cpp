// redlockctl release: token-checked release of a lock on every master.
#include "app/redlockctl/commands.h"
#include "app/redlockctl/live_setup.h"

#include "core/lock/quorum.h"
#include "core/lock/token.h"
#include "core/valkey/poll_fan_out.h"

#include <ostream>

namespace redlockctl {

using namespace redlock;

int cmdRelease(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "release", Redis);
    if (!args) {
        return badInput(err, "release", args.error().message);
    }
    auto setup = liveSetup(*args);
    if (!setup) {
        return badInput(err, "release", setup.error().message);
    }
    auto resource = args->required("resource");
    if (resource) {
        resource = checkResource(*resource);
    }
    if (!resource) {
        return badInput(err, "release", resource.error().message);
    }
    auto token = args->required("token");
    if (token) {
        token = checkToken(*token);
    }
    if (!token) {
        return badInput(err, "release", token.error().message);
    }

    PollFanOut fanOut(setup->masters, setup->valkey);
    auto options = setup->options;
    options.settleEarly = false; // report every master's answer, not just the first majority
    Redlock client(fanOut, options);
    Lock lock;
    lock.resource = *resource;
    lock.key = client.keyFor(*resource);
    lock.token = *token;
    const Attempt a = client.release(lock);
    const int n = client.size();
    // Released means the token no longer holds a majority anywhere it did; we can only tell
    // that it was deleted on `votes` masters. Fewer than a majority: report as refused.
    const bool ok = a.votes >= quorumOf(n);

    if (args->has("json")) {
        JsonWriter j;
        j.beginObject()
            .field("released", ok)
            .field("votes", a.votes)
            .field("quorum", quorumOf(n))
            .field("elapsed_ms", toMs(a.t2 - a.t1))
            .field("key", lock.key)
            .field("token", lock.token);
        jsonMasters(j, "masters", a.masters);
        j.endObject();
        out << j.str() << "\n";
    } else {
        out << (ok ? "released" : "not released") << ": deleted on " << a.votes << "/" << n
            << " (quorum " << quorumOf(n) << ")\n";
        printMasters(out, a.masters);
    }
    return ok ? 0 : 1;
}

} // namespace redlockctl
