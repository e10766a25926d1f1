// The Reality figure: every modelled run once, where the forecast and the source put it, its
// bound beside it, the bands, groups told apart without colour alone, the hover names the run,
// the current forecast drawn and hidden while a lesson asks for it.
#include "evaluate.h"
#include "failonqtwarnings.h"
#include "figures/figureregistry.h"
#include "figures/realityfigure.h"
#include "scenario_io.h"
#include "testarea.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace shardscope;

Q_DECLARE_METATYPE(shardscope::ThemeName)

class TestRealityFigure : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void isRegistered();
    void onePointPerModelledRun();
    void groupsLookDifferent_data();
    void groupsLookDifferent();
    void hoverNamesTheRun();
    void bandsAroundTheDiagonal();
    void drawsTheCurrentForecast();
};

void TestRealityFigure::isRegistered() {
    QVERIFY(figures::ids().contains(QStringLiteral("reality")));
    std::unique_ptr<Figure> f = figures::create(QStringLiteral("reality"));
    QVERIFY(qobject_cast<RealityFigure*>(f.get()));
}

namespace {

// The figure's graphs by the curve keys a user hides them by: the series (one per group of runs,
// "runs:" and the group's name) in the order drawn, and the runs' bounds at peak ("bounds").
QList<QCPGraph*> seriesOf(const RealityFigure& f) {
    QList<QCPGraph*> series;
    for (int i = 0; i < f.graphCount(); ++i)
        if (f.curves().curveKey(f.graph(i)).startsWith(QLatin1String("runs:")))
            series << f.graph(i);
    return series;
}
QCPGraph* boundsOf(const RealityFigure& f) {
    for (int i = 0; i < f.graphCount(); ++i)
        if (f.curves().curveKey(f.graph(i)) == QLatin1String("bounds"))
            return f.graph(i);
    return nullptr;
}
// The measured MFU as the run's file states it: mfu_common, else the source's own mfu.
double measuredInFile(const std::string& id) {
    QFile file(QStringLiteral(":/runs/%1.json").arg(QString::fromStdString(id)));
    if (!file.open(QIODevice::ReadOnly))
        return NAN;
    const QJsonObject measured = QJsonDocument::fromJson(file.readAll())
                                     .object()
                                     .value(QStringLiteral("measured"))
                                     .toObject();
    const QJsonValue common = measured.value(QStringLiteral("mfu_common"));
    return common.isDouble() ? common.toDouble()
                             : measured.value(QStringLiteral("mfu")).toDouble(NAN);
}
} // namespace

// x: the forecast evaluate() gives the run's scenario now; y: the file's mfu_common (the
// source's own MFU where the file has none), read from the file itself; the bound at peak at
// the same height.
void TestRealityFigure::onePointPerModelledRun() {
    RealityFigure f;
    int expected = 0;
    for (const PublishedRun& p : publishedRuns())
        expected += p.run.modelled && p.run.measured.comparable() ? 1 : 0;
    QVERIFY(expected >= 20);
    auto has = [](const QCPGraph* g, double x, double y) {
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
            if (qFuzzyCompare(it->key, x) && qFuzzyCompare(it->value, y))
                return true;
        return false;
    };
    int points = 0;
    for (QCPGraph* g : seriesOf(f)) {
        const QList<const PublishedRun*> runs = f.runsOf(g);
        QCOMPARE(g->data()->size(), runs.size());
        for (const PublishedRun* p : runs) {
            const Results r = evaluate(p->run.scenario);
            const double y = measuredInFile(p->run.id) * 100;
            QVERIFY2(has(g, r.forecast.mfu * 100, y), p->run.id.c_str());
            QVERIFY2(has(boundsOf(f), r.step.mfu * 100, y), p->run.id.c_str());
            // The forecast is never above the bound: its point lies left of the bound's.
            QVERIFY(r.forecast.mfu <= r.step.mfu && y <= 100);
        }
        points += int(runs.size());
    }
    QCOMPARE(points, expected);
    QCOMPARE(boundsOf(f)->data()->size(), expected);
}

// In every theme no two groups share colour and marker.
void TestRealityFigure::groupsLookDifferent_data() {
    QTest::addColumn<ThemeName>("theme");
    for (ThemeName theme : Theme::all())
        QTest::addRow("%s", qPrintable(Theme::id(theme))) << theme;
}

void TestRealityFigure::groupsLookDifferent() {
    QFETCH(ThemeName, theme);
    RealityFigure f;
    f.setTheme(Theme::make(theme));
    QVERIFY(seriesOf(f).size() >= 8);
    QSet<QString> looks, names;
    for (QCPGraph* g : seriesOf(f)) {
        const QCPScatterStyle s = g->scatterStyle();
        QVERIFY(s.shape() != QCPScatterStyle::ssNone);
        looks << s.pen().color().name() + QString::number(int(s.shape()));
        names << g->name();
    }
    QCOMPARE(looks.size(), seriesOf(f).size());
    QCOMPARE(names.size(), seriesOf(f).size());
}

void TestRealityFigure::hoverNamesTheRun() {
    RealityFigure f;
    f.setEvaluation(makeEvaluation(defaultScenario(), evaluate(defaultScenario())));
    f.resize(900, 700);
    f.render(QSize(900, 700), 1.0);
    // The ZeRO-3 point at 1536 GPUs (Narayanan et al. 2021, Table 2) stands alone at the left.
    const PublishedRun* zero3 = nullptr;
    for (QCPGraph* g : seriesOf(f))
        for (const PublishedRun* p : f.runsOf(g))
            if (p->run.id == "narayanan-t2-zero3-175B-1536")
                zero3 = p;
    QVERIFY(zero3);
    const QPointF at(f.xAxis->coordToPixel(*zero3->modelMfu * 100),
                     f.yAxis->coordToPixel(*zero3->run.measured.comparable() * 100));
    QCOMPARE(f.runAt(at + QPointF(2, -2)), zero3);
    QVERIFY(!f.runAt(QPointF(f.xAxis->coordToPixel(5), f.yAxis->coordToPixel(95))));
    const QString text = f.runText(*zero3);
    QVERIFY(text.contains(QString::fromStdString(zero3->run.name)));
    QVERIFY(text.contains(QStringLiteral("Narayanan et al.")));
    QVERIFY(text.contains(QStringLiteral("Table 2")));
    QVERIFY(text.contains(QString::fromStdString(zero3->run.approximations.front())));
    // The forecast for the run's stack (DeepSpeed ZeRO-3), its MFU and how far off the step is.
    QVERIFY(zero3->forecastMfu && zero3->forecastError());
    QVERIFY2(text.contains(QStringLiteral("DeepSpeed ZeRO-3")), qPrintable(text));
    QVERIFY2(text.contains(QString::asprintf("%+.0f %%", *zero3->forecastError() * 100)),
             qPrintable(text));
}

// A forecast step 10 % off the measured one puts the measured MFU at 1/1.1 or 1/0.9 of the
// forecast's; the bands run from (1 − e) to (1 + e) times it, which holds ±e to first order:
// at forecast 50 %, the ±10 % band spans 45 to 55 % measured.
void TestRealityFigure::bandsAroundTheDiagonal() {
    RealityFigure f;
    f.setEvaluation(makeEvaluation(defaultScenario(), evaluate(defaultScenario())));
    f.render(QSize(900, 700), 1.0);
    QList<QCPCurve*> bands;
    for (int i = 0; i < f.plottableCount(); ++i)
        if (auto* c = qobject_cast<QCPCurve*>(f.plottable(i)))
            bands << c;
    QCOMPARE(bands.size(), 2);
    QSet<double> widths;
    for (QCPCurve* band : bands) {
        QVERIFY(band->brush().style() != Qt::NoBrush);
        QVERIFY(!f.legend->hasItemWithPlottable(band)); // the note names them
        double top = 0, bottom = 1000;
        for (auto it = band->data()->constBegin(); it != band->data()->constEnd(); ++it)
            if (it->key == 100) {
                top = std::max(top, it->value);
                bottom = std::min(bottom, it->value);
            }
        QVERIFY(qFuzzyCompare(top + bottom, 200.0)); // around the diagonal
        widths << std::round(top - bottom);
    }
    // ±10 % and ±20 % of the forecast at 100 %: 20 and 40 points wide.
    QCOMPARE(widths, (QSet<double>{20, 40}));
    QVERIFY(f.note().contains(QStringLiteral("10 %")) && f.note().contains(QStringLiteral("20 %")));
}

void TestRealityFigure::drawsTheCurrentForecast() {
    RealityFigure f;
    QFile file(QStringLiteral(":/runs/narayanan-t2-zero3-175B-768.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Scenario s = parseRunFile(file.readAll().toStdString()).scenario;
    const Results r = evaluate(s);
    f.setEvaluation(makeEvaluation(s, r));
    f.render(QSize(900, 700), 1.0);
    // The line and its label, the plot's items as drawn.
    const auto* line = f.findChild<QCPItemStraightLine*>(QStringLiteral("forecastLine"));
    const auto* label = f.findChild<QCPItemText*>(QStringLiteral("forecastLabel"));
    QVERIFY(line && label);
    QVERIFY(line->visible() && label->visible());
    QCOMPARE(line->point1->coords().x(), r.forecast.mfu * 100);
    const QString percent = QString::number(r.forecast.mfu * 100, 'f', 1);
    QVERIFY2(label->text().simplified().contains(percent.left(3)), qPrintable(label->text()));
    bool noteShown = false;
    for (const TextItem& t : plotTextItems(&f))
        noteShown = noteShown || t.text.simplified() == f.note().simplified();
    QVERIFY(noteShown);
    // A lesson asking for the MFU leaves no line to read it off.
    f.setAnswerMask(AnswerMask({"step.mfu"}));
    f.render(QSize(900, 700), 1.0);
    QVERIFY(!line->visible() && !label->visible());
}

SHARDSCOPE_TEST_MAIN(TestRealityFigure)
#include "tst_realityfigure.moc"
