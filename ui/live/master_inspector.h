#pragma once
// MasterInspector: a dock with one row per master: its name M1..Mn as on every page (a real
// master followed by its address, "M2 127.0.0.1:7001"), state, last PING round trip, the
// lock key's holder (first 8 characters of the token) and its PTTL, and the master's own error
// text. The live worker re-reads all of it several times a second, so the PTTL counts down
// while the lock is held. On the mock backend it lists the mock masters and their up/down state.

#include "ui/live/live_types.h"

#include <QDockWidget>

class QTableWidget;

namespace redlock::ui {

class BackendModel;

class MasterInspector : public QDockWidget {
    Q_OBJECT
public:
    explicit MasterInspector(BackendModel* model, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // The text of one cell, for tests: column names as in Column.
    // Pid: the server's pid (local) or its container: name, short id, image, state (Docker).
    enum Column { Name, Pid, State, Rtt, Holder, Pttl, ErrorText, ColumnCount };
    QString cell(int row, Column column) const;
    int upCount() const;

    static QString stateName(MasterState state);
    // The first cell of row `index`: "M<index + 1>", then the address of a real master.
    static QString rowName(int index, const MasterStatus& s);

protected:
    // The table's text size changes with presenter mode (the app's style sheet): its rows and
    // its height follow.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void fitHeight();

    BackendModel* m_model;
    QTableWidget* m_table;
};

} // namespace redlock::ui
