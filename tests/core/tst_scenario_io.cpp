// Scenario file reading and writing (docs/scenario-format.md): the defaults, presets and
// objects, and the canonical save that reads back to the same scenario. The ways a file can be
// wrong are in tst_scenario_errors.cpp.
#include "presets.h"
#include "scenario_io.h"
#include "scenario_test_helpers.h"
#include "testarea.h"

#include <QTest>

#include <string>

namespace shardscope {

namespace {

using scenariotest::dataFile;
using scenariotest::text;

QString dims(const std::vector<long long>& v) {
    QStringList parts;
    for (long long d : v)
        parts << QString::number(d);
    return parts.join(QLatin1Char('x'));
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
                      {},
                      0,
                      0,
                      0.7,
                      0.6,
                      std::nullopt,
                      std::nullopt};
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

} // namespace shardscope

SHARDSCOPE_TEST_APPLESS_MAIN(shardscope::TestScenarioIo)
#include "tst_scenario_io.moc"
