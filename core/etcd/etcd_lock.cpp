#include "core/etcd/etcd_lock.h"

#include "core/etcd/etcd_wire.h"
#include "core/etcd/http_session.h"
#include "core/json/json_out.h"
#include "core/lock/clock.h"
#include "core/lock/token.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace redlock::etcd {

using redlock::sim::jsonString;

namespace {

constexpr std::string_view kProjectPrefix = "redlock-lab:";

// gRPC codes after which another member may well succeed: unknown (e.g. "leader changed"),
// deadline exceeded, aborted, internal, unavailable (no leader, stopping).
bool retryable(int code) {
    return code == 2 || code == 4 || code == 10 || code == 13 || code == 14;
}

std::string idText(std::int64_t id) {
    std::string out = "\""; // appended: GCC 12 -O3 warns falsely on "lit" + string (-Wrestrict)
    return out.append(std::to_string(id)).append("\"");
}

// One request's journey across the members.
struct Answer {
    bool answered = false; // a member answered for the cluster (success or a definitive error)
    int member = -1;
    int code = 0; // gRPC error code of the answer, 0 on success
    Json body;
    std::string error; // not answered: every member's failure; answered with code: etcd's text
};

// The members plus one thread's HTTP session. Requests start at the member that answered last
// (shared between threads) and go round the rest on failure.
class Caller {
public:
    Caller(const std::vector<Endpoint>& members, const EtcdOptions& o, std::atomic<int>& preferred)
        : m_members(members), m_o(o), m_preferred(preferred) {}

    // `budget` is the whole call's time (the options' timeout unless a caller has a reason for
    // another: the keep-alive thread spends up to a third of the lease, see keepAliveLoop).
    Answer call(const std::string& path, const std::string& body, std::vector<MasterTrace>* traces,
                std::optional<Millis> budget = std::nullopt) {
        Answer a;
        const Millis total = budget.value_or(m_o.timeout);
        const int n = static_cast<int>(m_members.size());
        const int start = m_preferred.load();
        std::string failures;
        // One deadline for the whole call: members are tried one after another, so three
        // silent ones must not cost three timeouts. Each member gets a fair share of what is
        // left (a third, then half, then all of the rest with three), so a silent first member
        // cannot spend the time the others need to answer.
        const Micros deadline = m_clock.now() + Micros(total);
        for (int i = 0; i < n; ++i) {
            const int idx = (start + i) % n;
            Reply rep;
            rep.sentAt = m_clock.now();
            const auto left = std::chrono::round<Millis>((deadline - rep.sentAt) / (n - i));
            if (left < Millis(1)) {
                for (int j = i; j < n; ++j) { // not asked: the call's time is spent
                    const int rest = (start + j) % n;
                    if (traces) {
                        (*traces)[rest].reply.outcome = Outcome::Skipped;
                        (*traces)[rest].reply.sent = false;
                        (*traces)[rest].reply.sentAt = (*traces)[rest].reply.repliedAt = rep.sentAt;
                    }
                    failures += (failures.empty() ? "" : "; ") + m_members[rest].url +
                                ": not asked, the call's " + std::to_string(total.count()) +
                                " ms were spent";
                }
                break;
            }
            const HttpReply h =
                m_session.post(m_members[idx].base + path, body, left, m_o.connectTimeout);
            rep.repliedAt = m_clock.now();
            bool definitive = false;
            if (h.status != HttpReply::Status::Ok) {
                rep.outcome =
                    h.status == HttpReply::Status::Timeout ? Outcome::Timeout : Outcome::Error;
                rep.error = h.error;
            } else if (auto json = redlock::sim::parseJson(h.body); !json) {
                rep.outcome = Outcome::Error;
                rep.error = "HTTP " + std::to_string(h.code) + " with a body that is not JSON";
            } else {
                a.code = grpcCode(*json);
                if (a.code == 0 && h.code == 200) {
                    rep.outcome = Outcome::Ok;
                    definitive = true;
                } else {
                    rep.outcome = Outcome::Error;
                    rep.error =
                        "etcd: " + grpcMessage(*json) + " (HTTP " + std::to_string(h.code) + ")";
                    definitive = !retryable(a.code) && h.code < 500;
                }
                a.body = std::move(json).value();
            }
            if (traces) {
                (*traces)[idx].reply = rep;
            }
            if (definitive) {
                a.answered = true;
                a.member = idx;
                a.error = rep.error;
                m_preferred.store(idx);
                return a;
            }
            failures += (failures.empty() ? "" : "; ") + m_members[idx].url + ": " + rep.error;
        }
        a.error = "no etcd member answered (" + failures + ")";
        return a;
    }

    const SteadyClock& clock() const { return m_clock; }

private:
    const std::vector<Endpoint>& m_members;
    const EtcdOptions& m_o;
    std::atomic<int>& m_preferred;
    HttpSession m_session;
    SteadyClock m_clock;
};

std::string rangeBody(const std::string& key) {
    return "{\"key\":" + jsonString(base64(key)) + "}";
}

std::optional<KeyState> firstKv(const Json* rangeResponse) {
    const Json* kvs = path(rangeResponse, {"kvs"});
    if (kvs == nullptr || kvs->type != Json::Type::Array || kvs->array.empty()) {
        return std::nullopt;
    }
    const Json& kv = kvs->array.front();
    KeyState s;
    s.createRevision = int64Field(&kv, "create_revision");
    s.lease = int64Field(&kv, "lease");
    const Json* v = kv.find("value");
    s.value = v && v->type == Json::Type::String ? unbase64(v->string) : std::string();
    return s;
}

} // namespace

Result<bool> checkEtcdOptions(const EtcdOptions& o) {
    if (auto ttl = checkLeaseTtl(o.ttl.count()); !ttl) {
        return ttl.error();
    }
    if (o.timeout.count() < 1 || o.timeout.count() > 10000) {
        return Error{"--timeout " + std::to_string(o.timeout.count()) +
                     " ms is out of range: expected 1 to 10000 ms per etcd request"};
    }
    if (o.timeout >= o.ttl) {
        return Error{"--timeout " + std::to_string(o.timeout.count()) + " ms is not below --ttl " +
                     std::to_string(o.ttl.count()) +
                     " ms: a lease would run out during one request"};
    }
    if (o.prefix.rfind(kProjectPrefix, 0) != 0) {
        return Error{"--prefix '" + o.prefix +
                     "' is outside the project's keys: expected it to start with " +
                     std::string(kProjectPrefix)};
    }
    return true;
}

struct EtcdLock::Impl {
    struct LeaseState {
        Micros ttl{0};
        Micros deadline{0}; // the lease may have run out from here on, as far as we know
        Micros nextDue{0};
        KeepAliveStats stats;
    };

    std::vector<Endpoint> members;
    EtcdOptions o;
    std::atomic<int> preferred{0};
    Caller caller{members, o, preferred}; // the caller's thread

    mutable std::mutex mu;
    std::condition_variable cv;
    std::map<std::int64_t, LeaseState> leases;
    bool stopping = false;
    std::thread keeper;

    std::vector<MasterTrace> freshTraces() const {
        std::vector<MasterTrace> t;
        for (const auto& e : members) {
            MasterTrace mt;
            mt.address = e.url;
            mt.reply.outcome = Outcome::Skipped;
            t.push_back(mt);
        }
        return t;
    }

    // Not traced: the report shows what each member answered to the lock's own request.
    void revoke(std::int64_t lease) {
        caller.call("/v3/lease/revoke", "{\"ID\":" + idText(lease) + "}", nullptr);
    }

    void hold(std::int64_t lease, Micros ttl, Micros grantSent) {
        std::lock_guard lk(mu);
        LeaseState s;
        s.ttl = ttl;
        s.deadline = grantSent + ttl;
        s.nextDue = grantSent + ttl / 3;
        s.stats.alive = true;
        leases[lease] = s;
        if (!keeper.joinable()) {
            keeper = std::thread([this] { keepAliveLoop(); });
        }
        cv.notify_all();
    }

    // The keep-alive thread: renews every held lease a third of its TTL after the last renewal
    // was sent, retries sooner after a failure, and gives a lease up once its deadline passed.
    void keepAliveLoop() {
        Caller own(members, o, preferred);
        const SteadyClock& clock = own.clock();
        std::unique_lock lk(mu);
        while (!stopping) {
            const Micros now = clock.now();
            std::int64_t due = 0;
            std::optional<Micros> next;
            for (auto& [id, s] : leases) {
                if (!s.stats.alive) {
                    continue;
                }
                if (now >= s.deadline) {
                    s.stats.alive = false;
                    s.stats.lastError = "the lease ran out before a keep-alive was answered";
                    continue;
                }
                if (s.nextDue <= now) {
                    due = id;
                    break;
                }
                next = next ? std::min(*next, s.nextDue) : s.nextDue;
            }
            if (due == 0) {
                if (next) {
                    cv.wait_for(lk, *next - now);
                } else {
                    cv.wait(lk);
                }
                continue;
            }
            // The keep-alive runs beside the work, so its call may take longer than an acquire's
            // timeout: up to a third of the lease, never past the lease's deadline. Shared among
            // the members one after another, the acquire's timeout alone left a follower ~170 ms
            // while a loaded cluster elected a new leader, and the lease ran out unrenewed.
            const Micros leaseLeft = leases[due].deadline - now;
            const Millis budget = std::max(
                Millis(1), std::chrono::duration_cast<Millis>(std::min(
                               leaseLeft, std::max<Micros>(o.timeout, leases[due].ttl / 3))));
            lk.unlock();
            const Micros sent = clock.now();
            const Answer a =
                own.call("/v3/lease/keepalive", "{\"ID\":" + idText(due) + "}", nullptr, budget);
            lk.lock();
            const auto it = leases.find(due);
            if (it == leases.end() || !it->second.stats.alive) {
                continue; // released or abandoned meanwhile
            }
            LeaseState& s = it->second;
            const std::int64_t ttl = int64Field(path(&a.body, {"result"}), "TTL");
            if (a.answered && a.code == 0 && ttl > 0) {
                ++s.stats.renewals;
                // In µs: seconds(2) / 3 is 0 s in integer seconds, which renewed a 2 s lease
                // back to back (a keep-alive storm, ~70 a second).
                const Micros granted = std::chrono::seconds(ttl);
                s.deadline = sent + granted;
                s.nextDue = sent + granted / 3;
            } else if (a.answered) {
                s.stats.alive = false;
                s.stats.lastError =
                    a.code == 0 ? "etcd no longer knows the lease: it ran out" : a.error;
            } else {
                ++s.stats.failures;
                s.stats.lastError = a.error;
                s.nextDue = clock.now() + std::max<Micros>(Millis(50), s.ttl / 10);
            }
        }
    }
};

EtcdLock::EtcdLock(std::vector<Endpoint> members, EtcdOptions options)
    : m(std::make_unique<Impl>()) {
    m->members = std::move(members);
    m->o = std::move(options);
}

EtcdLock::~EtcdLock() {
    {
        std::lock_guard lk(m->mu);
        m->stopping = true;
    }
    m->cv.notify_all();
    if (m->keeper.joinable()) {
        m->keeper.join();
    }
}

int EtcdLock::size() const {
    return static_cast<int>(m->members.size());
}

std::string EtcdLock::keyFor(const std::string& resource) const {
    return m->o.prefix + resource;
}

AcquireReport EtcdLock::acquire(const std::string& resource) {
    AcquireReport r;
    r.members = m->freshTraces();
    const SteadyClock& clock = m->caller.clock();
    const Micros t0 = clock.now();
    const long long ttlS = m->o.ttl.count() / 1000;
    const Answer grant =
        m->caller.call("/v3/lease/grant", "{\"TTL\":" + idText(ttlS) + "}", &r.members);
    const std::int64_t lease = int64Field(&grant.body, "ID");
    const std::int64_t granted = int64Field(&grant.body, "TTL");
    if (!grant.answered || grant.code != 0 || lease == 0 || granted <= 0) {
        r.reason = grant.answered ? "the lease grant was refused: " + grant.error : grant.error;
        r.elapsed = clock.now() - t0;
        return r;
    }
    const std::string key = keyFor(resource);
    const std::string token = newToken();
    const std::string k = jsonString(base64(key));
    const std::string txn =
        "{\"compare\":[{\"key\":" + k +
        ",\"target\":\"CREATE\",\"result\":\"EQUAL\",\"create_revision\":\"0\"}]," +
        "\"success\":[{\"request_put\":{\"key\":" + k + ",\"value\":" + jsonString(base64(token)) +
        ",\"lease\":" + idText(lease) + "}}]," + "\"failure\":[{\"request_range\":{\"key\":" + k +
        "}}]}";
    const Answer t = m->caller.call("/v3/kv/txn", txn, &r.members);
    const Micros t1 = clock.now();
    r.elapsed = t1 - t0;
    if (!t.answered || t.code != 0) {
        // A transaction that timed out may still have been applied; revoking the lease removes
        // the key with it in that case, so nothing is left behind either way.
        m->revoke(lease);
        r.reason = t.answered ? "the transaction was refused: " + t.error : t.error;
        return r;
    }
    std::int64_t fence = 0;
    if (boolField(&t.body, "succeeded")) {
        fence = int64Field(path(&t.body, {"header"}), "revision");
    } else {
        const Json* responses = t.body.find("responses");
        const Json* range =
            responses && responses->type == Json::Type::Array && !responses->array.empty()
                ? path(&responses->array.front(), {"response_range"})
                : nullptr;
        const auto holder = firstKv(range);
        if (holder && holder->lease == lease) {
            fence = holder->createRevision; // our own put, applied by a member that then timed out
        } else {
            r.members[t.member].reply.outcome = Outcome::Refused;
            r.holderFence = holder ? holder->createRevision : 0;
            r.reason = "held by another client";
            m->revoke(lease);
            return r;
        }
    }
    r.held = true;
    r.reason = "acquired";
    r.lock = Held{resource, key, token, lease, fence, Millis(granted * 1000)};
    r.validity = std::max(Micros{0}, Micros(r.lock.ttl) - r.elapsed);
    m->hold(lease, Micros(r.lock.ttl), t0);
    return r;
}

ReleaseReport EtcdLock::release(const Held& lock) {
    ReleaseReport r;
    r.members = m->freshTraces();
    {
        std::lock_guard lk(m->mu);
        m->leases.erase(lock.lease);
    }
    const SteadyClock& clock = m->caller.clock();
    const Micros t0 = clock.now();
    const std::string k = jsonString(base64(lock.key));
    const std::string txn =
        "{\"compare\":[{\"key\":" + k +
        ",\"target\":\"CREATE\",\"result\":\"EQUAL\",\"create_revision\":" + idText(lock.fence) +
        "}],\"success\":[{\"request_delete_range\":{\"key\":" + k + "}}]}";
    const Answer t = m->caller.call("/v3/kv/txn", txn, &r.members);
    if (!t.answered || t.code != 0) {
        r.reason = t.answered ? "the transaction was refused: " + t.error : t.error;
    } else if (boolField(&t.body, "succeeded")) {
        r.released = true;
        r.reason = "deleted";
    } else {
        r.members[t.member].reply.outcome = Outcome::Refused;
        r.reason = "not ours any more: the key is gone or has another create revision";
    }
    if (lock.lease != 0) {
        m->revoke(lock.lease);
    }
    r.elapsed = clock.now() - t0;
    return r;
}

void EtcdLock::abandon(const Held& lock) {
    std::lock_guard lk(m->mu);
    const auto it = m->leases.find(lock.lease);
    if (it != m->leases.end()) {
        it->second.stats.alive = false;
        it->second.stats.lastError = "abandoned: no more keep-alives";
    }
}

KeepAliveStats EtcdLock::keepAlive(const Held& lock) const {
    std::lock_guard lk(m->mu);
    const auto it = m->leases.find(lock.lease);
    return it == m->leases.end() ? KeepAliveStats{} : it->second.stats;
}

Result<std::optional<KeyState>> EtcdLock::inspect(const std::string& resource) {
    const Answer a = m->caller.call("/v3/kv/range", rangeBody(keyFor(resource)), nullptr);
    if (!a.answered || a.code != 0) {
        return Error{a.error, ErrorKind::Network};
    }
    return firstKv(&a.body);
}

Result<long long> EtcdLock::leaseTtl(std::int64_t lease) {
    const Answer a =
        m->caller.call("/v3/lease/timetolive", "{\"ID\":" + idText(lease) + "}", nullptr);
    if (!a.answered || a.code != 0) {
        return Error{a.error, ErrorKind::Network};
    }
    return static_cast<long long>(int64Field(&a.body, "TTL", -1));
}

} // namespace redlock::etcd
