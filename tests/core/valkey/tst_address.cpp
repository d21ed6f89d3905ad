// Address parsing and the other live-input checks: every bad string, and the value its message
// names.
#include "core/valkey/address.h"
#include "core/valkey/sha1.h"

#include <QTest>

using namespace redlock;

class TestAddress : public QObject {
    Q_OBJECT
private slots:
    void badMasters_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("named");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("host only") << "host"
                                   << "'host'";
        QTest::newRow("no port") << "host:"
                                 << "'host:'";
        QTest::newRow("no host") << ":6379"
                                 << "':6379'";
        QTest::newRow("port 0") << "127.0.0.1:0"
                                << "port 0";
        QTest::newRow("port 65536") << "127.0.0.1:65536"
                                    << "port 65536";
        QTest::newRow("huge port") << "127.0.0.1:99999999999"
                                   << "99999999999";
        QTest::newRow("letters") << "127.0.0.1:63a9"
                                 << "'63a9'";
        QTest::newRow("space in host") << "127.0.0.1 :6379"
                                       << "'127.0.0.1 '";
        QTest::newRow("space in list") << "127.0.0.1:1, 127.0.0.1:2"
                                       << "' 127.0.0.1'";
        QTest::newRow("empty item") << "127.0.0.1:1,,127.0.0.1:2"
                                    << "empty";
        QTest::newRow("duplicate") << "127.0.0.1:1,127.0.0.1:1"
                                   << "'127.0.0.1:1'";
        QTest::newRow("ten") << "a:1,a:2,a:3,a:4,a:5,a:6,a:7,a:8,a:9,a:10"
                             << "10 addresses";
    }
    void badMasters() {
        QFETCH(QString, input);
        QFETCH(QString, named);
        const auto r = parseMasters(input.toStdString(), false);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.find(named.toStdString()) != std::string::npos,
                 r.error().message.c_str());
        QVERIFY(r.error().message.find("expected") != std::string::npos);
    }

    void goodMasters() {
        const auto r = parseMasters("127.0.0.1:7001,localhost:7002,10.1.2.3:65535");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(r->size(), std::size_t(3));
        QCOMPARE((*r)[1].host, std::string("localhost"));
        QCOMPARE((*r)[1].ip, std::string("127.0.0.1"));
        QCOMPARE((*r)[2].port, 65535);
        QCOMPARE(joinAddresses(*r), std::string("127.0.0.1:7001,localhost:7002,10.1.2.3:65535"));
    }

    void sameMasterUnderTwoNames() {
        const auto r = parseMasters("localhost:7001,127.0.0.1:7001");
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("'127.0.0.1:7001'") != std::string::npos);
    }

    void unresolvableHostIsNamed() {
        const auto r = parseMasters("no-such-host.invalid:6379");
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("'no-such-host.invalid'") != std::string::npos);
    }

    void resource() {
        QVERIFY(checkResource("orders").ok());
        QVERIFY(!checkResource("").ok());
        const auto r = checkResource(std::string("a\nb"));
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("control") != std::string::npos);
    }

    void sha1Vectors() {
        QCOMPARE(sha1Hex(""), std::string("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
        QCOMPARE(sha1Hex("abc"), std::string("a9993e364706816aba3e25717850c26c9cd0d89d"));
        QCOMPARE(sha1Hex(std::string(1000, 'a')).size(), std::size_t(40));
        QCOMPARE(sha1Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("84983e441c3bd26ebaae4aa1f95129e5e54670f1"));
    }
};

QTEST_GUILESS_MAIN(TestAddress)
#include "tst_address.moc"
