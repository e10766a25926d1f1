#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <vector>

namespace shardscope {

/**
 * The mesh animation's clock: which step is shown and how far into it, whether it plays and
 * how fast, how long each step lasts on screen, and the cross-fade after a split change. Its
 * timer runs only while something moves.
 */
class MeshClock : public QObject {
    Q_OBJECT
  public:
    static constexpr double kStepSeconds = 1.2; ///< one uniform step at speed 1
    /** Floor of a proportional step at speed 1: a 0.5 µs gather must still be seen. */
    static constexpr double kMinStepSeconds = 0.6;
    static constexpr double kCrossFadeSeconds = 0.25;

    explicit MeshClock(QObject* parent = nullptr);

    /** The steps' seconds in the cost model; the step is kept when their number is. */
    void setCosts(std::vector<double> seconds);
    /** How long each step lasts on screen at speed 1. */
    const std::vector<double>& stepSeconds() const { return m_seconds; }
    int stepCount() const { return int(m_seconds.size()); }
    int step() const { return m_step; }
    double progress() const { return m_progress; }
    bool isPlaying() const { return m_playing; }
    double speed() const { return m_speed; }
    /** True: durations in proportion to the cost model (with a floor); false: all alike. */
    bool proportional() const { return m_proportional; }
    /** How far the cross-fade has come: 1 when none runs. */
    double crossFade() const { return m_fade; }

    /** Moves the clock by `seconds` of wall time (times the speed); playing loops. */
    void advance(double seconds);
    /** Jumps to `step` (wrapped), `progress` in [0, 1). */
    void seek(int step, double progress = 0);
    /** To the start of the next step; stays at the last (no wrap: the ends are the pass's). */
    void stepForward();
    /** Back to the start of this step, or of the one before when already there; stays at 0. */
    void stepBack();
    bool canStepForward() const { return m_step + 1 < stepCount(); }
    void setPlaying(bool playing);
    void setSpeed(double factor);
    void setProportional(bool proportional);
    void startCrossFade();

  signals:
    void stepChanged(int step);
    void playingChanged(bool playing);
    void speedChanged(double factor);
    /** Step durations changed: the timeline's widths with them. */
    void durationsChanged();
    /** Something on screen moved: repaint. */
    void ticked();
    void crossFadeFinished();

  private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTick = 0;
    std::vector<double> m_costs, m_seconds;
    int m_step = 0;
    double m_progress = 0;
    bool m_playing = false;
    double m_speed = 1;
    bool m_proportional = true;
    double m_fade = 1;

    void rebuildDurations();
    void ensureTimer();
    void tick();
};

} // namespace shardscope
