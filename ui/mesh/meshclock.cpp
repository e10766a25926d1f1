#include "mesh/meshclock.h"
#include "mesh/meshsteppainter.h"

#include <algorithm>

namespace shardscope {

MeshClock::MeshClock(QObject* parent) : QObject(parent) {
    m_clock.start();
    m_timer.setInterval(16);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &MeshClock::tick);
}

void MeshClock::setCosts(std::vector<double> seconds) {
    const size_t oldSteps = m_costs.size();
    m_costs = std::move(seconds);
    rebuildDurations();
    if (m_costs.size() != oldSteps) {
        m_step = std::clamp(m_step, 0, std::max(0, stepCount() - 1));
        m_progress = 0;
    }
}

void MeshClock::rebuildDurations() {
    const size_t n = m_costs.size();
    m_seconds.assign(n, kStepSeconds);
    double total = 0;
    for (double s : m_costs)
        total += s;
    if (!m_proportional || total <= 0)
        return;
    for (size_t i = 0; i < n; ++i)
        m_seconds[i] = std::max(kMinStepSeconds, kStepSeconds * double(n) * m_costs[i] / total);
}

void MeshClock::advance(double seconds) {
    const int count = stepCount();
    if (count == 0 || seconds <= 0)
        return;
    const int before = m_step;
    double t = m_progress * m_seconds[size_t(m_step)] + seconds * m_speed;
    while (t >= m_seconds[size_t(m_step)]) {
        t -= m_seconds[size_t(m_step)];
        m_step = (m_step + 1) % count;
    }
    m_progress = t / m_seconds[size_t(m_step)];
    if (m_step != before)
        emit stepChanged(m_step);
    emit ticked();
}

void MeshClock::seek(int step, double progress) {
    const int count = stepCount();
    if (count == 0)
        return;
    const int s = positiveMod(step, count);
    m_progress = std::clamp(progress, 0.0, 0.999999);
    if (s != m_step) {
        m_step = s;
        emit stepChanged(s);
    }
    emit ticked();
}

void MeshClock::stepForward() {
    if (canStepForward())
        seek(m_step + 1, 0);
}

void MeshClock::stepBack() {
    seek(m_progress > 0.05 || m_step == 0 ? m_step : m_step - 1, 0);
}

void MeshClock::setPlaying(bool playing) {
    if (m_playing == playing)
        return;
    m_playing = playing;
    if (playing)
        ensureTimer();
    emit playingChanged(playing);
}

void MeshClock::setSpeed(double factor) {
    const double speed = std::clamp(factor, 0.01, 100.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(m_speed);
}

void MeshClock::setProportional(bool proportional) {
    if (m_proportional == proportional)
        return;
    m_proportional = proportional;
    rebuildDurations();
    emit durationsChanged();
}

void MeshClock::startCrossFade() {
    m_fade = 0;
    ensureTimer();
}

void MeshClock::ensureTimer() {
    if (!m_timer.isActive()) {
        m_lastTick = m_clock.nsecsElapsed();
        m_timer.start();
    }
}

void MeshClock::tick() {
    const qint64 now = m_clock.nsecsElapsed();
    const double dt = std::min(0.1, double(now - m_lastTick) / 1e9);
    m_lastTick = now;
    if (m_playing)
        advance(dt);
    if (m_fade < 1) {
        m_fade += dt / kCrossFadeSeconds;
        if (m_fade >= 1) {
            m_fade = 1;
            emit crossFadeFinished();
        }
    }
    if (!m_playing && m_fade >= 1)
        m_timer.stop();
    emit ticked();
}

} // namespace shardscope
