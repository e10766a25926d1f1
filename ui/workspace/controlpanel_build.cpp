// The control panel's form: its groups of rows, each control bound to its scenario field.
#include "workspace/controlpanel.h"

#include "common/format.h"
#include "presets.h"
#include "scenario_io.h"
#include "workspace/splitslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shardscope {

namespace {

// The group's rows sit on a widget that fills its own background: a slider step repaints the
// slider over that fill, not the group box's framed background behind it (a twelfth of a
// board step went to redrawing the frame).
QFormLayout* groupForm(QGroupBox* group) {
    auto* rows = new QWidget;
    rows->setAutoFillBackground(true);
    auto* form = new QFormLayout(rows);
    form->setContentsMargins(0, 0, 0, 0);
    (new QVBoxLayout(group))->addWidget(rows);
    return form;
}

} // namespace

QLabel* ControlPanel::addRow(QFormLayout* form, const char* label, QWidget* field,
                             QLayout* fieldRow) {
    auto* text = new QLabel;
    text->setBuddy(field);
    if (fieldRow)
        form->addRow(text, fieldRow);
    else
        form->addRow(text, field);
    m_rowLabels.push_back({text, label});
    return text;
}

void ControlPanel::buildSetupGroup() {
    m_setupGroup = new QGroupBox(this);
    auto* form = groupForm(m_setupGroup);
    m_hardware = new QComboBox;
    for (const auto& p : hardwarePresets())
        m_hardware->addItem(QString::fromStdString(p.value.name), QString::fromStdString(p.id));
    m_hardware->addItem(QString(), QString()); // Custom…
    m_model = new QComboBox;
    for (const auto& p : modelPresets())
        m_model->addItem(QString::fromStdString(p.value.name), QString::fromStdString(p.id));
    m_model->addItem(QString(), QString());
    connect(m_hardware, &QComboBox::activated, this, &ControlPanel::chooseHardware);
    connect(m_model, &QComboBox::activated, this, &ControlPanel::chooseModel);

    m_chipSlider = new QSlider(Qt::Horizontal);
    m_chipSlider->setPageStep(1);
    m_chips = new QSpinBox;
    m_chips->setObjectName(QStringLiteral("chips"));
    m_chips->setRange(1, int(limits::maxChips));
    m_chips->setGroupSeparatorShown(true);
    auto* chipRow = new QHBoxLayout;
    chipRow->addWidget(m_chipSlider, 1);
    chipRow->addWidget(m_chips);
    bind(
        m_chipSlider,
        [this](Scenario& s, int i) {
            if (i >= 0 && i < m_chipValues.size())
                s = withChips(s, m_chipValues[i]);
        },
        QT_TR_NOOP("Change chips"), QT_TR_NOOP("Drag chips"));
    bind(
        m_chips, [](Scenario& s, int n) { s = withChips(s, n); }, QT_TR_NOOP("Change chips"));
    m_meshShape = new QComboBox;
    connect(m_meshShape, &QComboBox::activated, this, &ControlPanel::chooseMeshShape);
    m_pods = new QSpinBox;
    m_pods->setObjectName(QStringLiteral("pods"));
    m_pods->setRange(1, int(limits::maxPods));
    bind(
        m_pods, [](Scenario& s, int v) { s.pods = v; }, QT_TR_NOOP("Change pods"));

    m_batchSlider = new QSlider(Qt::Horizontal);
    m_batchSlider->setRange(0, int(batchSteps().size()) - 1);
    m_batchSlider->setPageStep(4);
    m_batchEdit = new QLineEdit;
    m_batchEdit->setMaximumWidth(120);
    auto* batchRow = new QHBoxLayout;
    batchRow->addWidget(m_batchSlider, 1);
    batchRow->addWidget(m_batchEdit);
    bind(
        m_batchSlider, [](Scenario& s, int i) { s.batchTokens = batchSteps()[i]; },
        QT_TR_NOOP("Change batch"), QT_TR_NOOP("Drag batch"));
    connect(m_batchEdit, &QLineEdit::editingFinished, this, &ControlPanel::commitBatchText);
    m_seqLen = new QSpinBox;
    m_seqLen->setObjectName(QStringLiteral("seqLen"));
    m_seqLen->setRange(1, int(limits::maxSeqLen));
    m_seqLen->setGroupSeparatorShown(true);
    bind(
        m_seqLen,
        [](Scenario& s, int v) {
            s.seqLen = v;
            s = withCp(s, s.cp); // CP keeps dividing the sequence
        },
        QT_TR_NOOP("Change sequence length"));

    addRow(form, QT_TR_NOOP("Hardware"), m_hardware);
    addRow(form, QT_TR_NOOP("Model"), m_model);
    addRow(form, QT_TR_NOOP("Chips N"), m_chipSlider, chipRow);
    addRow(form, QT_TR_NOOP("Mesh"), m_meshShape);
    addRow(form, QT_TR_NOOP("Pods"), m_pods);
    addRow(form, QT_TR_NOOP("Batch B"), m_batchSlider, batchRow);
    addRow(form, QT_TR_NOOP("Sequence S"), m_seqLen);
}

void ControlPanel::buildSplitGroup() {
    m_splitGroup = new QGroupBox(this);
    auto* form = groupForm(m_splitGroup);
    m_splitSlider = new SplitSlider;
    m_splitLabel = new QLabel;
    m_splitLabel->setAlignment(Qt::AlignCenter);
    QFont bold = m_splitLabel->font();
    bold.setBold(true);
    m_splitLabel->setFont(bold);
    bind(
        m_splitSlider,
        [this](Scenario& s, int i) {
            if (i >= 0 && i < m_tpValues.size())
                s = withTp(s, m_tpValues[i]);
        },
        QT_TR_NOOP("Change split"), QT_TR_NOOP("Drag split"));
    m_pp = new QSpinBox;
    m_pp->setObjectName(QStringLiteral("pp"));
    m_pp->setRange(1, 4096);
    bind(
        m_pp,
        [](Scenario& s, int p) {
            if (s.chips % p == 0) { // else refused: the box shows the scenario's stages again
                s.pp = p;
                if (p > 1) // a pipeline's microbatches accumulate the gradients themselves
                    s.accumulation = 1;
                s = withChips(s, s.chips);
            }
        },
        QT_TR_NOOP("Change pipeline stages"));
    m_microbatches = new QSpinBox;
    m_microbatches->setObjectName(QStringLiteral("microbatches"));
    m_microbatches->setRange(1, int(limits::maxMicrobatches));
    bind(
        m_microbatches,
        [](Scenario& s, int v) {
            // One stage: the box is the gradient accumulation (docs/model.md#accumulation).
            (s.pp > 1 ? s.microbatches : s.accumulation) = v;
        },
        QT_TR_NOOP("Change microbatches"));
    m_schedule = new QComboBox;
    m_schedule->setObjectName(QStringLiteral("schedule"));
    m_schedule->addItems({QStringLiteral("1F1B"), QStringLiteral("GPipe")});
    bind(
        m_schedule,
        [](Scenario& s, int i) {
            s.pipelineSchedule = i == 0 ? PipelineSchedule::OneFOneB : PipelineSchedule::GPipe;
        },
        QT_TR_NOOP("Change pipeline schedule"));
    m_splitLeftEnd = new QLabel;
    m_splitRightEnd = new QLabel;
    m_splitRightEnd->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* ends = new QHBoxLayout;
    ends->addWidget(m_splitLeftEnd);
    ends->addStretch(1);
    ends->addWidget(m_splitRightEnd);
    form->addRow(m_splitLabel);
    form->addRow(m_splitSlider);
    form->addRow(ends);
    // docs/model.md#expert-parallelism: EP's entries follow FSDP's and the experts' common
    // divisors (showEp).
    m_ep = new QComboBox;
    m_ep->setObjectName(QStringLiteral("ep"));
    bind(
        m_ep,
        [this](Scenario& s, int i) {
            if (i >= 0 && i < int(m_epValues.size()))
                s.ep = m_epValues[size_t(i)];
        },
        QT_TR_NOOP("Change expert parallelism"));
    addRow(form, QT_TR_NOOP("EP (experts)"), m_ep);
    // docs/model.md#capacity-factor: the busiest expert's tokens over its even share.
    m_capacityFactor = new QDoubleSpinBox;
    m_capacityFactor->setObjectName(QStringLiteral("capacityFactor"));
    m_capacityFactor->setRange(1, limits::maxCapacityFactor);
    m_capacityFactor->setDecimals(2);
    m_capacityFactor->setSingleStep(0.05);
    bind(
        m_capacityFactor, [](Scenario& s, double v) { s.capacityFactor = v; },
        QT_TR_NOOP("Change capacity factor"));
    addRow(form, QT_TR_NOOP("Capacity factor"), m_capacityFactor);
    // docs/model.md#context-parallelism: CP's entries divide chips / PP and the sequence (showCp).
    m_cp = new QComboBox;
    m_cp->setObjectName(QStringLiteral("cp"));
    bind(
        m_cp,
        [this](Scenario& s, int i) {
            if (i >= 0 && i < int(m_cpValues.size()))
                s = withCp(s, m_cpValues[size_t(i)]);
        },
        QT_TR_NOOP("Change context parallelism"));
    addRow(form, QT_TR_NOOP("CP (sequence)"), m_cp);
    addRow(form, QT_TR_NOOP("PP stages"), m_pp);
    addRow(form, QT_TR_NOOP("Microbatches"), m_microbatches);
    addRow(form, QT_TR_NOOP("Schedule"), m_schedule);
    // docs/model.md#nodes: which axis takes neighbouring chips, innermost first.
    m_placement = new QComboBox;
    m_placement->setObjectName(QStringLiteral("placement"));
    for (const auto& order : placementOrders())
        m_placement->addItem(format::placement(order, QStringLiteral(" · ")));
    bind(
        m_placement,
        [](Scenario& s, int i) { s.placement = placementOrders()[size_t(std::max(i, 0))]; },
        QT_TR_NOOP("Change placement"));
    addRow(form, QT_TR_NOOP("Placement"), m_placement);
}

void ControlPanel::buildCommsGroup() {
    m_commsGroup = new QGroupBox(this);
    auto* form = groupForm(m_commsGroup);
    m_autoAxes = new QCheckBox;
    m_axesFsdp = new QSpinBox;
    m_axesTp = new QSpinBox;
    for (QSpinBox* b : {m_axesFsdp, m_axesTp})
        b->setRange(1, limits::maxAxes);
    auto applyAxes = [this](Scenario& s, auto) {
        s.axesFsdp =
            m_autoAxes->isChecked() ? std::nullopt : std::optional<int>(m_axesFsdp->value());
        s.axesTp = m_autoAxes->isChecked() ? std::nullopt : std::optional<int>(m_axesTp->value());
    };
    bind(m_autoAxes, applyAxes, QT_TR_NOOP("Change mesh axes"));
    bind(m_axesFsdp, applyAxes, QT_TR_NOOP("Change mesh axes"));
    bind(m_axesTp, applyAxes, QT_TR_NOOP("Change mesh axes"));
    auto* axesRow = new QHBoxLayout;
    axesRow->addWidget(m_autoAxes);
    axesRow->addWidget(m_axesFsdp);
    axesRow->addWidget(m_axesTp);
    m_overlap = new QComboBox;
    m_overlap->addItems({QString(), QString()});
    bind(
        m_overlap, [](Scenario& s, int i) { s.overlap = i == 0 ? Overlap::Max : Overlap::Sum; },
        QT_TR_NOOP("Change overlap"));
    m_finiteGroup = new QCheckBox;
    bind(
        m_finiteGroup, [](Scenario& s, bool on) { s.finiteGroup = on; },
        QT_TR_NOOP("Change collective model"));
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("commsAlgorithm"));
    m_algorithm->addItems({QString(), QString()});
    bind(
        m_algorithm,
        [](Scenario& s, int i) {
            s.algorithm = i == 1 ? CommsAlgorithm::Ring : CommsAlgorithm::Hierarchical;
        },
        QT_TR_NOOP("Change collective across nodes"));
    addRow(form, QT_TR_NOOP("M_X, M_Y"), m_autoAxes, axesRow);
    addRow(form, QT_TR_NOOP("Overlap"), m_overlap);
    form->addRow(m_finiteGroup);
    addRow(form, QT_TR_NOOP("Across nodes"), m_algorithm);
}

void ControlPanel::buildMemoryGroup() {
    m_memoryGroup = new QGroupBox(this);
    auto* form = groupForm(m_memoryGroup);
    m_recipe = new QComboBox;
    m_recipe->addItems({QString(), QString(), QString(), QString()});
    bind(
        m_recipe,
        [](Scenario& s, int i) {
            if (i < 3) // a custom recipe comes from a file
                s.recipe = *memoryRecipe(kRecipes[i]);
        },
        QT_TR_NOOP("Change memory recipe"));
    m_zero = new QComboBox;
    m_zero->addItems({QString(), QString(), QString(), QString()});
    bind(
        m_zero, [](Scenario& s, int i) { s.zeroStage = i; }, QT_TR_NOOP("Change ZeRO stage"));
    // docs/model.md#hsdp: the shard group; the entries follow FSDP's divisors (showScenario).
    m_hsdp = new QComboBox;
    m_hsdp->setObjectName(QStringLiteral("hsdp"));
    bind(
        m_hsdp,
        [this](Scenario& s, int i) {
            s.hsdp = i > 0 && i <= int(m_hsdpValues.size()) ? m_hsdpValues[size_t(i - 1)] : 0;
            keepGroupsDividing(s); // EP divides the shard group
        },
        QT_TR_NOOP("Change HSDP group"));
    m_checkpoints = new QSpinBox;
    m_checkpoints->setObjectName(QStringLiteral("checkpoints"));
    m_checkpoints->setRange(0, 1000);
    bind(
        m_checkpoints, [](Scenario& s, int v) { s.checkpointsPerLayer = v; },
        QT_TR_NOOP("Change checkpoints"));
    m_prefetch = new QCheckBox;
    bind(
        m_prefetch, [](Scenario& s, bool on) { s.prefetch = on; }, QT_TR_NOOP("Change prefetch"));
    m_mfu = new QDoubleSpinBox;
    m_mfu->setRange(limits::minMfu * 100, 100); // the scenario format's range
    m_mfu->setDecimals(1);
    m_mfu->setSuffix(QStringLiteral(" %"));
    bind(
        m_mfu, [](Scenario& s, double v) { s.mfu = v / 100; }, QT_TR_NOOP("Change MFU"));
    addRow(form, QT_TR_NOOP("Bytes/param"), m_recipe);
    addRow(form, QT_TR_NOOP("ZeRO stage"), m_zero);
    addRow(form, QT_TR_NOOP("HSDP group"), m_hsdp);
    addRow(form, QT_TR_NOOP("Checkpoints"), m_checkpoints);
    form->addRow(m_prefetch);
    // docs/model.md#precision: fp8 matmuls where the hardware has an fp8 peak.
    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("precision"));
    m_precision->addItems({QStringLiteral("bf16"), QStringLiteral("fp8")});
    bind(
        m_precision,
        [](Scenario& s, int i) { s.precision = i == 1 ? Precision::Fp8 : Precision::Bf16; },
        QT_TR_NOOP("Change matmul precision"));
    addRow(form, QT_TR_NOOP("Matmuls"), m_precision);
    addRow(form, QT_TR_NOOP("MFU"), m_mfu);
    m_trainingTokens = new QLineEdit;
    connect(m_trainingTokens, &QLineEdit::editingFinished, this,
            &ControlPanel::commitTrainingTokens);
    addRow(form, QT_TR_NOOP("Training tokens"), m_trainingTokens);
}

} // namespace shardscope
