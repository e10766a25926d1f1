// The mesh view with the scenario's ZeRO stage, several pods, focus mode and legend: what it
// shows comes from the core (memory budget, step schedule), and each part can be seen.
#include "failonqtwarnings.h"
#include "format.h"
#include "meshview.h"

#include <QtTest>

using namespace shardscope;

class TstMeshPods : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void tooltipBytesAreTheMemoryBudget_data();
    void tooltipBytesAreTheMemoryBudget();
};

void TstMeshPods::tooltipBytesAreTheMemoryBudget_data() {
    QTest::addColumn<int>("zero");
    for (int zero = 0; zero <= 3; ++zero)
        QTest::addRow("ZeRO-%d", zero) << zero;
}

void TstMeshPods::tooltipBytesAreTheMemoryBudget() {
    // 64 chips (4 x 4 x 4), FSDP 16 x TP 4, LLaMA-style default model, book-10 recipe (2 + 0 + 8).
    // By hand for ZeRO-1 (docs/model.md#zero): optimizer 8·P/(Y·X) = 8·P/64, params 2·P/4.
    QFETCH(int, zero);
    Scenario s = withChips(defaultScenario(), 64);
    s.fsdp = 16;
    s.tp = 4;
    s.zeroStage = zero;
    const Results r = evaluate(s);
    MeshView view;
    view.setScenario(s, r);
    const MemoryBudget::PerChip& budget = r.memory.budget.perChip;
    const MemoryBudget::PerChip& shown = view.meshLayout().memory;
    QCOMPARE(shown.params, budget.params);
    QCOMPARE(shown.grads, budget.grads);
    QCOMPARE(shown.optimizer, budget.optimizer);
    const double p = countParams(s.model).total();
    QCOMPARE(shown.params, zero == 3 ? 2 * p / 64 : 2 * p / 4);
    QCOMPARE(shown.optimizer, zero >= 1 ? 8 * p / 64 : 8 * p / 4);
    const QString text = view.chipDescription(5);
    for (double bytes : {budget.params, budget.grads, budget.optimizer})
        QVERIFY2(text.contains(format::bytes(bytes)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ZeRO-%1").arg(zero)), qPrintable(text));
}

QTEST_MAIN(TstMeshPods)
#include "tst_meshpods.moc"
