#include "figures/plotdata.h"

#include "curves.h"
#include "figures/figure.h"
#include "figures/figuretext.h"

#include <cmath>

namespace shardscope {

QVector<double> toVector(const std::vector<double>& v) {
    return QVector<double>(v.begin(), v.end());
}

QVector<double> positive(const std::vector<double>& v) {
    QVector<double> out(qsizetype(v.size()));
    for (size_t i = 0; i < v.size(); ++i)
        out[qsizetype(i)] = std::isfinite(v[i]) && v[i] > 0 ? v[i] : NAN;
    return out;
}

void setupLogAxis(QCPAxis* axis, std::function<QString(double)> label) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<LabelledLogTicker>::create(std::move(label));
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("g"));
}

void fitLogY(QCustomPlot* plot, QCPAxis* axis, std::initializer_list<QCPGraph*> graphs) {
    double lo = INFINITY, hi = 0;
    const auto* figure = qobject_cast<Figure*>(plot);
    for (QCPGraph* g : graphs) {
        if (!g->visible() || (figure && figure->curves().curveHidden(g)))
            continue;
        bool found = false;
        const QCPRange r = g->getValueRange(found, QCP::sdBoth);
        if (found && r.lower > 0) {
            lo = std::min(lo, r.lower);
            hi = std::max(hi, r.upper);
        }
    }
    if (hi > 0 && std::isfinite(lo))
        axis->setRange(lo / 3, hi * 3);
}

QCPItemRect* addBatchBand(QCustomPlot* plot) {
    auto* band = new QCPItemRect(plot);
    band->setPen(Qt::NoPen);
    band->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    band->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    band->setLayer(QStringLiteral("background"));
    return band;
}

void placeInside(QCPItemText* label, QCPAxisRect* rect, QPointF anchor, Qt::Alignment vertical) {
    const TextMetrics metrics(label->font());
    // Wider than the panel: on two lines, broken at the space nearest the middle, or on as
    // many as the panel's width needs (a long Russian label in a small pane).
    const QString text = label->text();
    const QMargins pad = label->padding();
    const int room = rect->width() - pad.left() - pad.right();
    auto widest = [&](const QString& lines) { return widestLine(metrics, lines); };
    if (!text.contains(QLatin1Char('\n')) && widest(text) > room) {
        const QString broken = brokenNearMiddle(text);
        label->setText(widest(broken) > room ? wrappedToWidth(text, metrics, room) : broken);
    }
    const int width = widest(label->text());
    const double half = (width + label->padding().left() + label->padding().right()) / 2.0;
    const double x = rect->left() + half > rect->right() - half
                         ? rect->center().x()
                         : std::clamp(anchor.x(), rect->left() + half, rect->right() - half);
    label->position->setType(QCPItemPosition::ptAbsolute);
    label->position->setCoords(x, anchor.y());
    label->setPositionAlignment(Qt::AlignHCenter | vertical);
}

void setInLegend(QCPAbstractPlottable* plottable, bool shown) {
    if (shown)
        plottable->addToLegend();
    else
        plottable->removeFromLegend();
}

} // namespace shardscope
