// The protocol page: playback keys and buttons, the scrubber and the transcript, the seed.
// Time is driven through Playback's slots; nothing waits for the wall clock.
#include "core/valkey/valkey_master.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/protocol/space_time_view.h"
#include "ui/pages/protocol/transcript.h"
#include "ui/widgets/painted_text.h"
#include "ui/widgets/playback_bar.h"
#include "ui/widgets/theme.h"

#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;

namespace {
int countOf(const QString& text, const QString& what) {
    return text.count(what);
}
QString plain(QString s) {
    return s.replace(QChar(0x00A0), QString());
}
} // namespace

class TestProtocolPage : public QObject {
    Q_OBJECT
private slots:
    void opensOnTheFinishedHappyTrace() {
        LabState state;
        ProtocolPage page(&state);
        QCOMPARE(page.playback()->now(), page.playback()->end());
        QVERIFY(plain(page.readoutText()).contains(QStringLiteral("= 9896 ms")));
        QVERIFY(page.readoutText().startsWith(QStringLiteral("Lock held by C1")));
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("NX PX 10000")), 5);
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("  # → OK")), 5);
        // One redis-cli line per command per master, against that master's own address.
        for (int m = 1; m <= 5; ++m) {
            QCOMPARE(
                countOf(page.transcriptText(),
                        QStringLiteral("redis-cli --no-raw -h \"$M%1_HOST\" -p \"$M%1_PORT\" SET")
                            .arg(m)),
                1);
        }
        // The simulator's short tokens are called that; the real length is said next to them.
        QVERIFY(page.transcriptText().contains(QLatin1String("20 random bytes")));
        QVERIFY(page.transcriptText().contains(QLatin1String("40 hex characters")));
        QCOMPARE(page.timeline().attempts.size(), size_t(1));
    }

    void spaceAndButtonTogglePlaying() {
        LabState state;
        ProtocolPage page(&state);
        QSignalSpy spy(page.playback(), &Playback::playingChanged);
        QTest::keyClick(&page, Qt::Key_Space);
        QVERIFY(page.playback()->isPlaying());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().at(0).toBool(), true);
        QVERIFY(page.bar()->playButton()->text().contains(QStringLiteral("Pause")));
        // Playing from the end starts over.
        QCOMPARE(page.playback()->now(), 0);
        page.bar()->playButton()->click();
        QVERIFY(!page.playback()->isPlaying());
        QCOMPARE(spy.count(), 2);
        QVERIFY(page.bar()->playButton()->text().contains(QStringLiteral("Play")));
    }

    void advancePlaysToTheEndAndStops() {
        LabState state;
        ProtocolPage page(&state);
        page.playback()->restart();
        page.playback()->setPlaying(true);
        Us last = page.playback()->now();
        int frames = 0;
        while (page.playback()->isPlaying() && frames < 100000) {
            page.playback()->advance(Playback::kFrameMs);
            QVERIFY(page.playback()->now() > last);
            last = page.playback()->now();
            ++frames;
        }
        QCOMPARE(page.playback()->now(), page.playback()->end());
        QVERIFY(frames > 10); // 250× slower: the 2 ms acquire alone takes half a second
    }

    void arrowsStepOneEventAndClamp_data() {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("index");
        QTest::newRow("right") << QList<int>{Qt::Key_Right} << 1;
        QTest::newRow("right right") << QList<int>{Qt::Key_Right, Qt::Key_Right} << 2;
        QTest::newRow("right left") << QList<int>{Qt::Key_Right, Qt::Key_Left} << 0;
        QTest::newRow("left clamps") << QList<int>{Qt::Key_Left, Qt::Key_Left} << 0;
        QTest::newRow("right clamps") << QList<int>(10, Qt::Key_Right) << 3;
    }
    void arrowsStepOneEventAndClamp() {
        QFETCH(QList<int>, keys);
        QFETCH(int, index);
        LabState state;
        ProtocolPage page(&state);
        page.playback()->restart();
        QCOMPARE(page.playback()->currentEvent(), 0);
        for (int k : keys) {
            QTest::keyClick(&page, static_cast<Qt::Key>(k));
        }
        QCOMPARE(page.playback()->currentEvent(), index);
        const std::vector<Us> times = page.timeline().eventTimes();
        QCOMPARE(page.playback()->now(), times[static_cast<size_t>(index)]);
        QCOMPARE(page.view()->now(), page.playback()->now());
    }

    void scrubberMovesTimeAndTranscript() {
        LabState state;
        ProtocolPage page(&state);
        QSlider* scrub = page.bar()->scrubber();
        scrub->setValue(0);
        QCOMPARE(page.playback()->now(), 0);
        // At T1 the five SETs have left and no reply is back.
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("SET ")), 5);
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("· reply @")), 0);
        const int halfway = static_cast<int>(page.playback()->axis().toFraction(1500) * 1000);
        scrub->setValue(halfway);
        QVERIFY(page.playback()->now() > 1000 && page.playback()->now() < 2000);
        QCOMPARE(page.view()->now(), page.playback()->now());
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("· reply @")), 0);
        scrub->setValue(scrub->maximum());
        const int fullLength = page.transcriptText().size();
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("· reply @")), 5);
        scrub->setValue(halfway);
        QVERIFY(page.transcriptText().size() < fullLength);
    }

    // Playing must not widen the page: the transport keeps steady widths (steady_width.h), and
    // a width kept once is not taken for the widget's own chrome the next time (a real window
    // showed a horizontal scroll bar a second after Space, the time label growing each tick).
    void playingKeepsThePageWidth() {
        LabState state;
        ProtocolPage page(&state);
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* time = page.bar()->findChild<QLabel*>(QStringLiteral("timeReadout"));
        QVERIFY(time);
        const int timeWidth = time->minimumWidth();
        const int pageWidth = page.minimumSizeHint().width();
        QSlider* scrub = page.bar()->scrubber();
        for (int i = 0; i <= 20; ++i) { // narrow times ("t = 0.05 ms") and the widest ones
            scrub->setValue(i % 2 ? scrub->maximum() * i / 20 : i);
            QCoreApplication::processEvents();
        }
        QCOMPARE(time->minimumWidth(), timeWidth);
        QCOMPARE(page.minimumSizeHint().width(), pageWidth);
    }

    void restartReturnsToZero() {
        LabState state;
        ProtocolPage page(&state);
        QTest::keyClick(&page, Qt::Key_Right);
        page.findChild<QPushButton*>(QStringLiteral("restart"))->click();
        QCOMPARE(page.playback()->now(), 0);
        QCOMPARE(page.playback()->currentEvent(), 0);
        QVERIFY(page.readoutText().contains(QStringLiteral("No verdict yet")));
    }

    void seedChangesTheRaceAndReplaysIt() {
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(3);
        page.playback()->seek(page.playback()->end());
        const QString first = page.transcriptText();
        QVERIFY(first.contains(QStringLiteral("C1 → M1")));
        QVERIFY(first.contains(QStringLiteral("EVAL ")));
        page.seedSpin()->setValue(2);
        page.playback()->seek(page.playback()->end());
        const QString second = page.transcriptText();
        QVERIFY(second != first);
        page.seedSpin()->setValue(1);
        page.playback()->seek(page.playback()->end());
        QCOMPARE(page.transcriptText(), first);
    }

    void raceSplitsThenSomebodyWins() {
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(3);
        const auto& attempts = page.timeline().attempts;
        QVERIFY(attempts.size() >= 4);
        // The first round: each client nearest to its own group of masters, a 2-2-1 split.
        int firstRoundVotes = 0;
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(attempts[i].number, 1);
            QVERIFY(!attempts[i].held);
            firstRoundVotes += attempts[i].votes;
        }
        QCOMPARE(firstRoundVotes, 5);
        int winners = 0;
        for (const auto& a : attempts) {
            winners += a.held ? 1 : 0;
        }
        QCOMPARE(winners, 1);
        page.playback()->seek(attempts[2].t2);
        QVERIFY(page.readoutText().startsWith(QStringLiteral("Split vote so far")));
    }

    void alignedRetriesKeepSplitting() {
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(3);
        QVERIFY(page.alignRadio()->isEnabled());
        page.alignRadio()->setChecked(true);
        page.playback()->seek(page.playback()->end());
        for (const auto& a : page.timeline().attempts) {
            QVERIFY(!a.held); // the same delay for everybody: the 2-2-1 split repeats
        }
        QVERIFY(page.readoutText().contains(QStringLiteral("Nobody won")));
        page.spreadRadio()->setChecked(true);
        page.playback()->seek(page.playback()->end());
        QVERIFY(page.readoutText().contains(QStringLiteral("Lock held by")));
    }

    void downMastersTimeOutAndMinorityReleases() {
        LabState state;
        ProtocolPage page(&state);
        state.setMasterUp(3, false);
        page.playback()->seek(page.playback()->end());
        QVERIFY(
            page.transcriptText().contains(QStringLiteral("no reply by the deadline at 50 ms")));
        QVERIFY(page.readoutText().startsWith(QStringLiteral("Lock held")));
        state.setMasterUp(2, false);
        state.setMasterUp(4, false);
        page.playback()->seek(page.playback()->end());
        QVERIFY(page.readoutText().startsWith(QStringLiteral("Lock refused")));
        // The release is EVAL of the very bytes the client sends, defined once in core.
        QCOMPARE(countOf(page.transcriptText(),
                         QStringLiteral("EVAL \"$RELEASE_LUA\" 1 redlock-lab:resource ")),
                 5);
        const QString script = QString::fromStdString(ValkeyMaster::releaseScript());
        QVERIFY(page.transcriptText().contains(QStringLiteral("RELEASE_LUA=") +
                                               Transcript::shellWord(script) + QLatin1Char('\n')));
        // A command to a down master never reached it: written out, commented, not run.
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("# redis-cli")), 3 * 2);
    }

    void latencyStretchesTheAcquire() {
        LabState state;
        ProtocolPage page(&state);
        page.findChild<QSpinBox*>(QStringLiteral("latency2"))->setValue(10);
        QCOMPARE(page.timeline().attempts.front().t2, Us(20000)); // 10 ms there and back
        page.playback()->seek(page.playback()->end());
        QVERIFY(plain(page.readoutText()).contains(QStringLiteral("= 9878 ms")));
    }

    // parallel | sequential: the sequential trace is the real client's run in virtual time.
    void sequentialSwitchDrawsTheStaircase() {
        LabState state;
        ProtocolPage page(&state);
        const Us parallelT2 = page.timeline().attempts.front().t2;
        QVERIFY(page.parallelRadio()->isChecked());
        page.sequentialRadio()->setChecked(true);
        QCOMPARE(page.setup().fanout, FanOutMode::Sequential);
        auto sends = [&page] {
            std::vector<Us> out;
            for (const auto& m : page.timeline().messages) {
                if (m.kind == redlock::sim::MessageKind::Set) {
                    out.push_back(m.sent);
                }
            }
            return out;
        };
        // each SET leaves when the previous 2 ms round trip is back
        const std::vector<Us> staircase = sends();
        QCOMPARE(staircase.size(), std::size_t(5));
        for (std::size_t k = 0; k < staircase.size(); ++k) {
            QCOMPARE(staircase[k], Us(2000 * static_cast<Us>(k)));
        }
        QCOMPARE(page.timeline().attempts.front().t2, Us(10000));
        QVERIFY(page.timeline().attempts.front().t2 > parallelT2);
        page.playback()->seek(page.playback()->end());
        QVERIFY(
            plain(page.readoutText()).contains(QStringLiteral("= 9888 ms"))); // 10000 - 10 - 102
        QCOMPARE(countOf(page.transcriptText(), QStringLiteral("NX PX 10000")), 5);

        // a down master costs its whole 50 ms before the next one is asked
        state.setMasterUp(1, false);
        QCOMPARE(sends()[2], Us(52000));
        QCOMPARE(page.timeline().attempts.front().t2, Us(58000));
        // three down: after the third miss two masters cannot make three votes; never asked
        state.setMasterUp(0, false);
        state.setMasterUp(2, false);
        QCOMPARE(sends().size(), std::size_t(3));
        QCOMPARE(page.timeline().attempts.front().t2, Us(150000));
        QVERIFY(!page.timeline().attempts.front().held);
        page.playback()->seek(page.playback()->end());
        QVERIFY(page.readoutText().startsWith(QStringLiteral("Lock refused")));
        // the release still goes to all five
        QCOMPARE(countOf(page.transcriptText(),
                         QStringLiteral("EVAL \"$RELEASE_LUA\" 1 redlock-lab:resource ")),
                 5);
    }

    // The faded future covers the lanes, not the time axis: with the playhead anywhere, the
    // axis labels right of it read as dark as the first. A real window at 1280x800 showed the
    // run's last label (wider than the plot's end in zh_CN presenter mode) half faded.
    void axisLabelsAreNotFadedWithTheFuture_data() {
        QTest::addColumn<double>("at"); // the playhead, as a fraction of the run
        QTest::newRow("start") << 0.0;
        QTest::newRow("middle") << 0.5;
        QTest::newRow("end") << 1.0;
    }
    void axisLabelsAreNotFadedWithTheFuture() {
        QFETCH(double, at);
        LabState state;
        ProtocolPage page(&state);
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.playback()->seek(static_cast<Us>(static_cast<double>(page.playback()->end()) * at));
        const QImage image = page.view()->grab().toImage();
        const auto darkest = [&](const QRectF& box) {
            int lum = 255;
            const QRect r = box.toAlignedRect().intersected(image.rect());
            for (int y = r.top(); y <= r.bottom(); ++y) {
                for (int x = r.left(); x <= r.right(); ++x) {
                    lum = std::min(lum, qGray(image.pixel(x, y)));
                }
            }
            return lum;
        };
        // The axis labels: the lowest row of texts; the last is the rightmost.
        QList<PaintedText> axis;
        double lowest = 0;
        for (const PaintedText& t : page.view()->paintedTexts()) {
            lowest = std::max(lowest, t.needed.top());
        }
        for (const PaintedText& t : page.view()->paintedTexts()) {
            if (t.needed.top() >= lowest - 1 && t.text.endsWith(QLatin1String("ms"))) {
                axis << t;
            }
        }
        QVERIFY(axis.size() >= 2);
        std::sort(axis.begin(), axis.end(), [](const PaintedText& a, const PaintedText& b) {
            return a.needed.left() < b.needed.left();
        });
        const int first = darkest(axis.first().needed);
        for (const PaintedText& t : axis) {
            const QRectF rightHalf(t.needed.center().x(), t.needed.top(), t.needed.width() / 2,
                                   t.needed.height());
            const int lum = darkest(rightHalf);
            QVERIFY2(lum <= first + 30,
                     qPrintable(QStringLiteral("'%1': darkest %2 in its right half, %3 in '%4'")
                                    .arg(t.text)
                                    .arg(lum)
                                    .arg(first)
                                    .arg(axis.first().text)));
        }
    }

    // No two labels of the space-time view overprint one another, whatever the set-up: 1-3
    // clients, none to two masters down (several clients then time out on the same master at
    // nearly the same moment), the playhead at several points, a laptop and a projector width.
    // With three clients the three "timeout" labels once overprinted ("timeoutimeoutimeout").
    void noTwoLabelsCollide_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<int>("down");
        QTest::addColumn<int>("width");
        for (int clients = 1; clients <= 3; ++clients) {
            for (int down = 0; down <= 2; ++down) {
                for (int width : {1000, 1400}) {
                    QTest::addRow("%d-clients-%d-down-%dpx", clients, down, width)
                        << clients << down << width;
                }
            }
        }
    }
    void noTwoLabelsCollide() {
        QFETCH(int, clients);
        QFETCH(int, down);
        QFETCH(int, width);
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(clients);
        for (int m = 0; m < down; ++m) {
            state.setMasterUp(4 - m, false);
        }
        page.resize(width, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Us end = page.playback()->end();
        for (const double at : {0.25, 0.5, 0.75, 1.0}) {
            page.playback()->seek(static_cast<Us>(static_cast<double>(end) * at));
            page.view()->repaint();
            const QList<PaintedText> texts = page.view()->paintedTexts();
            QVERIFY(!texts.isEmpty());
            for (int i = 0; i < texts.size(); ++i) {
                for (int j = i + 1; j < texts.size(); ++j) {
                    // A pixel of anti-aliasing may touch; a glyph on a glyph may not.
                    const QRectF a = texts[i].needed.adjusted(1, 1, -1, -1);
                    const QRectF b = texts[j].needed.adjusted(1, 1, -1, -1);
                    QVERIFY2(!a.intersects(b),
                             qPrintable(QStringLiteral("at %1 of the run: '%2' %3,%4 %5x%6 "
                                                       "overprints '%7' %8,%9")
                                            .arg(at)
                                            .arg(texts[i].text)
                                            .arg(a.x())
                                            .arg(a.y())
                                            .arg(a.width())
                                            .arg(a.height())
                                            .arg(texts[j].text)
                                            .arg(b.x())
                                            .arg(b.y())));
                }
            }
        }
    }

    // An OK the client read after it had stopped waiting for that master did not count, but it
    // is no refusal: it is drawn in the OK colour, dashed, never in the refusal's red, and its
    // tooltip says it was not counted. Three replies, apart in time so no two lines meet: M1's
    // counted OK, M2's refusal, M3's late OK; each line sampled along its middle.
    void aLateOkIsNotDrawnAsARefusal() {
        using sim::MessageKind;
        using sim::MessageOutcome;
        sim::Timeline tl;
        tl.lanes = {
            {"C1", true, false}, {"M1", false, false}, {"M2", false, false}, {"M3", false, false}};
        constexpr Us ms = 1000;
        for (int m = 1; m <= 3; ++m) {
            const Us at = (m - 1) * 4 * ms;
            tl.messages.push_back(
                {0, m, MessageKind::Set, at, at + ms, MessageOutcome::Delivered, -1, -1, false});
        }
        tl.messages.push_back(
            {1, 0, MessageKind::Reply, ms, 2 * ms, MessageOutcome::Ok, -1, 0, false});
        tl.messages.push_back(
            {2, 0, MessageKind::Reply, 5 * ms, 6 * ms, MessageOutcome::Refused, -1, 1, false});
        tl.messages.push_back(
            {3, 0, MessageKind::Reply, 9 * ms, 10 * ms, MessageOutcome::Ok, -1, 2, true});
        const sim::TimelineMessage &counted = tl.messages[3], &refused = tl.messages[4],
                                   &late = tl.messages[5];

        const auto lateLook = SpaceTimeView::lookOf(late);
        QCOMPARE(lateLook.colour.rgb(), Theme::ok().rgb()); // the OK's hue, faded
        QVERIFY(lateLook.colour.alpha() < 255);
        QVERIFY(lateLook.style != SpaceTimeView::lookOf(counted).style);
        QCOMPARE(SpaceTimeView::lookOf(refused).colour, Theme::down());

        SpaceTimeView view;
        view.setTimeline(tl, TimeAxis(12 * ms, 0));
        view.setNow(12 * ms);
        view.resize(900, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = view.grab().toImage();
        const auto dist = [](QRgb a, const QColor& b) {
            return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green()) +
                   std::abs(qBlue(a) - b.blue());
        };
        // How far a pixel is from colour c laid over the card at the best coverage: an
        // anti-aliased edge of a green line is a pale green, not a pale red.
        const auto off = [](QRgb px, const QColor& c) {
            const QColor w = Theme::card();
            const double v[3] = {double(c.red() - w.red()), double(c.green() - w.green()),
                                 double(c.blue() - w.blue())};
            const double d[3] = {double(qRed(px) - w.red()), double(qGreen(px) - w.green()),
                                 double(qBlue(px) - w.blue())};
            const double a = std::clamp((d[0] * v[0] + d[1] * v[1] + d[2] * v[2]) /
                                            (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]),
                                        0.0, 1.0);
            return std::abs(d[0] - a * v[0]) + std::abs(d[1] - a * v[1]) +
                   std::abs(d[2] - a * v[2]);
        };
        struct Count {
            int green = 0, red = 0, blank = 0;
        };
        const auto along = [&](const sim::TimelineMessage& m) {
            Count c;
            const QPointF a(view.xOf(m.sent), view.laneY(m.from));
            const QPointF b(view.xOf(m.arrived), view.laneY(m.to));
            for (int i = 0; i <= 60; ++i) { // the middle of the line, clear of both ends
                const QPoint at = (a + (b - a) * (0.2 + 0.6 * i / 60.0)).toPoint();
                const QRgb px = image.pixel(at);
                if (dist(px, Theme::card()) < 60) {
                    ++c.blank;
                } else if (off(px, Theme::ok()) < off(px, Theme::down())) {
                    ++c.green;
                } else {
                    ++c.red;
                }
            }
            return c;
        };
        const Count ok = along(counted), no = along(refused), lateOk = along(late);
        QVERIFY2(ok.green > 50 && ok.red == 0, "a counted OK is solid green");
        QVERIFY2(no.red > 50 && no.green == 0, "a refusal is red");
        QVERIFY2(lateOk.red == 0, "a late OK is not drawn in the refusal's red");
        QVERIFY2(lateOk.green > 15, "a late OK is drawn in the OK colour");
        QVERIFY2(lateOk.blank > 5, "a late OK is dashed, unlike a counted one");

        const auto middle = [&](const sim::TimelineMessage& m) {
            return QPointF((view.xOf(m.sent) + view.xOf(m.arrived)) / 2,
                           (view.laneY(m.from) + view.laneY(m.to)) / 2)
                .toPoint();
        };
        QVERIFY(view.messageTipAt(middle(late)).contains(QLatin1String("late OK (not counted)")));
        QVERIFY(view.messageTipAt(middle(late)).contains(QLatin1String("C1")));
        QVERIFY(view.messageTipAt(middle(counted)).isEmpty());
        QVERIFY(view.messageTipAt(middle(refused)).isEmpty());

        // On the page: M5 40 ms away answers OK 80 ms after the SET, past the 50 ms timeout.
        LabState state;
        ProtocolPage page(&state);
        page.findChild<QSpinBox*>(QStringLiteral("latency5"))->setValue(40);
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.playback()->seek(page.playback()->end());
        const auto& messages = page.timeline().messages;
        const auto lateOne = std::find_if(messages.begin(), messages.end(), [](const auto& m) {
            return m.kind == MessageKind::Reply && m.outcome == MessageOutcome::Ok && m.late;
        });
        QVERIFY(lateOne != messages.end());
        page.view()->repaint();
        const SpaceTimeView* shown = page.view();
        const QPoint at = QPointF((shown->xOf(lateOne->sent) + shown->xOf(lateOne->arrived)) / 2,
                                  (shown->laneY(lateOne->from) + shown->laneY(lateOne->to)) / 2)
                              .toPoint();
        QVERIFY(page.view()->messageTipAt(at).startsWith(QLatin1String("late OK (not counted)")));
    }

    void raceIsAlwaysParallel() {
        LabState state;
        ProtocolPage page(&state);
        page.sequentialRadio()->setChecked(true);
        page.clientsSpin()->setValue(2);
        QVERIFY(page.parallelRadio()->isChecked());
        QVERIFY(!page.sequentialRadio()->isEnabled());
        QCOMPARE(page.setup().fanout, FanOutMode::Parallel);
        page.clientsSpin()->setValue(1);
        QVERIFY(page.sequentialRadio()->isEnabled());
    }
};

QTEST_MAIN(TestProtocolPage)
#include "tst_protocol_page.moc"
