#pragma once
// CheckVerdict: what a finished safety check found, in one banner (green: no violation, red:
// safety violated), one sentence on why in the terms of the delayed-restart rule, and the
// `redlockctl check` command line that repeats the run, selectable and copyable.

#include "core/check/check_options.h"
#include "core/check/check_report.h"

#include <QWidget>

#include <optional>

class QFontMetrics;
class QLabel;
class QPushButton;

namespace redlock::ui {

class CheckVerdict : public QWidget {
    Q_OBJECT
public:
    explicit CheckVerdict(QWidget* parent = nullptr);

    void showReport(const check::CheckReport& report, const check::CheckOptions& opt);
    void showError(const QString& error, const check::CheckOptions& opt);
    // Before a run and while it lasts: no banner yet, the command line of the settings shown.
    void showPending(const check::CheckOptions& opt);
    void retranslate();

    QString banner() const;
    bool isViolation() const { return m_report && m_report->violation(); }
    bool hasVerdict() const { return m_report.has_value(); }
    QString commandLine() const;
    QString shownCommand() const; // as shown: wrapped with shell continuations (tests)
    QPushButton* copyButton() const { return m_copy; }

    // The sentence under the banner: why this outcome, in the app's words (also for tests).
    static QString explanation(const check::CheckReport& report, const check::CheckOptions& opt);
    // Why the setting is known to be unsafe (check::unsafeSetting), translated; empty if it is not.
    static QString unsafeWhy(const check::CheckOptions& opt);
    QString explanationText() const; // the one shown

    // `command` on lines no wider than `width` px in `fm`, broken only between its words and
    // option pairs ("--ttl 400" stays whole), each line but the last ending " \\" and the next
    // indented: selected and pasted into a shell it is still the one command. A pair wider than
    // `width` gets a line of its own.
    static QString wrapCommand(const QString& command, const QFontMetrics& fm, int width);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void render();
    void wrap(); // the command to the label's width

    QLabel* m_banner;
    QLabel* m_why;
    QLabel* m_commandLabel;
    QLabel* m_command;
    QPushButton* m_copy;
    check::CheckOptions m_opt;
    std::optional<check::CheckReport> m_report;
    QString m_error;
    QString m_commandText; // one line, as run and copied
};

} // namespace redlock::ui
