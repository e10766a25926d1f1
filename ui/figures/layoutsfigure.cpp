#include "figures/layoutsfigure.h"

#include "common/format.h"
#include "figures/figuretext.h"
#include "figures/layoutcells.h"
#include "figures/layoutranking.h"
#include "figures/plotlabels.h"

#include <cmath>

namespace shardscope {

namespace {

// The heatmap, its colour scale (as narrow as its labels) and the ranking.
const QList<double> kPanelStretch{2, 0.01, 1};

bool computeBound(const Layout& l) {
    return l.mfu >= 1 - 1e-9;
}

QString layoutName(const Layout& l) {
    const QString split = l.pp > 1 ? QStringLiteral("%1 × %2 × %3").arg(l.fsdp).arg(l.tp).arg(l.pp)
                                   : QStringLiteral("%1 × %2").arg(l.fsdp).arg(l.tp);
    const QString cp = l.cp > 1 ? QStringLiteral(" · CP %1").arg(l.cp) : QString();
    return split + cp + (l.ep > 1 ? QStringLiteral(" · EP %1").arg(l.ep) : QString());
}

} // namespace

LayoutsFigure::LayoutsFigure(QWidget* parent) : Figure(parent) {
    setInteractions(QCP::Interactions());
    setFocusPolicy(Qt::StrongFocus);
    m_columns = QSharedPointer<QCPAxisTickerText>::create();
    m_rows = QSharedPointer<QCPAxisTickerText>::create();
    xAxis->setTicker(m_columns);
    yAxis->setTicker(m_rows);
    yAxis->setRangeReversed(true); // one stage on top, as the book starts
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLength(0, 0);
    }
    // The heatmap and the ranking side by side under the title, which spans both.
    m_panels = new QCPLayoutGrid;
    QCPAxisRect* heatmap = axisRect();
    plotLayout()->take(heatmap);
    plotLayout()->addElement(1, 0, m_panels);
    m_panels->addElement(0, 0, heatmap);
    m_ranking = new LayoutRanking(this, new QCPAxisRect(this));
    m_cells = new LayoutCells(xAxis, yAxis);
    m_cells->removeFromLegend();
    // The cells' colours read as MFU ceilings, beside the heatmap and as tall as it.
    m_scale = new QCPColorScale(this);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setDataRange(QCPRange(0, 100));
    m_scale->setGradient(LayoutCells::gradient());
    m_scale->setRangeDrag(false);
    m_scale->setRangeZoom(false);
    m_scale->axis()->ticker()->setTickCount(5);
    m_panels->addElement(0, 1, m_scale);
    m_panels->addElement(0, 2, m_ranking->rect());
    m_panels->setColumnStretchFactors(kPanelStretch);
    m_scale->setAutoMargins(QCP::msLeft | QCP::msRight); // top and bottom: the heatmap's
    m_yOpt = new QCPItemStraightLine(this);
    m_yOptLabel = new PlotLabel(this);
    m_yOptLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_yOptLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    m_yOptLabel->setClipToAxisRect(false);
    m_why = new TitleText(this, m_theme.font(0.95)); // as wide as the figure, not its text
    plotLayout()->addElement(plotLayout()->rowCount(), 0, m_why);
    legend->setVisible(false);
    applyTheme();
    retranslate();
}

namespace {

// What each rows choice is called, in one place: the view's title, the y axis and menu entry,
// and the cells' names ("TP 4 × PP 2").
struct RowsText {
    LayoutRows rows;
    const char* title;
    const char* name;
    const char* prefix;
};

constexpr RowsText kRowsText[] = {
    {LayoutRows::Stages,
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure",
                       "Layouts: the best of each TP and stage count, by MFU ceiling"),
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure", "Pipeline stages"), "PP"},
    {LayoutRows::Experts,
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure",
                       "Layouts: the best of each TP and EP, by MFU ceiling"),
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure", "Expert-parallel ways (EP)"), "EP"},
    {LayoutRows::Context,
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure",
                       "Layouts: the best of each TP and CP, by MFU ceiling"),
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure", "Context-parallel ways (CP)"), "CP"},
};

const RowsText& rowsText(LayoutRows rows) {
    for (const RowsText& t : kRowsText)
        if (t.rows == rows)
            return t;
    return kRowsText[0];
}

} // namespace

LayoutRows LayoutsFigure::rows() const {
    // A dense model has one EP way: a view left on EP rows shows the book's stages.
    if (m_rowAxis == LayoutRows::Experts && !(scenario().model.moe()))
        return LayoutRows::Stages;
    return m_rowAxis;
}

QString LayoutsFigure::rowsName(LayoutRows rows) {
    return tr(rowsText(rows).name);
}

QString LayoutsFigure::title() const {
    return tr(rowsText(rows()).title);
}

void LayoutsFigure::setRows(LayoutRows rows) {
    if (rows == m_rowAxis)
        return;
    m_rowAxis = rows;
    m_selected = {-1, -1};
    retranslate();
    refresh();
}

void LayoutsFigure::applyTheme() {
    // Projector type is never smaller than the body size (Theme::kProjectorMinPx).
    const double small = m_theme.projector ? 1.0 : 0.85;
    m_cells->setLabelFont(m_theme.font(small, true));
    m_cells->setInk(m_theme.text, m_theme.axis);
    const QColor mark = m_theme.colour(Curve::Current);
    m_yOpt->setPen(m_style.pen(mark, 0.8, Qt::DashLine));
    m_yOptLabel->setFont(m_theme.font(small, true));
    m_yOptLabel->setColor(mark);
    m_yOptLabel->setBrush(m_theme.labelBackground);
    m_why->setFont(m_theme.font(m_theme.projector ? 1.0 : 0.95));
    QCPAxis* scale = m_scale->axis();
    scale->setLabelFont(m_theme.font(small));
    scale->setTickLabelFont(m_theme.font(small));
    scale->setLabelColor(m_theme.text);
    scale->setTickLabelColor(m_theme.text);
    scale->setBasePen(QPen(m_theme.axis));
    scale->setTickPen(QPen(m_theme.axis));
    scale->setSubTickPen(Qt::NoPen);
    m_scale->setBarWidth(QFontMetrics(m_theme.font(small)).height() * 2 / 3);
    m_ranking->applyTheme(m_theme);
    // Room above the cells for the Y_opt label, between the title and the first row.
    QMargins margins = axisRect()->minimumMargins();
    margins.setTop(QFontMetrics(m_yOptLabel->font()).height() + 10);
    axisRect()->setMinimumMargins(margins);
    m_why->setTextColor(m_theme.text);
}

void LayoutsFigure::retranslate() {
    m_title->setFullText(title());
    xAxis->setLabel(rows() == LayoutRows::Stages ? tr("TP ways (FSDP ways below, at one stage)")
                                                 : tr("TP ways"));
    yAxis->setLabel(rowsName(rows()));
    m_scale->axis()->setLabel(tr("MFU ceiling, %"));
    m_ranking->retranslate();
    setToolTip(tr("Double-click a cell, or select it with the arrow keys and press Enter, to "
                  "apply its layout"));
}

void LayoutsFigure::redraw() {
    legend->setVisible(false); // no curves: the cells carry their values
    SearchOptions options;
    options.model = m_model;
    options.wholeSequences = m_wholeSequences;
    options.top = 10;
    options.rows = rows();
    m_title->setFullText(title()); // the rows shown follow the model: a dense one has no EP rows
    yAxis->setLabel(rowsName(rows()));
    m_search = evaluation()->layoutSearch(options); // searched once per change, shared
    m_ranking->setRanked(m_search.ranked, scenario().hardware.hbmBytes);
    m_ranking->setSelected(-1);
    fillCells();
    placeYOpt();
    updateMarks();
    m_whyText = why() + fillKey() + currentNote();
    m_why->setText(m_whyText);
    xAxis->setRange(-0.5, double(m_search.tpWays.size()) - 0.5);
    yAxis->setRange(-0.5, double(m_search.rows.size()) - 0.5);
}

QPoint LayoutsFigure::position(long long tp, long long row) const {
    const auto& tps = m_search.tpWays;
    const auto& rows = m_search.rows;
    const auto column = std::find(tps.begin(), tps.end(), tp);
    const auto at = std::find(rows.begin(), rows.end(), row);
    if (column == tps.end() || at == rows.end())
        return {-1, -1};
    return {int(column - tps.begin()), int(at - rows.begin())};
}

long long LayoutsFigure::scenarioRow() const {
    const Scenario& s = scenario();
    return rowWays(rows(), s.pp, s.ep, s.cp);
}

QString LayoutsFigure::cellName(const LayoutCell& cell) const {
    return QStringLiteral("TP %1 × %2 %3")
        .arg(cell.tp)
        .arg(QLatin1String(rowsText(rows()).prefix))
        .arg(cell.row);
}

const LayoutCell* LayoutsFigure::cellAt(int column, int row) const {
    if (column < 0 || row < 0 || column >= int(m_search.tpWays.size()) ||
        row >= int(m_search.rows.size()))
        return nullptr;
    const long long tp = m_search.tpWays[size_t(column)], ways = m_search.rows[size_t(row)];
    for (const LayoutCell& c : m_search.cells)
        if (c.tp == tp && c.row == ways)
            return &c;
    return nullptr;
}

void LayoutsFigure::fillCells() {
    QVector<LayoutCells::Cell> cells;
    for (const LayoutCell& c : m_search.cells) {
        LayoutCells::Cell cell;
        const QPoint at = position(c.tp, c.row);
        cell.column = at.x();
        cell.row = at.y();
        if (c.best) {
            cell.value = c.best->mfu;
            cell.label = format::number(c.best->mfu * 100, 2);
        } else {
            cell.fill = c.excludedBy == rule::memory ? LayoutCells::Fill::Hatched
                                                     : LayoutCells::Fill::Dotted;
        }
        cells.push_back(cell);
    }
    m_cells->setCells(cells);
    setColumnTicks(m_columnDetail);
    m_rows->clear();
    for (size_t i = 0; i < m_search.rows.size(); ++i)
        m_rows->addTick(double(i), QString::number(m_search.rows[i]));
}

// The book's continuous optimum on the TP axis, between the columns it falls between (log).
void LayoutsFigure::placeYOpt() {
    const auto& y = results().thresholds.yOpt;
    const auto& tps = m_search.tpWays;
    bool shown = false;
    if (y && tps.size() > 1) {
        for (size_t i = 0; i + 1 < tps.size(); ++i) {
            const double a = double(tps[i]), b = double(tps[i + 1]);
            if (*y < a || *y > b)
                continue;
            const double at = double(i) + std::log(*y / a) / std::log(b / a);
            m_yOpt->point1->setCoords(at, -0.5);
            m_yOpt->point2->setCoords(at, 0.5);
            m_yOptLabel->position->setCoords(at, 0);
            m_yOptLabel->setText(
                tr("Y_opt ≈ %1").arg(m_answerMask.text("thresholds.y_opt", format::number(*y, 3))));
            shown = true;
            break;
        }
    }
    m_yOpt->setVisible(shown);
    m_yOptLabel->setVisible(shown);
}

void LayoutsFigure::updateMarks() {
    const std::optional<Layout> best = m_search.best();
    m_cells->setMarks(position(scenario().tp, scenarioRow()),
                      best ? position(best->tp, rowWays(*best, rows())) : QPoint(-1, -1),
                      m_selected);
}

QString LayoutsFigure::why() const {
    const std::optional<Layout> best = m_search.best();
    if (!best)
        return tr("No layout fits: the smallest needs %1 per chip, HBM holds %2; the training "
                  "state alone needs %3 chips per pod.")
            .arg(format::bytes(m_search.smallestFootprint),
                 format::bytes(scenario().hardware.hbmBytes))
            .arg(m_search.chipsForState);
    int bound = 0;
    const Layout* runnerUp = nullptr;
    for (const LayoutCell& c : m_search.cells) {
        if (!c.best)
            continue;
        bound += computeBound(*c.best) ? 1 : 0;
        if ((c.tp != best->tp || c.row != rowWays(*best, rows())) &&
            (!runnerUp || ranksBefore(*c.best, *runnerUp)))
            runnerUp = &*c.best;
    }
    if (bound == 0)
        return tr("No layout is compute-bound; %1 comes closest, MFU ceiling %2 %.")
            .arg(layoutName(*best), format::number(best->mfu * 100, 3));
    if (bound == 1 || !runnerUp)
        return tr("Only %1 is compute-bound (communication/compute %2).")
            .arg(layoutName(*best), format::number(best->commsToCompute, 2));
    return tr("Compute-bound layouts: %1. %2 moves the least data: communication/compute %3 "
              "against %4 for %5.")
        .arg(bound)
        .arg(layoutName(*best), format::number(best->commsToCompute, 2),
             format::number(runnerUp->commsToCompute, 2), layoutName(*runnerUp));
}

// What the cells without a value mean, for those the heatmap has.
QString LayoutsFigure::fillKey() const {
    bool hatched = false, dotted = false;
    for (const LayoutCell& c : m_search.cells)
        if (!c.best)
            (c.excludedBy == rule::memory ? hatched : dotted) = true;
    const bool blank = m_search.cells.size() < m_search.tpWays.size() * m_search.rows.size();
    QString key;
    if (hatched)
        key += QLatin1Char(' ') + tr("Hatched: nothing fits in memory.");
    if (dotted)
        key += QLatin1Char(' ') + tr("Dotted: the data-parallel ways would split sequences.");
    if (blank)
        key += QLatin1Char(' ') + tr("Blank: no layout of the chips has these ways.");
    return key;
}

// Where the current layout has no cell, why: a run's uneven stages, a TP the rules leave out.
QString LayoutsFigure::currentNote() const {
    const Scenario& s = scenario();
    if (position(s.tp, scenarioRow()).x() >= 0)
        return {};
    if (rows() == LayoutRows::Stages && s.model.layers % s.pp != 0)
        return QLatin1Char(' ') +
               tr("The current layout has no cell: its %1 stages do not divide the %2 layers.")
                   .arg(s.pp)
                   .arg(s.model.layers);
    return QLatin1Char(' ') +
           tr("The current layout has no cell: the search's rules leave it out.");
}

// Each column names its TP ways and, with room, the FSDP ways at one stage; in a narrow pane
// the FSDP line goes first, then every other column's label.
void LayoutsFigure::setColumnTicks(ColumnDetail detail) {
    m_columnDetail = detail;
    m_columns->clear();
    const long long chips = scenario().chips;
    for (size_t i = 0; i < m_search.tpWays.size(); ++i) {
        const long long tp = m_search.tpWays[i];
        if (detail == ColumnDetail::EveryOther && i % 2 == 1)
            continue;
        m_columns->addTick(double(i),
                           detail == ColumnDetail::Full && rows() == LayoutRows::Stages
                               ? tr("TP %1").arg(tp) + QLatin1Char('\n') + dataWaysLabel(tp, chips)
                               : tr("TP %1").arg(tp));
    }
    // New tick texts leave the axis's cached margin as it was (one line or two): drop it.
    xAxis->setTickLabelFont(xAxis->tickLabelFont());
}

// The data ways under a TP column at one stage, as its best layout splits them: "FSDP 2240",
// or "FSDP 560 · CP 4" when the sequences run out (docs/search.md#context).
QString LayoutsFigure::dataWaysLabel(long long tp, long long chips) const {
    for (const LayoutCell& c : m_search.cells)
        if (c.tp == tp && c.row == 1 && c.best && c.best->cp > 1)
            return QStringLiteral("FSDP %1 · CP %2").arg(c.best->fsdp).arg(c.best->cp);
    return QStringLiteral("FSDP %1").arg(chips / tp);
}

LayoutsFigure::ColumnDetail LayoutsFigure::columnDetailFor(double columnPixels) const {
    const TextMetrics metrics(xAxis->tickLabelFont());
    int widestFull = 0, widestShort = 0;
    for (long long tp : m_search.tpWays) {
        widestFull = std::max({widestFull, metrics.horizontalAdvance(tr("TP %1").arg(tp)),
                               metrics.horizontalAdvance(dataWaysLabel(tp, scenario().chips))});
        widestShort = std::max(widestShort, metrics.horizontalAdvance(tr("TP %1").arg(tp)));
    }
    if (widestFull + 8 <= columnPixels)
        return ColumnDetail::Full;
    return widestShort + 8 <= columnPixels ? ColumnDetail::TpOnly : ColumnDetail::EveryOther;
}

void LayoutsFigure::showRanking(bool shown) {
    QCPAxisRect* rect = m_ranking->rect();
    const bool placed = m_panels->hasElement(0, 2) && m_panels->element(0, 2) == rect;
    if (shown && !placed) {
        m_panels->addElement(0, 2, rect);
        m_panels->setColumnStretchFactors(kPanelStretch);
    } else if (!shown && placed) {
        m_panels->take(rect);
        m_panels->simplify();
    }
    rect->setVisible(shown);
}

bool LayoutsFigure::fitContents() {
    bool again = false;
    // The ranking needs room for its names and bars (about 90 characters of the body type);
    // a small pane or projector type keeps the heatmap whole.
    const bool roomy = plotLayout()->outerRect().width() >= 90 * m_theme.fontPoints;
    if (roomy != m_ranking->rect()->visible()) {
        showRanking(roomy);
        again = true;
    }
    const double columnPixels =
        double(axisRect()->width()) / std::max<size_t>(1, m_search.tpWays.size());
    if (const ColumnDetail detail = columnDetailFor(columnPixels); detail != m_columnDetail) {
        setColumnTicks(detail);
        again = true;
    }
    // The scale as tall as the cells (a QCPMarginGroup keeps the largest margin it ever saw).
    const QMargins cells = axisRect()->margins();
    if (const QMargins scale = m_scale->margins();
        scale.top() != cells.top() || scale.bottom() != cells.bottom()) {
        m_scale->setMargins(QMargins(scale.left(), cells.top(), scale.right(), cells.bottom()));
        again = true;
    }
    const int room = plotLayout()->outerRect().width() - 24;
    const QString text = wrappedToWidth(m_whyText, TextMetrics(m_why->font()), std::max(120, room));
    if (text != m_why->text()) {
        m_why->setText(text);
        again = true;
    }
    return again;
}

QString LayoutsFigure::cellText(const LayoutCell& cell) const {
    if (cell.best) {
        const Layout& l = *cell.best;
        return tr("FSDP %1 × TP %2 × PP %3, %4 microbatches, ZeRO-%5\nstep %6, MFU ceiling %7 %, "
                  "communication/compute %8\nmemory %9 per chip")
                   .arg(l.fsdp)
                   .arg(l.tp)
                   .arg(l.pp)
                   .arg(l.microbatches)
                   .arg(l.zeroStage)
                   .arg(format::seconds(l.stepSeconds), format::number(l.mfu * 100, 3),
                        format::number(l.commsToCompute, 2), format::bytes(l.memoryPerChip)) +
               (l.hsdp > 0 ? tr("\nHSDP: shards in groups of %1 chips").arg(l.hsdp) : QString()) +
               (l.ep > 1 ? tr("\nEP %1: each chip holds 1/%1 of the routed experts").arg(l.ep)
                         : QString()) +
               (l.cp > 1 ? tr("\nCP %1: each sequence split over %1 chips").arg(l.cp) : QString()) +
               tr("\ntraining: %1 chip-hours").arg(format::count(l.chipHours)) +
               (l.costUsd ? tr(", USD %1").arg(format::count(*l.costUsd)) : QString());
    }
    if (cell.excludedBy == rule::memory)
        return tr("%1: nothing fits, the smallest needs %2 per chip, HBM %3")
            .arg(cellName(cell), format::bytes(cell.smallestFootprint),
                 format::bytes(scenario().hardware.hbmBytes));
    return tr("%1: left out, the data-parallel ways would split sequences").arg(cellName(cell));
}

} // namespace shardscope
