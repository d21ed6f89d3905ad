// redlockctl: the headless companion of Redlock Lab. Links the core only.
#include "app/redlockctl/commands.h"
#include "app/redlockctl/etcd_setup.h"
#include "app/redlockctl/help.h"

#include <iostream>
#include <string>

int main(int argc, char* argv[]) {
    if (argc < 2) {
        redlockctl::printUsage(std::cerr);
        return 2;
    }
    const std::string cmd = argv[1];
    redlockctl::Args args(argv + 2, argv + argc);
    if (cmd == "--version" || cmd == "version") {
        std::cout << "redlockctl " << PROJECT_VERSION << "\n";
        return 0;
    }
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
        if (args.empty()) {
            redlockctl::printUsage(std::cout);
            return 0;
        }
        if (args[0] == "--roff") { // not in the usage: for docs/man/redlockctl.1 (update_man)
            redlockctl::printRoffOptions(std::cout);
            return 0;
        }
        if (redlockctl::printCommandHelp(args[0], std::cout)) {
            return 0;
        }
        std::cerr << "redlockctl help: unknown command '" << args[0]
                  << "': expected acquire, release, bench, masters, simulate, check, compare or "
                     "explore\n";
        return 2;
    }
    // `redlockctl CMD --help` (or -h) anywhere among its options: that command's help, exit 0.
    for (const std::string& a : args) {
        if ((a == "--help" || a == "-h") && redlockctl::printCommandHelp(cmd, std::cout)) {
            return 0;
        }
    }
    try {
        if (auto etcd = redlockctl::dispatchBackend(cmd, args, std::cout, std::cerr)) {
            return *etcd;
        }
        if (cmd == "acquire")
            return redlockctl::cmdAcquire(args, std::cout, std::cerr);
        if (cmd == "release")
            return redlockctl::cmdRelease(args, std::cout, std::cerr);
        if (cmd == "bench")
            return redlockctl::cmdBench(args, std::cout, std::cerr);
        if (cmd == "masters")
            return redlockctl::cmdMasters(args, std::cout, std::cerr);
        if (cmd == "simulate")
            return redlockctl::cmdSimulate(args, std::cout, std::cerr);
        if (cmd == "check")
            return redlockctl::cmdCheck(args, std::cout, std::cerr);
        if (cmd == "compare")
            return redlockctl::cmdCompare(args, std::cout, std::cerr);
        if (cmd == "explore")
            return redlockctl::cmdExplore(args, std::cout, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "redlockctl " << cmd << ": " << e.what() << "\n";
        return 2;
    }
    std::cerr
        << "redlockctl: unknown command '" << cmd
        << "': expected acquire, release, bench, masters, simulate, check, compare or explore\n";
    return 2;
}
