#include "ui/widgets/card.h"

#include <QFrame>
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

} // namespace redlock::ui
