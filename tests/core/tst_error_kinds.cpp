// The core's one error convention (core/lock/result.h): an Error carries a kind as well as its
// one-line message, made where the error is, and kept when the error is passed on.

#include "core/lock/result.h"
#include "core/sim/files/catalog.h"
#include "core/sim/limits.h"
#include "core/valkey/address.h"
#include "core/valkey/valkey_connection.h"

#include <QTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <set>
#include <string>

using namespace redlock;

namespace {

// A loopback port nobody listens on: bound, never listened on, closed after the test.
struct DeadPort {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    int port = 0;
    DeadPort() {
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
            getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
            port = ntohs(a.sin_port);
        }
    }
    ~DeadPort() { close(fd); }
};

} // namespace

class TstErrorKinds : public QObject {
    Q_OBJECT
private slots:
    void aBadValueIsInvalid() {
        const auto r = parseAddress("127.0.0.1:70000");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Invalid);
        QVERIFY(r.error().message.find("70000") != std::string::npos);
    }

    void anUnknownScenarioIsNotFound() {
        const auto r = sim::builtinScenario("no-such-scenario");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::NotFound);
    }

    void anUnreadableFileIsASystemError() {
        const auto r = sim::limits::readScenarioFile("/nonexistent-dir/x.json");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::System);
        // An empty name is the caller's mistake, not the system's.
        QCOMPARE(sim::limits::readScenarioFile("").error().kind, ErrorKind::Invalid);
    }

    void aClosedPortIsANetworkError() {
        DeadPort dead;
        QVERIFY(dead.port > 0);
        ValkeyConnection c("127.0.0.1", dead.port, "");
        const auto r = c.request("*1\r\n$4\r\nPING\r\n", Micros(Millis(2000)));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Network);
    }

    void kindsHaveDistinctNames() {
        std::set<std::string> names;
        for (ErrorKind k : {ErrorKind::Invalid, ErrorKind::NotFound, ErrorKind::System,
                            ErrorKind::Network, ErrorKind::Server}) {
            names.insert(errorKindName(k));
        }
        QCOMPARE(names.size(), std::size_t(5));
        QCOMPARE(std::string(errorKindName(ErrorKind::NotFound)), std::string("not-found"));
    }
};

QTEST_GUILESS_MAIN(TstErrorKinds)
#include "tst_error_kinds.moc"
