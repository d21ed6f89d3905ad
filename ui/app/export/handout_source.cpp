#include "ui/app/export/handout_source.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QVariant>

namespace redlock::ui {

QString HandoutSource::withoutMnemonic(const QString& text) {
    QString out;
    for (int i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;
        }
        out += text[i];
    }
    return out;
}

namespace {

QString valueOf(const QWidget* control) {
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(control)) {
        return spin->text().trimmed();
    }
    if (const auto* combo = qobject_cast<const QComboBox*>(control)) {
        return combo->currentText();
    }
    if (const auto* button = qobject_cast<const QAbstractButton*>(control)) {
        return button->isChecked() ? QCoreApplication::translate("redlock::ui::HandoutText", "yes")
                                   : QCoreApplication::translate("redlock::ui::HandoutText", "no");
    }
    if (const auto* label = qobject_cast<const QLabel*>(control)) {
        return label->text();
    }
    return {};
}

} // namespace

namespace {
constexpr char kPrinting[] = "redlockHandoutPrinting";
}

bool HandoutSource::printing(const QWidget* view) {
    return view && view->property(kPrinting).toBool();
}

void HandoutSource::setPrinting(QWidget* view, bool on) {
    view->setProperty(kPrinting, on ? QVariant(true) : QVariant());
}

QString HandoutSource::setupLine(const QLabel* label, const QWidget* control) {
    return setupLine(label, valueOf(control));
}

QString HandoutSource::setupLine(const QLabel* label, const QString& value) {
    // A translated label carries its key in brackets ("客户端(&C)："): on paper, no key at all.
    static const QRegularExpression key(QStringLiteral("\\s*[(（]&[^&][)）]"));
    QString name = withoutMnemonic(QString(label->text()).remove(key)).trimmed();
    if (name.endsWith(QLatin1Char(':')) || name.endsWith(QChar(0xFF1A))) { // ASCII or CJK colon
        name.chop(1);
    }
    return QCoreApplication::translate("redlock::ui::HandoutText", "%1: %2").arg(name, value);
}

QString HandoutSource::setupLine(const QWidget* checkBox) {
    const auto* button = qobject_cast<const QAbstractButton*>(checkBox);
    return QCoreApplication::translate("redlock::ui::HandoutText", "%1: %2")
        .arg(button ? withoutMnemonic(button->text()) : QString(), valueOf(checkBox));
}

} // namespace redlock::ui
