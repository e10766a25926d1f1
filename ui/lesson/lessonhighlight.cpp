#include "lesson/lessonhighlight.h"
#include "common/viewids.h"

#include "common/theme.h"
#include "workspace/controlpanel.h"

#include <QPainter>
#include <QScrollArea>
#include <QVariantAnimation>

#include <cmath>

namespace shardscope {

QStringList viewsShowing(const QString& element) {
    if (element == QLatin1String("crossover"))
        return {viewid::computeVsComms, viewid::ratio};
    if (element == QLatin1String("x-opt")) // the Layouts view marks it as Y_opt = N / X_opt
        return {viewid::splitSweep, viewid::ratio, viewid::layouts};
    if (element == QLatin1String("bubble"))
        return {viewid::pipeline};
    return {};
}

QStringList lessonHighlightNames() {
    return ControlPanel::controlIds()
           << QStringLiteral("crossover") << QStringLiteral("x-opt") << QStringLiteral("bubble");
}

namespace {

constexpr int kOutlineMargin = 4; ///< the outline sits this far outside the target
constexpr int kPulses = 3;

} // namespace

LessonHighlight::LessonHighlight(QWidget* window)
    : QWidget(window), m_animation(new QVariantAnimation(this)) {
    setObjectName(QStringLiteral("lessonHighlight"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(durationMs);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        // Full at the start of each pulse, fading towards its end; the last pulse fades out.
        const double t = v.toDouble();
        m_strength = 0.35 + 0.65 * std::fabs(std::cos(t * kPulses * M_PI));
        if (t > 0.85)
            m_strength *= (1 - t) / 0.15;
        follow();
        update();
    });
    connect(m_animation, &QVariantAnimation::finished, this, &QWidget::hide);
}

void LessonHighlight::pulse(QWidget* target, QRect area) {
    m_animation->stop();
    m_target = target;
    m_area = area;
    if (!target) {
        hide();
        return;
    }
    // A control below the fold of the control panel comes into view first.
    for (QWidget* w = target->parentWidget(); w; w = w->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(target, kOutlineMargin * 2, kOutlineMargin * 2);
            break;
        }
    m_strength = 1;
    follow();
    show();
    raise();
    m_animation->start();
}

// The target may move while the outline pulses (a dock resized, a panel scrolled).
void LessonHighlight::follow() {
    if (!m_target || !m_target->isVisible()) {
        hide();
        return;
    }
    const QRect area = m_area.isValid() ? m_area : m_target->rect();
    const QPoint topLeft = m_target->mapTo(parentWidget(), area.topLeft());
    setGeometry(QRect(topLeft, area.size())
                    .adjusted(-kOutlineMargin, -kOutlineMargin, kOutlineMargin, kOutlineMargin));
}

void LessonHighlight::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor colour = Theme::current().mesh.accent;
    colour.setAlphaF(float(std::clamp(m_strength, 0.0, 1.0)));
    const double width = Theme::current().projector ? 4 : 3;
    p.setPen(QPen(colour, width));
    p.setBrush(Qt::NoBrush);
    const double inset = width / 2;
    p.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 5, 5);
}

} // namespace shardscope
