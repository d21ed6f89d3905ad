// Placeholder until the CLI lands in this branch.
#include <QTest>
class TestRedlockctl : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};
QTEST_GUILESS_MAIN(TestRedlockctl)
#include "tst_redlockctl.moc"
