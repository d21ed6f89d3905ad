#pragma once
// Two rows of master toggles, one for client A and one for client B, over N columns. A third row
// marks the masters both clients picked, as computed by core sharedMasters(): those are the
// masters that would have to say OK to both, which a real master never does for one key.

#include "core/lock/quorum.h"

#include <QList>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;

namespace redlock::ui {

class MajorityPicker : public QWidget {
    Q_OBJECT
public:
    enum class Side { A, B };

    explicit MajorityPicker(QWidget* parent = nullptr);

    int masterCount() const { return m_n; }
    void setMasterCount(int n);
    // Sets a master's membership (index 0-based); ignored outside 0..N-1.
    void setPicked(Side side, int index, bool on);
    bool isPicked(Side side, int index) const;
    std::vector<int> picked(Side side) const; // ascending, only masters < N
    std::vector<int> shared() const;
    // Whether column `index` is currently drawn as shared (the widget's own state, for tests).
    bool isMarkedShared(int index) const;
    QPushButton* button(Side side, int index) const;

signals:
    void changed();

protected:
private:
    void refresh();

    int m_n = 5;
    QLabel* m_aLabel;
    QLabel* m_bLabel;
    QList<QPushButton*> m_a;
    QList<QPushButton*> m_b;
    QList<QLabel*> m_marks;
};

} // namespace redlock::ui
