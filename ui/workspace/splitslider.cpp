#include "workspace/splitslider.h"

#include "common/theme.h"

#include <QPainter>
#include <QStyleOptionSlider>

#include <cmath>

namespace shardscope {

SplitSlider::SplitSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {
    setTickPosition(QSlider::TicksBelow);
    setTickInterval(1);
    setPageStep(1);
}

void SplitSlider::setOptimumPosition(double position) {
    m_optimum = position;
    update();
}

void SplitSlider::paintEvent(QPaintEvent* event) {
    QSlider::paintEvent(event);
    if (!std::isfinite(m_optimum) || maximum() <= minimum())
        return;
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect groove =
        style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    const QRect handle =
        style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
    const double span = groove.width() - handle.width();
    const double x = groove.left() + handle.width() / 2.0 +
                     span * (m_optimum - minimum()) / double(maximum() - minimum());
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor green = Theme::current().colour(Curve::Best); // the best split, as in the figures
    p.setPen(QPen(green, 2));
    p.setBrush(green);
    const double h = height();
    const QPointF tip[] = {{x, h - 7.0}, {x - 5, h - 1.0}, {x + 5, h - 1.0}};
    p.drawPolygon(tip, 3);
}

} // namespace shardscope
