// The control panel shown from the scenario: every box, slider and label set from it, the lists
// that depend on it (mesh shapes, HSDP, EP and CP ways) refilled when their entries change.
#include "workspace/controlpanel.h"

#include "common/format.h"
#include "common/presetnames.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "presets.h"
#include "workspace/splitslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <cmath>

namespace shardscope {

namespace {

int nearestIndex(const QList<double>& values, double v) {
    int best = 0;
    for (int i = 1; i < values.size(); ++i)
        if (std::fabs(std::log(values[i] / v)) < std::fabs(std::log(values[best] / v)))
            best = i;
    return best;
}

template <typename T> int indexOfValue(const QList<T>& values, T v) {
    int best = 0;
    for (int i = 0; i < values.size(); ++i)
        if (std::fabs(double(values[i]) - double(v)) < std::fabs(double(values[best]) - double(v)))
            best = i;
    return best;
}

// The combo entry of `preset` when the scenario still holds its values unchanged, else
// the last entry ("Custom…"). A scenario with no preset (an object without "base") is custom.
template <typename T>
int presetIndex(const QComboBox* combo, const Preset<T>* preset, const T& value) {
    const int index = preset ? combo->findData(QString::fromStdString(preset->id)) : -1;
    return index >= 0 && preset->value == value ? index : combo->count() - 1;
}

// A choice box's entries and the one chosen. The list is refilled only when its entries change:
// every scenario change (each step of a slider drag) shows the panel again, and a refill lays
// the box out anew.
void showChoices(QComboBox* box, const QStringList& entries, int current) {
    bool same = box->count() == entries.size();
    for (int i = 0; same && i < entries.size(); ++i)
        same = box->itemText(i) == entries[i];
    if (!same) {
        box->clear();
        box->addItems(entries);
    }
    box->setCurrentIndex(current);
    box->setEnabled(entries.size() > 1);
}

// Y_opt as a fractional index into `tpWays` (descending), log-interpolated between the
// neighbouring divisors; NaN when there is none or it lies outside.
double optimumPosition(const QList<long long>& tpWays, std::optional<double> yOpt) {
    if (!yOpt)
        return NAN;
    for (int i = 0; i + 1 < tpWays.size(); ++i) {
        const double hi = double(tpWays[i]), lo = double(tpWays[i + 1]);
        if (lo <= *yOpt && *yOpt <= hi)
            return i + std::log(hi / *yOpt) / std::log(hi / lo);
    }
    return NAN;
}

QString meshText(const std::vector<long long>& dims) {
    QStringList parts;
    for (long long d : dims)
        parts << QString::number(d);
    return parts.join(QStringLiteral(" × "));
}

} // namespace

void ControlPanel::showMeshShapes(const Scenario& s) {
    m_meshShapes = meshShapes(s.chips, s.hardware.mesh);
    m_meshShape->clear();
    m_meshShape->addItem(tr("auto: %1").arg(meshText(deriveMesh(s.chips, s.hardware.mesh))));
    for (const auto& shape : m_meshShapes)
        m_meshShape->addItem(meshText(shape));
    const auto given = std::find(m_meshShapes.begin(), m_meshShapes.end(), s.mesh);
    if (s.meshGiven && given == m_meshShapes.end()) { // a file's shape the list left out
        m_meshShapes.push_back(s.mesh);
        m_meshShape->addItem(meshText(s.mesh));
    }
    m_meshShape->setCurrentIndex(
        s.meshGiven ? int(std::find(m_meshShapes.begin(), m_meshShapes.end(), s.mesh) -
                          m_meshShapes.begin()) +
                          1
                    : 0);
}

void ControlPanel::showScenario() {
    const Scenario& s = m_doc->scenario();
    const QList<QWidget*> widgets = findChildren<QWidget*>();
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(size_t(widgets.size()));
    for (QWidget* w : widgets)
        blockers.emplace_back(w);

    m_hardware->setCurrentIndex(
        presetIndex(m_hardware, findHardwarePreset(s.hardwarePreset), s.hardware));
    m_model->setCurrentIndex(presetIndex(m_model, findModelPreset(s.modelPreset), s.model));
    showCustomNames(s);

    m_chipValues = chipSteps(s.hardware);
    if (!m_chipValues.contains(s.chips)) {
        m_chipValues.push_back(s.chips);
        std::sort(m_chipValues.begin(), m_chipValues.end());
    }
    m_chipSlider->setRange(0, int(m_chipValues.size()) - 1);
    m_chipSlider->setValue(int(m_chipValues.indexOf(s.chips)));
    m_chips->setValue(int(s.chips));
    showMeshShapes(s);
    m_pods->setValue(int(s.pods));
    m_batchSlider->setValue(nearestIndex(batchSteps(), s.batchTokens));
    if (!m_batchEdit->hasFocus())
        m_batchEdit->setText(QLocale().toString(s.batchTokens, 'f', 0));
    m_seqLen->setValue(int(s.seqLen));

    // Left to right: more FSDP, as on the split sweep's x-axis. m_tpValues descends.
    m_tpValues.clear();
    const std::vector<long long> tpWays = divisorsOf(s.splitChips());
    for (auto y = tpWays.rbegin(); y != tpWays.rend(); ++y)
        m_tpValues.push_back(*y);
    m_splitSlider->setRange(0, int(m_tpValues.size()) - 1);
    m_splitSlider->setValue(indexOfValue(m_tpValues, s.tp));
    m_splitSlider->setOptimumPosition(
        optimumPosition(m_tpValues, m_doc->results().thresholds.yOpt));
    const Results& r = m_doc->results();
    m_splitLabel->setText(tr("FSDP %1 × TP %2").arg(format::fsdpWays(s)).arg(s.tp));
    m_pp->setValue(int(s.pp));
    m_microbatches->setValue(int(s.stepMicrobatches()));
    m_schedule->setCurrentIndex(s.pipelineSchedule == PipelineSchedule::OneFOneB ? 0 : 1);

    m_autoAxes->setChecked(!s.axesFsdp && !s.axesTp);
    m_axesFsdp->setEnabled(!m_autoAxes->isChecked());
    m_axesTp->setEnabled(!m_autoAxes->isChecked());
    m_axesFsdp->setValue(s.axesFsdp.value_or(std::max(r.layer.split.mx, 1)));
    m_axesTp->setValue(s.axesTp.value_or(std::max(r.layer.split.my, 1)));
    m_overlap->setCurrentIndex(s.overlap == Overlap::Max ? 0 : 1);
    m_finiteGroup->setChecked(s.finiteGroup);
    int recipe = 3;
    for (int i = 0; i < 3; ++i)
        if (s.recipe == *memoryRecipe(kRecipes[i]))
            recipe = i;
    m_recipe->setCurrentIndex(recipe);
    m_zero->setCurrentIndex(s.zeroStage);
    showHsdp(s);
    showEp(s);
    m_capacityFactor->setValue(s.capacityFactor);
    m_capacityFactor->setEnabled(s.model.moe()); // a dense model has no experts to balance
    showCp(s);
    m_precision->setCurrentIndex(s.precision == Precision::Fp8 ? 1 : 0);
    m_precision->setEnabled(s.hardware.fp8Flops.has_value()); // fp8 is refused without it
    const auto& orders = placementOrders();
    m_placement->setCurrentIndex(
        int(std::find(orders.begin(), orders.end(), s.placement) - orders.begin()));
    m_algorithm->setCurrentIndex(s.algorithm == CommsAlgorithm::Ring ? 1 : 0);
    // Only a cluster of nodes has a network between them to place groups across.
    m_algorithm->setEnabled(s.hardware.switched());
    m_placement->setEnabled(s.hardware.switched());
    m_checkpoints->setValue(s.checkpointsPerLayer);
    m_prefetch->setChecked(s.prefetch);
    m_mfu->setValue(s.mfu * 100);
    if (!m_trainingTokens->hasFocus())
        m_trainingTokens->setText(format::count(s.trainingTokens));
}

// The HSDP combo: "off", then every divisor of FSDP between 1 and FSDP.
void ControlPanel::showHsdp(const Scenario& s) {
    m_hsdpValues.clear();
    for (long long h : divisorsOf(s.fsdp))
        if (h > 1 && h < s.fsdp)
            m_hsdpValues.push_back(h);
    QStringList entries{tr("off: shard over all FSDP ways")};
    for (long long h : m_hsdpValues)
        entries << tr("%1 chips, %2 replicas").arg(h).arg(s.fsdp / h);
    const auto at = std::find(m_hsdpValues.begin(), m_hsdpValues.end(), s.hsdp);
    showChoices(m_hsdp, entries, at == m_hsdpValues.end() ? 0 : int(at - m_hsdpValues.begin()) + 1);
}

// The EP combo: every common divisor of the shard group and the experts; a dense model has
// only 1.
void ControlPanel::showEp(const Scenario& s) {
    const long long experts = s.model.moe() ? s.model.experts : 1;
    m_epValues = divisorsOf(std::gcd(s.shardGroup(), experts));
    QStringList entries;
    for (long long e : m_epValues)
        entries << (s.model.moe() ? tr("%1 (experts per chip: %2)").arg(e).arg(experts / e)
                                  : tr("1: a dense model has no experts"));
    const auto at = std::find(m_epValues.begin(), m_epValues.end(), s.ep);
    showChoices(m_ep, entries, at == m_epValues.end() ? 0 : int(at - m_epValues.begin()));
}

// The CP combo: every divisor of chips / PP that divides the sequence, with the tokens each
// chip of a CP group holds of every sequence.
void ControlPanel::showCp(const Scenario& s) {
    m_cpValues = divisorsOf(contextWaysDivide(s));
    QStringList entries;
    for (long long c : m_cpValues)
        entries << (c == 1 ? tr("1: sequences whole")
                           : tr("%1 (tokens per chip: %2)")
                                 .arg(c)
                                 .arg(QLocale().toString(qlonglong(s.seqLen / c))));
    const auto at = std::find(m_cpValues.begin(), m_cpValues.end(), s.cp);
    showChoices(m_cp, entries, at == m_cpValues.end() ? 0 : int(at - m_cpValues.begin()));
}

// The last entry of each box edits a custom one; while the scenario holds one (a published run's
// model, an edited preset) it names it, so that the box says what is loaded.
void ControlPanel::showCustomNames(const Scenario& s) {
    auto custom = [this](QComboBox* box, const std::string& name) {
        const bool shown = box->currentIndex() == box->count() - 1 && !name.empty();
        box->setItemText(box->count() - 1,
                         shown ? tr("%1 (custom)…").arg(QString::fromStdString(name))
                               : tr("Custom…"));
    };
    custom(m_hardware, s.hardware.name);
    custom(m_model, s.model.name);
}

} // namespace shardscope
