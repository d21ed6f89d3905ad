// The strict JSON reader and the scenario loader: good input parses, bad input is named.
#include "core/json/json.h"
#include "core/json/json_out.h"
#include "core/sim/files/catalog.h"
#include "core/sim/scenario.h"

#include <QTest>

using namespace redlock::sim;

class TestSimJson : public QObject {
    Q_OBJECT
private slots:
    // Issue 13 item 9: the one escaper always gives valid JSON, and terminal text is one line
    // without control characters, whatever bytes came in.
    void escapingIsAlwaysValid() {
        using redlock::sim::jsonString;
        using redlock::sim::terminalText;
        QCOMPARE(jsonString("a\"b\\c\n\x01"), std::string("\"a\\\"b\\\\c\\n\\u0001\""));
        QCOMPARE(jsonString("\x1b]0;x\x07"), std::string("\"\\u001b]0;x\\u0007\""));
        // Invalid UTF-8 (stray bytes, overlong, surrogate, truncated) becomes U+FFFD.
        QCOMPARE(jsonString("\xff\xfe"), std::string("\"\\ufffd\\ufffd\""));
        QCOMPARE(jsonString("\xc0\xaf"), std::string("\"\\ufffd\\ufffd\""));
        QCOMPARE(jsonString("\xed\xa0\x80"), std::string("\"\\ufffd\\ufffd\\ufffd\""));
        QCOMPARE(jsonString("ok\xe4\xb8"), std::string("\"ok\\ufffd\\ufffd\""));
        // Well-formed UTF-8 stays as it is (the zh_CN texts, emoji).
        QCOMPARE(jsonString("\xe9\x94\x81 \xf0\x9f\x94\x92"),
                 std::string("\"\xe9\x94\x81 \xf0\x9f\x94\x92\""));
        // Every output parses back (the project's own parser is strict about control chars).
        for (const char* raw : {"\x1b[2J\xff", "a\nb\rc\td", "\x7f\x80", ""}) {
            const auto v = redlock::sim::parseJson(jsonString(raw));
            QVERIFY2(v.ok(), raw);
        }
        QCOMPARE(terminalText("-ERR \x1b]0;pwned\x07 \xff\xfe"),
                 std::string("-ERR \\x1b]0;pwned\\x07 \\xff\\xfe"));
        QCOMPARE(terminalText("two\nlines"), std::string("two\\nlines"));
        QCOMPARE(terminalText("\xe9\x94\x81"), std::string("\xe9\x94\x81"));
    }
    void goodDocuments() {
        auto v = parseJson("{\"a\": [1, -2.5e1, true, false, null], "
                           "\"b\": {\"c\": \"x\\\"\\u00e9\\ud83d\\ude00\"}}");
        QVERIFY2(v.ok(), v.ok() ? "" : v.error().message.c_str());
        const JsonValue* a = v->find("a");
        QVERIFY(a && a->array.size() == 5);
        QVERIFY(a->array[0].isInteger && a->array[0].integer == 1);
        QCOMPARE(a->array[1].number, -25.0);
        QVERIFY(a->array[2].boolean);
        QCOMPARE(a->array[4].type, JsonValue::Type::Null);
        QCOMPARE(v->find("b")->find("c")->string, std::string("x\"\xC3\xA9\xF0\x9F\x98\x80"));
    }

    void everyBuiltinParses() {
        for (const std::string& n : scenarioNames()) {
            auto base = builtinScenario(n);
            QVERIFY2(base.ok(), base.ok() ? "" : base.error().message.c_str());
            for (const std::string& v : base->variants) {
                auto s = builtinScenario(n, v);
                QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
                QCOMPARE(s->variant, v);
            }
        }
    }

    // Found by fuzz_scenario: a caption holding bytes that are not UTF-8 was read as is, written
    // back as \ufffd, and so the file read back differed from the file written.
    void notUtf8IsRefused() {
        const std::string bad[] = {"\xff", "\xc0\xaf", "\xed\xa0\x80", "\xe9\x94",
                                   "\xf4\x90\x80\x80"};
        for (const std::string& b : bad) {
            const auto v = parseJson("{\n\"a\": \"x\",\n\"s\": \"ok " + b + " ok\"}");
            QVERIFY(!v.ok());
            const QString msg = QString::fromStdString(v.error().message);
            QVERIFY2(msg.contains("line 3") && msg.contains("field 's'") && msg.contains("UTF-8"),
                     qPrintable(msg));
        }
        const auto good = parseJson("{\"s\": \"\xe9\x94\x81 \xf0\x9f\x94\x92\"}");
        QVERIFY(good.ok());
        QCOMPARE(good->find("s")->string, std::string("\xe9\x94\x81 \xf0\x9f\x94\x92"));
        // What is read writes back byte for byte, so the round trip of a scenario file holds.
        QCOMPARE(jsonString(good->find("s")->string),
                 std::string("\"\xe9\x94\x81 \xf0\x9f\x94\x92\""));
    }
    void malformed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mustContain1");
        QTest::addColumn<QString>("mustContain2");
        QTest::newRow("trailing comma") << "{\n\"a\": 1,\n}"
                                        << "line 3"
                                        << "quoted member name";
        QTest::newRow("bad value in field") << "{\"p\": {\n \"x\": tru}}"
                                            << "line 2"
                                            << "field 'p.x'";
        QTest::newRow("array element") << "{\"l\": [1,\n 2,\n @]}"
                                       << "line 3"
                                       << "field 'l[2]'";
        QTest::newRow("duplicate") << "{\"a\":1,\n\"a\":2}"
                                   << "line 2"
                                   << "duplicate";
        QTest::newRow("leading zero") << "{\"n\": 012}"
                                      << "line 1"
                                      << "leading zero";
        QTest::newRow("unterminated") << "{\"s\": \"abc"
                                      << "line 1"
                                      << "unterminated";
        QTest::newRow("garbage after") << "{} x"
                                       << "line 1"
                                       << "after the end";
        QTest::newRow("comment") << "{\n// no\n}"
                                 << "line 2"
                                 << "quoted member name";
    }
    void malformed() {
        QFETCH(QString, text);
        QFETCH(QString, mustContain1);
        QFETCH(QString, mustContain2);
        auto v = parseJson(text.toStdString());
        QVERIFY(!v.ok());
        const QString msg = QString::fromStdString(v.error().message);
        QVERIFY2(msg.contains(mustContain1) && msg.contains(mustContain2), qPrintable(msg));
    }

    void scenarioErrors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("mustContain1");
        QTest::addColumn<QString>("mustContain2");
        const QString client = "\"clients\": [{\"name\": \"C1\"}]";
        QTest::newRow("wrong type") << "{\n\"params\": {\n\"ttl_ms\": \"ten\"}, " + client + "}"
                                    << ""
                                    << "line 3"
                                    << "field 'params.ttl_ms': expected a number";
        QTest::newRow("unknown member") << "{\"params\": {\n\"tll_ms\": 5}, " + client + "}"
                                        << ""
                                        << "line 2"
                                        << "field 'params.tll_ms': unknown member";
        QTest::newRow("out of range") << "{\"params\": {\"ttl_ms\": 0}, " + client + "}"
                                      << ""
                                      << "line 1"
                                      << "out of range";
        QTest::newRow("bad choice") << "{\"params\": {\"expiry\": \"sundial\"}, " + client + "}"
                                    << ""
                                    << "field 'params.expiry'"
                                    << "wall, monotonic";
        QTest::newRow("bad step")
            << "{\"clients\": [{\"name\": \"C1\",\n\"steps\": [{\"op\": \"dance\"}]}]}"
            << ""
            << "field 'clients[0].steps[0].op'"
            << "line 2";
        QTest::newRow("unknown variant")
            << "{\"name\": \"x\", " + client + ", \"variants\": {\"a\": {}}}"
            << "b"
            << "unknown variant 'b'"
            << "expected a";
        QTest::newRow("no clients") << "{\"name\": \"x\"}"
                                    << ""
                                    << "field 'clients'"
                                    << "line 1";
    }
    void scenarioErrors() {
        QFETCH(QString, text);
        QFETCH(QString, variant);
        QFETCH(QString, mustContain1);
        QFETCH(QString, mustContain2);
        auto s = loadScenarioText(text.toStdString(), variant.toStdString());
        QVERIFY(!s.ok());
        const QString msg = QString::fromStdString(s.error().message);
        QVERIFY2(msg.contains(mustContain1) && msg.contains(mustContain2), qPrintable(msg));
    }

    void variantPatchesParams() {
        auto base = builtinScenario("failover");
        auto v = builtinScenario("failover", "sentinel-default");
        QVERIFY(base.ok() && v.ok());
        QCOMPARE(base->params.failover.downAfterUs, 3000000);
        QCOMPARE(v->params.failover.downAfterUs, 30000000);
        QCOMPARE(v->params.failover.master, std::string("M1")); // untouched members stay
        QCOMPARE(v->clients.size(), base->clients.size());
    }

    void unknownScenarioListsValidOnes() {
        auto s = builtinScenario("nope");
        QVERIFY(!s.ok());
        const QString msg = QString::fromStdString(s.error().message);
        QVERIFY(msg.contains("'nope'"));
        QVERIFY(msg.contains("happy") && msg.contains("clock-jump"));
    }
};

QTEST_APPLESS_MAIN(TestSimJson)
#include "tst_sim_json.moc"
