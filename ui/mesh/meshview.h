#pragma once

#include "evaluation.h"
#include "mesh/meshcanvas.h"
#include "mesh/meshcaptions.h"
#include "mesh/meshclock.h"
#include "mesh/meshframebuilder.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshscene.h"
#include "mesh_layout.h"
#include "step_schedule.h"

#include <QImage>
#include <QList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QToolButton;

namespace shardscope {

/**
 * The chips of one pod and the shards they hold, with the schedule of one
 * training step of one MLP layer animated on them (ch. 5's algorithms).
 *
 * The physical mesh is drawn as a grid (a 3-D mesh as its slices side by
 * side); each chip shows small matrices In, W_in, W_out, Out with the blocks it
 * holds, coloured by shard index; big meshes are drawn as coloured cells, with
 * detail as you zoom. Hovering a chip outlines its FSDP and TP groups and shows
 * its exact shard ranges. A toolbar row plays the schedule; a timeline under
 * the mesh names the steps. All layout and schedule data come from the core
 * (`buildMeshLayout`, `stepSchedule`); the view only draws them.
 *
 * Keys: + / - zoom, 0 fit, arrows pan, space play/pause, [ and ] (or Page
 * Up/Down) step back and forward. Mouse: wheel zooms at the cursor, drag pans,
 * a click on the timeline jumps to that step.
 *
 * The parts, each usable alone: MeshScene (what is drawn), MeshGeometry and
 * MeshFrame (where), MeshPainter and MeshRaster (how), MeshClock (when) and
 * MeshCanvas (the drawing area with zoom, pan and hover).
 */
class MeshView : public QWidget {
    Q_OBJECT
  public:
    explicit MeshView(QWidget* parent = nullptr);
    ~MeshView() override;

    /**
     * Shows the document's snapshot of a scenario (kept, not copied; nullptr: the default
     * scenario). A new split re-lays the mesh with a short (~250 ms) cross-fade; the animation
     * keeps its step when the schedule keeps its length. The same snapshot again costs nothing.
     */
    void setEvaluation(EvaluationPtr evaluation);
    /** The snapshot shown (never null). */
    const EvaluationPtr& evaluation() const { return m_scene.evaluation; }
    /**
     * The pinned scenario A's snapshot (nullptr: none): a caption over the mesh names A and its
     * split and layer times, as the core evaluated them. The same A again costs nothing.
     */
    void setPinned(EvaluationPtr pinned);
    /** A's snapshot, or nullptr. */
    const EvaluationPtr& pinned() const { return m_pinned; }
    /** The open lesson question's report keys: the step times and the pin's layer times that
        give them away read "?". */
    void setAnswerMask(const AnswerMask& mask);
    /** The strategy shown: one of the four, or nullopt for the scenario's own split (default). */
    void setStrategy(std::optional<Strategy> strategy);
    std::optional<Strategy> strategy() const;

    /** Bigger fonts and thicker lines for a projector. */
    void setProjectorMode(bool on);
    bool projectorMode() const;
    /** Repaints in `theme`'s colours and text size (handed in by the board; until then
        Theme::normal()). Projector mode is set apart, by setProjectorMode(). */
    void setTheme(const Theme& theme);
    const Theme& theme() const { return m_scene.theme; }

    /**
     * One frame of the drawing area (mesh fitted to the frame, header and
     * timeline), `size` in logical pixels, `scale` pixels per logical pixel.
     * `step` >= 0 is drawn 55 % of the way through that step; -1 draws the current
     * step and progress. Does not change the view's state.
     */
    QImage renderFrame(QSize size, double scale, int step);

    /**
     * The words a frame of `size` draws around the mesh at `step` (-1: the current step): the
     * header's lines, the pass labels, the timeline blocks' names and the key, each with the
     * rectangle it is drawn in. The header wraps and shrinks rather than cut its text; a block
     * too narrow for its name shows none (its tooltip has it).
     */
    QList<MeshTextItem> textItems(QSize size, int step = -1) const;

    /** What is drawn: layout, schedule, held arrays, colours. */
    const MeshScene& scene() const { return m_scene; }
    /** The animation: its step and progress, playing, speed, step durations (the toolbar's
        buttons and the canvas's keys drive it; so may a lesson or an export). */
    MeshClock& clock() const { return *m_clock; }

  signals:
    /** The strategy selector changed (nullopt: the scenario's split). */
    void strategyChanged(std::optional<shardscope::Strategy> strategy);

  protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    MeshScene m_scene;
    MeshClock* m_clock;
    MeshCanvas* m_canvas;
    std::optional<Strategy> m_strategy;
    EvaluationPtr m_pinned; ///< A, or nullptr
    QLabel* m_pinCaption;
    void updatePinCaption();

    QComboBox* m_strategyBox;
    QToolButton* m_backButton;
    QToolButton* m_playButton;
    QToolButton* m_forwardButton;
    QComboBox* m_speedBox;
    QToolButton* m_durationsButton;
    QToolButton* m_zoomOutButton;
    QToolButton* m_fitButton;
    QToolButton* m_zoomInButton;
    QWidget* m_bar;         ///< the row of controls above the mesh
    int m_fullBarWidth = 0; ///< what the row needs with its words whole
    bool m_compactBar = false;

    /** What a frame at `step` (-1: the current step and progress) shows, fitted. */
    MeshViewState stateFor(int step) const;
    void buildToolbar();
    void retranslate();
    void relayout(bool animate);
    void syncControls();
    void syncStepButtons();
    /** Greyed out, and saying why, while the lens is shown. */
    void syncZoomButtons();
    /** Measures the row with its words whole (after a language, font or style change). */
    void measureBar();
    /** Where the row's words do not fit the view, the strategy's name shortens and the
     * durations button shows its sign (∝ or =); the tool tips keep the words. */
    void fitBar();
};

} // namespace shardscope
