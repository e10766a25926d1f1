// Texts that figures measure and render once (legend entries, the title, labels in a plot)
// look like QCustomPlot's own, sit where its would, and follow a change at once.
#include "common/theme.h"
#include "failonqtwarnings.h"
#include "figures/figuretext.h"
#include "figures/legendentry.h"
#include "figures/plotlabels.h"
#include "testarea.h"

#include <QtTest>

#include <functional>
#include <type_traits>

using namespace shardscope;

class TestRenderedText : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void looksLikeThePlainEntry_data();
    void looksLikeThePlainEntry();
    void keepsDescenders();
    void followsNameFontAndColour();
    void clickStillFindsTheCurve();
    void labelLooksLikeQCustomPlots_data();
    void labelLooksLikeQCustomPlots();
    void titleLooksLikeQCustomPlots();
    void wrapsWhereALineMayBreak_data();
    void wrapsWhereALineMayBreak();
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

// The same picture: to the last pixel's rounding, or (`between`: a label placed between
// pixels, whose frame QCustomPlot strokes on a half pixel) at a quarter of its size, where a
// glyph's edge one pixel over changes a pixel by at most 64 of 255 and a text left out or
// put elsewhere by far more.
bool alike(const QImage& a, const QImage& b, bool between = false) {
    if (a.size() != b.size())
        return false;
    if (!between)
        return largestDifference(a, b) <= 2;
    const QSize quarter = a.size() / 4;
    return largestDifference(a.scaled(quarter, Qt::IgnoreAspectRatio, Qt::SmoothTransformation),
                             b.scaled(quarter, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)) <=
           64;
}

} // namespace

void TestRenderedText::initTestCase() {
    testing::failOnQtWarnings();
}

void TestRenderedText::looksLikeThePlainEntry_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("en") << QStringLiteral("Comms, FSDP 512 × TP 8");
    QTest::newRow("ru") << QStringLiteral("Связь, FSDP 512 × TP 8");
    QTest::newRow("zh_CN") << QStringLiteral("仅 FSDP（∝ B）");
    QTest::newRow("two lines") << QStringLiteral("A: TPU v5p\n4096 chips");
}

// The rendered name is blended where QCustomPlot would draw it: the two plots are the same to
// within the rounding of blending a glyph's edge once more.
void TestRenderedText::looksLikeThePlainEntry() {
    QFETCH(QString, name);
    const auto plain = plotWith(name, false);
    const auto ours = plotWith(name, true);
    QVERIFY(qobject_cast<LegendEntry*>(ours->legend->item(0)));
    QVERIFY(!qobject_cast<LegendEntry*>(plain->legend->item(0)));
    QImage a = plain->grab().toImage();
    QImage b = ours->grab().toImage();
    QCOMPARE(a.size(), b.size());
    // Below the entry QCustomPlot clips the descenders ours keeps (keepsDescenders).
    const QRect entry = ours->legend->item(0)->outerRect();
    const QRect below(entry.left(), entry.bottom() - 1, entry.width(), 4);
    for (QImage* image : {&a, &b})
        QPainter(image).fillRect(below, Qt::white);
    QVERIFY2(largestDifference(a, b) <= 2, qPrintable(QString::number(largestDifference(a, b))));
    QCOMPARE(ours->legend->item(0)->outerRect(), plain->legend->item(0)->outerRect());
}

// QCustomPlot clips a legend entry a pixel above its rect and an antialiased painter draws half a
// pixel low: a plain entry loses the foot of "g", "p" and "у" (every slide with a legend did).
// Ours draws them whole: there is ink in the entry's last rows where the plain one has none.
void TestRenderedText::keepsDescenders() {
    const QString name = QStringLiteral("gjpqy группа");
    const auto plain = plotWith(name, false);
    const auto ours = plotWith(name, true);
    // The figures' compact icon, shorter than the name: the name sets the entry's height.
    for (QCustomPlot* plot : {plain.get(), ours.get()}) {
        plot->legend->setIconSize(22, 12);
        plot->replot();
    }
    // As an export draws: antialiased, scaled (a slide's page is drawn at 2 pixels a point).
    constexpr int kScale = 2;
    auto exported = [](QCustomPlot& plot) {
        plot.setAntialiasedElements(QCP::aeAll);
        return plot.toPixmap(plot.width(), plot.height(), kScale).toImage();
    };
    const QImage a = exported(*plain);
    const QImage b = exported(*ours);
    const QRect entry = ours->legend->item(0)->outerRect();
    auto inkBelow = [&](const QImage& image) {
        int ink = 0;
        for (int y = (entry.bottom() - 1) * kScale; y <= (entry.bottom() + 2) * kScale; ++y)
            for (int x = (entry.left() + ours->legend->iconSize().width()) * kScale;
                 x <= entry.right() * kScale; ++x)
                ink += qGray(image.pixel(x, y)) < 160;
        return ink;
    };
    QVERIFY2(
        inkBelow(b) > inkBelow(a),
        qPrintable(QStringLiteral("%1 dark pixels, plain %2").arg(inkBelow(b)).arg(inkBelow(a))));
}

// Each change alone: a new name, then a larger font, then another colour.
void TestRenderedText::followsNameFontAndColour() {
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

void TestRenderedText::clickStillFindsTheCurve() {
    const auto ours = plotWith(QStringLiteral("TP"), true);
    QCPGraph* graph = ours->graph(0);
    QCOMPARE(ours->legend->itemWithPlottable(graph), ours->legend->item(0));
    QVERIFY(graph->removeFromLegend());
    QCOMPARE(ours->legend->itemCount(), 0);
}

void TestRenderedText::labelLooksLikeQCustomPlots_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("alignment");
    QTest::addColumn<QPointF>("at");
    QTest::addColumn<bool>("boxed");
    const int centre = int(Qt::AlignCenter), topRight = int(Qt::AlignRight | Qt::AlignTop),
              bottomLeft = int(Qt::AlignLeft | Qt::AlignBottom);
    QTest::newRow("centre") << QStringLiteral("X_opt ≈ 627") << centre << QPointF(200, 100) << true;
    QTest::newRow("top right, between pixels") << QStringLiteral("comms-bound below B ≈ 435 k")
                                               << topRight << QPointF(400.5, 20.25) << true;
    QTest::newRow("two lines") << QStringLiteral("упирается в вычисления\nтолько FSDP+TP")
                               << bottomLeft << QPointF(60, 200) << false;
    QTest::newRow("zh_CN") << QStringLiteral("B 低于约 43.5 万 时通信受限") << centre
                           << QPointF(240.7, 120.3) << true;
}

// The same label as QCPItemText and as PlotLabel: the same anchors and the same picture.
void TestRenderedText::labelLooksLikeQCustomPlots() {
    QFETCH(QString, text);
    QFETCH(int, alignment);
    QFETCH(QPointF, at);
    QFETCH(bool, boxed);
    auto plotWithLabel = [&](bool ours) {
        std::unique_ptr<QCustomPlot> plot = std::make_unique<DirectPlot>();
        plot->resize(480, 240);
        QCPItemText* label = ours ? new PlotLabel(plot.get()) : new QCPItemText(plot.get());
        label->position->setType(QCPItemPosition::ptAbsolute);
        label->position->setCoords(at);
        label->setPositionAlignment(Qt::Alignment(alignment));
        label->setTextAlignment(Qt::AlignHCenter);
        label->setText(text);
        label->setPadding(QMargins(6, 3, 6, 3));
        if (boxed) {
            label->setBrush(QColor(255, 255, 255, 220));
            label->setPen(QPen(Qt::darkGray));
        }
        plot->show();
        plot->replot();
        return std::make_pair(std::move(plot), label);
    };
    const auto [plain, plainLabel] = plotWithLabel(false);
    const auto [ours, ourLabel] = plotWithLabel(true);
    for (QCPItemAnchor* anchor : plainLabel->anchors()) {
        const QString name = anchor->name();
        QCPItemAnchor* mine = ourLabel->anchor(name);
        QCOMPARE(mine->pixelPosition(), anchor->pixelPosition());
    }
    const QImage a = plain->grab().toImage();
    const QImage b = ours->grab().toImage();
    // Where the two differ, by how much: a text between pixels may land a pixel apart.
    QVERIFY2(alike(a, b, at != at.toPoint()), "the label is drawn elsewhere or otherwise");
}

void TestRenderedText::titleLooksLikeQCustomPlots() {
    auto plotWithTitle = [](bool ours) {
        std::unique_ptr<QCustomPlot> plot = std::make_unique<DirectPlot>();
        plot->resize(480, 240);
        plot->plotLayout()->insertRow(0);
        QFont font = plot->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        QCPTextElement* title = ours ? new TitleText(plot.get(), font)
                                     : new QCPTextElement(plot.get(), QString(), font);
        title->setText(QStringLiteral("Вычисления и связь на один слой"));
        plot->plotLayout()->addElement(0, 0, title);
        plot->show();
        plot->replot();
        return std::make_pair(std::move(plot), title);
    };
    const auto [plain, plainTitle] = plotWithTitle(false);
    const auto [ours, ourTitle] = plotWithTitle(true);
    QCOMPARE(ourTitle->outerRect(), plainTitle->outerRect());
    QVERIFY(alike(plain->grab().toImage(), ours->grab().toImage()));
    ourTitle->setText(QStringLiteral("Память на чип по этапам ZeRO"));
    plainTitle->setText(QStringLiteral("Память на чип по этапам ZeRO"));
    ours->replot();
    plain->replot();
    QVERIFY(alike(plain->grab().toImage(), ours->grab().toImage()));
}

void TestRenderedText::wrapsWhereALineMayBreak_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("chars"); // the room, in widths of the text's first character
    QTest::newRow("latin") << QStringLiteral("the model is an upper bound on every run") << 12;
    QTest::newRow("chinese, no spaces")
        << QStringLiteral(
               "模型给出的是上限：每次矩阵乘法都按峰值运行，能被重叠掩盖的通信都被掩盖。")
        << 8;
    QTest::newRow("russian") << QStringLiteral("Модель — верхняя граница для каждого запуска")
                             << 14;
    // The product writes a space before "%": the sign stays with its number.
    QTest::newRow("percent") << QStringLiteral("within 10 % and 20 % of 30 % or 40 % to 50 %") << 5;
}

// Figure notes wrap where Unicode allows a break: at spaces, and between Chinese characters
// (the Chinese note had to carry spaces to wrap at all). No line is wider than the room unless
// it is one unbreakable word, none starts with a closing mark, and the text is kept whole.
void TestRenderedText::wrapsWhereALineMayBreak() {
    QFETCH(QString, text);
    QFETCH(int, chars);
    const QFont font = shardscope::Theme::normal().font();
    const shardscope::TextMetrics metrics(font);
    const int room = metrics.horizontalAdvance(text.left(1)) * chars;
    const QString wrapped = shardscope::wrappedToWidth(text, metrics, room);
    const QStringList lines = wrapped.split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 2, qPrintable(wrapped));
    for (const QString& line : lines) {
        const QString unbreakable =
            QString(line).replace(QStringLiteral(" %"), QStringLiteral("%"));
        QVERIFY2(metrics.horizontalAdvance(line) <= room || !unbreakable.contains(QLatin1Char(' ')),
                 qPrintable(line));
        QVERIFY2(!line.startsWith(QStringLiteral("，")) && !line.startsWith(QStringLiteral("。")) &&
                     !line.startsWith(QLatin1Char('%')),
                 qPrintable(line));
    }
    const bool spaced = text.contains(QLatin1Char(' '));
    QCOMPARE(lines.join(spaced ? QStringLiteral(" ") : QString()), text);
}

// The text cache cannot be passed by: QFontMetrics::horizontalAdvance is not virtual, so a
// TextMetrics that were a QFontMetrics, handed on as one, would measure without its cache.
static_assert(!std::is_convertible_v<const shardscope::TextMetrics&, const QFontMetrics&>,
              "TextMetrics must not be usable as a QFontMetrics");
static_assert(!std::is_base_of_v<QFontMetrics, shardscope::TextMetrics>);

SHARDSCOPE_TEST_MAIN(TestRenderedText)
#include "tst_renderedtext.moc"
