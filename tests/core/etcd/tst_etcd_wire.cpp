// The etcd client's offline parts: member URLs (what is accepted, what is refused and how the
// message names it), lease TTLs, options, and the gateway's base64 and int64-as-string fields.
#include "core/etcd/etcd_endpoint.h"
#include "core/etcd/etcd_lock.h"
#include "core/etcd/etcd_wire.h"

#include <QTest>

using namespace redlock;
using namespace redlock::etcd;

class TestEtcdWire : public QObject {
    Q_OBJECT
private slots:
    void endpointsAccepted() {
        auto e = parseEndpoints("http://127.0.0.1:2379,http://localhost:2380/", true);
        QVERIFY2(e, e ? "" : e.error().message.c_str());
        QCOMPARE(e->size(), std::size_t(2));
        QCOMPARE((*e)[0].url, std::string("http://127.0.0.1:2379"));
        QCOMPARE((*e)[1].url, std::string("http://localhost:2380"));
        QCOMPARE((*e)[1].base, std::string("http://127.0.0.1:2380")); // resolved
        QCOMPARE(joinEndpoints(*e), std::string("http://127.0.0.1:2379,http://localhost:2380"));
    }
    void endpointsRefused_data() {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("named");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("https") << "https://h:1"
                               << "'https://h:1' uses https";
        QTest::newRow("scheme") << "ftp://h:1"
                                << "'ftp://h:1' does not start with http://";
        QTest::newRow("port 0") << "http://h:0"
                                << "port 0";
        QTest::newRow("port text") << "http://h:ab"
                                   << "'ab'";
        QTest::newRow("user") << "http://u@h:1"
                              << "user";
        QTest::newRow("query") << "http://h:1?x"
                               << "query";
        QTest::newRow("trailing comma") << "http://h:1,"
                                        << "empty";
        QTest::newRow("duplicate") << "http://h:1,http://h:1/"
                                   << "listed twice";
        QTest::newRow("ten")
            << "http://h:1,http://h:2,http://h:3,http://h:4,http://h:5,http://h:6,http://h:7,"
               "http://h:8,http://h:9,http://h:10"
            << "more than 9";
    }
    void endpointsRefused() {
        QFETCH(QString, list);
        QFETCH(QString, named);
        auto e = parseEndpoints(list.toStdString(), false);
        QVERIFY(!e);
        QVERIFY2(QString::fromStdString(e.error().message).contains(named),
                 e.error().message.c_str());
    }
    void ttlAndOptions() {
        QVERIFY(checkLeaseTtl(1000));
        QVERIFY(checkLeaseTtl(86400000));
        QVERIFY(!checkLeaseTtl(999));
        QVERIFY(!checkLeaseTtl(2500));
        QVERIFY(!checkLeaseTtl(86401000));
        EtcdOptions o;
        QVERIFY(checkEtcdOptions(o));
        o.prefix = "redlock-lab:team:";
        QVERIFY(checkEtcdOptions(o));
        o.prefix = "redlock-la";
        QVERIFY(!checkEtcdOptions(o));
        o.prefix = "redlock-lab:";
        o.timeout = o.ttl;
        QVERIFY(!checkEtcdOptions(o));
    }
    void base64RoundTrip() {
        QCOMPARE(base64(""), std::string(""));
        QCOMPARE(base64("f"), std::string("Zg=="));
        QCOMPARE(base64("fo"), std::string("Zm8="));
        QCOMPARE(base64("foo"), std::string("Zm9v"));
        QCOMPARE(base64("redlock-lab:x"), std::string("cmVkbG9jay1sYWI6eA=="));
        const std::string all = [] {
            std::string s;
            for (int i = 0; i < 256; ++i)
                s.push_back(static_cast<char>(i));
            return s;
        }();
        QCOMPARE(unbase64(base64(all)), all);
        QCOMPARE(unbase64("Zm8="), std::string("fo"));
        QCOMPARE(unbase64("Zm8"), std::string());  // not a multiple of 4
        QCOMPARE(unbase64("Z=8="), std::string()); // padding in the middle
        QCOMPARE(unbase64("Zm9*"), std::string()); // not base64
    }
    void gatewayNumbers() {
        auto j = redlock::sim::parseJson(
            R"({"ID":"4111120364970290694","TTL":5,"member_id":"13668033151171901709","bad":"12x","ok":true})");
        QVERIFY(j);
        QCOMPARE(int64Field(&*j, "ID"), std::int64_t(4111120364970290694));
        QCOMPARE(int64Field(&*j, "TTL"), std::int64_t(5));
        QCOMPARE(int64Field(&*j, "missing", -1), std::int64_t(-1));
        QCOMPARE(int64Field(&*j, "bad", -1), std::int64_t(-1));
        QCOMPARE(uint64Field(&*j, "member_id"), std::uint64_t(13668033151171901709ULL));
        QVERIFY(boolField(&*j, "ok"));
        QVERIFY(!boolField(&*j, "succeeded")); // left out by the gateway when false
        auto err = redlock::sim::parseJson(
            R"({"error":"etcdserver: requested lease not found","code":5})");
        QCOMPARE(grpcCode(*err), 5);
        QCOMPARE(grpcMessage(*err), std::string("etcdserver: requested lease not found"));
        QCOMPARE(grpcCode(*j), 0);
        auto stream = redlock::sim::parseJson(
            R"({"error":{"grpc_code":14,"http_code":503,"message":"etcdserver: no leader"}})");
        QCOMPARE(grpcCode(*stream), 14);
        QCOMPARE(grpcMessage(*stream), std::string("etcdserver: no leader"));
    }
};

QTEST_GUILESS_MAIN(TestEtcdWire)
#include "tst_etcd_wire.moc"
