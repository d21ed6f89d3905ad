#include "ui/check/check_counters.h"

#include "ui/widgets/card.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <utility>

namespace redlock::ui {

namespace {
// Tile names double as object names ("tile_acquisitions"), so tests and screen readers agree.
constexpr const char* kTiles[] = {"elapsed",  "acquisitions", "faults",
                                  "overlaps", "staleWrites",  "availability"};
} // namespace

CheckCounters::CheckCounters(QWidget* parent) : QWidget(parent), m_masters(new QLabel(this)) {
    setObjectName(QStringLiteral("checkCounters"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (const char* name : kTiles) {
        auto* card = redlock::ui::card(this);
        auto* box = new QVBoxLayout(card);
        Tile t{new QLabel(card), new QLabel(card), new QLabel(card)};
        t.caption->setProperty("role", QStringLiteral("cardTitle"));
        t.value->setProperty("role", QStringLiteral("checkValue"));
        t.value->setObjectName(QStringLiteral("tile_") + QLatin1String(name));
        t.detail->setProperty("role", QStringLiteral("note"));
        t.detail->setWordWrap(true);
        for (QLabel* l : {t.caption, t.value, t.detail}) {
            box->addWidget(l);
        }
        box->addStretch(1);
        grid->addWidget(card, i / 3, i % 3);
        grid->setColumnStretch(i % 3, 1);
        m_tiles.emplace_back(QLatin1String(name), t);
        ++i;
    }
    m_masters->setObjectName(QStringLiteral("mastersNow"));
    m_masters->setWordWrap(true);
    grid->addWidget(m_masters, 2, 0, 1, 3);
    retranslate();
    clear();
}

CheckCounters::Tile& CheckCounters::tile(const char* name) {
    for (auto& [key, t] : m_tiles) {
        if (key == QLatin1String(name)) {
            return t;
        }
    }
    Q_ASSERT(false);
    return m_tiles.front().second;
}

QString CheckCounters::value(const QString& name) const {
    for (const auto& [key, t] : m_tiles) {
        if (key == name) {
            return t.value->text();
        }
    }
    return {};
}

QString CheckCounters::detail(const QString& name) const {
    for (const auto& [key, t] : m_tiles) {
        if (key == name) {
            return t.detail->text();
        }
    }
    return {};
}

void CheckCounters::set(const char* name, const QString& value, const QString& detail) {
    Tile& t = tile(name);
    t.value->setText(value);
    t.detail->setText(detail);
    // A screen reader says the caption with the number, not a bare "12".
    t.value->setAccessibleName(tr("%1: %2").arg(t.caption->text(), value));
}

void CheckCounters::clear() {
    const QString none = QStringLiteral("—");
    for (const char* name : kTiles) {
        set(name, none, QString());
    }
    m_masters->clear();
}

void CheckCounters::showProgress(const check::CheckProgress& p, const check::CheckOptions& opt) {
    using check::ServerState;
    const double secs = toMs(p.elapsed) / 1000.0;
    const auto total = std::chrono::duration_cast<std::chrono::seconds>(opt.duration).count();
    set("elapsed", tr("%1 s").arg(secs, 0, 'f', 1), tr("of %1 s").arg(total));
    set("acquisitions", QString::number(p.acquisitions), tr("of %1 attempts").arg(p.attempts));
    // Each kind the run injects, with its count so far (the tile's number is their sum).
    const check::FaultSet& f = opt.faults;
    const std::pair<bool, QString> kinds[] = {
        {f.hang, tr("hang %1").arg(p.hangs)},
        {f.crash, tr("crash %1").arg(p.crashes)},
        {f.restart, tr("restart %1").arg(p.restarts)},
        {f.pauseClient, tr("pause %1").arg(p.clientPauses)},
        {f.clockJump, tr("clock jump %1").arg(p.clockJumps)},
        {f.clockRate, tr("clock rate %1").arg(p.clockRates)},
        {f.delay, tr("slow link %1").arg(p.delays)},
        {f.partition, tr("partition %1").arg(p.partitions)},
    };
    QStringList perKind;
    for (const auto& [on, text] : kinds) {
        if (on) {
            perKind << text;
        }
    }
    set("faults", QString::number(p.faultsInjected),
        perKind.isEmpty() ? tr("none chosen") : perKind.join(tr(" · ")));
    const QString unknown = QStringLiteral("—");
    set("overlaps", p.analysed ? QString::number(p.overlaps) : unknown,
        p.analysed ? tr("%1 ms with two holders").arg(p.overlapMs, 0, 'f', 0) : QString());
    set("staleWrites", p.analysed ? QString::number(p.staleWrites) : unknown,
        tr("of %1 writes").arg(p.writes));
    set("availability", p.analysed ? tr("%1 %").arg(p.availability * 100.0, 0, 'f', 0) : unknown,
        tr("of the time somebody held the lock"));

    QStringList faulted;
    for (int i = 0; i < static_cast<int>(p.servers.size()); ++i) {
        if (p.servers[i] == ServerState::Hung) {
            faulted += tr("master %1 hung").arg(i + 1);
        } else if (p.servers[i] == ServerState::Down) {
            faulted += tr("master %1 down").arg(i + 1);
        }
    }
    if (p.servers.empty()) {
        m_masters->clear();
    } else if (p.phase == check::CheckPhase::Done) {
        m_masters->setText(tr("All %1 servers stopped.").arg(p.servers.size()));
    } else if (faulted.isEmpty()) {
        m_masters->setText(tr("Faults now: none, all %1 masters up.").arg(p.servers.size()));
    } else {
        m_masters->setText(tr("Faults now: %1.").arg(faulted.join(tr(", "))));
    }
}

void CheckCounters::retranslate() {
    tile("elapsed").caption->setText(tr("Elapsed"));
    tile("acquisitions").caption->setText(tr("Acquisitions"));
    tile("faults").caption->setText(tr("Faults injected"));
    tile("overlaps").caption->setText(tr("Overlaps"));
    tile("staleWrites").caption->setText(tr("Stale writes"));
    tile("availability").caption->setText(tr("Availability"));
    m_masters->setAccessibleName(tr("Masters faulted now"));
}

} // namespace redlock::ui
