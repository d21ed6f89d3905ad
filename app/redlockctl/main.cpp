// redlockctl: the headless companion of Redlock Lab. Links the core only.
#include "app/redlockctl/commands.h"

#include <iostream>
#include <string>

namespace {

void usage(std::ostream& os) {
    os << "usage: redlockctl <command> [options] [--json]\n"
          "commands:\n"
          "  acquire   --masters H:P,... --resource R [--ttl MS] [--timeout MS] [--retries N]\n"
          "            [--hold MS] [--keep] [--password PW] [--prefix P [--foreign-prefix]]\n"
          "  release   --masters H:P,... --resource R --token T [--password PW]\n"
          "            [--prefix P [--foreign-prefix]]\n"
          "  bench     --masters H:P,... [--cycles N] [--concurrency C] [--ttl MS]\n"
          "            [--timeout MS] [--pause MS] [--password PW]\n"
          "  masters   start|stop|status [--count N] [--base-port P] [--dir D]\n"
          "            [--persistence none|always]\n"
          "  simulate  --scenario NAME [--variant V] [--seed S] [--file PATH]\n"
          "  simulate  --scenario availability --n N --p-down P --trials T [--seed S]\n"
          "  check     [--spawn 5] [--clients K] [--duration S] [--faults LIST]\n"
          "            [--restart-delay auto|MS] [--persistence none|always] [--ttl MS]\n"
          "            [--timeout MS] [--seed S]\n"
          "every command takes --json for machine-readable output.\n"
          "defaults: --ttl 10000, --timeout 50 (per master, 1-1000 ms, below the TTL),\n"
          "          --prefix redlock-lab: (the only keys redlockctl ever writes; a prefix\n"
          "          outside it needs --foreign-prefix)\n"
          "exit status: 0 success, 1 refused, 2 bad input\n";
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2) {
        usage(std::cerr);
        return 2;
    }
    const std::string cmd = argv[1];
    const redlockctl::Args args(argv + 2, argv + argc);
    try {
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
