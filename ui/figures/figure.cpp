#include "figure.h"

#include "exporter.h"
#include "settingskeys.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace shardscope {

Figure::Figure(QWidget* parent) : QCustomPlot(parent) {
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(), m_theme.font(1.3, true));
    plotLayout()->addElement(0, 0, m_title);
    // The legend sits under the plot, in columns: it never covers the data.
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(2, 0, legend);
    plotLayout()->setRowStretchFactor(2, 0.001);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(3);
    legend->setMargins(QMargins(6, 2, 6, 2));
    setNoAntialiasingOnDrag(true);
    // The plot fills its whole rectangle: the window need not paint its background first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    // Redrawn on every slider step: polylines instead of line segments keep a replot cheap.
    setPlottingHint(QCP::phFastPolylines, true);
    setContextMenuPolicy(Qt::DefaultContextMenu);
    setMinimumSize(320, 240);
    // Wheel zooms and a drag pans the plot; a double-click goes back (resetAxes).
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    setMouseTracking(true);
    connect(this, &QCustomPlot::legendClick, this,
            [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(item))
                    setCurveHidden(entry->plottable(), !curveHidden(entry->plottable()));
            });
    // Live updates draw without antialiasing (a slider step must repaint within a frame);
    // once the values settle, the fine frame follows.
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(150);
    connect(m_settle, &QTimer::timeout, this, [this] {
        setNotAntialiasedElements(QCP::aeNone);
        replot(QCustomPlot::rpQueuedReplot);
    });
}

void Figure::setData(const Scenario& s, const Results& r) {
    m_scenario = s;
    m_results = r;
    m_dirty = true;
    if (isVisible()) {
        setNotAntialiasedElements(QCP::aePlottables | QCP::aeItems);
        m_settle->start();
        draw();
    }
}

void Figure::refresh() {
    // Overlays, hidden curves or the theme may have changed: A's ghosts are redone too.
    m_ghostsDirty = m_pin.has_value();
    draw();
}

void Figure::draw() {
    m_dirty = false;
    redrawFor(size());
    replot(QCustomPlot::rpQueuedReplot);
}

void Figure::redrawFor(QSize available) {
    loadHiddenCurves();
    // Ranges the user zoomed to survive new data until a double-click resets them.
    QList<QPair<QCPAxis*, QCPRange>> kept;
    if (m_userAxes)
        for (QCPAxisRect* rect : axisRects())
            for (QCPAxis* axis : rect->axes())
                kept.append({axis, axis->range()});
    if (m_ghostsDirty)
        captureGhosts();
    legend->setVisible(true); // unless the figure (redraw) or the room (fitLegend) says not
    redraw();
    applyHiddenCurves();
    applyGhosts();
    for (const auto& [axis, range] : kept)
        axis->setRange(range);
    spreadMarkers();
    fitTitle(available.width());
    fitLegend(available);
}

void Figure::fitLegend(QSize available) {
    // As many columns as the widest entry allows: a long Russian entry gets its own line.
    // Digits are measured as the widest number an entry can hold ("FSDP 4096 × TP 4096"),
    // so the columns do not flip while a slider changes "FSDP 512 × TP 8".
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    int entries = 0;
    auto widestIn = [&](const QFont& font) {
        const QFontMetrics metrics(font);
        int widest = 0;
        entries = 0;
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
                ++entries;
                widest = std::max(widest, metrics.horizontalAdvance(
                                              QString(item->plottable()->name())
                                                  .replace(digits, QStringLiteral("00000"))));
            }
        return widest;
    };
    const int chrome = legend->iconSize().width() + legend->iconTextPadding() + 24;
    // One column and still too wide (a long Russian entry or A's name in a small pane): a
    // smaller font, down to 70 %, rather than text past the figure's edge.
    QFont font = m_theme.font(0.9);
    int widest = widestIn(font);
    while (widest + chrome > available.width() - 16 &&
           font.pointSizeF() * 0.93 >= m_theme.fontPoints * 0.7) {
        font.setPointSizeF(font.pointSizeF() * 0.93);
        widest = widestIn(font);
    }
    if (font != legend->font())
        legend->setFont(font);
    const int entry = widest + chrome;
    const int columns = std::clamp((available.width() - 16) / std::max(entry, 1), 1, 4);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-wraps the existing entries
    }
    // A pane too small for its legend (four panes in projector type on a laptop's screen):
    // the plot keeps the room and the hover read-out names the curves instead.
    const int rows = (entries + columns - 1) / columns;
    const int rowHeight = std::max(QFontMetrics(font).height(), legend->iconSize().height()) + 4;
    if (legend->visible() && rows * rowHeight > available.height() * 2 / 5)
        legend->setVisible(false);
    // A hidden element still keeps its row of the layout: the legend leaves it while hidden.
    const bool placed = plotLayout()->hasElement(2, 0) && plotLayout()->element(2, 0) == legend;
    if (legend->visible() && !placed) {
        plotLayout()->addElement(2, 0, legend);
        plotLayout()->setRowStretchFactor(2, 0.001);
    } else if (!legend->visible() && placed) {
        plotLayout()->take(legend);
        plotLayout()->simplify();
    }
}

namespace {

// Before a parenthesis when there is one ("T_math / T_comms\n(above 1: …)"), else at the
// space nearest the middle.
QString withBreakNearMiddle(const QString& text) {
    if (const int paren = int(text.indexOf(QLatin1String(" ("))); paren > 0)
        return text.left(paren) + QLatin1Char('\n') + text.mid(paren + 1);
    const int middle = int(text.size()) / 2;
    int best = -1;
    for (int i = 0; i < text.size(); ++i)
        if (text.at(i) == QLatin1Char(' ') &&
            (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    return best < 0 ? text : text.left(best) + QLatin1Char('\n') + text.mid(best + 1);
}

} // namespace

void Figure::fitTitle(int available) {
    // Shrink a long title (Russian runs a third longer) rather than clip it; when even the
    // smallest size is too wide, two lines (after the colon when there is one).
    QFont font = m_theme.font(1.3, true);
    auto tooWide = [&] {
        const QStringList lines = m_title->text().split(QLatin1Char('\n'));
        int widest = 0;
        for (const QString& line : lines)
            widest = std::max(widest, QFontMetrics(font).horizontalAdvance(line));
        return widest > available - 24;
    };
    while (font.pointSizeF() > m_theme.fontPoints * 0.8 && tooWide())
        font.setPointSizeF(font.pointSizeF() * 0.93);
    if (tooWide() && !m_title->text().contains(QLatin1Char('\n'))) {
        const QString text = m_title->text();
        const int colon = int(text.indexOf(QLatin1String(": ")));
        m_title->setText(colon > 0 ? text.left(colon + 1) + QLatin1Char('\n') + text.mid(colon + 2)
                                   : withBreakNearMiddle(text));
    }
    m_title->setFont(font);
}

namespace {

// `line` broken at spaces into lines no wider than `room` (a word wider than that keeps a line).
QString wrappedToWidth(const QString& line, const QFontMetrics& metrics, int room) {
    QStringList lines;
    for (const QString& word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QLatin1Char('\n'));
}

// An axis title longer than its axis goes on two lines (Russian runs a third longer), and a
// line still longer than the axis (a short pane) on as many as it needs.
bool fitAxisLabel(QCPAxis* axis) {
    const QString label = axis->label();
    if (label.isEmpty() || label.contains(QLatin1Char('\n')))
        return false;
    const QRect r = axis->axisRect()->rect();
    const int room = (axis->orientation() == Qt::Horizontal ? r.width() : r.height()) - 8;
    const QFontMetrics metrics(axis->labelFont());
    if (metrics.horizontalAdvance(label) <= room)
        return false;
    QStringList lines = withBreakNearMiddle(label).split(QLatin1Char('\n'));
    for (QString& line : lines)
        if (metrics.horizontalAdvance(line) > room)
            line = wrappedToWidth(line, metrics, room);
    axis->setLabel(lines.join(QLatin1Char('\n')));
    return true;
}

// A wrapped axis title still longer than its axis (a small pane of the board): a smaller font,
// down to `minPoints`, rather than text past the figure's edge.
bool shrinkAxisLabel(QCPAxis* axis, double minPoints) {
    const QRect r = axis->axisRect()->rect();
    const int room = (axis->orientation() == Qt::Horizontal ? r.width() : r.height()) - 16;
    QFont font = axis->labelFont();
    auto widest = [&] {
        int w = 0;
        for (const QString& line : axis->label().split(QLatin1Char('\n')))
            w = std::max(w, QFontMetrics(font).horizontalAdvance(line));
        return w;
    };
    bool shrunk = false;
    while (widest() > room && font.pointSizeF() * 0.92 >= minPoints) {
        font.setPointSizeF(font.pointSizeF() * 0.92);
        shrunk = true;
    }
    if (shrunk)
        axis->setLabelFont(font);
    return shrunk;
}

// How far the horizontal axes' end tick labels reach past the axis rect's sides.
QMargins tickLabelOverhang(QCPAxisRect* rect) {
    QMargins over;
    for (QCPAxis* axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
        if (!axis->visible() || !axis->tickLabels())
            continue;
        const QFontMetrics metrics(axis->tickLabelFont());
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
            const double at = axis->coordToPixel(ticks[i]);
            if (at < rect->left() - 1 || at > rect->right() + 1)
                continue;
            const double half = metrics.horizontalAdvance(labels[i]) / 2.0;
            over.setLeft(std::max(over.left(), int(std::ceil(rect->left() - (at - half)))));
            over.setRight(std::max(over.right(), int(std::ceil(at + half - rect->right()))));
        }
    }
    return over;
}

// Whether neighbouring tick labels come closer than a few pixels: side by side on a horizontal
// axis, one above the other on a vertical one (a short pane crowds "10 ns" onto "1 µs").
bool ticksCrowded(QCPAxis* axis) {
    if (!axis->visible() || !axis->tickLabels())
        return false;
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const QFontMetrics metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    QVector<QPair<double, double>> spans; // each label's extent along the axis, in pixels
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        const QStringList lines = labels[i].split(QLatin1Char('\n'));
        double extent = horizontal ? 0 : double(metrics.height() * lines.size());
        if (horizontal)
            for (const QString& line : lines)
                extent = std::max(extent, double(metrics.horizontalAdvance(line)));
        const double at = axis->coordToPixel(ticks[i]);
        spans.append({at - extent / 2, at + extent / 2});
    }
    std::sort(spans.begin(), spans.end());
    for (int i = 1; i < spans.size(); ++i)
        if (spans[i].first < spans[i - 1].second + (horizontal ? 6 : 2))
            return true;
    return false;
}

} // namespace

void Figure::updateLayout() {
    // Each layout starts from the tick density the figure asked for; a narrow plot thins it.
    for (auto it = m_preferredTickCount.cbegin(); it != m_preferredTickCount.cend(); ++it)
        it.key()->ticker()->setTickCount(it.value());
    // ... from the margins the figure asked for: the last tick label's overhang is measured
    // anew (the stage names of a wide figure must not keep their room once shortened) ...
    for (QCPAxisRect* rect : axisRects()) {
        if (!m_baseMargins.contains(rect))
            m_baseMargins.insert(rect, rect->minimumMargins());
        else if (rect->minimumMargins() != m_baseMargins.value(rect))
            rect->setMinimumMargins(m_baseMargins.value(rect));
    }
    // ... and from the axis titles' own size: a pane that grew again has room for it.
    for (QCPAxisRect* rect : axisRects())
        for (QCPAxis* axis : rect->axes())
            if (axis->labelFont().pointSizeF() != m_theme.font(1.0).pointSizeF())
                axis->setLabelFont(m_theme.font(1.0));
    QCustomPlot::updateLayout();
    for (int round = 0; round < 4; ++round) {
        bool thinned = false;
        for (QCPAxis* axis : tickedAxes()) {
            const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
            if (!ticksCrowded(axis) || ticker->tickCount() <= 1)
                continue;
            if (!m_preferredTickCount.contains(axis))
                m_preferredTickCount.insert(axis, ticker->tickCount());
            ticker->setTickCount(ticker->tickCount() - 1);
            thinned = true;
        }
        if (!thinned)
            break;
        QCustomPlot::updateLayout();
    }
    // New tick labels (the memory figure's shorter stage names) are measured after a layout.
    if (fitContents())
        QCustomPlot::updateLayout();
    bool again = false;
    for (QCPAxisRect* rect : axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            again |= fitAxisLabel(axis);
            again |= shrinkAxisLabel(axis, m_theme.fontPoints * 0.7);
        }
        // The right margin holds the last tick label's half; the left margin already holds
        // the value axis, whose labels are wider than half an x label.
        const int right = tickLabelOverhang(rect).right() + 4;
        if (right > rect->margins().right()) {
            QMargins minimum = rect->minimumMargins();
            minimum.setRight(right);
            rect->setMinimumMargins(minimum);
            again = true;
        }
    }
    if (again) {
        QCustomPlot::updateLayout();
        // The margins just grown narrow the plot: the figure's own texts are fitted again.
        if (fitContents())
            QCustomPlot::updateLayout();
    }
    keepLabelsInside();
}

void Figure::keepLabelsInside() {
    // A label drawn in the plot ("HBM 80 GB", a band's name) stays inside it: in a short or
    // narrow pane it would otherwise reach over the tick labels or the title.
    for (int i = 0; i < itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(item(i));
        if (!label || !label->visible() || !label->clipToAxisRect() || !label->clipAxisRect())
            continue;
        const QRectF room = label->clipAxisRect()->rect();
        const QRectF box =
            QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition())
                .normalized();
        if (!room.contains(box.center()))
            continue; // not meant to be in this plot
        auto shift = [](double low, double high, double roomLow, double roomHigh) {
            if (high > roomHigh)
                return std::max(roomHigh - high, roomLow - low);
            return low < roomLow ? roomLow - low : 0.0;
        };
        const QPointF by(shift(box.left(), box.right(), room.left(), room.right()),
                         shift(box.top(), box.bottom(), room.top(), room.bottom()));
        if (!by.isNull())
            label->position->setPixelPosition(label->position->pixelPosition() + by);
    }
}

QList<QCPAxis*> Figure::tickedAxes() const {
    QList<QCPAxis*> axes;
    for (QCPAxisRect* rect : axisRects())
        axes << rect->axes();
    return axes;
}

void Figure::resizeEvent(QResizeEvent*) {
    // QCustomPlot lays out and draws at once on every resize, shown or not: a lesson step
    // that rearranges the board paid for three layouts of each figure. Here a hidden figure
    // waits until it is shown, and a shown one draws at the next queued replot, with its
    // title and legend fitted to the new width.
    setViewport(rect());
    m_dirty = true;
    if (isVisible())
        draw();
}

void Figure::showEvent(QShowEvent* event) {
    QCustomPlot::showEvent(event);
    if (m_dirty)
        refresh();
}

void Figure::setTheme(const Theme& theme) {
    m_theme = theme;
    setBackground(theme.background);
    m_title->setFont(theme.font(1.3, true));
    m_title->setTextColor(theme.text);
    legend->setFont(theme.font(0.9));
    legend->setTextColor(theme.text);
    legend->setBrush(theme.labelBackground);
    legend->setBorderPen(QPen(theme.grid));
    for (QCPAxisRect* rect : axisRects())
        styleAxisRect(rect);
    applyTheme();
    m_dirty = true;
    if (isVisible())
        refresh();
}

void Figure::styleAxisRect(QCPAxisRect* rect) {
    for (QCPAxis* axis : rect->axes()) {
        axis->setLabelFont(m_theme.font(1.0));
        axis->setTickLabelFont(m_theme.font(0.9));
        axis->setLabelColor(m_theme.text);
        axis->setTickLabelColor(m_theme.text);
        const QPen axisPen(m_theme.axis,
                           m_theme.projector || m_theme.name == ThemeName::Contrast ? 2 : 1);
        axis->setBasePen(axisPen);
        axis->setTickPen(axisPen);
        axis->setSubTickPen(axisPen);
        axis->grid()->setPen(QPen(m_theme.grid, 1, Qt::DotLine));
        axis->grid()->setSubGridVisible(false);
        // The value axis's lowest label is centred on the corner: x labels start below it.
        if (axis->orientation() == Qt::Horizontal)
            axis->setTickLabelPadding(QFontMetrics(axis->tickLabelFont()).height() / 2 + 3);
    }
}

QPen Figure::pen(const QColor& color, double widthFactor, Qt::PenStyle style) const {
    QPen p(color, m_theme.lineWidth * widthFactor, style);
    p.setCapStyle(Qt::RoundCap);
    return p;
}

QCPScatterStyle Figure::marker(Curve curve, double sizeFactor) const {
    const CurveStyle& style = m_theme.curve(curve);
    QCPScatterStyle::ScatterShape shape = QCPScatterStyle::ssNone;
    switch (style.marker) {
    case Marker::Circle:
        shape = QCPScatterStyle::ssCircle;
        break;
    case Marker::Square:
        shape = QCPScatterStyle::ssSquare;
        break;
    case Marker::Triangle:
        shape = QCPScatterStyle::ssTriangle;
        break;
    case Marker::Diamond:
        shape = QCPScatterStyle::ssDiamond;
        break;
    case Marker::None:
        break;
    }
    QCPScatterStyle scatter(shape, m_theme.lineWidth * 3 * sizeFactor);
    scatter.setPen(QPen(style.colour, std::max(1.0, m_theme.lineWidth * 0.7)));
    scatter.setBrush(m_theme.background);
    return scatter;
}

void Figure::styleCurve(QCPGraph* graph, Curve curve, double widthFactor, int markerEvery) const {
    const CurveStyle& style = m_theme.curve(curve);
    graph->setPen(pen(style.colour, widthFactor, style.line));
    graph->setScatterStyle(marker(curve));
    graph->setScatterSkip(std::max(0, markerEvery - 1));
    graph->setProperty("spreadMarkers", markerEvery == 0);
}

void Figure::spreadMarkers() {
    for (int i = 0; i < graphCount(); ++i) {
        QCPGraph* g = graph(i);
        if (g->property("spreadMarkers").toBool())
            g->setScatterSkip(std::max(0, g->dataCount() / 8 - 1));
    }
}

void Figure::setTitleText(const QString& text) {
    m_title->setText(text);
}

void Figure::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_dirty = true;
        if (isVisible())
            refresh();
    }
    QCustomPlot::changeEvent(event);
}

QImage Figure::render(QSize size, double scale) {
    deselectAll();
    const auto antialiased = antialiasedElements();
    const auto notAntialiased = notAntialiasedElements();
    setNotAntialiasedElements(QCP::aeNone);
    setAntialiasedElements(QCP::aeAll);
    m_ghostsDirty = m_pin.has_value();
    redrawFor(size);
    const QImage image = toPixmap(size.width(), size.height(), scale).toImage();
    setAntialiasedElements(antialiased);
    setNotAntialiasedElements(notAntialiased);
    return image;
}

void Figure::paint(QCPPainter& painter, QSize size, bool transparent) {
    deselectAll();
    const auto antialiased = antialiasedElements();
    const auto notAntialiased = notAntialiasedElements();
    setNotAntialiasedElements(QCP::aeNone);
    setAntialiasedElements(QCP::aeAll);
    m_ghostsDirty = m_pin.has_value();
    redrawFor(size);
    if (transparent)
        setBackground(QBrush(Qt::NoBrush));
    toPainter(&painter, size.width(), size.height());
    if (transparent)
        setBackground(m_theme.background);
    setAntialiasedElements(antialiased);
    setNotAntialiasedElements(notAntialiased);
}

bool Figure::savePngFile(const QString& fileName, QSize size, double scale) {
    return render(size, scale).save(fileName, "PNG");
}

void Figure::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    if (m_theme.projector)
        menu.setFont(m_theme.font()); // a popup does not inherit the window's projector font
    addViewActions(&menu);
    if (!menu.isEmpty())
        menu.addSeparator();
    menu.addAction(tr("Export figure…"), this, &Figure::exportFile);
    menu.addAction(tr("Copy to clipboard"), this, &Figure::copyToClipboard);
    menu.exec(event->globalPos());
}

void Figure::exportFile() {
    QSettings settings;
    const QString dir =
        settings
            .value(settings::figureExportDir,
                   QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
            .toString();
    ExportFormat format = ExportFormat::Png;
    parseExportFormat(settings.value(settings::exportFormat, QStringLiteral("png")).toString(),
                      &format);
    if (format == ExportFormat::Gif)
        format = ExportFormat::Png;
    const QStringList filters{tr("PNG image (*.png)"), tr("SVG drawing (*.svg)"),
                              tr("PDF document (*.pdf)")};
    QString filter = filters.at(int(format));
    const QString fileName = QFileDialog::getSaveFileName(
        this, tr("Export figure"),
        dir + QLatin1Char('/') + id() + QLatin1Char('.') + formatSuffix(format),
        filters.join(QStringLiteral(";;")), &filter);
    if (fileName.isEmpty())
        return;
    settings.setValue(settings::figureExportDir, QFileInfo(fileName).absolutePath());
    // The suffix typed wins over the filter chosen; no known suffix: the filter's.
    ExportOptions options;
    options.theme = m_theme;
    options.format = ExportFormat(std::max(0, int(filters.indexOf(filter))));
    QString file = fileName;
    if (!parseExportFormat(QFileInfo(fileName).suffix().toLower(), &options.format) ||
        options.format == ExportFormat::Gif) {
        options.format = ExportFormat(std::max(0, int(filters.indexOf(filter))));
        file += QLatin1Char('.') + formatSuffix(options.format);
    }
    options.caption = settings.value(settings::exportCaption, true).toBool();
    // Slide-ready: 1920 x 1080 with text and lines scaled twice.
    if (const QString error = exportFigureFile(*this, m_scenario, file, options); !error.isEmpty())
        QMessageBox::warning(this, tr("Export failed"), error);
}

void Figure::copyToClipboard() {
    QApplication::clipboard()->setImage(render(QSize(960, 540), 2.0));
}

} // namespace shardscope
