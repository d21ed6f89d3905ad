#pragma once
// The self-study guide in the window: owns the questions (QuestionBank), the student's progress
// (GuideProgress), the dock under the pages (StudyDock), one TryThis watcher per page built,
// the first-run welcome, the glossary, and the page list's progress marks. MainWindow tells it
// when a page is built or shown and when presenter mode changes; nothing else in the window
// knows about the guide.
//
// When it shows: following the course (mode "course"), not in presenter mode, or whenever the
// Study guide action (Ctrl+G) is on. In presenter mode it stays hidden unless Ctrl+G asks for it:
// the teacher drives. The welcome appears once, on the first interactive start with settings,
// never in presenter mode.

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QAction;
class QListWidget;
class QMainWindow;
class QMenu;

namespace redlock::ui {

class GlossaryDialog;
class GuideProgress;
class LabState;
class QuestionBank;
class Settings;
class StudyDock;
class TryThis;
class WelcomeDialog;

class StudyGuide : public QObject {
    Q_OBJECT
public:
    // `nav` is the page list that shows progress marks; the guide's three actions (Study guide
    // Ctrl+G, Guided tour, Glossary) go to the top of `help`, so the shortcut sheet lists them.
    StudyGuide(QMainWindow* window, LabState* shared, QListWidget* nav, QMenu* help);
    ~StudyGuide() override;

    GuideProgress* progress() const { return m_progress; }
    QuestionBank* bank() const { return m_bank.get(); }
    StudyDock* dock() const { return m_dock; }

    void attachSettings(Settings* settings);
    // --questions: a teacher's file or folder. Returns the errors (also shown in the dock).
    QStringList addQuestions(const QString& path);
    // --guide: show the guide whatever the mode (screenshots of it).
    void setForced(bool on);

    void pageBuilt(const QString& name, QWidget* page);
    void pageShown(const QString& name);
    void setPresenter(bool on);

    // Help → Guided tour (and the first run).
    WelcomeDialog* showWelcome();
    GlossaryDialog* showGlossary(const QString& term = {});
    QAction* toggleAction() const { return m_toggle; }
    QAction* tourAction() const { return m_tour; }
    QAction* glossaryAction() const { return m_glossaryAction; }

protected:
    // The window's resizes: the guide takes at most a share of its height, the page the rest.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void pageRequested(const QString& name);
    void nextPageRequested();
    void marksChanged(); // the page list's rings came or went: its width may change

private:
    void retranslate();
    void updateVisibility();
    void updateNavMarks();

    QMainWindow* m_window;
    LabState* m_shared;
    QListWidget* m_nav;
    QAction* m_toggle;
    QAction* m_closeWelcome = nullptr; // Esc
    QAction* m_tour;
    QAction* m_glossaryAction;
    std::unique_ptr<QuestionBank> m_bank;
    GuideProgress* m_progress;
    StudyDock* m_dock;
    QHash<QString, TryThis*> m_watchers;
    QHash<QString, QPointer<QWidget>> m_pages; // the built pages, for "Show it on the page"
    QPointer<WelcomeDialog> m_welcome;
    QPointer<GlossaryDialog> m_glossary;
    bool m_presenter = false;
    bool m_forced = false;
    QString m_shownMode;       // the mode updateVisibility() last acted on
    bool m_userChoice = false; // Ctrl+G was used: it wins over the mode until the mode changes
};

} // namespace redlock::ui
