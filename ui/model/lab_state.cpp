#include "ui/model/lab_state.h"

#include "core/lock/lease.h"

#include <QCoreApplication>

#include <algorithm>

namespace redlock::ui {

namespace {

void report(QString* error, const QString& text) {
    if (error) {
        *error = text;
    }
}

} // namespace

LabState::LabState(QObject* parent) : QObject(parent) {
    m_up.fill(true);
}

bool LabState::isUp(int index) const {
    return index >= 0 && index < kMaxMasters && m_up[static_cast<size_t>(index)];
}

int LabState::okVotes() const {
    if (m_liveVerdict) {
        return std::min(m_liveVerdict->votes, m_n);
    }
    int votes = 0;
    for (int i = 0; i < m_n; ++i) {
        votes += m_up[static_cast<size_t>(i)] ? 1 : 0;
    }
    return votes;
}

int LabState::quorum() const {
    // m_n is validated on the way in, so majority() cannot fail here.
    return majority(m_n).value();
}

Verdict LabState::verdict() const {
    return judge(okVotes(), m_n, m_elapsed, m_ttl, m_driftFactor);
}

Verdict LabState::voteVerdict() const {
    return judge(okVotes(), m_n, Micros(Millis(kDefaultElapsedMs)), Millis(kDefaultTtlMs),
                 kDefaultDriftFactor);
}

void LabState::resetMasters() {
    if (m_liveControl) {
        return; // the real servers say who is up
    }
    std::array<bool, kMaxMasters> up{};
    up.fill(true);
    if (m_n != kDefaultMasters || m_up != up) {
        m_n = kDefaultMasters;
        m_up = up;
        emit changed();
    }
}

void LabState::resetTiming() {
    const Millis ttl = m_liveControl ? m_ttl : Millis{kDefaultTtlMs}; // live: the dialog's TTL
    const Micros elapsed{kDefaultElapsedMs * 1000};
    if (m_ttl != ttl || m_elapsed != elapsed || m_driftFactor != kDefaultDriftFactor) {
        m_ttl = ttl;
        m_elapsed = elapsed;
        m_driftFactor = kDefaultDriftFactor;
        emit changed();
    }
}

bool LabState::setMasterCount(int n, QString* error) {
    if (const auto q = majority(n); !q) {
        report(error, tr("%1 masters is not possible here: choose between %2 and %3.")
                          .arg(n)
                          .arg(kMinMasters)
                          .arg(kMaxMasters));
        return false;
    }
    if (n != m_n) {
        m_n = n;
        emit changed();
    }
    return true;
}

bool LabState::setVote(int n, const std::vector<int>& downNumbers, QString* error) {
    if (!majority(n)) {
        return setMasterCount(n, error); // words the error
    }
    for (const int number : downNumbers) {
        if (number < 1 || number > n) {
            report(error, tr("Master M%1 does not exist among %2 masters.").arg(number).arg(n));
            return false;
        }
    }
    setMasterCount(n);
    for (int i = 0; i < n; ++i) {
        const bool down =
            std::find(downNumbers.begin(), downNumbers.end(), i + 1) != downNumbers.end();
        setMasterUp(i, !down);
    }
    return true;
}

bool LabState::checkIndex(int index, QString* error) const {
    if (index < 0 || index >= m_n) {
        report(error,
               tr("There is no master M%1: this lab has M1 to M%2.").arg(index + 1).arg(m_n));
        return false;
    }
    return true;
}

bool LabState::setMasterUp(int index, bool up, QString* error) {
    if (!checkIndex(index, error)) {
        return false;
    }
    auto& slot = m_up[static_cast<size_t>(index)];
    if (slot != up) {
        slot = up;
        emit changed();
    }
    return true;
}

bool LabState::toggleMaster(int index, QString* error) {
    if (m_liveControl) {
        if (!checkIndex(index, error)) {
            return false;
        }
        emit toggleRequested(index);
        return true;
    }
    return checkIndex(index, error) && setMasterUp(index, !isUp(index), error);
}

bool LabState::setTtl(long long ttlMs, QString* error) {
    const auto checked = checkTtl(ttlMs);
    if (!checked) {
        report(
            error,
            tr("A TTL of %1 ms is out of range: use 1 ms to 86 400 000 ms (24 hours).").arg(ttlMs));
        return false;
    }
    if (*checked != m_ttl) {
        m_ttl = *checked;
        emit changed();
    }
    return true;
}

bool LabState::setElapsed(Micros elapsed, QString* error) {
    if (elapsed.count() < 0) {
        report(error, tr("An acquire cannot take negative time (%1 ms).").arg(toMs(elapsed)));
        return false;
    }
    if (elapsed != m_elapsed) {
        m_elapsed = elapsed;
        emit changed();
    }
    return true;
}

bool LabState::setDriftFactor(double factor, QString* error) {
    const auto checked = checkDriftFactor(factor);
    if (!checked) {
        report(error,
               tr("A drift factor of %1 is out of range: use 0 or more, below 1.").arg(factor));
        return false;
    }
    if (*checked != m_driftFactor) {
        m_driftFactor = *checked;
        emit changed();
    }
    return true;
}

void LabState::setLiveControl(bool on) {
    if (on != m_liveControl) {
        m_liveControl = on;
        emit changed();
    }
}

void LabState::followLiveMasters(LabState* lab) {
    const auto mirror = [this, lab] {
        if (lab->isLiveControl()) {
            setLiveControl(true);
            setMasterCount(lab->masterCount());
            for (int i = 0; i < m_n; ++i) {
                setMasterUp(i, lab->isUp(i));
            }
        } else if (m_liveControl) {
            setLiveControl(false);
            resetMasters();
        }
    };
    connect(lab, &LabState::changed, this, mirror);
    connect(this, &LabState::toggleRequested, lab, [lab](int index) { lab->toggleMaster(index); });
    mirror();
}

void LabState::setLiveVerdict(const std::optional<Verdict>& verdict,
                              std::vector<MasterSlot> answers, int releasedOn) {
    m_liveVerdict = verdict;
    m_liveSlots = verdict ? std::move(answers) : std::vector<MasterSlot>{};
    m_liveReleasedOn = verdict ? releasedOn : -1;
    emit changed();
}

std::vector<MasterSlot> LabState::masterSlots() const {
    std::vector<MasterSlot> out;
    if (m_liveVerdict && !m_liveSlots.empty()) {
        out = m_liveSlots;
        out.resize(static_cast<std::size_t>(m_n), MasterSlot::NotAwaited);
        return out;
    }
    for (int i = 0; i < m_n; ++i) {
        out.push_back(m_up[static_cast<std::size_t>(i)] ? MasterSlot::Ok : MasterSlot::Down);
    }
    return out;
}

std::vector<MasterSlot> LabState::slotsOf(const std::vector<redlock::MasterTrace>& masters) {
    auto of = [](Outcome o) {
        switch (o) {
        case Outcome::Ok:
            return MasterSlot::Ok;
        case Outcome::Refused:
            return MasterSlot::Refused;
        case Outcome::Timeout:
            return MasterSlot::Miss;
        case Outcome::Error:
            return MasterSlot::Down;
        case Outcome::Skipped:
            break;
        }
        return MasterSlot::NotAwaited;
    };
    std::vector<MasterSlot> out;
    // Only what the trace says: a skipped master never asked, or not awaited; what a late read
    // found, if one was made (a refused acquire's cleanup goes out before any could be).
    for (const MasterTrace& m : masters) {
        MasterSlot s = of(m.reply.outcome);
        if (m.reply.outcome == Outcome::Skipped && !m.reply.sent) {
            s = MasterSlot::NotAsked;
        } else if (m.reply.outcome == Outcome::Skipped && m.late) {
            switch (m.late->outcome) {
            case Outcome::Ok:
                s = MasterSlot::LateOk;
                break;
            case Outcome::Refused:
                s = MasterSlot::LateRefused;
                break;
            case Outcome::Timeout:
                s = MasterSlot::LateMiss;
                break;
            case Outcome::Error:
                s = MasterSlot::Down;
                break;
            case Outcome::Skipped:
                s = MasterSlot::NotAwaited;
                break;
            }
        }
        out.push_back(s);
    }
    return out;
}

} // namespace redlock::ui
