#pragma once

#include "common/publishedruns.h"

#include <QFrame>

#include <optional>

class QLabel;
class QToolButton;

namespace shardscope {

/**
 * The bar above the board while a published run is open: the run, the measured MFU beside the
 * model's ceiling on one line; the source and what the scenario approximates under it, folded by
 * default (a few lines of projector type would take the plots' room), all of it in the tool
 * tip. It shows while the scenario is the run's; an edit hides it (undo brings it back), as does
 * its close button.
 */
class RunBanner : public QFrame {
    Q_OBJECT
  public:
    explicit RunBanner(QWidget* parent = nullptr);

    /** The run just opened; nullopt: none (another file or scenario was opened). */
    void setRun(const std::optional<PublishedRun>& run);
    /** The run in `fileName`, if the file is one, just opened with `current` (a run opened as a
        file names its source as the Runs dialog's does); any other file changes nothing. */
    void setRunFile(const QString& fileName, const Scenario& current);
    /** Shown while `current` is the run's scenario. */
    void follow(const Scenario& current);
    /** The banner's text, the folded part too. */
    QString text() const;
    const std::optional<PublishedRun>& run() const { return m_run; }

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    std::optional<PublishedRun> m_run;
    bool m_dismissed = false;
    void showDetails(bool shown);
    QLabel* m_label;   ///< the run and its MFU
    QLabel* m_details; ///< its source and approximations, while unfolded
    QToolButton* m_more;
    QToolButton* m_close;
};

} // namespace shardscope
