#include "figures/realityfigure.h"

#include "common/format.h"
#include "common/plaintext.h"
#include "common/presetnames.h"
#include "figures/figuretext.h"
#include "figures/plotdata.h"
#include "figures/plotlabels.h"
#include "forecast.h"

#include <QMouseEvent>
#include <QRegularExpression>
#include <QToolTip>

#include <cmath>

namespace shardscope {

namespace {

// Ten shapes, so that with the theme's eight colours no two series look alike.
const QCPScatterStyle::ScatterShape kShapes[] = {QCPScatterStyle::ssCircle,
                                                 QCPScatterStyle::ssSquare,
                                                 QCPScatterStyle::ssTriangle,
                                                 QCPScatterStyle::ssDiamond,
                                                 QCPScatterStyle::ssTriangleInverted,
                                                 QCPScatterStyle::ssStar,
                                                 QCPScatterStyle::ssCrossSquare,
                                                 QCPScatterStyle::ssPlusCircle,
                                                 QCPScatterStyle::ssCross,
                                                 QCPScatterStyle::ssPlus};
constexpr int kShapeCount = int(std::size(kShapes));
constexpr int kColourCount = int(Curve::Count);
constexpr double kHoverPixels = 10;

// "MegaScale 175B, 1024 A100" → "MegaScale": the run's name up to its model size.
QString seriesLabel(const QString& name) {
    static const QRegularExpression size(QStringLiteral("\\s+\\d+(\\.\\d+)?[BMT]\\b"));
    const auto m = size.match(name);
    return m.hasMatch() ? name.left(m.capturedStart()) : name.section(QLatin1Char(','), 0, 0);
}

// "MaxText 22B, 64 TPU v4" → "TPU v4": what follows the chip count.
QString hardwareOf(const QString& name) {
    static const QRegularExpression chips(QStringLiteral(",\\s*\\d+\\s+(.+)$"));
    const auto m = chips.match(name);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

QList<RealityFigure::Series> RealityFigure::groups() {
    QList<Series> out;
    QList<QString> keys;
    for (const PublishedRun& p : cachedPublishedRuns()) {
        if (!p.forecastMfu || !p.run.measured.comparable())
            continue; // not modelled (a mixture of experts): nothing to set it against
        const QString name = QString::fromStdString(p.run.name);
        const QString key =
            QString::fromStdString(p.run.group) + QLatin1Char('/') + seriesLabel(name);
        qsizetype at = keys.indexOf(key);
        if (at < 0) {
            keys << key;
            out << Series{seriesLabel(name), {}};
            at = out.size() - 1;
        }
        out[at].runs << &p;
    }
    // Two groups under one name (MaxText on v4 and on v5p) are told apart by their hardware.
    QStringList labels;
    for (const Series& s : out)
        labels << s.label;
    for (Series& s : out)
        if (labels.count(s.label) > 1 && !s.runs.isEmpty())
            s.label +=
                QStringLiteral(", ") + hardwareOf(QString::fromStdString(s.runs[0]->run.name));
    return out;
}

// Where a forecast step within ±`error` of the measured one puts the measured MFU: between
// (1 − error) and (1 + error) times the forecast MFU (MFU goes as 1 / step).
QCPCurve* RealityFigure::addBand(double error) {
    auto* band = new QCPCurve(xAxis, yAxis);
    band->setData({0, 100, 100, 0}, {0, 100 * (1 + error), 100 * (1 - error), 0});
    band->removeFromLegend(); // the note names the bands: a slide's legend has no room
    return band;
}

RealityFigure::RealityFigure(QWidget* parent) : Figure(parent), m_groups(groups()) {
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setRange(0, 100);
        axis->setTicker(QSharedPointer<LabelledTicker>::create(
            [](double v) { return format::number(v, 3) + QStringLiteral(" %"); }));
    }
    m_within20 = addBand(0.2);
    CurveVisibility::setCurveKey(m_within20, QStringLiteral("within-20"));
    m_within10 = addBand(0.1);
    CurveVisibility::setCurveKey(m_within10, QStringLiteral("within-10"));
    m_diagonal = addGraph();
    m_diagonal->setData({0, 100}, {0, 100});
    CurveVisibility::setCurveKey(m_diagonal,
                                 QStringLiteral("diagonal")); // the name a user hides it by
    m_bounds = addGraph();
    m_bounds->setLineStyle(QCPGraph::lsNone);
    CurveVisibility::setCurveKey(m_bounds, QStringLiteral("bounds"));
    QVector<double> bx, by;
    for (const Series& group : m_groups)
        for (const PublishedRun* p : group.runs) {
            bx << *p->modelMfu * 100;
            by << *p->run.measured.comparable() * 100;
        }
    m_bounds->setData(bx, by);
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        QCPGraph* g = addGraph();
        g->setLineStyle(QCPGraph::lsNone);
        g->setName(m_groups[i].label);
        CurveVisibility::setCurveKey(g, QStringLiteral("runs:") +
                                            m_groups[i].label); // a user hides it by this
        QVector<double> x, y;
        for (const PublishedRun* p : m_groups[i].runs) {
            x << *p->forecastMfu * 100;
            y << *p->run.measured.comparable() * 100;
        }
        g->setData(x, y, true);
        m_series << g;
    }
    m_current = addGraph();
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->removeFromLegend();
    m_line = new QCPItemStraightLine(this);
    m_line->setObjectName(QStringLiteral("forecastLine"));
    m_lineLabel = new PlotLabel(this);
    m_lineLabel->setObjectName(QStringLiteral("forecastLabel"));
    m_lineLabel->setPadding(QMargins(4, 2, 4, 2));
    m_note = new TitleText(this, m_theme.font(0.95));
    plotLayout()->addElement(plotLayout()->rowCount(), 0, m_note);
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

QString RealityFigure::title() const {
    return tr("The forecast against published runs: measured MFU, the forecast and the bound");
}

QString RealityFigure::note() const {
    return tr("Across: the forecast for each run's layout and software stack; hollow grey: the "
              "bound at peak for the same run, every matmul at peak and every collective hidden. "
              "Inside the bands the forecast step is within 10 % and 20 % of the measured one.");
}

void RealityFigure::applyTheme() {
    m_diagonal->setPen(m_style.pen(m_theme.axis, 0.8, Qt::DashLine));
    QColor band = m_theme.axis;
    band.setAlphaF(0.07);
    for (QCPCurve* c : {m_within20, m_within10}) {
        c->setPen(Qt::NoPen);
        c->setBrush(band);
    }
    const double size = m_theme.projector ? 13 : 9;
    QColor grey = m_theme.axis;
    grey.setAlphaF(0.55);
    m_bounds->setPen(m_style.pen(grey));
    m_bounds->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, m_style.pen(grey, 0.8),
                                              Qt::NoBrush, size * 0.8));
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        QColor colour = m_theme.colour(Curve(i % kColourCount));
        QColor fill = colour;
        fill.setAlphaF(0.35);
        const auto shape = kShapes[(i + i / kColourCount) % kShapeCount];
        m_series[i]->setPen(m_style.pen(colour));
        m_series[i]->setScatterStyle(
            QCPScatterStyle(shape, m_style.pen(colour), QBrush(fill), size));
    }
    m_current->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssCircle, m_style.pen(m_theme.text, 1.4), Qt::NoBrush, size * 2.2));
    const QColor mark = m_theme.colour(Curve::Current);
    m_line->setPen(m_style.pen(mark, 1.0, Qt::DotLine));
    const double small = m_theme.projector ? 1.0 : 0.85;
    m_lineLabel->setFont(m_theme.font(small, true));
    m_lineLabel->setColor(mark);
    m_lineLabel->setBrush(m_theme.labelBackground);
    m_note->setFont(m_theme.font(m_theme.projector ? 1.0 : 0.9));
    m_note->setTextColor(m_theme.text);
}

void RealityFigure::retranslate() {
    m_title->setFullText(title());
    m_frame.setAxisLabels(xAxis, tr("The forecast MFU for the run's layout and stack"),
                          tr("Forecast MFU"));
    m_frame.setAxisLabels(yAxis, tr("Measured MFU (one convention for every run)"),
                          tr("Measured MFU"));
    m_diagonal->setName(tr("measured = forecast"));
    m_bounds->setName(tr("the bound at peak"));
    m_noteText = note();
    m_note->setText(m_noteText);
    setToolTip(QString());
}

QString RealityFigure::pinDetail(const Results& a) const {
    return tr("forecast %1")
        .arg(m_answerMask.text("forecast.mfu", format::percent(a.forecast.mfu)));
}

void RealityFigure::redraw() {
    m_title->setFullText(title());
    const Results& r = results();
    const double at = r.forecast.mfu * 100;
    // A question about the MFU leaves no line to read it off.
    const bool shown = std::isfinite(at) && at > 0 && at <= 100 &&
                       !m_answerMask.hidesAny({"forecast.mfu", "step.mfu"});
    m_line->setVisible(shown);
    m_lineLabel->setVisible(shown);
    if (shown) {
        m_line->point1->setCoords(at, 0);
        m_line->point2->setCoords(at, 1);
        m_lineText = tr("this scenario: forecast %1, bound %2")
                         .arg(format::percent(r.forecast.mfu), format::percent(r.step.mfu));
        m_lineLabel->setText(m_lineText);
        m_shortLineText = tr("forecast %1").arg(format::percent(r.forecast.mfu));
    }
    // The run open now, if the scenario is one: ringed.
    QVector<double> x, y;
    for (const Series& s : m_groups)
        for (const PublishedRun* p : s.runs)
            if (p->run.scenario == scenario()) {
                x << *p->forecastMfu * 100;
                y << *p->run.measured.comparable() * 100;
            }
    m_current->setData(x, y);
    xAxis->setRange(0, 100);
    yAxis->setRange(0, 100);
}

bool RealityFigure::fitContents() {
    const int room = plotLayout()->outerRect().width() - 24;
    const QString text =
        wrappedToWidth(m_noteText, TextMetrics(m_note->font()), std::max(120, room));
    if (text != m_note->text()) {
        m_note->setText(text);
        return true;
    }
    placeLineLabel();
    return false;
}

// Beside the scenario's line at the foot of the plot, where no run lies (the runs sit on and
// above the diagonal, the lowest at 11 %, and right of the diagonal only the bounds lie, higher
// still): on one line, right of it if it fits there, else left; then on two lines, right, else
// left; the forecast alone on the roomier side; centred on the line, kept inside, when even
// that is too wide.
void RealityFigure::placeLineLabel() {
    if (!m_lineLabel->visible())
        return;
    const QCPAxisRect* rect = axisRect();
    const double x = xAxis->coordToPixel(m_line->point1->coords().x());
    const QPointF foot(x, rect->top() + rect->height() * 0.97);
    const double right = rect->right() - x - 2, left = x - rect->left() - 2;
    const TextMetrics metrics(m_lineLabel->font());
    const int padding = m_lineLabel->padding().left() + m_lineLabel->padding().right();
    auto width = [&](const QString& text) { return widestLine(metrics, text) + padding; };
    auto beside = [&](const QString& text, bool onTheLeft) {
        m_lineLabel->setText(text);
        m_lineLabel->position->setType(QCPItemPosition::ptAbsolute);
        m_lineLabel->position->setCoords(foot + QPointF(onTheLeft ? -2 : 2, 0));
        m_lineLabel->setPositionAlignment((onTheLeft ? Qt::AlignRight : Qt::AlignLeft) |
                                          Qt::AlignBottom);
    };
    const QString broken = brokenNearMiddle(m_lineText);
    if (width(m_lineText) <= right)
        beside(m_lineText, false);
    else if (width(m_lineText) <= left)
        beside(m_lineText, true);
    else if (width(broken) <= right)
        beside(broken, false);
    else if (width(broken) <= left)
        beside(broken, true);
    else if (width(m_shortLineText) <= std::max(left, right))
        beside(m_shortLineText, left > right);
    else {
        m_lineLabel->setText(m_lineText);
        placeInside(m_lineLabel, axisRect(), foot, Qt::AlignBottom);
    }
}

QList<const PublishedRun*> RealityFigure::runsOf(const QCPGraph* series) const {
    const qsizetype i = m_series.indexOf(const_cast<QCPGraph*>(series));
    return i < 0 ? QList<const PublishedRun*>() : m_groups[i].runs;
}

// A run answers at its forecast point and at its bound's marker.
const PublishedRun* RealityFigure::runAt(QPointF pos) const {
    const PublishedRun* best = nullptr;
    double bestDistance = kHoverPixels;
    auto consider = [&](const PublishedRun* p, double mfu) {
        const QPointF at(xAxis->coordToPixel(mfu * 100),
                         yAxis->coordToPixel(*p->run.measured.comparable() * 100));
        const double d = std::hypot(at.x() - pos.x(), at.y() - pos.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = p;
        }
    };
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (m_series[i]->visible())
            for (const PublishedRun* p : m_groups[i].runs) {
                consider(p, *p->forecastMfu);
                if (m_bounds->visible())
                    consider(p, *p->modelMfu);
            }
    return best;
}

QString RealityFigure::runText(const PublishedRun& p) const {
    const RunFile& r = p.run;
    QStringList lines{
        QString::fromStdString(r.name),
        tr("Measured MFU %1, the bound at peak %2")
            .arg(format::percent(*r.measured.comparable()), format::percent(*p.modelMfu)),
        p.forecastMfu && p.forecastError()
            ? tr("Forecast MFU %1 (%2): the step %3 off the measured one")
                  .arg(format::percent(*p.forecastMfu),
                       stackDisplayName(choiceId(stackIds, scenarioStack(r.scenario))),
                       QString::asprintf("%+.0f %%", *p.forecastError() * 100))
            : QString(),
        tr("Source: %1, %2")
            .arg(QString::fromStdString(r.citation), QString::fromStdString(r.where))};
    lines.removeAll(QString());
    if (!r.approximations.empty()) {
        lines << tr("Approximations:");
        for (const QString& a : runApproximations(r))
            lines << QStringLiteral("• ") + a;
    }
    return lines.join(QLatin1Char('\n'));
}

void RealityFigure::mouseMoveEvent(QMouseEvent* event) {
    // A run's story in a tool tip instead of the curves' read-out: the points are runs.
    if (const PublishedRun* p = runAt(event->position()))
        QToolTip::showText(event->globalPosition().toPoint(), asRichText(runText(*p)), this);
    else
        QToolTip::hideText();
}

} // namespace shardscope
