// A live frame (drawn while a slider is dragged) uses cheaper styles than the fine frame
// after it: square line ends and stamped markers. They must look the same and come back.
#include "common/theme.h"
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/computevscommsfigure.h"
#include "figures/liveframe.h"
#include "plotparts.h"
#include "readout.h"
#include "scenario.h"
#include "scenario_io.h"
#include "testarea.h"

#include <QtTest>

using namespace shardscope;

class TestLiveFrame : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void squareEndsCoverTheSameStretches_data();
    void squareEndsCoverTheSameStretches();
    void stampSitsWhereTheMarkerWas_data();
    void stampSitsWhereTheMarkerWas();
    void stylesComeBack();
    void figureDrawsLiveThenFine_data();
    void figureDrawsLiveThenFine();
    void hoverDrawsWhatAFullPaintDraws();
    void hoverAfterNewDataShowsTheNewData();
};

namespace {

// Which columns of a horizontal line drawn with `pen` (no antialiasing) are inked.
QVector<bool> inkedColumns(const QPen& pen, int length) {
    QImage image(length + 40, 40, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setPen(pen);
    painter.drawLine(QPointF(20, 20), QPointF(20 + length, 20));
    painter.end();
    QVector<bool> inked(image.width());
    for (int x = 0; x < image.width(); ++x)
        for (int y = 0; y < image.height() && !inked[x]; ++y)
            inked[x] = image.pixel(x, y) != qRgb(255, 255, 255);
    return inked;
}

// The centre of the dark pixels of `image`.
QPointF inkCentre(const QImage& image) {
    double sx = 0, sy = 0, n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const double ink = 1.0 - qGray(image.pixel(x, y)) / 255.0;
            sx += ink * x;
            sy += ink * y;
            n += ink;
        }
    return n > 0 ? QPointF(sx / n, sy / n) : QPointF(-1, -1);
}

// A settled figure of the default scenario at 960×540, shown and painted once.
void showSettledForHover(ComputeVsCommsFigure& figure) {
    figure.setTheme(Theme::make(ThemeName::Light, false));
    figure.resize(960, 540);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    const Scenario s = defaultScenario();
    figure.setEvaluation(makeEvaluation(s));
    QTRY_VERIFY(testing::isSettled(figure));
    QTRY_VERIFY(!figure.notAntialiasedElements().testFlag(QCP::aePlottables));
}

// The mouse moved, no button held, to the middle of the plot: the hover read-out follows.
void hoverToPlotCentre(Figure& figure) {
    const QPointF at = figure.axisRect()->rect().center();
    QMouseEvent move(QEvent::MouseMove, at, figure.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(&figure, &move);
}

} // namespace

void TestLiveFrame::initTestCase() {
    testing::failOnQtWarnings();
    QStandardPaths::setTestModeEnabled(true);
}

void TestLiveFrame::squareEndsCoverTheSameStretches_data() {
    QTest::addColumn<Qt::PenStyle>("style");
    QTest::addColumn<double>("width");
    for (const double width : {1.4, 2.8, 3.5, 4.9}) {
        const QByteArray w = QByteArray::number(width);
        QTest::newRow("dash " + w) << Qt::DashLine << width;
        QTest::newRow("dot " + w) << Qt::DotLine << width;
        QTest::newRow("dash-dot " + w) << Qt::DashDotLine << width;
        QTest::newRow("dash-dot-dot " + w) << Qt::DashDotDotLine << width;
    }
}

// A round end adds half a pen width at each end of a dash. The square-ended pen must ink the
// same columns, give or take the pixel at each dash's end that rounding puts either side.
void TestLiveFrame::squareEndsCoverTheSameStretches() {
    QFETCH(Qt::PenStyle, style);
    QFETCH(double, width);
    QPen round(Qt::black, width, style);
    round.setCapStyle(Qt::RoundCap);
    const QPen square = LiveFrame::squareEnded(round);
    QCOMPARE(square.capStyle(), Qt::FlatCap);
    const int length = 600;
    const QVector<bool> a = inkedColumns(round, length);
    const QVector<bool> b = inkedColumns(square, length);
    int differ = 0, dashEnds = 0;
    for (int x = 1; x < a.size(); ++x) {
        differ += a[x] != b[x];
        dashEnds += a[x] != a[x - 1];
    }
    QVERIFY2(
        differ <= dashEnds + 2,
        qPrintable(QStringLiteral("%1 columns differ; %2 dash ends").arg(differ).arg(dashEnds)));
    QVERIFY(dashEnds > 4); // the line is dashed at all
}

void TestLiveFrame::stampSitsWhereTheMarkerWas_data() {
    QTest::addColumn<int>("shape");
    QTest::addColumn<double>("size");
    for (const double size : {8.4, 10.5, 11.2}) {
        const QByteArray s = QByteArray::number(size);
        QTest::newRow("circle " + s) << int(QCPScatterStyle::ssCircle) << size;
        QTest::newRow("square " + s) << int(QCPScatterStyle::ssSquare) << size;
        QTest::newRow("triangle " + s) << int(QCPScatterStyle::ssTriangle) << size;
        QTest::newRow("diamond " + s) << int(QCPScatterStyle::ssDiamond) << size;
        QTest::newRow("disc " + s) << int(QCPScatterStyle::ssDisc) << size;
    }
}

// Drawn at the same point, the stamp's ink has the same centre and about the same amount.
void TestLiveFrame::stampSitsWhereTheMarkerWas() {
    QFETCH(int, shape);
    QFETCH(double, size);
    QCPScatterStyle style(QCPScatterStyle::ScatterShape(shape), size);
    style.setPen(QPen(Qt::black, 2));
    style.setBrush(Qt::white);
    MarkerStamps stamps;
    const QCPScatterStyle stamped = stamps.stamp(style, 1.0);
    QCOMPARE(stamped.shape(), QCPScatterStyle::ssPixmap);
    auto drawn = [](const QCPScatterStyle& s) {
        QImage image(40, 40, QImage::Format_RGB32);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setClipRect(image.rect()); // as a plot clips to its axis rect
        s.applyTo(&painter, s.pen());
        s.drawShape(&painter, 20, 20);
        return image;
    };
    const QImage vector = drawn(style);
    const QImage stamp = drawn(stamped);
    const QPointF a = inkCentre(vector), b = inkCentre(stamp);
    QVERIFY2(std::hypot(a.x() - b.x(), a.y() - b.y()) < 0.75,
             qPrintable(QStringLiteral("centre (%1, %2), stamped (%3, %4)")
                            .arg(a.x())
                            .arg(a.y())
                            .arg(b.x())
                            .arg(b.y())));
    // The same style again is the same stamp, drawn once.
    QCOMPARE(stamps.stamp(style, 1.0).pixmap().cacheKey(), stamped.pixmap().cacheKey());
    // A screen that scales pixels keeps the vector marker.
    QCOMPARE(stamps.stamp(style, 2.0).shape(), style.shape());
}

void TestLiveFrame::stylesComeBack() {
    QCustomPlot plot;
    QCPGraph* graph = plot.addGraph();
    QPen pen(Qt::red, 2.8, Qt::DashDotLine);
    pen.setCapStyle(Qt::RoundCap);
    graph->setPen(pen);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 9));
    auto* line = new QCPItemStraightLine(&plot);
    line->setPen(pen);
    MarkerStamps stamps;
    {
        const LiveFrame live(&plot, &stamps, 1.0);
        QCOMPARE(graph->pen().capStyle(), Qt::FlatCap);
        QCOMPARE(line->pen().capStyle(), Qt::FlatCap);
        QCOMPARE(graph->scatterStyle().shape(), QCPScatterStyle::ssPixmap);
    }
    QCOMPARE(graph->pen(), pen);
    QCOMPARE(line->pen(), pen);
    QCOMPARE(graph->scatterStyle().shape(), QCPScatterStyle::ssCircle);
    QCOMPARE(graph->scatterStyle().size(), 9.0);
}

void TestLiveFrame::figureDrawsLiveThenFine_data() {
    QTest::addColumn<bool>("projector");
    QTest::newRow("normal") << false;
    QTest::newRow("projector") << true;
}

// A slider step draws a live frame; once the values rest, the fine one. Both show the same
// curves in the same places (compared at a twelfth of their size, where antialiasing and the
// ends of dashes no longer show), and the fine frame has its round ends and markers back.
void TestLiveFrame::figureDrawsLiveThenFine() {
    QFETCH(bool, projector);
    ComputeVsCommsFigure figure;
    figure.setTheme(Theme::make(ThemeName::Light, projector));
    figure.resize(960, 540);
    figure.show();
    QVERIFY(QTest::qWaitForWindowExposed(&figure));
    const Scenario s = defaultScenario();
    figure.setEvaluation(makeEvaluation(s));
    const QImage live = figure.grab().toImage();
    QTRY_VERIFY(!figure.notAntialiasedElements().testFlag(QCP::aePlottables));
    const QImage fine = figure.grab().toImage();
    QVERIFY(live != fine); // the live frame is drawn differently
    const QSize small = live.size() / 12;
    const QImage a = live.scaled(small, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const QImage b = fine.scaled(small, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    int worst = 0;
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x)
            worst = std::max(worst, std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))));
    QVERIFY2(worst < 40, qPrintable(QString::number(worst)));
    for (int i = 0; i < figure.graphCount(); ++i)
        QVERIFY(figure.graph(i)->scatterStyle().shape() != QCPScatterStyle::ssPixmap);
}

// A hover move repaints the read-out on the image kept from the last settled paint: what
// it shows is what a full paint of the figure with the read-out shows, pixel for pixel.
void TestLiveFrame::hoverDrawsWhatAFullPaintDraws() {
    ComputeVsCommsFigure figure;
    showSettledForHover(figure);
    const QImage before = figure.grab().toImage(); // a full paint: the image is kept
    hoverToPlotCentre(figure);
    QVERIFY(!testing::readoutOf(figure).isEmpty());
    const QImage hovered = figure.grab().toImage(); // the read-out alone on the kept image
    QVERIFY(hovered != before);                     // the read-out is drawn
    figure.update();
    const QImage full = figure.grab().toImage(); // no hover since: everything drawn anew
    QCOMPARE(hovered, full);
}

// New data between a settled paint and a hover move: the kept image is old, so the move
// draws everything anew and shows the new curves. The fine frame is asked for at once (the
// settle timer's work, without its own redraw) so that only the new data can drop the image.
void TestLiveFrame::hoverAfterNewDataShowsTheNewData() {
    ComputeVsCommsFigure figure;
    showSettledForHover(figure);
    const QImage before = figure.grab().toImage();
    const Scenario other =
        loadScenarioFile(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/03-llama3-70b-pod.json");
    figure.setEvaluation(makeEvaluation(other));
    figure.setNotAntialiasedElements(QCP::aeNone);
    hoverToPlotCentre(figure);
    const QImage hovered = figure.grab().toImage();
    figure.update();
    const QImage full = figure.grab().toImage();
    QVERIFY(full != before); // the other scenario draws other curves
    QCOMPARE(hovered, full);
}

SHARDSCOPE_TEST_MAIN(TestLiveFrame)
#include "tst_liveframe.moc"
