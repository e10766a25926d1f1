#pragma once

#include "common/answermask.h"
#include "common/theme.h"
#include "evaluation.h"

#include <QTextBrowser>

#include <optional>

class QTimer;

namespace shardscope {

/** The live formulas with today's numbers put in, and a verdict in words. */
class ExplanationPanel : public QTextBrowser {
    Q_OBJECT
  public:
    explicit ExplanationPanel(QWidget* parent = nullptr);
    /** The change to explain (the document's snapshot). */
    void setEvaluation(EvaluationPtr evaluation);
    void setTheme(const Theme& theme);
    /**
     * The strategy the mesh view shows (its selector), or nullopt for the scenario's split: the
     * panel then opens with that strategy's layer times.
     */
    void setMeshStrategy(std::optional<Strategy> strategy);
    /** The pinned scenario A (nullptr: none): the panel opens with A and the current side by side.
     */
    void setPinned(const Scenario* s, const Results* r);
    /** The numbers an open lesson question hides show as "?" until it is answered. */
    void setAnswerMask(const AnswerMask& mask);

    /** "compute-bound" or "communication-bound", coloured, as rich text. */
    static QString verdictText(bool computeBound);
    /** The text of one warning in the UI language. */
    static QString warningText(const Warning& w);

  signals:
    /** The Budget's "Calibrate to my run" link. */
    void calibrateRequested();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void render();
    QString html() const;
    QString meshSection() const;
    QString layerSection() const;
    QString thresholdSection() const;
    QString budgetSection() const;
    QString clusterParagraph() const;
    static QString tierText(const GroupPlacement& g);
    QString warningSection() const;
    QString compareSection() const;
    /** `text`, or "?" while the lesson hides the report key it shows. */
    QString shown(std::string_view key, const QString& text) const {
        return m_mask.text(key, text);
    }
    const Scenario& scenario() const { return m_evaluation->scenario(); }
    const Results& results() const { return m_evaluation->results(); }
    AnswerMask m_mask;
    EvaluationPtr m_evaluation; ///< nullptr until the first change
    Theme m_theme;
    /** Runs until the values have been still for a tenth of a second ("stillTimer": tests wait
        for it, tests/common/windowparts.h). */
    QTimer* m_stillTimer;
    bool m_pending = false;
    std::optional<Strategy> m_meshStrategy;
    std::optional<Scenario> m_pinned;
    Results m_pinnedResults;
};

} // namespace shardscope
