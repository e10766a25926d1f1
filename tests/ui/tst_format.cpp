// Numbers for people: parsing what users type and formatting units.
#include "format.h"

#include <QLocale>
#include <QtTest>

using namespace shardscope;

class TestFormat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void parse_data();
    void parse();
    void units_data();
    void units();
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
    QTest::newRow("compact tick") << format::compact(1e6) << "1M";
    QTest::newRow("grouping") << format::number(8192, 5) << "8,192";
}

void TestFormat::units() {
    QFETCH(QString, actual);
    QFETCH(QString, expected);
    QCOMPARE(actual, expected);
}

void TestFormat::russianDecimalComma() {
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    QCOMPARE(format::number(1.25, 3), QStringLiteral("1,25"));
    double v = 0;
    QVERIFY(format::parseTokens(QStringLiteral("1,5M"), &v));
    QCOMPARE(v, 1.5e6);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
