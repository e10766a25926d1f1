// `shardscope runs [--json]` as a user runs it (docs/runs.md): no display, every shipped run
// once, the model's ceiling computed now, and the usual exit codes.
#include "clirun.h"
#include "testarea.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

using nlohmann::json;

namespace {

::testing::CliRun run(const QStringList& arguments) {
    return ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY), arguments);
}

QSet<QString> shippedRunIds() {
    QSet<QString> ids;
    for (const QString& file : QDir(QStringLiteral(SHARDSCOPE_RUNS_DIR))
                                   .entryList({QStringLiteral("*.json")}, QDir::Files))
        ids.insert(file.chopped(5));
    return ids;
}

// A shipped run's file, as written (docs/runs.md#files).
json runFile(const std::string& id) {
    QFile file(QStringLiteral(SHARDSCOPE_RUNS_DIR "/%1.json").arg(QString::fromStdString(id)));
    if (!file.open(QIODevice::ReadOnly))
        return json();
    return json::parse(file.readAll().toStdString());
}

bool nearRel(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestRunsCli : public QObject {
    Q_OBJECT
  private slots:
    void jsonHasEveryRun();
    void tableHasEveryRun();
    void numbersFollowFromTheFiles();
    void usageErrors();
    void writeFailureIsAnError();
};

void TestRunsCli::jsonHasEveryRun() {
    const auto r = run({QStringLiteral("runs"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const json runs = json::parse(r.out.toStdString());
    QVERIFY(runs.is_array());
    QSet<QString> ids;
    for (const json& j : runs) {
        ids.insert(QString::fromStdString(j.at("id").get<std::string>()));
        QVERIFY(j.at("name").is_string());
        QVERIFY(j.at("hardware").is_string());
        QVERIFY(j.at("chips").is_number_integer());
        QVERIFY(j.at("source").at("citation").is_string());
        QVERIFY(j.at("measured").contains("mfu_common"));
        if (j.at("modelled").get<bool>()) {
            // The model's MFU is a ceiling (docs/model.md#whole-step-time: every matmul at peak,
            // communication hidden where the layout allows): no run measured more.
            const double ceiling = j.at("model_mfu").get<double>();
            QVERIFY(ceiling > 0 && ceiling <= 1.0 + 1e-9);
            const json& measured = j.at("measured").at("mfu_common");
            if (measured.is_number())
                QVERIFY2(measured.get<double>() <= ceiling, j.at("id").get<std::string>().c_str());
        } else {
            QVERIFY(j.at("model_mfu").is_null());
        }
    }
    QCOMPARE(ids, shippedRunIds());
    QCOMPARE(int(runs.size()), int(shippedRunIds().size()));
}

// What `runs --json` says of each run follows from its file and the definitions of docs/runs.md:
// the measured MFU is the file's; a step measured in tokens per second takes batch_tokens /
// tokens_per_second seconds; ratio = measured / ceiling; the forecast's error = forecast step /
// measured step − 1; and the forecast never beats the bound at peak.
void TestRunsCli::numbersFollowFromTheFiles() {
    const auto r = run({QStringLiteral("runs"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    int timed = 0, compared = 0;
    for (const json& j : json::parse(r.out.toStdString())) {
        const std::string id = j.at("id").get<std::string>();
        const json file = runFile(id);
        QVERIFY2(file.is_object(), id.c_str());
        QCOMPARE(j.at("measured").at("mfu_common"), file.at("measured").at("mfu_common"));
        const json& tokensPerSecond = file.at("measured").value("tokens_per_second", json());
        if (tokensPerSecond.is_number() && j.at("measured_seconds").is_number()) {
            QVERIFY2(nearRel(j.at("measured_seconds").get<double>(),
                             file.at("batch_tokens").get<double>() / tokensPerSecond.get<double>()),
                     id.c_str());
            ++timed;
        }
        const json& mfu = file.at("measured").at("mfu_common");
        if (!j.at("modelled").get<bool>() || !mfu.is_number())
            continue;
        const double ceiling = j.at("model_mfu").get<double>();
        QVERIFY2(nearRel(j.at("ratio").get<double>(), mfu.get<double>() / ceiling), id.c_str());
        QVERIFY2(j.at("forecast_mfu").get<double>() <= ceiling * (1 + 1e-12), id.c_str());
        if (j.at("measured_seconds").is_number()) {
            QVERIFY2(nearRel(j.at("forecast_error").get<double>(),
                             j.at("forecast_seconds").get<double>() /
                                     j.at("measured_seconds").get<double>() -
                                 1),
                     id.c_str());
            ++compared;
        }
    }
    QVERIFY(timed >= 20 && compared >= 20);
}

void TestRunsCli::tableHasEveryRun() {
    const auto r = run({QStringLiteral("runs")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), shippedRunIds().size() + 1); // a header, then one line a run
    QVERIFY(lines.first().startsWith(QStringLiteral("id")));
    QSet<QString> ids;
    for (qsizetype i = 1; i < lines.size(); ++i)
        ids.insert(lines[i].section(QLatin1Char(' '), 0, 0));
    QCOMPARE(ids, shippedRunIds());
}

void TestRunsCli::usageErrors() {
    for (const QStringList& args : {QStringList{QStringLiteral("runs"), QStringLiteral("--bogus")},
                                    QStringList{QStringLiteral("runs"), QStringLiteral("extra")}}) {
        const auto r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1); // one line
    }
    const auto help = run({QStringLiteral("runs"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--json"));
}

void TestRunsCli::writeFailureIsAnError() {
    if (!QFile::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full");
    ::testing::CliOptions options;
    options.stdoutFile = QStringLiteral("/dev/full");
    const auto r =
        ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                               {QStringLiteral("runs"), QStringLiteral("--json")}, options);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.startsWith("stdout:"));
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestRunsCli)
#include "tst_runs_cli.moc"
