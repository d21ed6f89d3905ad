#pragma once
// The children a process has now, from /proc, over every one of its threads (servers restarted
// by a fault thread, or spawned by a worker, are that thread's children). Shared by the fixtures.

#include "core/servers/process.h"

#include <QString>

#include <dirent.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/types.h>
#include <vector>

namespace live {

inline std::vector<pid_t> childrenOf(pid_t pid) {
    std::vector<pid_t> out;
    const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
    DIR* dir = ::opendir(tasks.c_str());
    if (dir == nullptr) {
        return out;
    }
    while (const dirent* e = ::readdir(dir)) {
        if (e->d_name[0] == '.') {
            continue;
        }
        std::ifstream in(tasks + "/" + e->d_name + "/children");
        pid_t c = 0;
        while (in >> c) {
            out.push_back(c);
        }
    }
    ::closedir(dir);
    return out;
}

// The pids of every process whose working directory is inside `dir` (servers chdir to their
// --dir): what a detached `masters start` or a killed process left behind, counted by pid.
inline std::vector<pid_t> serversUnder(const QString& dir) {
    std::vector<pid_t> out;
    const std::string prefix = std::filesystem::weakly_canonical(dir.toStdString()).string() + "/";
    for (const auto& e : std::filesystem::directory_iterator("/proc")) {
        const std::string name = e.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        const pid_t pid = std::stoi(name);
        const std::string cwd = redlock::processLink(pid, "cwd") + "/";
        if (cwd.rfind(prefix, 0) == 0 && !redlock::processCmdline(pid).empty()) {
            out.push_back(pid);
        }
    }
    return out;
}

// Stops (by pid) whatever a test left under dir, so a failing test leaks nothing.
inline void stopUnder(const QString& dir) {
    for (pid_t pid : serversUnder(dir)) {
        redlock::stopProcess(pid, false);
    }
}

} // namespace live
