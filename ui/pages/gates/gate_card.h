#pragma once
// One gate (votes or time) as a card: its name, a big PASS/FAIL with a symbol, and the numbers
// that decided it. The page fills it from the Verdict; the card holds no logic of its own.

#include <QFrame>

class QGridLayout;
class QLabel;

namespace redlock::ui {

class GateCard : public QFrame {
    Q_OBJECT
public:
    explicit GateCard(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setState(bool pass, const QString& stateText, const QString& detail);
    bool passes() const { return m_pass; }
    QString stateText() const;
    QString detail() const;
    // Compact (presenter mode on a short screen): the PASS/FAIL on the title's line.
    void setCompact(bool compact);

private:
    void place();

    QLabel* m_title;
    QLabel* m_state;
    QLabel* m_detail;
    QGridLayout* m_grid;
    bool m_pass = false;
    bool m_compact = false;
};

} // namespace redlock::ui
