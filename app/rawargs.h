#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace shardscope {

// A file name on Linux is bytes, not text: `café.json` written in Latin-1 holds the byte 0xE9,
// which is not UTF-8. Qt decodes such a byte to U+FFFD and encodes U+FFFD back as three other
// bytes, so a name that went through QString would open or create another file. The command
// line keeps the bytes instead: each byte that is not part of valid UTF-8 becomes one code unit
// U+DC80..U+DCFF (a lone surrogate, which no valid text holds) and turns back into that byte.

/** The argument's bytes as text, losslessly (see above). */
QString argumentText(const QByteArray& bytes);
/** The arguments the program got, each decoded with argumentText. */
QStringList argumentList(int argc, char** argv);
/** The bytes `text` came from: argumentText's inverse; UTF-8 for ordinary text. */
QByteArray pathBytes(const QString& text);
/** Whether Qt's own file functions name the same file as pathBytes (the name is valid UTF-8). */
bool qtKeepsBytes(const QString& text);
/** `text` for a message: each byte that is not UTF-8 is written \xE9. */
QString displayPath(const QString& text);

/**
 * Creates the folder `dir` (and its parents) by its bytes, opens it and sets `usable` to a name
 * Qt can spell for it (/proc/self/fd/N, valid while the program runs): the way to write into a
 * folder whose name is not UTF-8. Empty string, or why not.
 */
QString openFolder(const QString& dir, QString* usable);
/**
 * Opens the file `path` by its bytes for reading and sets `usable` to a name Qt can spell for it
 * (/proc/self/fd/N, valid while the program runs): the way to read a file whose name is not
 * UTF-8. Empty string, or why not.
 */
QString openFileForReading(const QString& path, QString* usable);

} // namespace shardscope
