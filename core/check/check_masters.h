#pragma once
// The masters a chaos check runs on: local server processes (the default) or, with
// CheckOptions::docker, containers on the Docker engine (DOCKER_HOST or the local socket).
// Either way the checker sees one MasterCluster and injects its server faults through
// MasterFaults: crash = kill, hang = pause, restart = stop + start; with clock faults, each
// master (process or container) runs under the clock_shift library.

#include "core/check/check_options.h"
#include "core/servers/master_cluster.h"

#include <memory>

namespace redlock::check {

Result<std::unique_ptr<MasterCluster>> startCheckMasters(const CheckOptions& opt);

} // namespace redlock::check
