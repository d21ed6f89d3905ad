#include "core/docker/docker_cluster.h"

#include "core/json/json.h"
#include "core/json/json_writer.h"
#include "core/lock/clock.h"
#include "core/servers/process.h"
#include "core/valkey/valkey_master.h"

#include <algorithm>
#include <arpa/inet.h>
#include <ctime>
#include <netinet/in.h>
#include <sys/socket.h>
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

std::string createBody(const DockerOptions& opt, std::vector<std::string> cmd, int port,
                       const std::string& bind, const std::string& volume) {
    const std::string p = std::to_string(port);
    cmd.insert(cmd.end(), {"--port", p, "--bind", bind, "--protected-mode", "no", "--save", ""});
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
    w.beginObject("Labels").field(kMasterLabel, p).endObject();
    w.beginObject("HostConfig");
    w.field("NetworkMode", "host");
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
        o.m_masters.clear();
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
    DockerCluster c(std::move(api));
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
    }
    int base = opt.basePort;
    if (base == 0 && !local) {
        base = 7001;
    }
    if (base != 0 && (base < 1 || base + count - 1 > 65535)) {
        return Error{"base port " + std::to_string(base) + " is out of range: expected 1-" +
                     std::to_string(65536 - count)};
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
        const std::string volume = opt.persistence == Persistence::Always ? name + "-data" : "";
        auto r = c.m_api.call("POST", "/containers/create?name=" + queryEscape(name),
                              createBody(opt, *cmd, port, bind, volume));
        if (r && r->code == 409) {
            return Error{"a container named " + name + " already exists on " +
                         c.m_api.endpoint().text() +
                         ": `redlockctl masters stop --docker` removes the app's masters, or pick "
                         "another --base-port"};
        }
        auto j = jsonOf(r, "cannot create container " + name);
        if (!j) {
            return j.error();
        }
        Master m;
        m.info.id = text(*j, {"Id"});
        m.info.name = name;
        m.info.image = opt.image;
        m.info.state = "created";
        m.port = port;
        m.volume = volume;
        m.created = true;
        if (!validId(m.info.id)) {
            return Error{"cannot create container " + name +
                         ": the engine's reply has no valid Id"};
        }
        c.m_masters.push_back(m);
        const int at = c.size() - 1;
        if (auto s = c.post(at, "start"); !s) {
            return s.error();
        }
        if (auto ready = c.waitReady(at, opt.readyTimeout); !ready) {
            return ready.error(); // the destructor removes what was created
        }
    }
    // Master i is the i-th port, as find() will number them later (free ports come unsorted).
    std::sort(c.m_masters.begin(), c.m_masters.end(),
              [](const Master& a, const Master& b) { return a.port < b.port; });
    return c;
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
                c.m_masters.push_back(m);
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
    ValkeyMaster probe(address(i));
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
        if (m.created) {
            removeContainer(m_api, m.info.id, m.volume);
        }
    }
    m_masters.clear();
}

void DockerCluster::release() {
    m_masters.clear();
}

} // namespace redlock::docker
