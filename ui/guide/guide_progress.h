#pragma once
// What the student has done in the study guide: the Try-this steps ticked, the last answer to
// each question (right or wrong), and whether they chose to follow the course. Kept in the
// settings (Settings::guide*, so XDG_CONFIG_HOME is honoured) when the window has settings;
// in memory otherwise (headless renders, tests without a settings file).

#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace redlock::ui {

class Settings;

class GuideProgress : public QObject {
    Q_OBJECT
public:
    explicit GuideProgress(QObject* parent = nullptr);

    // Reads what the settings hold and writes every later change back to them.
    void attachSettings(Settings* settings);

    // "" (not chosen yet), "course" or "explore".
    QString mode() const { return m_mode; }
    void setMode(const QString& mode);

    bool stepDone(const QString& page, const QString& step) const;
    void markStep(const QString& page, const QString& step);
    int stepsDone(const QString& page, const QStringList& steps) const;

    void recordAnswer(const QString& page, const QString& question, bool right);
    std::optional<bool> answer(const QString& page, const QString& question) const;

    struct Score {
        int answered = 0;
        int right = 0;
        QStringList wrong; // question ids answered wrong last time
    };
    Score score(const QString& page) const;

    // Practice questions ("Another one", new numbers each time): how many the student checked
    // on a page and how many were right, counted apart from the page's fixed questions.
    struct Practice {
        int asked = 0;
        int right = 0;
    };
    void recordPractice(const QString& page, bool right);
    Practice practice(const QString& page) const { return m_practice.value(page); }

    // Writes everything held back to the settings (after File → Reset settings cleared them:
    // the reset names theme, size and page, not the student's progress).
    void writeBack();

    // Forgets the steps and answers (the mode stays).
    void clear();

signals:
    void changed();

private:
    void save();

    Settings* m_settings = nullptr;
    QString m_mode;
    QSet<QString> m_steps;                        // "page/step"
    QMap<QString, QMap<QString, bool>> m_answers; // page → question → right
    QMap<QString, Practice> m_practice;           // page → practice tally
};

} // namespace redlock::ui
