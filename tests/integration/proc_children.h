#pragma once
// The children a process has now, from /proc, over every one of its threads (servers restarted
// by a fault thread, or spawned by a worker, are that thread's children). Shared by the fixtures.

#include <dirent.h>
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

} // namespace live
