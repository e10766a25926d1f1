#include "controlpanel.h"

#include "curves.h"
#include "customdialogs.h"
#include "evaluate.h"
#include "format.h"
#include "presetnames.h"
#include "presets.h"
#include "scenario_io.h"
#include "scenariodocument.h"
#include "splitslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace shardscope {

namespace {

const char* const kRecipes[] = {"book-10", "mixed-16", "notes-18"};

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
                                                      {m_trainingTokens, "trainingTokens"}};
    for (const auto& [widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    retranslate();
    showScenario();
    connect(m_doc, &ScenarioDocument::changed, this, &ControlPanel::showScenario);
}

void ControlPanel::edit(const Scenario& next, const QString& what) {
    try {
        validateScenario(next);
        if (next == m_doc->scenario())
            showScenario(); // a refused or empty change: the control shows the scenario again
        m_doc->apply(next, what);
    } catch (const ScenarioError&) {
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
    auto* form = new QFormLayout(m_setupGroup);
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
        m_seqLen, [](Scenario& s, int v) { s.seqLen = v; }, QT_TR_NOOP("Change sequence length"));

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
    auto* form = new QFormLayout(m_splitGroup);
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
                s = withChips(s, s.chips);
            }
        },
        QT_TR_NOOP("Change pipeline stages"));
    m_microbatches = new QSpinBox;
    m_microbatches->setObjectName(QStringLiteral("microbatches"));
    m_microbatches->setRange(1, 1000000);
    bind(
        m_microbatches, [](Scenario& s, int v) { s.microbatches = v; },
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
    addRow(form, QT_TR_NOOP("PP stages"), m_pp);
    addRow(form, QT_TR_NOOP("Microbatches"), m_microbatches);
    addRow(form, QT_TR_NOOP("Schedule"), m_schedule);
}

void ControlPanel::buildCommsGroup() {
    m_commsGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_commsGroup);
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
    addRow(form, QT_TR_NOOP("M_X, M_Y"), m_autoAxes, axesRow);
    addRow(form, QT_TR_NOOP("Overlap"), m_overlap);
    form->addRow(m_finiteGroup);
}

void ControlPanel::buildMemoryGroup() {
    m_memoryGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_memoryGroup);
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
    addRow(form, QT_TR_NOOP("Checkpoints"), m_checkpoints);
    form->addRow(m_prefetch);
    addRow(form, QT_TR_NOOP("MFU"), m_mfu);
    m_trainingTokens = new QLineEdit;
    connect(m_trainingTokens, &QLineEdit::editingFinished, this,
            &ControlPanel::commitTrainingTokens);
    addRow(form, QT_TR_NOOP("Training tokens"), m_trainingTokens);
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

void ControlPanel::editCustomHardware() {
    Scenario s = m_doc->scenario();
    if (editHardwareDialog(this, s.hardware))
        edit(withChips(s, s.chips), tr("Edit hardware"));
    else
        showScenario();
}

void ControlPanel::editCustomModel() {
    Scenario s = m_doc->scenario();
    if (editModelDialog(this, s.model)) {
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
        m_batchEdit->setStyleSheet(QStringLiteral("background: #ffd6d6"));
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
        m_trainingTokens->setStyleSheet(QStringLiteral("background: #ffd6d6"));
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
    const std::vector<long long> tpWays = divisorsOf(s.chips / s.pp);
    for (auto y = tpWays.rbegin(); y != tpWays.rend(); ++y)
        m_tpValues.push_back(*y);
    m_splitSlider->setRange(0, int(m_tpValues.size()) - 1);
    m_splitSlider->setValue(indexOfValue(m_tpValues, s.tp));
    m_splitSlider->setOptimumPosition(
        optimumPosition(m_tpValues, m_doc->results().thresholds.yOpt));
    const Results& r = m_doc->results();
    m_splitLabel->setText(tr("FSDP %1 × TP %2").arg(s.fsdp).arg(s.tp));
    m_pp->setValue(int(s.pp));
    m_microbatches->setValue(int(s.microbatches));
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
    m_checkpoints->setValue(s.checkpointsPerLayer);
    m_prefetch->setChecked(s.prefetch);
    m_mfu->setValue(s.mfu * 100);
    if (!m_trainingTokens->hasFocus())
        m_trainingTokens->setText(format::count(s.trainingTokens));
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
    m_hardware->setItemText(m_hardware->count() - 1, tr("Custom…"));
    m_model->setItemText(m_model->count() - 1, tr("Custom…"));
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
    m_microbatches->setToolTip(tr("K microbatches: bubble (Z−1)/(K+Z−1)"));
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
