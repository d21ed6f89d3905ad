// redlockctl: the headless companion of Redlock Lab. Links the core only.
#include "app/redlockctl/commands.h"
#include "app/redlockctl/etcd_setup.h"

#include <iostream>
#include <string>

namespace {

void usage(std::ostream& os) {
    os << "usage: redlockctl <command> [options] [--json]\n"
          "commands:\n"
          "  acquire   --masters H:P,... --resource R [--ttl MS] [--timeout MS] [--retries N]\n"
          "            [--hold MS] [--keep] [--password PW] [--prefix P]\n"
          "  release   --masters H:P,... --resource R --token T [--password PW] [--prefix P]\n"
          "  bench     --masters H:P,... [--cycles N] [--concurrency C] [--ttl MS]\n"
          "            [--timeout MS] [--pause MS] [--password PW]\n"
          "  masters   start|stop|status [--count N] [--base-port P] [--dir D]\n"
          "            [--persistence none|always]\n"
          "  acquire|release|bench --backend etcd (--etcd http://H:P,... | --spawn N)\n"
          "            [--ttl MS, whole seconds] [--timeout MS, default 500]; release takes\n"
          "            --fence REV [--lease ID] instead of --token\n"
          "  masters   start|stop|status --etcd [--count N, default 3] [--dir D]\n"
          "  simulate  --scenario NAME [--variant V] [--seed S] [--file PATH]\n"
          "  simulate  --scenario availability --n N --p-down P --trials T [--seed S]\n"
          "  check     [--spawn 5] [--clients K] [--duration S] [--faults LIST]\n"
          "            [--restart-delay auto|MS] [--persistence none|always] [--ttl MS]\n"
          "            [--timeout MS] [--seed S]\n"
          "every command takes --json for machine-readable output.\n"
          "defaults: --ttl 10000, --timeout 50 (per master, 1-1000 ms, below the TTL),\n"
          "          --prefix redlock-lab: (the only keys redlockctl ever writes)\n"
          "exit status: 0 success, 1 refused, 2 bad input\n";
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2) {
        usage(std::cerr);
        return 2;
    }
    const std::string cmd = argv[1];
    redlockctl::Args args(argv + 2, argv + argc);
    try {
        if (auto etcd = redlockctl::dispatchBackend(cmd, args, std::cout, std::cerr)) {
            return *etcd;
        }
        if (cmd == "acquire") return redlockctl::cmdAcquire(args, std::cout, std::cerr);
        if (cmd == "release") return redlockctl::cmdRelease(args, std::cout, std::cerr);
        if (cmd == "bench") return redlockctl::cmdBench(args, std::cout, std::cerr);
        if (cmd == "masters") return redlockctl::cmdMasters(args, std::cout, std::cerr);
        if (cmd == "simulate") return redlockctl::cmdSimulate(args, std::cout, std::cerr);
        if (cmd == "check") return redlockctl::cmdCheck(args, std::cout, std::cerr);
        if (cmd == "help" || cmd == "--help" || cmd == "-h") {
            usage(std::cout);
            return 0;
        }
    } catch (const std::exception& e) {
        std::cerr << "redlockctl " << cmd << ": " << e.what() << "\n";
        return 2;
    }
    std::cerr << "redlockctl: unknown command '" << cmd
              << "': expected acquire, release, bench, masters, simulate or check\n";
    return 2;
}
