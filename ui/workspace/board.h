#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "common/viewrequest.h"
#include "evaluation.h"
#include "results.h"
#include "scenario.h"

#include <QWidget>

class QAction;
class QSplitter;
class QStackedLayout;
class QTabWidget;
class QToolButton;

namespace shardscope {

class BoardPane;
class Figure;
class MeshView;

/**
 * The central area: one view at a time in tabs (the default), or two to four
 * views at once in splitters, each pane with its own view menu. Views that are
 * not shown keep only the newest data: a drag costs them nothing.
 */
class Board : public QWidget {
    Q_OBJECT
  public:
    /** Tabs: one figure at a time; the rest show 2, 3 or 4 panes. */
    enum class Arrangement { Tabs, SideBySide, OnePlusTwo, Grid };
    Q_ENUM(Arrangement)
    enum class Preset { SliderAndMesh, AllFigures, OneFigure };

    explicit Board(QWidget* parent = nullptr);

    /** The document's snapshot of the current scenario, for every view (not copied). */
    void setEvaluation(const EvaluationPtr& evaluation);
    /** The pinned scenario A's snapshot for every view (nullptr: none). */
    void setPinned(const EvaluationPtr& pinned);
    /** A lesson step's curves for every figure, tabs and panes (empty: every curve). */
    void setCurveFilter(const QStringList& ids);
    /** The report keys an open lesson question hides, for every figure, tabs and panes. */
    void setAnswerMask(const AnswerMask& mask);
    void setTheme(const Theme& theme);
    /** The tab bar's font (chrome: a little smaller than the content in projector mode). */
    void setTabFont(const QFont& font);

    Arrangement arrangement() const { return m_arrangement; }
    void setArrangement(Arrangement arrangement);
    void applyPreset(Preset preset);
    /** The views of the four panes (the first `paneCount` are shown). */
    QStringList paneViews() const;
    void setPaneViews(const QStringList& ids);
    /** The views shown now: the current tab's, or the shown panes' in their order. */
    QStringList shownViews() const;
    /** Panes shown now (none in tabs). */
    QList<BoardPane*> visiblePanes() const;
    static int paneCount(Arrangement arrangement);

    /** The View menu's and the toolbar's entries: the arrangements, then the presets. */
    QList<QAction*> arrangementActions() const { return m_arrangementActions; }
    QList<QAction*> presetActions() const { return m_presetActions; }

    QTabWidget* tabs() const { return m_tabs; }
    MeshView* tabMesh() const { return m_tabMesh; }

    void readSettings();
    void writeSettings() const;

  signals:
    /** A view (a tab or a pane) or a pane asks the window for something. */
    void requested(const ViewRequest& request);

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void createTabs();
    void createActions();
    void retranslate();
    void rebuildSplitters();
    /** Tabs that would not fit the bar give way (the current one never), named by "+N". */
    void fitTabs();

    QStackedLayout* m_stack;
    QTabWidget* m_tabs;
    QList<Figure*> m_tabFigures;
    MeshView* m_tabMesh;
    QToolButton* m_moreTabs; ///< "+2": the views the narrow bar leaves out, in a menu
    bool m_fitQueued = false;
    QWidget* m_panesPage;
    QSplitter* m_root = nullptr;
    QList<BoardPane*> m_panes;
    Arrangement m_arrangement = Arrangement::Tabs;
    QList<QAction*> m_arrangementActions;
    QList<QAction*> m_presetActions;
    EvaluationPtr m_evaluation; ///< nullptr before the first
};

} // namespace shardscope
