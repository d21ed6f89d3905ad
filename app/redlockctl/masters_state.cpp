#include "app/redlockctl/masters_state.h"

#include "core/json/input_file.h"
#include "core/json/json_writer.h"
#include "core/servers/process.h"
#include "core/sim/scenario.h"
#include "core/valkey/tls.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace redlockctl {

using redlock::json::JsonWriter; // core/json: the one writer of --json output

namespace {

std::string octal(mode_t m) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", static_cast<unsigned>(m & 07777));
    return buf;
}

} // namespace

std::string defaultMastersDir() {
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg) {
        return std::string(xdg) + "/redlock-lab-masters";
    }
    return "/tmp/redlock-lab-masters-" + std::to_string(::getuid());
}

std::string statePath(const std::string& dir, const std::string& file) {
    return dir + "/" + file;
}

redlock::Result<bool> checkPrivateDir(const std::string& dir, bool create) {
    if (dir.empty()) {
        return redlock::Error{"--dir '' is empty: expected a directory path"};
    }
    if (create) {
        const std::filesystem::path parent = std::filesystem::path(dir).parent_path();
        std::error_code ec;
        if (!parent.empty()) {
            std::filesystem::create_directories(parent, ec);
        }
        if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
            return redlock::Error{"cannot create '" + dir + "': " + std::strerror(errno)};
        }
    }
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0) {
        return redlock::Error{"'" + dir + "': " + std::strerror(errno)};
    }
    std::string why;
    if (S_ISLNK(st.st_mode)) {
        why = "is a symbolic link";
    } else if (!S_ISDIR(st.st_mode)) {
        why = "is not a directory";
    } else if (st.st_uid != ::getuid()) {
        why = "is owned by uid " + std::to_string(st.st_uid) + ", not by you (uid " +
              std::to_string(::getuid()) + ")";
    } else if ((st.st_mode & 077) != 0) {
        why = "has mode " + octal(st.st_mode) + " (others may write or read it)";
    }
    if (!why.empty()) {
        return redlock::Error{"refusing the state directory '" + dir + "': it " + why +
                              ": expected a directory owned by you with mode 0700"};
    }
    return true;
}

redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir,
                                                     const std::string& file) {
    const std::string path = statePath(dir, file);
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 && errno == ENOENT) {
        return redlock::Error{"no masters started in '" + dir + "' (no " + file + " there)"};
    }
    // The one rule for files read from outside (core/json/input_file.h), without following a
    // link: a planted symlink is refused, never read through.
    auto read = redlock::sim::readInputFile(
        path, redlock::sim::InputFile{"state file", 4096, redlock::Millis(2000), false});
    if (!read) {
        return read.error();
    }
    const std::string text = std::move(read).value();
    std::istringstream in(text);
    std::vector<ServerRecord> out;
    ServerRecord r;
    while (in >> r.pid >> r.port) {
        out.push_back(r);
    }
    return out;
}

bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers,
                const std::string& file) {
    // Written next to the final name and renamed, so a reader never sees half a file. The
    // temporary is created fresh (O_EXCL | O_NOFOLLOW): a planted file or link is removed
    // first and never written through; rename replaces the final name without following it.
    const std::string tmp = statePath(dir, file) + ".tmp";
    ::unlink(tmp.c_str());
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return false;
    }
    std::string text;
    for (const auto& s : servers) {
        text += std::to_string(s.pid) + " " + std::to_string(s.port) + "\n";
    }
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    return written && std::rename(tmp.c_str(), statePath(dir, file).c_str()) == 0;
}

void reportServers(std::ostream& out, bool json, const ServerKind& kind, const std::string& dir,
                   const std::vector<ServerRecord>& records, const std::vector<std::string>& states,
                   const char* verb, bool tls) {
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
        j.beginObject()
            .field("backend", kind.backend)
            .field("dir", dir)
            .field(kind.joinedKey, joined);
        if (kind.numbered) {
            j.field("tls", tls);
        }
        j.beginArray(kind.listKey);
        for (std::size_t i = 0; i < records.size(); ++i) {
            j.beginObject();
            if (kind.numbered) {
                j.field("name", redlock::sim::masterName(i));
            }
            j.field(kind.addressKey, kind.addressOf(records[i]))
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
        out << "  " << (kind.numbered ? redlock::sim::masterName(i) + " " : std::string())
            << kind.addressOf(records[i]) << "  pid " << records[i].pid << "  " << states[i]
            << "\n";
    }
    // The summary counts what happened, not what was listed: `stop` that refused every pid
    // must not read "stopped 4 masters".
    const auto count = [&](std::string_view prefix) {
        return std::count_if(states.begin(), states.end(),
                             [&](const std::string& st) { return st.rfind(prefix, 0) == 0; });
    };
    if (std::string_view(verb) == "stopped") {
        out << "stopped " << count("stopped") << " of " << records.size() << " " << kind.noun;
        if (const auto gone = count("not running"); gone > 0) {
            out << " (" << gone << " not running)";
        }
        if (const auto refused = count("refused"); refused > 0) {
            out << " (" << refused << " refused: not started here)";
        }
        if (const auto still = count("still running"); still > 0) {
            out << " (" << still << " still running)";
        }
        out << ": " << joined << "\n";
        return;
    }
    out << verb << " " << records.size() << " " << kind.noun << (tls ? " (TLS)" : "") << ": "
        << joined << "\n";
}

redlock::Result<RecordedTls> recordedTls(const std::string& dir) {
    const std::string tlsDir = redlock::LocalServers::tlsDir(dir);
    struct stat st {};
    RecordedTls out;
    const std::string cert = tlsDir + "/" + redlock::kTlsCertFile;
    const std::string ca = tlsDir + "/" + redlock::kTlsCaFile;
    if (::lstat(cert.c_str(), &st) != 0) {
        return out;
    }
    redlock::TlsSettings s;
    s.certFile = cert;
    s.keyFile = tlsDir + "/" + redlock::kTlsKeyFile;
    if (::lstat(ca.c_str(), &st) == 0) {
        s.caFile = ca;
    }
    s.caName = "the recorded CA";
    s.certName = "the recorded certificate";
    s.keyName = "the recorded key";
    return redlock::servedTls(s);
}

redlock::Result<RecordedTls> startTls(const CliArgs& args) {
    if (!args.has("tls-cert") && !args.has("tls-key") && !args.has("tls-ca")) {
        return RecordedTls{};
    }
    return redlock::servedTls({args.get("tls-ca"), args.get("tls-cert"), args.get("tls-key")});
}

int stopRecorded(const std::vector<ServerRecord>& records,
                 const std::function<bool(const ServerRecord&)>& ours,
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

std::optional<MastersCall> parseMastersCall(const Args& argv, Mode mode, std::ostream& err,
                                            int& exitCode) {
    exitCode = 2;
    auto args = CliArgs::parse(argv, "masters", mode);
    if (!args) {
        badInput(err, "masters", args.error().message);
        return std::nullopt;
    }
    const auto& pos = args->positional();
    if (pos.size() != 1 || (pos[0] != "start" && pos[0] != "stop" && pos[0] != "status")) {
        badInput(err, "masters", "expected one action: start, stop or status");
        return std::nullopt;
    }
    std::string action = pos[0];
    MastersCall call{std::move(args).value(), std::move(action), {}, false};
    call.dir = call.args.get("dir", defaultMastersDir());
    call.json = call.args.has("json");
    if (call.dir.empty()) {
        badInput(err, "masters", "--dir '' is empty: expected a directory path");
        return std::nullopt;
    }
    if (auto safe = checkPrivateDir(call.dir, call.action == "start"); !safe) {
        err << "redlockctl masters: " << safe.error().message << "\n";
        exitCode = 1;
        return std::nullopt;
    }
    return call;
}

} // namespace redlockctl
