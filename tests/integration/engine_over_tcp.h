#pragma once
// The local Docker engine met as a remote one: its unix socket offered on a loopback TCP port
// for the length of one test, and DOCKER_HOST pointed at it while a RemoteEngine lives, so
// redlockctl and the app take the remote path (DOCKER_HOST=tcp://...: nothing of this machine
// can be bind-mounted, the masters bind the engine host's address on base ports from 7001).
// Traffic stays on loopback.
#include "core/docker/docker_api.h"

#include <QByteArray>
#include <QLocalSocket>
#include <QString>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <optional>

namespace dockertest {

// The local engine's unix socket offered on a loopback TCP port for the length of one test, so
// redlockctl meets the engine as it meets a remote one (DOCKER_HOST=tcp://...): nothing of
// this machine can be bind-mounted then. Bytes are passed both ways on a thread of its own
// (the test blocks in redlockctl's runs).
class EngineOverTcp {
public:
    explicit EngineOverTcp(const QString& socketPath) {
        m_server.moveToThread(&m_thread);
        m_thread.start();
        QMetaObject::invokeMethod(
            &m_server,
            [this, socketPath] {
                QObject::connect(&m_server, &QTcpServer::newConnection, &m_server,
                                 [this, socketPath] { pass(socketPath); });
                m_server.listen(QHostAddress::LocalHost, 0);
            },
            Qt::BlockingQueuedConnection);
    }
    ~EngineOverTcp() {
        QMetaObject::invokeMethod(
            &m_server,
            [this] {
                m_server.close();
                qDeleteAll(m_server.findChildren<QTcpSocket*>(Qt::FindDirectChildrenOnly));
            },
            Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    quint16 port() const { return m_server.serverPort(); }

private:
    void pass(const QString& socketPath) {
        while (QTcpSocket* tcp = m_server.nextPendingConnection()) {
            auto* unix = new QLocalSocket(tcp);
            QObject::connect(tcp, &QTcpSocket::readyRead, unix,
                             [tcp, unix] { unix->write(tcp->readAll()); });
            QObject::connect(unix, &QLocalSocket::readyRead, tcp,
                             [tcp, unix] { tcp->write(unix->readAll()); });
            QObject::connect(tcp, &QTcpSocket::disconnected, tcp, &QObject::deleteLater);
            QObject::connect(unix, &QLocalSocket::disconnected, tcp,
                             [tcp] { tcp->disconnectFromHost(); });
            unix->connectToServer(socketPath);
            if (unix->waitForConnected(3000)) {
                unix->write(tcp->readAll());
            } else {
                tcp->abort();
            }
        }
    }
    QThread m_thread;
    QTcpServer m_server;
};

// On a remote engine DockerCluster::start takes the ports from 7001 up: empty when the first
// `count` are free on loopback, else which one is taken.
inline QString remotePortTaken(int count) {
    for (int port = 7001; port < 7001 + count; ++port) {
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, static_cast<quint16>(port))) {
            return QStringLiteral("port %1 is taken: a remote engine's masters start on 7001-%2")
                .arg(port)
                .arg(7000 + count);
        }
    }
    return {};
}

// DOCKER_HOST names the engine over TCP while this lives (a forward when the engine is local),
// and is put back as it was after.
class RemoteEngine {
public:
    explicit RemoteEngine(const redlock::docker::DockerApi& api)
        : m_before(qgetenv("DOCKER_HOST")), m_host(QString::fromStdString(api.endpoint().text())) {
        if (!api.endpoint().tcp()) {
            m_forward.emplace(QString::fromStdString(api.endpoint().socketPath));
            m_host = QStringLiteral("tcp://127.0.0.1:%1").arg(m_forward->port());
        }
        qputenv("DOCKER_HOST", m_host.toUtf8());
    }
    ~RemoteEngine() {
        if (m_before.isEmpty()) {
            qunsetenv("DOCKER_HOST");
        } else {
            qputenv("DOCKER_HOST", m_before);
        }
    }
    RemoteEngine(const RemoteEngine&) = delete;
    RemoteEngine& operator=(const RemoteEngine&) = delete;
    bool listening() const { return !m_forward || m_forward->port() != 0; }
    QString host() const { return m_host; }

private:
    QByteArray m_before;
    QString m_host;
    std::optional<EngineOverTcp> m_forward;
};

} // namespace dockertest
