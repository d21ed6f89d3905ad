#pragma once
// Renders a window to a PNG at a fixed size, for docs and for --screenshot runs without a
// display. The caller is expected to have let the event loop lay the window out once.

#include <QCoreApplication>
#include <QSize>
#include <QString>

class QWidget;

namespace redlock::ui {

class Screenshot {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Screenshot)
public:
    static constexpr QSize kSize{1280, 800};

    // Returns an empty string on success, otherwise a tr() message naming the file.
    static QString save(QWidget* window, const QString& file, QSize size = kSize);
};

} // namespace redlock::ui
