#include "figures/figure.h"

#include "common/appsettings.h"
#include "common/plaintext.h"
#include "figures/liveframe.h"
#include "figures/plotlabels.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <utility>

namespace shardscope {

namespace {

// What a figure draws before its first snapshot: the default scenario, not evaluated.
const EvaluationPtr& noEvaluation() {
    static const EvaluationPtr none = std::make_shared<const Evaluation>(Scenario{}, Results{});
    return none;
}

} // namespace

Figure::Figure(QWidget* parent)
    : QCustomPlot(parent), m_hover(
                               this, m_theme, [this] { return readoutMasked(); },
                               [this] { m_overlay.repaintReadout(); }),
      m_evaluation(noEvaluation()), m_curves(this, [this] { return id(); }) {
    plotLayout()->insertRow(0);
    m_title = new TitleText(this, m_theme.font(1.3, true));
    plotLayout()->addElement(0, 0, m_title);
    // The legend sits under the plot, in columns: it never covers the data.
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(2, 0, legend);
    plotLayout()->setRowStretchFactor(2, 0.001);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(3);
    legend->setMargins(QMargins(6, 2, 6, 2));
    setNoAntialiasingOnDrag(true);
    // The plot fills its whole rectangle: the window need not paint its background first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    // The read-out's overlay layer is drawn with the rest (paintEvent): no buffer of its own.
    layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    // Redrawn on every slider step. QCustomPlot's "fast polylines" draw a solid curve as one
    // line per segment, each stroked with two round caps: at our widths (2.8 px and more)
    // that cost a quarter of a board step; one polyline per curve costs about two thirds.
    setPlottingHint(QCP::phFastPolylines, false);
    // QCustomPlot's own replots (a drag or zoom of the axes) mark the figure for the window's
    // next paint instead of painting and flushing the window at once.
    setPlottingHint(QCP::phImmediateRefresh, false);
    // An axis drag or zoom, a selection or a legend change replots: the cached image is old.
    connect(this, &QCustomPlot::beforeReplot, this, [this] { m_overlay.invalidate(); });
    setContextMenuPolicy(Qt::DefaultContextMenu);
    setMinimumSize(320, 240);
    // Wheel zooms and a drag pans the plot; a double-click goes back (mouseDoubleClickEvent).
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    setMouseTracking(true);
    connect(this, &QCustomPlot::legendClick, this,
            [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
                auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
                if (entry && m_curves.setCurveHidden(entry->plottable(),
                                                     !m_curves.curveHidden(entry->plottable())))
                    refresh();
            });
    // Live updates draw without antialiasing (a slider step must repaint within a frame);
    // once the values settle, the fine frame follows.
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(150);
    connect(m_settle, &QTimer::timeout, this, [this] {
        setNotAntialiasedElements(QCP::aeNone);
        m_overlay.invalidate();
        update();
    });
}

void Figure::setEvaluation(EvaluationPtr evaluation) {
    if (!evaluation)
        evaluation = noEvaluation();
    if (evaluation == m_evaluation)
        return; // handed again with a pin, a tab switch or a pane shown: nothing new to draw
    m_evaluation = std::move(evaluation);
    m_dirty = true;
    m_overlay.invalidate();
    if (isVisible()) {
        setNotAntialiasedElements(QCP::aePlottables | QCP::aeItems);
        m_settle->start();
        draw();
    }
}

void Figure::setPinned(EvaluationPtr pinned) {
    if (!m_ghosts.setPin(std::move(pinned)))
        return;
    m_dirty = true;
    if (isVisible())
        draw();
}

void Figure::request(ViewRequest::Kind kind, const Scenario& scenario, const QString& what) {
    emit requested({kind, id(), this, scenario, what});
}

void Figure::refresh() {
    // Overlays, hidden curves or the theme may have changed: A's ghosts are redone too.
    m_ghosts.invalidate();
    draw();
}

void Figure::draw() {
    m_dirty = false;
    redrawFor(size());
    update(); // laid out and drawn by the next paint
}

void Figure::redrawFor(QSize available) {
    m_overlay.invalidate();    // new data, filters, masks, hidden curves, or an export's size
    m_statedAnswers.restore(); // the texts as the figure wrote them
    m_curves.loadHiddenCurves();
    // Ranges the user zoomed to survive new data until a double-click resets them.
    const UserAxes::Ranges kept = m_userAxes.kept(*this);
    m_curves.unfilterCurves(); // A's ghosts and redraw() see every curve
    m_ghosts.capture();
    legend->setVisible(true); // unless the figure (redraw) or the room (fitLegend) says not
    redraw();
    m_curves.applyHiddenCurves(m_theme.text, m_theme.grid.darker(130));
    m_curves.applyCurveFilter();
    m_ghosts.apply();
    for (const auto& [axis, range] : kept)
        axis->setRange(range);
    FigureStyle::spreadMarkers(*this);
    m_title->fitTo(available.width(), m_theme);
    m_legend.fit(available, m_theme);
    // The one rule for the open question's answer over every text the figure has set, last:
    // the title as fitted, the legend as laid out (a "?" is narrower than what it hides).
    m_statedAnswers.hide(this, m_answerMask, *m_evaluation);
}

// Straight onto the window, as an export draws: QCustomPlot's replot draws into a buffer that
// each paint clears, fills and copies again, which was two fifths of a board step. A settled
// frame is drawn through an image of everything but the hover read-out (OverlayCache).
void Figure::paintEvent(QPaintEvent*) {
    QCPPainter painter(this);
    if (!painter.isActive())
        return;
    if (notAntialiasedElements().testFlag(QCP::aePlottables)) { // while a slider is dragged
        m_overlay.invalidate(); // the fine frame that follows is drawn anew
        painter.fillRect(rect(), mBackgroundBrush);
        LiveFrame cheaper(this, &m_markerStamps, devicePixelRatioF());
        QCustomPlot::draw(&painter); // lays out, then every layer
        return;
    }
    m_overlay.paint(painter);
}

void Figure::resizeEvent(QResizeEvent*) {
    // QCustomPlot lays out and draws at once on every resize, shown or not: a lesson step
    // that rearranges the board paid for three layouts of each figure. Here a hidden figure
    // waits until it is shown, and a shown one draws at the next paint, with its title and
    // legend fitted to the new width.
    setViewport(rect());
    m_overlay.invalidate();
    m_dirty = true;
    if (isVisible())
        draw();
}

void Figure::showEvent(QShowEvent* event) {
    QCustomPlot::showEvent(event);
    if (m_dirty)
        refresh();
}

void Figure::setTheme(const Theme& theme) {
    m_theme = theme;
    setBackground(theme.background);
    m_title->setFont(theme.font(1.3, true));
    m_title->setTextColor(theme.text);
    legend->setFont(theme.font(0.9));
    legend->setTextColor(theme.text);
    legend->setBrush(theme.labelBackground);
    legend->setBorderPen(QPen(theme.grid));
    for (QCPAxisRect* rect : axisRects())
        m_style.styleAxisRect(rect);
    applyTheme();
    m_overlay.invalidate();
    m_dirty = true;
    if (isVisible())
        refresh();
}

void Figure::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_overlay.invalidate();
        m_dirty = true;
        if (isVisible())
            refresh();
    }
    QCustomPlot::changeEvent(event);
}

QImage Figure::render(QSize size, double scale) {
    deselectAll();
    const auto antialiased = antialiasedElements();
    const auto notAntialiased = notAntialiasedElements();
    setNotAntialiasedElements(QCP::aeNone);
    setAntialiasedElements(QCP::aeAll);
    m_ghosts.invalidate();
    redrawFor(size);
    const QImage image = toPixmap(size.width(), size.height(), scale).toImage();
    setAntialiasedElements(antialiased);
    setNotAntialiasedElements(notAntialiased);
    return image;
}

void Figure::paint(QCPPainter& painter, QSize size, bool transparent, const LegendBudget& legend) {
    m_legend.setBudget(legend);
    deselectAll();
    const auto antialiased = antialiasedElements();
    const auto notAntialiased = notAntialiasedElements();
    setNotAntialiasedElements(QCP::aeNone);
    setAntialiasedElements(QCP::aeAll);
    m_ghosts.invalidate();
    redrawFor(size);
    if (transparent)
        setBackground(QBrush(Qt::NoBrush));
    toPainter(&painter, size.width(), size.height());
    if (transparent)
        setBackground(m_theme.background);
    setAntialiasedElements(antialiased);
    setNotAntialiasedElements(notAntialiased);
    m_legend.setBudget({}); // the window's rule again
}

void Figure::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    if (m_theme.projector)
        menu.setFont(m_theme.font()); // a popup does not inherit the window's projector font
    addViewActions(&menu);
    if (!menu.isEmpty())
        menu.addSeparator();
    menu.addAction(tr("Export figure…"), this,
                   [this] { request(ViewRequest::Kind::ExportFigure); });
    menu.addAction(tr("Copy to clipboard"), this,
                   [this] { QApplication::clipboard()->setImage(render(QSize(960, 540), 2.0)); });
    menu.exec(event->globalPos());
}

} // namespace shardscope
