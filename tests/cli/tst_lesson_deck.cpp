// `shardscope lesson LESSON --out DIR` as an instructor runs it (user guide, "Command line"): one
// PDF page per step plus one per answer, read back with poppler's tools; one PNG per page at the
// asked size; Chinese and Russian text kept as text; bad input is exit 1 or 2 with one line.
#include "clirun.h"
#include "testarea.h"
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = ::testing::CliRun;
using ::testing::isOneLine;

QString testLesson() {
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/deck/deck-test.json");
}

QString builtInLesson(const char* id) {
    return QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/lessons/%1.json")
        .arg(QLatin1String(id));
}

// The pages a deck of this lesson file must have, counted from the file itself: a page per step
// and an answer page after each step that asks a question.
int expectedPages(const QString& lessonFile) {
    QFile f(lessonFile);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    int pages = 0;
    for (const QJsonValue& step : QJsonDocument::fromJson(f.readAll())["steps"].toArray())
        pages += step.toObject().contains(QStringLiteral("question")) ? 2 : 1;
    return pages;
}

// With no display and no platform set: the command must pick the offscreen platform itself.
Run deck(const QStringList& arguments) {
    return ::testing::runHeadless(QStringLiteral(SHARDSCOPE_BINARY),
                                  QStringList{QStringLiteral("lesson")} + arguments, 120000);
}

QString pdfTool(const QString& program, const QStringList& arguments) {
    return ::testing::toolOutput(program, arguments, 60000);
}

int pdfPages(const QString& file) {
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                       .match(pdfTool(QStringLiteral("pdfinfo"), {file}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pageText(const QString& file, int page) {
    const QString n = QString::number(page);
    return pdfTool(QStringLiteral("pdftotext"),
                   {QStringLiteral("-f"), n, QStringLiteral("-l"), n, file, QStringLiteral("-")})
        .normalized(QString::NormalizationForm_KC)
        .simplified();
}

} // namespace

class TestLessonDeck : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void pdfHasAPagePerStepAndAnswer_data();
    void pdfHasAPagePerStepAndAnswer();
    void pdfIsSixteenByNineWithTextAsText();
    void answersHaveUnits_data();
    void answersHaveUnits();
    void pageIsNotBlank();
    void pngHasAFilePerPageAtTheSize();
    void unknownLessonIsBadInput();
    void usageErrors_data();
    void usageErrors();
    void unwritableOutIsBadInput();
    void symbolicLinkIsNotWrittenThrough();

  private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
};

void TestLessonDeck::initTestCase() {
    // The page counts are read back with poppler's tools, which the setup script installs.
    for (const char* program : {"pdfinfo", "pdftotext", "pdftoppm"})
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(program)).isEmpty(),
                 qPrintable(QStringLiteral("%1 (poppler-utils) is missing: run scripts/setup.sh")
                                .arg(QLatin1String(program))));
    QVERIFY(m_dir.isValid());
}

void TestLessonDeck::pdfHasAPagePerStepAndAnswer_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pdf");
    QTest::addColumn<QString>("lang");
    QTest::newRow("test lesson") << testLesson() << testLesson() << "deck-test.pdf"
                                 << "en";
    QTest::newRow("chapter 5 by id, zh_CN")
        << "ch5-parallelism" << builtInLesson("ch5-parallelism") << "ch5-parallelism.pdf"
        << "zh_CN";
    QTest::newRow("chapter 1 by id, ru")
        << "ch1-roofline" << builtInLesson("ch1-roofline") << "ch1-roofline.pdf"
        << "ru";
    // Every step on the Layouts view: the search's heatmap drawn on a slide.
    QTest::newRow("chapter 6 layouts by id, ru")
        << "ch6-choose-layout" << builtInLesson("ch6-choose-layout") << "ch6-choose-layout.pdf"
        << "ru";
}

void TestLessonDeck::pdfHasAPagePerStepAndAnswer() {
    QFETCH(QString, lesson);
    QFETCH(QString, file);
    QFETCH(QString, pdf);
    QFETCH(QString, lang);
    const QString dir = path(QStringLiteral("pdf-") + QTest::currentDataTag());
    const Run r = deck({lesson, QStringLiteral("--out"), dir, QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const int expected = expectedPages(file);
    QVERIFY(expected > 0);
    QCOMPARE(pdfPages(QDir(dir).filePath(pdf)), expected);
    QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList{pdf}); // one file, nothing else
}

void TestLessonDeck::pdfIsSixteenByNineWithTextAsText() {
    const QString dir = path(QStringLiteral("zh"));
    QCOMPARE(deck({testLesson(), QStringLiteral("--out"), dir, QStringLiteral("--lang"),
                   QStringLiteral("zh_CN")})
                 .exitCode,
             0);
    const QString file = QDir(dir).filePath(QStringLiteral("deck-test.pdf"));
    const auto size = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+) x ([\\d.]+) pts"))
                          .match(pdfTool(QStringLiteral("pdfinfo"), {file}));
    QVERIFY(size.hasMatch());
    QVERIFY(std::abs(size.captured(1).toDouble() / size.captured(2).toDouble() - 16.0 / 9) < 0.01);
    // Page 1: the step's title, its text and the figure's own title are text, not pixels.
    const QString first = pageText(file, 1);
    QVERIFY2(first.contains(QStringLiteral("计算与通信对比")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("矩阵单元")), qPrintable(first));
    QVERIFY2(first.contains(QRegularExpression(QStringLiteral("1\\s*/\\s*5"))), qPrintable(first));
    // Page 2 answers page 1's question; page 3 is the next step.
    QVERIFY2(pageText(file, 2).contains(QStringLiteral("通信线与计算线的交点")),
             qPrintable(pageText(file, 2)));
    // The answer as the report gives it, as the lesson pane shows it (no unit here). ch. 5: FSDP
    // 512 over three axes is compute-bound from B = X·α/M_X = 512·2550/3 = 435 200 tokens.
    QVERIFY2(pageText(file, 2).contains(QStringLiteral("435,200")), qPrintable(pageText(file, 2)));
    // X_opt = sqrt((B/F)(M_X/M_Y)N) with the mixed split on separate axes, 256 × 16 (M_X 2, M_Y 1;
    // docs/model.md#x-opt-mapping): sqrt((2^20 / 2^15)·(2/1)·4096) = sqrt(262 144) = 512.
    QVERIFY2(pageText(file, 5).contains(QRegularExpression(QStringLiteral("答案\\s*512"))),
             qPrintable(pageText(file, 5)));
    QVERIFY2(pageText(file, 3).contains(QStringLiteral("整个 pod 上的纯 FSDP")),
             qPrintable(pageText(file, 3)));
    // Every font is embedded: the slides read the same on the projector's laptop.
    // pdffonts: a header, a rule, then a font a line ending "emb sub uni object generation".
    const QStringList fonts =
        pdfTool(QStringLiteral("pdffonts"), {file}).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(fonts.size() > 2, qPrintable(fonts.join(u'\n')));
    for (const QString& font : fonts.mid(2)) {
        const QStringList columns = font.split(u' ', Qt::SkipEmptyParts);
        QVERIFY2(columns.size() > 5 && columns.at(columns.size() - 5) == QLatin1String("yes"),
                 qPrintable(font));
    }
}

void TestLessonDeck::answersHaveUnits_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("tMath");     // page 2, step 1's answer
    QTest::addColumn<QString>("crossover"); // page 9, step 6's answer
    // T_math = 4·B·D·F / (N·C) = 4·2^20·8192·32 768 / (4096·4.59·10^14) = 5.989·10^-4 s, asked in
    // ms: 0.599 in three digits. The crossover: 512·2550/3 = 435 200 tokens.
    QTest::newRow("en") << "en"
                        << "0.599 ms"
                        << "435,200 tokens";
    QTest::newRow("ru") << "ru"
                        << "0,599 мс"
                        << "435 200 токенов";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "0.599 毫秒"
                           << "435,200 个 token";
}

// The answer pages print the number with the unit the question asks in.
void TestLessonDeck::answersHaveUnits() {
    QFETCH(QString, lang);
    QFETCH(QString, tMath);
    QFETCH(QString, crossover);
    const QString dir = path(QStringLiteral("units-") + lang);
    const Run r = deck({QStringLiteral("ch5-parallelism"), QStringLiteral("--out"), dir,
                        QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString file = QDir(dir).filePath(QStringLiteral("ch5-parallelism.pdf"));
    QVERIFY2(pageText(file, 2).contains(tMath), qPrintable(pageText(file, 2)));
    QVERIFY2(pageText(file, 9).contains(crossover), qPrintable(pageText(file, 9)));
}

void TestLessonDeck::pageIsNotBlank() {
    const QString dir = path(QStringLiteral("blank"));
    QCOMPARE(deck({testLesson(), QStringLiteral("--out"), dir}).exitCode, 0);
    const QString prefix = QDir(dir).filePath(QStringLiteral("page"));
    pdfTool(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-f"), QStringLiteral("1"),
             QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"),
             QDir(dir).filePath(QStringLiteral("deck-test.pdf")), prefix});
    const QImage page(prefix + QStringLiteral("-1.png"));
    QVERIFY(!page.isNull());
    // 50 dpi of a 20 in slide (1920 px at 96 dpi): 1000 px wide. Text and a figure cover well over
    // 3 % of it and use more than a handful of colours; an empty page is one colour.
    QCOMPARE(page.width(), 1000);
    const QRgb background = page.pixel(0, 0);
    qsizetype inked = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < page.height(); ++y)
        for (int x = 0; x < page.width(); ++x) {
            const QRgb c = page.pixel(x, y);
            inked += c != background;
            colours.insert(c);
        }
    QVERIFY2(inked > page.width() * page.height() * 3 / 100, qPrintable(QString::number(inked)));
    QVERIFY2(colours.size() > 16, qPrintable(QString::number(colours.size())));
}

void TestLessonDeck::pngHasAFilePerPageAtTheSize() {
    const QString dir = path(QStringLiteral("png"));
    const Run r = deck({testLesson(), QStringLiteral("--out"), dir, QStringLiteral("--format"),
                        QStringLiteral("png"), QStringLiteral("--lang"), QStringLiteral("ru")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const int expected = expectedPages(testLesson());
    QStringList names;
    for (int i = 1; i <= expected; ++i)
        names << QStringLiteral("deck-test-%1.png").arg(i, 2, 10, QLatin1Char('0'));
    QCOMPARE(QDir(dir).entryList(QDir::Files, QDir::Name), names);
    for (const QString& name : names) {
        const QImage image(QDir(dir).filePath(name));
        QCOMPARE(image.size(), QSize(1920, 1080)); // the default --size
    }
}

void TestLessonDeck::unknownLessonIsBadInput() {
    const QString dir = path(QStringLiteral("unknown"));
    const Run r = deck({QStringLiteral("no-such-lesson"), QStringLiteral("--out"), dir});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.contains("no-such-lesson"), r.err.constData());
    QVERIFY2(r.err.contains("ch5-parallelism"), r.err.constData()); // names the ones there are
    QVERIFY(!QDir(dir).exists());
}

void TestLessonDeck::usageErrors_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("named");
    QTest::newRow("format svg") << QStringList{QStringLiteral("--format"), QStringLiteral("svg")}
                                << "--format";
    QTest::newRow("size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")}
                          << "--size";
    QTest::newRow("lang") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")}
                          << "--lang";
    QTest::newRow("theme") << QStringList{QStringLiteral("--theme"), QStringLiteral("pink")}
                           << "--theme";
}

void TestLessonDeck::usageErrors() {
    QFETCH(QStringList, options);
    QFETCH(QString, named);
    const QString dir = path(QStringLiteral("usage"));
    const Run r = deck(QStringList{testLesson(), QStringLiteral("--out"), dir} + options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
    QVERIFY(!QDir(dir).exists());               // nothing written
    QCOMPARE(deck({testLesson()}).exitCode, 2); // no --out
}

void TestLessonDeck::unwritableOutIsBadInput() {
    // A folder cannot be made under a regular file, whoever runs the test (root ignores modes).
    QFile blocker(path(QStringLiteral("a-file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString dir = blocker.fileName() + QStringLiteral("/deck");
    for (const char* format : {"pdf", "png"}) {
        const Run r = deck({testLesson(), QStringLiteral("--out"), dir, QStringLiteral("--format"),
                            QLatin1String(format)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(isOneLine(r.err), r.err.constData());
        QVERIFY2(r.err.contains(dir.toUtf8()), r.err.constData());
    }
}

void TestLessonDeck::symbolicLinkIsNotWrittenThrough() {
    const QString dir = path(QStringLiteral("link"));
    QVERIFY(QDir().mkpath(dir));
    const QString target = path(QStringLiteral("precious.txt"));
    QFile precious(target);
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("keep me");
    precious.close();
    QVERIFY(QFile::link(target, QDir(dir).filePath(QStringLiteral("deck-test.pdf"))));
    const Run r = deck({testLesson(), QStringLiteral("--out"), dir});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(isOneLine(r.err), r.err.constData());
    QVERIFY2(r.err.contains("symbolic link"), r.err.constData());
    QVERIFY(precious.open(QIODevice::ReadOnly));
    QCOMPARE(precious.readAll(), QByteArray("keep me"));
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestLessonDeck)
#include "tst_lesson_deck.moc"
