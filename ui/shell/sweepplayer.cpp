#include "shell/sweepplayer.h"
#include "common/viewids.h"

#include "curves.h"
#include "document/scenariodocument.h"
#include "figures/batchfigure.h"
#include "figures/figure.h"
#include "figures/plotdata.h"
#include "input_error.h"
#include "scenario_io.h"
#include "workspace/board.h"
#include "workspace/boardpane.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace shardscope {

namespace {

// Eight frames a decade over the batch axis's seven decades: about six seconds, slow
// enough to follow a curve crossing another, fast enough for a class to wait for.
constexpr int kBatchFramesPerDecade = 8;
constexpr int kBatchFrameMs = 100;
// A split is a different layout: each is shown long enough to read its label.
constexpr int kSplitFrameMs = 600;

bool isBatchFigure(const QString& id) {
    return id == viewid::computeVsComms || id == viewid::ratio;
}

} // namespace

SweepPlayer::SweepPlayer(ScenarioDocument* document, Board* board, QObject* parent)
    : QObject(parent), m_doc(document), m_board(board), m_action(new QAction(this)),
      m_timer(new QTimer(this)) {
    m_action->setObjectName(QStringLiteral("playSweepAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_action, &QAction::toggled, this, [this](bool on) { on ? play() : stop(); });
    connect(m_timer, &QTimer::timeout, this, &SweepPlayer::showFrame);
    showState();
    retranslate();
}

void SweepPlayer::retranslate() {
    m_action->setText(tr("&Play the sweep"));
    m_action->setToolTip(tr("Play the sweep (F5): the batch over the figures' batch axis, or "
                            "every split on the split sweep; any key or click stops it"));
}

SweepPlayer::Sweep SweepPlayer::sweepForBoard() const {
    QStringList shown;
    if (m_board->arrangement() == Board::Arrangement::Tabs) {
        if (auto* figure = qobject_cast<Figure*>(m_board->tabs()->currentWidget()))
            shown << figure->id();
    } else {
        for (BoardPane* pane : m_board->visiblePanes())
            shown << pane->viewId();
    }
    const bool batchShown = std::any_of(shown.begin(), shown.end(), isBatchFigure);
    return !batchShown && shown.contains(viewid::splitSweep) ? Sweep::Split : Sweep::Batch;
}

// From the smallest batch on the axis to the largest, rounded as a drag rounds them.
QList<Scenario> SweepPlayer::batchFrames(const Scenario& from) const {
    QList<Scenario> frames;
    const int decades = int(std::lround(std::log10(kBatchMax / kBatchMin)));
    const int count = decades * kBatchFramesPerDecade;
    for (int i = 0; i <= count; ++i) {
        Scenario s = from;
        s.batchTokens =
            roundedBatch(kBatchMin * std::pow(10.0, double(i) / kBatchFramesPerDecade), from.pods);
        frames << s;
    }
    return frames;
}

// Every split of the chips of a stage, more TP to the left as on the split sweep's x-axis.
QList<Scenario> SweepPlayer::splitFrames(const Scenario& from) const {
    QList<Scenario> frames;
    const std::vector<long long> tpWays = divisorsOf(from.splitChips());
    for (auto y = tpWays.rbegin(); y != tpWays.rend(); ++y)
        frames << withTp(from, *y);
    return frames;
}

void SweepPlayer::play() {
    if (m_playing)
        return;
    m_playing = true;
    m_sweep = sweepForBoard();
    m_start = m_doc->scenario();
    m_frames = m_sweep == Sweep::Batch ? batchFrames(m_start) : splitFrames(m_start);
    m_next = 0;
    m_doc->beginInteraction();
    qApp->installEventFilter(this);
    m_timer->start(m_sweep == Sweep::Batch ? kBatchFrameMs : kSplitFrameMs);
    showState();
}

void SweepPlayer::showFrame() {
    if (m_next >= m_frames.size()) {
        m_doc->apply(m_start, stepName()); // played to the end: back where it began
        finish();
        return;
    }
    const Scenario& next = m_frames[m_next++];
    try {
        validateScenario(next);
        m_doc->apply(next, stepName());
    } catch (const InputError&) {
        // A batch or split this scenario cannot take (fewer tokens than pods): the next one.
    }
}

void SweepPlayer::stop() {
    if (m_playing)
        finish();
}

void SweepPlayer::finish() {
    m_playing = false;
    m_timer->stop();
    qApp->removeEventFilter(this);
    m_doc->endInteraction(stepName());
    showState();
}

QString SweepPlayer::stepName() const {
    return m_sweep == Sweep::Batch ? tr("Play the batch sweep") : tr("Play the split sweep");
}

void SweepPlayer::showState() {
    const QSignalBlocker block(m_action);
    m_action->setChecked(m_playing);
    m_action->setIcon(
        qApp->style()->standardIcon(m_playing ? QStyle::SP_MediaStop : QStyle::SP_MediaPlay));
}

// The play button's own click and F5 toggle the action themselves: they must not also stop
// the sweep here, or the toggle would start it again.
bool SweepPlayer::isOwnInput(QObject* watched, QEvent* event) const {
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        return QKeySequence(key->keyCombination()) == m_action->shortcut();
    }
    return m_action->associatedObjects().contains(watched);
}

bool SweepPlayer::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride:
    case QEvent::MouseButtonPress:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
        if (!isOwnInput(watched, event))
            stop();
        break;
    default:
        break;
    }
    return false;
}

} // namespace shardscope
