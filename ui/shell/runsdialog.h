#pragma once

#include "common/publishedruns.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace shardscope {

/**
 * File → Published runs: the shipped runs (docs/runs.md) as a sortable table of name, hardware,
 * chips, layout, the measured MFU, the model's ceiling for the same layout, their ratio and the
 * source. Enter, a double-click or Open asks to open the selected run (openRequested); the
 * window loads it. Texts from the run files are shown as plain text.
 */
class RunsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit RunsDialog(QWidget* parent = nullptr);

    enum Column { Name, Hardware, Chips, Layout, Measured, Ceiling, Ratio, Source, ColumnCount };

    QTableView* table() const { return m_table; }
    /** The run on a row of the table as shown (sorted); nullptr for none. */
    const PublishedRun* runAt(int row) const;
    /** Asks to open the selected run and closes; false when no row is selected. */
    bool openSelected();

  signals:
    void openRequested(const shardscope::PublishedRun& run);
    /** Calibrate to my run: the window's dialog, for the scenario open now. */
    void calibrateRequested();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void fill();
    std::vector<PublishedRun> m_runs;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_intro;
    QPushButton* m_open;
    QPushButton* m_calibrate;
    QPushButton* m_close;
};

} // namespace shardscope
