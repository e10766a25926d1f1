#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "common/viewrequest.h"
#include "evaluation.h"
#include "results.h"
#include "scenario.h"

#include <QFrame>
#include <QHash>

#include <optional>
#include <utility>

class QActionGroup;
class QMenu;
class QToolButton;
class QVBoxLayout;

namespace shardscope {

class Figure;
class MeshView;

/**
 * One pane of the board: a small title bar whose menu picks the view (any figure
 * of the registry, or the mesh) and exports it, and the view under it. A pane
 * that is not shown only keeps the newest data and draws it when shown.
 */
class BoardPane : public QFrame {
    Q_OBJECT
  public:
    explicit BoardPane(QWidget* parent = nullptr);

    /** Shows the view for `id` (a figure id or "mesh"), built the first time it is asked for;
     * an unknown id is ignored. */
    void setView(const QString& id);
    QString viewId() const { return m_viewId; }
    QWidget* view() const { return m_view; }
    Figure* figure() const;
    MeshView* mesh() const;
    QToolButton* menuButton() const { return m_button; }

    /** The document's snapshot of the current scenario (shared, not copied). */
    void setEvaluation(const EvaluationPtr& evaluation);
    /** A's snapshot (nullptr: none), for the view now and any view picked later. */
    void setPinned(const EvaluationPtr& pinned);
    void setTheme(const Theme& theme);
    /** A lesson step's curves (Figure::setCurveFilter) for every figure built, now and later. */
    void setCurveFilter(const QStringList& ids);
    /** The lesson's hidden report keys (Figure::setAnswerMask) for every figure, now and later. */
    void setAnswerMask(const AnswerMask& mask);
    /** Writes the view as DIR/ID.png through the exporter; returns an empty string or why it
     * failed. */
    QString exportTo(const QString& dir) const;

  signals:
    /** The user picked another view in the title bar's menu. */
    void viewPicked(const QString& id);
    /** Its view's requests, and its own "Export view" (ExportView, the pane as source). */
    void requested(const ViewRequest& request);

  protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    void buildMenu();
    void retranslate();
    void push();
    static QWidget* createView(const QString& id);

    QToolButton* m_button;
    QMenu* m_menu;
    QActionGroup* m_group;
    QAction* m_exportAction;
    QVBoxLayout* m_layout;
    QWidget* m_view = nullptr;
    QHash<QString, QWidget*> m_views; ///< every view built so far, by id; all but m_view hidden
    QString m_viewId;
    EvaluationPtr m_evaluation; ///< nullptr before the first
    EvaluationPtr m_pinned;
    Theme m_theme = Theme::normal(); ///< the window's, once the board hands it over
    QStringList m_curveFilter;
    AnswerMask m_answerMask;
    bool m_dirty = false;
};

} // namespace shardscope
