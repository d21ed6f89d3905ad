// The one table of redlockctl's options (options.h). A row: the option's name, its value's name
// (none for a flag), the help text, the default, the parsers that accept it and, for the man page
// only, more sentences. The order of the rows is the order of `--help` and of the man page.
#include "app/redlockctl/options.h"

namespace redlockctl {

namespace {

constexpr unsigned kBoth = Redis | Etcd;

// acquire, release and bench: the masters and the client (Redis), or the etcd members.
constexpr Option kLive[] = {
    {.name = "masters",
     .metavar = "H:P,...",
     .help = "the masters, 1 to 9 host:port addresses",
     .def = "required",
     .modes = Redis,
     .man = "Comma-separated. Output names them M1 to Mn in this order, before each address (JSON "
            "\\fBname\\fR)."},
    {.name = "ttl", .metavar = "MS", .help = "lock time to live", .def = "10000", .modes = kBoth},
    {.name = "timeout",
     .metavar = "MS",
     .help = "per-master deadline, 1-1000 ms and below the TTL",
     .def = "50",
     .modes = kBoth},
    {.name = "retries",
     .metavar = "N",
     .help = "extra attempts after a refused acquire",
     .def = "0",
     .modes = Redis,
     .man = "Each after the retry delay plus a random jitter."},
    {.name = "password",
     .metavar = "PW",
     .help = "AUTH password of the masters",
     .def = "none",
     .modes = Redis},
};

// acquire, release, bench and check: how the client speaks TLS to the masters.
constexpr Option kTlsClient[] = {
    {.name = "tls",
     .help = "speak TLS to the masters; their certificates must chain to the\n"
             "system's CAs (or --tls-ca) and name the address given",
     .modes = Redis | Single,
     .man = "A master speaking TLS is a redis-server started with \\fB\\-\\-tls\\-port\\fR. The "
            "address as given is checked against the certificate: an IP address as an IP subject "
            "alternative name, a host name as a DNS name (also sent as SNI). A refused certificate "
            "is the master's error, with the reason."},
    {.name = "tls-ca",
     .metavar = "FILE",
     .help = "PEM CA certificates to trust instead (implies --tls)",
     .modes = Redis | Single},
    {.name = "tls-cert",
     .metavar = "FILE",
     .help = "client certificate, for masters with tls-auth-clients (implies\n"
             "--tls; with --tls-key)",
     .modes = Redis | Single,
     .man = "For masters started with \\fBtls\\-auth\\-clients yes\\fR."},
    {.name = "tls-key",
     .metavar = "FILE",
     .help = "the client certificate's private key (unencrypted PEM)",
     .modes = Redis | Single},
};

constexpr Option kLiveTail[] = {
    {.name = "prefix",
     .metavar = "P",
     .help = "key prefix, the only keys redlockctl writes",
     .def = "redlock-lab:",
     .modes = kBoth},
    {.name = "foreign-prefix",
     .help = "allow a --prefix outside redlock-lab: (an explicit choice)",
     .modes = Redis},
    {.name = "backend",
     .metavar = "etcd",
     .help = "an etcd lease lock instead of Redlock: with --etcd URLS or --spawn N",
     .modes = Etcd,
     .kind = Kind::Taken,
     .man = "\\fB\\-\\-backend redis\\fR, the default, is Redlock."},
    {.name = "etcd",
     .metavar = "URLS",
     .help = "etcd members as http://H:P,... (etcd backend)",
     .modes = Etcd},
    {.name = "spawn",
     .metavar = "N",
     .help = "start a local N-member etcd cluster for this command (etcd backend)",
     .modes = Etcd,
     .man = "Its members are stopped by pid on the way out, also on Ctrl+C and SIGTERM."},
};

// acquire and bench: the order in which the SETs go out.
constexpr Option kFanout[] = {
    {.name = "fanout",
     .metavar = "F",
     .help = "parallel: all masters at once; sequential: one after another,\n"
             "each with its own timeout, stopping once a majority is out of\n"
             "reach; the release always goes to all masters",
     .def = "parallel",
     .modes = Redis,
     .man =
         "\\fIparallel\\fR settles as soon as the majority is decided; with \\fIsequential\\fR a "
         "hung master adds its whole timeout to the elapsed time, and the client asks every "
         "master, also after the majority was reached, unless the masters left cannot make up "
         "the majority. The JSON output names the order in \\fIfanout\\fR."},
};

constexpr Option kAcquire[] = {
    {.name = "resource",
     .metavar = "R",
     .help = "the resource to lock",
     .def = "required",
     .modes = kBoth},
};

constexpr Option kAcquireHold[] = {
    {.name = "hold",
     .metavar = "MS",
     .help = "keep the lock this long before releasing it",
     .def = "0",
     .modes = kBoth},
    {.name = "keep",
     .help = "do not release: print the token for a later `release`",
     .modes = kBoth},
    {.name = "fenced-write",
     .help = "etcd backend: after --hold, write once with the fence through the\n"
             "caller's guarded register (JSON lines on stdout and stdin; used\n"
             "by `compare --live`)",
     .modes = Etcd},
};

constexpr Option kRelease[] = {
    {.name = "resource",
     .metavar = "R",
     .help = "the locked resource",
     .def = "required",
     .modes = kBoth},
    {.name = "token",
     .metavar = "T",
     .help = "the token `acquire --keep` printed",
     .def = "required",
     .modes = Redis},
    {.name = "fence",
     .metavar = "REV",
     .help = "etcd backend: the fence (create revision) acquire printed",
     .modes = Etcd},
    {.name = "lease",
     .metavar = "ID",
     .help = "etcd backend: the lease acquire printed",
     .modes = Etcd},
};

constexpr Option kBench[] = {
    {.name = "cycles",
     .metavar = "N",
     .help = "acquire/release cycles in all, 1-10000000",
     .def = "1000",
     .modes = kBoth},
    {.name = "concurrency",
     .metavar = "C",
     .help = "clients running at once, 1-64",
     .def = "1",
     .modes = Redis},
};

constexpr Option kBenchPause[] = {
    {.name = "pause",
     .metavar = "MS",
     .help = "wait between a client's cycles, 0-10000",
     .def = "0",
     .modes = Redis},
};

constexpr unsigned kStartStop = Local | EtcdMasters | Docker;

constexpr Option kMasters[] = {
    {.name = "start|stop|status",
     .help = "the action",
     .def = "required, exactly one",
     .modes = kStartStop,
     .kind = Kind::Words},
    {.name = "crash|hang|resume|restart",
     .help = "a fault on one master (--master M or --index I)",
     .modes = Fault,
     .kind = Kind::Words},
    {.name = "count",
     .metavar = "N",
     .help = "masters to start, 1-9",
     .def = "5",
     .modes = kStartStop},
    {.name = "base-port",
     .metavar = "P",
     .help = "first port; 0 picks free ports",
     .def = "0",
     .modes = Local | Docker},
    {.name = "dir",
     .metavar = "D",
     .help = "state directory for pids and data",
     .def = "per-user default",
     .modes = Local | EtcdMasters | Fault},
    {.name = "persistence",
     .metavar = "M",
     .help = "none or always (appendfsync always; Docker: a volume)",
     .def = "none",
     .modes = Local | Docker},
    {.name = "docker",
     .help = "masters in containers on DOCKER_HOST or /var/run/docker.sock",
     .modes = Docker | Fault},
    {.name = "image",
     .metavar = "IMG",
     .help = "--docker start: image whose command is valkey-server or\n"
             "redis-server",
     .def = "valkey/valkey:8",
     .modes = Docker},
    {.name = "project",
     .metavar = "NAME",
     .help = "--docker status and faults: a compose project's containers",
     .modes = Docker | Fault},
    {.name = "master",
     .metavar = "M",
     .help = "the master a fault hits, by the name status gives it: M1-M9",
     .modes = Fault},
    {.name = "index",
     .metavar = "I",
     .help = "the same by its 0-based index, 0-8 (0 is M1)",
     .modes = Fault},
    {.name = "tls-cert",
     .metavar = "FILE",
     .help = "start: serve TLS only (no plain-text port), with this PEM\n"
             "certificate; it must name the address clients dial: 127.0.0.1,\n"
             "or a remote Docker engine's host (with --tls-key)",
     .modes = Local | Docker,
     .man = "Each server gets \\fB\\-\\-tls\\-port\\fR on its port and \\fB\\-\\-port 0\\fR. The "
            "files are checked (regular files of at most 1 MiB; the key must belong to the "
            "certificate), copied into the state directory's \\fItls/\\fR and read by the servers "
            "from there. Clients reach them with \\fB\\-\\-tls\\-ca\\fR; the servers ask no "
            "client certificate. \\fBstatus\\fR, \\fBstop\\fR and the fault verbs take TLS from "
            "the state directory. With \\fB\\-\\-docker\\fR the files are copied into each "
            "container through the engine's API (a remote engine too) and the CA is recorded on "
            "the container's label \\fIorg.redlock-lab.tls-ca\\fR, where \\fBstatus\\fR and the "
            "fault verbs find it."},
    {.name = "tls-key",
     .metavar = "FILE",
     .help = "start: the certificate's private key (unencrypted PEM)",
     .modes = Local | Docker},
    {.name = "tls-ca",
     .metavar = "FILE",
     .help = "start: the CA clients will trust; each master is checked with it,\n"
             "as a client would",
     .def = "the system's CAs",
     .modes = Local | Docker},
    {.name = "etcd",
     .help = "a local etcd cluster instead (--count defaults to 3)",
     .modes = EtcdMasters,
     .kind = Kind::Taken},
};

constexpr Option kSimulate[] = {
    {.name = "scenario", .metavar = "NAME", .help = "a built-in scenario, availability or choose"},
    {.name = "variant", .metavar = "V", .help = "the scenario's variant", .def = "its default"},
    {.name = "file", .metavar = "PATH", .help = "a scenario file instead of a built-in one"},
    {.name = "seed", .metavar = "S", .help = "seed of the simulator's random engine", .def = "1"},
    {.name = "n", .metavar = "N", .help = "availability: number of masters", .def = "5"},
    {.name = "p-down",
     .metavar = "P",
     .help = "availability: probability a master is down",
     .def = "0.1"},
    {.name = "trials",
     .metavar = "T",
     .help = "availability: Monte Carlo trials",
     .def = "1000000"},
    {.name = "live", .help = "play it on real local servers (scenario names and files only)"},
    {.name = "spawn",
     .metavar = "N",
     .help = "--live: servers to start, the scenario's master count",
     .def = "its count"},
    {.name = "scale",
     .metavar = "K",
     .help = "--live: divide the file's times by K",
     .def = "the largest it allows"},
    {.name = "max-live-s",
     .metavar = "S",
     .help = "--live: refuse a run longer than S seconds, 1-604800",
     .def = "600"},
    {.name = "docker",
     .help = "--live: the masters are containers on the Docker engine\n"
             "(DOCKER_HOST or the local socket), removed at the end"},
    {.name = "image",
     .metavar = "IMG",
     .help = "--live --docker: their image (never pulled)",
     .def = "valkey/valkey:8"},
    {.name = "sweep-partitions",
     .metavar = "N",
     .help = "repeated-partitions: N holders in turn, run with 0..N of\n"
             "their releases lost to a partition, 1-20"},
};

constexpr Option kCheck[] = {
    {.name = "spawn", .metavar = "N", .help = "servers to start, 3-9", .def = "5"},
    {.name = "clients", .metavar = "K", .help = "contending clients, 1-16", .def = "4"},
    {.name = "duration", .metavar = "S", .help = "run length in seconds, 1-3600", .def = "15"},
    {.name = "faults",
     .metavar = "LIST",
     .help = "hang,crash,restart,pause-client,clock-jump,clock-rate,delay,partition,\n"
             "or none",
     .def = "hang,crash,restart"},
    {.name = "restart-delay",
     .metavar = "D",
     .help = "auto (TTL + margin) or MS before a stopped server returns",
     .def = "auto"},
    {.name = "persistence", .metavar = "M", .help = "none or always", .def = "none"},
    {.name = "ttl", .metavar = "MS", .help = "lock time to live", .def = "400"},
    {.name = "timeout", .metavar = "MS", .help = "per-master deadline, 1-1000", .def = "50"},
    {.name = "seed",
     .metavar = "S",
     .help = "seed of the fault schedule and the clients' delays",
     .def = "1",
     .man = "The same seed gives the same fault schedule on every platform."},
    {.name = "jump",
     .metavar = "MS",
     .help = "clock-jump size; auto = half the drift allowance",
     .def = "auto"},
    {.name = "rate-ppm",
     .metavar = "PPM",
     .help = "clock-rate error; auto = half the drift factor, 5000",
     .def = "auto"},
    {.name = "docker",
     .help = "servers in Docker containers: crash = kill, hang = pause,\n"
             "restart = stop + start; clock faults through the clock\n"
             "library bind-mounted into each (a local engine only)"},
    {.name = "image", .metavar = "IMG", .help = "their image", .def = "valkey/valkey:8"},
};

// check: the started servers' side of TLS (the clients' side is kTlsClient).
constexpr Option kCheckTls[] = {
    {.name = "tls-server-cert",
     .metavar = "FILE",
     .help = "the servers serve TLS only, with this PEM certificate naming\n"
             "127.0.0.1 (with --tls-server-key; the clients then need --tls-ca\n"
             "or --tls)",
     .man = "Local servers or, with \\fB\\-\\-docker\\fR, containers (the files copied into "
            "each through the engine's API). With a client certificate "
            "(\\fB\\-\\-tls\\-cert\\fR) the servers ask every client for one issued by "
            "\\fB\\-\\-tls\\-ca\\fR. Every restart is checked over TLS as the first start is."},
    {.name = "tls-server-key",
     .metavar = "FILE",
     .help = "the server certificate's private key (unencrypted PEM)"},
};

constexpr Option kCompare[] = {
    {.name = "live", .help = "run on real processes", .def = "required"},
    {.name = "ttl",
     .metavar = "MS",
     .help = "etcd lease and Redlock TTL, whole seconds, 2000-10000; the\n"
             "leader's kill uses at least 5000",
     .def = "2000"},
    {.name = "timeout", .metavar = "MS", .help = "per etcd request, below the TTL", .def = "500"},
    {.name = "samples",
     .metavar = "N",
     .help = "acquires measured per minority row, 1-1000",
     .def = "5"},
};

constexpr Option kExplore[] = {
    {.name = "masters", .metavar = "N", .help = "Redis masters, 3-7", .def = "5"},
    {.name = "clients", .metavar = "K", .help = "clients contending for the lock, 2-3", .def = "2"},
    {.name = "ttl", .metavar = "MS", .help = "lock time to live", .def = "30"},
    {.name = "tick",
     .metavar = "MS",
     .help = "the model's time step; 0 = the drift allowance, whole ms",
     .def = "0"},
    {.name = "max-delay",
     .metavar = "MS",
     .help = "each message takes 0 to this long, at most 14 ticks",
     .def = "0"},
    {.name = "loss", .help = "a message may be lost"},
    {.name = "max-pause",
     .metavar = "MS",
     .help = "one stop-the-world pause per client, up to this long",
     .def = "0"},
    {.name = "clock-jump",
     .metavar = "MS",
     .help = "one forward wall-clock jump per master, up to this",
     .def = "0"},
    {.name = "rate-ppm",
     .metavar = "PPM",
     .help = "a master's clock may run this many ppm fast, 0-1000000",
     .def = "0"},
    {.name = "restart",
     .metavar = "R",
     .help = "none: masters never crash; immediate: a crashed master may come\n"
             "back at once; delayed: not before one TTL",
     .def = "none"},
    {.name = "persistence",
     .metavar = "P",
     .help = "none or always (fsync before the OK)",
     .def = "none"},
    {.name = "fencing",
     .metavar = "F",
     .help = "the storage checks off, a monotonic token, or a compare-and-set\n"
             "on the lock's random value",
     .def = "off"},
    {.name = "fanout",
     .metavar = "F",
     .help = "parallel or sequential, as for acquire",
     .def = "parallel"},
    {.name = "naive-client", .help = "no validity check: T2 is read when the last SET left"},
    {.name = "attempts", .metavar = "A", .help = "acquire attempts per client, 1-3", .def = "2"},
    {.name = "progress", .help = "also a violation: with no fault at all, every client gave up"},
    {.name = "no-symmetry",
     .help = "keep interchangeable clients and masters apart (more states; to\n"
             "measure what the reduction saves)"},
    {.name = "max-depth", .metavar = "D", .help = "stop after D steps; 0 = no limit", .def = "0"},
    {.name = "max-states",
     .metavar = "S",
     .help = "stop after S distinct states, 1-2000000000",
     .def = "2000000",
     .man = "A budget larger than half the machine's memory is refused before the search starts."},
};

// Every command, last in its --help.
constexpr Option kCommon[] = {
    {.name = "json",
     .help = "machine-readable output",
     .man = "One JSON document instead of the text report."},
    {.name = "help",
     .help = "this text",
     .kind = Kind::Taken,
     .man = "Prints the command's synopsis and options and exits 0; \\fB\\-h\\fR and "
            "\\fBredlockctl help\\fR \\fIcommand\\fR do the same."},
};

const std::vector<ModeUse> kBackends = {{Redis, ""}, {Etcd, "--backend etcd"}};
const std::vector<ModeUse> kSingle = {{Single, ""}};

} // namespace

const std::vector<Command>& commands() {
    static const std::vector<Command> kCommands = {
        {"acquire",
         "acquire --masters H:P,... --resource R [--ttl MS] [--timeout MS] [--retries N]\n"
         "        [--fanout parallel|sequential] [--hold MS] [--keep] [--password PW]\n"
         "        [--prefix P] [--json]",
         "Acquire one lock on all masters, print the verdict and the token, then release it\n"
         "(after --hold) unless --keep is given.",
         {kLive, kTlsClient, kLiveTail, kAcquire, kFanout, kAcquireHold, kCommon},
         kBackends},
        {"release",
         "release --masters H:P,... --resource R --token T [--password PW] [--prefix P] [--json]",
         "Release a lock taken with `acquire --keep`: a token-checked delete on every master.",
         {kLive, kTlsClient, kLiveTail, kRelease, kCommon},
         kBackends},
        {"bench",
         "bench --masters H:P,... [--cycles N] [--concurrency C] [--ttl MS] [--timeout MS]\n"
         "      [--fanout parallel|sequential] [--pause MS] [--password PW] [--json]",
         "Acquire and release in a loop and report rates and latency percentiles.",
         {kLive, kTlsClient, kLiveTail, kBench, kFanout, kBenchPause, kCommon},
         kBackends},
        {"masters",
         "masters start|stop|status [--count N] [--base-port P] [--dir D]\n"
         "        [--persistence none|always] [--tls-cert FILE --tls-key FILE [--tls-ca FILE]]\n"
         "        [--json]\n"
         "masters start|stop|status --docker [--image IMG] [--count N] [--base-port P]\n"
         "        [--persistence none|always] [--tls-cert FILE --tls-key FILE [--tls-ca FILE]]\n"
         "        [--project NAME] [--json]\n"
         "masters crash|hang|resume|restart --master M [--docker] [--dir D] [--json]",
         "Start, stop or list local redis-server/valkey-server masters on loopback ports, or\n"
         "masters in Docker containers (host network, labelled, found again by the label;\n"
         "never pulls an image). crash|hang|resume|restart hurt one master: kill, SIGSTOP or\n"
         "docker pause, SIGCONT or unpause, kill and start again. With --tls-cert/--tls-key the\n"
         "masters serve TLS only; status and the fault verbs take it from --dir (local) or the\n"
         "containers' label (Docker).",
         {kMasters, kCommon},
         {{Local, "start"},
          {EtcdMasters, "start --etcd"},
          {Docker, "start --docker"},
          {Fault, "crash"}}},
        {"simulate",
         "simulate --scenario NAME [--variant V] [--seed S] [--file PATH] [--json]\n"
         "simulate --scenario NAME [--variant V] --live [--spawn N] [--scale K]\n"
         "         [--docker [--image IMG]] [--json]\n"
         "simulate --scenario availability --n N --p-down P --trials T [--seed S] [--json]\n"
         "simulate --scenario choose [--json]\n"
         "simulate --scenario repeated-partitions --sweep-partitions N [--json]",
         "Run a built-in or file scenario in the discrete-event simulator, estimate the\n"
         "availability of N masters that are each down with probability P, run every lock\n"
         "design against every fault (choose: overlap, stale writes, unavailable time per cell),\n"
         "or measure the unavailable time after 0..N partitions (repeated-partitions).\n"
         "--live plays the scenario on real local servers instead (real clients, clock jumps,\n"
         "partitions, crashes), times scaled down, and prints the same fields plus \"live\": "
         "true.",
         {kSimulate, kCommon},
         kSingle},
        {"check",
         "check [--spawn N] [--clients K] [--duration S] [--faults LIST]\n"
         "      [--restart-delay auto|MS] [--persistence none|always] [--ttl MS] [--timeout MS]\n"
         "      [--seed S] [--jump auto|MS] [--rate-ppm auto|PPM] [--docker [--image IMG]]\n"
         "      [--tls-server-cert FILE --tls-server-key FILE --tls-ca FILE] [--json]",
         "Start N local servers (or containers, --docker), let K clients contend for one lock\n"
         "under injected faults, and check that no two clients ever believed they held it at\n"
         "once (exit 1 if they did). Over TLS with --tls-server-cert/--tls-server-key (the\n"
         "servers' side) and --tls-ca (the clients').\n"
         "Clock faults shift a server's wall clock (LD_PRELOAD); link faults go through a proxy\n"
         "per master. --faults clock-jump alone plays Kleppmann's case step by step.",
         {kCheck, kTlsClient, kCheckTls, kCommon},
         kSingle},
        {"compare",
         "compare --live [--ttl MS] [--timeout MS] [--samples N] [--json]",
         "Run the choosing-a-lock page's faults on real processes: kill the etcd leader while a\n"
         "client holds the lock; freeze (SIGSTOP) the holder past its lease and let it write "
         "with\n"
         "its old fence; kill 2 of 5 Redis masters and 1 of 3 etcd members and acquire. Starts "
         "its\n"
         "own servers on free loopback ports and stops every one by pid, also on "
         "Ctrl+C/SIGTERM.\n"
         "A last line says how many times as long etcd's acquire took as Redlock's (same run).\n"
         "Exit 1 when a row could not be measured.",
         {kCompare, kCommon},
         kSingle},
        {"explore",
         "explore [--masters N] [--clients K] [--ttl MS] [--tick MS] [--max-delay MS] [--loss]\n"
         "        [--max-pause MS] [--clock-jump MS] [--rate-ppm PPM]\n"
         "        [--restart none|immediate|delayed] [--persistence none|always]\n"
         "        [--fencing off|monotonic|cas] [--fanout parallel|sequential] [--naive-client]\n"
         "        [--attempts A] [--progress] [--no-symmetry] [--max-depth D] [--max-states S]\n"
         "        [--json]",
         "Can it break? Search a model of Redlock, breadth first, for the shortest schedule in\n"
         "which two clients both believe they hold the lock, or the storage accepts a write of "
         "an\n"
         "older holder after a newer one's, within the faults the options allow (every budget "
         "at\n"
         "0: that fault never happens). The verdict is a violation with its schedule and the\n"
         "assumption it breaks, the state space exhausted (a proof for this model), or no\n"
         "violation up to the depth or state budget (bounded: not a proof). --json carries the\n"
         "schedule as \"scenario\", a file for `simulate --file`. Exit 1 when a violation was "
         "found.",
         {kExplore, kCommon},
         kSingle},
    };
    return kCommands;
}

const Command* findCommand(std::string_view name) {
    for (const Command& c : commands()) {
        if (c.name == name) {
            return &c;
        }
    }
    return nullptr;
}

std::vector<const Option*> accepted(std::string_view command, Mode mode) {
    std::vector<const Option*> out;
    if (const Command* c = findCommand(command)) {
        for (const Section& s : c->sections) {
            for (const Option& o : s) {
                if ((o.modes & mode) != 0 && o.kind != Kind::Taken) {
                    out.push_back(&o);
                }
            }
        }
    }
    return out;
}

} // namespace redlockctl
