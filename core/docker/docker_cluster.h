#pragma once
// DockerCluster: Redis/Valkey masters in Docker containers, the container MasterCluster.
// Faults act on the container by id through the engine's API: crash = kill (SIGKILL), hang =
// pause (the cgroup freezer: a true hang, the socket stays open), resume = unpause, stop =
// stop, restart = stop, stay down for the delay, start, wait until it answers PING.
//
// Containers it creates use the host's network (HostConfig.NetworkMode "host": no bridge, no
// published port), bind the engine's host address (127.0.0.1 for a local engine) on their own
// port, carry the app's label (kMasterLabel = the port) and are named after the port
// ("redlock-lab-7001"), so two users on one engine do not collide. The image's own command
// gets the app's arguments appended (so any image whose command is valkey-server or
// redis-server works); persistence Always gives each a named volume on /data and
// appendfsync always. Nothing is ever pulled: a missing image is an error naming `docker pull`.
//
// Clocks (shiftableClocks, a local engine only): each container runs its server under the
// clock_shift preload library, bind-mounted read-only with the master's control file (a
// ClockShift in a directory of this object's), so clock(i) steps or skews that container's
// wall clock as it does a local process's. start() proves it: it steps each new master's clock
// by an hour, reads TIME, and sets it right; an image where the library cannot act (another
// libc, a user who cannot read the file) is an error naming the image, not a silent no-op.
//
// TLS (DockerOptions::tls, a start on any engine): each server serves TLS only (--port 0,
// --tls-port on its port, as local servers do); its certificate, key and CA are copied into the
// container through the engine's archive API before it starts (so a remote engine gets them
// too, and they go with the container), and the CA its clients trust is recorded on the
// container's kTlsLabel. start() and restarts check each server over TLS the way a client will;
// find() takes the recorded CA (of the first container that has one), so status and the fault
// verbs speak TLS without being told. A wipe creates the container again with the files.
//
// Ownership: stopAll() (and the destructor) kill and remove only the containers this object
// created. Containers found by the app's label (started by another run) or in a compose
// project the user named may be faulted but are never removed by it; removeLabelled() is the
// explicit `masters stop --docker`, and it only touches containers carrying the app's label.

#include "core/docker/docker_api.h"
#include "core/servers/clock_shift.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_cluster.h"

#include <memory>
#include <string>
#include <vector>

namespace redlock::docker {

inline constexpr const char* kMasterLabel = "org.redlock-lab.master"; // value: the port
// On a TLS master: the CA its clients trust (PEM; empty: the system's), so find() can check it.
inline constexpr const char* kTlsLabel = "org.redlock-lab.tls-ca";
inline constexpr const char* kComposeProject = "com.docker.compose.project";
inline constexpr const char* kComposeService = "com.docker.compose.service";
inline constexpr const char* kDefaultImage = "valkey/valkey:8";
inline constexpr const char* kNamePrefix = "redlock-lab-";

struct DockerOptions {
    std::string image = kDefaultImage;
    int basePort = 0; // 0: free loopback ports (local engine) or 7001 (remote engine)
    Persistence persistence = Persistence::None;
    Millis readyTimeout{15000}; // per container, until it answers PING
    // Each server's wall clock under clock(i) (see above). Empty library: findLibrary().
    bool shiftableClocks = false;
    std::string clockShiftLibrary;
    // TLS only (see TLS above): the servers' files, and how start(), restarts and the clock
    // proof speak to them (required with tls.on()).
    ServerTls tls;
    std::shared_ptr<const TlsContext> clientTls;
};

struct ContainerInfo {
    std::string id;    // full id
    std::string name;  // without the leading '/'
    std::string image; // as configured
    std::string state; // the engine's word: running, paused, exited, created, restarting, ...
    std::string shortId() const { return id.substr(0, 12); }
};

class DockerCluster final : public MasterCluster {
public:
    // Masters are numbered by port, here as in find().
    static Result<DockerCluster> start(DockerApi api, int count, const DockerOptions& opt = {});
    // start() on the engine of DOCKER_HOST, else the local socket.
    static Result<std::unique_ptr<DockerCluster>> startHere(int count,
                                                            const DockerOptions& opt = {});
    // The masters already there: containers carrying the app's label, or (project not empty)
    // the containers of that compose project. Sorted by port. An empty result is an error
    // that says how to start some.
    static Result<DockerCluster> find(DockerApi api, const std::string& project = {});
    // `masters stop --docker`: kills and removes every container carrying the app's label
    // (with its volume). Returns how many went. Never touches another container.
    static Result<int> removeLabelled(DockerApi& api);

    DockerCluster(DockerCluster&&) noexcept = default;
    DockerCluster& operator=(DockerCluster&& other) noexcept;
    DockerCluster(const DockerCluster&) = delete;
    DockerCluster& operator=(const DockerCluster&) = delete;
    ~DockerCluster() override;

    int size() const override { return static_cast<int>(m_masters.size()); }
    Address address(int i) const override;
    MasterRun run(int i) const override; // asks the engine
    Result<Done> crash(int i) override;
    Result<Done> hang(int i) override;
    Result<Done> resume(int i) override;
    Result<Done> stop(int i) override;
    Result<Done> restart(int i, Millis delay) override;
    // Only while master i is down, and only a container this object created: it is removed
    // with its volume and created again, not started (restart() starts it, empty).
    Result<Done> wipe(int i) override;
    ClockShift* clock(int i) const override {
        return m_masters[static_cast<std::size_t>(i)].clock.get();
    }
    std::string engine() const override { return m_api.describe(); }
    // Set when the masters serve TLS only: how this side speaks to them (from the options, or
    // for masters found, trusting the CA on their kTlsLabel).
    const std::shared_ptr<const TlsContext>& clientTls() const { return m_clientTls; }
    std::string describe(int i) const override;
    // The engine's host when it is remote and the masters serve plain text (see TLS above).
    std::string plainTextNetwork() const override { return m_plainTextNetwork; }

    // Container i as of the last refresh() (or the start/find that made this object).
    const ContainerInfo& info(int i) const { return m_masters[static_cast<std::size_t>(i)].info; }
    int port(int i) const { return m_masters[static_cast<std::size_t>(i)].port; }
    bool created(int i) const { return m_masters[static_cast<std::size_t>(i)].created; }
    // Reads every container's state in one call (a list filtered by id); "gone" when removed.
    Result<Done> refresh();
    // The last lines of container i's log (for errors and the inspector).
    std::string lastLog(int i, int lines = 5) const;
    DockerApi& api() { return m_api; }

    // Kills and removes the containers this object created (and their volumes).
    void stopAll();
    // Forgets them: they keep running (the CLI's `masters start --docker`).
    void release();

private:
    struct Master {
        ContainerInfo info;
        int port = 0;
        std::string volume; // named volume this object created, "" when none
        bool created = false;
        std::string createBody;            // what created it (wipe creates it again)
        std::unique_ptr<ClockShift> clock; // shiftableClocks: its control file
    };
    explicit DockerCluster(DockerApi api) : m_api(std::move(api)) {}
    Result<Done> create(Master& m);
    Result<Done> proveClock(int i);
    Result<Done> post(int i, const std::string& verb, Millis timeout = Millis(0));
    Result<Done> act(int i, const std::string& verb, const char* stateAfter,
                     Millis timeout = Millis(0));
    Result<Done> waitReady(int i, Millis timeout);
    Result<ContainerInfo> inspect(const std::string& id) const;

    mutable DockerApi m_api;
    std::string m_host; // where the masters' ports are reached
    std::vector<Master> m_masters;
    std::string m_clockDir;   // holds the control files; removed by stopAll()
    std::string m_tlsArchive; // TLS: the files copied into each container it creates
    std::shared_ptr<const TlsContext> m_clientTls;
    std::string m_plainTextNetwork;
};

// The images on the engine that start() accepts (their command runs valkey-server or
// redis-server), as "repository:tag", sorted; untagged images are left out. At most
// kMaxImagesLooked tags are inspected (one call each), so a crowded engine costs bounded time.
inline constexpr int kMaxImagesLooked = 64;
Result<std::vector<std::string>> serverImages(DockerApi& api);

} // namespace redlock::docker
