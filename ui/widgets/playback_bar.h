#pragma once
// The transport controls of a Playback: play/pause, one event back/forward, restart, the
// scrubber over the whole (broken) time axis, and the speed as "N× slower" on a log slider.
// Buttons and sliders take no keyboard focus: Space and the arrow keys belong to the page.

#include <QWidget>

class QLabel;
class QPushButton;
class QSlider;

namespace redlock::ui {

class Playback;

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    static constexpr int kScrubTicks = 1000;

    explicit PlaybackBar(Playback* playback, QWidget* parent = nullptr);

    QPushButton* playButton() const { return m_play; }
    QSlider* scrubber() const { return m_scrub; }
    QSlider* speedSlider() const { return m_speed; }
    QString speedText() const;
    QString timeText() const;
    // Compact (presenter mode on a short screen): the buttons show their symbols only.
    void setCompact(bool compact);

    // Slider position (0–400) ↔ slow-down factor 10^(pos/100), so 1×…10 000× is even on screen.
    static double slowdownFor(int position);
    static int positionFor(double slowdown);

protected:
private:
    void refresh();

    Playback* m_playback;
    QPushButton* m_back;
    QPushButton* m_play;
    QPushButton* m_forward;
    QPushButton* m_restart;
    QSlider* m_scrub;
    QLabel* m_time;
    QLabel* m_speedLabel;
    QSlider* m_speed;
    QLabel* m_speedValue;
    bool m_compact = false;
};

} // namespace redlock::ui
