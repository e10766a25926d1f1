// The mesh lens as the view shows it (docs/model.md#ring-hops): the focus chip's groups, their
// collective hop by hop, readable at every size. Chips and coordinates are derived here from the
// mapping rule (docs/model.md#axis-mapping); hop counts and holdings from ch. 3's rings; checked
// on the scene data, not on pixels, except where the picture itself is the point.
#include "axismapping.h"
#include "common/format.h"
#include "common/languagemanager.h"
#include "evaluate.h"
#include "export/meshframes.h"
#include "failonqtwarnings.h"
#include "mesh/meshcaptions.h"
#include "mesh/meshframebuilder.h"
#include "mesh/meshlenslayout.h"
#include "mesh/meshlensmoment.h"
#include "mesh/meshlenspainter.h"
#include "mesh/meshtext.h"
#include "mesh/meshview.h"
#include "meshparts.h"
#include "presets.h"
#include "run_file.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QtTest>

using namespace shardscope;

namespace {

Scenario scenarioNamed(const QString& name) {
    if (name == QLatin1String("8"))
        return withChips(defaultScenario(), 8); // the 8-chip view of the book's ch. 5 figure
    return testing::shippedScenario(qPrintable(name));
}

int stepOf(const MeshScene& scene, StepKind kind, MeshAxis axis, Pass pass) {
    for (size_t i = 0; i < scene.schedule.steps.size(); ++i) {
        const ScheduleStep& st = scene.schedule.steps[i];
        if (st.kind == kind && st.axis == axis && st.pass == pass)
            return int(i);
    }
    return -1;
}

} // namespace

class TstMeshLens : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void cleanupTestCase() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
    void lensShowsTheSplitsGroups_data();
    void lensShowsTheSplitsGroups();
    void allGatherHopsEndWithEveryShard();
    void reduceScatterEndsWithOwnSum();
    void hopsAdvanceWithTheClock();
    void matmulsShowTmp();
    void pipelineSendIsOneArrow();
    void dcnStepIsOneArrowBetweenPods();
    void readableInProjectorMode_data();
    void readableInProjectorMode();
    void clickInTheOverviewMovesTheLens();
    void networkHopsStandOut();
    void bigRingsFillAsTheyGo();
    void projectorBoxesOutgrowTheirType();
    void keyRowsHoldTheirType();
    void eightChipsKeepTheirNamesOnASlide();
    void everyLensChipLabelledOnASlide_data();
    void everyLensChipLabelledOnASlide();
    void oneAxisIsSingular();
    void cpRowCarriesTheRing();
    void rowsKeepToTheirBands_data();
    void rowsKeepToTheirBands();
};

void TstMeshLens::lensShowsTheSplitsGroups_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("lens"); // the view opens in the lens above 16 chips
    QTest::newRow("8") << QStringLiteral("8") << false;
    QTest::newRow("64") << QStringLiteral("02-n64.json") << true;
    QTest::newRow("4096") << QStringLiteral("01-book-figure.json") << true;
    QTest::newRow("8960") << QStringLiteral("03-llama3-70b-pod.json") << true;
    QTest::newRow("8960 x 2 pods") << QStringLiteral("04-llama3-70b-two-pods.json") << true;
}

// Chip 0 is (stage 0, fsdp 0, tp 0): its FSDP group is fsdp 0 … min(X, 16) − 1 around it in ring
// order (a window from −8 when X > 16), its TP group tp 0 … Y − 1; coordinates by the mapping.
void TstMeshLens::lensShowsTheSplitsGroups() {
    QFETCH(QString, scenario);
    QFETCH(bool, lens);
    const Scenario s = scenarioNamed(scenario);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    QCOMPARE(meshCanvasOf(view)->lensChip(), lens ? 0 : -1);
    const MeshLayout& layout = view.scene().layout;
    const testing::AxisMapping map(layout.mesh, s.fsdp, s.tp, s.pp);
    const MeshLensMoment m = MeshLensMoment::at(view.scene(), 0, 0, 0);
    const long long X = s.fsdp, Y = s.tp;
    QCOMPARE(m.lens.fsdp.size, X);
    QCOMPARE(m.lens.tp.size, Y);
    QCOMPARE((long long)m.lens.fsdp.chips.size(), std::min<long long>(X, 16));
    QCOMPARE((long long)m.lens.tp.chips.size(), std::min<long long>(Y, 16));
    for (size_t k = 0; k < m.lens.fsdp.chips.size(); ++k) {
        const long long fsdp = X <= 16 ? (long long)k : ((long long)k - 8 + X) % X;
        QCOMPARE(layout.chips[size_t(m.lens.fsdp.chips[k])].coord, map.coord(0, fsdp, 0));
    }
    for (size_t k = 0; k < m.lens.tp.chips.size(); ++k)
        QCOMPARE(layout.chips[size_t(m.lens.tp.chips[k])].coord, map.coord(0, 0, (long long)k));
    // docs/model.md#ring-hops: Y·Z·pods − 1 other FSDP groups like this one.
    QCOMPARE(m.lens.fsdp.othersInAllPods, Y * s.pp * s.pods - 1);
}

// ch. 3's bidirectional ring AllGather (the cost model's V / (W·M), docs/model.md#ring-hops):
// ⌈(p − 1)/2⌉ hops; after the last every chip holds every shard. The hops divide the schedule
// step's seconds ("The clock").
void TstMeshLens::allGatherHopsEndWithEveryShard() {
    const Scenario s = testing::shippedScenario("02-n64.json"); // X = 16
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const int step = stepOf(view.scene(), StepKind::AllGather, MeshAxis::Fsdp, Pass::Forward);
    QVERIFY(step >= 0);
    const ScheduleStep& st = view.scene().schedule.steps[size_t(step)];
    const MeshLensMoment last = MeshLensMoment::at(view.scene(), 0, step, 0.9999);
    const int p = int(s.fsdp);
    const int hops = p / 2; // ⌈15/2⌉ = 8
    QCOMPARE(int(last.ring.collective.hops.size()), hops);
    QCOMPARE(last.hop, hops - 1);
    QCOMPARE(last.ring.collective.hops.back().end, st.seconds);
    QVERIFY(last.state.has_value());
    for (int position = 0; position < p; ++position)
        QCOMPARE(last.state->shardsHeld(position), p);
    // Halfway, a chip holds its own shard and two more per hop landed (2k + 1 after k hops).
    const MeshLensMoment half = MeshLensMoment::at(view.scene(), 0, step, 0.5);
    QCOMPARE(half.hop, hops / 2);
    QCOMPARE(half.state->shardsHeld(0), 2 * (half.hop + 1) + 1);
    // Both ways: every chip of the ring sends to each neighbour.
    int clockwise = 0, counter = 0;
    for (const RingTransfer& t : half.transfers)
        ++(t.clockwise ? clockwise : counter);
    QCOMPARE(clockwise, p);
    QCOMPARE(counter, p);
}

// ReduceScatter: after p − 1 hops position s holds the sum of all p contributions to shard s.
void TstMeshLens::reduceScatterEndsWithOwnSum() {
    const Scenario s = testing::shippedScenario("02-n64.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const int step = stepOf(view.scene(), StepKind::ReduceScatter, MeshAxis::Fsdp, Pass::Backward);
    QVERIFY(step >= 0);
    const MeshLensMoment last = MeshLensMoment::at(view.scene(), 0, step, 0.9999);
    const int p = int(s.fsdp);
    QVERIFY(last.state.has_value());
    for (int position = 0; position < p; ++position)
        QCOMPARE(last.state->contributions(position, position), p);
    bool partial = false;
    for (const RingTransfer& t : MeshLensMoment::at(view.scene(), 0, step, 0.1).transfers)
        partial = partial || t.partial;
    QVERIFY(partial); // what moves is a partial sum
}

// The 4096-chip book figure: the FSDP AllGather of W_in runs ⌈511/2⌉ = 256 hops both ways; the
// picture moves with each: two frames half a hop apart differ inside the lens.
void TstMeshLens::hopsAdvanceWithTheClock() {
    const Scenario s = testing::shippedScenario("01-book-figure.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const int step = stepOf(view.scene(), StepKind::AllGather, MeshAxis::Fsdp, Pass::Forward);
    QVERIFY(step >= 0);
    const double hop = 1.0 / double(s.fsdp / 2);
    view.clock().seek(step, 0.3);
    const QImage a = view.renderFrame(QSize(1280, 720), 1, -1);
    view.clock().seek(step, 0.3 + hop / 2);
    const QImage b = view.renderFrame(QSize(1280, 720), 1, -1);
    const MeshCaptions captions(view.scene(), QSizeF(1280, 720), false);
    MeshViewState state;
    state.lensChip = 0;
    const QRect lens =
        meshFrameOf(view.scene(), captions, QSizeF(1280, 720), state).lensArea.toAlignedRect();
    QVERIFY(a.copy(lens) != b.copy(lens));
    // The window's 16 chips each send both ways; the chip before the window sends into it
    // clockwise, the one after it counterclockwise.
    QCOMPARE(MeshLensMoment::at(view.scene(), 0, step, 0.3).transfers.size(), size_t(2 * (16 + 1)));
}

// ch. 5 §FSDP+TP: Tmp[B_X, F_Y] = In[B_X, D] · W_in[D, F_Y], then Out = Tmp · W_out[F_Y, D].
// Both matmuls show Tmp in every lens box with the chip's block: on the book figure (B = 2^20
// tokens, F = 32768, X = 512, Y = 8) chip (fsdp f, tp t) holds rows f·2048 … and columns
// t·4096 … of it.
void TstMeshLens::matmulsShowTmp() {
    const Scenario s = testing::shippedScenario("01-book-figure.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const MeshScene& scene = view.scene();
    int first = -1, second = -1;
    for (size_t i = 0; i < scene.schedule.steps.size(); ++i) {
        const ScheduleStep& st = scene.schedule.steps[i];
        if (st.kind != StepKind::Matmul || st.pass != Pass::Forward)
            continue;
        (st.result.id == TensorId::Tmp ? first : second) = int(i);
    }
    QVERIFY(first >= 0 && second >= 0);
    const MeshLensMoment a = MeshLensMoment::at(scene, 0, first, 0.5);
    const MeshLensMoment b = MeshLensMoment::at(scene, 0, second, 0.5);
    QCOMPARE(a.matrices.size(), size_t(3));
    QCOMPARE(b.matrices.size(), size_t(3));
    QCOMPARE(a.matrices[0].id, TensorId::In);
    QCOMPARE(a.matrices[1].id, TensorId::WIn);
    QCOMPARE(b.matrices[1].id, TensorId::WOut);
    QCOMPARE(b.matrices[2].id, TensorId::Out);
    const TensorRef tmp = a.matrices[2];
    QCOMPARE(b.matrices[0], tmp); // the second matmul reads what the first wrote
    QCOMPARE(tmp.id, TensorId::Tmp);
    QCOMPARE(tmp.rowShard, MeshAxis::Fsdp);
    QCOMPARE(tmp.colShard, MeshAxis::Tp);
    const long long rows = 1048576 / 512, cols = 32768 / 8;
    for (const LensChip& lc : a.lens.chips) {
        const ChipLayout& c = scene.layout.chips[size_t(lc.index)];
        const Block blk = scene.layout.block(c, tmp);
        QCOMPARE(blk.rows.begin, c.fsdp * rows);
        QCOMPARE(blk.rows.size(), rows);
        QCOMPARE(blk.cols.begin, c.tp * cols);
        QCOMPARE(blk.cols.size(), cols);
    }
    // Not a matmul: no matrices.
    const int gather = stepOf(scene, StepKind::AllGather, MeshAxis::Fsdp, Pass::Forward);
    QVERIFY(MeshLensMoment::at(scene, 0, gather, 0.5).matrices.empty());
}

// ch. 5 §Pipelining: the forward ends by handing Out[B_X, D_Y] to the chip at the same place of
// the next stage over one ICI link, the backward hands dIn back. 07: FSDP 4 × TP 4 × PP 4 on
// 4×4×4, the book figure's D = 8192, B = 2^20 tokens: 2 bytes · (B/4) · (D/4) = 2^30 bytes per
// chip at W = 1.8e11 (docs/model.md#pipeline-schedule: the whole batch's K sends, K · t_send).
void TstMeshLens::pipelineSendIsOneArrow() {
    const Scenario s = testing::shippedScenario("07-pipeline-4-stages.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const MeshScene& scene = view.scene();
    const int forward = stepOf(scene, StepKind::Send, MeshAxis::Stages, Pass::Forward);
    const int backward = stepOf(scene, StepKind::Send, MeshAxis::Stages, Pass::Backward);
    QVERIFY(forward >= 0 && backward >= 0);
    const ScheduleStep& st = scene.schedule.steps[size_t(forward)];
    QCOMPARE(st.bytes, std::pow(2.0, 30));
    QVERIFY(std::abs(st.seconds - std::pow(2.0, 30) / 1.8e11) < 1e-12);
    const testing::AxisMapping map(scene.layout.mesh, s.fsdp, s.tp, s.pp);
    const MeshLensMoment m = MeshLensMoment::at(scene, 0, forward, 0.5);
    QVERIFY(m.link.has_value());
    QVERIFY(!m.link->acrossPods);
    QCOMPARE(m.link->fromStage, 0);
    QCOMPARE(m.link->toStage, 1);
    QCOMPARE(scene.layout.chips[size_t(m.link->fromChip)].coord, map.coord(0, 0, 0));
    QCOMPARE(scene.layout.chips[size_t(m.link->toChip)].coord, map.coord(1, 0, 0));
    QCOMPARE(m.link->seconds, st.seconds);
    // The backward's send comes back into the focus chip's stage.
    const MeshLensMoment back = MeshLensMoment::at(scene, 0, backward, 0.5);
    QVERIFY(back.link.has_value());
    QCOMPARE(back.link->fromStage, 1);
    QCOMPARE(back.link->toStage, 0);
    QCOMPARE(back.link->toChip, m.link->fromChip);
    // The overview's title names it with the report's time.
    view.clock().seek(forward, 0.5);
    bool named = false;
    for (const MeshTextItem& item : view.textItems(QSize(1280, 720)))
        named = named || (item.role == MeshTextItem::Role::Lens &&
                          item.text.contains(format::seconds(st.seconds)));
    QVERIFY(named);
    // A matmul is no arrow.
    QVERIFY(!MeshLensMoment::at(scene, 0, forward - 2, 0.5).link);
}

// ch. 5 §Pods: the backward ends with an AllReduce of each chip's gradient shard with the same
// chip of the other pod over DCN: T = 2·V / W_dcn (docs/model.md#collectives, M = 1). 04: LLaMA
// 3 70B (D = 8192, F = 28672) on FSDP 2240 × TP 4: V = 2 bytes · D · F / 8960 per chip.
void TstMeshLens::dcnStepIsOneArrowBetweenPods() {
    const Scenario s = testing::shippedScenario("04-llama3-70b-two-pods.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const MeshScene& scene = view.scene();
    const int dcn = stepOf(scene, StepKind::AllReduce, MeshAxis::Pods, Pass::Backward);
    QVERIFY(dcn >= 0);
    const ScheduleStep& st = scene.schedule.steps[size_t(dcn)];
    const double v = 2.0 * 8192 * 28672 / 8960;
    QVERIFY(std::abs(st.bytes - v) < 1e-6 * v);
    QVERIFY(std::abs(st.seconds - 2 * v / s.hardware.dcnBw) < 1e-9 * st.seconds);
    const MeshLensMoment m = MeshLensMoment::at(scene, 0, dcn, 0.5);
    QVERIFY(m.link.has_value());
    QVERIFY(m.link->acrossPods);
    QCOMPARE(m.link->toPod, 1);
    QCOMPARE(m.link->fromChip, 0);
    QCOMPARE(m.link->toChip, 0); // the same chip of the other pod
    QCOMPARE(m.link->seconds, st.seconds);
    QVERIFY(m.ring.ring.empty()); // not drawn as a ring
}

void TstMeshLens::readableInProjectorMode_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char* file : {"02-n64.json", "01-book-figure.json", "04-llama3-70b-two-pods.json"})
        // 600 × 480: the mesh's tab beside the docks on a 1024-px projector.
        for (QSize size : {QSize(600, 480), QSize(1280, 720), QSize(1920, 1080)})
            for (const char* language : {"en", "ru", "zh_CN"})
                QTest::addRow("%s %dx%d %s", file, size.width(), size.height(), language)
                    << QString::fromLatin1(file) << size << QString::fromLatin1(language);
}

// No lens text under the projector minimum, none wider or taller than its place, in every
// language; no lens cell under 12 px.
void TstMeshLens::readableInProjectorMode() {
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const Scenario s = testing::shippedScenario(qPrintable(scenario));
    MeshView view;
    view.setProjectorMode(true);
    view.setEvaluation(makeEvaluation(s));
    int lensWords = 0;
    for (const MeshTextItem& item : view.textItems(size)) {
        if (item.role != MeshTextItem::Role::Lens)
            continue;
        ++lensWords;
        if (qEnvironmentVariableIsSet("MESH_DEBUG"))
            qInfo() << item.text << item.rect << item.font.pixelSize();
        QVERIFY2(item.font.pixelSize() >= Theme::kProjectorMinPx, qPrintable(item.text));
        QVERIFY2(QFontMetricsF(item.font).horizontalAdvance(item.text) <= item.rect.width() + 1,
                 qPrintable(item.text));
        // As tall as its line: the ring's way back passes under the line, not through it.
        QVERIFY2(QFontMetricsF(item.font).height() <= item.rect.height() + 0.5,
                 qPrintable(item.text));
    }
    QVERIFY(lensWords >= 2); // the groups' titles at least
    const MeshCaptions captions(view.scene(), QSizeF(size), true);
    MeshViewState state;
    state.projector = true;
    state.lensChip = 0;
    const MeshFrame f = meshFrameOf(view.scene(), captions, QSizeF(size), state);
    QVERIFY(MeshLensPainter::layoutOf(view.scene(), f).smallestBox() >= MeshLensLayout::kMinCellPx);
}

void TstMeshLens::clickInTheOverviewMovesTheLens() {
    const Scenario s = testing::shippedScenario("02-n64.json");
    MeshView view;
    view.resize(1280, 800);
    view.setEvaluation(makeEvaluation(s));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QWidget* canvas = meshCanvasOf(view);
    const MeshCaptions captions(view.scene(), QSizeF(canvas->size()), false);
    MeshViewState state;
    state.lensChip = 0;
    const MeshFrame f = meshFrameOf(view.scene(), captions, QSizeF(canvas->size()), state);
    const MeshLensLayout l = MeshLensPainter::layoutOf(view.scene(), f);
    // A cell of the overview away from chip 0.
    QPoint at;
    int chip = -1;
    for (double y = l.overview.bottom() - 2; chip <= 0 && y > l.overview.top(); y -= 3)
        for (double x = l.overview.right() - 2; chip <= 0 && x > l.overview.left(); x -= 3) {
            at = QPointF(x, y).toPoint();
            chip = MeshLensPainter::chipAt(view.scene(), f, at);
        }
    QVERIFY(chip > 0);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, at);
    QTRY_COMPARE(meshCanvasOf(view)->lensChip(), chip);
}

// docs/model.md#nodes: FSDP of 512 H100s in 64 nodes of 8. The FSDP ring's hop from chip 7 to
// chip 8 leaves node 0 and the one from 0 to 1 does not; the caption says the group crosses 64
// nodes, the key names the network, and the lens draws the crossing in the network's colour.
void TstMeshLens::networkHopsStandOut() {
    LanguageManager::instance()->setLanguage(QStringLiteral("en")); // the texts compared below
    const Scenario s = testing::shippedScenario("08-course-7b-512xh100.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const MeshScene& scene = view.scene();
    QCOMPARE(scene.layout.nodeChips, 8LL);
    QVERIFY(scene.layout.acrossNodes(7, 8));
    QVERIFY(!scene.layout.acrossNodes(0, 1));
    const int step = stepOf(scene, StepKind::AllGather, MeshAxis::Fsdp, Pass::Forward);
    QVERIFY(step >= 0);
    QCOMPARE(scene.schedule.steps[size_t(step)].nodes, 64LL);
    QVERIFY(MeshText::stepParts(scene.schedule, step, {})
                .contains(QStringLiteral("512 chips across 64 nodes, over the network")));
    const MeshCaptions captions(scene, QSizeF(1600, 900), false);
    bool named = false;
    for (const MeshTextItem& item : captions.items(step))
        named = named || item.text == QStringLiteral("network between nodes");
    QVERIFY(named);
    // The accent colour is on the lens's links only while a hop crosses a node's edge.
    view.clock().seek(step, 0.3);
    const QImage frame = view.renderFrame(QSize(1600, 900), 1, -1);
    MeshViewState state;
    state.lensChip = 0;
    const QRect lens =
        meshFrameOf(scene, captions, QSizeF(1600, 900), state).lensArea.toAlignedRect();
    const QRgb accent = scene.colours().accent.rgb();
    int accentPixels = 0;
    const QImage area = frame.copy(lens).convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < area.height(); ++y)
        for (int x = 0; x < area.width(); ++x)
            accentPixels += area.pixel(x, y) == accent;
    QVERIFY2(accentPixels > 50, qPrintable(QString::number(accentPixels)));
    // One node, no network: the 8-GPU course scenario has neither the colour nor the key.
    MeshView one;
    one.setEvaluation(makeEvaluation(testing::shippedScenario("05-course-7b-8xh100.json")));
    const MeshCaptions oneCaptions(one.scene(), QSizeF(1600, 900), false);
    for (const MeshTextItem& item : oneCaptions.items(0))
        QVERIFY(item.text != QStringLiteral("network between nodes"));
}

// ch. 6's 8960-chip pod: FSDP rings of 2240 chips, too big for p² cells, hold their state as a
// 256-chip scale model. After k of the ring's ⌈2239/2⌉ = 1120 hops a chip holds 2k + 1 of the
// 2240 shards (docs/model.md#ring-hops); the model holds the same share within one of its
// hops (2 of 256 shards), and every shard at the end.
void TstMeshLens::bigRingsFillAsTheyGo() {
    const Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    QCOMPARE(s.fsdp, 2240LL);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const int step = stepOf(view.scene(), StepKind::AllGather, MeshAxis::Fsdp, Pass::Forward);
    QVERIFY(step >= 0);
    for (double progress : {0.1, 0.5, 0.8}) {
        const MeshLensMoment m = MeshLensMoment::at(view.scene(), 0, step, progress);
        QCOMPARE(int(m.ring.collective.hops.size()), 1120);
        QVERIFY(m.state.has_value());
        QCOMPARE(m.state->size, MeshLensMoment::kMaxStateRing);
        const int position = m.positionOf(m.lens.focusChip);
        QVERIFY(position >= 0);
        const double real = (2.0 * (m.hop + 1) + 1) / 2240;
        const double drawn = double(m.state->shardsHeld(m.statePosition(position))) / 256;
        QVERIFY2(std::abs(drawn - real) <= 2.0 / 256,
                 qPrintable(QStringLiteral("%1 vs %2").arg(drawn).arg(real)));
    }
    const MeshLensMoment last = MeshLensMoment::at(view.scene(), 0, step, 0.9999);
    QCOMPARE(last.state->shardsHeld(last.statePosition(last.positionOf(last.lens.focusChip))), 256);
}

// A projector slide of the 8960-chip pod (a 1920 × 1080 export draws 960 × 540 at twice the
// scale, less its caption line, in the big type): the lens's 16 FSDP boxes take the width they
// have, (931 − 30 % for the pod map) / (16 + 15 · 0.4) ≈ 29 px, not the 12 px floor the rows'
// titles and summaries left them.
void TstMeshLens::projectorBoxesOutgrowTheirType() {
    const Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    const MeshFrames frames(s, evaluate(s), Theme::make(ThemeName::Light, true));
    const QSizeF size(960, 500);
    const MeshCaptions captions(frames.scene(), size, true);
    MeshViewState state;
    state.projector = true;
    state.lensChip = 0;
    const MeshFrame f = meshFrameOf(frames.scene(), captions, size, state);
    const MeshLensLayout l = MeshLensPainter::layoutOf(frames.scene(), f);
    const double smallest = l.smallestBox();
    QVERIFY2(smallest >= 2 * MeshLensLayout::kMinCellPx, qPrintable(QString::number(smallest)));
}

// A projector slide of the course's 8 GPUs (as above, 960 × 500 drawn at twice the scale):
// one row of eight cells, each about 115 px, gives every chip its number and its four matrices
// their names, as the window does; the cells were left bare blocks under 7.5 lines of type.
void TstMeshLens::eightChipsKeepTheirNamesOnASlide() {
    const Scenario s = testing::shippedScenario("05-course-7b-8xh100.json");
    const MeshFrames frames(s, evaluate(s), Theme::make(ThemeName::Light, true));
    const QSizeF size(960, 500);
    const MeshCaptions captions(frames.scene(), size, true);
    MeshViewState state;
    state.projector = true;
    const MeshFrame f = meshFrameOf(frames.scene(), captions, size, state);
    QCOMPARE(f.mode, MeshDetail::Detail);
    const MeshLayout& layout = frames.scene().layout;
    for (const ChipLayout& c : layout.chips) {
        QRectF label;
        double captionPx = 0;
        const std::array<QRectF, 4> boxes =
            detailSlots(f, f.cellRect(c).adjusted(1, 1, -1, -1), &label, &captionPx);
        QVERIFY2(captionPx > 0, "no room for the matrices' names");
        const QString name = MeshText::chipLabel(layout, c);
        QVERIFY2(QFontMetricsF(f.font(0.9)).horizontalAdvance(name) <= label.width(),
                 qPrintable(name));
        for (const QRectF& box : boxes)
            QVERIFY(QFontMetricsF(f.font(0.75)).horizontalAdvance(QStringLiteral("W_out")) <=
                    box.width());
    }
}

void TstMeshLens::everyLensChipLabelledOnASlide_data() {
    QTest::addColumn<QString>("scenario");
    QTest::newRow("4096") << QStringLiteral("01-book-figure.json");
    QTest::newRow("8960") << QStringLiteral("03-llama3-70b-pod.json");
    QTest::newRow("8960 x 2 pods") << QStringLiteral("04-llama3-70b-two-pods.json");
}

// A 1920 x 1080 projector slide (960 x 500 of mesh drawn at 2x, as the exporter does): its type
// floor is the projector's 20 px in the slide's own pixels, and each of the lens's 16 FSDP
// chips (coordinates like "12,18,27" in ch. 6's pod) is named, whole, at that size or more, no two
// names on top of each other; the FSDP row had none of them at a floor of 20 logical px.
void TstMeshLens::everyLensChipLabelledOnASlide() {
    QFETCH(QString, scenario);
    const Scenario s = testing::shippedScenario(qPrintable(scenario));
    const MeshFrames frames(s, evaluate(s), Theme::make(ThemeName::Light, true));
    const QSizeF size(960, 500);
    const double scale = 2;
    const MeshCaptions captions(frames.scene(), size, true, scale);
    MeshViewState state;
    state.projector = true;
    state.scale = scale;
    state.lensChip = 0;
    const MeshFrame f = meshFrameOf(frames.scene(), captions, size, state);
    const MeshLensLayout l = MeshLensPainter::layoutOf(frames.scene(), f);
    int boxes = 0;
    for (const MeshLensLayout::Row& row : l.rows)
        boxes += int(row.boxes.size());
    QList<QRectF> written;
    for (const MeshTextItem& item : MeshLensPainter::labels(frames.scene(), f)) {
        if (item.index != 2)
            continue;
        QVERIFY2(QFontInfo(item.font).pixelSize() * scale >= Theme::kProjectorMinPx,
                 qPrintable(item.text));
        const QRectF text(item.rect.center().x() -
                              QFontMetricsF(item.font).horizontalAdvance(item.text) / 2,
                          item.rect.top(), QFontMetricsF(item.font).horizontalAdvance(item.text),
                          item.rect.height());
        QVERIFY2(text.width() <= item.rect.width() + 0.5, qPrintable(item.text));
        for (const QRectF& other : written)
            QVERIFY2(!text.intersects(other), qPrintable(item.text));
        written << text;
    }
    QCOMPARE(written.size(), boxes);
    // The lens shows 16 chips of a group at most (lensShowsTheSplitsGroups).
    QCOMPARE(boxes, int(std::min<long long>(s.fsdp, 16) + std::min<long long>(s.tp, 16)));
}

// The key under the timeline in the projector's type: each row as tall as its letters, or the
// next row cuts the descenders ("FSDP group", "by Y").
void TstMeshLens::keyRowsHoldTheirType() {
    const Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    MeshView view;
    view.setProjectorMode(true);
    view.setEvaluation(makeEvaluation(s));
    int keys = 0;
    for (const MeshTextItem& item : view.textItems(QSize(960, 540)))
        if (item.role == MeshTextItem::Role::Key || item.role == MeshTextItem::Role::Durations) {
            ++keys;
            QVERIFY2(item.rect.height() >= QFontMetricsF(item.font).height() - 0.5,
                     qPrintable(item.text));
        }
    QVERIFY(keys >= 8);
}

// ch. 6's pod: TP 4 along one axis of the 16 × 20 × 28 torus, FSDP 2240 over the other three
// (docs/model.md#axis-mapping). The title counts them as English does: "1 axis", "3 axes".
void TstMeshLens::oneAxisIsSingular() {
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    const Scenario s = testing::shippedScenario("03-llama3-70b-pod.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const QString title = MeshText::titleParts(view.scene().layout).join(QStringLiteral(" · "));
    QVERIFY2(title.contains(QStringLiteral("X = 2240 (3 axes)")), qPrintable(title));
    QVERIFY2(title.contains(QStringLiteral("Y = 4 (1 axis)")), qPrintable(title));
}

// Llama 3 405B's 128K phase as its run file lays it out (TP 8, CP 16, PP 16, DP 8): X is
// 8 · 16 = 128 ways, the CP group the innermost 16 of them (docs/model.md#context-parallelism).
// The lens has a row for each of the chip's groups, FSDP (16 of its 128 chips), CP (its 16) and
// TP (8), each titled; while ring attention passes K and V the CP row is the ring: each of its 16
// chips hands its chunk to the next, and with TP 8 filling each node every hop crosses the
// network.
void TstMeshLens::cpRowCarriesTheRing() {
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    const Scenario s =
        loadRunFile(SHARDSCOPE_SOURCE_DIR "/resources/runs/llama3-405b-16384-cp16.json").scenario;
    QCOMPARE(s.cp, 16LL);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const MeshScene& scene = view.scene();
    const int step = stepOf(scene, StepKind::AllGather, MeshAxis::Context, Pass::Forward);
    QVERIFY(step >= 0);
    const MeshLensMoment m = MeshLensMoment::at(scene, 0, step, 0.5);
    QCOMPARE(m.lens.fsdp.size, 128LL);
    QCOMPARE(m.lens.cp.size, 16LL);
    QCOMPARE(m.lens.cp.chips.size(), size_t(16));
    QCOMPARE(m.ringGroup(), &m.lens.cp);
    QCOMPARE(m.transfers.size(), size_t(16)); // one way round: every chip sends once a hop
    for (const RingTransfer& t : m.transfers)
        QVERIFY(scene.layout.acrossNodes(t.fromChip, t.toChip));

    view.clock().seek(step, 0.5);
    const QSizeF size(1600, 900);
    const MeshCaptions captions(scene, size, false);
    MeshViewState state;
    state.lensChip = 0;
    state.step = step;
    state.progress = 0.5;
    const MeshFrame f = meshFrameOf(scene, captions, size, state);
    const MeshLensLayout l = MeshLensPainter::layoutOf(scene, f);
    QCOMPARE(l.rows.size(), size_t(3));
    QCOMPARE(l.rows[0].axis, MeshAxis::Fsdp);
    QCOMPARE(l.rows[1].axis, MeshAxis::Context);
    QCOMPARE(l.rows[2].axis, MeshAxis::Tp);
    QStringList titles;
    for (const MeshTextItem& item : MeshLensPainter::labels(scene, f))
        if (item.index == 0)
            titles << item.text;
    QCOMPARE(titles.size(), 3);
    QVERIFY2(titles[1].startsWith(QStringLiteral("CP group")), qPrintable(titles.join(" | ")));
}

void TstMeshLens::rowsKeepToTheirBands_data() {
    QTest::addColumn<QString>("run");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSizeF>("size");
    for (const char* run : {"llama3-405b-16384-cp16", "llama3-405b-8192-cp1"})
        for (bool projector : {false, true})
            for (QSizeF size : {QSizeF(900, 480), QSizeF(960, 540), QSizeF(1600, 900)})
                QTest::addRow("%s %s %gx%g", run, projector ? "projector" : "normal", size.width(),
                              size.height())
                    << QString::fromLatin1(run) << projector << size;
}

// Each row of the lens keeps to its band: its boxes, their coordinates and the ring's way back
// under them end above the next row's title, in the window's mesh pane on a 1366 x 768 projector
// (about 900 x 480, where three rows once ran into each other: labels over the CP title, the way
// back through the TP one) and larger, in both modes.
void TstMeshLens::rowsKeepToTheirBands() {
    QFETCH(QString, run);
    QFETCH(bool, projector);
    QFETCH(QSizeF, size);
    const Scenario s =
        loadRunFile(qPrintable(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/runs/") + run +
                               QStringLiteral(".json")))
            .scenario;
    MeshView view;
    view.setProjectorMode(projector);
    view.setEvaluation(makeEvaluation(s));
    const MeshCaptions captions(view.scene(), size, projector);
    MeshViewState state;
    state.projector = projector;
    state.lensChip = 0;
    const MeshFrame f = meshFrameOf(view.scene(), captions, size, state);
    const MeshLensLayout l = MeshLensPainter::layoutOf(view.scene(), f);
    QVERIFY(l.rows.size() >= 2);
    for (size_t k = 0; k + 1 < l.rows.size(); ++k) {
        const MeshLensLayout::Row& row = l.rows[k];
        const double wayBack = row.labelsBottom() + l.fontPx * 0.6; // as the painter draws it
        double bottom = wayBack;
        for (const QRectF& box : row.boxes)
            bottom = std::max(bottom, box.bottom());
        QVERIFY2(bottom <= l.rows[k + 1].title.top() + 0.5,
                 qPrintable(QStringLiteral("row %1 ends at %2, the next title starts at %3")
                                .arg(k)
                                .arg(bottom)
                                .arg(l.rows[k + 1].title.top())));
    }
}

SHARDSCOPE_TEST_MAIN(TstMeshLens)
#include "tst_meshlens.moc"
