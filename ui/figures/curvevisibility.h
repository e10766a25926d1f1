#pragma once

#include <QColor>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

class QCustomPlot;
class QCPAbstractPlottable;

namespace shardscope {

/**
 * Which of a plot's curves are shown: the user's hidden curves (a legend click, remembered in
 * the settings per figure by curve key) and a lesson step's filter by curve id (not
 * remembered). A figure applies both after it refills its curves and takes the filter off
 * before (see Figure::redrawFor).
 */
class CurveVisibility {
  public:
    /** `figureId` names the figure in the settings key the hidden curves are saved under. */
    CurveVisibility(QCustomPlot* plot, std::function<QString()> figureId);

    /** Reads the saved hidden curves, once. */
    void loadHiddenCurves();
    /** Hides or shows a curve of the plot and saves the choice; false if it is not the plot's. */
    bool setCurveHidden(QCPAbstractPlottable* curve, bool hidden);
    bool curveHidden(const QCPAbstractPlottable* curve) const;
    /**
     * After a refill: every curve with a legend entry shown as the user chose; a hidden one
     * keeps its entry, in `hiddenText`, to be clicked back.
     */
    void applyHiddenCurves(const QColor& shownText, const QColor& hiddenText);

    /** True when the filter changed (the figure draws again). */
    bool setCurveFilter(const QStringList& ids);
    const QStringList& curveFilter() const { return m_curveFilter; }
    bool curveFiltered(const QCPAbstractPlottable* curve) const;
    /** False while the filter leaves out the curves with this id. */
    bool curveIdShown(const char* id) const;
    /** After a refill: the curves the filter does not name leave the plot and the legend. */
    void applyCurveFilter();
    /** Before a refill: the filtered curves come back, their legend entries in their places. */
    void unfilterCurves();

    /** The setCurveKey() key, else the curve id, else the place among the plottables ("#3"). */
    QString curveKey(const QCPAbstractPlottable* curve) const;
    static QString curveId(const QCPAbstractPlottable* curve);
    static void setCurveId(QCPAbstractPlottable* curve, const char* id);
    static void setCurveKey(QCPAbstractPlottable* curve, const QString& key);

  private:
    bool filterNamesACurve() const;
    void saveHiddenCurves() const;

    QCustomPlot* m_plot;
    std::function<QString()> m_figureId;
    QSet<QString> m_hiddenCurves; ///< the user's, by curveKey()
    bool m_hiddenLoaded = false;
    QStringList m_curveFilter;
    QList<QCPAbstractPlottable*> m_filteredOut; ///< taken out of the legend by the filter
    QList<QCPAbstractPlottable*> m_legendOrder; ///< the legend before the filter took them out
};

} // namespace shardscope
