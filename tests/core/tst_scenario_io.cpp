// Scenario file reading and writing (docs/scenario-format.md): the defaults, presets and
// objects, the canonical save, and one row per way a file can be wrong, each with its message.
#include "presets.h"
#include "scenario_io.h"

#include <QDir>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include <sys/stat.h>

// Counts what operator new hands out, so that a test can bound the memory a parse takes; over
// the budget it throws bad_alloc instead of letting an unbounded parse exhaust the machine.
namespace {
std::atomic<long long> g_liveBytes{0};
std::atomic<long long> g_peakBytes{0};
std::atomic<long long> g_budgetBytes{0}; // 0: no budget
constexpr size_t kHeader = 16;
} // namespace

void* operator new(size_t size) {
    const long long live = g_liveBytes += (long long)size;
    if (g_budgetBytes > 0 && live > g_budgetBytes) {
        g_liveBytes -= (long long)size;
        throw std::bad_alloc();
    }
    long long peak = g_peakBytes;
    while (live > peak && !g_peakBytes.compare_exchange_weak(peak, live)) {
    }
    auto* block = static_cast<char*>(std::malloc(size + kHeader));
    if (!block)
        throw std::bad_alloc();
    *reinterpret_cast<size_t*>(block) = size;
    return block + kHeader;
}

void operator delete(void* p) noexcept {
    if (!p)
        return;
    char* block = static_cast<char*>(p) - kHeader;
    g_liveBytes -= (long long)*reinterpret_cast<size_t*>(block);
    std::free(block);
}

void operator delete(void* p, size_t) noexcept {
    operator delete(p);
}

namespace shardscope {

namespace {

QString dataFile(const char* name) {
    return QDir(QStringLiteral(SHARDSCOPE_TEST_DATA)).filePath(QString::fromLatin1(name));
}

std::string text(const QByteArray& bytes) {
    return std::string(bytes.constData(), bytes.size());
}

QString dims(const std::vector<long long>& v) {
    QStringList parts;
    for (long long d : v)
        parts << QString::number(d);
    return parts.join(QLatin1Char('x'));
}

bool isUtf8(const std::string& s) {
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(QByteArrayView(s.data(), qsizetype(s.size())));
    return !decoder.hasError() && !decoded.contains(QChar::ReplacementCharacter);
}

} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT

  private slots:
    void splitFillsTheChips_data();
    void splitFillsTheChips();
    void equivalentToDefault_data();
    void equivalentToDefault();
    void defaultValues();
    void fullFile();
    void hardware_data();
    void hardware();
    void model_data();
    void model();
    void recipe_data();
    void recipe();
    void roundTripFiles_data();
    void roundTripFiles();
    void roundTripBuilt_data();
    void roundTripBuilt();
    void canonicalText();
    void badInput_data();
    void badInput();
    void tpDoesNotDivideMessage();
    void deepNestingDoesNotCrash();
    void messagesAreUtf8_data();
    void messagesAreUtf8();
    void missingFile();
    void badFiles_data();
    void badFiles();
    void duplicateKeys_data();
    void duplicateKeys();
    void deepNestingIsBoundedInMemory();
    void tooManyValues();
    void tinyBytesPerParameter();
    void controlCharactersEscaped_data();
    void controlCharactersEscaped();
    void notRegularFilesRefused();
};

void TestScenarioIo::splitFillsTheChips_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<long long>("fsdp");
    QTest::addColumn<long long>("tp");
    // Derivation: FSDP = chips / (TP · PP); TP alone missing: TP = chips / (FSDP · PP);
    // both missing: TP is the default 8 or the largest divisor of chips/PP below it.
    QTest::newRow("chips only") << R"({"schema": 1, "chips": 64})" << 8LL << 8LL;
    QTest::newRow("chips and tp") << R"({"schema": 1, "chips": 64, "tp": 4})" << 16LL << 4LL;
    QTest::newRow("chips and fsdp") << R"({"schema": 1, "chips": 64, "fsdp": 32})" << 32LL << 2LL;
    QTest::newRow("12 chips: TP 6") << R"({"schema": 1, "chips": 12})" << 2LL << 6LL;
    QTest::newRow("7 chips: TP 7") << R"({"schema": 1, "chips": 7})" << 1LL << 7LL;
    QTest::newRow("with pp") << R"({"schema": 1, "chips": 64, "pp": 4})" << 2LL << 8LL;
}

void TestScenarioIo::splitFillsTheChips() {
    QFETCH(QString, text);
    QFETCH(long long, fsdp);
    QFETCH(long long, tp);
    const Scenario s = parseScenario(text.toStdString());
    QCOMPARE(s.fsdp, fsdp);
    QCOMPARE(s.tp, tp);
    QCOMPARE(s.fsdp * s.tp * s.pp, s.chips);
}

void TestScenarioIo::equivalentToDefault_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("schema only") << QByteArray(R"({"schema":1})");
    QTest::newRow("schema 1.0") << QByteArray(R"({"schema": 1.0})");
    QTest::newRow("utf-8 BOM") << QByteArray("\xEF\xBB\xBF{\"schema\": 1}\n");
    QTest::newRow("preset named") << QByteArray(
        R"({"schema":1,"hardware":"tpu-v5p","model":"book-figure"})");
    QTest::newRow("base without overrides") << QByteArray(
        R"({"schema":1,"hardware":{"base":"tpu-v5p"},"model":{"base":"book-figure"}})");
    QTest::newRow("defaults spelled out") << QByteArray(R"({
        "schema": 1, "hardware": "tpu-v5p", "model": "book-figure", "chips": 4096,
        "fsdp": 512, "tp": 8, "pp": 1, "pods": 1, "batch_tokens": 1048576, "seq_len": 4096,
        "comms": {"overlap": "max", "finite_group": false},
        "training": {"tokens": 15e12, "mfu": 0.4},
        "memory": {"recipe": "book-10", "zero_stage": 3, "checkpoints_per_layer": 2, "prefetch": true},
        "pipeline": {"microbatches": 8, "overhead_s": 0}})");
    QTest::newRow("empty sub-objects") << QByteArray(
        R"({"schema":1,"comms":{},"training":{},"memory":{},"pipeline":{},"axes":{}})");
}

void TestScenarioIo::equivalentToDefault() {
    QFETCH(QByteArray, input);
    try {
        QVERIFY(parseScenario(text(input)) == defaultScenario());
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

void TestScenarioIo::defaultValues() {
    // docs/scenario-format.md: TPU v5p 16x16x16, D = 8192, F = 32768, FSDP 512 x TP 8, B = 1 M
    // tokens.
    const Scenario s = parseScenario(R"({"schema":1})");
    QCOMPARE(s.hardwarePreset, std::string("tpu-v5p"));
    QCOMPARE(s.hardware.flops, 4.59e14);
    QCOMPARE(s.hardware.iciBw, 1.8e11);
    QCOMPARE(s.hardware.dcnBw, 6.25e9);
    QCOMPARE(s.hardware.mesh, (std::vector<long long>{16, 16, 16}));
    QCOMPARE(s.modelPreset, std::string("book-figure"));
    QCOMPARE(s.model.dModel, 8192LL);
    QCOMPARE(s.model.dFf, 32768LL);
    QCOMPARE(s.model.gatedMlp, false);
    QCOMPARE(s.chips, 4096LL);
    QVERIFY(!s.meshGiven);
    QCOMPARE(s.fsdp, 512LL);
    QCOMPARE(s.tp, 8LL);
    QCOMPARE(s.pp, 1LL);
    QCOMPARE(s.pods, 1LL);
    QVERIFY(!s.axesFsdp && !s.axesTp);
    QCOMPARE(s.batchTokens, 1048576.0);
    QCOMPARE(s.recipe, *memoryRecipe("book-10"));
}

void TestScenarioIo::fullFile() {
    // The example of docs/scenario-format.md, value by value.
    Scenario s;
    try {
        s = loadScenarioFile(dataFile("full.json").toStdString());
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QCOMPARE(s.hardwarePreset, std::string("tpu-v5p"));
    QVERIFY(s.hardware == findHardwarePreset("tpu-v5p")->value);
    QCOMPARE(s.modelPreset, std::string("llama3-70b"));
    QVERIFY(s.model == findModelPreset("llama3-70b")->value);
    QCOMPARE(s.model.dModel, 8192LL);
    QCOMPARE(s.model.dFf, 28672LL);
    QCOMPARE(s.model.layers, 80LL);
    QCOMPARE(s.model.heads, 64LL);
    QCOMPARE(s.model.kvHeads, 8LL);
    QCOMPARE(s.model.headDim, 128LL);
    QCOMPARE(s.model.vocab, 128256LL);
    QCOMPARE(s.model.gatedMlp, true);
    QCOMPARE(s.chips, 4096LL);
    QVERIFY(s.meshGiven);
    QCOMPARE(s.mesh, (std::vector<long long>{16, 16, 16}));
    QCOMPARE(s.fsdp, 512LL);
    QCOMPARE(s.tp, 8LL);
    QCOMPARE(s.pp, 1LL);
    QCOMPARE(s.pods, 1LL);
    QCOMPARE(s.axesFsdp, std::optional<int>(3));
    QCOMPARE(s.axesTp, std::optional<int>(1));
    QCOMPARE(s.batchTokens, 1048576.0);
    QCOMPARE(s.seqLen, 4096LL);
    QVERIFY(s.overlap == Overlap::Max);
    QCOMPARE(s.finiteGroup, false);
    QCOMPARE(s.trainingTokens, 15e12);
    QCOMPARE(s.mfu, 0.4);
    QCOMPARE(s.recipe.id, std::string("book-10"));
    QCOMPARE(s.recipe.param, 2.0);
    QCOMPARE(s.recipe.grad, 0.0);
    QCOMPARE(s.recipe.optimizer, 8.0);
    QCOMPARE(s.zeroStage, 3);
    QCOMPARE(s.checkpointsPerLayer, 2);
    QCOMPARE(s.prefetch, true);
    QCOMPARE(s.microbatches, 8LL);
    QCOMPARE(s.pipelineOverheadS, 0.0);
}

void TestScenarioIo::hardware_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("flops");
    QTest::addColumn<double>("hbmBytes");
    QTest::addColumn<double>("iciBw");
    QTest::addColumn<double>("dcnBw");
    QTest::addColumn<QString>("mesh");

    QTest::newRow("preset id") << QByteArray(R"({"schema":1,"hardware":"tpu-v5e"})") << "tpu-v5e"
                               << "TPU v5e" << 1.97e14 << 1.6e10 << 9e10 << 6.25e9 << "16x16";
    QTest::newRow("gpu preset id")
        << QByteArray(R"({"schema":1,"hardware":"h100-nvlink","chips":8,"fsdp":8,"tp":1})")
        << "h100-nvlink"
        << "NVIDIA H100 (NVLink, 8-GPU node)" << 9.89e14 << 8e10 << 9e11 << 5e10 << "8";
    QTest::newRow("base and overrides")
        << QByteArray(
               R"({"schema":1,"hardware":{"base":"tpu-v5e","name":"v5e fast ICI","ici_bw":1.8e11,"mesh":[8,8,4]}})")
        << "tpu-v5e"
        << "v5e fast ICI" << 1.97e14 << 1.6e10 << 1.8e11 << 6.25e9 << "8x8x4";
    QTest::newRow("base only overriding hbm")
        << QByteArray(R"({"schema":1,"hardware":{"base":"tpu-v5p","hbm_bytes":1.92e11}})")
        << "tpu-v5p"
        << "TPU v5p" << 4.59e14 << 1.92e11 << 1.8e11 << 6.25e9 << "16x16x16";
    QTest::newRow("full object without base")
        << QByteArray(R"({"schema":1,"hardware":{"name":"Lab","flops":1e14,"hbm_bytes":2.4e10,
                      "hbm_bw":1e12,"ici_bw":5e10,"dcn_bw":1e9,"mesh":[4096]}})")
        << ""
        << "Lab" << 1e14 << 2.4e10 << 5e10 << 1e9 << "4096";
    QTest::newRow("preset keys id and source are accepted")
        << QByteArray(
               R"({"schema":1,"hardware":{"id":"x","source":"datasheet","name":"Lab","flops":1e14,
                      "hbm_bytes":2.4e10,"hbm_bw":1e12,"ici_bw":5e10,"dcn_bw":1e9,"mesh":[64,64]}})")
        << ""
        << "Lab" << 1e14 << 2.4e10 << 5e10 << 1e9 << "64x64";
}

void TestScenarioIo::hardware() {
    QFETCH(QByteArray, input);
    QFETCH(QString, preset);
    QFETCH(QString, name);
    QFETCH(double, flops);
    QFETCH(double, hbmBytes);
    QFETCH(double, iciBw);
    QFETCH(double, dcnBw);
    QFETCH(QString, mesh);
    Scenario s;
    try {
        s = parseScenario(text(input));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QCOMPARE(QString::fromStdString(s.hardwarePreset), preset);
    QCOMPARE(QString::fromStdString(s.hardware.name), name);
    QCOMPARE(s.hardware.flops, flops);
    QCOMPARE(s.hardware.hbmBytes, hbmBytes);
    QCOMPARE(s.hardware.iciBw, iciBw);
    QCOMPARE(s.hardware.dcnBw, dcnBw);
    QCOMPARE(dims(s.hardware.mesh), mesh);
    if (!preset.isEmpty() && !input.contains("{\"base\""))
        QVERIFY(s.hardware == findHardwarePreset(preset.toStdString())->value);
}

void TestScenarioIo::model_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("name");
    QTest::addColumn<qlonglong>("dModel");
    QTest::addColumn<qlonglong>("dFf");
    QTest::addColumn<qlonglong>("layers");
    QTest::addColumn<qlonglong>("kvHeads");
    QTest::addColumn<bool>("gated");

    QTest::newRow("preset id") << QByteArray(R"({"schema":1,"model":"llama3-8b"})") << "llama3-8b"
                               << "LLaMA 3 8B" << 4096LL << 14336LL << 32LL << 8LL << true;
    QTest::newRow("base and overrides")
        << QByteArray(
               R"({"schema":1,"model":{"base":"llama3-8b","name":"8B, 16 layers","layers":16,"gated_mlp":false}})")
        << "llama3-8b"
        << "8B, 16 layers" << 4096LL << 14336LL << 16LL << 8LL << false;
    QTest::newRow("full object without base")
        << QByteArray(R"({"schema":1,"model":{"name":"Mine","d_model":1024,"d_ff":4096,"layers":12,
                      "heads":16,"kv_heads":16,"head_dim":64,"vocab":32768,"gated_mlp":true}})")
        << ""
        << "Mine" << 1024LL << 4096LL << 12LL << 16LL << true;
}

void TestScenarioIo::model() {
    QFETCH(QByteArray, input);
    QFETCH(QString, preset);
    QFETCH(QString, name);
    QFETCH(qlonglong, dModel);
    QFETCH(qlonglong, dFf);
    QFETCH(qlonglong, layers);
    QFETCH(qlonglong, kvHeads);
    QFETCH(bool, gated);
    Scenario s;
    try {
        s = parseScenario(text(input));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QCOMPARE(QString::fromStdString(s.modelPreset), preset);
    QCOMPARE(QString::fromStdString(s.model.name), name);
    QCOMPARE(s.model.dModel, dModel);
    QCOMPARE(s.model.dFf, dFf);
    QCOMPARE(s.model.layers, layers);
    QCOMPARE(s.model.kvHeads, kvHeads);
    QCOMPARE(s.model.gatedMlp, gated);
}

void TestScenarioIo::recipe_data() {
    QTest::addColumn<QByteArray>("recipe");
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("param");
    QTest::addColumn<double>("grad");
    QTest::addColumn<double>("optimizer");
    // docs/model.md#recipes: 2 + 8, 2 + 2 + 12, 2 + 4 + 12.
    QTest::newRow("book-10") << QByteArray(R"("book-10")") << "book-10" << 2.0 << 0.0 << 8.0;
    QTest::newRow("mixed-16") << QByteArray(R"("mixed-16")") << "mixed-16" << 2.0 << 2.0 << 12.0;
    QTest::newRow("notes-18") << QByteArray(R"("notes-18")") << "notes-18" << 2.0 << 4.0 << 12.0;
    QTest::newRow("object") << QByteArray(R"({"param": 4, "grad": 4, "optimizer": 8})") << "custom"
                            << 4.0 << 4.0 << 8.0;
    QTest::newRow("object, fractional")
        << QByteArray(R"({"optimizer": 6.5, "param": 1, "grad": 0})") << "custom" << 1.0 << 0.0
        << 6.5;
    QTest::newRow("object equal to book-10 stays custom")
        << QByteArray(R"({"param": 2, "grad": 0, "optimizer": 8})") << "custom" << 2.0 << 0.0
        << 8.0;
}

void TestScenarioIo::recipe() {
    QFETCH(QByteArray, recipe);
    QFETCH(QString, id);
    QFETCH(double, param);
    QFETCH(double, grad);
    QFETCH(double, optimizer);
    Scenario s;
    try {
        s = parseScenario(R"({"schema":1,"memory":{"recipe":)" + text(recipe) + "}}");
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QCOMPARE(QString::fromStdString(s.recipe.id), id);
    QCOMPARE(s.recipe.param, param);
    QCOMPARE(s.recipe.grad, grad);
    QCOMPARE(s.recipe.optimizer, optimizer);
    QVERIFY(parseScenario(saveScenario(s)) == s);
}

void TestScenarioIo::roundTripFiles_data() {
    QTest::addColumn<QString>("file");
    for (const char* name :
         {"default.json", "full.json", "fsdp_only_tp1.json", "llama3_70b_8960.json",
          "custom_hardware.json", "custom_recipe.json", "axes_override.json", "mesh_given.json"})
        QTest::newRow(name) << dataFile(name);
}

void TestScenarioIo::roundTripFiles() {
    QFETCH(QString, file);
    try {
        const Scenario s = loadScenarioFile(file.toStdString());
        const std::string first = saveScenario(s);
        const Scenario again = parseScenario(first);
        QVERIFY(again == s);
        QCOMPARE(QString::fromStdString(saveScenario(again)), QString::fromStdString(first));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

void TestScenarioIo::roundTripBuilt_data() {
    QTest::addColumn<int>("which");
    QTest::newRow("default") << 0;
    QTest::newRow("preset hardware edited") << 1;
    QTest::newRow("custom hardware, no preset") << 2;
    QTest::newRow("custom model over a base") << 3;
    QTest::newRow("custom recipe") << 4;
    QTest::newRow("axes override, fsdp only") << 5;
    QTest::newRow("axes override, both") << 6;
    QTest::newRow("mesh given") << 7;
    QTest::newRow("awkward doubles") << 8;
    QTest::newRow("switches flipped") << 9;
    QTest::newRow("large whole doubles") << 10;
}

void TestScenarioIo::roundTripBuilt() {
    QFETCH(int, which);
    Scenario s = defaultScenario();
    switch (which) {
    case 1:
        s.hardware.hbmBytes = 1.28e11;
        s.hardware.name = "TPU v5p, 128 GB";
        break;
    case 2:
        s.hardwarePreset.clear();
        s.hardware = {"Lab \xD0\xBA\xD0\xBB\xD0\xB0\xD1\x81\xD1\x82\xD0\xB5\xD1\x80",
                      1.5e14,
                      4.8e10,
                      1.5e12,
                      2e11,
                      2.5e10,
                      {8, 8},
                      {}};
        s.chips = 64;
        s.fsdp = 16;
        s.tp = 4;
        break;
    case 3:
        s.modelPreset = "llama3-8b";
        s.model = findModelPreset("llama3-8b")->value;
        s.model.layers = 16;
        s.model.kvHeads = 32;
        break;
    case 4:
        s.recipe = MemoryRecipe{"custom", 2, 2, 12.25};
        break;
    case 5:
        s.axesFsdp = 2;
        break;
    case 6:
        s.axesFsdp = 3;
        s.axesTp = 1;
        break;
    case 7:
        s.mesh = {8, 16, 32};
        s.meshGiven = true;
        break;
    case 8:
        s.batchTokens = 1048576.0 / 3;
        s.mfu = 0.1 + 0.2;
        s.trainingTokens = 1.2345678901234567e13;
        s.pipelineOverheadS = 1e-7;
        s.hardware.flops = 4.59e14 / 7;
        break;
    case 9:
        s.overlap = Overlap::Sum;
        s.finiteGroup = true;
        s.prefetch = false;
        s.zeroStage = 0;
        s.checkpointsPerLayer = 0;
        s.pp = 2;
        s.fsdp = 256;
        s.microbatches = 32;
        s.pipelineSchedule = PipelineSchedule::GPipe;
        s.pods = 3;
        break;
    case 10:
        s.batchTokens = 1e12;
        s.trainingTokens = 1e18;
        s.hardware.flops = 9.007199254740993e15; // above the writer's 9e15 limit for integers
        break;
    default:
        break;
    }
    try {
        validateScenario(s);
        const std::string first = saveScenario(s);
        const Scenario again = parseScenario(first);
        QVERIFY2(again == s, first.c_str());
        QCOMPARE(QString::fromStdString(saveScenario(again)), QString::fromStdString(first));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
}

void TestScenarioIo::canonicalText() {
    // Every key written, in a fixed order; presets by id; mesh only when given.
    const std::string saved = saveScenario(defaultScenario());
    const nlohmann::ordered_json j = nlohmann::ordered_json::parse(saved);
    QStringList keys;
    for (const auto& item : j.items())
        keys << QString::fromStdString(item.key());
    QCOMPARE(
        keys.join(QLatin1Char(',')),
        QStringLiteral("schema,hardware,model,chips,fsdp,tp,pp,pods,batch_tokens,seq_len,comms,"
                       "training,memory,pipeline"));
    QCOMPARE(j["schema"].get<int>(), 1);
    QCOMPARE(j["hardware"].get<std::string>(), std::string("tpu-v5p"));
    QCOMPARE(j["model"].get<std::string>(), std::string("book-figure"));
    QCOMPARE(j["memory"]["recipe"].get<std::string>(), std::string("book-10"));
    QVERIFY(j["batch_tokens"].is_number_integer());
    QVERIFY(saved.back() == '\n');
}

void TestScenarioIo::badInput_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("exact"); // false: `reason` is a part of the reason

    auto row = [](const char* name, const QByteArray& input, const char* path, const char* reason,
                  bool exact = true) {
        QTest::newRow(name) << input << QString::fromUtf8(path) << QString::fromUtf8(reason)
                            << exact;
    };
    // Syntax: nlohmann's wording may change between versions, so only its key words are fixed.
    row("malformed: cut short", R"({"schema": 1, "chips": 64,)", "",
        "invalid JSON at byte 27: parse error at line 1, column 27", false);
    row("malformed: trailing comma", R"({"schema": 1,})", "", "invalid JSON at byte 14:", false);
    row("malformed: trailing garbage", R"({"schema": 1} x)", "", "invalid JSON at byte 15:", false);
    row("malformed: second line", "{\"schema\": 1,\n \"chips\": 64 64}", "",
        "parse error at line 2, column ", false);
    row("NaN literal", R"({"schema": 1, "batch_tokens": NaN})", "",
        "invalid JSON at byte 31:", false);
    row("Infinity literal", R"({"schema": 1, "batch_tokens": Infinity})", "",
        "invalid JSON at byte 31:", false);
    row("1e999 overflows a double", R"({"schema": 1, "batch_tokens": 1e999})", "",
        "invalid JSON: number overflow parsing '1e999'");
    row("-1e999 overflows a double", R"({"schema": 1, "training": {"tokens": -1e999}})", "",
        "invalid JSON: number overflow parsing '-1e999'");
    row("empty file", "", "", "invalid JSON at byte 1: parse error at line 1, column 1", false);
    row("only spaces", "  \n ", "", "unexpected end of input", false);
    row("binary garbage", QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff", 18), "",
        "invalid JSON at byte 1:", false);
    row("ill-formed UTF-8 in a string", "{\"schema\": 1, \"hardware\": \"tpu\xff\"}", "",
        "ill-formed UTF-8", false);
    row("UTF-16 text", QByteArray("\xFF\xFE{\x00}\x00", 6), "", "invalid JSON at byte 1:", false);

    row("top level array", "[1, 2]", "", "expected an object, got [1,2]");
    row("top level string", R"("schema")", "", "expected an object, got \"schema\"");
    row("top level null", "null", "", "expected an object, got null");
    row("missing schema", R"({"chips": 64})", "/schema",
        "missing (this file format needs \"schema\": 1)");
    row("schema 2", R"({"schema": 2})", "/schema",
        "version 2 is newer than this program reads (1)");
    row("schema 0", R"({"schema": 0})", "/schema", "0 is below 1");
    row("schema 1.5", R"({"schema": 1.5})", "/schema", "1.5 must be a whole number");
    row("schema as a string", R"({"schema": "1"})", "/schema", "expected a number, got \"1\"");
    row("unknown top-level key", R"({"schema": 1, "chip": 64})", "/chip", "unknown key");
    row("unknown nested key", R"({"schema": 1, "comms": {"overlapp": "max"}})", "/comms/overlapp",
        "unknown key");
    row("unknown key in a hardware object",
        R"({"schema": 1, "hardware": {"base": "tpu-v5p", "flop": 1}})", "/hardware/flop",
        "unknown key");
    row("comms not an object", R"({"schema": 1, "comms": "max"})", "/comms",
        "expected an object, got \"max\"");

    row("chips as a string", R"({"schema": 1, "chips": "64"})", "/chips",
        "expected a number, got \"64\"");
    row("chips as a bool", R"({"schema": 1, "chips": true})", "/chips",
        "expected a number, got true");
    row("chips as null", R"({"schema": 1, "chips": null})", "/chips",
        "expected a number, got null");
    row("chips as a nested array", R"({"schema": 1, "chips": [[64]]})", "/chips",
        "expected a number, got an array");
    row("long string is cut",
        R"({"schema": 1, "chips": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"})", "/chips",
        "expected a number, got \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...");
    row("NaN as a string", R"({"schema": 1, "batch_tokens": "NaN"})", "/batch_tokens",
        "expected a number, got \"NaN\"");
    row("zero chips", R"({"schema": 1, "chips": 0})", "/chips", "0 is below 1");
    row("negative chips", R"({"schema": 1, "chips": -64})", "/chips", "-64 is below 1");
    row("chips 1e30", R"({"schema": 1, "chips": 1e30})", "/chips",
        "1e+30 is too large (at most 16777216)");
    row("chips 2^63", R"({"schema": 1, "chips": 9223372036854775808})", "/chips",
        "9.22337203685478e+18 is too large (at most 16777216)");
    row("fractional chips", R"({"schema": 1, "chips": 64.5})", "/chips",
        "64.5 must be a whole number");
    row("zero fsdp", R"({"schema": 1, "fsdp": 0})", "/fsdp", "0 is below 1");
    row("negative batch_tokens", R"({"schema": 1, "batch_tokens": -1024})", "/batch_tokens",
        "-1024 must be above 0");
    row("zero batch_tokens", R"({"schema": 1, "batch_tokens": 0})", "/batch_tokens",
        "0 must be above 0");
    row("batch_tokens 1e300", R"({"schema": 1, "batch_tokens": 1e300})", "/batch_tokens",
        "1e+300 is too large (at most 1000000000000)");
    row("less than a token per pod", R"({"schema": 1, "pods": 4, "batch_tokens": 2})",
        "/batch_tokens", "less than one token per pod");
    row("mfu 1.5", R"({"schema": 1, "training": {"mfu": 1.5}})", "/training/mfu",
        "1.5 is too large (at most 1)");
    row("mfu 0", R"({"schema": 1, "training": {"mfu": 0}})", "/training/mfu", "0 is below 0.001");
    row("zero_stage 4", R"({"schema": 1, "memory": {"zero_stage": 4}})", "/memory/zero_stage",
        "4 is too large (at most 3)");
    row("axes tp 9", R"({"schema": 1, "axes": {"tp": 9}})", "/axes/tp",
        "9 is too large (at most 8)");
    row("overlap min", R"({"schema": 1, "comms": {"overlap": "min"}})", "/comms/overlap",
        "expected \"max\" or \"sum\", got \"min\"");
    row("finite_group yes", R"({"schema": 1, "comms": {"finite_group": "yes"}})",
        "/comms/finite_group", "expected true or false, got \"yes\"");

    row("tp does not divide chips", R"({"schema": 1, "chips": 64, "fsdp": 64, "tp": 3})", "/tp",
        "3 does not divide chips 64");
    row("fsdp does not divide chips", R"({"schema": 1, "chips": 64, "fsdp": 48, "tp": 1})", "/fsdp",
        "48 does not divide chips 64");
    row("fsdp tp pp product", R"({"schema": 1, "chips": 64, "fsdp": 8, "tp": 4, "pp": 1})", "/fsdp",
        "fsdp 8 · tp 4 · pp 1 = 32, not chips 64");
    row("fsdp tp pp product beyond 2^63",
        R"({"schema": 1, "chips": 16777216, "fsdp": 16777216, "tp": 16777216, "pp": 16777216})",
        "/fsdp",
        "fsdp 16777216 · tp 16777216 · pp 16777216 = 4.72236648286965e+21, not chips 16777216");
    row("mesh product", R"({"schema": 1, "chips": 64, "fsdp": 16, "tp": 4, "mesh": [4, 4, 2]})",
        "/mesh", "multiplies to 32, not chips 64");
    row("mesh product beyond 2^63",
        R"({"schema": 1, "mesh": [16777216, 16777216, 16777216, 16777216]})", "/mesh",
        "multiplies to 7.92281625142643e+28, more than 16777216 chips");
    row("mesh empty", R"({"schema": 1, "mesh": []})", "/mesh",
        "expected an array of 1 to 4 whole numbers, got []");
    row("mesh of five dims",
        R"({"schema": 1, "hardware": {"base": "tpu-v5p", "mesh": [2, 2, 2, 2, 2]}})",
        "/hardware/mesh", "expected an array of 1 to 4 whole numbers, got [2,2,2,2,2]");
    row("mesh dim zero", R"({"schema": 1, "mesh": [16, 0, 16]})", "/mesh/1", "0 is below 1");
    row("pp deeper than the model",
        R"({"schema": 1, "model": "toy", "chips": 64, "fsdp": 8, "tp": 1, "pp": 8})", "/pp",
        "8 stages for 4 layers");

    row("unknown hardware preset", R"({"schema": 1, "hardware": "tpu-v9"})", "/hardware",
        "unknown preset \"tpu-v9\"");
    row("unknown model preset", R"({"schema": 1, "model": "gpt-5"})", "/model",
        "unknown preset \"gpt-5\"");
    row("unknown model base", R"({"schema": 1, "model": {"base": "gpt-5", "layers": 12}})",
        "/model/base", "unknown preset \"gpt-5\"");
    row("base not a string", R"({"schema": 1, "hardware": {"base": 5}})", "/hardware/base",
        "expected a string, got 5");
    row("hardware as a number", R"({"schema": 1, "hardware": 5})", "/hardware",
        "expected an object, got 5");
    row("hardware flops zero", R"({"schema": 1, "hardware": {"base": "tpu-v5p", "flops": 0}})",
        "/hardware/flops", "0 is below 1000000");
    row("hardware object missing a field without base",
        R"({"schema": 1, "hardware": {"name": "Lab", "flops": 1e14, "hbm_bytes": 2.4e10, "hbm_bw": 1e12,
            "ici_bw": 5e10, "mesh": [8]}})",
        "/hardware/dcn_bw", "missing (no \"base\" preset to take it from)");
    row("model object missing a field without base",
        R"({"schema": 1, "model": {"name": "M", "d_model": 1024, "layers": 12, "heads": 16,
            "kv_heads": 16, "head_dim": 64, "vocab": 32768, "gated_mlp": true}})",
        "/model/d_ff", "missing (no \"base\" preset to take it from)");
    row("kv_heads above heads", R"({"schema": 1, "model": {"base": "llama3-8b", "kv_heads": 64}})",
        "/model/kv_heads", "64 is more than heads 32");
    row("gated_mlp as a number", R"({"schema": 1, "model": {"base": "toy", "gated_mlp": 1}})",
        "/model/gated_mlp", "expected true or false, got 1");
    row("unknown recipe", R"({"schema": 1, "memory": {"recipe": "book-11"}})", "/memory/recipe",
        "unknown recipe \"book-11\" (book-10, mixed-16, notes-18 or an object)");
    row("recipe of zeros",
        R"({"schema": 1, "memory": {"recipe": {"param": 0, "grad": 0, "optimizer": 0}}})",
        "/memory/recipe", "bytes per parameter add up to 0");
    row("recipe missing a field", R"({"schema": 1, "memory": {"recipe": {"param": 2, "grad": 0}}})",
        "/memory/recipe/optimizer", "missing (no \"base\" preset to take it from)");
    row("recipe negative",
        R"({"schema": 1, "memory": {"recipe": {"param": -2, "grad": 0, "optimizer": 8}}})",
        "/memory/recipe/param", "-2 is below 0");
    row("microbatches 0", R"({"schema": 1, "pipeline": {"microbatches": 0}})",
        "/pipeline/microbatches", "0 is below 1");
    row("unknown pipeline schedule", R"({"schema": 1, "pipeline": {"schedule": "zb-h1"}})",
        "/pipeline/schedule", "expected \"gpipe\" or \"1f1b\", got \"zb-h1\"");
    row("pipeline schedule in capitals", R"({"schema": 1, "pipeline": {"schedule": "GPipe"}})",
        "/pipeline/schedule", "expected \"gpipe\" or \"1f1b\", got \"GPipe\"");
    row("pipeline schedule as a number", R"({"schema": 1, "pipeline": {"schedule": 1}})",
        "/pipeline/schedule", "expected a string, got 1");
}

void TestScenarioIo::badInput() {
    QFETCH(QByteArray, input);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QFETCH(bool, exact);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        const QString what = QString::fromStdString(e.what());
        QCOMPARE(QString::fromStdString(e.path()), path);
        if (exact) {
            QCOMPARE(QString::fromStdString(e.reason()), reason);
            QCOMPARE(what, path.isEmpty() ? reason : path + QStringLiteral(": ") + reason);
        } else {
            QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
            QVERIFY2(what.startsWith(path.isEmpty() ? QStringLiteral("invalid JSON")
                                                    : path + QStringLiteral(": ")),
                     e.what());
        }
        QVERIFY2(isUtf8(e.what()), e.what());
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("not a ScenarioError: ") + QString::fromUtf8(e.what())));
    }
}

void TestScenarioIo::tpDoesNotDivideMessage() {
    // docs/scenario-format.md#errors: the CLI prints "file: " and then exactly this.
    try {
        parseScenario(R"({"schema": 1, "chips": 64, "fsdp": 64, "tp": 3, "pp": 1})");
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.what()),
                 QStringLiteral("/tp: 3 does not divide chips 64"));
    }
}

void TestScenarioIo::deepNestingDoesNotCrash() {
    // Refused at a fixed depth while reading, before any tree is built or quoted.
    for (const char* open : {"[", "{\"a\":"}) {
        std::string input = R"({"schema": 1, "chips": )";
        const char* close = open[0] == '[' ? "]" : "}";
        for (int i = 0; i < 100000; ++i)
            input += open;
        input += "1";
        for (int i = 0; i < 100000; ++i)
            input += close;
        input += "}";
        try {
            parseScenario(input);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QVERIFY2(QString::fromStdString(e.path()).startsWith(QStringLiteral("/chips/")),
                     e.what());
            QCOMPARE(QString::fromStdString(e.reason()),
                     QStringLiteral("nested deeper than 32 levels"));
        }
    }
}

void TestScenarioIo::messagesAreUtf8_data() {
    QTest::addColumn<QByteArray>("input");
    // A message quotes the input: cut or copied, it must stay printable UTF-8.
    QTest::newRow("Cyrillic value cut at 37 bytes") << QByteArray(
        R"({"schema": 1, "chips": "ччччччччччччччччччччччччччччччччччччччччччччччч"})");
    QTest::newRow("CJK value cut") << QByteArray(
        R"({"schema": 1, "chips": "a芯片芯片芯片芯片芯片芯片芯片芯片芯片芯片芯片芯片芯片"})");
    QTest::newRow("raw 0xff after a key") << QByteArray("{\"schema\": 1, \"chips\": \xff}");
    QTest::newRow("lone continuation byte") << QByteArray("{\"schema\": 1 \x80\x80}");
    QTest::newRow("overlong slash") << QByteArray("{\"schema\": 1, \xC0\xAF}");
    QTest::newRow("surrogate") << QByteArray("{\"schema\": 1, \xED\xA0\x80}");
    QTest::newRow("Cyrillic unknown key") << QByteArray(R"({"schema": 1, "чипы": 64})");
}

void TestScenarioIo::messagesAreUtf8() {
    QFETCH(QByteArray, input);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QVERIFY2(isUtf8(e.what()), e.what());
        QVERIFY(!e.reason().empty());
    }
}

void TestScenarioIo::missingFile() {
    const QString file = dataFile("no-such-scenario.json");
    QVERIFY(!QFile::exists(file));
    try {
        loadScenarioFile(file.toStdString());
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.what()), QStringLiteral("cannot open the file"));
        QCOMPARE(QString::fromStdString(e.path()), QString());
        QCOMPARE(QString::fromStdString(e.reason()), QStringLiteral("cannot open the file"));
    }
}

void TestScenarioIo::badFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("start"); // the start of what()
    QTest::newRow("tp 3 on 64 chips") << dataFile("bad_tp_does_not_divide.json")
                                      << QStringLiteral("/tp: 3 does not divide chips 64");
    QTest::newRow("malformed") << dataFile("bad_malformed.json")
                               << QStringLiteral("invalid JSON at byte ");
    QTest::newRow("binary") << dataFile("bad_binary.json")
                            << QStringLiteral("invalid JSON at byte 1: ");
    QTest::newRow("a directory") << QStringLiteral(SHARDSCOPE_TEST_DATA)
                                 << QStringLiteral("a folder, not a scenario file");
}

void TestScenarioIo::badFiles() {
    QFETCH(QString, file);
    QFETCH(QString, start);
    try {
        loadScenarioFile(file.toStdString());
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(start), e.what());
        QVERIFY2(isUtf8(e.what()), e.what());
    }
}

void TestScenarioIo::duplicateKeys_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("top level") << R"({"schema": 1, "chips": 64, "chips": 64})"
                               << "/chips: given twice";
    QTest::newRow("schema twice") << R"({"schema": 1, "schema": 1})"
                                  << "/schema: given twice";
    QTest::newRow("in an object")
        << R"({"schema": 1, "memory": {"zero_stage": 1, "zero_stage": 2}})"
        << "/memory/zero_stage: given twice";
    QTest::newRow("in a hardware object")
        << R"({"schema": 1, "hardware": {"base": "tpu-v5p", "flops": 1e15, "flops": 2e15}})"
        << "/hardware/flops: given twice";
    QTest::newRow("unknown key twice") << R"({"schema": 1, "typo": 1, "typo": 2})"
                                       << "/typo: given twice";
}

void TestScenarioIo::duplicateKeys() {
    QFETCH(QString, input);
    QFETCH(QString, message);
    try {
        parseScenario(input.toStdString());
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

void TestScenarioIo::deepNestingIsBoundedInMemory() {
    const std::string input(16 << 20, '['); // 16 MiB, the most loadScenarioFile reads
    constexpr long long budget = 200LL << 20;
    const long long before = g_liveBytes;
    g_peakBytes = before;
    g_budgetBytes = before + budget;
    QString why;
    try {
        parseScenario(input);
        why = QStringLiteral("accepted");
    } catch (const ScenarioError& e) {
        if (QString::fromStdString(e.reason()) != QStringLiteral("nested deeper than 32 levels"))
            why = QString::fromStdString(e.what());
    } catch (const std::bad_alloc&) {
        why = QStringLiteral("more than 200 MB");
    }
    g_budgetBytes = 0;
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY2(g_peakBytes - before < budget, qPrintable(QString::number(g_peakBytes - before)));
}

void TestScenarioIo::tooManyValues() {
    std::string input = R"({"schema": 1, "mesh": [)";
    for (int i = 0; i < 200000; ++i)
        input += "1,";
    input += "1]}";
    try {
        parseScenario(input);
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("/mesh"));
        QVERIFY2(QString::fromStdString(e.reason())
                     .startsWith(QStringLiteral("more than 100000 values")),
                 e.what());
    }
}

void TestScenarioIo::tinyBytesPerParameter() {
    // 1e-320 is a valid double, but HBM / 1e-320 bytes overflows to infinity (max_dp_params).
    for (const char* field : {"param", "grad", "optimizer"}) {
        std::string input =
            R"({"schema": 1, "memory": {"recipe": {"param": 2, "grad": 2, "optimizer": 2}}})";
        input.replace(input.find(std::string("\"") + field + "\": 2") + std::strlen(field) + 4, 1,
                      "1e-320");
        try {
            parseScenario(input);
            QFAIL(input.c_str());
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.path()),
                     QStringLiteral("/memory/recipe/") + QLatin1String(field));
        }
    }
    // Alone, the tiny count made max_dp_params infinite: a null in the report, not an input error.
    try {
        parseScenario(
            R"({"schema": 1, "memory": {"recipe": {"param": 1e-320, "grad": 0, "optimizer": 0}}})");
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("/memory/recipe/param"));
        QVERIFY2(QString::fromStdString(e.reason())
                     .endsWith(QStringLiteral(
                         " is too small (0, or at least 0.001 bytes per parameter)")),
                 e.what());
    }
}

void TestScenarioIo::controlCharactersEscaped_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("escape in a preset name")
        << QByteArray(R"({"schema": 1, "hardware": "a\u001b]0;title\u0007"})")
        << QStringLiteral(R"(/hardware: unknown preset "a\u001b]0;title\u0007")");
    QTest::newRow("newline in a key")
        << QByteArray(R"({"schema": 1, "a\nb": 1})") << QStringLiteral(R"(/a\nb: unknown key)");
    QTest::newRow("C1 CSI in a key") << QByteArray("{\"schema\": 1, \"x\xc2\x9b"
                                                   "2J\": 1}")
                                     << QStringLiteral(R"(/x\u009b2J: unknown key)");
    QTest::newRow("tab and DEL") << QByteArray(R"({"schema": 1, "model": "\t\u007f"})")
                                 << QStringLiteral(R"(/model: unknown preset "\t\u007f")");
}

void TestScenarioIo::controlCharactersEscaped() {
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const ScenarioError& e) {
        QCOMPARE(QString::fromStdString(e.what()), expected);
    }
    QCOMPARE(QString::fromStdString(escapeControls("plain Ω\x1b\n")),
             QStringLiteral(R"(plain Ω\u001b\n)"));
}

void TestScenarioIo::notRegularFilesRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("scenario.json"));
    QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
    const struct {
        QString file;
        const char* reason;
    } cases[] = {{fifo, "a FIFO, not a regular file"},
                 {dir.path(), "a folder, not a scenario file"},
                 {QStringLiteral("/dev/zero"), "a device, not a regular file"}};
    for (const auto& c : cases) {
        try {
            loadScenarioFile(c.file.toStdString()); // a FIFO with no writer would block here
            QFAIL(qPrintable(c.file));
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.what()), QString::fromLatin1(c.reason));
        }
    }
}

} // namespace shardscope

QTEST_APPLESS_MAIN(shardscope::TestScenarioIo)
#include "tst_scenario_io.moc"
