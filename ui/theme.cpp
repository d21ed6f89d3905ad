#include "theme.h"

namespace redlock::ui {

namespace {

QString pt(double scale, double factor) {
    return QString::number(Theme::kBasePt * factor * scale, 'f', 1) + QStringLiteral("pt");
}

} // namespace

QString Theme::styleSheet(double scale) {
    // Roles are dynamic properties ("role") set by the pages, so this sheet is the only place
    // that knows what a title or a readout looks like.
    QString css = QStringLiteral(R"(
QMainWindow, QWidget#pageRoot, QScrollArea, QScrollArea > QWidget > QWidget { background: %BG%; }
QWidget { color: %INK%; font-size: %BODY%; }
QListWidget#nav { background: %CARD%; border: none; border-right: 1px solid %BORDER%;
                  padding: 8px 0; font-size: %NAV%; outline: 0; }
QListWidget#nav::item { padding: 10px 14px; border-left: 4px solid transparent; }
QListWidget#nav::item:selected { background: #E8EEFC; color: %ACCENT%;
                                 border-left: 4px solid %ACCENT%; }
QLabel[role="title"] { font-size: %TITLE%; font-weight: 600; }
QLabel[role="subtitle"] { font-size: %SUB%; color: %MUTED%; }
QLabel[role="readout"] { font-size: %READ%; }
QLabel[role="headline"] { font-size: %HEAD%; font-weight: 700; }
QLabel[role="note"] { font-size: %BODY%; color: %MUTED%; }
QLabel[role="coming"] { font-size: %SUB%; color: %MUTED%; }
QFrame[role="card"] { background: %CARD%; border: 1px solid %BORDER%; border-radius: 10px; }
QFrame[role="card"] QLabel { background: transparent; }
QLabel[role="cardTitle"] { font-size: %SUB%; font-weight: 600; color: %MUTED%; }
QSpinBox, QDoubleSpinBox { font-size: %SUB%; min-width: 5em; min-height: 1.8em; }
QLabel[role="rule"] { font-size: %SUB%; }
QPushButton[role="master"] { font-size: %SUB%; font-weight: 600; min-width: 4em;
                             min-height: 2.9em; border-radius: 10px; border: 2px solid; }
QPushButton[role="master"][up="true"] { background: %OKSOFT%; border-color: %OK%; color: %OK%; }
QPushButton[role="master"][up="false"] { background: %DOWNSOFT%; border-color: %DOWN%;
                                         color: %DOWN%; border-style: dashed; }
QSlider::groove:horizontal { height: 8px; background: %BORDER%; border-radius: 4px; }
QSlider::sub-page:horizontal { background: %ACCENT%; border-radius: 4px; }
QSlider { min-height: 30px; }
QSlider::handle:horizontal { background: %CARD%; border: 3px solid %ACCENT%; width: 16px;
                             height: 16px; margin: -7px 0; border-radius: 11px; }
QStatusBar { background: %CARD%; border-top: 1px solid %BORDER%; }
QStatusBar QLabel { color: %MUTED%; padding: 3px 14px; }
)");
    const struct {
        const char* key;
        QString value;
    } subs[] = {
        {"%BG%", background().name()}, {"%CARD%", card().name()},
        {"%BORDER%", border().name()}, {"%INK%", ink().name()},
        {"%MUTED%", muted().name()},   {"%ACCENT%", accent().name()},
        {"%OK%", ok().name()},         {"%OKSOFT%", okSoft().name()},
        {"%DOWN%", down().name()},     {"%DOWNSOFT%", downSoft().name()},
        {"%BODY%", pt(scale, 1.0)},    {"%NAV%", pt(scale, 1.15)},
        {"%TITLE%", pt(scale, 2.1)},   {"%SUB%", pt(scale, 1.25)},
        {"%READ%", pt(scale, 1.45)},   {"%HEAD%", pt(scale, 2.0)},
    };
    for (const auto& s : subs) {
        css.replace(QLatin1String(s.key), s.value);
    }
    return css;
}

} // namespace redlock::ui
