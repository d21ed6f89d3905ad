#include "app/redlockctl/masters_state.h"

#include "app/redlockctl/json_writer.h"
#include "core/servers/process.h"

#include <cstdlib>
#include <fstream>
#include <ostream>
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

void reportServers(std::ostream& out, bool json, const ServerKind& kind, const std::string& dir,
                   const std::vector<ServerRecord>& records, const std::vector<std::string>& states,
                   const char* verb) {
    std::string joined;
    for (const auto& s : records) {
        // Appended, not `"," + addressOf(s)`: that trips GCC 12's false -Werror=restrict at -O3.
        if (!joined.empty()) {
            joined += ',';
        }
        joined += kind.addressOf(s);
    }
    if (json) {
        JsonWriter j;
        j.beginObject().field("backend", kind.backend).field("dir", dir).field(kind.joinedKey, joined);
        j.beginArray(kind.listKey);
        for (std::size_t i = 0; i < records.size(); ++i) {
            j.beginObject()
                .field(kind.addressKey, kind.addressOf(records[i]))
                .field("pid", static_cast<long long>(records[i].pid))
                .field("port", records[i].port)
                .field("state", states[i])
                .endObject();
        }
        j.endArray().endObject();
        out << j.str() << "\n";
        return;
    }
    for (std::size_t i = 0; i < records.size(); ++i) {
        out << "  " << kind.addressOf(records[i]) << "  pid " << records[i].pid << "  " << states[i] << "\n";
    }
    out << verb << " " << records.size() << " " << kind.noun << ": " << joined << "\n";
}

int stopRecorded(const std::vector<ServerRecord>& records, const std::function<bool(const ServerRecord&)>& ours,
                 std::vector<std::string>& states) {
    int down = 0;
    for (const auto& s : records) {
        // Only a pid that is still the server we started is signalled.
        const bool mine = ours(s);
        const bool stopped = mine && redlock::stopProcess(s.pid, false);
        states.push_back(mine ? (stopped ? "stopped" : "still running") : "not running");
        down += (!mine || stopped) ? 1 : 0;
    }
    return down;
}

} // namespace redlockctl
