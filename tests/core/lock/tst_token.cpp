#include "core/lock/token.h"

#include <QTest>
#include <set>

using namespace redlock;

class TestToken : public QObject {
    Q_OBJECT
private slots:
    void fortyHexCharacters() {
        const std::string t = newToken();
        QCOMPARE(t.size(), std::size_t(40));
        QVERIFY(checkToken(t).ok());
    }
    void tokensDiffer() {
        std::set<std::string> seen;
        for (int i = 0; i < 1000; ++i) {
            seen.insert(newToken());
        }
        QCOMPARE(seen.size(), std::size_t(1000));
    }
    void badTokensNamed_data() {
        QTest::addColumn<QString>("token");
        QTest::newRow("empty") << "";
        QTest::newRow("control character") << "abc\x01"
                                              "def";
        QTest::newRow("513 bytes") << QString(513, 'a');
    }
    void badTokensNamed() {
        QFETCH(QString, token);
        const auto r = checkToken(token.toStdString());
        QVERIFY(!r.ok());
        // Appended, not "'" + …: GCC 12 -O3 warns falsely on that (-Wrestrict).
        QVERIFY(r.error().message.find(std::string("'").append(token.left(64).toStdString())) !=
                std::string::npos);
    }
    // Issue 13 item 11: another client's token (node-redlock: 32 hex), any case, any printable
    // text up to 512 bytes is accepted exactly as given.
    void othersTokensAccepted() {
        for (const std::string& t :
             {std::string(32, 'f'), std::string("ABCDEF0123"), std::string("x"),
              std::string(512, 'z'), std::string("a token with spaces")}) {
            const auto r = checkToken(t);
            QVERIFY2(r.ok(), t.c_str());
            QCOMPARE(*r, t);
        }
    }
};

QTEST_APPLESS_MAIN(TestToken)
#include "tst_token.moc"
