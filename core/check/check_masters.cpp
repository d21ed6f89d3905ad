#include "core/check/check_masters.h"

#include "core/docker/docker_cluster.h"
#include "core/servers/local_servers.h"

namespace redlock::check {

Result<std::unique_ptr<MasterCluster>> startCheckMasters(const CheckOptions& opt) {
    if (opt.serverTls.on() != (opt.tls != nullptr)) {
        return Error{"TLS needs both sides: the servers' certificate and the clients' settings",
                     ErrorKind::Invalid};
    }
    if (opt.docker) {
        docker::DockerOptions d;
        if (!opt.dockerImage.empty()) {
            d.image = opt.dockerImage;
        }
        d.persistence = opt.persistence;
        d.shiftableClocks = opt.faults.clockFaults();
        d.clockShiftLibrary = opt.clockShiftLibrary;
        d.tls = opt.serverTls;
        d.clientTls = opt.tls;
        auto c = docker::DockerCluster::startHere(opt.servers, d);
        if (!c) {
            return c.error();
        }
        return std::unique_ptr<MasterCluster>(std::move(c).value());
    }
    LocalServerOptions so;
    so.tls = opt.serverTls;
    so.clientTls = opt.tls;
    so.binary = opt.binary;
    so.persistence = opt.persistence;
    so.shiftableClocks = opt.faults.clockFaults();
    so.clockShiftLibrary = opt.clockShiftLibrary;
    auto started = LocalServers::start(opt.servers, so);
    if (!started) {
        return started.error();
    }
    return std::unique_ptr<MasterCluster>(
        std::make_unique<LocalServers>(std::move(started).value()));
}

} // namespace redlock::check
