// What a student types into a lesson question's answer box, read in the three UI languages.
#include "answer_input.h"
#include "failonqtwarnings.h"
#include "testarea.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(shardscope::AnswerUnit)

namespace shardscope {

class TestAnswerInput : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { testing::failOnQtWarnings(); }
    void parses_data();
    void parses();
    void labels();
    void refuses_data();
    void refuses();
    void convertsToTheQuestionsUnit_data();
    void convertsToTheQuestionsUnit();
    void offByThousands_data();
    void offByThousands();
    void smallerUnits();
    void unitIds();
};

void TestAnswerInput::parses_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");
    QTest::addColumn<AnswerUnit>("unit");
    auto row = [](const char* lang, const char* typed, double value,
                  AnswerUnit unit = AnswerUnit::None) {
        QTest::addRow("%s %s", lang, typed)
            << QString::fromLatin1(lang) << QString::fromUtf8(typed) << value << unit;
    };
    using U = AnswerUnit;
    // Plain numbers, group separators, decimal marks.
    row("en", "850", 850);
    row("en", " 0.599 ", 0.599);
    row("en", "435 200", 435200);
    row("en", "435,200", 435200);        // en: a comma before three digits groups them
    row("en", "1,234,567.5", 1234567.5); // both marks: the last one is the decimal
    row("en", "0,6", 0.6);               // a decimal comma all the same
    row("en", "0,599", 0.599);           // "0," starts no group: decimal
    row("en", "2e9", 2e9);
    row("en", "-1.5", -1.5);
    row("ru", "0,6", 0.6);
    row("ru", "435,2", 435.2);
    row("ru", "435,200", 435.2);       // ru: the comma is the decimal mark
    row("ru", "435\u00a0200", 435200); // the no-break space Russian numbers use
    row("ru", "1 234,5", 1234.5);
    row("zh_CN", "435,200", 435200);
    row("zh_CN", "0.6", 0.6);
    // Magnitude suffixes.
    row("en", "435k", 435000);
    row("en", "435.2k", 435200);
    row("en", "4M", 4e6);
    row("en", "1.5 G", 1.5e9);
    row("ru", "435 тыс.", 435000);
    row("ru", "435,2 тыс", 435200);
    row("ru", "4 млн", 4e6);
    row("ru", "70 млрд", 7e10);
    row("zh_CN", "43.52万", 435200);
    row("zh_CN", "700亿", 7e10);
    row("zh_CN", "435千", 435000);
    // Units.
    row("en", "0.6 ms", 0.6, U::Milliseconds);
    row("en", "599 µs", 599, U::Microseconds);
    row("en", "599 μs", 599, U::Microseconds); // the Greek mu a phone keyboard gives
    row("en", "599us", 599, U::Microseconds);
    row("en", "599000 ns", 599000, U::Nanoseconds);
    row("en", "1.67 s", 1.67, U::Seconds);
    row("en", "2.19 GB", 2.19, U::GB);
    row("en", "2190 MB", 2190, U::MB);
    row("en", "75.1%", 75.1, U::Percent);
    row("ru", "0,6 мс", 0.6, U::Milliseconds);
    row("ru", "599 мкс", 599, U::Microseconds);
    row("ru", "1,67 с", 1.67, U::Seconds);
    row("ru", "5 нс", 5, U::Nanoseconds);
    row("ru", "2,19 ГБ", 2.19, U::GB);
    row("ru", "2190 МБ", 2190, U::MB);
    row("zh_CN", "0.6毫秒", 0.6, U::Milliseconds);
    row("zh_CN", "599 微秒", 599, U::Microseconds);
    row("zh_CN", "1.67秒", 1.67, U::Seconds);
    row("zh_CN", "5纳秒", 5, U::Nanoseconds);
    // A magnitude and a unit: "1.5k ms" is 1500 ms.
    row("en", "1.5k ms", 1500, U::Milliseconds);
    // Magnitude words, and tokens named after the number.
    row("en", "9.6 billion", 9.6e9);
    row("en", "9.6B", 9.6e9);
    row("en", "435 thousand", 435000);
    row("ru", "9,6 млрд", 9.6e9);
    row("en", "435,200 tokens", 435200, U::Tokens);
    row("en", "1 token", 1, U::Tokens);
    row("ru", "435 200 токенов", 435200, U::Tokens);
    row("ru", "2 токена", 2, U::Tokens);
    row("zh_CN", "435200 个 token", 435200, U::Tokens);
    row("en", "435k tokens", 435000, U::Tokens);
}

void TestAnswerInput::parses() {
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(double, value);
    QFETCH(AnswerUnit, unit);
    const std::optional<TypedAnswer> t =
        parseTypedAnswer(typed.toStdString(), language.toStdString());
    QVERIFY(t);
    QVERIFY2(std::fabs(t->value - value) <= 1e-12 * std::fabs(value),
             qPrintable(QString::number(t->value, 'g', 17)));
    QCOMPARE(t->unit, unit);
}

// "TP 4", "4 TP", "fsdp 512": the layout word is kept apart from the number; a word that only
// starts with one (TPU) is not it.
void TestAnswerInput::labels() {
    for (const char* lang : {"en", "ru", "zh_CN"}) {
        const auto tp = parseTypedAnswer("TP 4", lang);
        QVERIFY(tp && tp->value == 4 && tp->label == "TP");
        const auto after = parseTypedAnswer("4 TP", lang);
        QVERIFY(after && after->value == 4 && after->label == "TP");
        const auto fsdp = parseTypedAnswer("fsdp 512", lang);
        QVERIFY(fsdp && fsdp->value == 512 && fsdp->label == "FSDP");
        QVERIFY(!parseTypedAnswer("TPU 4", lang));
        QVERIFY(!parseTypedAnswer("TP", lang));
        const auto plain = parseTypedAnswer("4", lang);
        QVERIFY(plain && plain->label.empty());
    }
    QVERIFY(labelNamesKey("TP", "search.best.tp"));
    QVERIFY(labelNamesKey("TP", "thresholds.tp_min_for_sequences"));
    QVERIFY(labelNamesKey("FSDP", "search.best.fsdp"));
    QVERIFY(!labelNamesKey("TP", "search.best.fsdp"));
    QVERIFY(!labelNamesKey("TP", "layer.crossover_batch"));
    QVERIFY(labelNamesKey("", "layer.crossover_batch"));
}

void TestAnswerInput::refuses_data() {
    QTest::addColumn<QString>("typed");
    for (const char* typed : {"", "abc", "k", "ms", "1.2.3", "1,2,3", "5 m", "5 minutes", "inf",
                              "nan", "0x10", "1e999", "5 ms ms", "5 kk"})
        QTest::newRow(typed) << QString::fromUtf8(typed);
}

void TestAnswerInput::refuses() {
    QFETCH(QString, typed);
    for (const char* lang : {"en", "ru", "zh_CN"})
        QVERIFY2(!parseTypedAnswer(typed.toStdString(), lang), lang);
}

void TestAnswerInput::convertsToTheQuestionsUnit_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<AnswerUnit>("typedUnit");
    QTest::addColumn<AnswerUnit>("questionUnit");
    QTest::addColumn<double>("converted"); // NaN: no unit of the question's kind
    using U = AnswerUnit;
    const double none = std::nan("");
    QTest::newRow("bare") << 0.6 << U::None << U::Milliseconds << 0.6;
    QTest::newRow("same") << 0.6 << U::Milliseconds << U::Milliseconds << 0.6;
    QTest::newRow("µs for ms") << 599.0 << U::Microseconds << U::Milliseconds << 0.599;
    QTest::newRow("s for ms") << 0.000599 << U::Seconds << U::Milliseconds << 0.599;
    QTest::newRow("ns for ms") << 599000.0 << U::Nanoseconds << U::Milliseconds << 0.599;
    QTest::newRow("MB for GB") << 2190.0 << U::MB << U::GB << 2.19;
    QTest::newRow("GB for ms") << 2.0 << U::GB << U::Milliseconds << none;
    QTest::newRow("ms without unit") << 2.0 << U::Milliseconds << U::None << none;
    QTest::newRow("% for tokens") << 2.0 << U::Percent << U::Tokens << none;
    QTest::newRow("% for percent") << 75.0 << U::Percent << U::Percent << 75.0;
}

void TestAnswerInput::convertsToTheQuestionsUnit() {
    QFETCH(double, value);
    QFETCH(AnswerUnit, typedUnit);
    QFETCH(AnswerUnit, questionUnit);
    QFETCH(double, converted);
    const std::optional<double> v =
        typedInUnit(TypedAnswer{value, typedUnit, {}, {}}, questionUnit);
    if (std::isnan(converted)) {
        QVERIFY(!v);
    } else {
        QVERIFY(v);
        QVERIFY2(std::fabs(*v - converted) <= 1e-12 * converted, qPrintable(QString::number(*v)));
    }
}

void TestAnswerInput::offByThousands_data() {
    QTest::addColumn<double>("typed");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("power");
    QTest::newRow("µs for ms") << 599.0 << 0.599 << 3;
    QTest::newRow("within the tolerance") << 610.0 << 0.599 << 3;
    QTest::newRow("ns for ms") << 599000.0 << 0.599 << 6;
    QTest::newRow("s for ms") << 0.0006 << 0.599 << -3;
    QTest::newRow("tokens for k tokens") << 435.0 << 435200.0 << -3;
    QTest::newRow("right") << 0.6 << 0.599 << 0;
    QTest::newRow("just wrong") << 0.9 << 0.599 << 0;
    QTest::newRow("100 times") << 59.9 << 0.599 << 0;
    QTest::newRow("zero answer") << 0.0 << 0.0 << 0;
    QTest::newRow("billions typed for billions") << 9.6e9 << 9.6 << 9;
    QTest::newRow("parameters for billions") << 9.6 << 9.6e9 << -9;
}

void TestAnswerInput::offByThousands() {
    QFETCH(double, typed);
    QFETCH(double, expected);
    QFETCH(int, power);
    QCOMPARE(offByPowerOfThousand(typed, expected, 0.05), power);
}

void TestAnswerInput::smallerUnits() {
    using U = AnswerUnit;
    QCOMPARE(unitSmallerBy(U::Milliseconds, 3), U::Microseconds);
    QCOMPARE(unitSmallerBy(U::Milliseconds, 6), U::Nanoseconds);
    QCOMPARE(unitSmallerBy(U::Milliseconds, -3), U::Seconds);
    QCOMPARE(unitSmallerBy(U::GB, 3), U::MB);
    QCOMPARE(unitSmallerBy(U::GB, 9), U::Bytes);
    QVERIFY(!unitSmallerBy(U::Seconds, -3));
    QVERIFY(!unitSmallerBy(U::Tokens, 3));
    QVERIFY(!unitSmallerBy(U::None, 3));
}

// docs/lesson-format.md lists them.
void TestAnswerInput::unitIds() {
    const std::vector<std::string> documented = {"s",  "ms", "us",     "ns",     "bytes",
                                                 "MB", "GB", "tokens", "percent"};
    QCOMPARE(answerUnitIds(), documented);
    for (const std::string& id : documented)
        QVERIFY(answerUnitFromId(id));
    QVERIFY(!answerUnitFromId("µs"));
}

} // namespace shardscope

SHARDSCOPE_TEST_GUILESS_MAIN(shardscope::TestAnswerInput)
#include "tst_answer_input.moc"
