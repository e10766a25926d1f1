#pragma once

#include "calibration.h"
#include "results.h"
#include "scenario.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

namespace shardscope {

/**
 * Calibrate to my run (docs/runs.md#my-run): the user types the step time (or tokens per
 * second) their run measured for the current scenario; the dialog shows, as they type, the
 * hardware's matmul efficiency that gives it and where the forecast moves, or why no efficiency
 * can. Accepted, calibrated() is the scenario with that efficiency in custom hardware.
 */
class CalibrateDialog : public QDialog {
    Q_OBJECT
  public:
    CalibrateDialog(const Scenario& scenario, std::optional<double> measuredSeconds,
                    QWidget* parent = nullptr);

    enum class Unit { SecondsPerStep, TokensPerSecond };
    /** What the fit says about the value typed; shown under the field. */
    const RunFit& fit() const { return m_fit; }
    QString resultText() const;
    /** The scenario with the fitted efficiency in custom hardware; only when fitted. */
    Scenario calibrated() const;

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    void refit();
    double measuredSeconds() const;
    Scenario m_scenario;
    Forecast m_now; ///< the scenario's forecast before calibrating
    RunFit m_fit;
    QDoubleSpinBox* m_value;
    QComboBox* m_unit;
    QLabel* m_result;
    QDialogButtonBox* m_buttons;
};

} // namespace shardscope
