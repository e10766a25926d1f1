#include "figures/realityfigure.h"

#include "common/format.h"
#include "common/plaintext.h"
#include "common/presetnames.h"
#include "figures/figuretext.h"
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

QString percent(double fraction) {
    return format::number(fraction * 100, 3) + QStringLiteral(" %");
}

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
        if (!p.modelMfu || !p.run.measured.comparable())
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

RealityFigure::RealityFigure(QWidget* parent) : Figure(parent), m_groups(groups()) {
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setRange(0, 100);
        axis->setTicker(QSharedPointer<LabelledTicker>::create(
            [](double v) { return format::number(v, 3) + QStringLiteral(" %"); }));
    }
    m_diagonal = addGraph();
    m_diagonal->setData({0, 100}, {0, 100});
    setCurveKey(m_diagonal, QStringLiteral("diagonal")); // the name a user hides it by
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        QCPGraph* g = addGraph();
        g->setLineStyle(QCPGraph::lsNone);
        g->setName(m_groups[i].label);
        setCurveKey(g, QStringLiteral("runs:") + m_groups[i].label); // a user hides it by this
        QVector<double> x, y;
        for (const PublishedRun* p : m_groups[i].runs) {
            x << *p->modelMfu * 100;
            y << *p->run.measured.comparable() * 100;
        }
        g->setData(x, y, true);
        m_series << g;
    }
    m_current = addGraph();
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->removeFromLegend();
    m_ceiling = new QCPItemStraightLine(this);
    m_ceilingLabel = new PlotLabel(this);
    m_ceilingLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_ceilingLabel->setPadding(QMargins(4, 2, 4, 2));
    m_note = new TitleText(this, m_theme.font(0.95));
    plotLayout()->addElement(plotLayout()->rowCount(), 0, m_note);
    legend->setVisible(true);
    applyTheme();
    retranslate();
}

QString RealityFigure::title() const {
    return tr("The model against published runs: measured MFU and the model's ceiling");
}

QString RealityFigure::note() const {
    return tr("The model is an upper bound: it runs every matmul at peak and hides what overlap "
              "can hide. Kernels below peak, imperfect overlap, stragglers, data loading and "
              "checkpoints are what lies between a point and the diagonal.");
}

void RealityFigure::applyTheme() {
    m_diagonal->setPen(pen(m_theme.axis, 0.8, Qt::DashLine));
    const double size = m_theme.projector ? 13 : 9;
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        QColor colour = m_theme.colour(Curve(i % kColourCount));
        QColor fill = colour;
        fill.setAlphaF(0.35);
        const auto shape = kShapes[(i + i / kColourCount) % kShapeCount];
        m_series[i]->setPen(pen(colour));
        m_series[i]->setScatterStyle(QCPScatterStyle(shape, pen(colour), QBrush(fill), size));
    }
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, pen(m_theme.text, 1.4),
                                               Qt::NoBrush, size * 2.2));
    const QColor mark = m_theme.colour(Curve::Current);
    m_ceiling->setPen(pen(mark, 1.0, Qt::DotLine));
    const double small = m_theme.projector ? 1.0 : 0.85;
    m_ceilingLabel->setFont(m_theme.font(small, true));
    m_ceilingLabel->setColor(mark);
    m_ceilingLabel->setBrush(m_theme.labelBackground);
    m_note->setFont(m_theme.font(m_theme.projector ? 1.0 : 0.9));
    m_note->setTextColor(m_theme.text);
}

void RealityFigure::retranslate() {
    setTitleText(title());
    setAxisLabels(xAxis, tr("The model's MFU ceiling for the run's layout"), tr("Model's ceiling"));
    setAxisLabels(yAxis, tr("Measured MFU (one convention for every run)"), tr("Measured MFU"));
    m_diagonal->setName(tr("measured = ceiling"));
    m_noteText = note();
    m_note->setText(m_noteText);
    setToolTip(QString());
}

QString RealityFigure::pinDetail(const Results& a) const {
    return tr("ceiling %1").arg(percent(a.step.mfu));
}

double RealityFigure::ceilingLineAt() const {
    return m_ceiling->visible() ? m_ceiling->point1->coords().x() : std::nan("");
}

void RealityFigure::redraw() {
    setTitleText(title());
    const double at = results().step.mfu * 100;
    const bool shown = std::isfinite(at) && at > 0 && at <= 100;
    m_ceiling->setVisible(shown);
    m_ceilingLabel->setVisible(shown);
    if (shown) {
        m_ceiling->point1->setCoords(at, 0);
        m_ceiling->point2->setCoords(at, 1);
        m_ceilingLabel->setText(tr("this scenario's ceiling %1").arg(percent(results().step.mfu)));
        // Beside the line, on the side with room, at the foot of the plot: the runs lie above
        // it and the diagonal starts left of any ceiling a run has.
        const bool left = at > 50;
        m_ceilingLabel->position->setCoords(at, 0.97);
        m_ceilingLabel->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                             Qt::AlignBottom);
    }
    // The run open now, if the scenario is one: ringed.
    QVector<double> x, y;
    for (const Series& s : m_groups)
        for (const PublishedRun* p : s.runs)
            if (p->run.scenario == scenario()) {
                x << *p->modelMfu * 100;
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
    return false;
}

QList<const PublishedRun*> RealityFigure::runsOf(const QCPGraph* series) const {
    const qsizetype i = m_series.indexOf(const_cast<QCPGraph*>(series));
    return i < 0 ? QList<const PublishedRun*>() : m_groups[i].runs;
}

const PublishedRun* RealityFigure::runAt(QPointF pos) const {
    const PublishedRun* best = nullptr;
    double bestDistance = kHoverPixels;
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        if (!m_series[i]->visible())
            continue;
        for (const PublishedRun* p : m_groups[i].runs) {
            const QPointF at(xAxis->coordToPixel(*p->modelMfu * 100),
                             yAxis->coordToPixel(*p->run.measured.comparable() * 100));
            const double d = std::hypot(at.x() - pos.x(), at.y() - pos.y());
            if (d <= bestDistance) {
                bestDistance = d;
                best = p;
            }
        }
    }
    return best;
}

QString RealityFigure::runText(const PublishedRun& p) const {
    const RunFile& r = p.run;
    QStringList lines{
        QString::fromStdString(r.name),
        tr("Measured MFU %1, the model's ceiling %2")
            .arg(percent(*r.measured.comparable()), percent(*p.modelMfu)),
        p.forecastMfu && p.forecastError()
            ? tr("Forecast MFU %1 (%2): the step %3 off the measured one")
                  .arg(percent(*p.forecastMfu),
                       stackDisplayName(choiceId(stackIds, scenarioStack(r.scenario))),
                       QString::asprintf("%+.0f %%", *p.forecastError() * 100))
            : QString(),
        tr("Source: %1, %2")
            .arg(QString::fromStdString(r.citation), QString::fromStdString(r.where))};
    lines.removeAll(QString());
    if (!r.approximations.empty()) {
        lines << tr("Approximations:");
        for (const std::string& a : r.approximations)
            lines << QStringLiteral("• ") + QString::fromStdString(a);
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
