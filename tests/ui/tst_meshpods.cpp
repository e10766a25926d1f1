// The mesh view with the scenario's ZeRO stage, several pods, focus mode and legend: what it
// shows comes from the core (memory budget, step schedule), and each part can be seen.
#include "common/format.h"
#include "common/languagemanager.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "mesh/meshclock.h"
#include "mesh/meshfocus.h"
#include "mesh/meshpodpainter.h"
#include "mesh/meshtext.h"
#include "mesh/meshview.h"
#include "meshpng.h"
#include "presets.h"
#include "shell/mainwindow.h"
#include "testarea.h"
#include "windowparts.h"
#include "workspace/explanationpanel.h"

#include <QtTest>

#include <QTabWidget>

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
    void focusGeometry_data();
    void focusGeometry();
    void focusModeEntersAndLeaves();
    void rightPanelFollowsTheStrategySelector();
    void newLabelsFitInEveryLanguage();
    void pipelineStagesAreGroupsThatSend();
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
    view.setEvaluation(std::make_shared<const Evaluation>(s, r));
    const MemoryBudget::PerChip& budget = r.memory.budget.perChip;
    const MemoryBudget::PerChip& shown = view.scene().layout.memory;
    QCOMPARE(shown.params, budget.params);
    QCOMPARE(shown.grads, budget.grads);
    QCOMPARE(shown.optimizer, budget.optimizer);
    const double p = countParams(s.model).total();
    QCOMPARE(shown.params, zero == 3 ? 2 * p / 64 : 2 * p / 4);
    QCOMPARE(shown.optimizer, zero >= 1 ? 8 * p / 64 : 8 * p / 4);
    const QString text = MeshText::chipDescription(view.scene().layout, 5);
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

bool isBackground(const QImage& image, QPointF at) {
    return image.pixelColor(at.toPoint()) == Theme::normal().mesh.background;
}

} // namespace

void TstMeshPods::twoPodsAreDrawnWithTheirDcnStep() {
    // ch. 5 §Pods, 64 chips a pod (X·Y = 64), two pods: each chip AllReduces its shard of dW_in and
    // dW_out over DCN. A shard is 2·D·F/(X·Y) bytes; the AllReduce costs 2·V / W_dcn (W_dcn
    // = 6.25e9 on v5p).
    const Scenario s = twoPods(64);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    meshCanvasOf(view)->setLensChip(-1); // the whole pod, not the lens
    const double x = double(view.scene().layout.x()), y = double(view.scene().layout.y());
    QCOMPARE(x * y, 64.0);
    const double shard = 2.0 * 8192 * 32768 / (x * y);
    int dcn = 0;
    for (const ScheduleStep& st : view.scene().schedule.steps) {
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
    testing::saveMeshPngIfAsked(image, QStringLiteral("pods2_64"));
    for (int i = 0; i < view.clock().stepCount(); ++i)
        if (view.scene().schedule.steps[size_t(i)].axis == MeshAxis::Pods)
            testing::saveMeshPngIfAsked(view.renderFrame(size, 1, i),
                                        QStringLiteral("pods2_64_dcn"));
    Scenario many = twoPods(8960);
    many.pods = 16;
    view.setEvaluation(makeEvaluation(many));
    testing::saveMeshPngIfAsked(view.renderFrame(size, 1, 0), QStringLiteral("pods16_8960"));
    view.setEvaluation(makeEvaluation(s));
    meshCanvasOf(view)->setLensChip(-1); // the whole pod, not the lens
    MeshFrameInput in;
    in.size = QSizeF(size);
    in.pods = 2;
    const MeshFrame f = MeshFrame::make(in, view.scene().layout.mesh);
    QCOMPARE(f.pods.boxes.size(), size_t(2));
    QVERIFY(!f.pods.collapsed);
    QVERIFY(!f.pods.boxes[0].isEmpty() && !f.pods.boxes[1].isEmpty());
    QVERIFY(!f.pods.boxes[0].intersects(f.pods.boxes[1]));
    QVERIFY(f.pods.boxes[0].right() < f.pods.boxes[1].left());
    QCOMPARE(f.pods.links().size(), size_t(1));
    bool coloured = false;
    const QRectF other = f.pods.boxes[1];
    for (double u = 0.05; u < 1 && !coloured; u += 0.05)
        coloured = !isBackground(image, other.topLeft() +
                                            QPointF(other.width() * u, other.height() * 0.1));
    QVERIFY(coloured);
    bool named = false;
    for (const MeshTextItem& item : view.textItems(size, 0))
        named =
            named || (item.role == MeshTextItem::Role::Pod && item.text == QLatin1String("pod 2"));
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

namespace {

// The key entry a legend text stands for (the swatch's index), or -1.
int keyEntry(const MeshView& view, const QString& text) {
    for (const MeshTextItem& item : view.textItems(QSize(1280, 720), 0))
        if (item.role == MeshTextItem::Role::Key && item.text == text)
            return item.index;
    return -1;
}

// Pixels of exactly `colour` in an image.
long long pixelsOf(const QImage& image, QColor colour) {
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    long long n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += img.pixel(x, y) == colour.rgb() ? 1 : 0;
    return n;
}

} // namespace

void TstMeshPods::legendNamesGreyAndShardColours() {
    const Scenario s = withChips(defaultScenario(), 64);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    QStringList keys;
    for (const MeshTextItem& item : view.textItems(QSize(1280, 720), 0))
        if (item.role == MeshTextItem::Role::Key)
            keys << item.text;
    QVERIFY2(keys.contains(QStringLiteral("replicated")), qPrintable(keys.join(QLatin1Char('|'))));
    QVERIFY(keys.contains(QStringLiteral("shards: hue by X, shade by Y")));
    QColor colour;
    Qt::BrushStyle style;
    bool outline;
    MeshCaptions::keySwatch(Theme::normal().mesh, keyEntry(view, QStringLiteral("replicated")),
                            &colour, &style, &outline);
    QCOMPARE(colour, Theme::normal().mesh.replicated); // the grey of a replicated block
}

void TstMeshPods::gatheredDataStaysUntilItsMatmul() {
    // FSDP+TP forward (ch. 5): AG In over Y, AG W_in over X, Tmp = In · W_in. Both gathered
    // arrays are held through the matmul, freed at its end, and gone in the step after it.
    const Scenario s = withChips(defaultScenario(), 64);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const std::vector<ScheduleStep>& steps = view.scene().schedule.steps;
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

void TstMeshPods::focusGeometry_data() {
    QTest::addColumn<long long>("chips");
    QTest::addColumn<long long>("tp");
    QTest::newRow("64 = 8 x 8") << 64LL << 8LL;
    QTest::newRow("4096 = 512 x 8") << 4096LL << 8LL;
    QTest::newRow("64 = 64 x 1") << 64LL << 1LL;
}

void TstMeshPods::focusGeometry() {
    // Focus mode's layout is pure: each group of the chip gets one band per matrix, one box per
    // member shown (at most 8, a window around the chip), nothing overlapping, all inside.
    QFETCH(long long, chips);
    QFETCH(long long, tp);
    Scenario s = withTp(withChips(defaultScenario(), chips), tp);
    const MeshLayout layout = buildMeshLayout(s, meshSplit(s));
    const int chip = int(chips / 3);
    const QRectF area(700, 40, 560, 600);
    const MeshFocus focus = MeshFocus::layOut(area, layout, chip, 12);
    QCOMPARE(focus.groups.size(), size_t((layout.x() > 1 ? 1 : 0) + (layout.y() > 1 ? 1 : 0)));
    std::vector<QRectF> rects;
    for (const MeshFocus::Group& g : focus.groups) {
        const long long size = g.axis == MeshAxis::Fsdp ? layout.x() : layout.y();
        QCOMPARE(g.size, size);
        QCOMPARE(g.chips.size(), size_t(std::min<long long>(size, MeshFocus::kMaxMembers)));
        QVERIFY(std::find(g.chips.begin(), g.chips.end(), chip) != g.chips.end());
        rects.push_back(g.title);
        for (const auto& boxes : g.boxes)
            for (const QRectF& b : boxes) {
                QVERIFY(b.width() >= 20); // large: readable at 4096 chips
                rects.push_back(b);
            }
        for (int k = 0; k < 4; ++k)
            for (const QRectF& r :
                 {g.names[size_t(k)], g.rowLetters[size_t(k)], g.colLetters[size_t(k)]})
                rects.push_back(r);
    }
    for (size_t i = 0; i < rects.size(); ++i) {
        QVERIFY(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects[i]));
        for (size_t j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]),
                     qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));
    }
    QCOMPARE(focus.chipAt(focus.groups[0].boxes[0][1].center()), focus.groups[0].chips[0]);
}

void TstMeshPods::focusModeEntersAndLeaves() {
    const Scenario s = withChips(defaultScenario(), 64);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    meshCanvasOf(view)->setLensChip(-1); // the whole pod, not the lens
    view.resize(1280, 760);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // A click on a chip focuses it; the labels name the matrices and their dimensions.
    MeshFrameInput in;
    in.size = QSizeF(meshCanvasOf(view)->size());
    in.headerHeight = MeshCaptions(view.scene(), in.size, false).headerHeight();
    in.timelineHeight = MeshCaptions(view.scene(), in.size, false).timelineHeight();
    const MeshFrame f = MeshFrame::make(in, view.scene().layout.mesh);
    const int chip = 9;
    QTest::mouseClick(meshCanvasOf(view), Qt::LeftButton, {},
                      f.cellRect(view.scene().layout.chips[size_t(chip)]).center().toPoint());
    QCOMPARE(meshCanvasOf(view)->focusChip(), chip);
    const QSize size(1280, 720);
    QStringList texts;
    const QList<MeshTextItem> items = view.textItems(size, 2);
    for (const MeshTextItem& item : items) {
        if (item.role != MeshTextItem::Role::Focus)
            continue;
        texts << item.text;
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(item.rect));
        QVERIFY(QFontMetricsF(item.font).horizontalAdvance(item.text) <= item.rect.width() + 0.5);
        for (const MeshTextItem& other : items)
            if (&other != &item)
                QVERIFY2(!item.rect.intersects(other.rect),
                         qPrintable(item.text + QLatin1Char('/') + other.text));
    }
    for (const char* word : {"In", "W_in", "W_out", "Out", "B", "D", "F"})
        QVERIFY2(texts.contains(QLatin1String(word)), word);
    QVERIFY(texts.contains(QStringLiteral("FSDP group: 8 chips along X")));
    QVERIFY(texts.contains(QStringLiteral("TP group: 8 chips along Y")));
    for (int step : {1, 2, 3})
        testing::saveMeshPngIfAsked(view.renderFrame(size, 1, step),
                                    QStringLiteral("focus_64_step%1").arg(step));
    // Esc leaves; so does a second click on the same chip.
    QTest::keyClick(meshCanvasOf(view), Qt::Key_Escape);
    QCOMPARE(meshCanvasOf(view)->focusChip(), -1);
    meshCanvasOf(view)->setFocusChip(chip);
    QCOMPARE(meshCanvasOf(view)->focusChip(), chip);
    QTest::mouseClick(meshCanvasOf(view), Qt::LeftButton, {},
                      MeshFocus::layOut(MeshFocus::areaOf(f.mesh), view.scene().layout, chip, 12)
                          .groups[0]
                          .boxes[0][0]
                          .center()
                          .toPoint());
    QVERIFY(meshCanvasOf(view)->focusChip() >= 0); // a click inside focus mode focuses that member
}

void TstMeshPods::rightPanelFollowsTheStrategySelector() {
    MainWindow window;
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(meshViewOf(window));
    QVERIFY(!explanationOf(window)->toPlainText().contains(QStringLiteral("The mesh shows")));
    meshViewOf(window)->setStrategy(Strategy::DP);
    const QString text = explanationOf(window)->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("The mesh shows DP")), qPrintable(text));
    const Split dp = evaluate(defaultScenario()).dp.split; // DP on all 4096 chips: X = 4096
    QVERIFY(text.contains(QStringLiteral("FSDP %1 × TP %2").arg(dp.x).arg(dp.y)));
    tabs->setCurrentIndex(0); // another figure: the panel is the scenario's again
    QVERIFY(!explanationOf(window)->toPlainText().contains(QStringLiteral("The mesh shows")));
}

void TstMeshPods::newLabelsFitInEveryLanguage() {
    // Pod names, the pods' summary and focus mode's labels: whole, inside the frame, apart from
    // every other word, in each language, normal and projector, at 64 and 4096 chips a pod.
    for (const char* lang : {"en", "ru", "zh_CN"}) {
        QVERIFY(LanguageManager::instance()->setLanguage(QString::fromLatin1(lang)));
        for (bool projector : {false, true})
            for (long long chips : {64LL, 4096LL})
                for (long long pods : {2LL, 16LL}) {
                    Scenario s = twoPods(chips);
                    s.pods = pods;
                    MeshView view;
                    view.setEvaluation(makeEvaluation(s));
                    meshCanvasOf(view)->setLensChip(-1); // the whole pod, not the lens
                    view.setProjectorMode(projector);
                    meshCanvasOf(view)->setFocusChip(int(chips / 2) + 3);
                    for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                        const QList<MeshTextItem> items = view.textItems(size, 1);
                        int podWords = 0, focusWords = 0;
                        for (const MeshTextItem& item : items) {
                            const QString what = QStringLiteral("%1 %2 %3x%4: \"%5\"")
                                                     .arg(QLatin1String(lang))
                                                     .arg(projector)
                                                     .arg(size.width())
                                                     .arg(size.height())
                                                     .arg(item.text);
                            podWords += item.role == MeshTextItem::Role::Pod ? 1 : 0;
                            focusWords += item.role == MeshTextItem::Role::Focus ? 1 : 0;
                            QVERIFY2(QRectF(QPointF(0, 0), QSizeF(size)).contains(item.rect),
                                     qPrintable(what));
                            QVERIFY2(QFontMetricsF(item.font).horizontalAdvance(item.text) <=
                                         item.rect.width() + 0.5,
                                     qPrintable(what));
                            for (const MeshTextItem& other : items)
                                if (&other != &item)
                                    QVERIFY2(!item.rect.intersects(other.rect),
                                             qPrintable(what + QStringLiteral(" / ") + other.text));
                        }
                        QVERIFY(podWords >= 1);
                        // Two groups: title, 4 names, 8 axis letters; projector type (20 px and up)
                        // on a 720-line screen leaves room for the titles and names only.
                        const int wanted = projector && size.height() < 1080 ? 2 * 5 : 2 * 13;
                        QVERIFY2(
                            focusWords >= wanted,
                            qPrintable(
                                QStringLiteral(
                                    "%1 projector %2, %3 chips × %4 pods, %5x%6: %7 focus labels")
                                    .arg(QLatin1String(lang))
                                    .arg(projector)
                                    .arg(chips)
                                    .arg(pods)
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(focusWords)));
                    }
                }
    }
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

void TstMeshPods::pipelineStagesAreGroupsThatSend() {
    // 256 v5e chips (a 16 × 16 mesh) as FSDP 16 × TP 4 × PP 4 (ch. 5 §Pipelining): each stage is
    // 64 chips, four rows of the mesh. The forward ends by sending Out on, the backward by
    // sending dIn back; the key names the send and the rows between stages are drawn as borders.
    Scenario s = defaultScenario();
    s.hardwarePreset = "tpu-v5e";
    s.hardware = findHardwarePreset("tpu-v5e")->value;
    s = withChips(s, 256);
    s.fsdp = 16;
    s.tp = 4;
    s.pp = 4;
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    meshCanvasOf(view)->setLensChip(-1); // the whole pod, not the lens
    QCOMPARE(view.scene().layout.z(), 4LL);
    std::vector<Pass> sends;
    for (const ScheduleStep& st : view.scene().schedule.steps)
        if (st.kind == StepKind::Send)
            sends.push_back(st.pass);
    QCOMPARE(sends, (std::vector<Pass>{Pass::Forward, Pass::Backward}));
    const int send = keyEntry(view, MeshText::kindName(StepKind::Send));
    QVERIFY(send >= 0);
    QColor colour;
    Qt::BrushStyle style;
    bool outline;
    MeshCaptions::keySwatch(Theme::normal().mesh, send, &colour, &style, &outline);
    QCOMPARE(colour, Theme::normal().mesh.send);
    // The same 256 chips without stages (FSDP 64 × TP 4): no send, no border. Three borders of
    // 16 cells each, each cell at least 10 px at 1280 × 720, add ≥ 3 · 16 · 10 ink pixels.
    const QImage staged = view.renderFrame(QSize(1280, 720), 1, 0);
    Scenario flat = s;
    flat.pp = 1;
    flat.fsdp = 64;
    MeshView plain;
    plain.setEvaluation(makeEvaluation(flat));
    meshCanvasOf(plain)->setLensChip(-1); // the whole pod, not the lens
    QCOMPARE(keyEntry(plain, MeshText::kindName(StepKind::Send)), -1);
    const QImage unstaged = plain.renderFrame(QSize(1280, 720), 1, 0);
    const long long added =
        pixelsOf(staged, Theme::normal().mesh.ink) - pixelsOf(unstaged, Theme::normal().mesh.ink);
    QVERIFY2(added >= 3 * 16 * 10, qPrintable(QString::number(added)));
}

SHARDSCOPE_TEST_MAIN(TstMeshPods)
#include "tst_meshpods.moc"
