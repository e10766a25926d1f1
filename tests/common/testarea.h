#pragma once
// One executable per test area (core, cli, ui): each test file registers its test class under
// the file's name, and ctest runs one registered test per process (`tst_ui tst_board [args]`).
// A test still starts from a fresh application, settings and home, as with a main() of its own;
// the area links once instead of once per file.

#include <QtTest>

namespace shardscope::testing {

using AreaTestMain = int (*)(int argc, char** argv);

/** Registers `main` under the base name of `sourceFile` (tst_board.cpp → tst_board). */
int registerAreaTest(const char* sourceFile, AreaTestMain main);

/** The name of the test this process runs (what a test that starts itself again passes). */
const char* currentAreaTest();

} // namespace shardscope::testing

#define SHARDSCOPE_TEST_CONCAT_(a, b) a##b
#define SHARDSCOPE_TEST_CONCAT(a, b) SHARDSCOPE_TEST_CONCAT_(a, b)
// Names numbered by __COUNTER__: an area compiles several test files as one unit (unity build).
#define SHARDSCOPE_AREA_TEST_WRAPPER(TestObject, ...)                                              \
    SHARDSCOPE_AREA_TEST_WRAPPER_N(__COUNTER__, TestObject, __VA_ARGS__)
#define SHARDSCOPE_AREA_TEST_WRAPPER_N(n, TestObject, ...)                                         \
    SHARDSCOPE_AREA_TEST_WRAPPER_NAMED(SHARDSCOPE_TEST_CONCAT(areaTestMain, n),                    \
                                       SHARDSCOPE_TEST_CONCAT(areaTestRegistered, n), TestObject,  \
                                       __VA_ARGS__)
#define SHARDSCOPE_AREA_TEST_WRAPPER_NAMED(name, registered, TestObject, ...)                      \
    namespace {                                                                                    \
    int name(int argc, char** argv) {                                                              \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    const int registered = shardscope::testing::registerAreaTest(__FILE__, name);                  \
    }

/** QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN for a test in an area executable. */
#define SHARDSCOPE_TEST_MAIN(TestObject)                                                           \
    SHARDSCOPE_AREA_TEST_WRAPPER(TestObject, QApplication app(argc, argv);                         \
                                 app.setAttribute(Qt::AA_Use96Dpi, true);)
#define SHARDSCOPE_TEST_GUILESS_MAIN(TestObject)                                                   \
    SHARDSCOPE_AREA_TEST_WRAPPER(TestObject, QCoreApplication app(argc, argv);                     \
                                 app.setAttribute(Qt::AA_Use96Dpi, true);)
#define SHARDSCOPE_TEST_APPLESS_MAIN(TestObject) SHARDSCOPE_AREA_TEST_WRAPPER(TestObject)

/** A test whose main() does more than QTEST_MAIN's (`int main(int, char**)` named otherwise). */
#define SHARDSCOPE_TEST_CUSTOM_MAIN(function)                                                      \
    namespace {                                                                                    \
    const int SHARDSCOPE_TEST_CONCAT(areaTestRegistered, __COUNTER__) =                            \
        shardscope::testing::registerAreaTest(__FILE__, function);                                 \
    }
