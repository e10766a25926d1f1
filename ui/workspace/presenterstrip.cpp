#include "workspace/presenterstrip.h"

#include "common/format.h"
#include "common/presetnames.h"
#include "common/theme.h"
#include "curves.h"
#include "document/scenariodocument.h"
#include "scenario_io.h"
#include "workspace/controlpanel.h"
#include "workspace/splitslider.h"

#include <QEvent>
#include <QFontInfo>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace shardscope {

namespace {

int nearestBatchIndex(double tokens) {
    const QList<double>& steps = ControlPanel::batchSteps();
    int best = 0;
    for (int i = 1; i < steps.size(); ++i)
        if (std::fabs(std::log(steps[i] / tokens)) < std::fabs(std::log(steps[best] / tokens)))
            best = i;
    return best;
}

constexpr int kMargin = 12, kSpacing = 18;
// A slider narrower than this many lines of its type is a stub nobody can drag along; the names
// go when they would leave the sliders less than the second.
constexpr double kUsefulSliderEms = 6, kRoomySliderEms = 7;

} // namespace

PresenterStrip::PresenterStrip(ScenarioDocument* document, QWidget* parent)
    : QFrame(parent), m_doc(document) {
    setObjectName(QStringLiteral("presenterStrip"));
    setFrameShape(QFrame::StyledPanel);
    m_split = new SplitSlider;
    m_split->setOrientation(Qt::Horizontal);
    m_split->setObjectName(QStringLiteral("stripSplit"));
    m_batch = new QSlider(Qt::Horizontal);
    m_batch->setObjectName(QStringLiteral("stripBatch"));
    m_batch->setRange(0, int(ControlPanel::batchSteps().size()) - 1);
    m_batch->setPageStep(4);
    m_splitName = new QLabel;
    m_splitValue = new QLabel;
    m_batchName = new QLabel;
    m_batchValue = new QLabel;
    m_math = new QLabel;
    m_math->setObjectName(QStringLiteral("stripMath"));
    m_comms = new QLabel;
    m_comms->setObjectName(QStringLiteral("stripComms"));
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("stripVerdict"));
    m_step = new QLabel;
    m_step->setObjectName(QStringLiteral("stripStep"));
    m_bound = new QLabel;
    m_bound->setObjectName(QStringLiteral("stripBound"));
    m_bound->setForegroundRole(QPalette::PlaceholderText); // lighter: the number people read is
                                                           // the forecast above it
    for (QLabel* l : {m_math, m_comms, m_verdict, m_step, m_bound})
        l->setAlignment(Qt::AlignCenter);
    m_verdict->setWordWrap(
        true); // "communication-bound" breaks after its hyphen rather than widen the window

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(kMargin, 6, kMargin, 6);
    grid->setHorizontalSpacing(kSpacing);
    grid->addWidget(m_splitName, 0, 0);
    grid->addWidget(m_split, 0, 1);
    grid->addWidget(m_splitValue, 0, 2);
    grid->addWidget(m_batchName, 1, 0);
    grid->addWidget(m_batch, 1, 1);
    grid->addWidget(m_batchValue, 1, 2);
    grid->addWidget(m_math, 0, 3, 2, 1);
    grid->addWidget(m_comms, 0, 4, 2, 1);
    grid->addWidget(m_verdict, 0, 5, 2, 1);
    auto* step = new QVBoxLayout;
    step->setSpacing(0);
    step->addWidget(m_step);
    step->addWidget(m_bound);
    grid->addLayout(step, 0, 6, 2, 1);
    grid->setColumnStretch(1, 3);
    for (int c = 3; c <= 6; ++c)
        grid->setColumnStretch(c, 2);

    // Controls → scenario, through the document (an undo step each, a drag one step).
    connect(m_split, &QSlider::valueChanged, this, [this](int i) {
        if (i >= 0 && i < m_tpValues.size())
            edit(withTp(m_doc->scenario(), m_tpValues[i]), tr("Change split"));
    });
    connect(m_batch, &QSlider::valueChanged, this, [this](int i) {
        Scenario s = m_doc->scenario();
        s.batchTokens = ControlPanel::batchSteps()[i];
        edit(s, tr("Change batch"));
    });
    connectDrag(m_split, QT_TR_NOOP("Drag split"));
    connectDrag(m_batch, QT_TR_NOOP("Drag batch"));
    retranslate();
    showScenario();
}

// As the control panel: an invalid scenario is refused and the strip shows the current one again.
void PresenterStrip::edit(const Scenario& next, const QString& what) {
    try {
        validateScenario(next);
        m_doc->apply(next, what);
    } catch (const InputError&) {
        showScenario();
    }
}

void PresenterStrip::connectDrag(QSlider* slider, const char* what) {
    connect(slider, &QSlider::sliderPressed, m_doc, &ScenarioDocument::beginInteraction);
    connect(slider, &QSlider::sliderReleased, this,
            [this, what] { m_doc->endInteraction(tr(what)); });
}

void PresenterStrip::showScenario() {
    if (!isVisible())
        return; // showEvent() catches up
    const Scenario& s = m_doc->scenario();
    const Results& r = m_doc->results();
    {
        const QSignalBlocker blockSplit(m_split);
        const QSignalBlocker blockBatch(m_batch);
        m_tpValues.clear();
        const std::vector<long long> tpWays = divisorsOf(s.splitChips());
        for (auto y = tpWays.rbegin(); y != tpWays.rend(); ++y)
            m_tpValues.push_back(*y);
        m_split->setRange(0, int(m_tpValues.size()) - 1);
        m_split->setValue(std::max(0, int(m_tpValues.indexOf(s.tp))));
        m_batch->setValue(nearestBatchIndex(s.batchTokens));
    }
    m_splitValue->setText(tr("FSDP %1 × TP %2").arg(format::fsdpWays(s)).arg(s.tp));
    m_batchValue->setText(m_compact ? QStringLiteral("B = %1").arg(format::tokens(s.batchTokens))
                                    : format::tokens(s.batchTokens));
    const AnswerMask& mask = m_mask;
    m_math->setText(
        tr("T_math\n%1").arg(mask.text("layer.t_math", format::seconds(r.layer.tMath))));
    m_comms->setText(
        tr("T_comms\n%1").arg(mask.text("layer.t_comms", format::seconds(r.layer.tComms))));
    const bool verdictHidden = mask.hides("layer.compute_bound");
    m_verdict->setText(verdictHidden          ? AnswerMask::hiddenMark()
                       : r.layer.computeBound ? tr("compute-bound")
                                              : tr("communication-bound"));
    // The forecast step of this layout (docs/model.md#forecast), the bound at peak under it in
    // lighter, smaller type ("≥ 4 s": the step takes at least the bound); not the typed MFU's.
    m_step->setText(
        tr("Step\n%1").arg(mask.text("forecast.seconds", format::seconds(r.forecast.seconds))));
    m_bound->setText(
        QStringLiteral("≥ %1").arg(mask.text("step.seconds", format::seconds(r.step.seconds))));
    m_step->setToolTip(
        tr("The step forecast for %1: MFU %2 %, %3 days of training. Bound at peak (every "
           "matmul at peak, comms hidden): MFU ceiling %4 %.")
            .arg(stackDisplayName(r.forecast.stack),
                 mask.text("forecast.mfu", format::number(r.forecast.mfu * 100)),
                 mask.text("forecast.days", format::number(r.forecast.days)),
                 mask.text("step.mfu", format::number(r.step.mfu * 100))));
    // A number no key names may still state the open question's answer (the forecast's MFU
    // for a question about the bound's): the lesson linter's rule, as the figures apply it.
    if (mask.hasAnswer()) {
        const nlohmann::ordered_json& report = m_doc->evaluation()->report();
        for (QLabel* l : {m_math, m_comms, m_step, m_bound})
            l->setText(mask.maskStatedAnswerInPlainText(l->text(), report));
        m_step->setToolTip(mask.maskStatedAnswerInPlainText(m_step->toolTip(), report));
    }
    QPalette p = m_verdict->palette();
    p.setColor(QPalette::WindowText, verdictHidden          ? palette().color(QPalette::WindowText)
                                     : r.layer.computeBound ? QColor(0x2a, 0x7a, 0x2a)
                                                            : QColor(0xc0, 0x00, 0x00));
    m_verdict->setPalette(p);
}

void PresenterStrip::setAnswerMask(const AnswerMask& mask) {
    if (mask == m_mask)
        return;
    m_mask = mask;
    showScenario();
}

void PresenterStrip::setNumberPoints(double points) {
    QFont big = font();
    big.setPointSizeF(points);
    big.setBold(true);
    for (QLabel* l : {m_math, m_comms, m_verdict, m_step})
        l->setFont(big);
    // The strip shows in projector mode: no word of it under the projector's 20 px.
    auto atLeastProjectorSize = [](QFont f) {
        if (QFontInfo(f).pixelSize() < Theme::kProjectorMinPx)
            f.setPixelSize(int(Theme::kProjectorMinPx));
        return f;
    };
    QFont label = font();
    label.setPointSizeF(points * 0.6);
    label = atLeastProjectorSize(label);
    for (QLabel* l : {m_splitName, m_splitValue, m_batchName, m_batchValue})
        l->setFont(label);
    QFont bound = big;
    bound.setPointSizeF(points * 0.5);
    m_bound->setFont(atLeastProjectorSize(bound));
    fitControls();
}

void PresenterStrip::retranslate() {
    m_splitName->setText(tr("Split"));
    m_batchName->setText(tr("Batch"));
    m_bound->setToolTip(tr("Bound at peak: every matmul at peak, comms hidden"));
    showScenario();
}

void PresenterStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void PresenterStrip::showEvent(QShowEvent* event) {
    QFrame::showEvent(event);
    showScenario(); // it skipped the changes made while hidden
    fitControls();
}

void PresenterStrip::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    fitControls();
}

// On a 1024-px projector the big numbers leave the sliders a few pixels: their names go (the
// values say what they are), and the sliders get the room.
void PresenterStrip::fitControls() {
    auto widthOf = [](const QLabel* label) {
        return QFontMetrics(label->font()).horizontalAdvance(label->text()) + 4;
    };
    int numbers = 0;
    for (const QLabel* l : {m_math, m_comms, m_verdict, m_step})
        numbers += l->sizeHint().width();
    const int values = std::max(widthOf(m_splitValue), widthOf(m_batchValue));
    const int names = std::max(widthOf(m_splitName), widthOf(m_batchName));
    const int em = QFontMetrics(m_split->font()).height();
    for (QSlider* s : {static_cast<QSlider*>(m_split), m_batch})
        s->setMinimumWidth(int(kUsefulSliderEms * em));
    const int slider = int(kRoomySliderEms * em);
    const int full = 2 * kMargin + 6 * kSpacing + names + slider + values + numbers;
    const bool compact = width() < full;
    if (compact == m_compact)
        return;
    m_compact = compact;
    m_splitName->setVisible(!compact);
    m_batchName->setVisible(!compact);
    if (auto* grid = qobject_cast<QGridLayout*>(layout())) // and the columns close up
        grid->setHorizontalSpacing(compact ? kSpacing / 2 : kSpacing);
    showScenario();
}

} // namespace shardscope
