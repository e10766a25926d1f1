#include "workspace/controlpanel.h"

#include "common/format.h"
#include "common/presetnames.h"
#include "common/theme.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "evaluate.h"
#include "presets.h"
#include "scenario_io.h"
#include "workspace/customdialogs.h"
#include "workspace/splitslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope {

namespace {

// A lesson step's `highlight` id → the objectName its control is built with.
const std::pair<const char*, const char*> kControlIds[] = {
    {"hardware", "hardware"},
    {"model", "model"},
    {"chips", "chipSlider"},
    {"pods", "pods"},
    {"batch", "batchSlider"},
    {"seq", "seqLen"},
    {"split", "splitSlider"},
    {"pp", "pp"},
    {"microbatches", "microbatches"},
    {"schedule", "schedule"},
    {"axes", "autoAxes"},
    {"overlap", "overlap"},
    {"finite-group", "finiteGroup"},
    {"recipe", "recipe"},
    {"zero", "zero"},
    {"hsdp", "hsdp"},
    {"ep", "ep"},
    {"precision", "precision"},
    {"placement", "placement"},
    {"comms-algorithm", "commsAlgorithm"},
    {"checkpoints", "checkpoints"},
    {"prefetch", "prefetch"},
    {"mfu", "mfu"},
    {"tokens", "trainingTokens"},
};

} // namespace

QList<long long> ControlPanel::chipSteps(const Hardware& hardware) {
    QList<long long> steps;
    for (long long n = 1; n <= 16384; n *= 2)
        steps.push_back(n);
    // The hardware's real system sizes: its own ICI domain and the preset's pod sizes.
    long long meshChips = 1;
    for (long long d : hardware.mesh)
        meshChips *= d;
    std::vector<long long> real = hardware.podSizes;
    real.push_back(meshChips);
    for (long long chips : real)
        if (chips > 0 && !steps.contains(chips))
            steps.push_back(chips);
    std::sort(steps.begin(), steps.end());
    return steps;
}

const QList<double>& ControlPanel::batchSteps() {
    static const QList<double> steps = [] {
        QList<double> v;
        for (double decade = 10; decade < 1e8; decade *= 10)
            for (double m : {1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0})
                v.push_back(m * decade);
        v.push_back(1e8);
        for (double p = 16; p <= 67108864; p *= 2) // the powers of two the book uses (1 M, 4 M)
            v.push_back(p);
        std::sort(v.begin(), v.end());
        return v;
    }();
    return steps;
}

ControlPanel::ControlPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_doc(document) {
    auto* layout = new QVBoxLayout(this);
    buildSetupGroup();
    buildSplitGroup();
    buildCommsGroup();
    buildMemoryGroup();
    for (QGroupBox* g : {m_setupGroup, m_splitGroup, m_commsGroup, m_memoryGroup})
        layout->addWidget(g);
    layout->addStretch(1);
    // A long entry (a preset's full name, a recipe's bytes) must not widen the dock past the
    // screen: each box shows what fits, its list and tooltip the whole text.
    for (QComboBox* box : findChildren<QComboBox*>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    // Names a lesson step's highlight and the tests find the controls by.
    const std::pair<QWidget*, const char*> names[] = {{m_hardware, "hardware"},
                                                      {m_model, "model"},
                                                      {m_chipSlider, "chipSlider"},
                                                      {m_batchSlider, "batchSlider"},
                                                      {m_splitSlider, "splitSlider"},
                                                      {m_autoAxes, "autoAxes"},
                                                      {m_overlap, "overlap"},
                                                      {m_finiteGroup, "finiteGroup"},
                                                      {m_recipe, "recipe"},
                                                      {m_zero, "zero"},
                                                      {m_prefetch, "prefetch"},
                                                      {m_mfu, "mfu"},
                                                      {m_trainingTokens, "trainingTokens"},
                                                      {m_meshShape, "meshShape"},
                                                      {m_batchEdit, "batchEdit"},
                                                      {m_splitLabel, "splitLabel"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    retranslate();
    showScenario();
}

QStringList ControlPanel::controlIds() {
    QStringList ids;
    for (const auto& [id, object] : kControlIds)
        ids << QLatin1String(id);
    return ids;
}

QWidget* ControlPanel::control(const QString& id) const {
    for (const auto& [key, object] : kControlIds)
        if (id == QLatin1String(key))
            return findChild<QWidget*>(QLatin1String(object));
    return nullptr;
}

void ControlPanel::edit(const Scenario& next, const QString& what) {
    try {
        validateScenario(next);
        if (next == m_doc->scenario())
            showScenario(); // a refused or empty change: the control shows the scenario again
        m_doc->apply(next, what);
    } catch (const InputError&) {
        showScenario(); // the control goes back to what the scenario holds
    }
}

template <typename T>
void ControlPanel::applyChange(const Change<T>& change, T value, const char* what) {
    Scenario s = m_doc->scenario();
    change(s, value);
    edit(s, tr(what));
}

// One finished edit is one undo step: spin boxes have keyboard tracking off, so valueChanged
// arrives on Enter, focus out, or an arrow step; combos take `activated` (the user's choice only).
void ControlPanel::bind(QSpinBox* box, Change<int> change, const char* what) {
    box->setKeyboardTracking(false);
    connect(box, &QSpinBox::valueChanged, this, [=, this](int v) { applyChange(change, v, what); });
}

void ControlPanel::bind(QDoubleSpinBox* box, Change<double> change, const char* what) {
    box->setKeyboardTracking(false);
    connect(box, &QDoubleSpinBox::valueChanged, this,
            [=, this](double v) { applyChange(change, v, what); });
}

void ControlPanel::bind(QCheckBox* box, Change<bool> change, const char* what) {
    connect(box, &QCheckBox::toggled, this, [=, this](bool on) { applyChange(change, on, what); });
}

void ControlPanel::bind(QComboBox* box, Change<int> change, const char* what) {
    connect(box, &QComboBox::activated, this, [=, this](int i) { applyChange(change, i, what); });
}

void ControlPanel::bind(QSlider* slider, Change<int> change, const char* what,
                        const char* dragWhat) {
    connect(slider, &QSlider::valueChanged, this,
            [=, this](int i) { applyChange(change, i, what); });
    connect(slider, &QSlider::sliderPressed, m_doc, &ScenarioDocument::beginInteraction);
    connect(slider, &QSlider::sliderReleased, this,
            [this, dragWhat] { m_doc->endInteraction(tr(dragWhat)); });
}

void ControlPanel::chooseHardware(int index) {
    Scenario s = m_doc->scenario();
    const QString id = m_hardware->itemData(index).toString();
    if (id.isEmpty()) {
        editCustomHardware();
        return;
    }
    s.hardwarePreset = id.toStdString();
    s.hardware = findHardwarePreset(s.hardwarePreset)->value;
    keepPrecisionRunnable(s);
    edit(withChips(s, s.chips), tr("Choose hardware"));
}

void ControlPanel::chooseModel(int index) {
    Scenario s = m_doc->scenario();
    const QString id = m_model->itemData(index).toString();
    if (id.isEmpty()) {
        editCustomModel();
        return;
    }
    s.modelPreset = id.toStdString();
    s.model = findModelPreset(s.modelPreset)->value;
    keepGroupsDividing(s); // a dense model has no EP
    if (s.pp > s.model.layers) {
        s.pp = 1;
        s = withChips(s, s.chips);
    }
    edit(s, tr("Choose model"));
}

void ControlPanel::chooseMeshShape(int index) {
    Scenario s = m_doc->scenario();
    s.meshGiven = index > 0 && index <= int(m_meshShapes.size());
    s.mesh = s.meshGiven ? m_meshShapes[size_t(index - 1)] : std::vector<long long>{};
    edit(s, tr("Change mesh shape"));
}

void ControlPanel::editCustomHardware() {
    Scenario s = m_doc->scenario();
    if (editHardwareDialog(this, s.hardware)) {
        keepPrecisionRunnable(s);
        edit(withChips(s, s.chips), tr("Edit hardware"));
    } else
        showScenario();
}

void ControlPanel::editCustomModel() {
    Scenario s = m_doc->scenario();
    if (editModelDialog(this, s.model)) {
        keepGroupsDividing(s);
        if (s.pp > s.model.layers) {
            s.pp = 1;
            s = withChips(s, s.chips);
        }
        edit(s, tr("Edit model"));
    } else {
        showScenario();
    }
}

void ControlPanel::commitBatchText() {
    double tokens = 0;
    if (!format::parseTokens(m_batchEdit->text(), &tokens) || tokens > limits::maxBatchTokens) {
        m_batchEdit->setStyleSheet(
            QStringLiteral("background: %1").arg(Theme::current().badInput.name()));
        m_batchEdit->setToolTip(
            tr("Not a batch size: write 4194304, 4e6, 4M or 4Mi (at most 1e12)."));
        return;
    }
    m_batchEdit->setStyleSheet(QString());
    retranslate();
    Scenario s = m_doc->scenario();
    s.batchTokens = tokens;
    edit(s, tr("Change batch"));
}

void ControlPanel::commitTrainingTokens() {
    double tokens = 0;
    if (!format::parseTokens(m_trainingTokens->text(), &tokens) ||
        tokens > limits::maxTrainingTokens) {
        m_trainingTokens->setStyleSheet(
            QStringLiteral("background: %1").arg(Theme::current().badInput.name()));
        m_trainingTokens->setToolTip(
            tr("Not a token count: write 15e12, 15T or 15 000 000 000 000 (at most %1).")
                .arg(format::count(limits::maxTrainingTokens)));
        return;
    }
    m_trainingTokens->setStyleSheet(QString());
    retranslate();
    Scenario s = m_doc->scenario();
    s.trainingTokens = tokens;
    edit(s, tr("Change training tokens"));
}

void ControlPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showScenario();
    }
    QWidget::changeEvent(event);
}

void ControlPanel::retranslate() {
    m_setupGroup->setTitle(tr("Setup"));
    m_splitGroup->setTitle(tr("Split"));
    m_commsGroup->setTitle(tr("Communication"));
    m_memoryGroup->setTitle(tr("Memory and time"));
    for (const auto& [label, text] : m_rowLabels)
        label->setText(tr(text));
    m_splitLeftEnd->setText(tr("← more TP"));
    m_splitRightEnd->setText(tr("more FSDP →"));

    for (int i = 0; i < int(hardwarePresets().size()); ++i) {
        const auto& p = hardwarePresets()[size_t(i)];
        m_hardware->setItemText(i, hardwareDisplayName(p.id, p.value.name));
    }
    for (int i = 0; i < int(modelPresets().size()); ++i) {
        const auto& p = modelPresets()[size_t(i)];
        m_model->setItemText(i, modelDisplayName(p.id, p.value.name));
    }
    showCustomNames(m_doc->scenario());
    m_autoAxes->setText(tr("auto"));
    m_overlap->setItemText(0, tr("max (overlapped)"));
    m_overlap->setItemText(1, tr("sum (no overlap)"));
    m_finiteGroup->setText(tr("Finite group (p−1)/p, one-way links"));
    m_recipe->setItemText(0, tr("10: bf16 + fp32 Adam"));
    m_recipe->setItemText(1, tr("16: mixed precision"));
    m_recipe->setItemText(2, tr("18: the Chinese notes' table"));
    m_recipe->setItemText(3, tr("custom"));
    m_zero->setItemText(0, tr("0: DDP"));
    m_zero->setItemText(1, tr("1: optimizer"));
    m_zero->setItemText(2, tr("2: + gradients"));
    m_zero->setItemText(3, tr("3: + weights"));
    m_prefetch->setText(tr("Prefetch the next layer"));
    m_algorithm->setItemText(0, tr("hierarchical: every NIC of a node"));
    m_algorithm->setItemText(1, tr("ring: the course's napkin"));

    m_hardware->setToolTip(tr(
        "C (FLOPs/s), W (ICI bytes/s) and HBM: α = C/W and every time estimate follow from them"));
    m_model->setToolTip(
        tr("D, F and L: T_math = 4·B·D·F/(N·C); parameters 3·L·D·F + attention + 2·D·V"));
    m_chipSlider->setToolTip(tr("N chips per pod: T_math = 4·B·D·F/(N·C)"));
    m_chips->setToolTip(m_chipSlider->toolTip());
    m_meshShape->setToolTip(
        tr("The pod's physical ICI mesh: each logical axis spans M_X or M_Y of its axes, "
           "and the comms times divide by them"));
    m_pods->setToolTip(tr("Pods joined by DCN: compute-bound while B/pods > C/W_dcn"));
    m_batchSlider->setToolTip(
        tr("B tokens: T_math ∝ B; T_TP = 4·B·D/(X·W·M_Y); FSDP needs B/X > α/M_X"));
    m_batchEdit->setToolTip(tr("Batch in tokens: 4194304, 4e6, 4M or 4Mi"));
    m_seqLen->setToolTip(tr("S: B_seq = B/S sequences; data-parallel groups need whole sequences"));
    m_splitSlider->setToolTip(tr("X·Y = N: T_FSDP = 4·D·F/(Y·W·M_X), T_TP = 4·B·D/(X·W·M_Y); "
                                 "the green mark is X_opt = √((B/F)·(M_X/M_Y)·N)"));
    m_pp->setToolTip(tr("Z pipeline stages: bubble (Z−1)/(K+Z−1)"));
    m_microbatches->setToolTip(
        tr("K microbatches: bubble (Z−1)/(K+Z−1); with one stage, gradient accumulation: the "
           "batch in K passes, one after another, each holding 1/K of the activations"));
    m_schedule->setToolTip(
        tr("GPipe: all forwards, then all backwards (each stage holds K microbatches); "
           "1F1B: one forward, one backward (stage s holds Z−s)"));
    m_autoAxes->setToolTip(
        tr("M_X, M_Y: physical mesh axes each logical axis spans; comms divide by them"));
    m_axesFsdp->setToolTip(tr("M_X: T_FSDP = 4·D·F/(Y·W·M_X)"));
    m_axesTp->setToolTip(tr("M_Y: T_TP = 4·B·D/(X·W·M_Y)"));
    m_overlap->setToolTip(
        tr("T_comms = max(T_FSDP, T_TP) when the axes overlap, the sum when not"));
    m_finiteGroup->setToolTip(
        tr("The course's convention: (p−1)/p of the array at one-way bandwidth W/2"));
    m_recipe->setToolTip(tr("Bytes per parameter: parameters + gradients + optimizer state"));
    m_zero->setToolTip(
        tr("ZeRO over the X FSDP ways: 1 shards the optimizer, 2 also gradients, 3 also weights"));
    m_checkpoints->setToolTip(tr("c per layer: 2·B·D·c·L bytes of activations"));
    m_hsdp->setToolTip(
        tr("HSDP: shard inside groups of this many chips and keep replicas across them; "
           "once a step each chip AllReduces its shard of the gradients across the replicas"));
    m_precision->setToolTip(
        tr("fp8: the weights' matmuls run at the hardware's fp8 peak, and MFU is counted against "
           "it; attention and the memory-bound work stay as in bf16"));
    m_ep->setToolTip(
        tr("Expert parallelism: each MoE layer's routed experts split over this many of the "
           "data-parallel ways; every layer sends each token to its experts and back "
           "(an all-to-all), inside a node or across the network"));
    m_capacityFactor->setToolTip(
        tr("Load imbalance: the busiest expert gets this many times its even share of the "
           "tokens, and every chip waits for it; its all-to-alls and its matmuls grow by as "
           "much. 1: a perfectly even router"));
    m_cp->setToolTip(
        tr("Context parallelism: each sequence split over this many chips, which pass the "
           "attention's keys and values round a ring; the weights shard over FSDP × CP"));
    m_placement->setToolTip(
        tr("Which axis takes neighbouring chips, innermost first: a group wider than a node "
           "crosses the network between nodes"));
    m_algorithm->setToolTip(
        tr("How a collective across nodes is priced: each byte enters a node once over all of "
           "its network links, or one ring through every chip, each on its own link"));
    m_prefetch->setToolTip(
        tr("FSDP gathers the next layer while computing this one: one more buffer"));
    m_mfu->setToolTip(tr("Training time = 6·P·tokens / (chips·C·MFU)"));
    m_trainingTokens->setToolTip(
        tr("Tokens the whole training sees: time = 6·P·tokens / (chips·C·MFU); "
           "write 15e12 or 15T"));
    m_splitLeftEnd->setToolTip(tr("Left end: every chip in one TP group (X = 1)"));
    m_splitRightEnd->setToolTip(tr("Right end: pure FSDP (Y = 1)"));
}

} // namespace shardscope
