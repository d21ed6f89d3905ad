#pragma once
// One palette and one style sheet for the whole app, so every page looks like the same lesson.
// Sizes are in points times a scale factor: presenter mode only changes the factor. Colours come
// in a light and a dark set; painted widgets ask Theme at paint time, so a switch needs no
// per-widget code beyond a repaint.

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QString>

namespace redlock::ui {

class Theme {
public:
    enum class Mode { Light, Dark, System };

    static constexpr double kNormalScale = 1.0;
    // Body text is the smallest role (factor 1.0), so 20 pt / kBasePt keeps EVERY text at or
    // above 20 pt on a projector, which is what a back row can still read.
    static constexpr double kMinPresenterScale = 20.0 / 11.0;
    static constexpr double kPresenterScale = 1.85;
    static constexpr double kMaxPresenterScale = 3.0;

    // Base point size of body text before scaling; headings and readouts are multiples of it.
    static constexpr double kBasePt = 11.0;

    // System follows the platform palette's window colour (Qt 6.4 has no colour-scheme hint).
    static void setMode(Mode mode);
    static Mode mode();
    static bool isDark();
    static QString modeName(Mode mode); // "light" / "dark" / "system", for settings and CLI
    static Mode modeFromName(const QString& name, Mode fallback = Mode::System);

    static QColor background();
    static QColor card();
    static QColor border();
    static QColor ink();
    static QColor muted();
    static QColor accent();
    static QColor selection();
    static QColor ok();
    static QColor okSoft();
    static QColor down();
    static QColor downSoft();
    static QColor warn();
    static QColor warnSoft();

    // The one text scale every painted view reads (space-time diagram, timing lanes, charts,
    // badges): 1 at normal size, the presenter factor on a projector. MainWindow sets it
    // together with the style sheet, so a painted view and the labels around it always agree.
    static void setTextScale(double scale);
    static double textScale();
    static bool presenterScaled() { return textScale() > kNormalScale; }
    // Painted text of a role (1 = body, 0.85 = tick labels...): kBasePt × role × textScale,
    // and never under 20 pt once scaled for a projector, whatever the role.
    static double paintPt(double role = 1.0);
    static QFont paintFont(double role = 1.0, bool bold = false);
    // A painted length (gap, mark, badge radius) given at normal size, scaled like the text.
    static double px(double normal) { return normal * textScale(); }

    // The QPalette that matches the colours above, for widgets the style sheet does not reach
    // (dialogs, menus, scroll bars).
    static QPalette palette();

    // `presenter` switches readouts to full-contrast ink and heavier weights for a projector.
    static QString styleSheet(double scale, bool presenter = false);
};

} // namespace redlock::ui
