// One mesh frame builder: a file shows what the view shows, pods included, in the theme the
// export was asked for, and the window's theme is never swapped to make it.
#include "common/theme.h"
#include "evaluate.h"
#include "export/meshframes.h"
#include "failonqtwarnings.h"
#include "mesh/meshcaptions.h"
#include "mesh/meshframebuilder.h"
#include "mesh/meshview.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "testarea.h"

#include <QtTest>

using namespace shardscope;

namespace {

int pixelsUnlike(const QImage& image, const QRect& area, const QColor& colour) {
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            n += image.pixelColor(x, y).rgb() != colour.rgb();
    return n;
}

} // namespace

class TstMeshFrames : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void cleanup() { Theme::setCurrent(Theme::normal()); }
    void exportedFrameIsTheViewsFrame_data();
    void exportedFrameIsTheViewsFrame();
    void exportDrawsThePodsAndTheirDcnLink();
    void exportLeavesTheWindowsThemeAlone();
    void viewDrawsTheThemeItIsHanded();
    void meshAnimMovesInsideTheLens_data();
    void meshAnimMovesInsideTheLens();
};

void TstMeshFrames::exportedFrameIsTheViewsFrame_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("theme");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<int>("step");
    for (const char* file : {"02-n64.json", "04-llama3-70b-two-pods.json"})
        for (ThemeName theme : {ThemeName::Light, ThemeName::Dark})
            for (bool projector : {false, true})
                QTest::addRow("%s %s%s", file, qPrintable(Theme::id(theme)),
                              projector ? " projector" : "")
                    << QString::fromLatin1(file) << int(theme) << projector << 1;
}

// The same scene, size, theme and step: the exported pixels are the view's, every one.
void TstMeshFrames::exportedFrameIsTheViewsFrame() {
    QFETCH(QString, scenario);
    QFETCH(int, theme);
    QFETCH(bool, projector);
    QFETCH(int, step);
    const Scenario s = testing::shippedScenario(qPrintable(scenario));
    const Results r = evaluate(s);
    const Theme look = Theme::make(ThemeName(theme), projector);
    MeshView view;
    view.setTheme(look); // as the board hands the window's theme over
    view.setProjectorMode(projector);
    view.setEvaluation(std::make_shared<const Evaluation>(s, r));
    const QSize size(1280, 720);
    const QImage onScreen = view.renderFrame(size, 1, step);
    const QImage exported = MeshFrames(s, r, look).render(size, step, projector, 1);
    QCOMPARE(exported.size(), onScreen.size());
    QVERIFY(exported == onScreen);
}

// ch. 5 §Pods: two pods are copies of one joined by DCN; the file shows the other pod and the
// link, as the view does.
void TstMeshFrames::exportDrawsThePodsAndTheirDcnLink() {
    const Scenario s = testing::shippedScenario("04-llama3-70b-two-pods.json");
    const Results r = evaluate(s);
    const Theme look = Theme::normal();
    const MeshFrames frames(s, r, look);
    QCOMPARE(frames.scene().layout.pods, 2LL); // the file's "pods": 2
    const QSize size(1280, 720);
    const MeshCaptions captions(frames.scene(), QSizeF(size), false);
    MeshViewState state;
    state.progress = kExportedProgress;
    const MeshFrame f = meshFrameOf(frames.scene(), captions, QSizeF(size), state);
    QCOMPARE(f.pods.count, 2LL);
    QVERIFY(!f.pods.strip.isEmpty());
    QCOMPARE(f.pods.links().size(), size_t(1));
    const QImage image = frames.render(size, 0, false, 1);
    // The strip holds the other pod: not background. The DCN link crosses the gap before it.
    QVERIFY(pixelsUnlike(image, f.pods.strip.toAlignedRect(), look.mesh.background) > 100);
    const QLineF link = f.pods.links().front();
    QVERIFY(pixelsUnlike(
                image,
                QRectF(link.p1(), link.p2()).normalized().adjusted(0, -2, 0, 2).toAlignedRect(),
                look.mesh.background) > 0);
}

void TstMeshFrames::exportLeavesTheWindowsThemeAlone() {
    const Scenario s = testing::shippedScenario("02-n64.json");
    const Results r = evaluate(s);
    Theme::setCurrent(Theme::normal());
    const Theme dark = Theme::make(ThemeName::Dark);
    const QImage image = MeshFrames(s, r, dark).render(QSize(640, 480), 0, false, 1);
    QCOMPARE(image.pixelColor(1, 1).rgb(), dark.mesh.background.rgb());
    QCOMPARE(Theme::current().mesh.background.rgb(), Theme::normal().mesh.background.rgb());
}

// The view draws in the theme the board hands it, not in the global one the window sets: a pane
// or an export beside a window in another theme must not change colour with it. Guards against
// the view reading Theme::current() (as it did when built and on a theme change).
void TstMeshFrames::viewDrawsTheThemeItIsHanded() {
    Theme::setCurrent(Theme::normal());
    const Theme dark = Theme::make(ThemeName::Dark);
    QVERIFY(dark.mesh.background.rgb() != Theme::current().mesh.background.rgb());
    const Scenario s = testing::shippedScenario("02-n64.json");
    MeshView view;
    view.setTheme(dark);
    view.setEvaluation(makeEvaluation(s));
    const QSize size(640, 480);
    QCOMPARE(view.renderFrame(size, 1, 0).pixelColor(1, 1).rgb(), dark.mesh.background.rgb());
    // The window switching its theme later is the board's to hand over, not the view's to read.
    Theme::setCurrent(Theme::make(ThemeName::Contrast));
    QCOMPARE(view.renderFrame(size, 1, 0).pixelColor(1, 1).rgb(), dark.mesh.background.rgb());
}

void TstMeshFrames::meshAnimMovesInsideTheLens_data() {
    QTest::addColumn<bool>("projector");
    QTest::newRow("normal") << false;
    QTest::newRow("projector") << true;
}

// `export --figure mesh-anim` on the book figure (4096 chips, the lens): one frame per step, as
// MeshFrames draws them for the GIF; each differs from the one before inside the lens, not only
// in the caption and the timeline.
void TstMeshFrames::meshAnimMovesInsideTheLens() {
    QFETCH(bool, projector);
    const Scenario s = testing::shippedScenario("01-book-figure.json");
    const Results r = evaluate(s);
    const MeshFrames frames(s, r, Theme::make(ThemeName::Light, projector));
    QVERIFY(frames.stepCount() > 2);
    const QSize size(1280, 720);
    const MeshCaptions captions(frames.scene(), QSizeF(size), projector);
    MeshViewState state;
    state.projector = projector;
    state.lensChip = defaultLensChip(frames.scene());
    QCOMPARE(state.lensChip, 0); // above 16 chips the view opens on the lens
    const QRect lens =
        meshFrameOf(frames.scene(), captions, QSizeF(size), state).lensArea.toAlignedRect();
    QVERIFY(lens.width() > size.width() / 2);
    QImage before = frames.render(size, 0, projector, 1).copy(lens);
    for (int step = 1; step < frames.stepCount(); ++step) {
        const QImage now = frames.render(size, step, projector, 1).copy(lens);
        QVERIFY2(now != before, qPrintable(QStringLiteral("step %1").arg(step + 1)));
        before = now;
    }
}

SHARDSCOPE_TEST_MAIN(TstMeshFrames)
#include "tst_meshframes.moc"
