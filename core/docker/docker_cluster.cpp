#include "core/docker/docker_cluster.h"

#include "core/json/json.h"
#include "core/json/json_writer.h"
#include "core/lock/clock.h"
#include "core/servers/process.h"
#include "core/valkey/admin.h"
#include "core/valkey/tls.h"
#include "core/valkey/valkey_master.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace redlock::docker {

namespace {

using sim::JsonValue;

void sleepMs(long ms) {
    timespec ts{ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, nullptr);
}

const JsonValue* path(const JsonValue& v, std::initializer_list<std::string_view> keys) {
    const JsonValue* at = &v;
    for (auto k : keys) {
        if (at->type != JsonValue::Type::Object || (at = at->find(k)) == nullptr) {
            return nullptr;
        }
    }
    return at;
}

std::string text(const JsonValue& v, std::initializer_list<std::string_view> keys) {
    const JsonValue* at = path(v, keys);
    return at && at->type == JsonValue::Type::String ? at->string : std::string();
}

std::vector<std::string> strings(const JsonValue* v) {
    std::vector<std::string> out;
    if (v && v->type == JsonValue::Type::Array) {
        for (const auto& e : v->array) {
            if (e.type == JsonValue::Type::String) {
                out.push_back(e.string);
            }
        }
    }
    return out;
}

int toPort(const std::string& s) {
    if (s.empty() || s.size() > 5 || s.find_first_not_of("0123456789") != std::string::npos) {
        return 0;
    }
    const int p = std::stoi(s);
    return p >= 1 && p <= 65535 ? p : 0;
}

// Whether something accepts connections on 127.0.0.1:port right now.
bool loopbackPortAnswers(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        return false;
    }
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool answers = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    ::close(fd);
    return answers;
}

Result<JsonValue> jsonOf(const Result<ApiReply>& r, const std::string& what) {
    if (!r) {
        return r.error();
    }
    if (r->code < 200 || r->code >= 300) {
        return Error{what + ": " + apiMessage(*r)};
    }
    auto j = sim::parseJson(r->body);
    if (!j) {
        return Error{what + ": the engine's reply is not JSON (" + j.error().message + ")"};
    }
    return j;
}

// The image's own command, and whether it runs a Redis or Valkey server.
Result<std::vector<std::string>> imageCommand(DockerApi& api, const std::string& image) {
    auto r = api.call("GET", "/images/" + queryEscape(image) + "/json");
    if (r && r->code == 404) {
        return Error{"image " + image + " is not on the Docker engine at " + api.endpoint().text() +
                     ": run `docker pull " + image + "` first (this app never pulls)"};
    }
    auto j = jsonOf(r, "cannot inspect image " + image);
    if (!j) {
        return j.error();
    }
    std::vector<std::string> cmd = strings(path(*j, {"Config", "Cmd"}));
    const std::vector<std::string> entry = strings(path(*j, {"Config", "Entrypoint"}));
    bool server = false;
    for (const auto& part : cmd) {
        const std::string base = part.substr(part.rfind('/') + 1);
        server =
            server || base.rfind("valkey-server", 0) == 0 || base.rfind("redis-server", 0) == 0;
    }
    if (!server) {
        return Error{"image " + image + "'s command is not valkey-server or redis-server (it is '" +
                     (cmd.empty() ? std::string("none") : cmd.front()) +
                     "'): pick an image whose command runs the server, e.g. " + kDefaultImage};
    }
    (void)entry; // the entrypoint stays the image's; only the command gets our arguments
    return cmd;
}

// Where a container sees the clock_shift library and its master's control file (read-only
// bind mounts of the host's files).
constexpr const char* kClockLibraryInside = "/usr/local/lib/redlock-lab/libredlock_clock_shift.so";
constexpr const char* kClockFileInside = "/run/redlock-lab/clock-shift";

// Where a TLS master's files are inside its container (listenArguments names them there).
constexpr const char* kTlsDirInside = "/redlock-lab/tls";

// A ustar archive of the TLS files under redlock-lab/tls/, for PUT /containers/{id}/archive
// before the container starts: the files travel through the engine's API, so a remote engine
// gets them too, and they live and go with the container. Readable by every user inside it
// (the image may run its server as its own user); only the server runs there, and outside
// the container they are under the engine's root-only storage.
std::string tlsArchive(const ServerTls& tls) {
    std::string out;
    const auto entry = [&out](const std::string& name, const std::string& body, bool dir) {
        char h[512] = {};
        const auto octal = [&h](std::size_t at, std::size_t width, unsigned long long v) {
            std::snprintf(h + at, width, "%0*llo", static_cast<int>(width - 1), v);
        };
        std::snprintf(h, 100, "%s", name.c_str());
        octal(100, 8, dir ? 0755 : 0644); // mode
        octal(108, 8, 0);                 // uid
        octal(116, 8, 0);                 // gid
        octal(124, 12, body.size());      // size
        octal(136, 12, static_cast<unsigned long long>(std::time(nullptr)));
        h[156] = dir ? '5' : '0';
        std::memcpy(h + 257, "ustar", 6); // magic, NUL-terminated
        std::memcpy(h + 263, "00", 2);    // version
        std::memset(h + 148, ' ', 8);     // the checksum counts its own field as spaces
        unsigned sum = 0;
        for (unsigned char c : h) {
            sum += c;
        }
        std::snprintf(h + 148, 8, "%06o", sum); // six digits, NUL, and the space left there
        out.append(h, sizeof h);
        out += body;
        out.append((512 - body.size() % 512) % 512, '\0');
    };
    entry("redlock-lab/", {}, true);
    entry("redlock-lab/tls/", {}, true);
    for (auto [name, text] :
         {std::pair{kTlsCertFile, &tls.certPem}, std::pair{kTlsKeyFile, &tls.keyPem},
          std::pair{kTlsCaFile, &tls.caPem}}) {
        if (!text->empty()) {
            entry(std::string("redlock-lab/tls/") + name, *text, false);
        }
    }
    out.append(1024, '\0'); // two empty blocks end the archive
    return out;
}

struct ClockMount {
    std::string library; // host paths; both empty: no clock control
    const ClockShift* shift = nullptr;
};

std::string createBody(const DockerOptions& opt, std::vector<std::string> cmd, int port,
                       const std::string& bind, const std::string& volume,
                       const ClockMount& clock) {
    const std::string p = std::to_string(port);
    for (auto& a : listenArguments(opt.tls, p, kTlsDirInside)) {
        cmd.push_back(std::move(a));
    }
    cmd.insert(cmd.end(), {"--bind", bind, "--protected-mode", "no", "--save", ""});
    if (opt.persistence == Persistence::Always) {
        cmd.insert(cmd.end(), {"--appendonly", "yes", "--appendfsync", "always", "--dir", "/data"});
    } else {
        cmd.insert(cmd.end(), {"--appendonly", "no"});
    }
    json::JsonWriter w;
    w.beginObject();
    w.field("Image", opt.image);
    w.beginArray("Cmd");
    for (const auto& c : cmd) {
        w.field("", c);
    }
    w.endArray();
    w.beginObject("Labels").field(kMasterLabel, p);
    if (opt.tls.on()) {
        w.field(kTlsLabel, opt.tls.caPem);
    }
    w.endObject();
    if (clock.shift != nullptr) {
        w.beginArray("Env");
        for (const auto& e : clock.shift->environment(kClockLibraryInside, kClockFileInside)) {
            w.field("", e);
        }
        w.endArray();
    }
    w.beginObject("HostConfig");
    w.field("NetworkMode", "host");
    if (clock.shift != nullptr) {
        w.beginArray("Binds");
        w.field("", clock.library + ":" + kClockLibraryInside + ":ro");
        w.field("", clock.shift->path() + ":" + kClockFileInside + ":ro");
        w.endArray();
    }
    if (!volume.empty()) {
        w.beginArray("Mounts").beginObject();
        w.field("Type", "volume").field("Source", volume).field("Target", "/data");
        w.beginObject("VolumeOptions")
            .beginObject("Labels")
            .field(kMasterLabel, p)
            .endObject()
            .endObject();
        w.endObject().endArray();
    }
    w.endObject();
    w.endObject();
    return w.str();
}

// A container id as the engine gives it (hex): anything else never goes into a URL path.
bool validId(const std::string& id) {
    return !id.empty() && id.size() <= 128 &&
           id.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// A container's inspect reply, reduced to what the app shows.
ContainerInfo infoOf(const JsonValue& j) {
    ContainerInfo c;
    c.id = text(j, {"Id"});
    c.name = text(j, {"Name"});
    if (!c.name.empty() && c.name[0] == '/') {
        c.name.erase(0, 1);
    }
    c.image = text(j, {"Config", "Image"});
    c.state = text(j, {"State", "Status"});
    return c;
}

// Kills and removes a container by id and, when given, its named volume if that carries the
// app's label (a user's volume of the same name stays).
Result<Done> removeContainer(DockerApi& api, const std::string& id, const std::string& volume) {
    auto r = api.call("DELETE", "/containers/" + id + "?force=1&v=1", {}, Millis(20000));
    if (!r) {
        return r.error();
    }
    if (r->code != 204 && r->code != 404) {
        return Error{"cannot remove container " + id.substr(0, 12) + ": " + apiMessage(*r)};
    }
    if (!volume.empty()) {
        auto v = jsonOf(api.call("GET", "/volumes/" + queryEscape(volume)), "volume");
        if (v && path(*v, {"Labels", kMasterLabel})) {
            api.call("DELETE", "/volumes/" + queryEscape(volume));
        }
    }
    return Done{};
}

} // namespace

DockerCluster& DockerCluster::operator=(DockerCluster&& o) noexcept {
    if (this != &o) {
        stopAll();
        m_api = std::move(o.m_api);
        m_host = std::move(o.m_host);
        m_masters = std::move(o.m_masters);
        m_clockDir = std::move(o.m_clockDir);
        m_tlsArchive = std::move(o.m_tlsArchive);
        m_clientTls = std::move(o.m_clientTls);
        m_plainTextNetwork = std::move(o.m_plainTextNetwork);
        o.m_masters.clear();
        o.m_clockDir.clear();
    }
    return *this;
}

DockerCluster::~DockerCluster() {
    stopAll();
}

Result<DockerCluster> DockerCluster::start(DockerApi api, int count, const DockerOptions& opt) {
    if (count < 1 || count > 9) {
        return Error{"master count " + std::to_string(count) + " is out of range: expected 1-9"};
    }
    auto cmd = imageCommand(api, opt.image);
    if (!cmd) {
        return cmd.error();
    }
    if (opt.tls.on() && !opt.clientTls) {
        return Error{"TLS masters need the client TLS that checks them (DockerOptions::clientTls)"};
    }
    DockerCluster c(std::move(api));
    if (opt.tls.on()) {
        c.m_tlsArchive = tlsArchive(opt.tls);
        c.m_clientTls = opt.clientTls;
    }
    const bool local = !c.m_api.endpoint().tcp();
    c.m_host = c.m_api.mastersHost();
    // On the host's network a server binds one of the host's addresses: loopback for a local
    // engine, else the engine host's address (a name is resolved: --bind takes addresses).
    std::string bind = c.m_host;
    if (!local) {
        auto ip = resolveHost(c.m_host);
        if (!ip) {
            return ip.error();
        }
        bind = *ip;
        if (!opt.tls.on()) {
            c.m_plainTextNetwork = c.m_host;
        }
    }
    int base = opt.basePort;
    if (base == 0 && !local) {
        base = 7001;
    }
    if (base != 0 && (base < 1 || base + count - 1 > 65535)) {
        return Error{"base port " + std::to_string(base) + " is out of range: expected 1-" +
                     std::to_string(65536 - count)};
    }
    std::string library;
    if (opt.shiftableClocks) {
        if (!local) {
            return Error{"clock faults on Docker masters need a local engine (the clock library "
                         "and its control files are bind-mounted from this machine); " +
                         c.m_api.endpoint().text() + " is remote"};
        }
        library = opt.clockShiftLibrary.empty() ? ClockShift::findLibrary() : opt.clockShiftLibrary;
        if (library.empty() || ::access(library.c_str(), R_OK) != 0) {
            return Error{"the clock_shift preload library is not installed next to this program" +
                         (library.empty() ? std::string() : " (" + library + ")") +
                         ": build or install preload/ to shift the masters' clocks"};
        }
        std::string tmpl = "/tmp/redlock-docker-clocks-XXXXXX";
        if (::mkdtemp(tmpl.data()) == nullptr) {
            return Error{"cannot create a directory for the masters' clock files under /tmp"};
        }
        // Readable by the container's user (an image may drop root): the files hold no secret,
        // and only this process writes them.
        ::chmod(tmpl.c_str(), 0755);
        c.m_clockDir = tmpl;
    }
    for (int i = 0; i < count; ++i) {
        const int port = base != 0 ? base + i : freeLoopbackPort();
        if (port == 0) {
            return Error{"no free loopback port for master " + std::to_string(i)};
        }
        if (local && loopbackPortAnswers(port)) {
            return Error{"port " + std::to_string(port) + " is already taken on 127.0.0.1: pick " +
                         "another --base-port, or stop what listens there"};
        }
        const std::string name = kNamePrefix + std::to_string(port);
        Master m;
        m.info.name = name;
        m.info.image = opt.image;
        m.port = port;
        m.volume = opt.persistence == Persistence::Always ? name + "-data" : "";
        if (!c.m_clockDir.empty()) {
            auto shift = ClockShift::create(c.m_clockDir + "/" + std::to_string(port));
            if (!shift) {
                return shift.error();
            }
            m.clock = std::make_unique<ClockShift>(std::move(shift).value());
            ::chmod(m.clock->path().c_str(), 0644);
        }
        m.createBody = createBody(opt, *cmd, port, bind, m.volume, {library, m.clock.get()});
        if (auto made = c.create(m); !made) {
            return made.error();
        }
        c.m_masters.push_back(std::move(m));
        const int at = c.size() - 1;
        if (auto s = c.post(at, "start"); !s) {
            return s.error();
        }
        if (auto ready = c.waitReady(at, opt.readyTimeout); !ready) {
            return ready.error(); // the destructor removes what was created
        }
        if (auto proven = c.proveClock(at); !proven) {
            return proven.error();
        }
    }
    // Master i is the i-th port, as find() will number them later (free ports come unsorted).
    std::sort(c.m_masters.begin(), c.m_masters.end(),
              [](const Master& a, const Master& b) { return a.port < b.port; });
    return c;
}

Result<std::unique_ptr<DockerCluster>> DockerCluster::startHere(int count,
                                                                const DockerOptions& opt) {
    auto where = endpointFromEnvironment();
    if (!where) {
        return where.error();
    }
    auto api = DockerApi::connect(*where);
    if (!api) {
        return api.error();
    }
    auto c = start(std::move(api).value(), count, opt);
    if (!c) {
        return c.error();
    }
    return std::make_unique<DockerCluster>(std::move(c).value());
}

Result<DockerCluster> DockerCluster::find(DockerApi api, const std::string& project) {
    const std::string label =
        project.empty() ? std::string(kMasterLabel) : std::string(kComposeProject) + "=" + project;
    json::JsonWriter f;
    f.beginObject().beginArray("label").field("", label).endArray().endObject();
    auto list = jsonOf(api.call("GET", "/containers/json?all=1&filters=" + queryEscape(f.str())),
                       "cannot list containers");
    if (!list) {
        return list.error();
    }
    DockerCluster c(std::move(api));
    c.m_host = c.m_api.mastersHost();
    if (list->type == JsonValue::Type::Array) {
        for (const auto& e : list->array) {
            const std::string id = text(e, {"Id"});
            if (!validId(id)) {
                continue;
            }
            auto full =
                jsonOf(c.m_api.call("GET", "/containers/" + queryEscape(id) + "/json"), "inspect");
            if (!full) {
                continue; // gone between the list and the inspect
            }
            Master m;
            m.info = infoOf(*full);
            if (const JsonValue* ca = path(*full, {"Config", "Labels", kTlsLabel});
                ca != nullptr && ca->type == JsonValue::Type::String && !c.m_clientTls) {
                // Started with TLS: checked as a client would, trusting the recorded CA.
                const std::string named = "the CA on the label of container " + m.info.name;
                TlsSettings trust;
                trust.caText = ca->string;
                trust.caName = named.c_str();
                auto ctx = TlsContext::create(trust);
                if (!ctx) {
                    return ctx.error();
                }
                c.m_clientTls = std::move(ctx).value();
            }
            if (project.empty()) {
                m.port = toPort(text(*full, {"Config", "Labels", kMasterLabel}));
            } else if (text(*full, {"HostConfig", "NetworkMode"}) == "host") {
                // The server's own --port, else the default.
                const auto cmd = strings(path(*full, {"Config", "Cmd"}));
                m.port = 6379;
                for (std::size_t k = 0; k + 1 < cmd.size(); ++k) {
                    if (cmd[k] == "--port") {
                        m.port = toPort(cmd[k + 1]);
                    }
                }
            } else {
                // A published port: the host side of 6379/tcp.
                const JsonValue* b = path(*full, {"HostConfig", "PortBindings", "6379/tcp"});
                if (b && b->type == JsonValue::Type::Array && !b->array.empty()) {
                    m.port = toPort(text(b->array.front(), {"HostPort"}));
                }
            }
            if (m.port != 0) {
                c.m_masters.push_back(std::move(m));
            }
        }
    }
    std::sort(c.m_masters.begin(), c.m_masters.end(),
              [](const Master& a, const Master& b) { return a.port < b.port; });
    if (c.m_masters.empty()) {
        return Error{project.empty() ? "no masters of this app on " + c.m_api.endpoint().text() +
                                           ": start some with `redlockctl masters start --docker`"
                                     : "no containers of compose project '" + project +
                                           "' with a Redis port on " + c.m_api.endpoint().text()};
    }
    if (c.m_masters.size() > 9) {
        return Error{"found " + std::to_string(c.m_masters.size()) +
                     " masters; the lock takes at most 9: stop some first"};
    }
    if (project.empty() && c.m_api.endpoint().tcp() && !c.m_clientTls) {
        // The app's own masters, started without TLS (it sets no password): what start() said.
        // A compose project's servers are the user's, configured as they chose.
        c.m_plainTextNetwork = c.m_host;
    }
    return c;
}

Result<int> DockerCluster::removeLabelled(DockerApi& api) {
    json::JsonWriter f;
    f.beginObject().beginArray("label").field("", kMasterLabel).endArray().endObject();
    auto list = jsonOf(api.call("GET", "/containers/json?all=1&filters=" + queryEscape(f.str())),
                       "cannot list containers");
    if (!list) {
        return list.error();
    }
    int removed = 0;
    if (list->type == JsonValue::Type::Array) {
        for (const auto& e : list->array) {
            // The filter asked the engine; the label is checked again here before anything goes.
            if (!path(e, {"Labels", kMasterLabel})) {
                continue;
            }
            const std::string id = text(e, {"Id"});
            const std::string port = text(e, {"Labels", kMasterLabel});
            if (!validId(id) || toPort(port) == 0) {
                continue;
            }
            auto r = removeContainer(api, id, std::string(kNamePrefix) + port + "-data");
            if (!r) {
                return r.error();
            }
            ++removed;
        }
    }
    return removed;
}

Result<Done> DockerCluster::create(Master& m) {
    auto r =
        m_api.call("POST", "/containers/create?name=" + queryEscape(m.info.name), m.createBody);
    if (r && r->code == 409) {
        return Error{"a container named " + m.info.name + " already exists on " +
                     m_api.endpoint().text() +
                     ": `redlockctl masters stop --docker` removes the app's masters, or pick "
                     "another --base-port"};
    }
    auto j = jsonOf(r, "cannot create container " + m.info.name);
    if (!j) {
        return j.error();
    }
    m.info.id = text(*j, {"Id"});
    m.info.state = "created";
    m.created = true;
    if (!validId(m.info.id)) {
        m.info.id.clear();
        return Error{"cannot create container " + m.info.name +
                     ": the engine's reply has no valid Id"};
    }
    if (!m_tlsArchive.empty()) { // the TLS files, before the server starts and reads them
        auto up = m_api.call("PUT", "/containers/" + m.info.id + "/archive?path=%2F", m_tlsArchive);
        if (!up) {
            return up.error();
        }
        if (up->code != 200) {
            return Error{"cannot copy the TLS files into container " + m.info.name + ": " +
                         apiMessage(*up)};
        }
    }
    return Done{};
}

Result<Done> DockerCluster::proveClock(int i) {
    ClockShift* clock = m_masters[static_cast<std::size_t>(i)].clock.get();
    if (clock == nullptr) {
        return Done{};
    }
    // An hour ahead is far outside any real clock error between this machine and a container
    // on its own kernel, so the answer cannot pass by chance.
    constexpr std::int64_t kHourUs = 3600LL * 1000 * 1000;
    clock->jump(Micros(kHourUs));
    const auto wall = [] {
        timespec ts{};
        clock_gettime(CLOCK_REALTIME, &ts);
        return std::int64_t(ts.tv_sec) * 1000000 + ts.tv_nsec / 1000;
    };
    const std::int64_t before = wall();
    const auto seen = serverTime(address(i), "", Micros(Millis(500)), m_clientTls);
    const std::int64_t after = wall();
    clock->reset();
    if (!seen) {
        return Error{"container " + info(i).name + ": cannot read its clock (" +
                     seen.error().message + ")"};
    }
    if (*seen < before + kHourUs / 2 || *seen > after + kHourUs * 3 / 2) {
        return Error{"container " + info(i).name + " (image " + info(i).image +
                     ") does not follow the clock_shift library: its clock did not move when "
                     "stepped an hour (the image's libc or user cannot load it); clock faults "
                     "need an image like redlock-lab/redis-test:local"};
    }
    return Done{};
}

Result<Done> DockerCluster::wipe(int i) {
    Master& m = m_masters[static_cast<std::size_t>(i)];
    if (!m.created) {
        return Error{"container " + m.info.name + " (" + m.info.shortId() +
                     ") was not started by this run: its data is not the app's to erase"};
    }
    if (run(i) != MasterRun::Down) {
        return Error{"master " + std::to_string(i) + " (" + m.info.name +
                     ") is running: its data is erased only while it is down"};
    }
    if (m.volume.empty()) {
        return Done{}; // no persistence: nothing survives a restart anyway
    }
    // A disk replaced: the container and its volume go, and a new one is created in their
    // place (not started: restart() starts it, with an empty keyspace).
    if (auto gone = removeContainer(m_api, m.info.id, m.volume); !gone) {
        return gone.error();
    }
    return create(m);
}

Address DockerCluster::address(int i) const {
    return Address{m_host, port(i), m_host == "127.0.0.1" ? m_host : std::string()};
}

Result<ContainerInfo> DockerCluster::inspect(const std::string& id) const {
    auto j = jsonOf(m_api.call("GET", "/containers/" + queryEscape(id) + "/json"),
                    "cannot inspect container " + id.substr(0, 12));
    if (!j) {
        return j.error();
    }
    return infoOf(*j);
}

Result<Done> DockerCluster::refresh() {
    if (m_masters.empty()) {
        return Done{};
    }
    // One list call for all of them (a filter by id), not one inspect each.
    json::JsonWriter f;
    f.beginObject().beginArray("id");
    for (const auto& m : m_masters) {
        f.field("", m.info.id);
    }
    f.endArray().endObject();
    auto list = jsonOf(m_api.call("GET", "/containers/json?all=1&filters=" + queryEscape(f.str())),
                       "cannot list containers");
    if (!list) {
        return list.error();
    }
    for (auto& m : m_masters) {
        std::string state = "gone"; // removed behind our back
        if (list->type == JsonValue::Type::Array) {
            for (const auto& e : list->array) {
                if (text(e, {"Id"}) == m.info.id) {
                    state = text(e, {"State"});
                }
            }
        }
        m.info.state = state;
    }
    return Done{};
}

MasterRun DockerCluster::run(int i) const {
    auto c = inspect(info(i).id);
    if (!c) {
        return MasterRun::Down;
    }
    if (c->state == "paused") {
        return MasterRun::Hung;
    }
    return c->state == "running" ? MasterRun::Up : MasterRun::Down;
}

Result<Done> DockerCluster::post(int i, const std::string& verb, Millis timeout) {
    Master& m = m_masters[static_cast<std::size_t>(i)];
    auto r = m_api.call("POST", "/containers/" + m.info.id + "/" + verb, {}, timeout);
    if (!r) {
        return r.error();
    }
    // 304: already in that state (started, stopped), which is what was asked.
    if (r->code != 204 && r->code != 304 && r->code != 200) {
        const std::string what = verb.substr(0, verb.find('?'));
        return Error{"cannot " + what + " container " + m.info.name + " (" + m.info.shortId() +
                     ", master " + std::to_string(i) + "): " + apiMessage(*r)};
    }
    return Done{};
}

Result<Done> DockerCluster::act(int i, const std::string& verb, const char* stateAfter,
                                Millis timeout) {
    auto r = post(i, verb, timeout);
    if (r) {
        m_masters[static_cast<std::size_t>(i)].info.state = stateAfter; // until the next refresh
    }
    return r;
}

Result<Done> DockerCluster::crash(int i) {
    return act(i, "kill?signal=KILL", "exited");
}
Result<Done> DockerCluster::hang(int i) {
    return act(i, "pause", "paused");
}
Result<Done> DockerCluster::resume(int i) {
    return act(i, "unpause", "running");
}

Result<Done> DockerCluster::stop(int i) {
    if (run(i) == MasterRun::Hung) {
        post(i, "unpause"); // a frozen process cannot act on SIGTERM
    }
    return act(i, "stop?t=2", "exited", Millis(15000));
}

Result<Done> DockerCluster::restart(int i, Millis delay) {
    if (run(i) != MasterRun::Down) {
        if (auto s = stop(i); !s) {
            return s;
        }
    }
    if (delay.count() > 0) {
        sleepMs(delay.count()); // the delayed-restart rule: stay down for a while on purpose
    }
    if (auto s = post(i, "start"); !s) {
        return s;
    }
    return waitReady(i, Millis(15000));
}

Result<Done> DockerCluster::waitReady(int i, Millis timeout) {
    Master& m = m_masters[static_cast<std::size_t>(i)];
    ValkeyOptions vo;
    vo.tls = m_clientTls;
    ValkeyMaster probe(address(i), vo);
    SteadyClock clock;
    const Micros until = clock.now() + Micros(timeout);
    while (clock.now() < until) {
        auto c = inspect(m.info.id);
        if (!c) {
            return c.error();
        }
        m.info = *c;
        if (c->state == "exited" || c->state == "dead") {
            std::string log = lastLog(i, 3);
            std::replace(log.begin(), log.end(), '\n', ' ');
            return Error{"container " + m.info.name + " (" + m.info.shortId() + ") exited at once" +
                         (log.empty() ? std::string(" and logged nothing") : ": " + log)};
        }
        if (c->state == "running" &&
            probe.call({Op::Ping, {}, {}, {}}, Micros(100000)).outcome == Outcome::Ok) {
            return Done{};
        }
        sleepMs(5);
    }
    return Error{"container " + m.info.name + " (" + m.info.shortId() +
                 ") did not answer PING on " + address(i).text() + " within " +
                 std::to_string(timeout.count()) + " ms"};
}

std::string DockerCluster::lastLog(int i, int lines) const {
    auto r = m_api.call("GET", "/containers/" + info(i).id + "/logs?stdout=1&stderr=1&tail=" +
                                   std::to_string(std::clamp(lines, 1, 50)));
    if (!r || r->code != 200) {
        return {};
    }
    std::string s = decodeLogStream(r->body);
    s.erase(s.find_last_not_of(" \r\n") + 1);
    return s.substr(s.size() > 600 ? s.size() - 600 : 0);
}

std::string DockerCluster::describe(int i) const {
    const ContainerInfo& c = info(i);
    return c.name + " " + c.shortId() + " " + c.image + " " + c.state;
}

void DockerCluster::stopAll() {
    for (const auto& m : m_masters) {
        if (m.created && !m.info.id.empty()) {
            removeContainer(m_api, m.info.id, m.volume);
        }
    }
    release();
}

void DockerCluster::release() {
    m_masters.clear(); // the clock files go with their ClockShift (a server keeps its mapping)
    if (!m_clockDir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(m_clockDir, ec);
        m_clockDir.clear();
    }
}

Result<std::vector<std::string>> serverImages(DockerApi& api) {
    auto list = jsonOf(api.call("GET", "/images/json"), "cannot list the engine's images");
    if (!list) {
        return list.error();
    }
    if (list->type != JsonValue::Type::Array) {
        return Error{"cannot list the engine's images: the reply is not a JSON array"};
    }
    std::vector<std::string> tags;
    for (const JsonValue& image : list->array) {
        for (std::string& tag :
             strings(image.type == JsonValue::Type::Object ? image.find("RepoTags") : nullptr)) {
            if (tag != "<none>:<none>" && static_cast<int>(tags.size()) < kMaxImagesLooked) {
                tags.push_back(std::move(tag));
            }
        }
    }
    std::vector<std::string> servers;
    for (const std::string& tag : tags) {
        if (imageCommand(api, tag)) {
            servers.push_back(tag);
        }
    }
    std::sort(servers.begin(), servers.end());
    servers.erase(std::unique(servers.begin(), servers.end()), servers.end());
    return servers;
}

} // namespace redlock::docker
