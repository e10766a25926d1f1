#include "figures/figuretext.h"

#include <QTextBoundaryFinder>

#include <qcustomplot.h>

namespace shardscope {

namespace {

QRectF textRect(const QFont& font, const QString& text) {
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop,
                                            text);
}

// Where QCPAxis draws its tick labels and its label: outside the axis rect, past the
// ticks and the paddings, tick labels centred on their ticks (QCPAxisPainterPrivate).
void addAxisTexts(QCPAxis* axis, QList<TextItem>* out) {
    if (!axis->visible())
        return;
    const QRectF r = axis->axisRect()->rect();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const double base =
        axis->offset() + std::max(0, axis->tickLengthOut()) + axis->tickLabelPadding();
    double depth = 0; // how far the tick labels reach outwards
    if (axis->tickLabels()) {
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
            const double at = axis->coordToPixel(ticks[i]);
            if (labels[i].isEmpty() || (horizontal ? at < r.left() - 1 || at > r.right() + 1
                                                   : at < r.top() - 1 || at > r.bottom() + 1))
                continue;
            QRectF t = textRect(axis->tickLabelFont(), labels[i]);
            depth = std::max(depth, horizontal ? t.height() : t.width());
            switch (axis->axisType()) {
            case QCPAxis::atBottom:
                t.moveCenter({at, r.bottom() + base + t.height() / 2});
                break;
            case QCPAxis::atTop:
                t.moveCenter({at, r.top() - base - t.height() / 2});
                break;
            case QCPAxis::atLeft:
                t.moveCenter({r.left() - base - t.width() / 2, at});
                break;
            case QCPAxis::atRight:
                t.moveCenter({r.right() + base + t.width() / 2, at});
                break;
            }
            out->push_back({labels[i], t});
        }
    }
    if (axis->label().isEmpty())
        return;
    QRectF t = textRect(axis->labelFont(), axis->label());
    const double reach = base + depth + axis->labelPadding();
    switch (axis->axisType()) {
    case QCPAxis::atBottom:
        t.moveCenter({r.center().x(), r.bottom() + reach + t.height() / 2});
        break;
    case QCPAxis::atTop:
        t.moveCenter({r.center().x(), r.top() - reach - t.height() / 2});
        break;
    case QCPAxis::atLeft: // drawn turned by 90°
        t = QRectF(0, 0, t.height(), t.width());
        t.moveCenter({r.left() - reach - t.width() / 2, r.center().y()});
        break;
    case QCPAxis::atRight:
        t = QRectF(0, 0, t.height(), t.width());
        t.moveCenter({r.right() + reach + t.width() / 2, r.center().y()});
        break;
    }
    out->push_back({axis->label(), t});
}

void addLegendTexts(QCPLegend* legend, QList<TextItem>* out) {
    if (!legend->visible())
        return;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!item || !item->visible())
            continue;
        const QString name = item->plottable()->name();
        const QRect cell = item->rect();
        const QRectF t = textRect(item->font(), name);
        const double left = cell.left() + legend->iconSize().width() + legend->iconTextPadding();
        out->push_back(
            {name, QRectF(left, cell.center().y() - t.height() / 2, t.width(), t.height())});
    }
}

} // namespace

QList<TextItem> plotTextItems(QCustomPlot* plot) {
    QList<TextItem> out;
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* text = qobject_cast<QCPTextElement*>(element);
            text && text->visible() && !text->text().isEmpty()) {
            QRectF t = textRect(text->font(), text->text());
            t.moveCenter(QRectF(text->rect()).center());
            out.push_back({text->text(), t});
        } else if (auto* rect = qobject_cast<QCPAxisRect*>(element)) {
            for (QCPAxis* axis : rect->axes())
                addAxisTexts(axis, &out);
        } else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
            addLegendTexts(legend, &out);
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot->item(i));
        if (!label || !label->visible() || label->text().isEmpty())
            continue;
        const QRectF box(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition());
        const QMargins pad = label->padding();
        out.push_back(
            {label->text(),
             box.adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom()).normalized()});
    }
    return out;
}

namespace {

// Punctuation that closes what comes before it stays on that line (UAX #14 classes CL, CP,
// IS, EX): a Chinese line never starts with "，". So does "%", written after a space ("10 %").
bool closesLine(QChar c) {
    static const QString closing = QStringLiteral("，。、；：！？）」』】》,.;:!?)%");
    return closing.contains(c);
}

} // namespace

QString brokenNearMiddle(const QString& text) {
    const int middle = int(text.size()) / 2;
    int best = -1;
    for (int i = 0; i < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ') &&
            !(i + 1 < text.size() && closesLine(text.at(i + 1))) &&
            (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    return best < 0 ? text : text.left(best) + QLatin1Char('\n') + text.mid(best + 1);
}

struct TextMetrics::Cache {
    QHash<QString, int> widths;
    QHash<QPair<int, QString>, QSize> boxes; ///< by flags and text
};

namespace {

// Numbers in labels change with the values: a cache that grows past this starts again.
constexpr qsizetype kMaxRemembered = 4096;

template <typename Key, typename Value, typename Measure>
Value remembered(QHash<Key, Value>& cache, const Key& key, Measure measure) {
    if (const auto known = cache.constFind(key); known != cache.cend())
        return *known;
    if (cache.size() > kMaxRemembered)
        cache.clear();
    const Value value = measure();
    cache.insert(key, value);
    return value;
}

} // namespace

TextMetrics::TextMetrics(const QFont& font) : m_metrics(font) {
    static QHash<QFont, std::shared_ptr<Cache>> byFont;
    std::shared_ptr<Cache>& cache = byFont[font];
    if (!cache)
        cache = std::make_shared<Cache>();
    m_cache = cache;
}

int TextMetrics::horizontalAdvance(const QString& text) const {
    return remembered(m_cache->widths, text, [&] { return m_metrics.horizontalAdvance(text); });
}

QSize TextMetrics::boxSize(int flags, const QString& text) const {
    return remembered(m_cache->boxes, qMakePair(flags, text),
                      [&] { return m_metrics.boundingRect(QRect(), flags, text).size(); });
}

int widestLine(const TextMetrics& metrics, const QString& text) {
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

QString wrappedToWidth(const QString& text, const TextMetrics& metrics, int room) {
    // Lines break where Unicode allows (UAX #14): at spaces, and between Chinese characters,
    // which have no spaces to break at; a piece that starts with a closing mark goes with the
    // one before it ("20 %" moves to the next line whole).
    QStringList pieces;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    for (qsizetype at = finder.toNextBoundary(); at != -1; at = finder.toNextBoundary()) {
        const QString piece = text.mid(start, at - start);
        start = at;
        const QString word = piece.trimmed();
        if (!pieces.isEmpty() && !pieces.last().endsWith(QLatin1Char('\n')) && !word.isEmpty() &&
            closesLine(word.front()))
            pieces.last() += piece;
        else
            pieces << piece;
    }
    QStringList lines{QString()};
    for (QString piece : pieces) {
        const bool mandatory = piece.endsWith(QLatin1Char('\n'));
        if (mandatory)
            piece.chop(1);
        const QString joined = lines.last() + piece;
        if (lines.last().trimmed().isEmpty() || metrics.horizontalAdvance(joined.trimmed()) <= room)
            lines.last() = joined;
        else
            lines << piece;
        if (mandatory)
            lines << QString();
    }
    for (QString& line : lines)
        line = line.trimmed();
    return lines.join(QLatin1Char('\n'));
}

QString withBreakNearMiddle(const QString& text) {
    if (const int paren = int(text.indexOf(QLatin1String(" ("))); paren > 0)
        return text.left(paren) + QLatin1Char('\n') + text.mid(paren + 1);
    return brokenNearMiddle(text);
}

} // namespace shardscope
