// `shardscope search` as a script or a handout uses it (docs/search.md#json).
#include "clirun.h"
#include "testarea.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

testing::CliRun search(const QStringList& arguments) {
    return testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                                QStringList{QStringLiteral("search")} + arguments);
}

QString scenario(const char* name) {
    return QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/") + QLatin1String(name);
}

} // namespace

class TestSearchCli : public QObject {
    Q_OBJECT
  private slots:
    void chapterSixAnswer();
    void nothingFitsIsExitZero();
    void usageErrors_data();
    void usageErrors();
    void badScenarioIsExitOne();
    void readerThatStopsEarlyIsExitOne();
    void longValuesAreCutInMessages_data();
    void longValuesAreCutInMessages();
};

// ch. 6: LLaMA 3-70B on a full v5p pod, "about 2048-way FSDP and 4-way TP": 2240 × 4 on 8960
// chips (docs/search.md#cases), five layouts listed with --top 5.
void TestSearchCli::chapterSixAnswer() {
    const auto r =
        search({scenario("03-llama3-70b-pod.json"), QStringLiteral("--top"), QStringLiteral("5")});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    // 2240 data ways on 1024 sequences: FSDP 560 × CP 4 (docs/search.md#context).
    QCOMPARE(j.at("best").at("data_ways").get<long long>(), 2240);
    QCOMPARE(j.at("best").at("fsdp").get<long long>(), 560);
    QCOMPARE(j.at("best").at("cp").get<long long>(), 4);
    QCOMPARE(j.at("best").at("tp").get<long long>(), 4);
    QCOMPARE(j.at("best").at("pp").get<long long>(), 1);
    QCOMPARE(j.at("best").at("zero_stage").get<int>(), 3);
    QCOMPARE(j.at("ranked").size(), size_t(5));
    QVERIFY(j.at("feasible").get<long long>() > 0);
    QVERIFY(j.at("candidates").get<long long>() >= j.at("feasible").get<long long>());
    QVERIFY(!j.contains("smallest_footprint_bytes"));
    for (const char* key : {"step_seconds", "mfu", "comms_to_compute", "memory_per_chip_bytes"})
        QVERIFY2(j.at("best").at(key).is_number(), key);
    // Whole sequences only: 560 × 16 (F/(16α) = 0.703, comms-bound TP).
    const auto whole =
        search({scenario("03-llama3-70b-pod.json"), QStringLiteral("--whole-sequences"),
                QStringLiteral("--model"), QStringLiteral("book")});
    QCOMPARE(whole.exitCode, 0);
    const json w = json::parse(whole.out.toStdString());
    QCOMPARE(w.at("best").at("tp").get<long long>(), 16);
    QVERIFY(w.at("excluded").at("whole_sequences").get<long long>() > 0);
}

// LLaMA 3.1-405B on one 8-GPU H100 node: 405 B parameters × 10 bytes do not fit 8 × 80 GB.
void TestSearchCli::nothingFitsIsExitZero() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("405b.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema": 1, "hardware": "h100-nvlink", "model": "llama3-405b", "chips": 8,
                "fsdp": 8, "tp": 1, "batch_tokens": 131072})");
    f.close();
    const auto r = search({file});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j.at("feasible").get<long long>(), 0);
    QVERIFY(j.at("best").is_null());
    QVERIFY(j.at("ranked").empty());
    QVERIFY(j.at("smallest_footprint_bytes").get<double>() > 80e9);
    QVERIFY(j.at("chips_for_state").get<double>() > 8);
}

void TestSearchCli::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no file") << QStringList{};
    QTest::newRow("two files") << QStringList{scenario("01-book-figure.json"),
                                              scenario("02-n64.json")};
    QTest::newRow("bad model") << QStringList{scenario("01-book-figure.json"),
                                              QStringLiteral("--model"), QStringLiteral("fast")};
    QTest::newRow("top 0") << QStringList{scenario("01-book-figure.json"), QStringLiteral("--top"),
                                          QStringLiteral("0")};
    QTest::newRow("unknown option")
        << QStringList{scenario("01-book-figure.json"), QStringLiteral("--fast")};
}

void TestSearchCli::usageErrors() {
    QFETCH(QStringList, arguments);
    const auto r = search(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestSearchCli::badScenarioIsExitOne() {
    const auto r = search({QStringLiteral(SHARDSCOPE_TEST_DATA "/bad_tp_does_not_divide.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("bad_tp_does_not_divide.json: /"), r.err.constData());
}

// `shardscope search … --top 10000 | head`: the reader closes the pipe early. The write fails and
// the command says so with exit 1 (README's table), rather than dying by SIGPIPE (141).
void TestSearchCli::readerThatStopsEarlyIsExitOne() {
    // As a shell runs it: head reads 100 bytes of ≈ 1 MB and leaves; bash reports the search's
    // own exit status (128 + 13 had it died by SIGPIPE).
    QProcess p;
    p.start(QStringLiteral("bash"),
            {QStringLiteral("-c"),
             QStringLiteral("\"$0\" search \"$1\" --model whole --top 10000 | head -c 100 "
                            ">/dev/null; exit ${PIPESTATUS[0]}"),
             QStringLiteral(SHARDSCOPE_BINARY), scenario("08-course-7b-512xh100.json")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitCode() == 1,
             qPrintable(QString::number(p.exitCode()) + QLatin1Char(' ') + QString::fromUtf8(err)));
    QVERIFY2(err.startsWith("stdout: ") && err.count('\n') == 1, err.constData());
}

void TestSearchCli::longValuesAreCutInMessages_data() {
    QTest::addColumn<QStringList>("arguments");
    const QString longWord(100000, QLatin1Char('x'));
    QTest::newRow("--model") << QStringList{QStringLiteral("search"),
                                            scenario("01-book-figure.json"),
                                            QStringLiteral("--model"), longWord};
    QTest::newRow("unknown option") << QStringList{
        QStringLiteral("search"), scenario("01-book-figure.json"), QStringLiteral("--") + longWord};
    QTest::newRow("path") << QStringList{
        QStringLiteral("report"), QStringLiteral("/tmp/") + longWord + QStringLiteral(".json")};
    QTest::newRow("--figure") << QStringList{
        QStringLiteral("export"), scenario("01-book-figure.json"), QStringLiteral("--out"),
        QStringLiteral("/tmp"),   QStringLiteral("--figure"),      longWord};
}

// A value typed 100 000 characters long is echoed by its first 200 bytes, with "…": the line
// stays short (the README's promise for what a message quotes).
void TestSearchCli::longValuesAreCutInMessages() {
    QFETCH(QStringList, arguments);
    const auto r = testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY), arguments);
    QVERIFY(r.exitCode == 1 || r.exitCode == 2);
    QVERIFY2(r.err.size() < 1000 && r.err.count('\n') == 1,
             qPrintable(QString::number(r.err.size())));
    QVERIFY2(r.err.contains("\xE2\x80\xA6"), r.err.left(300).constData()); // the cut's "…"
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestSearchCli)
#include "tst_search_cli.moc"
