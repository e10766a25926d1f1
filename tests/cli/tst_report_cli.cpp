// `shardscope report` as a user runs it (docs/report.md): no display,
// JSON on stdout with every required key, numbers worked out by hand from the book, and the
// exit codes and one-line messages for bad input.
#include "clirun.h"
#include "testarea.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

namespace shardscope {

namespace {

using nlohmann::json;

using Run = ::testing::CliRun;
using ::testing::testDataFile;

/** Runs the binary with no display at all (clirun.h); headless = false sets the offscreen
 *  platform instead, as a test environment would. */
Run run(const QStringList& arguments, bool headless = true) {
    ::testing::CliOptions options;
    if (!headless)
        options.env = {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")}};
    return ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY), arguments, options);
}

// docs/report.md: the required keys as JSON pointers, and what each may hold.
enum class Kind { Number, NumberOrNull, Bool };

struct Key {
    const char* pointer;
    Kind kind;
};

const Key reportKeys[] = {
    {"/schema", Kind::Number},
    {"/derived/alpha", Kind::Number},
    {"/derived/axes_fsdp", Kind::Number},
    {"/derived/axes_tp", Kind::Number},
    {"/derived/params", Kind::Number},
    {"/derived/params_active", Kind::Number},
    {"/derived/params_experts", Kind::Number},
    {"/derived/flops_per_token", Kind::Number},
    {"/layer/t_math", Kind::Number},
    {"/layer/t_comms_fsdp", Kind::Number},
    {"/layer/t_comms_tp", Kind::Number},
    {"/layer/t_comms", Kind::Number},
    {"/layer/t_comms_ep", Kind::Number},
    {"/layer/compute_bound", Kind::Bool},
    {"/layer/crossover_batch", Kind::NumberOrNull},
    {"/thresholds/dp_min_batch_per_chip", Kind::NumberOrNull},
    {"/thresholds/tp_max_ways", Kind::NumberOrNull},
    {"/thresholds/mixed_min_batch_per_chip", Kind::NumberOrNull},
    {"/thresholds/x_opt", Kind::NumberOrNull},
    {"/thresholds/dcn_min_batch_per_pod", Kind::Number},
    {"/strategies/dp/t_math", Kind::Number},
    {"/strategies/dp/t_comms", Kind::Number},
    {"/strategies/dp/compute_bound", Kind::Bool},
    {"/strategies/fsdp/t_math", Kind::Number},
    {"/strategies/fsdp/t_comms", Kind::Number},
    {"/strategies/fsdp/compute_bound", Kind::Bool},
    {"/strategies/tp/t_math", Kind::Number},
    {"/strategies/tp/t_comms", Kind::Number},
    {"/strategies/tp/compute_bound", Kind::Bool},
    {"/strategies/fsdp_tp/t_math", Kind::Number},
    {"/strategies/fsdp_tp/t_comms", Kind::Number},
    {"/strategies/fsdp_tp/compute_bound", Kind::Bool},
    {"/memory/params_bytes", Kind::Number},
    {"/memory/optimizer_bytes", Kind::Number},
    {"/memory/grad_bytes", Kind::Number},
    {"/memory/activations_bytes", Kind::Number},
    {"/memory/total_bytes", Kind::Number},
    {"/memory/per_chip_bytes", Kind::Number},
    {"/memory/state_per_chip_bytes", Kind::Number},
    {"/memory/state_bytes_per_param", Kind::Number},
    {"/memory/fits", Kind::Bool},
    {"/memory/min_chips", Kind::Number},
    {"/training/total_flops", Kind::Number},
    {"/training/seconds", Kind::Number},
    {"/training/days", Kind::Number},
    {"/training/step_seconds", Kind::Number},
    {"/pipeline/bubble_fraction", Kind::Number},
    {"/pipeline/t_send", Kind::NumberOrNull},
    {"/pipeline/step_seconds", Kind::Number},
    {"/memory/activations_in_flight", Kind::Number},
    {"/roofline/local_compute_bound", Kind::Bool},
    {"/step/model_flops", Kind::Number},
    {"/step/seconds", Kind::Number},
    {"/forecast/seconds", Kind::Number},
    {"/forecast/mfu", Kind::Number},
    {"/forecast/hfu", Kind::Number},
    {"/forecast/tokens_per_second", Kind::Number},
    {"/forecast/days", Kind::Number},
    {"/forecast/compute_seconds", Kind::Number},
    {"/forecast/memory_bound_seconds", Kind::Number},
    {"/forecast/memory/activations_per_chip_bytes", Kind::Number},
    {"/forecast/memory/working_buffer_bytes", Kind::Number},
    {"/forecast/memory/per_chip_bytes", Kind::Number},
    {"/forecast/exposed_comms_seconds", Kind::Number},
    {"/forecast/exposed/fsdp", Kind::Number},
    {"/forecast/exposed/tp", Kind::Number},
    {"/forecast/exposed/dp", Kind::Number},
    {"/forecast/exposed/dcn", Kind::Number},
    {"/forecast/exposed/pipeline", Kind::Number},
    {"/forecast/exposed/ep", Kind::Number},
    {"/forecast/bubble_seconds", Kind::Number},
    {"/forecast/optimizer_seconds", Kind::Number},
    {"/forecast/chip_hours", Kind::Number},
    {"/forecast/cost_usd", Kind::NumberOrNull},
    {"/step/compute_seconds", Kind::Number},
    {"/step/exposed_comms_seconds", Kind::Number},
    {"/step/exposed/fsdp", Kind::Number},
    {"/step/exposed/tp", Kind::Number},
    {"/step/exposed/dp", Kind::Number},
    {"/step/exposed/dcn", Kind::Number},
    {"/step/exposed/pipeline", Kind::Number},
    {"/step/exposed/ep", Kind::Number},
    {"/step/comms_seconds/ep", Kind::Number},
    {"/step/bubble_seconds", Kind::Number},
    {"/step/optimizer_seconds", Kind::Number},
    {"/step/recompute_seconds", Kind::Number},
    {"/step/mfu", Kind::Number},
    {"/step/hfu", Kind::Number},
    {"/step/tokens_per_second", Kind::Number},
    {"/training/days_modelled", Kind::Number},
};

/** Parses stdout strictly (NaN, Infinity or a second document are errors). */
bool parseReport(const QByteArray& out, json& report, QString& why) {
    try {
        report = json::parse(out.constData(), out.constData() + out.size());
    } catch (const json::exception& e) {
        why = QString::fromUtf8(e.what());
        return false;
    }
    if (!report.is_object()) {
        why = QStringLiteral("not an object");
        return false;
    }
    return true;
}

double number(const json& report, const char* pointer) {
    const json& v = report.at(json::json_pointer(pointer));
    return v.is_number() ? v.get<double>() : std::nan("");
}

bool near(double actual, double expected, double relative = 1e-9) {
    return std::fabs(actual - expected) <= relative * std::fabs(expected);
}

#define COMPARE_NEAR(report, pointer, expected)                                                    \
    do {                                                                                           \
        const double actual_ = number(report, pointer);                                            \
        QVERIFY2(near(actual_, (expected)), qPrintable(QStringLiteral("%1 = %2, expected %3")      \
                                                           .arg(QLatin1String(pointer))            \
                                                           .arg(actual_, 0, 'g', 17)               \
                                                           .arg(double(expected), 0, 'g', 17)));   \
    } while (false)

#define VERIFY_NULL(report, pointer)                                                               \
    QVERIFY2(report.at(json::json_pointer(pointer)).is_null(),                                     \
             qPrintable(QLatin1String(pointer) + QStringLiteral(" should be null, is ") +          \
                        QString::fromStdString(report.at(json::json_pointer(pointer)).dump())))

// The hardware and model numbers of the presets, as the book gives them.
constexpr double v5pFlops = 4.59e14;           // ch. 5 §FSDP
constexpr double v5pIci = 1.8e11;              // ch. 5 §DP: W = 2 · 9e10
constexpr double v5pDcn = 6.25e9;              // ch. 5 §Pods
constexpr double alphaV5p = v5pFlops / v5pIci; // 2550

} // namespace

class TestReportCli : public QObject {
    Q_OBJECT

  private slots:
    void requiredKeys_data();
    void requiredKeys();
    void defaultScenario();
    void tpOneHasNoTpThresholds();
    void llama70bOnFullSuperpod();
    void pipelineSchedule();
    void reportsARunFile();
    void invalidFile_data();
    void invalidFile();
    void missingFile();
    void usageErrors_data();
    void usageErrors();
    void helpAndVersion_data();
    void helpAndVersion();
    void windowWithoutDisplay();
    void twoChipRatioExportIsQuiet();
    void exportFigures_data();
    void exportFigures();
    void exportInRussianDiffers();
    void exportUsageErrors_data();
    void exportUsageErrors();
};

void TestReportCli::requiredKeys_data() {
    QTest::addColumn<QString>("file");
    for (const char* name :
         {"default.json", "full.json", "fsdp_only_tp1.json", "llama3_70b_8960.json",
          "custom_hardware.json", "custom_recipe.json", "axes_override.json", "mesh_given.json"})
        QTest::newRow(name) << testDataFile(name);
}

void TestReportCli::requiredKeys() {
    QFETCH(QString, file);
    const Run r = run({QStringLiteral("report"), file});
    QVERIFY2(r.status == QProcess::NormalExit, r.err.constData());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    json report;
    QString why;
    QVERIFY2(parseReport(r.out, report, why), qPrintable(why));
    // docs/report.md: never NaN or infinity, in any spelling.
    static const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    QVERIFY2(!nonFinite.match(QString::fromUtf8(r.out)).hasMatch(),
             qPrintable(nonFinite.match(QString::fromUtf8(r.out)).captured()));

    for (const Key& key : reportKeys) {
        const json::json_pointer pointer(key.pointer);
        QVERIFY2(report.contains(pointer), key.pointer);
        const json& v = report.at(pointer);
        switch (key.kind) {
        case Kind::Number:
            QVERIFY2(v.is_number(), qPrintable(QLatin1String(key.pointer) + QStringLiteral(" = ") +
                                               QString::fromStdString(v.dump())));
            break;
        case Kind::NumberOrNull:
            QVERIFY2(v.is_number() || v.is_null(), key.pointer);
            break;
        case Kind::Bool:
            QVERIFY2(v.is_boolean(), key.pointer);
            break;
        }
    }
    QCOMPARE(report.at("schema").get<int>(), 1);
    const json& warnings = report.at("warnings");
    QVERIFY(warnings.is_array());
    for (const json& w : warnings) {
        QVERIFY(w.is_object());
        QVERIFY(w.contains("code") && w.at("code").is_string() &&
                !w.at("code").get<std::string>().empty());
        QVERIFY(w.contains("message") && w.at("message").is_string());
    }
}

void TestReportCli::defaultScenario() {
    // The book's figure: v5p 16x16x16, D = 8192, F = 32768, FSDP 512 x TP 8, B = 1 M tokens.
    const Run r = run({QStringLiteral("report"), testDataFile("default.json")});
    QCOMPARE(r.exitCode, 0);
    json j;
    QString why;
    QVERIFY2(parseReport(r.out, j, why), qPrintable(why));

    const double d = 8192, f = 32768, b = 1048576, n = 4096, x = 512;
    // ch. 5 §FSDP: α = 4.59e14 / 1.8e11 = 2550.
    COMPARE_NEAR(j, "/derived/alpha", 2550.0);
    // TP 8 fills part of the first 16-axis (one axis); FSDP 512 = 2 · 16 · 16 spans three.
    QCOMPARE(j.at("/derived/axes_fsdp"_json_pointer).get<int>(), 3);
    QCOMPARE(j.at("/derived/axes_tp"_json_pointer).get<int>(), 1);
    // book-figure: 2 plain MLP matrices, MHA 64 x 128, 32 000 vocab, 64 layers.
    const double params = 2 * 64 * d * f + 64 * 2 * d * 128 * (64 + 64) + 2 * d * 32000;
    COMPARE_NEAR(j, "/derived/params", params);
    COMPARE_NEAR(j, "/derived/flops_per_token", 6 * params);
    // ch. 5 summary table: forward math 4BDF / (N·C).
    COMPARE_NEAR(j, "/layer/t_math", 4 * b * d * f / (n * v5pFlops));
    // ch. 5 §FSDP+TP: forward comms 4DF/(Y·W·M_X) and 4BD/(X·W·M_Y), overlapped (max).
    const double commsFsdp = 4 * d * f / 8 / (v5pIci * 3);
    const double commsTp = 4 * b * d / x / (v5pIci * 1);
    COMPARE_NEAR(j, "/layer/t_comms_fsdp", commsFsdp);
    COMPARE_NEAR(j, "/layer/t_comms_tp", commsTp);
    COMPARE_NEAR(j, "/layer/t_comms", std::max(commsFsdp, commsTp));
    // B > X·α/M_X = 512 · 2550 / 3 = 435 200 tokens: compute-bound at 1 M.
    COMPARE_NEAR(j, "/layer/crossover_batch", 435200.0);
    QCOMPARE(j.at("/layer/compute_bound"_json_pointer).get<bool>(), true);
    // ch. 5 §DP: α / M_X = 850; §TP: Y < M_Y·F/α; §FSDP+TP: α²/(M_X·M_Y·F) and X_opt with the
    // mixed split on separate axes that communicates least (docs/model.md#x-opt-mapping):
    // 256×16 (M_X 2, M_Y 1): max(F/32, B/256) = 4096 beats 16×256: max(F/256, B/32).
    // The book's α²/(2F) ≈ 99 and X_opt = sqrt(32 · 2 · 4096) = 512.
    COMPARE_NEAR(j, "/thresholds/dp_min_batch_per_chip", 850.0);
    COMPARE_NEAR(j, "/thresholds/tp_max_ways", 1 * f / alphaV5p);
    COMPARE_NEAR(j, "/thresholds/mixed_min_batch_per_chip", alphaV5p * alphaV5p / (2 * 1 * f));
    COMPARE_NEAR(j, "/thresholds/x_opt", std::sqrt(b / f * 2.0 / 1.0 * n));
    // ch. 5 §Pods: 4.59e14 / 6.25e9 = 73 440 tokens per pod.
    COMPARE_NEAR(j, "/thresholds/dcn_min_batch_per_pod", 73440.0);
    // The best power-of-two split is the book's own 512 x 8.
    QCOMPARE(j.at("/strategies/fsdp_tp/fsdp"_json_pointer).get<long long>(), 512LL);
    QCOMPARE(j.at("/strategies/fsdp_tp/tp"_json_pointer).get<long long>(), 8LL);
    // Book recipe: 2 + 8 bytes per parameter, no gradient bytes.
    COMPARE_NEAR(j, "/memory/params_bytes", 2 * params);
    COMPARE_NEAR(j, "/memory/optimizer_bytes", 8 * params);
    QCOMPARE(number(j, "/memory/grad_bytes"), 0.0);
    // ZeRO-3 shards the state over the X ways and TP splits it Y ways: 10 bytes / (X·Y) per chip.
    COMPARE_NEAR(j, "/memory/state_bytes_per_param", 10.0 / n);
    COMPARE_NEAR(j, "/memory/state_per_chip_bytes", 10 * params / n);
    // This chip's [B/X, D]·[D, F/Y] = [2048, 8192]·[8192, 4096]: intensity ≈ 1170 > C/HBM ≈ 166.
    QCOMPARE(j.at("/roofline/local_compute_bound"_json_pointer).get<bool>(), true);
    // 6 · P · 15e12 tokens.
    COMPARE_NEAR(j, "/training/total_flops", 6 * params * 15e12);
    QCOMPARE(number(j, "/pipeline/bubble_fraction"), 0.0);
}

void TestReportCli::pipelineSchedule() {
    // docs/model.md#pipeline-schedule. The book's figure model on 64 v5p chips, FSDP 4 × TP 4 ×
    // PP 4, B = 1 048 576, K = 8, GPipe: a send is 2 · 131 072 · 8192 / 16 = 134 217 728 bytes
    // per chip, 134 217 728 / 1.8e11 s; every stage holds all 8 microbatches.
    const Run r = run({QStringLiteral("report"), testDataFile("pipeline_gpipe.json")});
    QCOMPARE(r.exitCode, 0);
    json j;
    QString why;
    QVERIFY2(parseReport(r.out, j, why), qPrintable(why));
    QCOMPARE(j.at("/pipeline/schedule"_json_pointer).get<std::string>(), std::string("gpipe"));
    QCOMPARE(number(j, "/pipeline/send_bytes"), 134217728.0);
    COMPARE_NEAR(j, "/pipeline/t_send", 134217728.0 / 1.8e11);
    QCOMPARE(number(j, "/memory/activations_in_flight"), 8.0);
    // (K + p − 1)·(τ_f + τ_b) + 2(p − 1)·t_send (docs/model.md#whole-step-time). A layer of the
    // book-figure preset (64 + 64 heads of 128, S = 4096) is 2·8192·128·256 + 2·2·8192·32 768 +
    // 4·4096·64·128 = 1 744 830 464 forward FLOPs per token. A stage holds 16 layers on 16
    // chips; a microbatch of 131 072 tokens is compute-bound there (forward: weights
    // 1 610 612 736 / 4 / 1.8e11 = 2.2 ms and activations 2·4·8192·131 072/4 / 1.8e11 = 11.9 ms
    // against 31.1 ms of math), so τ_f + τ_b = 3 · 131 072 · 1 744 830 464 / 4.59e14. The step
    // adds the LM head on the last stage's 16 chips, 3 · 2 · 8192 · 32 000 · 1 048 576 / 16 /
    // 4.59e14, and the optimizer's pass over each chip's state.
    const double schedule = 11 * 3 * 131072 * 1744830464.0 / 4.59e14 + 6 * 134217728.0 / 1.8e11;
    const double head = 3 * 2 * 8192 * 32000 * 1048576.0 / 16 / 4.59e14;
    COMPARE_NEAR(j, "/step/seconds", schedule + head + number(j, "/step/optimizer_seconds"));
    // One name, one meaning: the pipeline's step is the whole step.
    QCOMPARE(number(j, "/pipeline/step_seconds"), number(j, "/step/seconds"));
    // One stage: no boundary to send across.
    const Run single = run({QStringLiteral("report"), testDataFile("default.json")});
    QVERIFY2(parseReport(single.out, j, why), qPrintable(why));
    QVERIFY(j.at("/pipeline/t_send"_json_pointer).is_null());
}

// A published run reads as the scenario it holds, with what its source measured beside the
// forecast: Korthikanti et al. 2022, Table 5, GPT-3 175B, 18.13 s an iteration of 64 × 2048
// tokens (7230 tokens/s).
void TestReportCli::reportsARunFile() {
    const Run r =
        run({QStringLiteral("report"),
             QStringLiteral(SHARDSCOPE_RUNS_DIR "/korthikanti-175B-full-recompute.json")});
    QCOMPARE(r.exitCode, 0);
    json j;
    QString why;
    QVERIFY2(parseReport(r.out, j, why), qPrintable(why));
    QCOMPARE(number(j, "/measured/figure"), 18.13);
    QVERIFY(std::abs(number(j, "/measured/step_seconds") - 131072.0 / 7230) < 1e-9);
    QVERIFY(std::abs(number(j, "/forecast/error") -
                     (number(j, "/forecast/seconds") / (131072.0 / 7230) - 1)) < 1e-9);
    QCOMPARE(j.at("/forecast/stack"_json_pointer).get<std::string>(), std::string("megatron"));
    // Its run keys are still checked: a wrong one is named.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("run.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema": 1, "id": "x", "name": "x", "source": {"citation": "c"},
                   "measured": {"metric": "m", "mfu_common": 2}})");
    file.close();
    const Run bad = run({QStringLiteral("report"), file.fileName()});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("/measured/mfu_common"), bad.err.constData());
}

void TestReportCli::tpOneHasNoTpThresholds() {
    // Pure FSDP over 4096 chips: this split's TP spans no axis, so M_Y·F/α does not exist.
    const Run r = run({QStringLiteral("report"), testDataFile("fsdp_only_tp1.json")});
    QCOMPARE(r.exitCode, 0);
    json j;
    QString why;
    QVERIFY2(parseReport(r.out, j, why), qPrintable(why));
    QCOMPARE(j.at("/derived/axes_fsdp"_json_pointer).get<int>(), 3);
    QCOMPARE(j.at("/derived/axes_tp"_json_pointer).get<int>(), 0);
    VERIFY_NULL(j, "/thresholds/tp_max_ways");
    // X_opt belongs to the scenario, not to the split the file names (docs/model.md, "X_opt"):
    // it uses the mapping of the mixed split on separate mesh axes that communicates least. At
    // B = 4 194 304, D = 8192, F = 32 768 on 16×16×16 only 256×16 (M_X 2, M_Y 1) and 16×256
    // (M_X 1, M_Y 2) keep FSDP and TP apart; forward comms per layer ∝ max(F/(Y·M_X),
    // B/(X·M_Y)): max(1024, 16 384) against max(128, 131 072). So M_X = 2 and M_Y = 1.
    const double b = 4194304, f = 32768, n = 4096;
    COMPARE_NEAR(j, "/thresholds/x_opt", std::sqrt(b / f * 2.0 / 1.0 * n));
    COMPARE_NEAR(j, "/thresholds/mixed_min_batch_per_chip", alphaV5p * alphaV5p / (2 * 1 * f));
    COMPARE_NEAR(j, "/thresholds/dp_min_batch_per_chip", 850.0);
    COMPARE_NEAR(j, "/thresholds/dcn_min_batch_per_pod", 73440.0);
    QCOMPARE(number(j, "/layer/t_comms_tp"), 0.0);
    // X·α/M_X = 4096 · 2550 / 3 = 3 481 600 < 4 194 304: compute-bound.
    COMPARE_NEAR(j, "/layer/crossover_batch", 3481600.0);
    QCOMPARE(j.at("/layer/compute_bound"_json_pointer).get<bool>(), true);
    const double d = 8192;
    COMPARE_NEAR(j, "/layer/t_comms_fsdp", 4 * d * f / (v5pIci * 3));
}

void TestReportCli::llama70bOnFullSuperpod() {
    // ch. 5 §Pods and ch. 6: LLaMA 3-70B on a full v5p superpod of 8960 chips, 4 M-token batch,
    // "примерно 2048-путевой FSDP и 4-путевой тензорный".
    const Run r = run({QStringLiteral("report"), testDataFile("llama3_70b_8960.json")});
    QCOMPARE(r.exitCode, 0);
    json j;
    QString why;
    QVERIFY2(parseReport(r.out, j, why), qPrintable(why));

    const double d = 8192, f = 28672, b = 4194304, n = 8960;
    const std::vector<long long> mesh =
        j.at("/derived/mesh"_json_pointer).get<std::vector<long long>>();
    QCOMPARE(mesh, (std::vector<long long>{16, 20, 28}));
    // TP 4 sits in the first 16-axis; FSDP 2240 = 4 · 20 · 28 takes the rest of all three.
    const int mx = j.at("/derived/axes_fsdp"_json_pointer).get<int>();
    const int my = j.at("/derived/axes_tp"_json_pointer).get<int>();
    QCOMPARE(mx, 3);
    QCOMPARE(my, 1);
    // ch. 6: 3·L·D·F + L·2·D·H·(n_q + n_kv) + 2·D·V ≈ 70.6 B.
    const double params = 3 * 80 * d * f + 80 * 2 * d * 128 * (64 + 8) + 2 * d * 128256;
    COMPARE_NEAR(j, "/derived/params", params);
    QVERIFY(params > 70e9 && params < 71e9);
    COMPARE_NEAR(j, "/derived/alpha", alphaV5p);
    // ch. 6: X_opt = sqrt(2·B·N/F) ≈ 1618 → 2048 × 4. Of the power-of-two TP ways only 16 keeps
    // FSDP off its axis (TP fills the 16-axis, FSDP 560 = 20 · 28 the other two): M_X/M_Y = 2.
    const double xOpt = std::sqrt(b / f * 2.0 / 1.0 * n);
    COMPARE_NEAR(j, "/thresholds/x_opt", xOpt);
    QVERIFY(xOpt > 1610 && xOpt < 1625);
    COMPARE_NEAR(j, "/thresholds/tp_max_ways", my * f / alphaV5p);
    COMPARE_NEAR(j, "/thresholds/mixed_min_batch_per_chip", alphaV5p * alphaV5p / (2 * 1 * f));
    COMPARE_NEAR(j, "/thresholds/dp_min_batch_per_chip", 850.0);
    COMPARE_NEAR(j, "/thresholds/dcn_min_batch_per_pod", v5pFlops / v5pDcn);
    // docs/search.md#cases: TP 2, 4, 8 are compute-bound, and TP 4 communicates least
    // (h = 0.454 against 0.908 and 0.712): the search ranks 2240 × 4 first, its 2240 data ways
    // FSDP 560 × CP 4 on 1024 sequences (docs/search.md#context).
    QCOMPARE(number(j, "/search/best/data_ways"), 2240.0);
    QCOMPARE(number(j, "/search/best/cp"), 4.0);
    QCOMPARE(number(j, "/search/best/fsdp"), 560.0);
    QCOMPARE(number(j, "/search/best/tp"), 4.0);
    QCOMPARE(number(j, "/search/best/pp"), 1.0);
    // 2240 · 2550 / 3 = 1 904 000 < 4 M: the split is compute-bound.
    COMPARE_NEAR(j, "/layer/crossover_batch", 1904000.0);
    QCOMPARE(j.at("/layer/compute_bound"_json_pointer).get<bool>(), true);
    // The best power-of-two split is 4-way TP (2240-way FSDP over 8960 = 2^8 · 35 chips).
    QCOMPARE(j.at("/strategies/fsdp_tp/tp"_json_pointer).get<long long>(), 4LL);
    QCOMPARE(j.at("/strategies/fsdp_tp/fsdp"_json_pointer).get<long long>(), 2240LL);
    QCOMPARE(j.at("/strategies/fsdp_tp/compute_bound"_json_pointer).get<bool>(), true);
    COMPARE_NEAR(j, "/strategies/fsdp_tp/t_math", 4 * b * d * f / (n * v5pFlops));
    // One pod: no DCN step, no pipeline.
    QCOMPARE(number(j, "/pipeline/bubble_fraction"), 0.0);
}

void TestReportCli::invalidFile_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message"); // after "FILE: "
    QTest::addColumn<bool>("exact");
    QTest::newRow("tp 3 on 64 chips") << testDataFile("bad_tp_does_not_divide.json")
                                      << QStringLiteral("/tp: 3 does not divide chips 64") << true;
    QTest::newRow("malformed") << testDataFile("bad_malformed.json")
                               << QStringLiteral("invalid JSON at byte ") << false;
    QTest::newRow("binary") << testDataFile("bad_binary.json")
                            << QStringLiteral("invalid JSON at byte 1: ") << false;
    QTest::newRow("missing file") << testDataFile("no-such-scenario.json")
                                  << QStringLiteral("cannot open the file") << true;
    QTest::newRow("a directory") << QStringLiteral(SHARDSCOPE_TEST_DATA)
                                 << QStringLiteral("a folder, not a scenario file") << true;
}

void TestReportCli::invalidFile() {
    QFETCH(QString, file);
    QFETCH(QString, message);
    QFETCH(bool, exact);
    const Run r = run({QStringLiteral("report"), file});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString err = QString::fromUtf8(r.err);
    // One line, naming the file, then the JSON path and why.
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1, qPrintable(err));
    const QString expectedStart = file + QStringLiteral(": ") + message;
    if (exact)
        QCOMPARE(err, expectedStart + QLatin1Char('\n'));
    else
        QVERIFY2(err.startsWith(expectedStart), qPrintable(err));
}

void TestReportCli::missingFile() {
    const QString file = QDir::temp().filePath(QStringLiteral("shardscope-no-such-dir/none.json"));
    const Run r = run({QStringLiteral("report"), file});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QString::fromUtf8(r.err), file + QStringLiteral(": cannot open the file\n"));
}

void TestReportCli::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("report without a file") << QStringList{QStringLiteral("report")};
    QTest::newRow("report with two files") << QStringList{
        QStringLiteral("report"), testDataFile("default.json"), testDataFile("full.json")};
    QTest::newRow("report with an unknown option") << QStringList{
        QStringLiteral("report"), QStringLiteral("--frobnicate"), testDataFile("default.json")};
}

void TestReportCli::usageErrors() {
    QFETCH(QStringList, arguments);
    const Run r = run(arguments);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY(!r.err.trimmed().isEmpty());
}

void TestReportCli::helpAndVersion_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("headless");
    QTest::addColumn<QString>("mentions");
    // Help and version are answered before any GUI exists: no display needed.
    QTest::newRow("report --help")
        << QStringList{QStringLiteral("report"), QStringLiteral("--help")} << true << "report";
    QTest::newRow("export --help")
        << QStringList{QStringLiteral("export"), QStringLiteral("--help")} << true << "mesh-steps";
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << true << "report";
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << true << "shardscope";
    QTest::newRow("--help-all") << QStringList{QStringLiteral("--help-all")} << true << "report";
}

void TestReportCli::helpAndVersion() {
    QFETCH(QStringList, arguments);
    QFETCH(bool, headless);
    QFETCH(QString, mentions);
    const Run r = run(arguments, headless);
    QVERIFY2(r.status == QProcess::NormalExit, r.err.constData());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(QString::fromUtf8(r.out).contains(mentions), r.out.constData());
}

void TestReportCli::windowWithoutDisplay() {
    // Asking for the window with no display is not bad input: its own code, 3, and one
    // message that points to the commands that need no display.
    const Run r = run({}, true);
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("no display") && r.err.contains("report"), r.err.constData());
    QVERIFY2(r.err.count('\n') == 1 && r.err.endsWith('\n'), r.err.constData()); // one line
}

// Two chips have no split of both FSDP and TP, so no X_opt: the ratio figure draws no such curve
// and its legend does not list one; QCustomPlot has nothing to warn about on stderr.
void TestReportCli::twoChipRatioExportIsQuiet() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("two.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": 1, "chips": 2})");
    f.close();
    const Run r = run({QStringLiteral("export"), file, QStringLiteral("--out"), dir.path(),
                       QStringLiteral("--figure"), QStringLiteral("ratio"),
                       QStringLiteral("--format"), QStringLiteral("svg")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QFile svg(dir.filePath(QStringLiteral("ratio.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("FSDP only"));
    QVERIFY(!text.contains("X_opt"));
}

void TestReportCli::exportFigures_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QSize>("size");
    QTest::newRow("all, default size")
        << QStringList{} << QStringList{"compute-vs-comms.png", "ratio.png",  "split-sweep.png",
                                        "roofline.png",         "memory.png", "mesh.png"}
        << QSize(1920, 1080);
    QTest::newRow("one figure, 1280x720")
        << QStringList{"--figure", "roofline", "--size", "1280x720"} << QStringList{"roofline.png"}
        << QSize(1280, 720);
    QTest::newRow("projector, scale 2")
        << QStringList{"--figure", "ratio", "--size", "1000x600", "--scale", "2", "--projector"}
        << QStringList{"ratio.png"} << QSize(1000, 600);
    QTest::newRow("mesh steps") << QStringList{"--figure", "mesh-steps", "--size", "800x450"}
                                << QStringList{"mesh-step-01.png", "mesh-step-02.png"}
                                << QSize(800, 450);
}

void TestReportCli::exportFigures() {
    QFETCH(QStringList, options);
    QFETCH(QStringList, files);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const Run r = run(QStringList{QStringLiteral("export"), testDataFile("default.json"),
                                  QStringLiteral("--out"), dir.path()} +
                      options);
    QVERIFY2(r.status == QProcess::NormalExit && r.exitCode == 0, r.err.constData());
    for (const QString& name : files) {
        const QImage image(QDir(dir.path()).filePath(name));
        QVERIFY2(!image.isNull(), qPrintable(name));
        QCOMPARE(image.size(), size);
    }
}

void TestReportCli::exportInRussianDiffers() {
    // --lang ru: the same figure, its words in Russian, so the pixels differ from English.
    QTemporaryDir en, ru;
    for (const auto& [lang, dir] : {std::pair{"en", &en}, std::pair{"ru", &ru}}) {
        const Run r =
            run({QStringLiteral("export"), testDataFile("default.json"), QStringLiteral("--out"),
                 dir->path(), QStringLiteral("--figure"), QStringLiteral("memory"),
                 QStringLiteral("--size"), QStringLiteral("800x450"), QStringLiteral("--lang"),
                 QString::fromLatin1(lang)});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    const QImage a(QDir(en.path()).filePath(QStringLiteral("memory.png")));
    const QImage b(QDir(ru.path()).filePath(QStringLiteral("memory.png")));
    QCOMPARE(a.size(), b.size());
    QVERIFY(a != b);
}

void TestReportCli::exportUsageErrors_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("no --out") << QStringList{} << "usage";
    QTest::newRow("unknown figure") << QStringList{"--out", "/tmp", "--figure", "pie"} << "pie";
    QTest::newRow("bad size") << QStringList{"--out", "/tmp", "--size", "big"} << "--size";
    QTest::newRow("bad scale") << QStringList{"--out", "/tmp", "--scale", "0"} << "--scale";
    QTest::newRow("bad language") << QStringList{"--out", "/tmp", "--lang", "fr"} << "--lang";
}

void TestReportCli::exportUsageErrors() {
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const Run r =
        run(QStringList{QStringLiteral("export"), testDataFile("default.json")} + options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestReportCli)
#include "tst_report_cli.moc"
