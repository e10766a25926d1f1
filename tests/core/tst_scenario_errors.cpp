// Scenario files that are wrong (docs/scenario-format.md#errors): one row per way a file can
// be wrong, each with its message; messages stay printable UTF-8; nesting, size and special
// files are refused before they cost memory or block.
#include "scenario_io.h"
#include "scenario_test_helpers.h"
#include "testarea.h"

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

using scenariotest::dataFile;
using scenariotest::text;

bool isUtf8(const std::string& s) {
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(QByteArrayView(s.data(), qsizetype(s.size())));
    return !decoder.hasError() && !decoded.contains(QChar::ReplacementCharacter);
}

} // namespace

class TestInputErrors : public QObject {
    Q_OBJECT

  private slots:
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

void TestInputErrors::badInput_data() {
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
        "expected a number, got \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…");
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

void TestInputErrors::badInput() {
    QFETCH(QByteArray, input);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QFETCH(bool, exact);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const InputError& e) {
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
        QFAIL(qPrintable(QStringLiteral("not a InputError: ") + QString::fromUtf8(e.what())));
    }
}

void TestInputErrors::tpDoesNotDivideMessage() {
    // docs/scenario-format.md#errors: the CLI prints "file: " and then exactly this.
    try {
        parseScenario(R"({"schema": 1, "chips": 64, "fsdp": 64, "tp": 3, "pp": 1})");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()),
                 QStringLiteral("/tp: 3 does not divide chips 64"));
    }
}

void TestInputErrors::deepNestingDoesNotCrash() {
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
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.path()).startsWith(QStringLiteral("/chips/")),
                     e.what());
            QCOMPARE(QString::fromStdString(e.reason()),
                     QStringLiteral("nested deeper than 32 levels"));
        }
    }
}

void TestInputErrors::messagesAreUtf8_data() {
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

void TestInputErrors::messagesAreUtf8() {
    QFETCH(QByteArray, input);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(isUtf8(e.what()), e.what());
        QVERIFY(!e.reason().empty());
    }
}

void TestInputErrors::missingFile() {
    const QString file = dataFile("no-such-scenario.json");
    QVERIFY(!QFile::exists(file));
    try {
        loadScenarioFile(file.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), QStringLiteral("cannot open the file"));
        QCOMPARE(QString::fromStdString(e.path()), QString());
        QCOMPARE(QString::fromStdString(e.reason()), QStringLiteral("cannot open the file"));
    }
}

void TestInputErrors::badFiles_data() {
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

void TestInputErrors::badFiles() {
    QFETCH(QString, file);
    QFETCH(QString, start);
    try {
        loadScenarioFile(file.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(start), e.what());
        QVERIFY2(isUtf8(e.what()), e.what());
    }
}

void TestInputErrors::duplicateKeys_data() {
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

void TestInputErrors::duplicateKeys() {
    QFETCH(QString, input);
    QFETCH(QString, message);
    try {
        parseScenario(input.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

void TestInputErrors::deepNestingIsBoundedInMemory() {
    const std::string input(16 << 20, '['); // 16 MiB, the most loadScenarioFile reads
    constexpr long long budget = 200LL << 20;
    const long long before = g_liveBytes;
    g_peakBytes = before;
    g_budgetBytes = before + budget;
    QString why;
    try {
        parseScenario(input);
        why = QStringLiteral("accepted");
    } catch (const InputError& e) {
        if (QString::fromStdString(e.reason()) != QStringLiteral("nested deeper than 32 levels"))
            why = QString::fromStdString(e.what());
    } catch (const std::bad_alloc&) {
        why = QStringLiteral("more than 200 MB");
    }
    g_budgetBytes = 0;
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY2(g_peakBytes - before < budget, qPrintable(QString::number(g_peakBytes - before)));
}

void TestInputErrors::tooManyValues() {
    std::string input = R"({"schema": 1, "mesh": [)";
    for (int i = 0; i < 200000; ++i)
        input += "1,";
    input += "1]}";
    try {
        parseScenario(input);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("/mesh"));
        QVERIFY2(QString::fromStdString(e.reason())
                     .startsWith(QStringLiteral("more than 100000 values")),
                 e.what());
    }
}

void TestInputErrors::tinyBytesPerParameter() {
    // 1e-320 is a valid double, but HBM / 1e-320 bytes overflows to infinity (max_dp_params).
    for (const char* field : {"param", "grad", "optimizer"}) {
        std::string input =
            R"({"schema": 1, "memory": {"recipe": {"param": 2, "grad": 2, "optimizer": 2}}})";
        input.replace(input.find(std::string("\"") + field + "\": 2") + std::strlen(field) + 4, 1,
                      "1e-320");
        try {
            parseScenario(input);
            QFAIL(input.c_str());
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.path()),
                     QStringLiteral("/memory/recipe/") + QLatin1String(field));
        }
    }
    // Alone, the tiny count made max_dp_params infinite: a null in the report, not an input error.
    try {
        parseScenario(
            R"({"schema": 1, "memory": {"recipe": {"param": 1e-320, "grad": 0, "optimizer": 0}}})");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.path()), QStringLiteral("/memory/recipe/param"));
        QVERIFY2(QString::fromStdString(e.reason())
                     .endsWith(QStringLiteral(
                         " is too small (0, or at least 0.001 bytes per parameter)")),
                 e.what());
    }
}

void TestInputErrors::controlCharactersEscaped_data() {
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

void TestInputErrors::controlCharactersEscaped() {
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), expected);
    }
    QCOMPARE(QString::fromStdString(escapeControls("plain Ω\x1b\n")),
             QStringLiteral(R"(plain Ω\u001b\n)"));
}

void TestInputErrors::notRegularFilesRefused() {
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
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()), QString::fromLatin1(c.reason));
        }
    }
}

} // namespace shardscope

SHARDSCOPE_TEST_APPLESS_MAIN(shardscope::TestInputErrors)
#include "tst_scenario_errors.moc"
