#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "common/viewrequest.h"
#include "evaluation.h"
#include "figures/curvevisibility.h"
#include "figures/figurestyle.h"
#include "figures/figuretext.h"
#include "figures/framefitting.h"
#include "figures/hoverreadout.h"
#include "figures/legendfitting.h"
#include "figures/liveframe.h"
#include "figures/markdrag.h"
#include "figures/overlaycache.h"
#include "figures/pinghosts.h"
#include "figures/plotlabels.h"
#include "figures/statedanswers.h"
#include "figures/useraxes.h"
#include "results.h"
#include "scenario.h"

#include <qcustomplot.h>

#include <functional>
#include <optional>

class QTimer;

namespace shardscope {

/** A log axis ticker whose labels are formatted for people (1k, 1 ms). */
class LabelledLogTicker : public QCPAxisTickerLog {
  public:
    explicit LabelledLogTicker(std::function<QString(double)> label) : m_label(std::move(label)) {}
    QString label(double v) const { return m_label(v); }

  protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return m_label(tick); }

  private:
    std::function<QString(double)> m_label;
};

/** A linear axis ticker with labels formatted for people. */
class LabelledTicker : public QCPAxisTicker {
  public:
    explicit LabelledTicker(std::function<QString(double)> label) : m_label(std::move(label)) {}
    QString label(double v) const { return m_label(v); }

  protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return m_label(tick); }

  private:
    std::function<QString(double)> m_label;
};

/**
 * One of the book's figures, drawn live from a scenario and its results.
 * Subclasses build their plottables once and refill them in redraw(); texts
 * are set in retranslate() so that a language switch redoes them.
 */
class Figure : public QCustomPlot {
    Q_OBJECT
  public:
    explicit Figure(QWidget* parent = nullptr);

    /** File name stem and --figure name: "compute-vs-comms". */
    virtual QString id() const = 0;
    virtual QString title() const = 0;

    /**
     * A new snapshot to draw (the one every view of the window shares: its batch sweep is
     * computed once however many figures draw it); drawn now if visible, else when next shown.
     */
    void setEvaluation(EvaluationPtr evaluation);
    /** The snapshot it draws (never null: an empty one before the first), and with it the
        sweeps the core made once for every view. */
    const EvaluationPtr& evaluation() const { return m_evaluation; }
    void setTheme(const Theme& theme);
    const Theme& theme() const { return m_theme; }
    /** The scenario it draws (what an export captions). */
    const Scenario& scenario() const { return m_evaluation->scenario(); }

    /** Renders at `size` logical pixels times `scale` (text and lines scale too). */
    QImage render(QSize size, double scale);
    /**
     * Draws the figure into (0, 0, size) on any painter: an image, an SVG or a PDF (text stays
     * text). `transparent`: no background fill; `legend`: an export's rule for the legend.
     */
    void paint(QCPPainter& painter, QSize size, bool transparent, const LegendBudget& legend = {});

    /** Draws now, whether shown or not (export, tests). */
    void refresh();

    /** The user's hidden curves and the lesson's filter, as they stand (the curves' ids and
        keys are set on the curves: CurveVisibility::setCurveId and setCurveKey). A legend click
        hides or shows a curve; the choice is remembered per figure, by the curve's key
        (CurveVisibility::curveKey()), so it holds across a language change and a restart. */
    const CurveVisibility& curves() const { return m_curves; }
    /**
     * A lesson step's curves (ids as in figures::curveIds(): "dp", "fsdp", …; empty: all): the
     * figure's other curves with an id leave the plot and the legend. Apart from the legend
     * clicks above and not remembered. A filter naming none of this figure's curves changes
     * nothing, so a step's ["dp"] leaves the memory figure whole.
     */
    void setCurveFilter(const QStringList& ids);
    /**
     * The report keys an open lesson question hides: a label that shows one of these numbers
     * shows AnswerMask::hiddenMark() instead. Drawn again only when the mask changes.
     */
    void setAnswerMask(const AnswerMask& mask);

    /** The figure's mark a drag moves (the batch line, the split mark); nullopt: it has none,
        or it is off the plot. */
    virtual std::optional<DraggableMark> draggableMark() const { return std::nullopt; }

    /**
     * A pinned scenario A, evaluated by the core like the current one: its curves are drawn as
     * ghosts (same colours, faded and dashed) under one legend entry. nullptr unpins. The same
     * pin again costs nothing, so a caller may hand it over with every new current scenario.
     */
    void setPinned(EvaluationPtr pinned);

  signals:
    /** The figure asks the window for something: an edit, a pin, a drag's undo step, an
     * export (docs/architecture.md, "From a slider to a pixel"). */
    void requested(const ViewRequest& request);

  protected:
    /** Sends a request of this figure (its id and itself filled in). */
    void request(ViewRequest::Kind kind, const Scenario& scenario = {}, const QString& what = {});
    virtual void redraw() = 0;
    virtual void retranslate() = 0;
    virtual void applyTheme() {}

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    /**
     * The fitting step (docs/architecture.md, "Fitted after layout"): lays out, makes room for
     * what would stick out (long axis titles, edge tick labels), lets the figure fit its own
     * texts, and lays out again while any of that changed.
     */
    void updateLayout() override;
    /**
     * After a layout whose frame fits: adapts the figure's own texts and labels to the room it
     * got (shorter tick names, a wrapped note, the side of its line a label goes on); true when
     * that changed what the layout depends on, to lay out again.
     */
    virtual bool fitContents() { return false; }
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    /**
     * True while the open lesson question hides a number the hover read-out could give away:
     * its numbers then read AnswerMask::hiddenMark(). By default any question does; a figure
     * that knows which report keys its axes and curves plot narrows it (hidesAny()).
     */
    virtual bool readoutMasked() const { return !m_answerMask.empty(); }
    /** What the pin's legend entry adds to A's name, for a figure that draws no ghosts of A. */
    virtual QString pinDetail(const Results&) const { return {}; }
    /** Figure-specific entries of the right-click menu, above Save / Copy. */
    virtual void addViewActions(QMenu*) {}

    /** Refills the data, then fits title and legend to `available` pixels. */
    void redrawFor(QSize available);

    /** The results it draws. */
    const Results& results() const { return m_evaluation->results(); }

    Theme m_theme;
    FigureStyle m_style{m_theme}; ///< pens, markers, curves and axes in the theme's look
    TitleText* m_title = nullptr; ///< setFullText(title()) in retranslate()
    /** The report keys an open lesson question hides: a text that states one reads
        AnswerMask::hiddenMark() (`m_answerMask.text(key, number)`). */
    AnswerMask m_answerMask;
    /** The fitting step's ticks, axis titles and margins. An axis title may have a shorter form
        for a small pane (`m_frame.setAxisLabels(axis, full, brief)`), used when the full one
        would take more than two lines. */
    FrameFitting m_frame{*this};
    /** The crosshair and the values under the mouse; a figure may say which key the mouse is
        over (`m_hover.setKeyAt`). */
    HoverReadout m_hover;
    /** The settled frame's image, under the hover read-out. A change the figure draws without
        draw() (a selection it marks, then update()) drops it (`m_overlay.invalidate()`): the
        next paint draws everything anew. */
    OverlayCache m_overlay{*this};

  private:
    friend class PinGhosts;    // a part of the figure: it draws A with the figure's own redraw()
    friend class MarkDrag;     // a part of the figure: it edits the scenario as the mark moves
    friend class OverlayCache; // a part of the figure: it draws the plot in two passes
    EvaluationPtr m_evaluation;
    void draw();
    /** Draws after the events queued now (a lesson step's filter, mask and scenario: once). */
    void drawSoon();
    PinGhosts m_ghosts{*this};
    static constexpr int kMostFittingRounds = 10; ///< layouts of one fitting step, at most
    LegendFitting m_legend{*this};                ///< the legend's columns, type and place
    CurveVisibility m_curves;      ///< the user's hidden curves and the lesson's filter
    StatedAnswers m_statedAnswers; ///< the texts the answer mask changed, to put back
    UserAxes m_userAxes;           ///< the user zoomed or panned: a redraw keeps the ranges
    MarkDrag m_markDrag{*this};
    bool m_dirty = true;
    QTimer* m_settle;
    MarkerStamps m_markerStamps; ///< the markers of live frames, drawn once
};

} // namespace shardscope
