// redlockctl compare --live: the live column of the choosing-a-lock page. The faults run on real
// processes this command starts (five Redis/Valkey servers, a three-member etcd cluster, and
// itself as the client that is frozen), each stopped by pid on the way out, also after Ctrl+C
// or SIGTERM. All numbers and sentences come from core/compare; this file parses and prints.
#include "app/redlockctl/commands.h"

#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/etcd_setup.h"
#include "core/compare/live_compare.h"
#include "core/servers/process.h"

#include <ostream>
#include <unistd.h>

namespace redlockctl {

using namespace redlock;
using namespace redlock::compare;

int cmdCompare(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "compare");
    if (!args) {
        return badInput(err, "compare", args.error().message);
    }
    if (!args->has("live")) {
        return badInput(err, "compare",
                        "missing --live: expected --live (the simulator's design x fault matrix is "
                        "`redlockctl simulate --scenario choose`)");
    }
    auto ttl = args->integer("ttl", 2000, 2000, 10000, "ms");
    auto timeout = args->integer("timeout", 500, 1, 10000, "ms");
    auto samples = args->integer("samples", 5, 1, 1000);
    for (const auto* v : {&ttl, &timeout, &samples}) {
        if (!*v) {
            return badInput(err, "compare", v->error().message);
        }
    }
    LiveCompareOptions o;
    o.ttl = Millis(*ttl);
    o.etcdTimeout = Millis(*timeout);
    o.samples = static_cast<int>(*samples);
    o.clientProgram = processLink(::getpid(), "exe"); // this redlockctl runs the frozen client
    if (auto ok = checkLiveCompareOptions(o); !ok) {
        return badInput(err, "compare", ok.error().message);
    }
    catchStopSignals(); // Ctrl+C/SIGTERM end the run in order: every process stopped by pid
    o.stop = [] { return interrupted(); };
    const LiveCompare c = runLiveCompare(o);
    out << (args->has("json") ? liveCompareJson(c) + "\n" : liveCompareText(c));
    if (!c.error.empty()) {
        err << "redlockctl compare: " << c.error << "\n";
        return 1;
    }
    bool complete = c.rows.size() == 4 && !c.interrupted;
    for (const LiveRow& r : c.rows) {
        complete = complete && r.outcome != LiveOutcome::NotRun;
    }
    return complete ? 0 : 1;
}

} // namespace redlockctl
