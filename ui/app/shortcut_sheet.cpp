#include "ui/app/shortcut_sheet.h"

#include "ui/widgets/language_change.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace redlock::ui {

namespace {

QString plainText(QString text) {
    // Menu mnemonics and the trailing ellipsis are noise in a table of keys.
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QChar(0x2026))) {
        text.chop(1);
    }
    return text;
}

} // namespace

ShortcutSheet::ShortcutSheet(QWidget* parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_table(new QTableWidget(this)) {
    onLanguageChange(this, [this] { refill(); });
    setObjectName(QStringLiteral("shortcutSheet"));
    m_intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("shortcutTable"));
    m_table->setColumnCount(2);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setShowGrid(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(720, 640);
    refill();
}

void ShortcutSheet::setActions(const QList<QAction*>& actions) {
    m_actions = actions;
    refill();
}

QStringList ShortcutSheet::keys() const {
    QStringList result;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        result += m_table->item(row, 0)->text().split(QStringLiteral(", "));
    }
    return result;
}

void ShortcutSheet::refill() {
    setWindowTitle(tr("Keyboard shortcuts"));
    m_intro->setText(tr("Every key the lab answers to. A presentation clicker sends Page Down "
                        "and Page Up, so it turns the pages."));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    QList<QPair<QString, QString>> rows;
    for (const QAction* act : std::as_const(m_actions)) {
        QStringList keyTexts;
        for (const QKeySequence& k : act->shortcuts()) {
            keyTexts += k.toString(QKeySequence::NativeText);
        }
        if (!keyTexts.isEmpty()) {
            rows.append({keyTexts.join(QStringLiteral(", ")), plainText(act->text())});
        }
    }
    rows.append({tr("1 – 9"), tr("Flip master M1–M9 (majority page)")});
    rows.append({tr("Tab"), tr("Move between the controls of a page")});
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        m_table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    m_table->resizeColumnToContents(0);
    m_table->resizeRowsToContents();
}

void ShortcutSheet::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        // Presenter mode changes the text size: re-measure so no key is elided.
        m_table->resizeColumnToContents(0);
        m_table->resizeRowsToContents();
    }
    QDialog::changeEvent(event);
}

} // namespace redlock::ui
