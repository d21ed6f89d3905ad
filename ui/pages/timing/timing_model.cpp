#include "ui/pages/timing/timing_model.h"

#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QTimer>

#include <algorithm>

namespace redlock::ui {

namespace {

// A whole run plays in about this many timer ticks, whatever its length: a 13 s and a 36 s
// scenario both take ~12 s on the projector.
constexpr int kTicksPerRun = 300;
constexpr int kTickMs = 40;

} // namespace

TimingModel::TimingModel(QObject* parent) : QObject(parent), m_timer(new QTimer(this)) {
    m_timer->setInterval(kTickMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_busy) {
            return; // the runs of a new choice are not in yet: the playhead waits for them
        }
        const sim::Us step = std::max<sim::Us>(1000, endUs() / kTicksPerRun);
        if (m_playhead >= endUs()) {
            pause();
            return;
        }
        setPlayhead(std::min(endUs(), m_playhead + step));
    });
    // Start on the most striking pair of the lesson: a clock jump against monotonic expiry.
    setScenario(QStringLiteral("clock-jump"));
}

QStringList TimingModel::scenarioNames() {
    return {QStringLiteral("gc-pause-after"), QStringLiteral("gc-pause-during"),
            QStringLiteral("network-delay"), QStringLiteral("clock-jump"),
            QStringLiteral("clock-rate"), QStringLiteral("restart-no-persistence"),
            QStringLiteral("failover"), QStringLiteral("contention"), QStringLiteral("extension"),
            // The second course text (issue 14).
            QStringLiteral("sequential"), QStringLiteral("lost-unlock"),
            QStringLiteral("slow-acquire"), QStringLiteral("delayed-write"),
            QStringLiteral("client-clock-jump"), QStringLiteral("check-before-write"),
            QStringLiteral("delayed-restart-cost"), QStringLiteral("repeated-partitions"),
            QStringLiteral("quorum-loss"),
            // Issue 24: why a fencing token cannot come from Redlock's masters.
            QStringLiteral("fence-from-counters")};
}

QStringList TimingModel::variants() const {
    QStringList out{QString()};
    for (const std::string& v : m_a.variants) {
        out << QString::fromStdString(v);
    }
    return out;
}

bool TimingModel::fencingSupported() const {
    const auto writes = [](const sim::Scenario& s) {
        return std::any_of(s.clients.begin(), s.clients.end(), [](const sim::ClientSpec& c) {
            return std::any_of(c.steps.begin(), c.steps.end(),
                               [](const sim::Step& st) { return st.op == sim::StepOp::Write; });
        });
    };
    return writes(m_a) || (m_variantB && writes(m_b));
}

bool TimingModel::load(const std::string& variant, sim::Scenario& out) const {
    if (m_fromFile) {
        const sim::Scenario* s = m_file->find(variant);
        if (s) {
            out = *s;
        }
        return s != nullptr;
    }
    auto s = sim::builtinScenario(m_scenario.toStdString(), variant);
    if (!s) {
        return false;
    }
    out = std::move(s).value();
    return true;
}

bool TimingModel::setScenario(const QString& name) {
    if (!scenarioNames().contains(name)) {
        return false;
    }
    m_scenario = name;
    m_fromFile = false;
    m_variantA.clear();
    m_fencingOverride.reset();
    load("", m_a);
    // B defaults to the scenario's first variant: the contrast its file was written for.
    m_variantB = m_a.variants.empty() ? std::optional<std::string>{}
                                      : std::optional<std::string>{m_a.variants.front()};
    rerun(kEndPlayhead);
    return true;
}

void TimingModel::openFile(sim::ScenarioFile file, const QString& label) {
    m_file = std::move(file);
    m_fileLabel = label;
    showFile();
}

bool TimingModel::showFile() {
    if (!m_file) {
        return false;
    }
    m_fromFile = true;
    m_scenario = QString::fromStdString(m_file->base.name);
    // loadScenarioFile checked that the view names variants the file has.
    const sim::ScenarioView& view = m_file->view;
    m_variantA = view.a;
    m_variantB = view.b;
    m_fencingOverride = view.fencing;
    rerun(view.playheadUs >= 0 ? view.playheadUs : kEndPlayhead);
    return true;
}

sim::ScenarioFile TimingModel::toFile() const {
    sim::ScenarioFile f;
    if (m_fromFile) {
        f = *m_file;
    } else {
        load("", f.base);
        for (const std::string& v : f.base.variants) {
            load(v, f.variants.emplace_back());
        }
    }
    f.view.a = m_variantA;
    f.view.b = m_variantB;
    f.view.fencing = m_fencingOverride;
    f.view.playheadUs = m_playhead;
    return f;
}

bool TimingModel::setVariantA(const std::string& variant) {
    sim::Scenario s;
    if (!load(variant, s)) {
        return false;
    }
    m_variantA = variant;
    rerun();
    return true;
}

bool TimingModel::setVariantB(std::optional<std::string> variant) {
    sim::Scenario s;
    if (variant && !load(*variant, s)) {
        return false;
    }
    m_variantB = std::move(variant);
    m_fencingOverride.reset();
    rerun();
    return true;
}

bool TimingModel::showRun(const QString& scenario, const std::string& variantA,
                          std::optional<sim::Fencing> fencingOnB) {
    if (!scenarioNames().contains(scenario)) {
        return false;
    }
    if (!sim::builtinScenario(scenario.toStdString(), variantA)) {
        return false;
    }
    pause();
    // Everything set before the one rerun: setScenario() and setVariantA() one after the other
    // would let the second keep the old scenario's playhead (issue 27).
    m_scenario = scenario;
    m_fromFile = false;
    m_variantA = variantA;
    m_fencingOverride.reset();
    load("", m_a);
    // B as the scenario opens (its first variant), or A's variant with the forced mode.
    m_variantB = m_a.variants.empty() ? std::optional<std::string>{}
                                      : std::optional<std::string>{m_a.variants.front()};
    if (fencingOnB) {
        m_variantB = variantA;
        applyFencing(*fencingOnB);
    }
    rerun(kEndPlayhead);
    return true;
}

void TimingModel::applyFencing(sim::Fencing mode) {
    // The switch changes run B only: A keeps the storage its script has, so the page still
    // shows the same run with and without the check. Where the file has a variant for the mode,
    // B plays it (its caption explains the mode); otherwise B's script gets the mode forced.
    const char* named = mode == sim::Fencing::Token         ? "fencing-token"
                        : mode == sim::Fencing::CheckAndSet ? "check-and-set"
                                                            : "";
    const auto& vs = m_a.variants;
    const bool hasNamed = std::find(vs.begin(), vs.end(), named) != vs.end();
    const bool bIsNamed =
        m_variantB && (*m_variantB == "fencing-token" || *m_variantB == "check-and-set");
    if (hasNamed || (mode == sim::Fencing::Off && bIsNamed)) {
        m_variantB = std::string(named);
        m_fencingOverride.reset();
    } else {
        if (!m_variantB) {
            m_variantB = m_variantA;
        }
        m_fencingOverride = mode;
    }
}

void TimingModel::setFencing(sim::Fencing mode) {
    applyFencing(mode);
    rerun();
}

void TimingModel::rerun(sim::Us playheadUs) {
    load(m_variantA, m_a);
    if (m_variantB) {
        load(*m_variantB, m_b);
        if (m_fencingOverride) {
            m_b.params.fencing = *m_fencingOverride;
        }
    } else {
        m_b = {};
    }
    // Nothing of the previous choice stays on show while the new runs are computed.
    m_fullA = {};
    m_fullB = {};
    m_sweepTask.cancel();
    m_sweepA.reset();
    m_sweepB.reset();
    m_busy = true;
    ++m_runsStarted;
    const bool withB = m_variantB.has_value();
    m_task.start(
        [a = m_a, b = m_b, withB](const std::atomic<bool>& cancel) {
            sim::RunOptions o;
            o.cancel = &cancel;
            Runs r;
            r.a = sim::simulate(a, o);
            if (withB && !cancel.load()) {
                r.b = sim::simulate(b, o);
            }
            return r;
        },
        this,
        [this, playheadUs](Runs r) {
            m_fullA = std::move(r.a);
            m_fullB = std::move(r.b);
            m_busy = false;
            const sim::Us want = playheadUs == kEndPlayhead    ? endUs()
                                 : playheadUs == kKeepPlayhead ? m_playhead
                                                               : playheadUs;
            m_playhead = std::clamp<sim::Us>(want, 0, endUs());
            reclip();
            emit changed();
            emit ready();
            startSweeps();
        });
    reclip();
    emit changed();
}

bool TimingModel::hasMovableFault(const sim::Scenario& s) {
    return std::any_of(s.faults.begin(), s.faults.end(), [](const sim::Fault& f) {
        return f.atUs > 0 && f.kind != sim::FaultKind::Caption;
    });
}

void TimingModel::startSweeps() {
    const bool withB = m_variantB.has_value();
    m_sweepTask.start(
        [a = m_a, b = m_b, withB](const std::atomic<bool>& cancel) {
            Sweeps out;
            const auto one = [&cancel](const sim::Scenario& s) -> std::optional<sim::PhaseSweep> {
                if (!hasMovableFault(s)) {
                    return std::nullopt;
                }
                const sim::Us span = s.params.ttlMs * 1000;
                return sim::phaseSweep(s, sim::phaseStepFor(span), span, &cancel);
            };
            out.a = one(a);
            if (withB && !cancel.load()) {
                out.b = one(b);
            }
            return out;
        },
        this,
        [this](Sweeps s) {
            m_sweepA = std::move(s.a);
            m_sweepB = std::move(s.b);
            emit sweepsReady();
        });
}

void TimingModel::reclip() {
    m_clipA = sim::clipAt(m_fullA, m_playhead);
    m_clipB = m_variantB ? sim::clipAt(m_fullB, m_playhead) : sim::SimResult{};
}

sim::Us TimingModel::endUs() const {
    return std::max(m_fullA.endUs, m_variantB ? m_fullB.endUs : 0);
}

void TimingModel::setPlayhead(sim::Us t) {
    if (m_busy) {
        return; // no runs to scrub yet
    }
    t = std::clamp<sim::Us>(t, 0, endUs());
    if (t == m_playhead) {
        return;
    }
    m_playhead = t;
    reclip();
    emit changed();
}

bool TimingModel::stepToNextEvent() {
    sim::Us next = -1;
    for (const sim::SimResult* r : {&m_fullA, &m_fullB}) {
        for (const sim::TraceEvent& e : r->events) {
            if (e.t > m_playhead && (next < 0 || e.t < next)) {
                next = e.t;
            }
        }
    }
    if (next < 0) {
        return false;
    }
    setPlayhead(next);
    return true;
}

bool TimingModel::stepToPreviousEvent() {
    sim::Us previous = 0;
    for (const sim::SimResult* r : {&m_fullA, &m_fullB}) {
        for (const sim::TraceEvent& e : r->events) {
            if (e.t < m_playhead && e.t > previous) {
                previous = e.t;
            }
        }
    }
    if (m_playhead == 0) {
        return false;
    }
    setPlayhead(previous);
    return true;
}

std::string TimingModel::baseCaption() const {
    sim::Scenario base;
    return load("", base) ? base.caption : m_a.caption;
}

std::string TimingModel::currentCaption() const {
    std::string text = baseCaption();
    for (const sim::TraceEvent& e : m_clipA.events) {
        if (e.kind == sim::EventKind::Caption) {
            text = e.detail;
        }
    }
    return text;
}

bool TimingModel::playing() const {
    return m_timer->isActive();
}

void TimingModel::play() {
    if (!m_busy && m_playhead >= endUs()) {
        m_playhead = 0;
        reclip();
    }
    m_timer->start();
    emit changed();
}

void TimingModel::pause() {
    m_timer->stop();
    emit changed();
}

} // namespace redlock::ui
