// The mesh view draws something for every strategy and step, on small and big
// meshes, and its interaction keeps a consistent state. A Qt warning printed while
// a test runs (QFont::..., QPainter::...) fails that test. Set SHARDSCOPE_MESH_PNG_DIR
// to also write the frames as PNG files (for looking at them).
#include "common/languagemanager.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "mesh/meshtext.h"
#include "mesh/meshview.h"
#include "meshparts.h"
#include "meshpng.h"
#include "scenario_io.h"
#include "shippedfiles.h"
#include "step_ring.h"
#include "testarea.h"

#include <QtTest>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHelpEvent>
#include <QSet>
#include <QToolButton>
#include <QToolTip>

using namespace shardscope;

Q_DECLARE_METATYPE(std::optional<shardscope::Strategy>)

namespace {

Scenario podScenario(long long chips, long long fsdp, long long tp) {
    Scenario s = withChips(defaultScenario(), chips);
    s.fsdp = fsdp;
    s.tp = tp;
    return s;
}

struct Ink {
    int colours = 0;
    double inked = 0; // share of pixels not the background
};

// Pixels of the mesh's middle (above the timeline, whose all-to-all blocks share the colour)
// within 24 of `colour` in each channel.
int pixelsNear(const QImage& image, QColor colour) {
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int yy = img.height() / 5; yy < img.height() * 7 / 10; ++yy)
        for (int xx = 0; xx < img.width(); ++xx) {
            const QColor c = QColor::fromRgb(img.pixel(xx, yy));
            n += std::abs(c.red() - colour.red()) <= 24 &&
                         std::abs(c.green() - colour.green()) <= 24 &&
                         std::abs(c.blue() - colour.blue()) <= 24
                     ? 1
                     : 0;
        }
    return n;
}

Ink inkOf(const QImage& image) {
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    const QRgb background = img.pixel(1, img.height() / 2);
    QSet<QRgb> colours;
    long long inked = 0;
    for (int yy = 0; yy < img.height(); yy += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(yy));
        for (int xx = 0; xx < img.width(); xx += 2) {
            colours.insert(line[xx]);
            inked += line[xx] != background ? 1 : 0;
        }
    }
    return {int(colours.size()), double(inked) / double((img.height() / 2) * (img.width() / 2))};
}

QString strategyTag(std::optional<Strategy> s) {
    if (!s)
        return QStringLiteral("scenario");
    switch (*s) {
    case Strategy::DP:
        return QStringLiteral("dp");
    case Strategy::FSDP:
        return QStringLiteral("fsdp");
    case Strategy::TP:
        return QStringLiteral("tp");
    case Strategy::FsdpTp:
        return QStringLiteral("fsdp_tp");
    }
    return {};
}

} // namespace

class TstMeshView : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void everyStrategyAndStep_data();
    void everyStrategyAndStep();
    void bigPods_data();
    void bigPods();
    void zoomedDetailAndHover();
    void chipDescriptionHasExactRanges();
    void playbackAndSplitChange();
    void projectorAndLanguageChange();
    void hugePodIsNotDrawn();
    void smallFramesWarnNothing_data();
    void smallFramesWarnNothing();
    void stepButtonsStopAtTheEnds();
    void textFitsUncut_data();
    void textFitsUncut();
    void timelineNamesWholeOrNone();
    void expertsSendToEachOther();
    void contextChunksGoRound();
};

void TstMeshView::initTestCase() {
    testing::failOnQtWarnings();
}

void TstMeshView::everyStrategyAndStep_data() {
    QTest::addColumn<std::optional<Strategy>>("strategy");
    QTest::addColumn<long long>("chips");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    const std::optional<Strategy> all[] = {std::nullopt, Strategy::DP, Strategy::FSDP, Strategy::TP,
                                           Strategy::FsdpTp};
    for (auto s : all)
        QTest::newRow(qPrintable(QStringLiteral("64 %1").arg(strategyTag(s))))
            << s << 64LL << 16LL << 4LL;
    for (auto s : all)
        QTest::newRow(qPrintable(QStringLiteral("4096 %1").arg(strategyTag(s))))
            << s << 4096LL << 512LL << 8LL;
}

void TstMeshView::everyStrategyAndStep() {
    QFETCH(std::optional<Strategy>, strategy);
    QFETCH(long long, chips);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    const Scenario s = podScenario(chips, fsdp, tp);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    view.setStrategy(strategy);
    if (chips > 64)
        meshCanvasOf(view)->setLensChip(
            -1); // the whole pod's cells; 64 chips are drawn in the lens
    QCOMPARE(view.scene().layout.chipCount(), chips);
    QVERIFY(view.clock().stepCount() >= 4);
    const QSize size = chips <= 64 ? QSize(1280, 720) : QSize(960, 540);
    for (int step = 0; step < view.clock().stepCount(); ++step) {
        const QImage frame = view.renderFrame(size, 1, step);
        QCOMPARE(frame.size(), size);
        const Ink ink = inkOf(frame);
        QVERIFY2(ink.colours > 8,
                 qPrintable(QStringLiteral("step %1: %2 colours").arg(step).arg(ink.colours)));
        QVERIFY2(ink.inked > 0.2,
                 qPrintable(QStringLiteral("step %1: %2 inked").arg(step).arg(ink.inked)));
        if (step < 3 || chips <= 64)
            testing::saveMeshPngIfAsked(frame, QStringLiteral("mesh_%1_%2_step%3")
                                                   .arg(chips)
                                                   .arg(strategyTag(strategy))
                                                   .arg(step, 2, 10, QLatin1Char('0')));
    }
    // The strategies the view offers are the cost model's: the schedule is the one for its split.
    const StepSchedule& sched = view.scene().schedule;
    const LayerTimes t =
        layerTimes(layerSetup(s), sched.split.strategy, sched.split.split, sched.batch);
    QCOMPARE(sched.sums(Pass::Forward).commsFsdp, t.forward.commsFsdp);
    QCOMPARE(sched.sums(Pass::Forward).commsTp, t.forward.commsTp);
}

void TstMeshView::bigPods_data() {
    QTest::addColumn<long long>("chips");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    QTest::newRow("64 fsdp 16 x tp 4") << 64LL << 16LL << 4LL;
    QTest::newRow("4096 fsdp 512 x tp 8") << 4096LL << 512LL << 8LL;
    QTest::newRow("8960 fsdp 2240 x tp 4") << 8960LL << 2240LL << 4LL;
    QTest::newRow("8 gpus fsdp 4 x tp 2") << 8LL << 4LL << 2LL;
}

void TstMeshView::bigPods() {
    QFETCH(long long, chips);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    const Scenario s = podScenario(chips, fsdp, tp);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    for (int step : {0, 1, 2, 5}) {
        const QImage frame = view.renderFrame(QSize(1920, 1080), 1, step);
        const Ink ink = inkOf(frame);
        QVERIFY(ink.colours > 8);
        QVERIFY(ink.inked > 0.2);
        testing::saveMeshPngIfAsked(frame, QStringLiteral("big_%1_step%2").arg(chips).arg(step));
    }
    // Export for slides at scale 2.
    const QImage hi = view.renderFrame(QSize(800, 450), 2, 0);
    QCOMPARE(hi.size(), QSize(1600, 900));
    QCOMPARE(hi.devicePixelRatio(), 2.0);
}

void TstMeshView::zoomedDetailAndHover() {
    const Scenario s = podScenario(4096, 512, 8);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QWidget* canvas = meshCanvasOf(view);
    // A pod this big opens in the lens, which draws its groups readable and has no zoom: the
    // zoom buttons are greyed out there, and + changes nothing; the whole pod's cells zoom.
    QToolButton* zoomIn = nullptr;
    for (QToolButton* b : view.findChildren<QToolButton*>())
        if (b->text() == QStringLiteral("+"))
            zoomIn = b;
    QVERIFY(zoomIn);
    QVERIFY(!zoomIn->isEnabled());
    QVERIFY2(zoomIn->toolTip().contains(QStringLiteral("nothing to zoom")),
             qPrintable(zoomIn->toolTip())); // says why
    QTest::keyClick(canvas, Qt::Key_Plus);   // nothing, now or once the lens closes; nor a drag
    const QPoint from(canvas->width() / 2, canvas->height() / 2), to = from + QPoint(120, 60);
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas, from + QPoint(60, 30));
    QTest::mouseMove(canvas, to);
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, to);
    meshCanvasOf(view)->setLensChip(-1);
    QVERIFY(zoomIn->isEnabled());
    QCOMPARE(zoomIn->toolTip(), QStringLiteral("Zoom in (+)"));
    const QImage fitted = canvas->grab().toImage();
    QTest::keyClick(canvas, Qt::Key_0);
    QCOMPARE(canvas->grab().toImage(), fitted); // the whole pod opened fitted
    meshCanvasOf(view)->setZoom(12);            // cells of ~100 px: detail around the centre
    meshCanvasOf(view)->setHoveredChip(0);
    meshCanvasOf(view)->panBy(QPointF(200, 150));
    view.clock().seek(1, 0.5);
    const QImage zoomed = canvas->grab().toImage();
    QVERIFY(inkOf(zoomed).colours > 8);
    QVERIFY(fitted != zoomed);
    testing::saveMeshPngIfAsked(zoomed, QStringLiteral("zoomed_4096"));
    // Keys, as the screen shows them: 0 fits again, + zooms in (the fitted mesh grows past the
    // area's edges: fewer background pixels), 0 gives the fitted frame back, arrows pan.
    meshCanvasOf(view)->setHoveredChip(-1);
    QTest::keyClick(canvas, Qt::Key_0);
    const QImage fit = canvas->grab().toImage();
    QTest::keyClick(canvas, Qt::Key_Plus);
    const QImage in = canvas->grab().toImage();
    const QRgb background = fit.pixel(1, fit.height() / 2);
    auto backgroundPixels = [background](const QImage& image) {
        int n = 0;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                n += image.pixel(x, y) == background ? 1 : 0;
        return n;
    };
    QVERIFY2(backgroundPixels(in) < backgroundPixels(fit),
             qPrintable(QStringLiteral("%1 background pixels zoomed in, %2 fitted")
                            .arg(backgroundPixels(in))
                            .arg(backgroundPixels(fit))));
    QTest::keyClick(canvas, Qt::Key_0);
    QCOMPARE(canvas->grab().toImage(), fit);
    QTest::keyClick(canvas, Qt::Key_Left);
    QTest::keyClick(canvas, Qt::Key_BracketRight);
    QCOMPARE(view.clock().step(), 2);
    // The mouse over the mesh picks a chip: its tool tip gives the chip's exact shards.
    QTest::keyClick(canvas, Qt::Key_0);
    QString tip;
    for (int i = 1; i < 20 && !tip.contains(QStringLiteral("W_in[D ")); ++i) {
        const QPoint at(canvas->width() * i / 20, canvas->height() / 3);
        QTest::mouseMove(canvas, at);
        QHelpEvent help(QEvent::ToolTip, at, canvas->mapToGlobal(at));
        QApplication::sendEvent(canvas, &help);
        tip = QToolTip::text();
    }
    QVERIFY2(tip.contains(QStringLiteral("W_in[D ")), qPrintable(tip));
    QToolTip::hideText();
}

void TstMeshView::chipDescriptionHasExactRanges() {
    // 2 x 2 FSDP+TP on the book's model (D = 8192, F = 32768): the chip with fsdp index 0 and
    // tp index 1 holds W_in[D 0:4096, F 16384:32768].
    Scenario s = defaultScenario();
    s.chips = 4;
    s.mesh = {2, 2};
    s.meshGiven = true;
    s.fsdp = 2;
    s.tp = 2;
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const int chip = view.scene().layout.chipAt(0, 0, 1);
    const QString text = MeshText::chipDescription(view.scene().layout, chip);
    QVERIFY2(text.contains(QStringLiteral("W_in[D 0:4096, F 16384:32768]")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("W_out[F 16384:32768, D 0:4096]")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("In[B 0:524288, D 4096:8192]")));
    testing::saveMeshPngIfAsked(view.renderFrame(QSize(1280, 720), 1, 1),
                                QStringLiteral("mesh_4_fsdp_tp"));
}

void TstMeshView::playbackAndSplitChange() {
    const Scenario s = podScenario(64, 16, 4);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    QSignalSpy steps(&view.clock(), &MeshClock::stepChanged);
    QSignalSpy playing(&view.clock(), &MeshClock::playingChanged);
    view.clock().setSpeed(4);
    // The toolbar follows the clock, whoever set it: the speed box reads 4×.
    QComboBox* speedBox = nullptr;
    for (QComboBox* box : view.findChildren<QComboBox*>())
        if (box->findData(4.0) >= 0)
            speedBox = box;
    QVERIFY(speedBox);
    QCOMPARE(speedBox->currentData().toDouble(), 4.0);
    view.clock().setPlaying(true);
    QVERIFY(view.clock().isPlaying());
    QCOMPARE(playing.count(), 1);
    view.clock().advance(0.1);
    QVERIFY(view.clock().progress() > 0);
    view.clock().advance(60); // many laps: wraps around
    QVERIFY(view.clock().step() >= 0 && view.clock().step() < view.clock().stepCount());
    QVERIFY(steps.count() > 0);
    view.clock().setPlaying(false);
    QVERIFY(!view.clock().isPlaying());
    view.clock().seek(0);
    view.clock().stepBack();
    QCOMPARE(view.clock().step(), 0);
    view.clock().stepForward();
    QCOMPARE(view.clock().step(), 1);

    // Uniform durations: one step per 1.2 s at speed 1.
    view.clock().setSpeed(1);
    view.clock().setProportional(false);
    view.clock().seek(0);
    view.clock().advance(0.6);
    QCOMPARE(view.clock().step(), 0);
    QVERIFY(qAbs(view.clock().progress() - 0.5) < 1e-9);

    // A new split re-lays the mesh (with a cross-fade) and keeps a valid step.
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    meshCanvasOf(view)->grab();
    Scenario other = podScenario(64, 4, 16);
    view.setEvaluation(makeEvaluation(other));
    QCOMPARE(view.scene().layout.x(), 4LL);
    QCOMPARE(view.scene().layout.y(), 16LL);
    QVERIFY(view.clock().step() < view.clock().stepCount());
    QVERIFY(inkOf(meshCanvasOf(view)->grab().toImage()).colours > 8);
    QTRY_COMPARE(view.clock().crossFade(), 1.0); // the transition ends by itself
    QVERIFY(inkOf(meshCanvasOf(view)->grab().toImage()).colours > 8);
}

void TstMeshView::projectorAndLanguageChange() {
    const Scenario s = podScenario(64, 16, 4);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const QImage normal = view.renderFrame(QSize(1280, 720), 1, 0);
    view.setProjectorMode(true);
    QVERIFY(view.projectorMode());
    const QImage big = view.renderFrame(QSize(1280, 720), 1, 0);
    QVERIFY(normal != big);
    testing::saveMeshPngIfAsked(big, QStringLiteral("projector_64"));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&view, &change);
    QVERIFY(inkOf(view.renderFrame(QSize(640, 360), 1, 3)).colours > 8);
}

void TstMeshView::hugePodIsNotDrawn() {
    // 2^20 chips: no per-chip layout is built; the frame says why, and the schedule still plays.
    const Scenario s = withChips(defaultScenario(), 1 << 20);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    QCOMPARE(view.scene().layout.chipCount(), 0LL);
    QVERIFY(view.clock().stepCount() > 0);
    view.clock().advance(3);
    const QImage frame = view.renderFrame(QSize(960, 540), 1, 2);
    QVERIFY(inkOf(frame).colours > 8); // header and timeline
    QVERIFY(MeshText::chipDescription(view.scene().layout, 0).isEmpty());
}

void TstMeshView::smallFramesWarnNothing_data() {
    QTest::addColumn<std::optional<Strategy>>("strategy");
    QTest::addColumn<bool>("projector");
    for (auto s : {std::optional<Strategy>(), std::optional<Strategy>(Strategy::DP),
                   std::optional<Strategy>(Strategy::FSDP), std::optional<Strategy>(Strategy::TP),
                   std::optional<Strategy>(Strategy::FsdpTp)})
        for (bool projector : {false, true})
            QTest::newRow(
                qPrintable(strategyTag(s) + (projector ? QStringLiteral(" projector") : QString())))
                << s << projector;
}

void TstMeshView::smallFramesWarnNothing() {
    // Small frames shrink the key's text: that once asked QFont for a negative point size.
    QFETCH(std::optional<Strategy>, strategy);
    QFETCH(bool, projector);
    const Scenario s = podScenario(64, 16, 4);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    view.setStrategy(strategy);
    view.setProjectorMode(projector);
    for (QSize size : {QSize(320, 240), QSize(640, 360)})
        for (int step = 0; step < view.clock().stepCount(); ++step) {
            const QImage frame = view.renderFrame(size, 1, step);
            QCOMPARE(frame.size(), size);
            QVERIFY(inkOf(frame).colours > 4);
        }
}

void TstMeshView::stepButtonsStopAtTheEnds() {
    const Scenario s = podScenario(64, 16, 4);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    QToolButton *back = nullptr, *forward = nullptr;
    for (QToolButton* b : view.findChildren<QToolButton*>()) {
        if (b->toolTip() == QLatin1String("Previous step ([)"))
            back = b;
        if (b->toolTip() == QLatin1String("Next step (])"))
            forward = b;
    }
    QVERIFY(back && forward);
    const int last = view.clock().stepCount() - 1;
    view.clock().seek(0);
    QVERIFY(!back->isEnabled());
    QVERIFY(forward->isEnabled());
    back->click();
    QCOMPARE(view.clock().step(), 0);
    QTest::keyClick(meshCanvasOf(view), Qt::Key_BracketLeft);
    QCOMPARE(view.clock().step(), 0);
    view.clock().seek(0, 0.5);
    view.clock().stepBack(); // to the start of the step, not to the last one
    QCOMPARE(view.clock().step(), 0);
    QCOMPARE(view.clock().progress(), 0.0);
    forward->click();
    QCOMPARE(view.clock().step(), 1);
    QVERIFY(back->isEnabled());
    view.clock().seek(last);
    QVERIFY(!forward->isEnabled());
    forward->click();
    view.clock().stepForward();
    QTest::keyClick(meshCanvasOf(view), Qt::Key_BracketRight);
    QCOMPARE(view.clock().step(), last);
    back->click();
    QCOMPARE(view.clock().step(), last - 1);
    QVERIFY(forward->isEnabled());
}

void TstMeshView::textFitsUncut_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<long long>("chips");
    for (const char* lang : {"en", "ru", "zh_CN"})
        for (bool projector : {false, true})
            for (QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
                for (long long chips : {64LL, 8960LL})
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1%2 %3x%4 %5")
                                       .arg(QLatin1String(lang),
                                            projector ? QStringLiteral(" projector") : QString())
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(chips)))
                        << QString::fromLatin1(lang) << projector << size << chips;
}

void TstMeshView::textFitsUncut() {
    // The header and the key at slide and laptop sizes, in every language: whole, inside the
    // frame, not on top of each other (the header once cut itself with "…").
    QFETCH(QString, lang);
    QFETCH(bool, projector);
    QFETCH(QSize, size);
    QFETCH(long long, chips);
    QVERIFY(LanguageManager::instance()->setLanguage(lang));
    const Scenario s = withChips(defaultScenario(), chips);
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    view.setProjectorMode(projector);
    const QRectF frame(QPointF(0, 0), QSizeF(size));
    for (int step = 0; step < view.clock().stepCount(); ++step) {
        const QList<MeshTextItem> items = view.textItems(size, step);
        int keys = 0, titles = 0, steps = 0;
        for (const MeshTextItem& item : items) {
            const QString what = QStringLiteral("step %1: \"%2\"").arg(step).arg(item.text);
            QVERIFY2(!item.text.contains(QChar(0x2026)), qPrintable(what));
            QVERIFY2(frame.contains(item.rect), qPrintable(what));
            QVERIFY2(QFontMetricsF(item.font).horizontalAdvance(item.text) <=
                         item.rect.width() + 0.5,
                     qPrintable(what));
            keys += item.role == MeshTextItem::Role::Key ? 1 : 0;
            titles += item.role == MeshTextItem::Role::Title ? 1 : 0;
            steps += item.role == MeshTextItem::Role::Step ? 1 : 0;
            for (const MeshTextItem& other : items)
                if (&other != &item)
                    QVERIFY2(!item.rect.intersects(other.rect),
                             qPrintable(what + QStringLiteral(" overlaps \"") + other.text));
        }
        QCOMPARE(keys,
                 9); // every entry of the key (replicated and shard colours too): none left out
        QVERIFY(titles >= 1 && titles <= 2);
        QVERIFY(steps >= 1 && steps <= 2);
    }
    if (lang != QLatin1String("en"))
        testing::saveMeshPngIfAsked(
            view.renderFrame(size, 1, 1),
            QStringLiteral("text_%1_%2_%3").arg(lang).arg(projector).arg(size.width()));
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
}

void TstMeshView::timelineNamesWholeOrNone() {
    // A block's name is shown whole or not at all (its tooltip has it): never "AG W_…".
    for (long long chips : {64LL, 8960LL}) {
        const Scenario s = withChips(defaultScenario(), chips);
        MeshView view;
        view.setEvaluation(makeEvaluation(s));
        for (QSize size : {QSize(640, 360), QSize(1280, 720)}) {
            int names = 0;
            for (const MeshTextItem& item : view.textItems(size, 0)) {
                if (item.role != MeshTextItem::Role::StepName)
                    continue;
                ++names;
                QCOMPARE(item.text,
                         MeshText::shortName(view.scene().schedule.steps[size_t(item.index)]));
                QVERIFY(QFontMetricsF(item.font).horizontalAdvance(item.text) <= item.rect.width());
            }
            QVERIFY(names > 0);
        }
    }
}

// The course's MoE on one node of 8 H100 (docs/model.md#expert-parallelism): the block's
// dispatch is an all-to-all, every chip of the EP group sending to each of the 7 others, drawn
// as arcs in the all-to-all colour; a matmul step has none. The caption names it and its group.
// At EP 16 on two nodes the arcs between the nodes take the network's colour.
void TstMeshView::expertsSendToEachOther() {
    const Scenario s = testing::shippedScenario("10-course-moe-8xh100.json");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const StepSchedule& sched = view.scene().schedule;
    int dispatch = -1, matmul = -1;
    for (int i = 0; i < int(sched.steps.size()); ++i) {
        if (dispatch < 0 && sched.steps[size_t(i)].kind == StepKind::AllToAll)
            dispatch = i;
        if (matmul < 0 && sched.steps[size_t(i)].kind == StepKind::Matmul)
            matmul = i;
    }
    QVERIFY(dispatch >= 0 && matmul >= 0);
    const QStringList caption = MeshText::stepParts(sched, dispatch, {});
    QVERIFY2(caption.join(QLatin1Char(' ')).contains(QStringLiteral("AllToAll_EP")),
             qPrintable(caption.join(QLatin1Char(' '))));
    QVERIFY(caption.join(QLatin1Char(' ')).contains(QStringLiteral("8 chips in one node")));
    const QColor arcs = view.theme().mesh.allToAll;
    const QImage sending = view.renderFrame(QSize(1280, 720), 1, dispatch);
    const QImage computing = view.renderFrame(QSize(1280, 720), 1, matmul);
    testing::saveMeshPngIfAsked(sending, QStringLiteral("mesh_moe_dispatch"));
    QVERIFY2(pixelsNear(sending, arcs) > pixelsNear(computing, arcs) + 500,
             qPrintable(QStringLiteral("%1 against %2")
                            .arg(pixelsNear(sending, arcs))
                            .arg(pixelsNear(computing, arcs))));

    Scenario two = s;
    two.chips = two.fsdp = two.ep = 16;
    two.batchTokens *= 2;
    view.setEvaluation(makeEvaluation(two));
    const QImage across = view.renderFrame(QSize(1280, 720), 1, dispatch);
    testing::saveMeshPngIfAsked(across, QStringLiteral("mesh_moe_dispatch_two_nodes"));
    QVERIFY(pixelsNear(across, view.theme().mesh.accent) > 500);
    QVERIFY(MeshText::stepParts(view.scene().schedule, dispatch, {})
                .join(QLatin1Char(' '))
                .contains(QStringLiteral("across 2 nodes")));
}

// Llama 3 8B on one node of 8 H100, FSDP 2 × CP 4 (docs/model.md#context-parallelism): the
// attention's keys and values go round each CP group of 4, each chip sending to the next on an
// arc in the step's colour (8 arcs), where a matmul has none; the header names CP, the caption
// the ring, its group in the node and its three sends.
void TstMeshView::contextChunksGoRound() {
    const Scenario s = parseScenario(R"({"schema": 1, "hardware": "h100-nvlink",
        "model": "llama3-8b", "chips": 8, "fsdp": 2, "cp": 4, "tp": 1, "batch_tokens": 65536,
        "seq_len": 8192})");
    MeshView view;
    view.setEvaluation(makeEvaluation(s));
    const StepSchedule& sched = view.scene().schedule;
    const int ring = findScheduleStep(sched, "forward.allgather.kv.cp");
    const int matmul = findScheduleStep(sched, "forward.matmul.tmp");
    QVERIFY(ring >= 0 && matmul >= 0);
    const QString caption = MeshText::stepParts(sched, ring, {}).join(QLatin1Char(' '));
    QVERIFY2(caption.contains(QStringLiteral("next chip of the CP ring, 3 times")) &&
                 caption.contains(QStringLiteral("CP group of 4 chips in one node")),
             qPrintable(caption));
    QVERIFY(
        MeshText::titleParts(view.scene().layout).join(QLatin1Char(' ')).contains("of which CP 4"));
    const QColor arcs = view.theme().mesh.allGather;
    const QImage sending = view.renderFrame(QSize(1280, 720), 1, ring);
    const QImage computing = view.renderFrame(QSize(1280, 720), 1, matmul);
    testing::saveMeshPngIfAsked(sending, QStringLiteral("mesh_context_ring"));
    QVERIFY2(pixelsNear(sending, arcs) > pixelsNear(computing, arcs) + 300,
             qPrintable(QStringLiteral("%1 against %2")
                            .arg(pixelsNear(sending, arcs))
                            .arg(pixelsNear(computing, arcs))));
}

SHARDSCOPE_TEST_MAIN(TstMeshView)
#include "tst_meshview.moc"
