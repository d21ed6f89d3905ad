// redlockctl: the headless companion of Redlock Lab. Links the core only.
#include "commands.h"

#include <iostream>
#include <string>

namespace {

void usage(std::ostream& os) {
    os << "usage: redlockctl <command> [options] [--json]\n"
          "commands:\n"
          "  acquire   --masters H:P,... --resource R [--ttl MS] [--timeout MS] [--retries N]\n"
          "            [--hold MS] [--password PW]\n"
          "  release   --masters H:P,... --resource R --token T\n"
          "  bench     --masters H:P,... [--cycles N] [--concurrency C]\n"
          "  masters   start|stop|status [--count N] [--base-port P] [--dir D]\n"
          "  simulate  --scenario NAME [--variant V] [--seed S]\n"
          "  check     [--spawn 5] [--clients K] [--duration S] [--faults LIST] [--restart-delay auto|MS]\n"
          "            [--persistence none|always] [--ttl MS] [--timeout MS] [--seed S]\n"
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
