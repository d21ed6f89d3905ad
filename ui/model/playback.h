#pragma once
// Playback of a finished trace: a "now" that moves through virtual time. The simulation has
// already run; playing only moves this cursor, so a frame costs a repaint and nothing else.
// Speed is a slow-down factor (1× to 10 000× slower). It applies to the detail part of the
// broken axis; the squeezed tail moves at the same on-screen pace, so a 10 s lease does not take
// hours to play. Until the user picks a speed, each new trace gets the narrating pace: about
// kEventPaceMs of wall time per event of its detail part, whatever the trace's length (a 4 ms
// acquire and a 400 ms race of three clients both leave time to say what each arrow is).
// Tests drive advance() directly instead of waiting for the timer.

#include "ui/model/time_axis.h"

#include <QObject>

#include <vector>

class QTimer;

namespace redlock::ui {

class Playback : public QObject {
    Q_OBJECT
public:
    static constexpr int kFrameMs = 16;
    static constexpr double kMinSlowdown = 1.0;
    static constexpr double kMaxSlowdown = 10000.0;
    static constexpr int kEventPaceMs = 1000;

    explicit Playback(QObject* parent = nullptr);

    // A new trace: keeps the current time when it still lies inside (a parameter tweak should
    // not throw the user back to the start), else clamps it.
    void setTrace(const std::vector<Us>& eventTimes, const TimeAxis& axis);

    Us now() const { return m_now; }
    Us end() const { return m_axis.fullEnd(); }
    bool isPlaying() const { return m_playing; }
    double slowdown() const { return m_slowdown; }
    // The slow-down that gives the current trace kEventPaceMs per event, clamped to the range.
    double narratingSlowdown() const;
    // True until setSlowdown() is called from outside: new traces then follow the narrating pace.
    bool followsPace() const { return m_followPace; }
    const TimeAxis& axis() const { return m_axis; }
    // Index of the last event at or before now(), -1 before the first.
    int currentEvent() const;
    int eventCount() const { return static_cast<int>(m_times.size()); }
    // Events in the detail part of the axis (the acquire itself, not the lease's expiry).
    int detailEventCount() const;

public slots:
    void setPlaying(bool on);
    void togglePlaying() { setPlaying(!m_playing); }
    void stepForward();
    void stepBack();
    void restart();
    void seek(Us t);
    // A speed the user chose: kept for later traces too, until followPace().
    void setSlowdown(double factor);
    void followPace();
    // Moves now() by `realMs` of wall time at the current speed.
    void advance(int realMs);

signals:
    void playingChanged(bool playing);
    void timeChanged(Us now);
    void slowdownChanged(double factor);

private:
    TimeAxis m_axis;
    std::vector<Us> m_times;
    Us m_now = 0;
    bool m_playing = false;
    void applySlowdown(double factor);

    double m_slowdown = 250.0;
    bool m_followPace = true;
    QTimer* m_timer;
};

} // namespace redlock::ui
