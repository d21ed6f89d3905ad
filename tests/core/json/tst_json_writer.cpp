// The one JSON writer: its three layouts give exactly the documented bytes (the --json outputs
// are compact, the scenario files block/line), empty containers stay valid, and whatever the
// layout, the text parses back to the same values.
// (No raw string literals here: moc 6.4 misreads them and finds no class.)
#include "core/json/json.h"
#include "core/json/json_writer.h"

#include <QTest>

using redlock::json::JsonWriter;
using redlock::json::Layout;

namespace {

// The same document in any layout: an object with a string, a number, a list of names, a list
// of objects, an empty list and an empty object.
std::string document(Layout outer, Layout names, Layout items) {
    JsonWriter w;
    w.beginObject({}, outer).field("name", "a\"b").field("n", 3);
    w.beginArray("masters", names).field({}, "A").field({}, "B").endArray();
    w.beginArray("steps", items);
    w.beginObject({}, items).field("op", "write").raw("at_ms", "1.5").endObject();
    w.beginObject({}, items).field("op", "release").field("ok", true).endObject();
    w.endArray();
    w.beginArray("none", items).endArray();
    w.beginObject("empty", outer).endObject();
    w.null("gone");
    w.endObject();
    return w.str();
}

} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void compactHasNoSpaces() {
        QCOMPARE(
            document(Layout::Compact, Layout::Compact, Layout::Compact),
            std::string("{\"name\":\"a\\\"b\",\"n\":3,\"masters\":[\"A\",\"B\"],\"steps\":[{\"op\":"
                        "\"write\","
                        "\"at_ms\":1.5},{\"op\":\"release\",\"ok\":true}],\"none\":[],\"empty\":{},"
                        "\"gone\":null}"));
    }

    void blockIndentsTwoSpacesPerLevel() {
        QCOMPARE(document(Layout::Block, Layout::Line, Layout::Block),
                 std::string("{\n"
                             "  \"name\": \"a\\\"b\",\n"
                             "  \"n\": 3,\n"
                             "  \"masters\": [\"A\", \"B\"],\n"
                             "  \"steps\": [\n"
                             "    {\n"
                             "      \"op\": \"write\",\n"
                             "      \"at_ms\": 1.5\n"
                             "    },\n"
                             "    {\n"
                             "      \"op\": \"release\",\n"
                             "      \"ok\": true\n"
                             "    }\n"
                             "  ],\n"
                             "  \"none\": [],\n"
                             "  \"empty\": {},\n"
                             "  \"gone\": null\n"
                             "}"));
    }

    // Line: objects padded `{ … }`, a list of containers padded `[ {…}, {…} ]`, a list of
    // scalars not: `["A", "B"]` (the scenario files' look).
    void lineIsOneReadableLine() {
        QCOMPARE(document(Layout::Line, Layout::Line, Layout::Line),
                 std::string("{ \"name\": \"a\\\"b\", \"n\": 3, \"masters\": [\"A\", \"B\"], "
                             "\"steps\": [ { \"op\": "
                             "\"write\", \"at_ms\": 1.5 }, { \"op\": \"release\", \"ok\": true } "
                             "], \"none\": [], "
                             "\"empty\": {}, \"gone\": null }"));
    }

    void everyLayoutParsesBack() {
        for (Layout l : {Layout::Compact, Layout::Block, Layout::Line}) {
            const auto v = redlock::sim::parseJson(document(l, l, l));
            QVERIFY2(v.ok(), v.ok() ? "" : v.error().message.c_str());
            QCOMPARE(v->find("name")->string, std::string("a\"b"));
            QCOMPARE(v->find("steps")->array.size(), std::size_t(2));
            QCOMPARE(v->find("none")->array.size(), std::size_t(0));
        }
    }
};

QTEST_APPLESS_MAIN(TestJsonWriter)
#include "tst_json_writer.moc"
