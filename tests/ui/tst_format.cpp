// Numbers for people: parsing what users type and formatting units.
#include "common/format.h"
#include "common/languagemanager.h"
#include "failonqtwarnings.h"
#include "testarea.h"

#include <QLocale>
#include <QtTest>

using namespace shardscope;

class TestFormat : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        testing::failOnQtWarnings();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void parse_data();
    void parse();
    void units_data();
    void units();
    void countsInTheReadersWords_data();
    void countsInTheReadersWords();
    void russianDecimalComma();
};

void TestFormat::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("integer") << "4194304" << true << 4194304.0;
    QTest::newRow("exponent") << "4e6" << true << 4e6;
    QTest::newRow("k") << "48k" << true << 48e3;
    QTest::newRow("M") << "4M" << true << 4e6;
    QTest::newRow("Mi") << "4Mi" << true << 4194304.0;
    QTest::newRow("Ki lower") << "16ki" << true << 16384.0;
    QTest::newRow("G decimal") << "1.5G" << true << 1.5e9;
    QTest::newRow("thin spaces") << "4 194 304" << true << 4194304.0;
    QTest::newRow("comma groups") << "4,194,304" << true << 4194304.0;
    QTest::newRow("decimal comma") << "1,5M" << true << 1.5e6;
    QTest::newRow("empty") << "" << false << 0.0;
    QTest::newRow("letters") << "abc" << false << 0.0;
    QTest::newRow("zero") << "0" << false << 0.0;
    QTest::newRow("negative") << "-4" << false << 0.0;
    QTest::newRow("unknown suffix") << "4X" << false << 0.0;
    QTest::newRow("overflow") << "1e400" << false << 0.0;
}

void TestFormat::parse() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double v = 0;
    QCOMPARE(format::parseTokens(text, &v), ok);
    if (ok)
        QCOMPARE(v, value);
}

void TestFormat::units_data() {
    QTest::addColumn<QString>("actual");
    QTest::addColumn<QString>("expected");
    QTest::newRow("µs") << format::seconds(373e-6) << "373 µs";
    QTest::newRow("ms trimmed") << format::seconds(1.2e-3) << "1.2 ms";
    QTest::newRow("days") << format::seconds(17 * 86400.0) << "17 days";
    QTest::newRow("tokens k") << format::tokens(435200) << "435 k";
    QTest::newRow("tokens M") << format::tokens(1048576) << "1.05 M";
    QTest::newRow("bytes GB") << format::bytes(96e9) << "96 GB";
    QTest::newRow("bytes TB") << format::bytes(1.26e12) << "1.26 TB";
    QTest::newRow("flops") << format::flops(4.59e14) << "459 TFLOP/s";
    QTest::newRow("count B") << format::count(70.552e9) << "70.6 B";
    QTest::newRow("compact tick") << format::compact(1e6) << "1 M";
    // Unitless numbers never take SI prefixes ("10m" reads as metres).
    QTest::newRow("plain 0.01") << format::plain(0.01) << "0.01";
    QTest::newRow("plain 0.001") << format::plain(0.001) << "0.001";
    QTest::newRow("plain 1e-5") << format::plain(1e-5) << "10⁻⁵";
    QTest::newRow("plain 3.2e-5") << format::plain(3.2e-5) << "3.2·10⁻⁵";
    QTest::newRow("plain 12800") << format::plain(12800) << "12,800";
    // Every tick of a time axis down to picoseconds reads differently (no "0 ns" twice).
    QTest::newRow("ns 0.1") << format::seconds(1e-10) << "100 ps";
    QTest::newRow("ns 0.001") << format::seconds(1e-12) << "1 ps";
    QTest::newRow("tiny") << format::seconds(1e-15) << "0.001 ps";
    // Nothing at all (no bubble with one stage) reads in seconds, not in the smallest unit.
    QTest::newRow("zero") << format::seconds(0) << "0 s";
    QTest::newRow("grouping") << format::number(8192, 5) << "8,192";
}

void TestFormat::units() {
    QFETCH(QString, actual);
    QFETCH(QString, expected);
    QCOMPARE(actual, expected);
}

void TestFormat::countsInTheReadersWords_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    // Chinese groups by 10⁴: 435 200 = 43.52 万, 1 048 576 ≈ 104.9 万, 70.552e9 ≈ 705.5 亿.
    QTest::newRow("zh 435 200") << "zh_CN" << 435200.0 << "43.5 万";
    QTest::newRow("zh 1 M") << "zh_CN" << 1e6 << "100 万";
    QTest::newRow("zh 1 048 576") << "zh_CN" << 1048576.0 << "105 万";
    QTest::newRow("zh 70.552 B") << "zh_CN" << 70.552e9 << "706 亿";
    QTest::newRow("zh 15 T") << "zh_CN" << 15e12 << "15 万亿";
    QTest::newRow("zh 9 999") << "zh_CN" << 9999.0 << "1 万";
    QTest::newRow("zh 1e7") << "zh_CN" << 1e7
                            << "1000 万"; // no thousands separator inside a myriad
    QTest::newRow("ru 435 200") << "ru" << 435200.0 << "435 тыс.";
    QTest::newRow("ru 1 M") << "ru" << 1e6 << "1 млн";
    QTest::newRow("ru 70.552 B") << "ru" << 70.552e9 << "70,6 млрд";
}

void TestFormat::countsInTheReadersWords() {
    QFETCH(QString, language);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QVERIFY(LanguageManager::instance()->setLanguage(language));
    const QString count = format::count(value);
    const QString tokens = format::tokens(value);
    QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    QCOMPARE(count.simplified(), expected);
    QCOMPARE(tokens, count);
}

void TestFormat::russianDecimalComma() {
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    QCOMPARE(format::number(1.25, 3), QStringLiteral("1,25"));
    double v = 0;
    QVERIFY(format::parseTokens(QStringLiteral("1,5M"), &v));
    QCOMPARE(v, 1.5e6);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

SHARDSCOPE_TEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
