// The mesh view's geometry on its own: where cells sit, which chip a point hits, how a frame
// splits into header, mesh and timeline, and which timeline block a click lands on.
#include "failonqtwarnings.h"
#include "mesh/meshgeometry.h"
#include "mesh/meshsteppainter.h"
#include "testarea.h"

#include "results.h"

#include <QtTest>

using namespace shardscope;

namespace {

MeshLayout layoutOf(long long chips, long long fsdp, long long tp) {
    Scenario s = withChips(defaultScenario(), chips);
    s.fsdp = fsdp;
    s.tp = tp;
    return buildMeshLayout(s, meshSplit(s));
}

} // namespace

class TstMeshGeometry : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void everyCellHitsItsChip_data();
    void everyCellHitsItsChip();
    void gapsAndOutsideHitNothing();
    void longRingFoldsIntoRows();
    void frameRegionsTileTheArea();
    void zoomAndPanMoveTheMesh();
    void timelineBlocksFollowDurations();
    void ringPhasesGatherEveryShard_data();
    void ringPhasesGatherEveryShard();
};

void TstMeshGeometry::everyCellHitsItsChip_data() {
    QTest::addColumn<long long>("chips");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::newRow("64") << 64LL << 16LL << 4LL;
    QTest::newRow("4096") << 4096LL << 512LL << 8LL;
    QTest::newRow("8 gpus") << 8LL << 4LL << 2LL;
}

void TstMeshGeometry::everyCellHitsItsChip() {
    QFETCH(long long, chips);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    const MeshLayout layout = layoutOf(chips, fsdp, tp);
    QCOMPARE(layout.chipCount(), chips);
    MeshFrameInput in;
    in.size = QSizeF(1280, 720);
    const MeshFrame f = MeshFrame::make(in, layout.mesh);
    for (int i = 0; i < layout.chipCount(); ++i) {
        const QRectF cell = f.cellRect(layout.chips[size_t(i)]);
        QVERIFY2(f.mesh.contains(cell.center()), qPrintable(QString::number(i)));
        QCOMPARE(f.chipAt(cell.center(), layout), i);
        QCOMPARE(f.geo.chipAt(f.geo.cellPos(layout.chips[size_t(i)]) + QPointF(0.5, 0.5), layout),
                 i);
    }
}

void TstMeshGeometry::gapsAndOutsideHitNothing() {
    const MeshLayout layout = layoutOf(64, 16, 4); // 4 x 4 x 4: four slices with gaps
    QCOMPARE(layout.mesh.size(), size_t(3));
    const MeshGeometry g = MeshGeometry::fit(layout.mesh, QSizeF(1000, 600), 16);
    QCOMPARE(g.slices, 4);
    QCOMPARE(g.chipAt(QPointF(-0.1, 1), layout), -1);
    QCOMPARE(g.chipAt(QPointF(g.world.width() + 1, 1), layout), -1);
    // Between the first two slices of a row.
    if (g.perRow > 1)
        QCOMPARE(
            g.chipAt(QPointF(g.cols + MeshGeometry::kGapX / 2, g.sliceOrigin(0).y() + 0.5), layout),
            -1);
    // Above a slice: its label's room.
    QCOMPARE(g.chipAt(QPointF(0.5, g.sliceOrigin(0).y() - 0.01), layout), -1);
    MeshFrameInput in;
    in.size = QSizeF(1000, 600);
    const MeshFrame f = MeshFrame::make(in, layout.mesh);
    QCOMPARE(f.chipAt(QPointF(2, 2), layout), -1); // in the header
}

void TstMeshGeometry::longRingFoldsIntoRows() {
    const MeshGeometry g = MeshGeometry::fit({100}, QSizeF(800, 600), 16);
    QVERIFY(g.wrapped);
    QVERIFY(g.cols * g.rows >= 100);
    QVERIFY(g.cols < 100);
    const MeshGeometry small = MeshGeometry::fit({16}, QSizeF(800, 600), 16);
    QVERIFY(!small.wrapped);
    QCOMPARE(small.cols, 16);
}

void TstMeshGeometry::frameRegionsTileTheArea() {
    for (bool projector : {false, true})
        for (QSizeF size : {QSizeF(320, 240), QSizeF(1280, 720), QSizeF(1920, 1080)}) {
            MeshFrameInput in;
            in.size = size;
            in.projector = projector;
            const MeshFrame f = MeshFrame::make(in, {16, 16});
            QCOMPARE(f.header.top(), 0.0);
            QVERIFY(f.header.bottom() <= f.mesh.top());
            QVERIFY(f.mesh.bottom() <= f.timeline.top());
            QCOMPARE(f.timeline.bottom(), size.height());
            // Fitted: the whole mesh inside its area.
            const QRectF world(f.origin, f.geo.world * f.scale);
            QVERIFY(f.mesh.adjusted(-0.5, -0.5, 0.5, 0.5).contains(world));
        }
}

void TstMeshGeometry::zoomAndPanMoveTheMesh() {
    MeshFrameInput in;
    in.size = QSizeF(1280, 720);
    const MeshFrame fitted = MeshFrame::make(in, {64, 64});
    in.zoom = 4;
    in.pan = QPointF(30, -20);
    const MeshFrame zoomed = MeshFrame::make(in, {64, 64});
    QCOMPARE(zoomed.scale, fitted.scale * 4);
    // The world centre sits at the area's centre plus the pan.
    const QPointF centre =
        zoomed.origin +
        QPointF(zoomed.geo.world.width(), zoomed.geo.world.height()) * zoomed.scale / 2;
    QVERIFY((centre - (zoomed.mesh.center() + in.pan)).manhattanLength() < 1e-6);
    QCOMPARE(fitted.mode, MeshDetail::Cells);
    in.zoom = 40;
    QCOMPARE(MeshFrame::make(in, {64, 64}).mode, MeshDetail::Detail);
}

void TstMeshGeometry::timelineBlocksFollowDurations() {
    MeshFrameInput in;
    in.size = QSizeF(1000, 600);
    const MeshFrame f = MeshFrame::make(in, {8, 8});
    const std::vector<QRectF> segs = timelineSegments(f, {1.0, 3.0});
    QCOMPARE(segs.size(), size_t(2));
    QVERIFY(qAbs(segs[1].width() - 3 * segs[0].width()) < 1e-6);
    QVERIFY(f.timeline.contains(segs[0]) && f.timeline.contains(segs[1]));
    double progress = -1;
    QCOMPARE(timelineStepAt(segs, segs[1].center(), &progress), 1);
    QVERIFY(qAbs(progress - 0.5) < 1e-6);
    QCOMPARE(timelineStepAt(segs, QPointF(segs[0].left() + 1, segs[0].top() - 2)), 0);
    QCOMPARE(timelineStepAt(segs, QPointF(5, f.mesh.center().y())), -1);
}

void TstMeshGeometry::ringPhasesGatherEveryShard_data() {
    QTest::addColumn<long long>("ways");
    QTest::addColumn<bool>("bothWays");
    for (const long long p : {2, 3, 7, 8, 16})
        for (const bool both : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(p).arg(both ? "both" : "one")))
                << p << both;
}

// The painters' ring AllGather (CollectivePhase) replayed hop by hop for one chip. Ch. 3's ring:
// one way, a chip receives one block a hop, p - 1 hops; both ways (a bidirectional ring), one
// from each side, so after h hops it holds its own and h from each side, 2h + 1 blocks, and all
// p after ⌈(p - 1) / 2⌉ hops (docs/model.md, "ring hops"). No block arrives twice.
void TstMeshGeometry::ringPhasesGatherEveryShard() {
    QFETCH(long long, ways);
    QFETCH(bool, bothWays);
    ScheduleStep st;
    st.kind = StepKind::AllGather;
    st.group = ways;
    st.bothWays = bothWays;
    const long long hops = bothWays ? (ways - 1 + 1) / 2 : ways - 1;
    const int own = int(ways / 2);
    QSet<int> held{own};
    for (long long h = 0; h < hops; ++h) {
        const CollectivePhase ph = CollectivePhase::at(st, (double(h) + 0.5) / double(hops));
        QCOMPARE(ph.hops, hops);
        QCOMPARE(ph.hop, h);
        QCOMPARE(ph.heldBehind() + ph.heldAhead() + 1, qsizetype(held.size()));
        for (const int shard : {ph.movingShard(own), ph.counterShard(own)}) {
            if (shard < 0)
                continue;
            QVERIFY2(!held.contains(shard),
                     qPrintable(QStringLiteral("shard %1 again").arg(shard)));
            held.insert(shard);
        }
        if (!bothWays)
            QCOMPARE(ph.counterShard(own), -1);
    }
    QCOMPARE(qsizetype(held.size()), qsizetype(ways));
}

SHARDSCOPE_TEST_MAIN(TstMeshGeometry)
#include "tst_meshgeometry.moc"
