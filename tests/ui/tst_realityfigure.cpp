// The Reality figure: every modelled run once, where the model and the source put it, groups
// told apart without colour alone, the hover names the run, the current ceiling drawn.
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
    void drawsTheCurrentCeiling();
};

void TestRealityFigure::isRegistered() {
    QVERIFY(figures::ids().contains(QStringLiteral("reality")));
    std::unique_ptr<Figure> f = figures::create(QStringLiteral("reality"));
    QVERIFY(qobject_cast<RealityFigure*>(f.get()));
}

namespace {
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

// x: the ceiling evaluate() gives the run's scenario now; y: the file's mfu_common (the
// source's own MFU where the file has none), read from the file itself.
void TestRealityFigure::onePointPerModelledRun() {
    RealityFigure f;
    int expected = 0;
    for (const PublishedRun& p : publishedRuns())
        expected += p.run.modelled && p.run.measured.comparable() ? 1 : 0;
    QVERIFY(expected >= 20);
    int points = 0;
    for (QCPGraph* g : f.series()) {
        const QList<const PublishedRun*> runs = f.runsOf(g);
        QCOMPARE(g->data()->size(), runs.size());
        QSet<double> xs;
        for (const PublishedRun* p : runs) {
            const double x = evaluate(p->run.scenario).step.mfu * 100;
            const double y = measuredInFile(p->run.id) * 100;
            bool found = false;
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
                found = found || (qFuzzyCompare(it->key, x) && qFuzzyCompare(it->value, y));
            QVERIFY2(found, p->run.id.c_str());
            QVERIFY(x <= 100 && y <= 100);
        }
        points += int(runs.size());
    }
    QCOMPARE(points, expected);
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
    QVERIFY(f.series().size() >= 8);
    QSet<QString> looks, names;
    for (QCPGraph* g : f.series()) {
        const QCPScatterStyle s = g->scatterStyle();
        QVERIFY(s.shape() != QCPScatterStyle::ssNone);
        looks << s.pen().color().name() + QString::number(int(s.shape()));
        names << g->name();
    }
    QCOMPARE(looks.size(), f.series().size());
    QCOMPARE(names.size(), f.series().size());
}

void TestRealityFigure::hoverNamesTheRun() {
    RealityFigure f;
    f.setData(defaultScenario(), evaluate(defaultScenario()));
    f.resize(900, 700);
    f.render(QSize(900, 700), 1.0);
    // The ZeRO-3 point at 1536 GPUs (Narayanan et al. 2021, Table 2) stands alone at the left.
    const PublishedRun* zero3 = nullptr;
    for (QCPGraph* g : f.series())
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

void TestRealityFigure::drawsTheCurrentCeiling() {
    RealityFigure f;
    QFile file(QStringLiteral(":/runs/narayanan-t2-zero3-175B-768.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Scenario s = parseRunFile(file.readAll().toStdString()).scenario;
    const Results r = evaluate(s);
    f.setData(s, r);
    f.render(QSize(900, 700), 1.0);
    QCOMPARE(f.ceilingLineAt(), r.step.mfu * 100);
    bool noteShown = false;
    for (const TextItem& t : f.textItems())
        noteShown = noteShown || t.text.simplified() == f.note().simplified();
    QVERIFY(noteShown);
}

SHARDSCOPE_TEST_MAIN(TestRealityFigure)
#include "tst_realityfigure.moc"
