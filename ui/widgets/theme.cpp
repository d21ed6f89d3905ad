#include "ui/widgets/theme.h"

#include <QGuiApplication>

#include <algorithm>

namespace redlock::ui {

namespace {

Theme::Mode g_mode = Theme::Mode::Light;
double g_textScale = Theme::kNormalScale;

QString pt(double scale, double factor) {
    return QString::number(Theme::kBasePt * factor * scale, 'f', 1) + QStringLiteral("pt");
}

// The platform's own palette, captured before we ever replace it, decides what System means.
bool platformIsDark() {
    static const bool dark = QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
    return dark;
}

QColor pick(const char* light, const char* dark) {
    return QColor(QLatin1String(Theme::isDark() ? dark : light));
}

} // namespace

void Theme::setMode(Mode mode) {
    platformIsDark(); // capture the platform palette before the app replaces it
    g_mode = mode;
}

Theme::Mode Theme::mode() {
    return g_mode;
}

bool Theme::isDark() {
    return g_mode == Mode::Dark || (g_mode == Mode::System && platformIsDark());
}

void Theme::setTextScale(double scale) {
    g_textScale = std::clamp(scale, kNormalScale, kMaxPresenterScale);
}

double Theme::textScale() {
    return g_textScale;
}

double Theme::paintPt(double role) {
    const double pt = kBasePt * role * g_textScale;
    return presenterScaled() ? std::max(pt, kBasePt * kMinPresenterScale) : pt;
}

QFont Theme::paintFont(double role, bool bold) {
    QFont f = QGuiApplication::font();
    f.setPointSizeF(paintPt(role));
    f.setBold(bold);
    return f;
}

QString Theme::modeName(Mode mode) {
    switch (mode) {
    case Mode::Light:
        return QStringLiteral("light");
    case Mode::Dark:
        return QStringLiteral("dark");
    case Mode::System:
        break;
    }
    return QStringLiteral("system");
}

Theme::Mode Theme::modeFromName(const QString& name, Mode fallback) {
    for (const Mode m : {Mode::Light, Mode::Dark, Mode::System}) {
        if (name == modeName(m)) {
            return m;
        }
    }
    return fallback;
}

// Dark colours keep the same hues, lifted so green/red still read against a dark card.
QColor Theme::background() {
    return pick("#F4F6FA", "#14171F");
}
QColor Theme::card() {
    return pick("#FFFFFF", "#1E232E");
}
QColor Theme::border() {
    return pick("#D8DEE9", "#3A4254");
}
QColor Theme::ink() {
    return pick("#1D2433", "#E8EBF2");
}
QColor Theme::muted() {
    return pick("#5A657A", "#A9B2C4");
}
QColor Theme::accent() {
    return pick("#2F5BD3", "#8AA8FF");
}
QColor Theme::selection() {
    return pick("#E8EEFC", "#27324D");
}
QColor Theme::ok() {
    return pick("#1E8A4C", "#52CC8C");
}
QColor Theme::okSoft() {
    return pick("#DDF3E6", "#183A29");
}
QColor Theme::down() {
    return pick("#C0392B", "#FF7A6B");
}
QColor Theme::downSoft() {
    return pick("#FBE3E0", "#46211D");
}
QColor Theme::warn() {
    return pick("#C77C0E", "#F0B454");
}
QColor Theme::warnSoft() {
    return pick("#FCEBC8", "#4A3A1A");
}

QPalette Theme::palette() {
    QPalette p;
    p.setColor(QPalette::Window, background());
    p.setColor(QPalette::WindowText, ink());
    p.setColor(QPalette::Base, card());
    p.setColor(QPalette::AlternateBase, background());
    p.setColor(QPalette::Text, ink());
    p.setColor(QPalette::Button, card());
    p.setColor(QPalette::ButtonText, ink());
    p.setColor(QPalette::ToolTipBase, card());
    p.setColor(QPalette::ToolTipText, ink());
    p.setColor(QPalette::Highlight, accent());
    p.setColor(QPalette::HighlightedText, card());
    p.setColor(QPalette::PlaceholderText, muted());
    p.setColor(QPalette::Link, accent());
    p.setColor(QPalette::Disabled, QPalette::Text, muted());
    p.setColor(QPalette::Disabled, QPalette::WindowText, muted());
    p.setColor(QPalette::Disabled, QPalette::ButtonText, muted());
    return p;
}

QString Theme::styleSheet(double scale, bool presenter) {
    // Roles are dynamic properties ("role") set by the pages, so this sheet is the only place
    // that knows what a title or a readout looks like.
    QString css = QStringLiteral(R"(
QMainWindow, QWidget#pageRoot, QScrollArea, QScrollArea > QWidget > QWidget { background: %BG%; }
QWidget { color: %INK%; font-size: %BODY%; }
QWidget:disabled { color: %GREYED%; }
QMenuBar, QMenu, QStatusBar, QToolTip { font-size: %BODY%; }
QDialog { background: %BG%; }
QMenuBar { background: %BG%; border-bottom: 1px solid %BORDER%; }
QMenuBar::item:selected, QMenu::item:selected { background: %SEL%; color: %ACCENT%; }
QMenu { background: %CARD%; border: 1px solid %BORDER%; }
QListWidget#nav { background: %CARD%; border: none; border-right: 1px solid %BORDER%;
                  padding: 8px 0; font-size: %NAV%; outline: 0; }
QListWidget#nav::item { padding: 10px 14px; border-left: 4px solid transparent; }
QListWidget#nav::item:selected { background: %SEL%; color: %ACCENT%;
                                 border-left: 4px solid %ACCENT%; }
QLabel[role="title"] { font-size: %TITLE%; font-weight: 600; }
QLabel[role="title"][compact="true"] { font-size: %CTITLE%; }
QLabel[role="subtitle"] { font-size: %SUB%; color: %MUTED%; }
QLabel[role="readout"] { font-size: %READ%; %READEXTRA% }
QLabel[role="status"] { font-size: %SUB%; font-weight: 600; }
QLabel[role="headline"] { font-size: %HEAD%; font-weight: 700; }
QWidget[compact="true"] QLabel[role="headline"] { font-size: %CHEAD%; }
QWidget[compact="true"] QLabel[role="readout"] { font-size: %CREAD%; }
QWidget[compact="true"] QLabel[role="readout"][prose="true"] { font-size: %BODY%; }
QLabel[role="note"] { font-size: %BODY%; color: %MUTED%; }
QLabel[role="coming"] { font-size: %SUB%; color: %MUTED%; }
QFrame[role="card"] { background: %CARD%; border: %CARDBORDER% solid %BORDER%; border-radius: 10px; }
QFrame[role="card"] QLabel { background: transparent; }
QLabel[role="cardTitle"] { font-size: %SUB%; font-weight: 600; color: %MUTED%; }
QSpinBox, QDoubleSpinBox { font-size: %SUB%; min-width: 5em; min-height: 1.8em; }
QLabel[role="rule"] { font-size: %SUB%; }
QPushButton { font-size: %BODY%; }
QPushButton[role="choice"] { padding: 3px 0.8em; }
QPushButton[role="link"] { color: %ACCENT%; background: transparent; border: 1px solid %ACCENT%;
                           border-radius: 6px; padding: 3px 12px; }
QPushButton[role="link"]:focus { background: %SEL%; }
QPushButton[role="master"] { font-size: %SUB%; font-weight: 600; min-width: 3.2em;
                             min-height: 2.9em; border-radius: 10px; border: 2px solid; }
QPushButton[role="master"][up="true"] { background: %OKSOFT%; border-color: %OK%; color: %OK%; }
QPushButton[role="master"][up="false"] { background: %DOWNSOFT%; border-color: %DOWN%;
                                         color: %DOWN%; border-style: dashed; }
QPushButton[role="master"]:focus { border-width: 4px; }
QWidget[compact="true"] QPushButton[role="master"] { min-height: 2.2em; }
QSlider::groove:horizontal { height: 8px; background: %BORDER%; border-radius: 4px; }
QSlider::sub-page:horizontal { background: %ACCENT%; border-radius: 4px; }
QSlider { min-height: 30px; }
QSlider::handle:horizontal { background: %CARD%; border: 3px solid %ACCENT%; width: 16px;
                             height: 16px; margin: -7px 0; border-radius: 11px; }
QStatusBar { background: %CARD%; border-top: 1px solid %BORDER%; }
QStatusBar QLabel { color: %MUTED%; padding: 3px 14px; }
QTableWidget { background: %CARD%; gridline-color: %BORDER%; }
QHeaderView::section { background: %BG%; color: %MUTED%; border: none; padding: 4px 8px; }
)");
    // On a projector, grey-on-white readouts wash out: presenter mode draws them in full ink,
    // bolder, and gives cards a heavier edge so they stay separated from the background.
    const QString inkHard = isDark() ? QStringLiteral("#FFFFFF") : QStringLiteral("#000000");
    const struct {
        const char* key;
        QString value;
    } subs[] = {
        {"%READEXTRA%",
         presenter ? QStringLiteral("font-weight: 600; color: %1;").arg(inkHard) : QString()},
        {"%CARDBORDER%", presenter ? QStringLiteral("2px") : QStringLiteral("1px")},
        {"%MUTED%", presenter ? ink().name() : muted().name()},
        // A switched-off control must look off even on a projector (the rule above sets every
        // widget's colour, which would otherwise hide Qt's own greying).
        {"%GREYED%", muted().name()},
        {"%BG%", background().name()},
        {"%CARD%", card().name()},
        {"%BORDER%", border().name()},
        {"%INK%", presenter ? inkHard : ink().name()},
        {"%ACCENT%", accent().name()},
        {"%SEL%", selection().name()},
        {"%OKSOFT%", okSoft().name()},
        {"%OK%", ok().name()},
        {"%DOWNSOFT%", downSoft().name()},
        {"%DOWN%", down().name()},
        {"%BODY%", pt(scale, 1.0)},
        {"%NAV%", pt(scale, 1.15)},
        {"%TITLE%", pt(scale, 2.1)},
        {"%CTITLE%", pt(scale, 1.35)},
        {"%SUB%", pt(scale, 1.25)},
        {"%READ%", pt(scale, 1.45)},
        {"%HEAD%", pt(scale, 2.0)},
        // Compact (presenter mode on a short screen): the verdict and its sentences must fit
        // under the page's figure; both stay above the 20 pt floor.
        {"%CHEAD%", pt(scale, 1.5)},
        {"%CREAD%", pt(scale, 1.15)},
        // A readout that is a sentence of several lines (prose="true": the bench's monitor)
        // is body-sized there, still bold: a stale write's sentence took three lines in
        // Chinese at 1280×800 and pushed its end off the screen.
    };
    for (const auto& s : subs) {
        css.replace(QLatin1String(s.key), s.value);
    }
    return css;
}

} // namespace redlock::ui
