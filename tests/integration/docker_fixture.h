#pragma once
// Shared by the `docker` tests: a real Docker engine (DOCKER_HOST or /var/run/docker.sock) and
// the local test image scripts/docker-engine builds (redis-server imported from this machine,
// nothing pulled). With no engine or no image a test SKIPS with the reason, unless
// REDLOCK_REQUIRE_DOCKER=1 (set by .ci/run), when it FAILS: CI never passes without Docker.
// Containers the tests create by hand use the host's network and 127.0.0.1, like the app's,
// and are removed by id.

#include "core/docker/docker_api.h"
#include "core/docker/docker_cluster.h"
#include "core/json/json.h"
#include "core/json/json_writer.h"
#include "core/servers/process.h"

#include <QTest>

#include <cstdlib>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace dockertest {

inline std::string testImage() {
    const char* v = std::getenv("REDLOCK_DOCKER_IMAGE");
    return v && *v ? v : "redlock-lab/redis-test:local";
}

inline bool required() {
    const char* v = std::getenv("REDLOCK_REQUIRE_DOCKER");
    return v && std::string(v) == "1";
}

// The engine, or why there is none (with the image checked too).
inline redlock::Result<redlock::docker::DockerApi> engine() {
    auto where = redlock::docker::endpointFromEnvironment();
    if (!where) {
        return where.error();
    }
    auto api = redlock::docker::DockerApi::connect(*where);
    if (!api) {
        return api.error();
    }
    auto img =
        api.value().call("GET", "/images/" + redlock::docker::queryEscape(testImage()) + "/json");
    if (!img || img->code != 200) {
        return redlock::Error{"test image " + testImage() + " is missing on " + where->text() +
                              ": run scripts/docker-engine up"};
    }
    return api;
}

// In a test function: `auto e = dockertest::engine(); DOCKER_REQUIRE(e);` then e.value().
#define DOCKER_REQUIRE(e)                                                                          \
    do {                                                                                           \
        if (!(e)) {                                                                                \
            const std::string why = "no Docker engine for this test: " + (e).error().message;      \
            if (dockertest::required())                                                            \
                QFAIL((why + " (REDLOCK_REQUIRE_DOCKER=1)").c_str());                              \
            QSKIP(why.c_str());                                                                    \
        }                                                                                          \
    } while (0)

inline std::optional<redlock::sim::JsonValue> getJson(redlock::docker::DockerApi& api,
                                                      const std::string& path) {
    auto r = api.call("GET", path);
    if (!r || r->code != 200) {
        return std::nullopt;
    }
    auto j = redlock::sim::parseJson(r->body);
    return j ? std::optional(std::move(j).value()) : std::nullopt;
}

// The engine's State.Status of a container ("running", "paused", "exited"), or "gone".
inline std::string state(redlock::docker::DockerApi& api, const std::string& id) {
    auto j = getJson(api, "/containers/" + id + "/json");
    if (!j) {
        return "gone";
    }
    const auto* st = j->find("State");
    const auto* s = st ? st->find("Status") : nullptr;
    return s ? s->string : "?";
}

// How many containers carry the app's label on the engine now (-1: the engine did not say).
inline int labelled(redlock::docker::DockerApi& api) {
    redlock::json::JsonWriter f;
    f.beginObject()
        .beginArray("label")
        .field("", redlock::docker::kMasterLabel)
        .endArray()
        .endObject();
    const auto j =
        getJson(api, "/containers/json?all=1&filters=" + redlock::docker::queryEscape(f.str()));
    return j && j->type == redlock::sim::JsonValue::Type::Array ? static_cast<int>(j->array.size())
                                                                : -1;
}

// A container made by hand (not by the app): redis-server on 127.0.0.1:port, host network,
// with the given labels. Started; returns its id ("" on failure, with `why`).
inline std::string createByHand(redlock::docker::DockerApi& api, const std::string& name, int port,
                                const std::map<std::string, std::string>& labels,
                                std::string& why) {
    redlock::json::JsonWriter w;
    w.beginObject().field("Image", testImage());
    w.beginArray("Cmd");
    for (const char* a : {"/usr/bin/redis-server", "--bind", "127.0.0.1", "--save", "", "--port"}) {
        w.field("", a);
    }
    w.field("", std::to_string(port)).endArray();
    w.beginObject("Labels");
    for (const auto& [k, v] : labels) {
        w.field(k, v);
    }
    w.endObject();
    w.beginObject("HostConfig").field("NetworkMode", "host").endObject();
    w.endObject();
    auto r = api.call("POST", "/containers/create?name=" + name, w.str());
    if (!r || r->code != 201) {
        why = r ? redlock::docker::apiMessage(*r) : r.error().message;
        return {};
    }
    auto j = redlock::sim::parseJson(r->body);
    const std::string id = j && j->find("Id") ? j->find("Id")->string : "";
    auto s = api.call("POST", "/containers/" + id + "/start");
    if (!s || s->code != 204) {
        why = s ? redlock::docker::apiMessage(*s) : s.error().message;
    }
    return id;
}

inline void removeById(redlock::docker::DockerApi& api, const std::string& id) {
    if (!id.empty()) {
        api.call("DELETE", "/containers/" + id + "?force=1&v=1");
    }
}

// Removes a hand-made container when the test ends, however it ends.
struct HandContainer {
    redlock::docker::DockerApi& api;
    std::string id;
    HandContainer(redlock::docker::DockerApi& a, std::string i) : api(a), id(std::move(i)) {}
    HandContainer(const HandContainer&) = delete;
    HandContainer& operator=(const HandContainer&) = delete;
    ~HandContainer() { removeById(api, id); }
};

} // namespace dockertest
