// The mesh view with the scenario's ZeRO stage, several pods, focus mode and legend: what it
// shows comes from the core (memory budget, step schedule), and each part can be seen.
#include "failonqtwarnings.h"
#include "format.h"
#include "meshclock.h"
#include "meshpodpainter.h"
#include "meshview.h"

#include <QtTest>

using namespace shardscope;

class TstMeshPods : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void tooltipBytesAreTheMemoryBudget_data();
    void tooltipBytesAreTheMemoryBudget();
    void twoPodsAreDrawnWithTheirDcnStep();
    void manyPodsCollapseToASummary();
    void shortStepsStayOnScreen();
    void legendNamesGreyAndShardColours();
    void gatheredDataStaysUntilItsMatmul();
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

namespace {

Scenario twoPods(long long chips) {
    Scenario s = withChips(defaultScenario(), chips);
    s.pods = 2;
    s.batchTokens = 2 * 1048576.0;
    return s;
}

// With SHARDSCOPE_MESH_PNG_DIR set, frames are also written there to be looked at.
void maybeSave(const QImage& image, const QString& name) {
    const QString dir = qEnvironmentVariable("SHARDSCOPE_MESH_PNG_DIR");
    if (!dir.isEmpty())
        image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

bool isBackground(const QImage& image, QPointF at) {
    return image.pixelColor(at.toPoint()) == meshcolor::background;
}

} // namespace

void TstMeshPods::twoPodsAreDrawnWithTheirDcnStep() {
    // ch. 5 §Pods, 64 chips a pod (X·Y = 64), two pods: each chip AllReduces its shard of dW_in and dW_out over DCN. A shard is
    // 2·D·F/(X·Y) bytes; the AllReduce costs 2·V / W_dcn (W_dcn = 6.25e9 on v5p).
    const Scenario s = twoPods(64);
    MeshView view;
    view.setScenario(s, evaluate(s));
    const double x = double(view.meshLayout().x()), y = double(view.meshLayout().y());
    QCOMPARE(x * y, 64.0);
    const double shard = 2.0 * 8192 * 32768 / (x * y);
    int dcn = 0;
    for (const ScheduleStep& st : view.schedule().steps) {
        if (st.axis != MeshAxis::Pods)
            continue;
        ++dcn;
        QCOMPARE(st.bytes, shard);
        QVERIFY(std::abs(st.seconds - 2 * shard / 6.25e9) < 1e-12 * st.seconds);
    }
    QCOMPARE(dcn, 2);
    // Both pods are in the frame, side by side, and the second is drawn (its cells coloured).
    const QSize size(1280, 720);
    const QImage image = view.renderFrame(size, 1, 0);
    maybeSave(image, QStringLiteral("pods2_64"));
    for (int i = 0; i < view.stepCount(); ++i)
        if (view.schedule().steps[size_t(i)].axis == MeshAxis::Pods)
            maybeSave(view.renderFrame(size, 1, i), QStringLiteral("pods2_64_dcn"));
    Scenario many = twoPods(8960);
    many.pods = 16;
    view.setScenario(many, evaluate(many));
    maybeSave(view.renderFrame(size, 1, 0), QStringLiteral("pods16_8960"));
    view.setScenario(s, evaluate(s));
    MeshFrameInput in;
    in.size = QSizeF(size);
    in.pods = 2;
    const MeshFrame f = MeshFrame::make(in, view.meshLayout().mesh);
    QCOMPARE(f.pods.boxes.size(), size_t(2));
    QVERIFY(!f.pods.collapsed);
    QVERIFY(!f.pods.boxes[0].isEmpty() && !f.pods.boxes[1].isEmpty());
    QVERIFY(!f.pods.boxes[0].intersects(f.pods.boxes[1]));
    QVERIFY(f.pods.boxes[0].right() < f.pods.boxes[1].left());
    QCOMPARE(f.pods.links().size(), size_t(1));
    bool coloured = false;
    const QRectF other = f.pods.boxes[1];
    for (double u = 0.05; u < 1 && !coloured; u += 0.05)
        coloured = !isBackground(image, other.topLeft() + QPointF(other.width() * u,
                                                                   other.height() * 0.1));
    QVERIFY(coloured);
    bool named = false;
    for (const MeshTextItem& item : view.textItems(size, 0))
        named = named || (item.role == MeshTextItem::Role::Pod && item.text == QLatin1String("pod 2"));
    QVERIFY(named);
}

void TstMeshPods::manyPodsCollapseToASummary() {
    // 16 pods: the 15 others are one summary box naming them, with one DCN link to it.
    MeshFrameInput in;
    in.size = QSizeF(1280, 720);
    in.pods = 16;
    const MeshFrame f = MeshFrame::make(in, {16, 20, 28});
    QVERIFY(f.pods.collapsed);
    QVERIFY(!f.pods.summary.isEmpty());
    QVERIFY(!f.pods.summary.intersects(f.mesh));
    QCOMPARE(f.pods.links().size(), size_t(1));
    const QList<MeshTextItem> labels = MeshPodPainter::labels(f);
    QVERIFY(!labels.isEmpty());
    QCOMPARE(labels.first().text, QStringLiteral("pods 2–16"));
    for (const MeshTextItem& item : labels) {
        QVERIFY(f.pods.summary.contains(item.rect));
        QVERIFY(QFontMetricsF(item.font).horizontalAdvance(item.text) <= item.rect.width() + 0.5);
    }
    // Two pods on a small frame: the other still fits as a box of its own.
    in.size = QSizeF(640, 360);
    in.pods = 2;
    QVERIFY(!MeshFrame::make(in, {4, 4, 4}).pods.collapsed);
}

void TstMeshPods::shortStepsStayOnScreen() {
    // Proportional durations: a 0.5 µs gather among 1 ms matmuls would last 0.5 ms on screen;
    // the floor keeps every step at least 0.6 s at 1×.
    MeshClock clock;
    clock.setCosts({0.5e-6, 1e-3, 1e-3, 1e-3});
    QVERIFY(clock.stepSeconds()[0] >= 0.6);
    clock.advance(0.59);
    QCOMPARE(clock.step(), 0);
    clock.advance(0.02);
    QCOMPARE(clock.step(), 1);
    for (double s : clock.stepSeconds())
        QVERIFY(s >= 0.6);
}

void TstMeshPods::legendNamesGreyAndShardColours() {
    const Scenario s = withChips(defaultScenario(), 64);
    MeshView view;
    view.setScenario(s, evaluate(s));
    QStringList keys;
    for (const MeshTextItem& item : view.textItems(QSize(1280, 720), 0))
        if (item.role == MeshTextItem::Role::Key)
            keys << item.text;
    QVERIFY2(keys.contains(QStringLiteral("replicated")), qPrintable(keys.join(QLatin1Char('|'))));
    QVERIFY(keys.contains(QStringLiteral("shards: hue by X, shade by Y")));
    QColor colour;
    Qt::BrushStyle style;
    bool outline;
    MeshCaptions::keySwatch(keys.indexOf(QStringLiteral("replicated")), &colour, &style, &outline);
    QCOMPARE(colour, meshcolor::replicated); // the grey of a replicated block
}

void TstMeshPods::gatheredDataStaysUntilItsMatmul() {
    // FSDP+TP forward (ch. 5): AG In over Y, AG W_in over X, Tmp = In · W_in. Both gathered
    // arrays are held through the matmul, freed at its end, and gone in the step after it.
    const Scenario s = withChips(defaultScenario(), 64);
    MeshView view;
    view.setScenario(s, evaluate(s));
    const std::vector<ScheduleStep>& steps = view.schedule().steps;
    int agIn = -1, agWIn = -1, matmul = -1;
    for (int i = 0; i < int(steps.size()) && matmul < 0; ++i) {
        const ScheduleStep& st = steps[size_t(i)];
        if (st.kind == StepKind::AllGather && st.result.id == TensorId::In)
            agIn = i;
        if (st.kind == StepKind::AllGather && st.result.id == TensorId::WIn)
            agWIn = i;
        if (st.kind == StepKind::Matmul)
            matmul = i;
    }
    QVERIFY(agIn >= 0 && agWIn > agIn && matmul > agWIn);
    const auto& held = view.scene().held;
    QCOMPARE(held[size_t(agWIn)].gatherStep[0], agIn); // In stays gathered during AG W_in
    QCOMPARE(held[size_t(matmul)].gatherStep[0], agIn);
    QCOMPARE(held[size_t(matmul)].gatherStep[1], agWIn);
    QVERIFY(held[size_t(matmul)].freedAfter[0] && held[size_t(matmul)].freedAfter[1]);
    QCOMPARE(held[size_t(matmul + 1)].gatherStep[0], -1);
    QCOMPARE(held[size_t(matmul + 1)].gatherStep[1], -1);
}

QTEST_MAIN(TstMeshPods)
#include "tst_meshpods.moc"
