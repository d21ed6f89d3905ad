#include "ui/widgets/card.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace redlock::ui {

QFrame* card(QWidget* parent, QLayout* inner) {
    auto* f = new QFrame(parent);
    f->setProperty("role", QStringLiteral("card"));
    if (inner) {
        auto* l = new QVBoxLayout(f);
        l->setContentsMargins(14, 8, 14, 8);
        l->addLayout(inner);
    }
    return f;
}

QLabel* wrapped(QWidget* parent, const char* role) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    if (role) {
        l->setProperty("role", QLatin1String(role));
    }
    return l;
}

} // namespace redlock::ui
