// The lesson linter (docs/lesson-format.md#check): a step may not state its own answer. The
// cases are the leaks a classroom found in the shipped lessons, put back into a step.
#include "lesson_check.h"
#include "lessonvocabulary.h"
#include "testarea.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace shardscope;

namespace {

const char* const kLessons = SHARDSCOPE_LESSONS_DIR;

Lesson shippedLesson(const char* id) {
    QFile file(QDir(QString::fromLatin1(kLessons)).filePath(QString::fromLatin1(id) + ".json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    LessonReadOptions options = documented::vocabulary(true);
    options.scenarioText = [](const std::string& name) {
        QFile scenario(QStringLiteral(SHARDSCOPE_SCENARIOS_DIR "/") + QString::fromStdString(name));
        return scenario.open(QIODevice::ReadOnly) ? scenario.readAll().toStdString()
                                                  : std::string();
    };
    return parseLesson(file.readAll().toStdString(), options);
}

// ch6-choose-layout step 4 asks for the star's h, 0.4539 (T_FSDP / T_math = 0.435 / 0.958).
Lesson withStepFourText(const std::string& language, const std::string& text) {
    Lesson lesson = shippedLesson("ch6-choose-layout");
    lesson.steps.at(3).text.byLanguage[language] = text;
    return lesson;
}

} // namespace

class TestLessonCheck : public QObject {
    Q_OBJECT
  private slots:
    void numbersAsWritten();
    void leaks_data();
    void leaks();
    void shippedLessonsStateNoAnswer();
};

void TestLessonCheck::numbersAsWritten() {
    using V = std::vector<std::string>;
    QCOMPARE(writtenNumbers("B/X = 3 145 728 / 384 = **8192** tokens"),
             (V{"3 145 728", "384", "8192"}));
    QCOMPARE(writtenNumbers("h: 0,908 при TP 2, 0,454"), (V{"0,908", "2", "0,454"}));
    // Names, formulas and powers are no values: H100, v5p, 4DF, 10⁹.
    QCOMPARE(writtenNumbers("8 H100 on v5p, T = 4DF/W, 10⁹ of them"), (V{"8"}));
}

void TestLessonCheck::leaks_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("leaks");
    QTest::newRow("as once shipped") << "en"
                                     << "h: 0.908 at TP 2, **0.454** at TP 4." << true;
    QTest::newRow("two decimals") << "en"
                                  << "about 0.45 at TP 4" << true;
    QTest::newRow("decimal comma") << "ru"
                                   << "h: 0,454 при TP 4" << true;
    // One decimal rounds 0.4539 to 0.5, which the answer box refuses (10 % off): no answer.
    QTest::newRow("too coarse") << "en"
                                << "about 0.5 at TP 4" << false;
    QTest::newRow("its neighbours") << "en"
                                    << "h: 0.908 at TP 2 and 0.712 at TP 8." << false;
    QTest::newRow("zh") << "zh_CN"
                        << "TP 4 为 **0.454**" << true;
}

void TestLessonCheck::leaks() {
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(bool, leaks);
    const std::vector<AnswerLeak> found =
        answerLeaks(withStepFourText(language.toStdString(), text.toStdString()));
    QCOMPARE(!found.empty(), leaks);
    for (const AnswerLeak& leak : found) {
        QCOMPARE(leak.step, size_t(3));
        QCOMPARE(QString::fromStdString(leak.language), language);
        QCOMPARE(QString::fromStdString(leak.field), QStringLiteral("text"));
    }
}

void TestLessonCheck::shippedLessonsStateNoAnswer() {
    for (const QString& file : QDir(QString::fromLatin1(kLessons)).entryList({"*.json"})) {
        const Lesson lesson = shippedLesson(file.chopped(5).toLatin1().constData());
        QVERIFY(!lesson.steps.empty());
        const std::vector<AnswerLeak> leaks = answerLeaks(lesson);
        QVERIFY2(
            leaks.empty(),
            qPrintable(file +
                       QStringLiteral(": step %1 (%2) \"%3\"")
                           .arg(leaks.empty() ? 0 : leaks[0].step + 1)
                           .arg(QString::fromStdString(leaks.empty() ? "" : leaks[0].language))
                           .arg(QString::fromStdString(leaks.empty() ? "" : leaks[0].written))));
    }
    // A unit the text writes converts as a typed answer does: 2 200 MB is the 2.19 GB step 5
    // asks for.
    Lesson lesson = shippedLesson("ch6-choose-layout");
    lesson.steps.at(4).text.byLanguage["en"] = "In all, 2 200 MB per chip.";
    QCOMPARE(answerLeaks(lesson).size(), size_t(1));
}

SHARDSCOPE_TEST_APPLESS_MAIN(TestLessonCheck)
#include "tst_lesson_check.moc"
