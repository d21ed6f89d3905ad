// core/docker without a Docker engine: DOCKER_HOST parsing, API versions, the framed log
// stream, and DockerApi::connect against a fake engine on a unix socket of the test's own
// (an API too old, a server that is not Docker, a reply over the size cap, one that never
// comes), each refused with a one-line error naming the cause.
#include "core/docker/docker_api.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace redlock;
using namespace redlock::docker;
using namespace std::chrono_literals;

namespace {

// Serves `reply` (raw HTTP) to every connection until stopped; `silent` accepts and answers
// nothing. One thread, loopback-free: a unix socket in a temporary directory.
class FakeEngine {
public:
    FakeEngine(const std::string& path, std::string reply, bool silent = false)
        : m_reply(std::move(reply)), m_silent(silent) {
        m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::snprintf(a.sun_path, sizeof a.sun_path, "%s", path.c_str());
        ::bind(m_fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
        ::listen(m_fd, 8);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeEngine() {
        m_stop = true;
        ::shutdown(m_fd, SHUT_RDWR);
        ::close(m_fd);
        m_thread.join();
        for (int c : m_open) {
            ::close(c);
        }
    }

private:
    void serve() {
        while (!m_stop) {
            const int c = ::accept(m_fd, nullptr, nullptr);
            if (c < 0) {
                return;
            }
            char buf[4096];
            (void)::recv(c, buf, sizeof buf, 0); // the request; its content does not matter
            if (m_silent) {
                m_open.push_back(c); // held open, never answered
                continue;
            }
            std::size_t sent = 0;
            while (sent < m_reply.size()) {
                const ssize_t n =
                    ::send(c, m_reply.data() + sent, m_reply.size() - sent, MSG_NOSIGNAL);
                if (n <= 0) {
                    break;
                }
                sent += static_cast<std::size_t>(n);
            }
            ::close(c);
        }
    }
    std::string m_reply;
    bool m_silent;
    int m_fd = -1;
    std::atomic<bool> m_stop{false};
    std::vector<int> m_open;
    std::thread m_thread;
};

// DockerApi::connect against a fake engine serving `reply` (or nothing, when silent).
Result<DockerApi> againstFake(const std::string& reply, ApiOptions o = {}, bool silent = false) {
    QTemporaryDir dir;
    Endpoint e;
    e.socketPath = dir.filePath(QStringLiteral("d.sock")).toStdString();
    FakeEngine fake(e.socketPath, reply, silent);
    return DockerApi::connect(e, o);
}

std::string http(const std::string& headers, const std::string& body) {
    return "HTTP/1.1 200 OK\r\n" + headers + "Content-Length: " + std::to_string(body.size()) +
           "\r\nConnection: close\r\n\r\n" + body;
}

} // namespace

class TestDockerApi : public QObject {
    Q_OBJECT
private slots:
    void dockerHost_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("text"); // Endpoint::text(), or "!" + a piece of the error
        QTest::newRow("default") << ""
                                 << "unix:///var/run/docker.sock";
        QTest::newRow("unix") << "unix:///run/user/1000/docker.sock"
                              << "unix:///run/user/1000/docker.sock";
        QTest::newRow("tcp") << "tcp://10.0.0.5:2375"
                             << "tcp://10.0.0.5:2375";
        QTest::newRow("tcp slash") << "tcp://docker-a:2375/"
                                   << "tcp://docker-a:2375";
        QTest::newRow("relative") << "unix://docker.sock"
                                  << "!absolute socket path";
        QTest::newRow("no port") << "tcp://10.0.0.5"
                                 << "!no host:port";
        QTest::newRow("bad port") << "tcp://10.0.0.5:99999"
                                  << "!port outside 1-65535";
        QTest::newRow("path") << "tcp://10.0.0.5:2375/x"
                              << "!path";
        QTest::newRow("ssh") << "ssh://me@host"
                             << "!scheme";
        QTest::newRow("word") << "localhost"
                              << "!is not a Docker host";
    }
    void dockerHost() {
        QFETCH(QString, value);
        QFETCH(QString, text);
        const auto e = parseDockerHost(value.toStdString());
        if (text.startsWith(QLatin1Char('!'))) {
            QVERIFY(!e);
            QVERIFY2(e.error().message.find(text.mid(1).toStdString()) != std::string::npos,
                     e.error().message.c_str());
            QVERIFY(e.error().message.find("expected unix://") != std::string::npos);
        } else {
            QVERIFY2(e, e ? "" : e.error().message.c_str());
            QCOMPARE(QString::fromStdString(e->text()), text);
        }
    }

    void apiVersions() {
        QCOMPARE(parseApiVersion("1.41")->minor, 41);
        QVERIFY(!parseApiVersion("1"));
        QVERIFY(!parseApiVersion("1.x"));
        QVERIFY(*parseApiVersion("1.24") < kMinApi);
        QVERIFY(!(*parseApiVersion("1.43") < kMaxApi));
    }

    void logStream() {
        const std::string framed = std::string("\x01\0\0\0\0\0\0\x06", 8) + "hello\n" +
                                   std::string("\x02\0\0\0\0\0\0\x04", 8) + "bad\n";
        QCOMPARE(decodeLogStream(framed), std::string("hello\nbad\n"));
        QCOMPARE(decodeLogStream("plain tty text\n"), std::string("plain tty text\n"));
        // A length past the end is cut at the end, never read beyond it.
        QCOMPARE(decodeLogStream(std::string("\x01\0\0\0\0\0\x10\0", 8) + "abc"),
                 std::string("abc"));
    }

    void queryEscaping() {
        QCOMPARE(queryEscape("{\"label\":[\"a=b\"]}"),
                 std::string("%7B%22label%22%3A%5B%22a%3Db%22%5D%7D"));
    }

    void missingSocketSaysHowToStartDocker() {
        QTemporaryDir dir;
        Endpoint e;
        e.socketPath = dir.filePath(QStringLiteral("none.sock")).toStdString();
        const auto api = DockerApi::connect(e);
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("does not exist") != std::string::npos &&
                     api.error().message.find("start Docker") != std::string::npos,
                 api.error().message.c_str());
    }

    void notASocket() {
        QTemporaryDir dir;
        Endpoint e;
        e.socketPath = dir.path().toStdString(); // a directory
        const auto api = DockerApi::connect(e);
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("is not a socket") != std::string::npos,
                 api.error().message.c_str());
    }

    void apiTooOld() {
        const auto api = againstFake(http("Api-Version: 1.23\r\n", "OK"));
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("speaks API 1.23, too old") != std::string::npos &&
                     api.error().message.find("1.25") != std::string::npos,
                 api.error().message.c_str());
    }

    void notDocker() {
        const auto api = againstFake(http("", "OK"));
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("not a Docker engine") != std::string::npos,
                 api.error().message.c_str());
    }

    void replyOverTheCapIsRefused() {
        ApiOptions o;
        o.maxReply = 4096;
        const auto api = againstFake(http("Api-Version: 1.41\r\n", std::string(64 * 1024, 'x')), o);
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("larger than 4096 bytes") != std::string::npos,
                 api.error().message.c_str());
    }

    void silentEngineCostsTheDeadline() {
        ApiOptions o;
        o.timeout = 300ms;
        // The deadline, not a wall-clock bound, is the assertion: the call reports that it ran
        // out of its 300 ms (a hang would time the test function out instead).
        const auto api = againstFake({}, o, true);
        QVERIFY(!api);
        QVERIFY2(api.error().message.find("no answer within 300 ms") != std::string::npos,
                 api.error().message.c_str());
        QCOMPARE(api.error().kind, ErrorKind::Network);
    }

    void versionIsNegotiated() {
        const auto api = againstFake(http("Api-Version: 1.47\r\n", "OK"));
        QVERIFY2(api, api ? "" : api.error().message.c_str());
        QCOMPARE(api->version().text(), kMaxApi.text()); // the newer engine speaks ours
        QVERIFY(api->describe().find("API 1.41") != std::string::npos);
        QCOMPARE(api->mastersHost(), std::string("127.0.0.1"));
    }
};

QTEST_GUILESS_MAIN(TestDockerApi)
#include "tst_docker_api.moc"
