#include "controlpanel.h"

#include "curves.h"
#include "customdialogs.h"
#include "format.h"
#include "presetnames.h"
#include "presets.h"
#include "results.h"
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
template <typename T> int presetIndex(const QComboBox* combo, const Preset<T>* preset, const T& value) {
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
    // Typing "16" into a spin box is one edit, not one per digit: values arrive on Enter
    // or when the box loses focus (arrows and wheel still step at once).
    for (QAbstractSpinBox* box : findChildren<QAbstractSpinBox*>())
        box->setKeyboardTracking(false);
    layout->addStretch(1);
    retranslate();
    showScenario();
    connect(m_doc, &ScenarioDocument::changed, this, &ControlPanel::showScenario);
}

void ControlPanel::edit(const Scenario& next, const QString& what) {
    try {
        validateScenario(next);
        m_doc->apply(next, what);
    } catch (const ScenarioError&) {
        showScenario(); // the control goes back to what the scenario holds
    }
}

void ControlPanel::connectSlider(QSlider* slider, const char* what) {
    connect(slider, &QSlider::sliderPressed, m_doc, &ScenarioDocument::beginInteraction);
    connect(slider, &QSlider::sliderReleased, this, [this, what] { m_doc->endInteraction(tr(what)); });
}

void ControlPanel::buildSetupGroup() {
    m_setupGroup = new QGroupBox(this);
    m_setupForm = new QFormLayout(m_setupGroup);
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
    m_chips->setRange(1, int(limits::maxChips));
    m_chips->setGroupSeparatorShown(true);
    auto* chipRow = new QHBoxLayout;
    chipRow->addWidget(m_chipSlider, 1);
    chipRow->addWidget(m_chips);
    connect(m_chipSlider, &QSlider::valueChanged, this, [this](int i) {
        if (i >= 0 && i < m_chipValues.size())
            edit(withChips(m_doc->scenario(), m_chipValues[i]), tr("Change chips"));
    });
    connectSlider(m_chipSlider, QT_TR_NOOP("Drag chips"));
    connect(m_chips, &QSpinBox::editingFinished, this, [this] {
        edit(withChips(m_doc->scenario(), m_chips->value()), tr("Change chips"));
    });
    m_meshShape = new QComboBox;
    connect(m_meshShape, &QComboBox::activated, this, &ControlPanel::chooseMeshShape);
    m_pods = new QSpinBox;
    m_pods->setRange(1, int(limits::maxPods));
    connect(m_pods, &QSpinBox::valueChanged, this, [this](int v) {
        Scenario s = m_doc->scenario();
        s.pods = v;
        edit(s, tr("Change pods"));
    });

    m_batchSlider = new QSlider(Qt::Horizontal);
    m_batchSlider->setRange(0, int(batchSteps().size()) - 1);
    m_batchSlider->setPageStep(4);
    m_batchEdit = new QLineEdit;
    m_batchEdit->setMaximumWidth(120);
    auto* batchRow = new QHBoxLayout;
    batchRow->addWidget(m_batchSlider, 1);
    batchRow->addWidget(m_batchEdit);
    connect(m_batchSlider, &QSlider::valueChanged, this, [this](int i) {
        Scenario s = m_doc->scenario();
        s.batchTokens = batchSteps()[i];
        edit(s, tr("Change batch"));
    });
    connectSlider(m_batchSlider, QT_TR_NOOP("Drag batch"));
    connect(m_batchEdit, &QLineEdit::editingFinished, this, &ControlPanel::commitBatchText);
    m_seqLen = new QSpinBox;
    m_seqLen->setRange(1, int(limits::maxSeqLen));
    m_seqLen->setGroupSeparatorShown(true);
    connect(m_seqLen, &QSpinBox::editingFinished, this, [this] {
        Scenario s = m_doc->scenario();
        s.seqLen = m_seqLen->value();
        edit(s, tr("Change sequence length"));
    });

    m_setupForm->addRow(QStringLiteral("hardware"), m_hardware);
    m_setupForm->addRow(QStringLiteral("model"), m_model);
    m_setupForm->addRow(QStringLiteral("chips"), chipRow);
    m_setupForm->addRow(QStringLiteral("mesh"), m_meshShape);
    m_setupForm->addRow(QStringLiteral("pods"), m_pods);
    m_setupForm->addRow(QStringLiteral("batch"), batchRow);
    m_setupForm->addRow(QStringLiteral("seq"), m_seqLen);
}

void ControlPanel::buildSplitGroup() {
    m_splitGroup = new QGroupBox(this);
    m_splitForm = new QFormLayout(m_splitGroup);
    m_splitSlider = new SplitSlider;
    m_splitLabel = new QLabel;
    m_splitLabel->setAlignment(Qt::AlignCenter);
    QFont bold = m_splitLabel->font();
    bold.setBold(true);
    m_splitLabel->setFont(bold);
    connect(m_splitSlider, &QSlider::valueChanged, this, [this](int i) {
        if (i >= 0 && i < m_tpValues.size())
            edit(withTp(m_doc->scenario(), m_tpValues[i]), tr("Change split"));
    });
    connectSlider(m_splitSlider, QT_TR_NOOP("Drag split"));
    m_pp = new QSpinBox;
    m_pp->setRange(1, 4096);
    connect(m_pp, &QSpinBox::editingFinished, this, [this] {
        Scenario s = m_doc->scenario();
        if (s.chips % m_pp->value() != 0) {
            showScenario();
            return;
        }
        s.pp = m_pp->value();
        edit(withChips(s, s.chips), tr("Change pipeline stages"));
    });
    m_microbatches = new QSpinBox;
    m_microbatches->setObjectName(QStringLiteral("microbatches"));
    m_microbatches->setRange(1, 1000000);
    connect(m_microbatches, &QSpinBox::valueChanged, this, [this](int v) {
        Scenario s = m_doc->scenario();
        s.microbatches = v;
        edit(s, tr("Change microbatches"));
    });
    m_schedule = new QComboBox;
    m_schedule->setObjectName(QStringLiteral("schedule"));
    m_schedule->addItems({QStringLiteral("1F1B"), QStringLiteral("GPipe")});
    connect(m_schedule, &QComboBox::activated, this, [this](int i) {
        Scenario s = m_doc->scenario();
        s.pipelineSchedule = i == 0 ? PipelineSchedule::OneFOneB : PipelineSchedule::GPipe;
        edit(s, tr("Change pipeline schedule"));
    });
    m_splitLeftEnd = new QLabel;
    m_splitRightEnd = new QLabel;
    m_splitRightEnd->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* ends = new QHBoxLayout;
    ends->addWidget(m_splitLeftEnd);
    ends->addStretch(1);
    ends->addWidget(m_splitRightEnd);
    m_splitForm->addRow(m_splitLabel);
    m_splitForm->addRow(m_splitSlider);
    m_splitForm->addRow(ends);
    m_splitForm->addRow(QStringLiteral("pp"), m_pp);
    m_splitForm->addRow(QStringLiteral("micro"), m_microbatches);
    m_splitForm->addRow(QStringLiteral("schedule"), m_schedule);
}

void ControlPanel::buildCommsGroup() {
    m_commsGroup = new QGroupBox(this);
    m_commsForm = new QFormLayout(m_commsGroup);
    m_autoAxes = new QCheckBox;
    m_axesFsdp = new QSpinBox;
    m_axesTp = new QSpinBox;
    for (QSpinBox* b : {m_axesFsdp, m_axesTp})
        b->setRange(1, limits::maxAxes);
    auto applyAxes = [this] {
        Scenario s = m_doc->scenario();
        s.axesFsdp = m_autoAxes->isChecked() ? std::nullopt : std::optional<int>(m_axesFsdp->value());
        s.axesTp = m_autoAxes->isChecked() ? std::nullopt : std::optional<int>(m_axesTp->value());
        edit(s, tr("Change mesh axes"));
    };
    connect(m_autoAxes, &QCheckBox::toggled, this, applyAxes);
    connect(m_axesFsdp, &QSpinBox::valueChanged, this, applyAxes);
    connect(m_axesTp, &QSpinBox::valueChanged, this, applyAxes);
    auto* axesRow = new QHBoxLayout;
    axesRow->addWidget(m_autoAxes);
    axesRow->addWidget(m_axesFsdp);
    axesRow->addWidget(m_axesTp);
    m_overlap = new QComboBox;
    m_overlap->addItems({QString(), QString()});
    connect(m_overlap, &QComboBox::activated, this, [this](int i) {
        Scenario s = m_doc->scenario();
        s.overlap = i == 0 ? Overlap::Max : Overlap::Sum;
        edit(s, tr("Change overlap"));
    });
    m_finiteGroup = new QCheckBox;
    connect(m_finiteGroup, &QCheckBox::toggled, this, [this](bool on) {
        Scenario s = m_doc->scenario();
        s.finiteGroup = on;
        edit(s, tr("Change collective model"));
    });
    m_commsForm->addRow(QStringLiteral("axes"), axesRow);
    m_commsForm->addRow(QStringLiteral("overlap"), m_overlap);
    m_commsForm->addRow(m_finiteGroup);
}

void ControlPanel::buildMemoryGroup() {
    m_memoryGroup = new QGroupBox(this);
    m_memoryForm = new QFormLayout(m_memoryGroup);
    m_recipe = new QComboBox;
    m_recipe->addItems({QString(), QString(), QString(), QString()});
    connect(m_recipe, &QComboBox::activated, this, [this](int i) {
        if (i >= 3)
            return; // a custom recipe comes from a file
        Scenario s = m_doc->scenario();
        s.recipe = *memoryRecipe(kRecipes[i]);
        edit(s, tr("Change memory recipe"));
    });
    m_zero = new QComboBox;
    m_zero->addItems({QString(), QString(), QString(), QString()});
    connect(m_zero, &QComboBox::activated, this, [this](int i) {
        Scenario s = m_doc->scenario();
        s.zeroStage = i;
        edit(s, tr("Change ZeRO stage"));
    });
    m_checkpoints = new QSpinBox;
    m_checkpoints->setRange(0, 1000);
    connect(m_checkpoints, &QSpinBox::valueChanged, this, [this](int v) {
        Scenario s = m_doc->scenario();
        s.checkpointsPerLayer = v;
        edit(s, tr("Change checkpoints"));
    });
    m_prefetch = new QCheckBox;
    connect(m_prefetch, &QCheckBox::toggled, this, [this](bool on) {
        Scenario s = m_doc->scenario();
        s.prefetch = on;
        edit(s, tr("Change prefetch"));
    });
    m_mfu = new QDoubleSpinBox;
    m_mfu->setRange(limits::minMfu * 100, 100); // the scenario format's range
    m_mfu->setDecimals(1);
    m_mfu->setSuffix(QStringLiteral(" %"));
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        Scenario s = m_doc->scenario();
        s.mfu = v / 100;
        edit(s, tr("Change MFU"));
    });
    m_memoryForm->addRow(QStringLiteral("recipe"), m_recipe);
    m_memoryForm->addRow(QStringLiteral("zero"), m_zero);
    m_memoryForm->addRow(QStringLiteral("ckpt"), m_checkpoints);
    m_memoryForm->addRow(m_prefetch);
    m_memoryForm->addRow(QStringLiteral("mfu"), m_mfu);
    m_trainingTokens = new QLineEdit;
    connect(m_trainingTokens, &QLineEdit::editingFinished, this, &ControlPanel::commitTrainingTokens);
    m_memoryForm->addRow(QStringLiteral("tokens"), m_trainingTokens);
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
    m_meshShape->setCurrentIndex(s.meshGiven ? int(std::find(m_meshShapes.begin(), m_meshShapes.end(), s.mesh) -
                                                   m_meshShapes.begin()) + 1
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
        m_batchEdit->setToolTip(tr("Not a batch size: write 4194304, 4e6, 4M or 4Mi (at most 1e12)."));
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
    if (!format::parseTokens(m_trainingTokens->text(), &tokens) || tokens > limits::maxTrainingTokens) {
        m_trainingTokens->setStyleSheet(QStringLiteral("background: #ffd6d6"));
        m_trainingTokens->setToolTip(tr("Not a token count: write 15e12, 15T or 15 000 000 000 000 (at most %1).")
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

    m_hardware->setCurrentIndex(presetIndex(m_hardware, findHardwarePreset(s.hardwarePreset), s.hardware));
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
    m_splitSlider->setOptimumPosition(optimumPosition(m_tpValues, m_doc->results().thresholds.yOpt));
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
    auto label = [](QFormLayout* form, QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(form->labelForField(field)))
            l->setText(text);
    };
    auto labelRow = [](QFormLayout* form, int row, const QString& text) {
        if (auto* item = form->itemAt(row, QFormLayout::LabelRole))
            if (auto* l = qobject_cast<QLabel*>(item->widget()))
                l->setText(text);
    };
    label(m_setupForm, m_hardware, tr("Hardware"));
    label(m_setupForm, m_model, tr("Model"));
    labelRow(m_setupForm, 2, tr("Chips N"));
    label(m_setupForm, m_pods, tr("Pods"));
    label(m_setupForm, m_meshShape, tr("Mesh"));
    labelRow(m_setupForm, 5, tr("Batch B"));
    label(m_setupForm, m_seqLen, tr("Sequence S"));
    label(m_splitForm, m_pp, tr("PP stages"));
    label(m_splitForm, m_microbatches, tr("Microbatches"));
    label(m_splitForm, m_schedule, tr("Schedule"));
    labelRow(m_commsForm, 0, tr("M_X, M_Y"));
    label(m_commsForm, m_overlap, tr("Overlap"));
    label(m_memoryForm, m_recipe, tr("Bytes/param"));
    label(m_memoryForm, m_zero, tr("ZeRO stage"));
    label(m_memoryForm, m_checkpoints, tr("Checkpoints"));
    label(m_memoryForm, m_mfu, tr("MFU"));
    label(m_memoryForm, m_trainingTokens, tr("Training tokens"));
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

    m_hardware->setToolTip(tr("C (FLOPs/s), W (ICI bytes/s) and HBM: α = C/W and every time estimate follow from them"));
    m_model->setToolTip(tr("D, F and L: T_math = 4·B·D·F/(N·C); parameters 3·L·D·F + attention + 2·D·V"));
    m_chipSlider->setToolTip(tr("N chips per pod: T_math = 4·B·D·F/(N·C)"));
    m_chips->setToolTip(m_chipSlider->toolTip());
    m_meshShape->setToolTip(tr("The pod's physical ICI mesh: each logical axis spans M_X or M_Y of its axes, "
                               "and the comms times divide by them"));
    m_pods->setToolTip(tr("Pods joined by DCN: compute-bound while B/pods > C/W_dcn"));
    m_batchSlider->setToolTip(tr("B tokens: T_math ∝ B; T_TP = 4·B·D/(X·W·M_Y); FSDP needs B/X > α/M_X"));
    m_batchEdit->setToolTip(tr("Batch in tokens: 4194304, 4e6, 4M or 4Mi"));
    m_seqLen->setToolTip(tr("S: B_seq = B/S sequences; data-parallel groups need whole sequences"));
    m_splitSlider->setToolTip(tr("X·Y = N: T_FSDP = 4·D·F/(Y·W·M_X), T_TP = 4·B·D/(X·W·M_Y); "
                                 "the green mark is X_opt = √((B/F)·(M_X/M_Y)·N)"));
    m_pp->setToolTip(tr("Z pipeline stages: bubble (Z−1)/(K+Z−1)"));
    m_microbatches->setToolTip(tr("K microbatches: bubble (Z−1)/(K+Z−1)"));
    m_schedule->setToolTip(tr("GPipe: all forwards, then all backwards (each stage holds K microbatches); "
                              "1F1B: one forward, one backward (stage s holds Z−s)"));
    m_autoAxes->setToolTip(tr("M_X, M_Y: physical mesh axes each logical axis spans; comms divide by them"));
    m_axesFsdp->setToolTip(tr("M_X: T_FSDP = 4·D·F/(Y·W·M_X)"));
    m_axesTp->setToolTip(tr("M_Y: T_TP = 4·B·D/(X·W·M_Y)"));
    m_overlap->setToolTip(tr("T_comms = max(T_FSDP, T_TP) when the axes overlap, the sum when not"));
    m_finiteGroup->setToolTip(tr("The course's convention: (p−1)/p of the array at one-way bandwidth W/2"));
    m_recipe->setToolTip(tr("Bytes per parameter: parameters + gradients + optimizer state"));
    m_zero->setToolTip(tr("ZeRO over the X FSDP ways: 1 shards the optimizer, 2 also gradients, 3 also weights"));
    m_checkpoints->setToolTip(tr("c per layer: 2·B·D·c·L bytes of activations"));
    m_prefetch->setToolTip(tr("FSDP gathers the next layer while computing this one: one more buffer"));
    m_mfu->setToolTip(tr("Training time = 6·P·tokens / (chips·C·MFU)"));
    m_trainingTokens->setToolTip(tr("Tokens the whole training sees: time = 6·P·tokens / (chips·C·MFU); "
                                    "write 15e12 or 15T"));
    m_splitLeftEnd->setToolTip(tr("Left end: every chip in one TP group (X = 1)"));
    m_splitRightEnd->setToolTip(tr("Right end: pure FSDP (Y = 1)"));
}

} // namespace shardscope
