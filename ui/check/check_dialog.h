#pragma once
// CheckDialog ("Safety check…", Tools menu): runs `redlockctl check` inside the app. The user
// picks the run (CheckSettings), Start hands it to a CheckRunner (its own servers, a worker
// thread), the counters refresh four times a second from the run's progress snapshot, and the
// end shows the verdict and the command line that repeats it (CheckVerdict). Cancel sets the
// run's cancel flag; the run then heals and stops its servers by pid and still reports.
// Closing the dialog while a run lasts cancels it too.

#include <QDialog>

class QLabel;
class QPushButton;
class QTimer;

namespace redlock::ui {

class CheckCounters;
class CheckRunner;
class CheckSettings;
class CheckVerdict;

class CheckDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 250;

    explicit CheckDialog(QWidget* parent = nullptr);

    CheckSettings* settings() const { return m_settings; }
    CheckCounters* counters() const { return m_counters; }
    CheckVerdict* verdict() const { return m_verdict; }
    CheckRunner* runner() const { return m_runner; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* cancelButton() const { return m_cancel; }

    void start();
    void cancel();
    QSize sizeHint() const override;

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void reject() override;

private:
    void refresh();
    void onFinished();
    void retranslate();
    void updateStyle();
    void growToContent();

    QWidget* m_content = nullptr; // inside the scroll area
    QLabel* m_intro;
    CheckSettings* m_settings;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QPushButton* m_close;
    QLabel* m_status;
    CheckCounters* m_counters;
    CheckVerdict* m_verdict;
    CheckRunner* m_runner;
    QTimer* m_timer;
};

} // namespace redlock::ui
