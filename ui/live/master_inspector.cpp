#include "ui/live/master_inspector.h"

#include "ui/live/backend_model.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>

#include <algorithm>

namespace redlock::ui {

MasterInspector::MasterInspector(BackendModel* model, QWidget* parent)
    : QDockWidget(parent), m_model(model), m_table(new QTableWidget(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("masterInspector"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                QDockWidget::DockWidgetFloatable);
    m_table->setObjectName(QStringLiteral("inspectorTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    // A row as tall as its text: a fixed size overprinted the rows under presenter text.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->installEventFilter(this);
    connect(m_table->horizontalScrollBar(), &QScrollBar::rangeChanged, this,
            &MasterInspector::fitHeight);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The error column takes what is left, so a long server message does not widen the window.
    m_table->horizontalHeader()->setStretchLastSection(true);
    setWidget(m_table);
    connect(m_model, &BackendModel::changed, this, &MasterInspector::refresh);
    retranslate();
}

QString MasterInspector::stateName(MasterState state) {
    switch (state) {
    case MasterState::Up:
        return tr("up");
    case MasterState::Down:
        return tr("down");
    case MasterState::Hung:
        return tr("hung (SIGSTOP)");
    case MasterState::Restarting:
        return tr("restarting…");
    case MasterState::Partitioned:
        return tr("partitioned (client side)");
    case MasterState::Paused:
        return tr("paused (CLIENT PAUSE)");
    case MasterState::NoAnswer:
        break;
    }
    return tr("no answer");
}

void MasterInspector::retranslate() {
    setWindowTitle(tr("Master inspector"));
    m_table->setHorizontalHeaderLabels({tr("Master"), tr("pid / container"), tr("State"),
                                        tr("PING µs"), tr("Holder"), tr("PTTL ms"), tr("Error")});
    refresh();
}

void MasterInspector::refresh() {
    const auto masters = m_model->masters();
    m_table->setRowCount(static_cast<int>(masters.size()));
    for (int r = 0; r < masters.size(); ++r) {
        const MasterStatus& s = masters[r];
        const QString dash = QStringLiteral("—");
        const QString cells[ColumnCount] = {
            rowName(r, s),
            !s.containerId.isEmpty()
                ? tr("%1 · %2 · %3 · %4")
                      .arg(s.containerName, s.containerId, s.image, s.containerState)
            : s.pid > 0 ? QString::number(s.pid)
                        : dash,
            stateName(s.state),
            s.rttUs >= 0 ? QString::number(s.rttUs) : dash,
            s.holder.isEmpty() ? dash : s.holder,
            s.pttlMs >= 0 ? QString::number(s.pttlMs) : dash,
            s.error,
        };
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(r, c, item);
            }
            item->setText(cells[c]);
            item->setToolTip(c == ErrorText ? s.error : QString());
        }
        const bool up = s.state == MasterState::Up;
        m_table->item(r, State)->setForeground(up ? Theme::ok() : Theme::down());
        m_table->item(r, ErrorText)->setForeground(Theme::down());
    }
    fitHeight();
}

void MasterInspector::fitHeight() {
    // Exactly as tall as its rows, so the page above keeps as much room as possible.
    m_table->resizeRowsToContents();
    int rows = 0;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        rows += m_table->rowHeight(r);
    }
    if (m_table->rowCount() == 0) {
        rows = m_table->fontMetrics().height() + 8;
    }
    // A row of text wider than the dock brings a horizontal scroll bar: its room too, or it
    // would cover the last master.
    const QScrollBar* bar = m_table->horizontalScrollBar();
    const int barRoom = bar->maximum() > 0 ? bar->sizeHint().height() : 0;
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + rows + barRoom +
                            2 * m_table->frameWidth() + 2);
}

bool MasterInspector::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table &&
        (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
         event->type() == QEvent::Polish)) {
        fitHeight();
    }
    return QDockWidget::eventFilter(watched, event);
}

QString MasterInspector::rowName(int index, const MasterStatus& s) {
    // The app names its masters M1..Mn on every page; a real one adds where it listens.
    return s.address.isEmpty()
               ? tr("M%1 (mock)").arg(index + 1)
               : tr("M%1 %2", "master number, then its address").arg(index + 1).arg(s.address);
}

QString MasterInspector::cell(int row, Column column) const {
    const auto* item = m_table->item(row, column);
    return item ? item->text() : QString();
}

int MasterInspector::upCount() const {
    int n = 0;
    for (const auto& s : m_model->masters()) {
        n += s.state == MasterState::Up ? 1 : 0;
    }
    return n;
}

} // namespace redlock::ui
