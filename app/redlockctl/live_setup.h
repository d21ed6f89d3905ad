#pragma once
// What acquire, release and bench share: turning --masters/--ttl/--timeout/--retries/
// --password/--prefix into checked core inputs, and printing per-master traces.

#include "app/redlockctl/cli_args.h"
#include "core/json/json_writer.h"

#include "core/valkey/address.h"
#include "core/client/redlock.h"
#include "core/valkey/valkey_master.h"

#include <iosfwd>
#include <vector>

namespace redlockctl {

using redlock::json::JsonWriter; // core/json: the one writer of --json output

struct LiveSetup {
    std::vector<redlock::Address> masters;
    redlock::RedlockOptions options;
    redlock::ValkeyOptions valkey;
};

// The options every live subcommand accepts (add to CliArgs::parse's valued list).
#define REDLOCKCTL_LIVE_OPTIONS "masters", "ttl", "timeout", "retries", "password", "prefix"

// Checks everything; the error message names the bad value.
redlock::Result<LiveSetup> liveSetup(const CliArgs& args);

// One line per master: address, outcome, round trip, error text.
void printMasters(std::ostream& out, const std::vector<redlock::MasterTrace>& masters);
void jsonMasters(JsonWriter& j, std::string_view key, const std::vector<redlock::MasterTrace>& masters);

long long rttUs(const redlock::Reply& r);

} // namespace redlockctl
