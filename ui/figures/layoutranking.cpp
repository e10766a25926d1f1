#include "figures/layoutranking.h"

#include "common/format.h"
#include "figures/figure.h"

#include <QCoreApplication>

#include <cmath>

namespace shardscope {

LayoutRanking::LayoutRanking(QCustomPlot* plot, QCPAxisRect* rect) : QObject(plot), m_rect(rect) {
    QCPAxis* names = m_rect->axis(QCPAxis::atLeft);
    QCPAxis* memory = m_rect->axis(QCPAxis::atBottom);
    m_names = QSharedPointer<QCPAxisTickerText>::create();
    names->setTicker(m_names);
    names->setRangeReversed(true); // the best on top
    names->grid()->setVisible(false);
    names->setSubTicks(false);
    names->setTickLength(0, 0);
    memory->setTicker(QSharedPointer<LabelledTicker>::create(
        [](double v) { return v == 0 ? QStringLiteral("0") : format::bytes(v); }));
    memory->ticker()->setTickCount(3);
    m_bars = new QCPBars(names, memory); // horizontal: the key axis is the left one
    m_bars->setWidth(0.6);
    m_bars->removeFromLegend();
    m_hbm = new QCPItemStraightLine(plot);
    m_hbm->setClipAxisRect(m_rect);
    for (QCPItemPosition* p : {m_hbm->point1, m_hbm->point2})
        p->setAxes(memory, names);
    m_selection = new QCPItemRect(plot);
    m_selection->setClipAxisRect(m_rect);
    m_selection->topLeft->setAxes(memory, names);
    m_selection->bottomRight->setAxes(memory, names);
    m_selection->setLayer(QStringLiteral("background"));
    m_selection->setVisible(false);
}

QString LayoutRanking::rowName(const Layout& l) const {
    QString split = l.pp > 1 ? QStringLiteral("%1 × %2 × %3").arg(l.fsdp).arg(l.tp).arg(l.pp)
                             : QStringLiteral("%1 × %2").arg(l.fsdp).arg(l.tp);
    // docs/search.md#nodes: what the search chose besides the split, in the book's notation.
    if (l.hsdp > 0)
        split += QStringLiteral(" · HSDP %1").arg(l.hsdp);
    if (l.ep > 1)
        split += QStringLiteral(" · EP %1").arg(l.ep);
    if (l.cp > 1)
        split += QStringLiteral(" · CP %1").arg(l.cp);
    if (l.placement != Scenario::defaultPlacement())
        split += QStringLiteral(" · ") + format::placement(l.placement, QStringLiteral("/"));
    return QCoreApplication::translate("shardscope::LayoutRanking", "%1 · ZeRO-%2 · %3 %")
        .arg(split)
        .arg(l.zeroStage)
        .arg(format::number(l.mfu * 100, 3));
}

void LayoutRanking::setRanked(const std::vector<Layout>& ranked, double hbmBytes) {
    m_ranked = ranked;
    QVector<double> keys, values;
    m_names->clear();
    double most = hbmBytes;
    for (size_t i = 0; i < m_ranked.size(); ++i) {
        keys << double(i);
        values << m_ranked[i].memoryPerChip;
        most = std::max(most, m_ranked[i].memoryPerChip);
        m_names->addTick(double(i), rowName(m_ranked[i]));
    }
    m_bars->setData(keys, values, true);
    m_rect->axis(QCPAxis::atLeft)->setRange(-0.5, std::max(0.5, double(m_ranked.size()) - 0.5));
    m_rect->axis(QCPAxis::atBottom)->setRange(0, most * 1.08);
    m_hbm->point1->setCoords(hbmBytes, -1);
    m_hbm->point2->setCoords(hbmBytes, 1);
}

void LayoutRanking::applyTheme(const Theme& theme) {
    const QColor bar = theme.colour(Curve::Best);
    m_bars->setBrush(bar);
    m_bars->setPen(QPen(bar.darker(140), 1));
    m_hbm->setPen(QPen(theme.colour(Curve::Current), theme.lineWidth, Qt::DashLine));
    QColor band = theme.colour(Curve::Current);
    band.setAlpha(40);
    m_selection->setBrush(band);
    m_selection->setPen(Qt::NoPen);
}

void LayoutRanking::retranslate() {
    m_rect->axis(QCPAxis::atBottom)
        ->setLabel(QCoreApplication::translate("shardscope::LayoutRanking",
                                               "Memory per chip (dashed: HBM)"));
    for (size_t i = 0; i < m_ranked.size(); ++i)
        m_names->addTick(double(i), rowName(m_ranked[i]));
}

int LayoutRanking::rowAt(QPointF pixel) const {
    if (!m_rect->rect().contains(pixel.toPoint()))
        return -1;
    const int row = int(std::lround(m_rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    return row >= 0 && row < rowCount() ? row : -1;
}

void LayoutRanking::setSelected(int row) {
    m_selected = row;
    m_selection->setVisible(row >= 0 && row < rowCount());
    if (!m_selection->visible())
        return;
    const double right = m_rect->axis(QCPAxis::atBottom)->range().upper;
    m_selection->topLeft->setCoords(0, row - 0.5);
    m_selection->bottomRight->setCoords(right, row + 0.5);
}

} // namespace shardscope
