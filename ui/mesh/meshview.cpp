#include "mesh/meshview.h"

#include "common/format.h"
#include "common/plaintext.h"
#include "common/scenariosummary.h"
#include "mesh/meshcanvas.h"
#include "mesh/meshlenspainter.h"
#include "mesh/meshpainter.h"
#include "mesh/meshpodpainter.h"
#include "mesh/meshtext.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

QToolButton* iconButton(QWidget* parent, QStyle::StandardPixmap icon) {
    auto* b = new QToolButton(parent);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setAutoRaise(true);
    return b;
}

// What a new view shows before it is handed a snapshot: the default scenario, evaluated once
// for every view in the process.
const EvaluationPtr& defaultMeshEvaluation() {
    static const EvaluationPtr snapshot = makeEvaluation(defaultScenario());
    return snapshot;
}

} // namespace

MeshView::MeshView(QWidget* parent)
    : QWidget(parent), m_clock(new MeshClock(this)),
      m_canvas(new MeshCanvas(m_scene, *m_clock, this)) {
    connect(m_clock, &MeshClock::playingChanged, this, &MeshView::syncControls);
    connect(m_clock, &MeshClock::speedChanged, this, &MeshView::syncControls);
    connect(m_clock, &MeshClock::stepChanged, this, &MeshView::syncStepButtons);
    connect(m_clock, &MeshClock::durationsChanged, this, [this] {
        m_scene.stepSeconds = m_clock->stepSeconds();
        m_scene.proportional = m_clock->proportional();
        syncControls();
        m_canvas->invalidate();
    });
    buildToolbar();
    retranslate();
    setEvaluation(nullptr);
}

MeshView::~MeshView() = default;

void MeshView::buildToolbar() {
    m_strategyBox = new QComboBox(this);
    for (int i = 0; i < 5; ++i)
        m_strategyBox->addItem(QString());
    m_strategyBox->setMinimumContentsLength(6); // where the bar is compact (fitBar)
    connect(m_strategyBox, &QComboBox::activated, this, [this](int index) {
        setStrategy(index == 0 ? std::nullopt : std::optional<Strategy>(Strategy(index - 1)));
    });
    m_backButton = iconButton(this, QStyle::SP_MediaSkipBackward);
    m_playButton = iconButton(this, QStyle::SP_MediaPlay);
    m_forwardButton = iconButton(this, QStyle::SP_MediaSkipForward);
    connect(m_backButton, &QToolButton::clicked, m_clock, &MeshClock::stepBack);
    connect(m_playButton, &QToolButton::clicked, m_clock,
            [this] { m_clock->setPlaying(!m_clock->isPlaying()); });
    connect(m_forwardButton, &QToolButton::clicked, m_clock, &MeshClock::stepForward);
    m_speedBox = new QComboBox(this);
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        m_speedBox->addItem(QString(), s);
    m_speedBox->setCurrentIndex(2);
    connect(m_speedBox, &QComboBox::activated, this,
            [this](int index) { m_clock->setSpeed(m_speedBox->itemData(index).toDouble()); });
    m_durationsButton = new QToolButton(this);
    m_durationsButton->setCheckable(true);
    m_durationsButton->setChecked(true);
    m_durationsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_durationsButton, &QToolButton::toggled, m_clock, &MeshClock::setProportional);
    m_zoomOutButton = new QToolButton(this);
    m_fitButton = new QToolButton(this);
    m_zoomInButton = new QToolButton(this);
    for (QToolButton* b : {m_zoomOutButton, m_fitButton, m_zoomInButton})
        b->setAutoRaise(true);
    connect(m_canvas, &MeshCanvas::lensChipChanged, this, &MeshView::syncZoomButtons);
    connect(m_zoomOutButton, &QToolButton::clicked, m_canvas, &MeshCanvas::zoomOut);
    connect(m_fitButton, &QToolButton::clicked, m_canvas, &MeshCanvas::zoomToFit);
    connect(m_zoomInButton, &QToolButton::clicked, m_canvas, &MeshCanvas::zoomIn);

    // The row never widens the view: on a board tab of a 1024-px projector it would push the
    // board past the screen. It shortens its words instead (fitBar).
    m_bar = new QWidget(this);
    m_bar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto* bar = new QHBoxLayout(m_bar);
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(4);
    bar->addWidget(m_strategyBox);
    bar->addSpacing(8);
    for (QWidget* w : std::initializer_list<QWidget*>{m_backButton, m_playButton, m_forwardButton,
                                                      m_speedBox, m_durationsButton})
        bar->addWidget(w);
    bar->addStretch(1);
    for (QWidget* w : {m_zoomOutButton, m_fitButton, m_zoomInButton})
        bar->addWidget(w);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_bar);
    m_pinCaption = new QLabel(this);
    m_pinCaption->setObjectName(QStringLiteral("meshPinCaption"));
    m_pinCaption->setTextFormat(Qt::PlainText); // A's hardware name comes from a file
    m_pinCaption->setWordWrap(true);
    m_pinCaption->setContentsMargins(6, 0, 6, 2);
    m_pinCaption->hide();
    column->addWidget(m_pinCaption);
    column->addWidget(m_canvas, 1);
}

void MeshView::setEvaluation(EvaluationPtr evaluation) {
    if (!evaluation)
        evaluation = defaultMeshEvaluation();
    if (evaluation == m_scene.evaluation)
        return; // the board hands the same snapshot again on every tab switch
    m_scene.evaluation = std::move(evaluation);
    relayout(true);
}

void MeshView::setPinned(EvaluationPtr pinned) {
    if (pinned == m_pinned || (pinned && m_pinned && pinned->scenario() == m_pinned->scenario()))
        return; // the board hands A over with every step
    m_pinned = std::move(pinned);
    updatePinCaption();
}

void MeshView::setAnswerMask(const AnswerMask& mask) {
    if (m_scene.mask == mask)
        return;
    m_scene.mask = mask;
    updatePinCaption();
    m_canvas->invalidate(); // the captions are laid out again with the mask
}

// A's split and its layer's binding times (the core's numbers), in the caption's one line.
void MeshView::updatePinCaption() {
    m_pinCaption->setVisible(m_pinned != nullptr);
    if (!m_pinned)
        return;
    const Results::Layer& layer = m_pinned->results().layer;
    const AnswerMask& mask = m_scene.mask;
    setPlainText(
        m_pinCaption,
        tr("%1 · per layer: math %2, comms %3")
            .arg(pinLabel(m_pinned->scenario()),
                 mask.text({"layer.t_math", "layer.t_step"}, format::seconds(layer.tMath)),
                 mask.text({"layer.t_comms", "layer.t_step"}, format::seconds(layer.tComms))));
}

void MeshView::setStrategy(std::optional<Strategy> strategy) {
    if (m_strategy == strategy)
        return;
    m_strategy = strategy;
    syncControls();
    relayout(true);
    emit strategyChanged(strategy);
}

std::optional<Strategy> MeshView::strategy() const {
    return m_strategy;
}

void MeshView::relayout(bool animate) {
    const long long chipsBefore = m_scene.hasChips() ? m_scene.layout.chipCount() : -1;
    const bool changed = m_scene.build(m_scene.evaluation->meshPlan(m_strategy));
    if (chipsBefore != (m_scene.hasChips() ? m_scene.layout.chipCount() : -1))
        m_canvas->setLensChip(defaultLensChip(m_scene)); // another pod: open as it opens
    std::vector<double> costs;
    for (const ScheduleStep& st : m_scene.schedule.steps)
        costs.push_back(st.seconds);
    m_clock->setCosts(std::move(costs));
    m_scene.stepSeconds = m_clock->stepSeconds();
    m_scene.proportional = m_clock->proportional();
    syncStepButtons();
    m_canvas->invalidate(animate && changed);
}

void MeshView::setProjectorMode(bool on) {
    if (m_canvas->projectorMode() == on)
        return;
    setFont(on ? Theme::projectorFont(QApplication::font()) : QApplication::font());
    const int icon = on ? 32 : style()->pixelMetric(QStyle::PM_ToolBarIconSize);
    for (QToolButton* b : {m_backButton, m_playButton, m_forwardButton})
        b->setIconSize(QSize(icon, icon));
    m_canvas->setProjectorMode(on);
}

void MeshView::setTheme(const Theme& theme) {
    m_scene.theme = theme;
    m_canvas->invalidate();
}

bool MeshView::projectorMode() const {
    return m_canvas->projectorMode();
}

MeshViewState MeshView::stateFor(int step) const {
    const int count = m_clock->stepCount();
    MeshViewState state;
    state.projector = projectorMode();
    state.step = step < 0 || count == 0 ? m_clock->step() : step % count;
    state.progress = step < 0 ? m_clock->progress() : kExportedProgress;
    state.focusChip = m_canvas->focusChip();
    state.lensChip = m_canvas->lensChip();
    return state;
}

QImage MeshView::renderFrame(QSize size, double scale, int step) {
    MeshViewState state = stateFor(step);
    state.scale = std::max(0.1, scale);
    return renderMeshFrame(m_scene, size, state);
}

QList<MeshTextItem> MeshView::textItems(QSize size, int step) const {
    const MeshCaptions captions(m_scene, QSizeF(size), projectorMode());
    const MeshFrame f = meshFrameOf(m_scene, captions, QSizeF(size), stateFor(step));
    return captions.items(f.step) + MeshPodPainter::labels(f) +
           MeshPainter::focusLabels(f, m_scene.layout) + MeshLensPainter::labels(m_scene, f);
}

// The step buttons stop at the ends: greyed out there, so a click never wraps around.
void MeshView::syncStepButtons() {
    m_backButton->setEnabled(m_clock->step() > 0);
    m_forwardButton->setEnabled(m_clock->canStepForward());
}

void MeshView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updatePinCaption();
        m_canvas->invalidate();
    }
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        measureBar();
}

void MeshView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitBar();
}

void MeshView::measureBar() {
    m_compactBar = false;
    syncControls();
    m_strategyBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_bar->layout()->invalidate();
    m_fullBarWidth = m_bar->layout()->sizeHint().width();
    fitBar();
}

void MeshView::fitBar() {
    const bool compact = width() < m_fullBarWidth;
    if (compact == m_compactBar)
        return;
    m_compactBar = compact;
    m_strategyBox->setSizeAdjustPolicy(compact ? QComboBox::AdjustToMinimumContentsLengthWithIcon
                                               : QComboBox::AdjustToContents);
    syncControls();
}

void MeshView::retranslate() {
    m_strategyBox->setItemText(0, tr("Scenario split"));
    for (Strategy s : {Strategy::DP, Strategy::FSDP, Strategy::TP, Strategy::FsdpTp})
        m_strategyBox->setItemText(int(s) + 1, MeshText::strategyName(s));
    m_strategyBox->setToolTip(tr("Strategy shown on the mesh"));
    m_backButton->setToolTip(tr("Previous step ([)"));
    m_forwardButton->setToolTip(tr("Next step (])"));
    for (int i = 0; i < m_speedBox->count(); ++i)
        m_speedBox->setItemText(i,
                                tr("%1×", "animation speed")
                                    .arg(QLocale().toString(m_speedBox->itemData(i).toDouble())));
    m_speedBox->setToolTip(tr("Animation speed"));
    m_zoomOutButton->setText(QStringLiteral("−"));
    m_fitButton->setText(tr("Fit"));
    m_zoomInButton->setText(QStringLiteral("+"));
    syncZoomButtons();
    measureBar();
}

// The lens draws its groups at a readable size of its own: zoom is the whole pod's.
void MeshView::syncZoomButtons() {
    const bool lens = m_canvas->lensChip() >= 0;
    const QString why =
        tr("A pod this big is drawn as one chip's groups, each chip readable: nothing to zoom");
    m_zoomOutButton->setToolTip(lens ? why : tr("Zoom out (-)"));
    m_fitButton->setToolTip(lens ? why : tr("Show the whole mesh (0)"));
    m_zoomInButton->setToolTip(lens ? why : tr("Zoom in (+)"));
    for (QToolButton* b : {m_zoomOutButton, m_fitButton, m_zoomInButton})
        b->setEnabled(!lens);
}

void MeshView::syncControls() {
    const bool playing = m_clock->isPlaying();
    m_playButton->setIcon(
        style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playButton->setToolTip(playing ? tr("Pause (space)") : tr("Play (space)"));
    m_strategyBox->setCurrentIndex(m_strategy ? int(*m_strategy) + 1 : 0);
    const double speed = m_clock->speed();
    int speedIndex = 0;
    for (int i = 0; i < m_speedBox->count(); ++i)
        if (std::abs(m_speedBox->itemData(i).toDouble() - speed) <
            std::abs(m_speedBox->itemData(speedIndex).toDouble() - speed))
            speedIndex = i;
    m_speedBox->setCurrentIndex(speedIndex);
    const bool proportional = m_clock->proportional();
    {
        const QSignalBlocker block(m_durationsButton);
        m_durationsButton->setChecked(proportional);
    }
    const QString name = proportional ? tr("Proportional") : tr("Uniform");
    m_durationsButton->setText(
        m_compactBar ? (proportional ? QStringLiteral("∝") : QStringLiteral("=")) : name);
    const QString tip = tr("Step durations in proportion to the cost model, or all alike");
    m_durationsButton->setToolTip(m_compactBar ? name + QStringLiteral(": ") + tip : tip);
}

} // namespace shardscope
