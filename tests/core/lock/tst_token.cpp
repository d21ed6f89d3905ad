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
        QTest::newRow("short") << "abc123";
        QTest::newRow("not hex") << QString(40, 'z');
        QTest::newRow("41 chars") << QString(41, 'a');
    }
    void badTokensNamed() {
        QFETCH(QString, token);
        const auto r = checkToken(token.toStdString());
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("'" + token.toStdString() + "'") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestToken)
#include "tst_token.moc"
