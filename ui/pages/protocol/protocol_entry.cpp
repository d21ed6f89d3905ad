#include "ui/pages/protocol/protocol_entry.h"

#include "core/lock/lease.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/model/readouts.h"
#include "ui/pages/protocol/master_links.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/widgets/theme.h"

#include <QCoreApplication>
#include <QSpinBox>

#include <memory>

namespace redlock::ui {

namespace {

// The happy-path acquire of the simulator (scenario "happy", C1's first acquire).
class ProtocolCard final : public RecapCard {
public:
    void compute() override {
        const auto happy = sim::builtinScenario("happy");
        if (!happy) {
            return;
        }
        const sim::SimResult run = sim::simulate(*happy);
        if (!run.attempts.empty()) {
            const sim::Attempt& a = run.attempts.front();
            m_elapsedUs = a.t2 - a.t1;
            m_validityUs = a.validityUs;
        }
        m_ttlMs = happy->params.ttlMs;
        m_driftUs = driftFor(Millis(happy->params.ttlMs), happy->params.driftFactor).count();
    }
    RecapText text(bool computed) const override {
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Read the clock (T1), send the same SET NX PX with one random token to "
                    "every master, read the clock again (T2) once the last reply is in."),
                !computed
                    ? computingText()
                    : QCoreApplication::translate(
                          "redlock::ui::RecapPage",
                          "Happy path: T2 − T1 = %1 ms, validity %2 − %3 − %4 = %5 ms")
                          .arg(Readouts::ms(Micros(m_elapsedUs)), Readouts::ms(Millis(m_ttlMs)),
                               Readouts::ms(Micros(m_elapsedUs)), Readouts::ms(Micros(m_driftUs)),
                               Readouts::ms(Micros(m_validityUs))),
                computed ? Theme::ok() : QColor()};
    }

private:
    sim::Us m_elapsedUs = 0; // T2 − T1
    std::int64_t m_ttlMs = 0;
    sim::Us m_driftUs = 0;
    sim::Us m_validityUs = 0;
};

} // namespace

QString ProtocolEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "The acquire protocol");
}

QString ProtocolEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "One acquire, step by step, from the first SET to the final verdict.");
}

QWidget* ProtocolEntry::create(const PageContext& context) const {
    // Its own masters: following the lesson, the three taken down on page 1 must not leave
    // this page on "Lock refused". The state lives and dies with the page.
    auto* own = new LabState;
    auto* protocol = new ProtocolPage(own);
    own->setParent(protocol);
    if (context.shared) {
        own->followLiveMasters(
            context.shared); // on a live backend its toggles hit the real servers
    }
    if (context.backend) {
        protocol->setBackend(context.backend); // draws the real trace on a live backend
    }
    return protocol;
}

QList<TryStep> ProtocolEntry::trySteps() const {
    return {{QStringLiteral("play"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Press Space to play the acquire one event at a time.");
             }},
            {QStringLiteral("slow-master"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Give M1 a latency above the per-instance timeout. What happens to its "
                     "vote?");
             }},
            {QStringLiteral("three-clients"), [] {
                 return QCoreApplication::translate("redlock::ui::TryThis",
                                                    "Set Clients to 3. Does anyone win?");
             }}};
}

void ProtocolEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    auto* protocol = qobject_cast<ProtocolPage*>(page);
    if (!protocol) {
        return;
    }
    auto played = std::make_shared<bool>(false);
    QObject::connect(protocol->playback(), &Playback::playingChanged, watch.context(),
                     [&watch, played](bool on) {
                         *played = *played || on;
                         watch.recheck();
                     });
    watch.recheckOn(protocol->clientsSpin(), &QSpinBox::valueChanged);
    watch.recheckOn(protocol->timeoutSpin(), &QSpinBox::valueChanged);
    watch.recheckOn(protocol->links(), &MasterLinks::latencyChanged);
    watch.watch(QStringLiteral("play"), [played] { return *played; });
    watch.watch(QStringLiteral("slow-master"), [protocol] {
        return protocol->links()->latencyMs(0) > protocol->timeoutSpin()->value();
    });
    watch.watch(QStringLiteral("three-clients"),
                [protocol] { return protocol->clientsSpin()->value() == 3; });
}

std::unique_ptr<RecapCard> ProtocolEntry::recapCard(const PageContext&) const {
    return std::make_unique<ProtocolCard>();
}

} // namespace redlock::ui
