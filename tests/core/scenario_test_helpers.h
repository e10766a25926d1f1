#pragma once

// What both scenario file tests need: the test data folder and bytes as the parser takes them.
#include <QByteArray>
#include <QDir>
#include <QString>

#include <string>

namespace shardscope::scenariotest {

inline QString dataFile(const char* name) {
    return QDir(QStringLiteral(SHARDSCOPE_TEST_DATA)).filePath(QString::fromLatin1(name));
}

inline std::string text(const QByteArray& bytes) {
    return std::string(bytes.constData(), bytes.size());
}

} // namespace shardscope::scenariotest
