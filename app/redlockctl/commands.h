#pragma once
// One entry point per redlockctl subcommand. `args` excludes the program and subcommand names.
// Return: 0 success, 1 lock/check refused, 2 bad input (one line on `err` naming the value).

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace redlockctl {

using Args = std::vector<std::string>;

int cmdAcquire(const Args& args, std::ostream& out, std::ostream& err);
int cmdRelease(const Args& args, std::ostream& out, std::ostream& err);
int cmdBench(const Args& args, std::ostream& out, std::ostream& err);
int cmdMasters(const Args& args, std::ostream& out, std::ostream& err);
// `masters ... --docker` and the fault verbs `masters crash|hang|resume|restart --index I`
// (cmd_docker_masters.cpp); nullopt: the local start/stop/status, for cmdMasters.
std::optional<int> dispatchMasters(const Args& args, std::ostream& out, std::ostream& err);
// `masters start` notes whether its servers persist, for a later `masters restart`.
bool recordPersistence(const std::string& dir, bool always);
int cmdSimulate(const Args& args, std::ostream& out, std::ostream& err);
int cmdCheck(const Args& args, std::ostream& out, std::ostream& err);
int cmdCompare(const Args& args, std::ostream& out, std::ostream& err);
int cmdExplore(const Args& args, std::ostream& out, std::ostream& err);

} // namespace redlockctl
