#include "app/redlockctl/help.h"

#include <ostream>

namespace redlockctl {

namespace {

struct CommandHelp {
    std::string_view name;
    std::string_view synopsis; // one or more lines, each starting with the command name
    std::string_view summary;
    std::string_view options; // "  --name VALUE   meaning (default)" lines
};

constexpr std::string_view kLiveOptions =
    "  --masters H:P,...  the masters, 1 to 9 host:port addresses (required)\n"
    "  --ttl MS           lock time to live (10000)\n"
    "  --timeout MS       per-master deadline, 1-1000 ms and below the TTL (50)\n"
    "  --retries N        extra attempts after a refused acquire (0)\n"
    "  --password PW      AUTH password of the masters (none)\n"
    "  --tls              speak TLS to the masters; their certificates must chain to the\n"
    "                     system's CAs (or --tls-ca) and name the address given\n"
    "  --tls-ca FILE      PEM CA certificates to trust instead (implies --tls)\n"
    "  --tls-cert FILE    client certificate, for masters with tls-auth-clients (implies\n"
    "                     --tls; with --tls-key)\n"
    "  --tls-key FILE     the client certificate's private key (unencrypted PEM)\n"
    "  --prefix P         key prefix, the only keys redlockctl writes (redlock-lab:)\n"
    "  --foreign-prefix   allow a --prefix outside redlock-lab: (an explicit choice)\n"
    "  --backend etcd     an etcd lease lock instead of Redlock: with --etcd URLS or --spawn N\n"
    "  --etcd URLS        etcd members as http://H:P,... (etcd backend)\n"
    "  --spawn N          start a local N-member etcd cluster for this command (etcd backend)\n";

// acquire and bench: the order in which the SETs go out.
#define FANOUT_HELP                                                                                \
    "  --fanout F         parallel: all masters at once; sequential: one after another,\n"         \
    "                     each with its own timeout, stopping once a majority is out of\n"         \
    "                     reach; the release always goes to all masters (parallel)\n"

// acquire, release and bench share the live options above (REDLOCKCTL_LIVE_OPTIONS).
constexpr CommandHelp kCommands[] = {
    {"acquire",
     "acquire --masters H:P,... --resource R [--ttl MS] [--timeout MS] [--retries N]\n"
     "        [--fanout parallel|sequential] [--hold MS] [--keep] [--password PW]\n"
     "        [--prefix P] [--json]",
     "Acquire one lock on all masters, print the verdict and the token, then release it\n"
     "(after --hold) unless --keep is given.",
     "  --resource R       the resource to lock (required)\n" FANOUT_HELP
     "  --hold MS          keep the lock this long before releasing it (0)\n"
     "  --keep             do not release: print the token for a later `release`\n"
     "  --fenced-write     etcd backend: after --hold, write once with the fence through the\n"
     "                     caller's guarded register (JSON lines on stdout and stdin; used\n"
     "                     by `compare --live`)\n"},
    {"release",
     "release --masters H:P,... --resource R --token T [--password PW] [--prefix P] [--json]",
     "Release a lock taken with `acquire --keep`: a token-checked delete on every master.",
     "  --resource R       the locked resource (required)\n"
     "  --token T          the token `acquire --keep` printed (required)\n"
     "  --fence REV        etcd backend: the fence (create revision) acquire printed\n"
     "  --lease ID         etcd backend: the lease acquire printed\n"},
    {"bench",
     "bench --masters H:P,... [--cycles N] [--concurrency C] [--ttl MS] [--timeout MS]\n"
     "      [--fanout parallel|sequential] [--pause MS] [--password PW] [--json]",
     "Acquire and release in a loop and report rates and latency percentiles.",
     "  --cycles N         acquire/release cycles in all, 1-10000000 (1000)\n"
     "  --concurrency C    clients running at once, 1-64 (1)\n" FANOUT_HELP
     "  --pause MS         wait between a client's cycles, 0-10000 (0)\n"},
    {"masters",
     "masters start|stop|status [--count N] [--base-port P] [--dir D]\n"
     "        [--persistence none|always] [--json]\n"
     "masters start|stop|status --docker [--image IMG] [--count N] [--base-port P]\n"
     "        [--persistence none|always] [--project NAME] [--json]\n"
     "masters crash|hang|resume|restart --index I [--docker] [--dir D] [--json]",
     "Start, stop or list local redis-server/valkey-server masters on loopback ports, or\n"
     "masters in Docker containers (host network, labelled, found again by the label;\n"
     "never pulls an image). crash|hang|resume|restart hurt one master: kill, SIGSTOP or\n"
     "docker pause, SIGCONT or unpause, kill and start again.",
     "  start|stop|status  the action (required, exactly one)\n"
     "  crash|hang|resume|restart  a fault on master --index I\n"
     "  --count N          masters to start, 1-9 (5)\n"
     "  --base-port P      first port; 0 picks free ports (0)\n"
     "  --dir D            state directory for pids and data (per-user default)\n"
     "  --persistence M    none or always (appendfsync always; Docker: a volume) (none)\n"
     "  --docker           masters in containers on DOCKER_HOST or /var/run/docker.sock\n"
     "  --image IMG        --docker start: image whose command is valkey-server or\n"
     "                     redis-server (valkey/valkey:8)\n"
     "  --project NAME     --docker status and faults: a compose project's containers\n"
     "  --index I          the master a fault hits, 0-8\n"
     "  --etcd             a local etcd cluster instead (--count defaults to 3)\n"},
    {"simulate",
     "simulate --scenario NAME [--variant V] [--seed S] [--file PATH] [--json]\n"
     "simulate --scenario NAME [--variant V] --live [--spawn N] [--scale K] [--json]\n"
     "simulate --scenario availability --n N --p-down P --trials T [--seed S] [--json]\n"
     "simulate --scenario choose [--json]\n"
     "simulate --scenario repeated-partitions --sweep-partitions N [--json]",
     "Run a built-in or file scenario in the discrete-event simulator, estimate the\n"
     "availability of N masters that are each down with probability P, run every lock\n"
     "design against every fault (choose: overlap, stale writes, unavailable time per cell),\n"
     "or measure the unavailable time after 0..N partitions (repeated-partitions).\n"
     "--live plays the scenario on real local servers instead (real clients, clock jumps,\n"
     "partitions, crashes), times scaled down, and prints the same fields plus \"live\": true.",
     "  --scenario NAME    a built-in scenario, availability or choose\n"
     "  --variant V        the scenario's variant (its default)\n"
     "  --file PATH        a scenario file instead of a built-in one\n"
     "  --seed S           seed of the simulator's random engine (1)\n"
     "  --n N              availability: number of masters (5)\n"
     "  --p-down P         availability: probability a master is down (0.1)\n"
     "  --trials T         availability: Monte Carlo trials (1000000)\n"
     "  --live             play it on real local servers (scenario names and files only)\n"
     "  --spawn N          --live: servers to start, the scenario's master count (its count)\n"
     "  --scale K          --live: divide the file's times by K (the largest it allows)\n"
     "  --sweep-partitions N  repeated-partitions: N holders in turn, run with 0..N of\n"
     "                     their releases lost to a partition, 1-20\n"},
    {"check",
     "check [--spawn N] [--clients K] [--duration S] [--faults LIST]\n"
     "      [--restart-delay auto|MS] [--persistence none|always] [--ttl MS] [--timeout MS]\n"
     "      [--seed S] [--jump auto|MS] [--rate-ppm auto|PPM] [--docker [--image IMG]] [--json]",
     "Start N local servers (or containers, --docker), let K clients contend for one lock\n"
     "under injected faults, and\n"
     "check that no two clients ever believed they held it at once (exit 1 if they did).\n"
     "Clock faults shift a server's wall clock (LD_PRELOAD); link faults go through a proxy\n"
     "per master. --faults clock-jump alone plays Kleppmann's case step by step.",
     "  --spawn N          servers to start, 3-9 (5)\n"
     "  --clients K        contending clients, 1-16 (4)\n"
     "  --duration S       run length in seconds, 1-3600 (15)\n"
     "  --faults LIST      hang,crash,restart,pause-client,clock-jump,clock-rate,\n"
     "                     delay,partition, or none (hang,crash,restart)\n"
     "  --restart-delay D  auto (TTL + margin) or MS before a stopped server returns (auto)\n"
     "  --persistence M    none or always (none)\n"
     "  --ttl MS           lock time to live (400)\n"
     "  --timeout MS       per-master deadline, 1-1000 (50)\n"
     "  --seed S           seed of the fault schedule and the clients' delays (1)\n"
     "  --jump MS          clock-jump size; auto = half the drift allowance (auto)\n"
     "  --rate-ppm PPM     clock-rate error; auto = half the drift factor, 5000 (auto)\n"
     "  --docker           servers in Docker containers: crash = kill, hang = pause,\n"
     "                     restart = stop + start (no clock faults)\n"
     "  --image IMG        their image (valkey/valkey:8)\n"},
    {"compare", "compare --live [--ttl MS] [--timeout MS] [--samples N] [--json]",
     "Run the choosing-a-lock page's faults on real processes: kill the etcd leader while a\n"
     "client holds the lock; freeze (SIGSTOP) the holder past its lease and let it write with\n"
     "its old fence; kill 2 of 5 Redis masters and 1 of 3 etcd members and acquire. Starts its\n"
     "own servers on free loopback ports and stops every one by pid, also on Ctrl+C/SIGTERM.\n"
     "A last line says how many times as long etcd's acquire took as Redlock's (same run).\n"
     "Exit 1 when a row could not be measured.",
     "  --live             run on real processes (required)\n"
     "  --ttl MS           etcd lease and Redlock TTL, whole seconds, 2000-10000 (2000);\n"
     "                     the leader's kill uses at least 5000\n"
     "  --timeout MS       per etcd request, below the TTL (500)\n"
     "  --samples N        acquires measured per minority row, 1-1000 (5)\n"},
    {"explore",
     "explore [--masters N] [--clients K] [--ttl MS] [--tick MS] [--max-delay MS] [--loss]\n"
     "        [--max-pause MS] [--clock-jump MS] [--rate-ppm PPM]\n"
     "        [--restart none|immediate|delayed] [--persistence none|always]\n"
     "        [--fencing off|monotonic|cas] [--fanout parallel|sequential] [--naive-client]\n"
     "        [--attempts A] [--progress] [--no-symmetry] [--max-depth D] [--max-states S]\n"
     "        [--json]",
     "Can it break? Search a model of Redlock, breadth first, for the shortest schedule in\n"
     "which two clients both believe they hold the lock, or the storage accepts a write of an\n"
     "older holder after a newer one's, within the faults the options allow (every budget at\n"
     "0: that fault never happens). The verdict is a violation with its schedule and the\n"
     "assumption it breaks, the state space exhausted (a proof for this model), or no\n"
     "violation up to the depth or state budget (bounded: not a proof). --json carries the\n"
     "schedule as \"scenario\", a file for `simulate --file`. Exit 1 when a violation was found.",
     "  --masters N        Redis masters, 3-7 (5)\n"
     "  --clients K        clients contending for the lock, 2-3 (2)\n"
     "  --ttl MS           lock time to live (30)\n"
     "  --tick MS          the model's time step; 0 = the drift allowance, whole ms (0)\n"
     "  --max-delay MS     each message takes 0 to this long, at most 14 ticks (0)\n"
     "  --loss             a message may be lost\n"
     "  --max-pause MS     one stop-the-world pause per client, up to this long (0)\n"
     "  --clock-jump MS    one forward wall-clock jump per master, up to this (0)\n"
     "  --rate-ppm PPM     a master's clock may run this many ppm fast, 0-1000000 (0)\n"
     "  --restart R        none: masters never crash; immediate: a crashed master may come\n"
     "                     back at once; delayed: not before one TTL (none)\n"
     "  --persistence P    none or always (fsync before the OK) (none)\n"
     "  --fencing F        the storage checks off, a monotonic token, or a compare-and-set\n"
     "                     on the lock's random value (off)\n"
     "  --fanout F         parallel or sequential, as for acquire (parallel)\n"
     "  --naive-client     no validity check: T2 is read when the last SET left\n"
     "  --attempts A       acquire attempts per client, 1-3 (2)\n"
     "  --progress         also a violation: with no fault at all, every client gave up\n"
     "  --no-symmetry      keep interchangeable clients and masters apart (more states; to\n"
     "                     measure what the reduction saves)\n"
     "  --max-depth D      stop after D steps; 0 = no limit (0)\n"
     "  --max-states S     stop after S distinct states, 1-2000000000 (2000000)\n"},
};

bool takesLiveOptions(std::string_view name) {
    return name == "acquire" || name == "release" || name == "bench";
}

} // namespace

void printUsage(std::ostream& os) {
    os << "usage: redlockctl <command> [options] [--json]\n"
          "       redlockctl <command> --help | redlockctl --version\n"
          "commands:\n";
    for (const CommandHelp& c : kCommands) {
        os << "  " << c.synopsis << "\n";
    }
    os << "every command takes --json for machine-readable output and --help for its options.\n"
          "defaults: --ttl 10000, --timeout 50 (per master, 1-1000 ms, below the TTL),\n"
          "          --prefix redlock-lab: (the only keys redlockctl ever writes)\n"
          "exit status: 0 success, 1 refused, 2 bad input\n";
}

bool printCommandHelp(std::string_view command, std::ostream& os) {
    for (const CommandHelp& c : kCommands) {
        if (c.name != command) {
            continue;
        }
        os << "usage: redlockctl " << c.synopsis << "\n\n" << c.summary << "\n\noptions:\n";
        if (takesLiveOptions(c.name)) {
            os << kLiveOptions;
        }
        os << c.options << "  --json             machine-readable output\n"
           << "  --help             this text\n"
           << "exit status: 0 success, 1 refused, 2 bad input\n";
        return true;
    }
    return false;
}

} // namespace redlockctl
