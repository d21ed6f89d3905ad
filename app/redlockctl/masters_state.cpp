#include "app/redlockctl/masters_state.h"

#include <cstdlib>
#include <fstream>
#include <unistd.h>

namespace redlockctl {

std::string defaultMastersDir() {
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg) {
        return std::string(xdg) + "/redlock-lab-masters";
    }
    return "/tmp/redlock-lab-masters-" + std::to_string(::getuid());
}

std::string statePath(const std::string& dir, const std::string& file) { return dir + "/" + file; }

redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir, const std::string& file) {
    std::ifstream in(statePath(dir, file));
    if (!in) {
        return redlock::Error{"no masters started in '" + dir + "' (no " + file + " there)"};
    }
    std::vector<ServerRecord> out;
    ServerRecord r;
    while (in >> r.pid >> r.port) {
        out.push_back(r);
    }
    return out;
}

bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers, const std::string& file) {
    // Written next to the final name and renamed, so a reader never sees half a file.
    const std::string tmp = statePath(dir, file) + ".tmp";
    {
        std::ofstream o(tmp, std::ios::trunc);
        for (const auto& s : servers) {
            o << s.pid << " " << s.port << "\n";
        }
        if (!o) {
            return false;
        }
    }
    return std::rename(tmp.c_str(), statePath(dir, file).c_str()) == 0;
}

} // namespace redlockctl
