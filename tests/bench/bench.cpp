// shardscope_bench: prints one JSON object per line, {"metric", "value", "unit"}.
// Targets live in the issues; this program only measures.
#include "curves.h"
#include "results.h"
#include "scenario_io.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace shardscope;

namespace {

using Clock = std::chrono::steady_clock;

void print(const char* metric, double value, const char* unit) {
    std::printf("{\"metric\": \"%s\", \"value\": %.4g, \"unit\": \"%s\"}\n", metric, value, unit);
    std::fflush(stdout);
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

template <typename F> std::vector<double> timesUs(int runs, F work) {
    std::vector<double> t;
    t.reserve(runs);
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        work(i);
        t.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    return t;
}

volatile double g_sink; // keeps the optimiser from dropping the work

void benchCore(bool quick) {
    const Scenario s = defaultScenario();
    const auto evals = timesUs(quick ? 2000 : 20000, [&](int) {
        g_sink = evaluate(s).layer.tComms;
    });
    print("core.evaluate_us", percentile(evals, 0.5), "us");

    const std::vector<double> batches = logSpace(10, 1e8, 512);
    const auto sweeps = timesUs(quick ? 50 : 500, [&](int) {
        g_sink = sweepBatch(s, batches).best.comms.back();
    });
    print("core.sweep_ms", percentile(sweeps, 0.5) / 1000, "ms");
}

void benchReport(const QString& binary, bool quick) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.json"));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return;
    out.write(saveScenario(defaultScenario()).c_str());
    out.close();
    std::vector<double> wall;
    for (int i = 0; i < (quick ? 5 : 30); ++i) {
        QElapsedTimer timer;
        timer.start();
        QProcess p;
        p.start(binary, {QStringLiteral("report"), file});
        p.waitForFinished();
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    print("cli.report_ms", percentile(wall, 0.5), "ms");
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    benchCore(quick);
    benchReport(QStringLiteral(SHARDSCOPE_BINARY), quick);
    return 0;
}
