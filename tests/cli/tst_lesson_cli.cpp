// `shardscope lesson --list` as a user runs it (docs/lesson-format.md): no display, one
// "ID<TAB>title" line per built-in lesson, exit 2 with one line on stderr for a usage error.
#include "failonqtwarnings.h"
#include "testarea.h"

#include "clirun.h"
#include <QDir>
#include <QTemporaryDir>

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace shardscope {

namespace {

using Run = ::testing::CliRun;
using ::testing::runShardscope;

// The ids the source tree ships: resources/lessons/ID.json.
QStringList shippedLessonIds() {
    QStringList ids;
    const QDir dir(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/lessons"));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        ids << file.chopped(5);
    return ids;
}

// Each line "ID<TAB>title"; the ids in order.
QStringList idsOf(const QByteArray& out) {
    static const QRegularExpression line(QStringLiteral("^([a-z0-9-]+)\\t([^\\t]+)$"));
    QStringList ids;
    const QString text = QString::fromUtf8(out);
    if (text.isEmpty())
        return ids;
    if (!text.endsWith(QLatin1Char('\n')))
        return {QStringLiteral("<no final newline>")};
    for (const QString& l : text.chopped(1).split(QLatin1Char('\n'))) {
        const auto m = line.match(l);
        ids << (m.hasMatch() ? m.captured(1) : QStringLiteral("<bad line: %1>").arg(l));
    }
    return ids;
}

} // namespace

class TestLessonCli : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }

    void listsTheShippedLessons_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("English") << QStringList{QStringLiteral("lesson"), QStringLiteral("--list")};
        for (const char* lang : {"en", "ru", "zh_CN"})
            QTest::newRow(lang) << QStringList{QStringLiteral("lesson"), QStringLiteral("--list"),
                                               QStringLiteral("--lang"), QString::fromLatin1(lang)};
    }
    void listsTheShippedLessons() {
        QFETCH(QStringList, arguments);
        const Run r = runShardscope(arguments);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(idsOf(r.out), shippedLessonIds());
    }

    void titlesFollowTheLanguage() {
        const Run en = runShardscope({QStringLiteral("lesson"), QStringLiteral("--list")});
        const Run ru = runShardscope({QStringLiteral("lesson"), QStringLiteral("--list"),
                                      QStringLiteral("--lang"), QStringLiteral("ru")});
        QCOMPARE(en.exitCode, 0);
        QCOMPARE(ru.exitCode, 0);
        // Built-in titles are written in every language: a Russian title is not the English one.
        if (!shippedLessonIds().isEmpty())
            QVERIFY(en.out != ru.out);
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown option") << QStringList{
            QStringLiteral("lesson"), QStringLiteral("--list"), QStringLiteral("--bogus")};
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("lesson"), QStringLiteral("--list"),
                           QStringLiteral("--lang"), QStringLiteral("fr")};
        QTest::newRow("empty language")
            << QStringList{QStringLiteral("lesson"), QStringLiteral("--list"),
                           QStringLiteral("--lang"), QString()};
        QTest::newRow("a lesson too") << QStringList{
            QStringLiteral("lesson"), QStringLiteral("--list"), QStringLiteral("ch5-parallelism")};
    }
    void usageErrors() {
        QFETCH(QStringList, arguments);
        const Run r = runShardscope(arguments);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, r.err.constData());
    }

    // docs/lesson-format.md#check: every shipped lesson passes; a step whose text states its
    // answer fails with its step, language and number named, one line each.
    void checkPassesTheShippedLessons() {
        for (const QString& id : shippedLessonIds()) {
            const Run r = runShardscope({QStringLiteral("lesson"), QStringLiteral("--check"), id});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
        }
    }

    void checkNamesTheLeak() {
        QTemporaryDir dir;
        QFile source(
            QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/lessons/ch6-choose-layout.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        // Step 4 again as it was once written: "h: 0.908 at TP 2, **0.454** at TP 4".
        QVERIFY(text.contains("h: 0.908 at TP 2 and 0.712"));
        text.replace("h: 0.908 at TP 2 and 0.712", "h: 0.908 at TP 2, **0.454** at TP 4, 0.712");
        QVERIFY(QFile::copy(
            QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/scenarios/03-llama3-70b-pod.json"),
            dir.filePath(QStringLiteral("03-llama3-70b-pod.json"))));
        const QString path = dir.filePath(QStringLiteral("leaky.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const Run r = runShardscope({QStringLiteral("lesson"), QStringLiteral("--check"), path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("step 4 (en), text: \"0.454\""), r.err.constData());
    }

    void help() {
        const Run r = runShardscope(
            {QStringLiteral("lesson"), QStringLiteral("--list"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--lang"));
        const Run top = runShardscope({QStringLiteral("--help")});
        QCOMPARE(top.exitCode, 0);
        QVERIFY(top.out.contains("shardscope lesson --list"));
    }
};

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestLessonCli)
#include "tst_lesson_cli.moc"
