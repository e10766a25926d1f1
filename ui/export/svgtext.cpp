#include "export/svgtext.h"

#include <QFont>
#include <QFontInfo>
#include <QHash>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace shardscope {

namespace {

// One <text> element as QSvgGenerator writes it: attributes before x, x, y, attributes after
// (font-size among them), its words.
const QRegularExpression& textElement() {
    static const QRegularExpression element(
        QStringLiteral("<text ([^>]*?)x=\"([^\"]*)\" y=\"([^\"]*)\"([^>]*)>([^<]*)</text>"));
    return element;
}

double fontSize(const QString& attributes) {
    static const QRegularExpression size(QStringLiteral("font-size=\"([^\"]*)\""));
    return size.match(attributes).captured(1).toDouble();
}

// Runs of one line: the same look and baseline, one straight after the other (the second
// starts right of the first, no further than an em a character: a label elsewhere on the
// line, with a gap, is not a run of it). Whitespace, or a group closed and opened again just
// like it, may stand between them.
bool nextRun(const QRegularExpressionMatch& a, qsizetype characters,
             const QRegularExpressionMatch& b) {
    if (a.captured(1) != b.captured(1) || a.captured(3) != b.captured(3) ||
        a.captured(4) != b.captured(4))
        return false;
    const double step = b.captured(2).toDouble() - a.captured(2).toDouble();
    return step > 0 && step <= fontSize(a.captured(4)) * double(characters) + 1;
}

// Between two runs Qt may close the group and open one just like it (a caption drawn run by
// run sets the painter's state again): still the same line. `before`: the SVG up to the first run.
bool groupReopened(QStringView before, QStringView between) {
    const qsizetype open = before.lastIndexOf(QLatin1String("<g "));
    const qsizetype end = open < 0 ? -1 : before.indexOf(QLatin1Char('>'), open);
    if (end < 0)
        return false;
    const QStringView tag = before.mid(open, end + 1 - open);
    const QStringView rest = between.trimmed();
    return rest.startsWith(QLatin1String("</g>")) && rest.mid(4).trimmed() == tag;
}

QString mergedRuns(const QString& svg) {
    QString out;
    qsizetype copied = 0;
    std::optional<QRegularExpressionMatch> open; // the element runs are being joined onto
    QString words;
    auto close = [&](qsizetype end) {
        if (open) {
            out += QStringLiteral("<text %1x=\"%2\" y=\"%3\"%4>%5</text>")
                       .arg(open->captured(1), open->captured(2), open->captured(3),
                            open->captured(4), words);
            copied = end;
            open.reset();
        }
    };
    for (auto it = textElement().globalMatch(svg); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QStringView between = QStringView(svg).mid(copied, m.capturedStart() - copied);
        if (open &&
            (between.trimmed().isEmpty() ||
             groupReopened(QStringView(svg).left(open->capturedStart()), between)) &&
            nextRun(*open, words.size(), m)) {
            words += m.captured(5);
            copied = m.capturedEnd();
            continue;
        }
        close(copied);
        out += QStringView(svg).mid(copied, m.capturedStart() - copied);
        open = m;
        words = m.captured(5);
        copied = m.capturedEnd();
    }
    close(copied);
    out += QStringView(svg).mid(copied);
    return out;
}

// font-family="Sans Serif" → font-family="'DejaVu Sans', sans-serif" (what Qt drew with).
QString resolvedFamilies(const QString& svg) {
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    QHash<QString, QString> resolved;
    QString out;
    qsizetype last = 0;
    for (auto it = family.globalMatch(svg); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1);
        auto known = resolved.find(name);
        if (known == resolved.end()) {
            QFont font(name);
            font.setStyleHint(QFont::SansSerif);
            known = resolved.insert(
                name,
                QStringLiteral("font-family=\"'%1', sans-serif\"").arg(QFontInfo(font).family()));
        }
        out += QStringView(svg).mid(last, m.capturedStart() - last);
        out += *known;
        last = m.capturedEnd();
    }
    out += QStringView(svg).mid(last);
    return out;
}

} // namespace

QByteArray portableSvgText(const QByteArray& svg) {
    return resolvedFamilies(mergedRuns(QString::fromUtf8(svg))).toUtf8();
}

} // namespace shardscope
