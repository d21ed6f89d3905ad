#include "ui/guide/glossary_dialog.h"

#include "ui/guide/glossary.h"
#include "ui/widgets/language_change.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>

namespace redlock::ui {

GlossaryDialog::GlossaryDialog(QWidget* parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_text(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("glossary"));
    m_list->setObjectName(QStringLiteral("glossaryTerms"));
    m_text->setObjectName(QStringLiteral("glossaryDefinition"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_list, 2);
    layout->addWidget(m_text, 3);
    for (const GlossaryEntry& e : Glossary::entries()) {
        auto* item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, e.id);
    }
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
    resize(720, 420);
}

void GlossaryDialog::showTerm(const QString& id) {
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(i);
            return;
        }
    }
    if (m_list->currentRow() < 0 && m_list->count() > 0) {
        m_list->setCurrentRow(0);
    }
}

QString GlossaryDialog::currentId() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString GlossaryDialog::definitionText() const {
    return m_text->toPlainText();
}

void GlossaryDialog::showCurrent() {
    const GlossaryEntry* e = Glossary::find(currentId());
    m_text->setHtml(
        e ? QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(Glossary::term(*e).toHtmlEscaped(), Glossary::definition(*e).toHtmlEscaped())
          : QString());
}

void GlossaryDialog::retranslate() {
    setWindowTitle(tr("Glossary"));
    m_list->setToolTip(tr("Pick a term to read its definition"));
    for (int i = 0; i < m_list->count(); ++i) {
        if (const GlossaryEntry* e =
                Glossary::find(m_list->item(i)->data(Qt::UserRole).toString())) {
            m_list->item(i)->setText(Glossary::term(*e));
        }
    }
    showCurrent();
}

} // namespace redlock::ui
