#pragma once

#include "scenario.h"

#include <QList>
#include <QObject>

class QAction;
class QTimer;

namespace shardscope {

class Board;
class ScenarioDocument;

/**
 * Play the sweep: the window's batch runs over the batch axis of the figures, or, with the
 * split-sweep figure on the board and no batch figure beside it, the split runs over every
 * split of the chips. Any key, click or wheel stops it where it is: one undo step back to
 * the scenario it started from. Played to the end, it goes back to that scenario itself and
 * leaves no undo step.
 */
class SweepPlayer : public QObject {
    Q_OBJECT
  public:
    enum class Sweep { Batch, Split };

    SweepPlayer(ScenarioDocument* document, Board* board, QObject* parent = nullptr);

    /** Checkable (checked while a sweep plays); the toolbar's and the View menu's button,
        shortcut F5. */
    QAction* action() const { return m_action; }
    /** What the board would play now. */
    Sweep sweepForBoard() const;
    void play();
    void stop();
    void retranslate();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QList<Scenario> batchFrames(const Scenario& from) const;
    QList<Scenario> splitFrames(const Scenario& from) const;
    void showFrame();
    void finish();
    QString stepName() const;
    bool isOwnInput(QObject* watched, QEvent* event) const;
    void showState();

    ScenarioDocument* m_doc;
    Board* m_board;
    QAction* m_action;
    QTimer* m_timer;
    bool m_playing = false;
    Sweep m_sweep = Sweep::Batch;
    Scenario m_start;
    QList<Scenario> m_frames;
    qsizetype m_next = 0;
};

} // namespace shardscope
