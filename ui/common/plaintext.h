#pragma once

#include <QByteArray>
#include <QString>

class QLabel;
class QMessageBox;
class QWidget;

namespace shardscope {

// Text that comes from a file or the user (hardware and model names, file names, error
// messages quoting a file) is shown as it is written, never taken for markup: a name like
// "<img src=...>" reads literally in every widget and every exported file.

/** Shows `text` in `label` as plain text: no rich text, no links, whatever it holds. */
void setPlainText(QLabel* label, const QString& text);
/** The message box's text as plain text (QMessageBox takes text that looks like HTML as HTML). */
void setPlainText(QMessageBox* box, const QString& text);
/** A modal warning box whose text is plain text (QMessageBox::warning guesses the format). */
void showPlainWarning(QWidget* parent, const QString& title, const QString& text);
/**
 * `text` as rich text that reads exactly as `text`: for what guesses the format itself (a tool
 * tip, a message box's informative text).
 */
QString asRichText(const QString& text);
/** `text` to go inside a rich-text label's markup: escaped, shown literally. */
QString plainInRichText(const QString& text);

/**
 * True for a character XML 1.0 allows in a document: tab, line feed, carriage return,
 * U+0020..U+D7FF, U+E000..U+FFFD and U+10000..U+10FFFF (a surrogate pair's halves count when
 * they form a pair).
 */
bool isXmlChar(char32_t c);
/** `text` with every character XML 1.0 forbids dropped (C0 controls, U+FFFE, lone surrogates). */
QString xmlAllowedText(const QString& text);
/** `text` ready for an XML element's content or a quoted attribute: allowed and escaped. */
QString xmlEscaped(const QString& text);
/**
 * A UTF-8 XML document with every character XML 1.0 forbids dropped, wherever it stands;
 * invalid UTF-8 becomes U+FFFD. The markup is left as it is.
 */
QByteArray xmlAllowedBytes(const QByteArray& utf8);

} // namespace shardscope
