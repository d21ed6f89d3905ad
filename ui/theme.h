#pragma once
// One palette and one style sheet for the whole app, so every page looks like the same lesson.
// Sizes are in points times a scale factor: presenter mode only changes the factor.

#include <QColor>
#include <QString>

namespace redlock::ui {

class Theme {
public:
    static constexpr double kNormalScale = 1.0;
    static constexpr double kPresenterScale = 1.5;

    static QColor background() { return QColor(0xF4, 0xF6, 0xFA); }
    static QColor card() { return QColor(0xFF, 0xFF, 0xFF); }
    static QColor border() { return QColor(0xD8, 0xDE, 0xE9); }
    static QColor ink() { return QColor(0x1D, 0x24, 0x33); }
    static QColor muted() { return QColor(0x5A, 0x65, 0x7A); }
    static QColor accent() { return QColor(0x2F, 0x5B, 0xD3); }
    static QColor ok() { return QColor(0x1E, 0x8A, 0x4C); }
    static QColor okSoft() { return QColor(0xDD, 0xF3, 0xE6); }
    static QColor down() { return QColor(0xC0, 0x39, 0x2B); }
    static QColor downSoft() { return QColor(0xFB, 0xE3, 0xE0); }
    static QColor warn() { return QColor(0xC7, 0x7C, 0x0E); }

    // Base point size of body text before scaling; headings and readouts are multiples of it.
    static constexpr double kBasePt = 11.0;

    static QString styleSheet(double scale);
};

} // namespace redlock::ui
