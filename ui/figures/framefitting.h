#pragma once

#include <QFont>
#include <QHash>
#include <QMargins>
#include <QSize>
#include <QString>
#include <qcustomplot.h>

namespace shardscope {

/**
 * A figure's frame fitted to the room its layout gave (docs/architecture.md, "Fitted after
 * layout"): crowded ticks thinned, axis titles broken to their axis (a brief form where the
 * full one takes more than two lines) or shrunk, the right margins holding the last tick
 * label, labels kept inside their plot. Each round only takes room or ticks away, so a step
 * settles; a step starts from what the figure asked for.
 */
class FrameFitting {
  public:
    explicit FrameFitting(QCustomPlot& plot) : m_plot(plot) {}
    /** An axis title with a shorter form for a small pane. */
    void setAxisLabels(QCPAxis* axis, const QString& full, const QString& brief);
    /** A new step: the ticks and margins the figure asked for, and the full axis titles at
        `titleFont` when the room or the type size (`fontPoints`) changed since the last. */
    void start(const QFont& titleFont, double fontPoints);
    /** One round after a layout; titles shrink to `minPoints` at least. True: lay out again. */
    bool fitRound(double minPoints);
    /** The figure changed its own texts: the frame is fitted anew from its full titles. */
    void refit(const QFont& titleFont);
    /** After the last layout: a label drawn in a plot stays inside it. */
    void keepLabelsInside();

  private:
    void restoreAxisTitles(const QFont& titleFont, bool fullText);
    bool fitAxisTitle(QCPAxis* axis);
    bool thinCrowdedTicks();
    bool fitRightMargins();
    QList<QCPAxis*> axes() const; ///< every axis of every axis rect

    struct FittedTitle {
        QString full;   ///< as the figure set it
        QString fitted; ///< as fitting broke it
    };
    QCustomPlot& m_plot;
    QHash<QCPAxis*, QPair<QString, QString>> m_axisLabels; ///< full and brief axis titles
    QHash<QCPAxis*, FittedTitle> m_fittedTitles; ///< titles fitting changed, until restored
    QSize m_labelsFittedFor;                     ///< the size the axis titles were last fitted to
    double m_labelsFittedPoints = 0;             ///< ... and the type size
    QHash<QCPAxisRect*, QMargins> m_baseMargins; ///< minimum margins before any overhang
    QHash<QCPAxis*, int> m_preferredTickCount;   ///< ticks asked for, before thinning
    bool m_marginsFitted = false; ///< set by this step: from now on margins only grow
};

} // namespace shardscope
