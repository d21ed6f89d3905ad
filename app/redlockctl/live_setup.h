#pragma once
// What acquire, release and bench share: turning --masters/--ttl/--timeout/--retries/
// --password/--prefix/--tls* into checked core inputs, and printing per-master traces.

#include "app/redlockctl/cli_args.h"
#include "core/json/json_writer.h"

#include "core/client/redlock.h"
#include "core/valkey/address.h"
#include "core/valkey/valkey_master.h"

#include <iosfwd>
#include <vector>

namespace redlockctl {

// A key prefix: non-empty printable ASCII without spaces or glob characters; one outside
// redlock-lab: only with `foreignConfirmed` (--foreign-prefix, the user's explicit choice).
redlock::Result<std::string> checkPrefix(const std::string& prefix, bool foreignConfirmed);

using redlock::json::JsonWriter; // core/json: the one writer of --json output

struct LiveSetup {
    std::vector<redlock::Address> masters;
    redlock::RedlockOptions options;
    redlock::ValkeyOptions valkey;
};

// Checks everything; the error message names the bad value.
// --fanout parallel|sequential (only acquire and bench parse it) sets options.fanout.
redlock::Result<LiveSetup> liveSetup(const CliArgs& args);

// One line per master: address, outcome, round trip, error text.
void printMasters(std::ostream& out, const std::vector<redlock::MasterTrace>& masters);
void jsonMasters(JsonWriter& j, std::string_view key,
                 const std::vector<redlock::MasterTrace>& masters);

long long rttUs(const redlock::Reply& r);
// A master that replied (ok, refused, error); not one the client stopped waiting for.
bool answered(const redlock::Reply& r);

} // namespace redlockctl
