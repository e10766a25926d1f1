#include "common/plaintext.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

#include <algorithm>

namespace shardscope {

void setPlainText(QLabel* label, const QString& text) {
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
}

void setPlainText(QMessageBox* box, const QString& text) {
    box->setTextFormat(Qt::PlainText);
    box->setText(text);
}

void showPlainWarning(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, QString(), QMessageBox::Ok, parent);
    setPlainText(&box, text);
    box.exec();
}

QString asRichText(const QString& text) {
    // Qt::convertFromPlainText gives rich text that reads as `text` does, so a guess at rich
    // text always finds markup, and the markup only ever escapes `text`.
    return text.isEmpty() ? text : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString plainInRichText(const QString& text) {
    return text.toHtmlEscaped();
}

bool isXmlChar(char32_t c) {
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) ||
           (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

QString xmlAllowedText(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
        } else if (!c.isSurrogate() && isXmlChar(c.unicode())) {
            out += c;
        }
    }
    return out;
}

QString xmlEscaped(const QString& text) {
    QString out = xmlAllowedText(text).toHtmlEscaped();
    out.replace(u'\'', QLatin1String("&#39;"));
    return out;
}

QByteArray xmlAllowedBytes(const QByteArray& utf8) {
    const bool clean = std::all_of(utf8.begin(), utf8.end(), [](char b) {
        const auto u = static_cast<unsigned char>(b);
        return u >= 0x20 ? u < 0x80 : u == 0x9 || u == 0xA || u == 0xD;
    });
    if (clean)
        return utf8;
    return xmlAllowedText(QString::fromUtf8(utf8)).toUtf8();
}

} // namespace shardscope
