// Calibrating to one's own run (docs/runs.md#my-run): the matmul efficiency at which the
// forecast step is the step the user measured, and a clear refusal where none can be.
#include "calibration.h"
#include "evaluate.h"
#include "run_file.h"
#include "testarea.h"

#include <QDir>
#include <QTest>

#include <cmath>

using namespace shardscope;

namespace {

Scenario runScenario(const char* id) {
    return loadRunFile(QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
                           .filePath(QString::fromLatin1(id) + ".json")
                           .toStdString())
        .scenario;
}

} // namespace

class TestRunFit : public QObject {
    Q_OBJECT
  private slots:
    void givesBackThePresetsOwnEfficiency_data();
    void givesBackThePresetsOwnEfficiency();
    void forecastMeetsTheMeasuredStep();
    void refusesWhatNoEfficiencyGives();
};

void TestRunFit::givesBackThePresetsOwnEfficiency_data() {
    QTest::addColumn<QString>("run");
    QTest::newRow("Megatron-Core H100") << QStringLiteral("mcore-h100-weak-70B");
    QTest::newRow("Megatron 2021 A100") << QStringLiteral("megatron-ptdp-t1-145.6B");
    QTest::newRow("MaxText v5p") << QStringLiteral("maxtext-v5p-1024B-1xv5p-2048");
}

// Measured = the forecast the preset's own efficiency gives: the fit finds that efficiency.
void TestRunFit::givesBackThePresetsOwnEfficiency() {
    QFETCH(QString, run);
    const Scenario s = runScenario(run.toLatin1().constData());
    QVERIFY(s.hardware.matmulEfficiency);
    const RunFit fit = fitMatmulEfficiency(s, evaluate(s).forecast.seconds);
    QCOMPARE(fit.status, RunFit::Status::Fitted);
    QVERIFY2(std::abs(fit.matmulEfficiency - *s.hardware.matmulEfficiency) < 1e-4,
             qPrintable(QString::number(fit.matmulEfficiency)));
}

// A step 10 % slower than the forecast: the fitted efficiency is lower and, set in the
// hardware, gives that step.
void TestRunFit::forecastMeetsTheMeasuredStep() {
    Scenario s = runScenario("mcore-h100-weak-70B");
    const double measured = evaluate(s).forecast.seconds * 1.1;
    const RunFit fit = fitMatmulEfficiency(s, measured);
    QCOMPARE(fit.status, RunFit::Status::Fitted);
    QVERIFY(fit.matmulEfficiency < *s.hardware.matmulEfficiency);
    QVERIFY(std::abs(fit.forecastSeconds / measured - 1) < 1e-4);
    s.hardware.matmulEfficiency = fit.matmulEfficiency;
    QVERIFY(std::abs(evaluate(s).forecast.seconds / measured - 1) < 1e-4);
}

void TestRunFit::refusesWhatNoEfficiencyGives() {
    Scenario s = runScenario("mcore-h100-weak-70B");
    const Results r = evaluate(s);
    for (const double nonsense : {0.0, -1.0, std::nan(""), double(INFINITY)})
        QCOMPARE(fitMatmulEfficiency(s, nonsense).status, RunFit::Status::NotAStep);
    // Faster than the bound at peak: the bound is the least any layout takes.
    QCOMPARE(fitMatmulEfficiency(s, r.step.seconds * 0.9).status, RunFit::Status::BelowTheBound);
    // Above the bound, below the forecast with every matmul at peak: the overlaps differ.
    const RunFit peak = fitMatmulEfficiency(s, r.step.seconds * 1.0001);
    QCOMPARE(peak.status, RunFit::Status::FasterThanPeak);
    QVERIFY(peak.forecastSeconds > r.step.seconds);
    // A hundred times the forecast: below 1 % of peak.
    QCOMPARE(fitMatmulEfficiency(s, r.forecast.seconds * 100).status, RunFit::Status::TooSlow);
    s.stack = Stack::Bound;
    QCOMPARE(fitMatmulEfficiency(s, r.forecast.seconds).status, RunFit::Status::NoStack);
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestRunFit)
#include "tst_run_fit.moc"
