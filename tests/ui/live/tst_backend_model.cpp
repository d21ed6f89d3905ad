// BackendModel on the mock backend (no server needed): the inspector mirrors the mock masters,
// toggles stay local to the LabState, and the per-master down modes belong to live backends.
#include "ui/live/backend_model.h"
#include "ui/live/master_inspector.h"
#include "ui/model/lab_state.h"
#include "ui/widgets/theme.h"

#include <QApplication>
#include <QHeaderView>

#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace redlock::ui;

class TestBackendModel : public QObject {
    Q_OBJECT
private slots:
    void mockMirrorsLabState() {
        LabState state;
        BackendModel model(&state);
        MasterInspector inspector(&model);
        QVERIFY(!model.isLive());
        QVERIFY(model.downHint().isEmpty());
        QCOMPARE(model.masters().size(), 5);
        QCOMPARE(inspector.table()->rowCount(), 5);
        QCOMPARE(inspector.upCount(), 5);

        QSignalSpy spy(&model, &BackendModel::changed);
        QVERIFY(state.toggleMaster(1)); // mock: LabState flips it itself
        QVERIFY(!state.isUp(1));
        QVERIFY(spy.count() >= 1);
        QCOMPARE(inspector.upCount(), 4);
        QCOMPARE(inspector.cell(1, MasterInspector::State),
                 MasterInspector::stateName(MasterState::Down));
        QVERIFY(!state.liveVerdict());
    }

    // Issue 27, item 4: the inspector names each master as every page does, M1..Mn; a real
    // one adds its address after the name.
    void inspectorRowsStartWithTheMasterNumber() {
        LabState state;
        BackendModel model(&state);
        MasterInspector inspector(&model);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(inspector.cell(i, MasterInspector::Name),
                     QStringLiteral("M%1 (mock)").arg(i + 1));
        }
        MasterStatus real;
        real.address = QStringLiteral("127.0.0.1:7001");
        QCOMPARE(MasterInspector::rowName(1, real), QStringLiteral("M2 127.0.0.1:7001"));
    }

    // Issue 27: in presenter mode the inspector's rows overprinted each other in a real window
    // (a fixed 20 px row under the presenter's larger text). Every row must be at least one line
    // of the table's own text tall, and the table tall enough to show every row, in normal and
    // presenter mode and after switching between them.
    void rowsFitTheirTextAtEveryTextSize() {
        LabState state;
        BackendModel model(&state);
        MasterInspector inspector(&model);
        inspector.resize(700, 400); // narrower than the presenter's rows: a scroll bar
        inspector.show();
        for (const bool presenter : {false, true, false, true}) {
            const double scale = presenter ? Theme::kMinPresenterScale * 1.3 : Theme::kNormalScale;
            Theme::setTextScale(scale);
            qApp->setStyleSheet(Theme::styleSheet(scale, presenter));
            QCoreApplication::processEvents();
            QTableWidget* t = inspector.table();
            const int line = t->fontMetrics().height();
            int rows = 0;
            for (int r = 0; r < t->rowCount(); ++r) {
                QVERIFY2(t->rowHeight(r) >= line,
                         qPrintable(QStringLiteral("presenter %1: row %2 is %3 px, its text %4 px")
                                        .arg(presenter)
                                        .arg(r)
                                        .arg(t->rowHeight(r))
                                        .arg(line)));
                rows += t->rowHeight(r);
            }
            QVERIFY2(t->viewport()->height() >= rows,
                     qPrintable(QStringLiteral("presenter %1: %2 px of rows in a %3 px view")
                                    .arg(presenter)
                                    .arg(rows)
                                    .arg(t->viewport()->height())));
        }
        qApp->setStyleSheet(QString());
        Theme::setTextScale(Theme::kNormalScale);
    }

    // Which ways down each backend offers, in menu order: a real server can be killed, hung,
    // restarted (at once, then a second client asks: the lost key; or after a delay); an
    // external one can only be cut off or paused; a mock master is simply flipped.
    void downModesPerBackend_data() {
        QTest::addColumn<int>("backend");
        QTest::addColumn<QList<DownMode>>("modes");
        const QList<DownMode> real{DownMode::Crash, DownMode::Hang, DownMode::Restart,
                                   DownMode::RestartThenAsk, DownMode::RestartDelay};
        QTest::newRow("mock") << static_cast<int>(Backend::Mock) << QList<DownMode>{};
        QTest::newRow("local") << static_cast<int>(Backend::Local) << real;
        QTest::newRow("docker") << static_cast<int>(Backend::Docker) << real;
        QTest::newRow("external") << static_cast<int>(Backend::External)
                                  << QList<DownMode>{DownMode::Partition, DownMode::Pause};
    }
    void downModesPerBackend() {
        QFETCH(int, backend);
        QFETCH(QList<DownMode>, modes);
        QCOMPARE(BackendModel::modesFor(static_cast<Backend>(backend)), modes);
    }

    void modeOfAnotherBackendIsIgnored() {
        LabState state;
        BackendModel model(&state);
        const DownMode before = model.downMode(0);
        model.setDownMode(0, DownMode::Pause); // an external mode while on mock
        QCOMPARE(model.downMode(0), before);
    }

    void liveToggleBecomesARequest() {
        LabState state;
        state.setLiveControl(true);
        QSignalSpy spy(&state, &LabState::toggleRequested);
        QVERIFY(state.toggleMaster(2));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 2);
        QVERIFY(state.isUp(2)); // nothing flips until the backend reports back
        QString error;
        QVERIFY(!state.toggleMaster(7, &error));
        QVERIFY(error.contains(QLatin1String("M8")));
    }
};

QTEST_MAIN(TestBackendModel)
#include "tst_backend_model.moc"
