// Legend entries that measure and render their names once look exactly like QCustomPlot's
// own, and follow a new name, font or colour at once.
#include "failonqtwarnings.h"
#include "legendentry.h"

#include <QtTest>

#include <functional>

using namespace shardscope;

class TestLegendEntry : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void looksLikeThePlainEntry_data();
    void looksLikeThePlainEntry();
    void followsNameFontAndColour();
    void clickStillFindsTheCurve();
};

namespace {

// Draws straight onto the window at paint time, as the figures do: the only paint where an
// entry uses its rendered name (QCustomPlot's own replot draws into a buffer).
class DirectPlot : public QCustomPlot {
  protected:
    void paintEvent(QPaintEvent*) override {
        QCPPainter painter(this);
        painter.fillRect(rect(), Qt::white);
        draw(&painter);
    }
};

// A plot with one named curve in its legend, shown; `adopted`: with LegendEntry entries.
std::unique_ptr<QCustomPlot> plotWith(const QString& name, bool adopted) {
    std::unique_ptr<QCustomPlot> plot = std::make_unique<DirectPlot>();
    plot->resize(480, 240);
    plot->legend->setVisible(true);
    QCPGraph* graph = plot->addGraph();
    graph->setName(name);
    graph->setPen(QPen(Qt::darkBlue, 2.8, Qt::DashLine));
    graph->setData({1, 2, 3}, {1, 3, 2});
    if (adopted)
        LegendEntry::adoptEntries(plot->legend);
    plot->show();
    plot->replot();
    return plot;
}

// The largest difference of one colour channel between two images of one size.
int largestDifference(const QImage& a, const QImage& b) {
    int worst = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    return worst;
}

} // namespace

void TestLegendEntry::initTestCase() {
    testing::failOnQtWarnings();
}

void TestLegendEntry::looksLikeThePlainEntry_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("en") << QStringLiteral("Comms, FSDP 512 × TP 8");
    QTest::newRow("ru") << QStringLiteral("Связь, FSDP 512 × TP 8");
    QTest::newRow("zh_CN") << QStringLiteral("仅 FSDP（∝ B）");
    QTest::newRow("two lines") << QStringLiteral("A: TPU v5p\n4096 chips");
}

// The rendered name is blended where QCustomPlot would draw it: the two plots are the same to
// within the rounding of blending a glyph's edge once more.
void TestLegendEntry::looksLikeThePlainEntry() {
    QFETCH(QString, name);
    const auto plain = plotWith(name, false);
    const auto ours = plotWith(name, true);
    QVERIFY(qobject_cast<LegendEntry*>(ours->legend->item(0)));
    QVERIFY(!qobject_cast<LegendEntry*>(plain->legend->item(0)));
    const QImage a = plain->grab().toImage();
    const QImage b = ours->grab().toImage();
    QCOMPARE(a.size(), b.size());
    QVERIFY2(largestDifference(a, b) <= 2, qPrintable(QString::number(largestDifference(a, b))));
    QCOMPARE(ours->legend->item(0)->outerRect(), plain->legend->item(0)->outerRect());
}

// Each change alone: a new name, then a larger font, then another colour.
void TestLegendEntry::followsNameFontAndColour() {
    const auto ours = plotWith(QStringLiteral("FSDP 512 × TP 8"), true);
    const auto plain = plotWith(QStringLiteral("FSDP 512 × TP 8"), false);
    QFont larger = ours->legend->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.3);
    const std::function<void(QCustomPlot*)> changes[] = {
        [](QCustomPlot* p) { p->graph(0)->setName(QStringLiteral("FSDP 1024 × TP 4")); },
        [&](QCustomPlot* p) { p->legend->setFont(larger); },
        [](QCustomPlot* p) { p->legend->setTextColor(Qt::darkRed); },
    };
    for (const auto& change : changes) {
        ours->grab(); // renders and remembers the name as it is
        change(ours.get());
        change(plain.get());
        ours->replot();
        plain->replot();
        QVERIFY(largestDifference(plain->grab().toImage(), ours->grab().toImage()) <= 2);
    }
}

void TestLegendEntry::clickStillFindsTheCurve() {
    const auto ours = plotWith(QStringLiteral("TP"), true);
    QCPGraph* graph = ours->graph(0);
    QCOMPARE(ours->legend->itemWithPlottable(graph), ours->legend->item(0));
    QVERIFY(graph->removeFromLegend());
    QCOMPARE(ours->legend->itemCount(), 0);
}

QTEST_MAIN(TestLegendEntry)
#include "tst_legendentry.moc"
