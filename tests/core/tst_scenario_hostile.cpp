// Scenario files made to mislead or to cost: the error names the key the file wrote, nothing
// after a NUL byte is ignored, and a message quoting an enormous value stays short and quick.
#include "scenario_io.h"
#include "scenario_test_helpers.h"
#include "testarea.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <string>

namespace shardscope {

using scenariotest::text;

namespace {

// The error parseScenario throws for `input`, as the command line prints it after "FILE: ".
QString errorOf(const std::string& input) {
    try {
        parseScenario(input);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("(accepted)");
}

} // namespace

class TestScenarioHostile : public QObject {
    Q_OBJECT
  private slots:
    void splitErrorNamesTheKeyGiven_data();
    void splitErrorNamesTheKeyGiven();
    void bytesAfterNulAreAnError_data();
    void bytesAfterNulAreAnError();
    void nulInAFileIsAnError();
    void hugeValuesGiveShortMessages_data();
    void hugeValuesGiveShortMessages();
    void longNamesAreRefusedAtOnce_data();
    void longNamesAreRefusedAtOnce();
};

void TestScenarioHostile::splitErrorNamesTheKeyGiven_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    // docs/scenario-format.md#errors: "/tp: 3 does not divide chips 64", also for /fsdp and /pp.
    QTest::newRow("tp alone") << QByteArray(R"({"schema":1,"chips":64,"tp":3})")
                              << "/tp: 3 does not divide chips 64";
    QTest::newRow("fsdp alone") << QByteArray(R"({"schema":1,"chips":64,"fsdp":3})")
                                << "/fsdp: 3 does not divide chips 64";
    QTest::newRow("pp alone") << QByteArray(R"({"schema":1,"chips":64,"pp":3})")
                              << "/pp: 3 does not divide chips 64";
    QTest::newRow("tp and pp") << QByteArray(R"({"schema":1,"chips":64,"tp":5,"pp":2})")
                               << "/tp: 5 does not divide chips 64";
}

void TestScenarioHostile::splitErrorNamesTheKeyGiven() {
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QCOMPARE(errorOf(text(input)), message);
}

void TestScenarioHostile::bytesAfterNulAreAnError_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("byte");
    QTest::newRow("object after a NUL")
        << QByteArray("{\"schema\":1}\0{\"chips\":3} garbage", 33) << 13;
    QTest::newRow("NUL at the end") << QByteArray("{\"schema\":1}\n\0", 14) << 14;
    QTest::newRow("NUL before a key") << QByteArray("{\"schema\":1,\0\"chips\":3}", 23) << 13;
}

void TestScenarioHostile::bytesAfterNulAreAnError() {
    QFETCH(QByteArray, input);
    QFETCH(int, byte);
    const QString message = errorOf(text(input));
    QVERIFY2(message.startsWith(QStringLiteral("invalid JSON at byte %1: ").arg(byte)),
             qPrintable(message));
}

// The file as `shardscope report` reads it: every byte, a NUL included.
void TestScenarioHostile::nulInAFileIsAnError() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("nul.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("{\"schema\":1}\0{\"chips\":3} garbage", 33));
    f.close();
    try {
        loadScenarioFile(file.toStdString());
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("invalid JSON")),
                 e.what());
    }
}

void TestScenarioHostile::hugeValuesGiveShortMessages_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("start"); // what the message starts with
    const QByteArray huge(10 << 20, 'k');
    QTest::newRow("10 MB unknown key") << QByteArray("{\"schema\":1,\"") + huge + "\":1}"
                                       << "/kkkkkkkkkk";
    QTest::newRow("10 MB unknown key in hardware")
        << QByteArray("{\"schema\":1,\"hardware\":{\"base\":\"tpu-v5p\",\"") + huge + "\":1}}"
        << "/hardware/kkkkkkkkkk";
    QTest::newRow("10 MB preset id") << QByteArray("{\"schema\":1,\"hardware\":\"") + huge + "\"}"
                                     << "/hardware: unknown preset \"kkkkkkkkkk";
    QTest::newRow("10 MB string for a number")
        << QByteArray("{\"schema\":1,\"chips\":\"") + huge + "\"}"
        << "/chips: expected a number, got \"kkkkkkkkkk";
    QTest::newRow("10 MB string with a control character")
        << QByteArray("{\"schema\":1,\"chips\":\"") + huge + "\x01\"}"
        << "invalid JSON at byte ";
    QTest::newRow("10 MB number") << QByteArray("{\"schema\":1,\"chips\":") +
                                         QByteArray(10 << 20, '9') + "}"
                                  << "invalid JSON: ";
    QTest::newRow("10 MB of escapes in a key")
        << QByteArray("{\"schema\":1,\"") + QByteArray(2 << 20, 0).replace('\0', "\\u001b") +
               "\":1}"
        << "/\\u001b\\u001b";
}

// docs/scenario-format.md: quoted values are cut. A 10 MB value gives a message of a few
// hundred bytes, at once. (The bound is loose on purpose: it holds under the sanitizers on a
// busy 2-core machine, and still fails the quadratic cutting that took about 90 s.)
void TestScenarioHostile::hugeValuesGiveShortMessages() {
    QFETCH(QByteArray, input);
    QFETCH(QString, start);
    QElapsedTimer timer;
    timer.start();
    QString message;
    QByteArray bytes;
    try {
        parseScenario(text(input));
        QFAIL("accepted");
    } catch (const InputError& e) {
        bytes = QByteArray(e.what());
        message = QString::fromUtf8(bytes);
        QVERIFY(e.path().size() + e.reason().size() < 1000);
    }
    const qint64 ms = timer.elapsed();
    qInfo("%lld bytes in %lld ms", qlonglong(bytes.size()), qlonglong(ms));
    QVERIFY2(bytes.size() < 1000, bytes.left(200).constData());
    QVERIFY2(message.startsWith(start), qPrintable(message.left(200)));
    QVERIFY2(message.contains(QChar(0x2026)), qPrintable(message)); // "…": cut, and says so
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
}

void TestScenarioHostile::longNamesAreRefusedAtOnce_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message"); // empty: accepted
    const auto hardware = [](const QByteArray& name) {
        return QByteArray(R"({"schema":1,"hardware":{"base":"tpu-v5p","name":")") + name + "\"}}";
    };
    const auto model = [](const QByteArray& name) {
        return QByteArray(R"({"schema":1,"model":{"base":"llama3-70b","name":")") + name + "\"}}";
    };
    // A name is at most 200 characters (docs/scenario-format.md), counted as characters: "é"
    // is two bytes and one character.
    QTest::newRow("10 MB hardware name")
        << hardware(QByteArray(10 << 20, 'n'))
        << QStringLiteral("/hardware/name: %1 characters, at most 200").arg(10 << 20);
    QTest::newRow("10 MB model name")
        << model(QByteArray(10 << 20, 'n'))
        << QStringLiteral("/model/name: %1 characters, at most 200").arg(10 << 20);
    QTest::newRow("201 characters")
        << hardware(QByteArray(201, 'n')) << "/hardware/name: 201 characters, at most 200";
    QTest::newRow("201 two-byte characters") << hardware(QByteArray("\xc3\xa9").repeated(201))
                                             << "/hardware/name: 201 characters, at most 200";
    QTest::newRow("200 two-byte characters")
        << hardware(QByteArray("\xc3\xa9").repeated(200)) << QString();
}

void TestScenarioHostile::longNamesAreRefusedAtOnce() {
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QElapsedTimer timer;
    timer.start();
    QString error;
    try {
        parseScenario(text(input));
    } catch (const InputError& e) {
        error = QString::fromStdString(e.what());
    }
    const qint64 ms = timer.elapsed();
    qInfo("%lld bytes refused in %lld ms", qlonglong(input.size()), qlonglong(ms));
    QCOMPARE(error, message);
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms))); // linear; quadratic took minutes
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestScenarioHostile)
#include "tst_scenario_hostile.moc"
