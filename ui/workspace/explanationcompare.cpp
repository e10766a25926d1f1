// The panel's comparison: the pinned scenario A and the current one side by side, with the
// core's numbers for each and how the current one differs.
#include "workspace/explanationpanel.h"

#include "common/format.h"
#include "common/scenariosummary.h"

namespace shardscope {

namespace {

// Now over A as a factor ("× 0.52"); a dash when either side has no value.
QString factor(std::optional<double> a, std::optional<double> now) {
    if (!a || !now || !(*a > 0) || !(*now > 0))
        return QStringLiteral("—");
    return QStringLiteral("× ") + format::number(*now / *a);
}

std::optional<double> crossover(const Results& r) {
    const auto& c = r.layer.crossoverBatch;
    return c && *c > 0 ? c : std::nullopt;
}

QString crossoverText(const Results& r) {
    const auto& c = r.layer.crossoverBatch;
    if (!c)
        return ExplanationPanel::tr("none");
    if (*c <= 0)
        return ExplanationPanel::tr("every batch");
    return format::tokens(*c);
}

// One line under its name; never a table: the panel's dock is too narrow for four columns (a
// Russian verdict and row names broke inside their words).
QString row(const QString& name, const QString& a, const QString& now, const QString& change) {
    return QStringLiteral("<p><b>%1</b><br>A:&nbsp;%2 · %3:&nbsp;%4 · %5</p>")
        .arg(name, a, ExplanationPanel::tr("Now"), now, change);
}

// A row in grey: the bound beside the forecast it never beats.
QString lightRow(const QString& name, const QString& a, const QString& now, const QString& change) {
    return QStringLiteral("<p style='color:#777'><b>%1</b><br>A:&nbsp;%2 · %3:&nbsp;%4 · %5</p>")
        .arg(name, a, ExplanationPanel::tr("Now"), now, change);
}

QString costText(const Results& r) {
    return r.training.costUsd ? format::count(*r.training.costUsd) : QStringLiteral("—");
}

// One word for the row ("compute" / "comms"), in the verdict's colours.
QString boundBy(bool computeBound) {
    return computeBound ? ExplanationPanel::tr("<b style='color:#2a7a2a'>compute</b>", "bound by")
                        : ExplanationPanel::tr("<b style='color:#c00000'>comms</b>", "bound by");
}

} // namespace

QString ExplanationPanel::compareSection() const {
    if (!m_pinned)
        return {};
    const Results& a = m_pinnedResults;
    const Results& now = results();
    QString t = tr("<h3>A and the current scenario</h3>");
    t += tr("<p><b>A:</b> %1<br><b>Now:</b> %2</p>")
             .arg(scenarioSummary(*m_pinned).toHtmlEscaped(),
                  scenarioSummary(scenario()).toHtmlEscaped());
    t += row(tr("Step, forecast"), format::seconds(a.forecast.seconds),
             format::seconds(now.forecast.seconds),
             factor(a.forecast.seconds, now.forecast.seconds));
    t += row(tr("MFU, forecast"), format::number(a.forecast.mfu * 100) + QStringLiteral(" %"),
             format::number(now.forecast.mfu * 100) + QStringLiteral(" %"),
             factor(a.forecast.mfu, now.forecast.mfu));
    t += lightRow(tr("Step, bound at peak"), format::seconds(a.step.seconds),
                  format::seconds(now.step.seconds), factor(a.step.seconds, now.step.seconds));
    t += lightRow(tr("MFU ceiling"), format::number(a.step.mfu * 100) + QStringLiteral(" %"),
                  format::number(now.step.mfu * 100) + QStringLiteral(" %"),
                  factor(a.step.mfu, now.step.mfu));
    t += row(tr("Compute-bound from B ≈"), crossoverText(a), crossoverText(now),
             factor(crossover(a), crossover(now)));
    t += row(tr("Memory per chip"), format::bytes(a.memory.perChipBytes),
             format::bytes(now.memory.perChipBytes),
             factor(a.memory.perChipBytes, now.memory.perChipBytes));
    t += row(tr("Training days"), format::number(a.forecast.days),
             format::number(now.forecast.days), factor(a.forecast.days, now.forecast.days));
    t += row(tr("Chip-hours"), format::count(a.training.chipHours),
             format::count(now.training.chipHours),
             factor(a.training.chipHours, now.training.chipHours));
    if (a.training.costUsd || now.training.costUsd)
        t += row(tr("Cost, USD"), costText(a), costText(now),
                 factor(a.training.costUsd, now.training.costUsd));
    t += row(tr("Bound by"), boundBy(a.layer.computeBound), boundBy(now.layer.computeBound),
             a.layer.computeBound == now.layer.computeBound ? tr("same") : tr("changed"));
    return t;
}

} // namespace shardscope
