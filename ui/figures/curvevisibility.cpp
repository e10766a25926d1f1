#include "figures/curvevisibility.h"

#include "common/appsettings.h"

#include <qcustomplot.h>

namespace shardscope {

namespace {

const char* const kCurveIdProperty = "curveId";
const char* const kCurveKeyProperty = "curveKey";

int plottableIndex(const QCustomPlot* constPlot, const QCPAbstractPlottable* curve) {
    auto* plot = const_cast<QCustomPlot*>(constPlot); // plottable(i) is not const in QCustomPlot
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (plot->plottable(i) == curve)
            return i;
    return -1;
}

} // namespace

CurveVisibility::CurveVisibility(QCustomPlot* plot, std::function<QString()> figureId)
    : m_plot(plot), m_figureId(std::move(figureId)) {}

void CurveVisibility::loadHiddenCurves() {
    if (m_hiddenLoaded)
        return;
    m_hiddenLoaded = true;
    for (const QString& key : settings::hiddenCurves(m_figureId()).value())
        m_hiddenCurves.insert(key);
}

void CurveVisibility::saveHiddenCurves() const {
    QStringList keys(m_hiddenCurves.cbegin(), m_hiddenCurves.cend());
    keys.sort(); // the same choice reads the same in the settings file
    settings::hiddenCurves(m_figureId()).setValue(keys);
}

bool CurveVisibility::setCurveHidden(QCPAbstractPlottable* curve, bool hidden) {
    loadHiddenCurves();
    if (plottableIndex(m_plot, curve) < 0)
        return false;
    if (hidden)
        m_hiddenCurves.insert(curveKey(curve));
    else
        m_hiddenCurves.remove(curveKey(curve));
    saveHiddenCurves();
    return true;
}

bool CurveVisibility::curveHidden(const QCPAbstractPlottable* curve) const {
    return m_hiddenCurves.contains(curveKey(curve));
}

// Only curves with a legend entry: one without could not be clicked back.
void CurveVisibility::applyHiddenCurves(const QColor& shownText, const QColor& hiddenText) {
    QCPLegend* legend = m_plot->legend;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* entry = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!entry)
            continue;
        const bool hidden = curveHidden(entry->plottable());
        entry->plottable()->setVisible(!hidden);
        entry->setTextColor(hidden ? hiddenText : shownText);
    }
}

void CurveVisibility::setCurveId(QCPAbstractPlottable* curve, const char* id) {
    curve->setProperty(kCurveIdProperty, QString::fromLatin1(id));
}

void CurveVisibility::setCurveKey(QCPAbstractPlottable* curve, const QString& key) {
    curve->setProperty(kCurveKeyProperty, key);
}

QString CurveVisibility::curveKey(const QCPAbstractPlottable* curve) const {
    if (const QString key = curve->property(kCurveKeyProperty).toString(); !key.isEmpty())
        return key;
    if (const QString id = curveId(curve); !id.isEmpty())
        return id;
    return QStringLiteral("#%1").arg(plottableIndex(m_plot, curve));
}

QString CurveVisibility::curveId(const QCPAbstractPlottable* curve) {
    return curve->property(kCurveIdProperty).toString();
}

bool CurveVisibility::setCurveFilter(const QStringList& ids) {
    if (ids == m_curveFilter)
        return false;
    m_curveFilter = ids;
    return true;
}

// A filter naming none of the plot's curves changes nothing: a step's ["dp"] leaves a figure
// without a DP curve whole.
bool CurveVisibility::filterNamesACurve() const {
    for (int i = 0; i < m_plot->plottableCount(); ++i)
        if (m_curveFilter.contains(curveId(m_plot->plottable(i))))
            return true;
    return false;
}

bool CurveVisibility::curveFiltered(const QCPAbstractPlottable* curve) const {
    const QString id = curveId(curve);
    return !m_curveFilter.isEmpty() && !id.isEmpty() && !m_curveFilter.contains(id) &&
           filterNamesACurve();
}

bool CurveVisibility::curveIdShown(const char* id) const {
    return m_curveFilter.isEmpty() || m_curveFilter.contains(QLatin1String(id)) ||
           !filterNamesACurve();
}

void CurveVisibility::applyCurveFilter() {
    if (m_curveFilter.isEmpty() || !filterNamesACurve())
        return;
    QCPLegend* legend = m_plot->legend;
    m_legendOrder.clear();
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            m_legendOrder << entry->plottable();
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable* curve = m_plot->plottable(i);
        if (!curveFiltered(curve))
            continue;
        curve->setVisible(false);
        if (curve->removeFromLegend())
            m_filteredOut << curve;
    }
}

// The legend entries go back in their old places, so that the figure's own code and the
// user's legend clicks decide again as if no filter had been.
void CurveVisibility::unfilterCurves() {
    if (m_filteredOut.isEmpty())
        return;
    for (QCPAbstractPlottable* curve : std::as_const(m_filteredOut)) {
        curve->setVisible(true);
        curve->addToLegend();
    }
    m_filteredOut.clear();
    QCPLegend* legend = m_plot->legend;
    QList<QCPAbstractLegendItem*> entries;
    for (QCPAbstractPlottable* curve : std::as_const(m_legendOrder))
        if (QCPAbstractLegendItem* entry = legend->itemWithPlottable(curve))
            entries << entry;
    for (int i = 0; i < legend->itemCount(); ++i) // a wrapped legend's grid has empty cells
        if (QCPAbstractLegendItem* entry = legend->item(i); entry && !entries.contains(entry))
            entries << entry;
    for (QCPAbstractLegendItem* entry : std::as_const(entries))
        legend->take(entry);
    legend->simplify();
    for (QCPAbstractLegendItem* entry : std::as_const(entries))
        legend->addItem(entry);
}

} // namespace shardscope
