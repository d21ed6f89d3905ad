#pragma once
// CheckCounters: the live figures of a safety check as big numbers a class can read from the
// back of the room: elapsed, acquisitions, faults injected, overlaps, stale writes and
// availability, each with a small line of detail, plus which masters are faulted right now.
// It only displays a CheckProgress snapshot; CheckDialog decides when to take one.

#include "core/check/check_options.h"
#include "core/check/check_progress.h"

#include <QWidget>

class QLabel;

namespace redlock::ui {

class CheckCounters : public QWidget {
    Q_OBJECT
public:
    explicit CheckCounters(QWidget* parent = nullptr);

    void showProgress(const check::CheckProgress& p, const check::CheckOptions& opt);
    void clear();
    void retranslate();

    // The number in a tile, as shown ("12", "3.4 s", "—"): tests read what the class sees.
    QString value(const QString& tile) const;
    QString detail(const QString& tile) const; // the line under the number

private:
    struct Tile {
        QLabel* caption;
        QLabel* value;
        QLabel* detail;
    };
    Tile& tile(const char* name);
    void set(const char* name, const QString& value, const QString& detail);

    std::vector<std::pair<QString, Tile>> m_tiles; // in display order
    QLabel* m_masters;
};

} // namespace redlock::ui
