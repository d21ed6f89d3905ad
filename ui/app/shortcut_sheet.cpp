#include "ui/app/shortcut_sheet.h"

#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/widgets/fit_to_screen.h"
#include "ui/widgets/language_change.h"

#include "core/sim/bench.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

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
    // One row per action text: the nine "flip master" keys share a row.
    QList<QPair<QStringList, QString>> rows;
    for (const QAction* act : std::as_const(m_actions)) {
        QStringList keyTexts;
        for (const QKeySequence& k : act->shortcuts()) {
            keyTexts += k.toString(QKeySequence::NativeText);
        }
        if (keyTexts.isEmpty()) {
            continue;
        }
        const QString text = plainText(act->text());
        const auto same = std::find_if(rows.begin(), rows.end(),
                                       [&](const auto& row) { return row.second == text; });
        if (same != rows.end()) {
            same->first += keyTexts;
        } else {
            rows.append({keyTexts, text});
        }
    }
    rows.append({{tr("Tab")}, tr("Move between the controls of a page")});
    // The lab bench's keys, on its lanes (ui/pages/sandbox/bench_lanes.cpp).
    const auto key = [](int k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    rows.append({{key(Qt::Key_Up), key(Qt::Key_Down)}, tr("Lab bench: choose a lane")});
    // The fault keys come from the marks themselves (sim::kMarkKinds, BenchLanes::keyOf): a new
    // kind of mark is listed here without an edit.
    QStringList masterKeys, clientKeys, linkKeys{key(BenchLanes::kLinkKey)};
    for (const sim::MarkKind k : sim::kMarkKinds) {
        (sim::markOnLink(k)     ? linkKeys
         : sim::markOnMaster(k) ? masterKeys
                                : clientKeys)
            << key(BenchLanes::keyOf(k));
    }
    masterKeys.removeDuplicates();
    clientKeys.removeDuplicates();
    rows.append({masterKeys, tr("Lab bench, on a master: %1").arg(BenchPage::nameList(true))});
    rows.append({clientKeys, tr("Lab bench, on a client: %1").arg(BenchPage::nameList(false))});
    rows.append({linkKeys, tr("Lab bench, a link between a client and a master: L, choose the "
                              "other end with Up and Down, then %1")
                               .arg(BenchPage::linkKeyList())});
    rows.append({{key(BenchLanes::kSpotlightKey), key(Qt::Key_Escape)},
                 tr("Lab bench: spotlight the chosen lane, larger, for the back of the room; "
                    "off (on the timing page, a click on a lane's name)")});
    rows.append({{key(Qt::Key_Left), key(Qt::Key_Right), key(Qt::Key_Delete)},
                 tr("Lab bench, with a mark chosen: move it, remove it")});
    rows.append({{key(Qt::Key_BracketLeft), key(Qt::Key_BracketRight)},
                 tr("Lab bench, with a mark chosen: make it 100 ms shorter, longer (Shift: 1 s)")});
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(rows[row].first.join(QStringLiteral(", "))));
        m_table->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    fitToContents();
}

void ShortcutSheet::fitToContents() {
    // Every row readable without scrolling where the screen allows: presenter mode doubles
    // the text, so a fixed size would cut the sheet in half.
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    const int wanted = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth() + 40;
    const int rowsHeight = m_table->verticalHeader()->length() +
                           m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    m_table->setMinimumHeight(0);
    resize(boundedToScreen(
        this, QSize(std::max(wanted, 480), rowsHeight + m_intro->heightForWidth(wanted) + 120),
        QSize(40, 60)));
}

void ShortcutSheet::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        // Presenter mode changes the text size: re-measure so no key is elided.
        fitToContents();
    }
    QDialog::changeEvent(event);
}

} // namespace redlock::ui
