#pragma once
// LiveBanner: the strip a page shows while a live backend is chosen. It says what a master
// toggle really does in this backend, shows a busy bar while servers start, and the result of
// the last real acquire ("Live acquire: 3/5 OK in 0.41 ms → held"). Hidden on the mock backend,
// where the page's own hint already tells the story.

#include <QFrame>

class QLabel;
class QProgressBar;
class QPushButton;

namespace redlock::ui {

class BackendModel;

class LiveBanner : public QFrame {
    Q_OBJECT
public:
    explicit LiveBanner(BackendModel* model, QWidget* parent = nullptr);

    QString hintText() const;
    QString acquireText() const;
    QProgressBar* busyBar() const { return m_busy; }
    QPushButton* acquireButton() const { return m_again; }
    QPushButton* startDockerButton() const { return m_startDocker; }

protected:
private:
    void refresh();

    BackendModel* m_model;
    QLabel* m_hint;
    QLabel* m_acquire;
    QProgressBar* m_busy;
    QPushButton* m_again;
    QPushButton* m_startDocker; // shown when the Docker backend found no masters
};

} // namespace redlock::ui
