#pragma once
// TLS masters for the integration tests: a CA and certificates made with the openssl tool in a
// test's directory, and redis-server processes serving TLS (plus a plain loopback port, the
// test's side door to look at keys), stopped by pid.

#include "live_fixture.h"

#include "core/servers/process.h"
#include "core/valkey/tls.h"

#include <QProcess>
#include <QStringList>
#include <QTest>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace tlsfix {

using namespace redlock;

// One openssl command in `dir`; false (with its output in the log) when it failed.
inline bool openssl(const QString& dir, const QStringList& args) {
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("openssl"), args);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("openssl %s: %s", qPrintable(args.join(' ')), p.readAll().constData());
        return false;
    }
    return true;
}

// A CA (name.pem/name.key), self-signed.
inline bool makeCa(const QString& dir, const QString& name) {
    return openssl(dir, {"req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
                         "-nodes", "-keyout", name + ".key", "-out", name + ".pem", "-days", "2",
                         "-subj", "/CN=" + name});
}

// A certificate (name.pem/name.key) issued by `ca`, naming `san` (e.g. IP:127.0.0.1).
inline bool makeCert(const QString& dir, const QString& name, const QString& ca,
                     const QString& san) {
    return openssl(dir, {"req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                         "-keyout", name + ".key", "-out", name + ".csr", "-subj", "/CN=" + name,
                         "-addext", "subjectAltName=" + san}) &&
           openssl(dir, {"x509", "-req", "-in", name + ".csr", "-CA", ca + ".pem", "-CAkey",
                         ca + ".key", "-CAcreateserial", "-out", name + ".pem", "-days", "2",
                         "-copy_extensions", "copy"});
}

// A redis-server serving TLS on tlsPort() with certificate `cert`, and plain text on port()
// (loopback only: the test's side door). Stopped by pid.
class TlsServer {
public:
    TlsServer(const QString& dir, const QString& cert, bool wantClientCert) {
        m_port = freeLoopbackPort();
        m_tlsPort = freeLoopbackPort();
        while (m_tlsPort == m_port) {
            m_tlsPort = freeLoopbackPort();
        }
        m_dir = dir.toStdString() + "/" + std::to_string(m_port);
        std::filesystem::create_directories(m_dir);
        const std::string d = dir.toStdString() + "/";
        m_argv = {LocalServers::findServerBinary(),
                  "--port",
                  std::to_string(m_port),
                  "--tls-port",
                  std::to_string(m_tlsPort),
                  "--bind",
                  "127.0.0.1",
                  "--protected-mode",
                  "no",
                  "--dir",
                  m_dir,
                  "--save",
                  "",
                  "--appendonly",
                  "no",
                  "--tls-cert-file",
                  d + cert.toStdString() + ".pem",
                  "--tls-key-file",
                  d + cert.toStdString() + ".key",
                  "--tls-ca-cert-file",
                  d + "ca.pem",
                  "--tls-auth-clients",
                  wantClientCert ? "yes" : "no"};
        start();
    }
    ~TlsServer() { stop(); }
    void start() { m_pid = spawn(m_argv, m_dir + "/server.log", false); }
    void stop() {
        if (m_pid > 0) {
            killProcess(m_pid, true); // a crash
            m_pid = -1;
        }
    }
    // Bounded: the plain port answers PING once the server is up (TLS is up with it).
    bool ready() const {
        return QTest::qWaitFor([&] { return live::raw(m_port, {"PING"}).str == "PONG"; }, 5000);
    }
    int port() const { return m_port; }
    Address tls() const { return Address{"127.0.0.1", m_tlsPort, "127.0.0.1"}; }
    Address plain() const { return Address{"127.0.0.1", m_port, "127.0.0.1"}; }

private:
    std::vector<std::string> m_argv;
    std::string m_dir;
    int m_port = 0;
    int m_tlsPort = 0;
    pid_t m_pid = -1;
};

inline std::shared_ptr<const TlsContext> context(const QString& dir, const QString& ca,
                                                 const QString& client = {}) {
    TlsSettings s;
    s.caFile = (dir + "/" + ca + ".pem").toStdString();
    if (!client.isEmpty()) {
        s.certFile = (dir + "/" + client + ".pem").toStdString();
        s.keyFile = (dir + "/" + client + ".key").toStdString();
    }
    auto ctx = TlsContext::create(s);
    if (!ctx) {
        qFatal("TLS context: %s", ctx.error().message.c_str());
    }
    return *ctx;
}

} // namespace tlsfix
