#pragma once
// Typed access to the app's QSettings (organisation "RedlockLab", application "redlock-lab"),
// one accessor pair per key so no caller spells a key string or a default twice.
//
// Key            Type         Default     Meaning
// backend        QString      "mock"      a key of backendKinds() (ui/live/backend_kinds.h)
// masters        QStringList  {}          host:port list for the external backend
// masterCount    int          5           N on the teaching pages (1–9)
// language       QString      "en"        a code of LanguageSwitcher::languages()
// theme          QString      "system"    light | dark | system
// geometry       QByteArray   {}          QWidget::saveGeometry() of the main window
// presenterScale double       1.85        text scale in presenter mode, clamped to 20/11–3.0
// lastPage       QString      "majority"  page shown on the next start
// scenarioDir    QString      ""          folder of the last scenario file opened or saved
// exportDir      QString      ""          folder of the last page export or screenshot
// handoutPaper   QString      ""          a4 | letter; "" follows the locale (HandoutDocument)
// guide/mode     QString      ""          study guide: "" (welcome not answered), course, explore
// guide/steps    QStringList  {}          "page/step" of every Try-this step done
// guide/answers  QStringList  {}          "page/question=right|wrong", the last answer to each
//
// Command-line flags override what is read here; the window writes back on change and close.

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace redlock::ui {

class Settings {
public:
    // The user's native settings store.
    Settings();
    // An explicit INI file: tests use it so they never touch the user's configuration.
    explicit Settings(const QString& iniFile);

    QString backend() const;
    void setBackend(const QString& value);
    QStringList masters() const;
    void setMasters(const QStringList& value);
    int masterCount() const;
    void setMasterCount(int value);
    QString language() const;
    void setLanguage(const QString& value);
    QString theme() const;
    void setTheme(const QString& value);
    QByteArray geometry() const;
    void setGeometry(const QByteArray& value);
    double presenterScale() const;
    void setPresenterScale(double value);
    QString lastPage() const;
    void setLastPage(const QString& value);
    // Empty when unset or when the folder no longer exists (the dialog then picks its own).
    QString scenarioDir() const;
    void setScenarioDir(const QString& value);
    QString exportDir() const;
    void setExportDir(const QString& value);
    QString handoutPaper() const;
    void setHandoutPaper(const QString& value);

    // The study guide (ui/guide/): values are checked by GuideProgress, which owns their meaning.
    QString guideMode() const;
    void setGuideMode(const QString& value);
    QStringList guideSteps() const;
    void setGuideSteps(const QStringList& value);
    QStringList guideAnswers() const;
    void setGuideAnswers(const QStringList& value);
    QStringList guidePractice() const;
    void setGuidePractice(const QStringList& value);

    // Forget every key (--reset-settings).
    void clear();
    void sync();
    QString fileName() const;

private:
    std::unique_ptr<QSettings> m_store;
};

} // namespace redlock::ui
