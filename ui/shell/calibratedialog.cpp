#include "shell/calibratedialog.h"

#include "common/format.h"
#include "evaluate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace shardscope {

CalibrateDialog::CalibrateDialog(const Scenario& scenario, std::optional<double> measuredSeconds,
                                 QWidget* parent)
    : QDialog(parent), m_scenario(scenario), m_now(evaluate(scenario).forecast) {
    setWindowTitle(tr("Calibrate to my run"));
    auto* intro = new QLabel(
        tr("Type the step time your run measured with this layout. ShardScope finds the matmul "
           "efficiency of %1 at which the forecast gives that step, and keeps it as custom "
           "hardware (Edit → Undo takes it back).")
            .arg(QString::fromStdString(scenario.hardware.name)));
    intro->setWordWrap(true);
    m_value = new QDoubleSpinBox;
    m_value->setObjectName(QStringLiteral("measuredValue"));
    m_value->setRange(0, 1e12);
    m_value->setDecimals(4);
    m_value->setToolTip(tr("What your run measured: seconds per step, or tokens per second"));
    m_unit = new QComboBox;
    m_unit->setObjectName(QStringLiteral("measuredUnit"));
    m_unit->addItem(tr("seconds per step"));
    m_unit->addItem(tr("tokens per second"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_value, 1);
    row->addWidget(m_unit);
    auto* form = new QFormLayout;
    form->addRow(tr("Measured:"), row);
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("fitResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Calibrate"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addStretch();
    layout->addWidget(m_buttons);
    // A run open from the list starts at what its source measured; else at the forecast.
    m_value->setValue(measuredSeconds.value_or(m_now.seconds));
    connect(m_value, &QDoubleSpinBox::valueChanged, this, &CalibrateDialog::refit);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &CalibrateDialog::refit);
    refit();
}

// Sixty characters wide in the font it shows in (the window's chrome font, set after it is
// built), and tall enough for the wrapped intro and result at that width.
void CalibrateDialog::showEvent(QShowEvent* event) {
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    layout()->activate();
    setMinimumHeight(layout()->totalHeightForWidth(minimumWidth()));
    QDialog::showEvent(event);
}

double CalibrateDialog::measuredSeconds() const {
    const double value = m_value->value();
    if (Unit(m_unit->currentIndex()) == Unit::SecondsPerStep)
        return value;
    return value > 0 ? m_scenario.batchTokens / value : 0;
}

void CalibrateDialog::refit() {
    m_fit = fitMatmulEfficiency(m_scenario, measuredSeconds());
    m_result->setText(resultText());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_fit.status == RunFit::Status::Fitted);
}

QString CalibrateDialog::resultText() const {
    const QString measured = format::seconds(measuredSeconds());
    switch (m_fit.status) {
    case RunFit::Status::Fitted:
        // MFU goes as 1 / step: the fitted step's MFU follows from today's.
        return tr("Matmul efficiency %1 (now %2): the forecast step goes from %3 to %4, MFU %5.")
            .arg(format::percent(m_fit.matmulEfficiency),
                 format::percent(m_scenario.hardware.matmulEfficiency.value_or(0.8)),
                 format::seconds(m_now.seconds), format::seconds(m_fit.forecastSeconds),
                 format::percent(m_now.mfu * m_now.seconds / m_fit.forecastSeconds));
    case RunFit::Status::NotAStep:
        return tr("Type a measured step above zero.");
    case RunFit::Status::NoStack:
        return tr("The software stack is \"bound\": its step is the bound at peak, with no "
                  "efficiency in it to fit. Choose the stack your run used first.");
    case RunFit::Status::BelowTheBound:
        return tr("%1 is faster than the bound at peak (%2), which no run beats: check the batch, "
                  "the chip count and the model.")
            .arg(measured, format::seconds(m_fit.boundSeconds));
    case RunFit::Status::FasterThanPeak:
        return tr("%1 is faster than this stack's forecast with every matmul at peak (%2): the "
                  "run hides more of its communication than the stack's profile does. Try "
                  "another stack.")
            .arg(measured, format::seconds(m_fit.forecastSeconds));
    case RunFit::Status::TooSlow:
        return tr("%1 is slower than the forecast with matmuls at 1 % of peak (%2): something "
                  "other than the matmuls holds this run back.")
            .arg(measured, format::seconds(m_fit.forecastSeconds));
    }
    return {};
}

Scenario CalibrateDialog::calibrated() const {
    Scenario s = m_scenario;
    if (m_fit.status != RunFit::Status::Fitted)
        return s;
    s.hardware.matmulEfficiency = std::round(m_fit.matmulEfficiency * 1000) / 1000;
    // Custom hardware on its preset's base: the scenario file keeps it.
    s.hardware.name =
        tr("%1, calibrated to my run").arg(QString::fromStdString(s.hardware.name)).toStdString();
    return s;
}

} // namespace shardscope
