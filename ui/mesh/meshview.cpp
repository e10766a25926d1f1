#include "meshview.h"

#include "format.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace shardscope {

namespace {

constexpr long long kMaxChips = 1 << 18; // more is not a picture any more
constexpr double kGapX = 0.6;            // world units (cells) between slices
constexpr double kGapY = 0.6;
constexpr double kStepSeconds = 1.2;    // one uniform step at speed 1
constexpr double kMinStepSeconds = 0.3; // floor of a proportional step, so it stays visible
constexpr double kTransitionSeconds = 0.25;
constexpr double kMinZoom = 0.25, kMaxZoom = 256;

enum class Mode { Cells, Blocks, Detail };

const QColor kBackground(251, 251, 253);
const QColor kInk(33, 37, 41);
const QColor kMuted(108, 117, 125);
const QColor kMatrixBg(233, 237, 242);
const QColor kMatrixLine(154, 165, 177);
const QColor kReplicated(150, 160, 178);
const QColor kFsdpOutline(240, 140, 0);
const QColor kTpOutline(11, 114, 133);
const QColor kAccent(212, 63, 58);

QColor kindColor(StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return {106, 165, 106};
    case StepKind::AllGather:
        return {79, 134, 198};
    case StepKind::ReduceScatter:
        return {224, 138, 60};
    case StepKind::AllReduce:
        return {155, 107, 195};
    }
    return kMuted;
}

QString tensorName(TensorId id) {
    switch (id) {
    case TensorId::In:
        return QStringLiteral("In");
    case TensorId::WIn:
        return QStringLiteral("W_in");
    case TensorId::WOut:
        return QStringLiteral("W_out");
    case TensorId::Out:
        return QStringLiteral("Out");
    case TensorId::Tmp:
        return QStringLiteral("Tmp");
    case TensorId::DOut:
        return QStringLiteral("dOut");
    case TensorId::DTmp:
        return QStringLiteral("dTmp");
    case TensorId::DIn:
        return QStringLiteral("dIn");
    case TensorId::DWIn:
        return QStringLiteral("dW_in");
    case TensorId::DWOut:
        return QStringLiteral("dW_out");
    }
    return {};
}

QString dimLetter(Dim d) {
    return d == Dim::B   ? QStringLiteral("B")
           : d == Dim::D ? QStringLiteral("D")
                         : QStringLiteral("F");
}

QString axisLetter(MeshAxis a) {
    switch (a) {
    case MeshAxis::Fsdp:
        return QStringLiteral("X");
    case MeshAxis::Tp:
        return QStringLiteral("Y");
    case MeshAxis::Pods:
        return QStringLiteral("pods");
    case MeshAxis::None:
        break;
    }
    return {};
}

// The book's notation: W_in[D_X, F_Y] {U_X}.
QString notation(const TensorRef& t) {
    auto dim = [](Dim d, MeshAxis a) {
        return a == MeshAxis::None ? dimLetter(d) : dimLetter(d) + QLatin1Char('_') + axisLetter(a);
    };
    QString s = tensorName(t.id) + QLatin1Char('[') + dim(t.rows, t.rowShard) +
                QStringLiteral(", ") + dim(t.cols, t.colShard) + QLatin1Char(']');
    if (t.partialSum != MeshAxis::None)
        s += QStringLiteral(" {U_") + axisLetter(t.partialSum) + QLatin1Char('}');
    return s;
}

// Exact ranges: W_in[D 2048:3072, F 12288:16384].
QString rangeText(TensorId id, Dim rows, Dim cols, const Block& b) {
    return QStringLiteral("%1[%2 %3:%4, %5 %6:%7]")
        .arg(tensorName(id), dimLetter(rows))
        .arg(b.rows.begin)
        .arg(b.rows.end)
        .arg(dimLetter(cols))
        .arg(b.cols.begin)
        .arg(b.cols.end);
}

QString flopsText(double f) {
    if (f >= 1e12)
        return MeshView::tr("%1 TFLOP").arg(format::number(f / 1e12));
    if (f >= 1e9)
        return MeshView::tr("%1 GFLOP").arg(format::number(f / 1e9));
    return MeshView::tr("%1 MFLOP").arg(format::number(f / 1e6));
}

QString strategyName(Strategy s) {
    switch (s) {
    case Strategy::DP:
        return MeshView::tr("DP");
    case Strategy::FSDP:
        return MeshView::tr("FSDP");
    case Strategy::TP:
        return MeshView::tr("TP");
    case Strategy::FsdpTp:
        return MeshView::tr("FSDP+TP");
    }
    return {};
}

QString kindName(StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return MeshView::tr("matmul");
    case StepKind::AllGather:
        return MeshView::tr("AllGather");
    case StepKind::ReduceScatter:
        return MeshView::tr("ReduceScatter");
    case StepKind::AllReduce:
        return MeshView::tr("AllReduce");
    }
    return {};
}

QString kindShort(StepKind k) {
    switch (k) {
    case StepKind::Matmul:
        return {};
    case StepKind::AllGather:
        return MeshView::tr("AG", "AllGather, short");
    case StepKind::ReduceScatter:
        return MeshView::tr("RS", "ReduceScatter, short");
    case StepKind::AllReduce:
        return MeshView::tr("AR", "AllReduce, short");
    }
    return {};
}

// The timeline's short name of a step: "AG W_in", "In·W_in".
QString shortName(const ScheduleStep& st) {
    if (st.kind == StepKind::Matmul)
        return tensorName(st.lhs.id) + QStringLiteral("·") + tensorName(st.rhs.id);
    QString s = kindShort(st.kind) + QLatin1Char(' ') + tensorName(st.result.id);
    if (st.axis == MeshAxis::Pods)
        s += QStringLiteral(" (") + MeshView::tr("pods") + QLatin1Char(')');
    return s;
}

// The full formula of a step: W_in[D, F_Y] = AllGather_X(W_in[D_X, F_Y]).
QString formula(const ScheduleStep& st) {
    if (st.kind == StepKind::Matmul)
        return QStringLiteral("%1 = %2 ·_%3 %4")
            .arg(notation(st.result), notation(st.lhs), dimLetter(st.contract), notation(st.rhs));
    return QStringLiteral("%1 = %2_%3(%4)")
        .arg(notation(st.result), kindName(st.kind), axisLetter(st.axis), notation(st.lhs));
}

// Which of the four small matrices a tensor is drawn in: In, W_in, W_out, Out.
int slotOf(TensorId id) {
    switch (id) {
    case TensorId::In:
    case TensorId::DIn:
        return 0;
    case TensorId::WIn:
    case TensorId::DWIn:
        return 1;
    case TensorId::WOut:
    case TensorId::DWOut:
        return 2;
    case TensorId::Out:
    case TensorId::DOut:
        return 3;
    case TensorId::Tmp:
    case TensorId::DTmp:
        break;
    }
    return -1;
}

bool shardedOver(const TensorRef& t, MeshAxis a) {
    return t.rowShard == a || t.colShard == a;
}

int positiveMod(long long a, long long p) {
    return int(((a % p) + p) % p);
}

// Where the mesh's cells sit, in world units of one cell.
struct Geometry {
    std::vector<long long> mesh;
    int cols = 1, rows = 1, slices = 1, perRow = 1;
    bool wrapped = false;  // a 1-D mesh folded into rows
    double labelWorld = 0; // room above each slice for its label
    QSizeF world;

    double pitchX() const { return cols + kGapX; }
    double pitchY() const { return rows + kGapY + labelWorld; }
    QPointF sliceOrigin(int slice) const {
        return {(slice % perRow) * pitchX(), (slice / perRow) * pitchY() + labelWorld + kGapY / 2};
    }
    int sliceOf(const ChipLayout& c) const {
        if (wrapped || mesh.size() < 3)
            return 0;
        return c.coord[2] + int(mesh[2]) * c.coord[3];
    }
    QPointF cellPos(const ChipLayout& c) const {
        if (wrapped)
            return {double(c.coord[0] % cols), double(c.coord[0] / cols)};
        return sliceOrigin(sliceOf(c)) + QPointF(c.coord[0], mesh.size() > 1 ? c.coord[1] : 0);
    }
    // The chip index under a world point, or -1.
    int chipAt(QPointF w, const MeshLayout& layout) const {
        if (w.x() < 0 || w.y() < 0)
            return -1;
        if (wrapped) {
            const long long x = (long long)std::floor(w.x()), y = (long long)std::floor(w.y());
            const long long i = y * cols + x;
            return x < cols && i < layout.chipCount() ? int(i) : -1;
        }
        const int sc = int(w.x() / pitchX()), sr = int(w.y() / pitchY());
        if (sc >= perRow)
            return -1;
        const int slice = sr * perRow + sc;
        if (slice >= slices)
            return -1;
        const QPointF local = w - sliceOrigin(slice);
        if (local.x() < 0 || local.y() < 0 || local.x() >= cols || local.y() >= rows)
            return -1;
        std::array<int, 4> coord{int(local.x()), int(local.y()), 0, 0};
        if (mesh.size() > 2) {
            coord[2] = slice % int(mesh[2]);
            coord[3] = slice / int(mesh[2]);
        }
        return layout.chipIndex(coord);
    }
};

Geometry makeGeometry(const std::vector<long long>& mesh, QSizeF area, double labelPx) {
    Geometry g;
    g.mesh = mesh;
    if (mesh.size() == 1) {
        const long long n = mesh[0];
        if (n <= 32) {
            g.cols = int(n);
        } else {
            g.wrapped = true;
            g.cols = int(std::ceil(std::sqrt(double(n) * 1.6)));
            g.rows = int((n + g.cols - 1) / g.cols);
        }
    } else {
        g.cols = int(mesh[0]);
        g.rows = int(mesh[1]);
        for (size_t a = 2; a < mesh.size(); ++a)
            g.slices *= int(mesh[a]);
    }
    const double w = std::max(1.0, area.width()), h = std::max(1.0, area.height());
    // Slices per row: the arrangement that gives the biggest cells; labels take labelPx each row.
    double best = -1;
    const double label = g.slices > 1 ? labelPx : 0;
    for (int k = 1; k <= g.slices; ++k) {
        const int rowsOfSlices = (g.slices + k - 1) / k;
        const double sx = w / (k * g.cols + (k - 1) * kGapX);
        const double sy = (h - rowsOfSlices * label) / (rowsOfSlices * (g.rows + kGapY));
        const double s = std::min(sx, sy);
        if (s > best) {
            best = s;
            g.perRow = k;
        }
        if (rowsOfSlices == 1)
            break;
    }
    best = std::max(best, 1e-3);
    g.labelWorld = label / best;
    const int rowsOfSlices = (g.slices + g.perRow - 1) / g.perRow;
    g.world = QSizeF(g.perRow * g.cols + (g.perRow - 1) * kGapX, rowsOfSlices * g.pitchY());
    return g;
}

// A frame: the regions of the drawing area and the mesh's transform.
struct Frame {
    QSizeF size;
    QRectF header, mesh, timeline;
    const Geometry* geo = nullptr;
    double scale = 1; // pixels per cell
    QPointF origin;   // screen position of world (0, 0)
    Mode mode = Mode::Cells;
    double fontPx = 12;
    double line = 1;
    int step = 0;
    double progress = 0;
    int hovered = -1;

    QRectF cellRect(const ChipLayout& c) const {
        const QPointF p = origin + geo->cellPos(c) * scale;
        return {p, QSizeF(scale, scale)};
    }
    QFont font(double factor = 1, bool bold = false) const {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPixelSize(std::max(6, int(std::lround(fontPx * factor))));
        f.setBold(bold);
        return f;
    }
};

} // namespace

/** The drawing area: forwards its events to the view. */
class MeshCanvas : public QWidget {
  public:
    explicit MeshCanvas(MeshView* view) : QWidget(view), m_view(view) {
        setMouseTracking(true);
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_OpaquePaintEvent);
        setMinimumSize(240, 180);
    }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

  private:
    MeshView* m_view;
};

struct MeshView::Private {
    MeshView* q;
    MeshCanvas* canvas = nullptr;
    QComboBox* strategyBox = nullptr;
    QToolButton* backButton = nullptr;
    QToolButton* playButton = nullptr;
    QToolButton* forwardButton = nullptr;
    QComboBox* speedBox = nullptr;
    QToolButton* durationsButton = nullptr;
    QToolButton* zoomOutButton = nullptr;
    QToolButton* fitButton = nullptr;
    QToolButton* zoomInButton = nullptr;

    QTimer timer;
    QElapsedTimer clock;
    qint64 lastTick = 0;

    Scenario scenario;
    Results results;
    std::optional<Strategy> strategy;
    MeshLayout layout;
    StepSchedule schedule;
    long long chips = 0; // of the pod, also when too many to lay out
    bool tooBig = false;
    std::vector<double> stepSeconds; // on screen, at speed 1
    std::vector<QRgb> colors;        // chip colour by (fsdp, tp): [fsdp·Y + tp]
    QImage colorImg;                 // X wide, Y tall: pixel (fsdp, tp)
    QImage colorImgT;                // Y wide, X tall: pixel (tp, fsdp)

    Geometry geo;
    QSizeF geoArea;
    double geoLabel = -1;
    QPointF pan; // screen offset of the mesh's centre from the area's centre

    QImage staticImage;
    QImage frameImage;          // the static layer plus the cells' squares of this frame
    std::vector<QRect> written; // those squares, in device pixels, to restore next frame
    bool staticValid = false;
    QImage previousStatic;
    double transition = 1; // 1: no cross-fade running

    QPoint pressPos;
    QPointF panAtPress;
    bool pressed = false;
    bool dragged = false;

    explicit Private(MeshView* view) : q(view) {}

    long long x() const { return layout.x(); }
    long long y() const { return layout.y(); }

    QRgb colorAt(int i, int j) const {
        if (colors.empty())
            return kReplicated.rgb();
        return colors[size_t(std::clamp<long long>(i, 0, x() - 1) * y() +
                             std::clamp<long long>(j, 0, y() - 1))];
    }
    // A tensor's block at logical (i, j): coloured by its shard index; replicated grey.
    QColor blockColor(const TensorRef& t, int i, int j) const {
        const bool sx = shardedOver(t, MeshAxis::Fsdp) && x() > 1;
        const bool sy = shardedOver(t, MeshAxis::Tp) && y() > 1;
        if (!sx && !sy)
            return kReplicated;
        return QColor(colorAt(sx ? i : 0, sy ? j : 0));
    }

    void rebuildColors();
    void rebuildDurations();
    Frame makeFrame(QSizeF size, double zoom, QPointF panOffset, int step, double progress,
                    int hovered, Geometry& geometry, QSizeF& geometryArea, double& geometryLabel);
    Frame canvasFrame();

    void paintStatic(QPainter& p, const Frame& f) const;
    void paintOverlay(QPainter& p, const Frame& f, bool hoverWritten = false) const;
    void paintHeader(QPainter& p, const Frame& f, bool dynamicPart) const;
    void paintChipStatic(QPainter& p, const Frame& f, const ChipLayout& c) const;
    void paintSlotRest(QPainter& p, const QRectF& box, int slot, const ChipLayout& c) const;
    void paintStepInBox(QPainter& p, const QRectF& box, const ScheduleStep& st, const ChipLayout& c,
                        double t) const;
    void paintStrips(QPainter& p, const QRectF& area, bool vertical, MeshAxis axis, int fixed,
                     long long p0, long long p1, long long ways, const QColor& podColor) const;
    void paintCellsStep(QPainter& p, const Frame& f, const ScheduleStep& st) const;
    bool writeCellsStep(QImage& image, const Frame& f, std::vector<QRect>* written) const;
    void paintPackets(QPainter& p, const Frame& f, const ScheduleStep& st, int onlyChip) const;
    void paintHover(QPainter& p, const Frame& f) const;
    bool writeHover(QImage& image, const Frame& f, std::vector<QRect>* written) const;
    void paintTimeline(QPainter& p, const Frame& f, bool dynamicPart) const;
    std::vector<QRectF> timelineSegments(const Frame& f) const;
    std::array<QRectF, 4> detailSlots(const Frame& f, const QRectF& cell, QRectF* label,
                                      double* captionPx) const;
    QRectF blocksBox(const QRectF& cell) const;
    QRectF blockRect(const QRectF& box, const TensorRef& t, const Block& b) const;
    int focusSlot(const ScheduleStep& st) const;
    int memberIndex(const ChipLayout& c, MeshAxis axis) const {
        return axis == MeshAxis::Fsdp ? c.fsdp : axis == MeshAxis::Tp ? c.tp : c.pod;
    }
    void invalidate() {
        staticValid = false;
        canvas->update();
    }
    void ensureTimer() {
        if (!timer.isActive()) {
            lastTick = clock.nsecsElapsed();
            timer.start();
        }
    }
    void tick();
};

// ---------------------------------------------------------------------------------------------
// Data

void MeshView::Private::rebuildColors() {
    colors.clear();
    colorImg = QImage();
    colorImgT = QImage();
    if (tooBig)
        return;
    const long long X = x(), Y = y();
    colors.resize(size_t(X * Y));
    colorImg = QImage(int(X), int(Y), QImage::Format_RGB32);
    colorImgT = QImage(int(Y), int(X), QImage::Format_RGB32);
    for (long long i = 0; i < X; ++i)
        for (long long j = 0; j < Y; ++j) {
            // Hue by the FSDP index, value by the TP index (hue by TP when there is no FSDP).
            double h = 0.6, v = 0.9;
            if (X > 1) {
                h = 0.83 * double(i) / double(X);
                if (Y > 1)
                    v = 0.98 - 0.45 * double(j) / double(Y - 1);
            } else if (Y > 1) {
                h = 0.83 * double(j) / double(Y);
            }
            const QRgb c = QColor::fromHsvF(float(h), 0.62f, float(v)).rgb();
            colors[size_t(i * Y + j)] = c;
            reinterpret_cast<QRgb*>(colorImg.scanLine(int(j)))[i] = c;
            reinterpret_cast<QRgb*>(colorImgT.scanLine(int(i)))[j] = c;
        }
}

void MeshView::Private::rebuildDurations() {
    const size_t n = schedule.steps.size();
    stepSeconds.assign(n, kStepSeconds);
    double total = 0;
    for (const ScheduleStep& st : schedule.steps)
        total += st.seconds;
    if (q->m_durations == Durations::Uniform || total <= 0)
        return;
    for (size_t i = 0; i < n; ++i)
        stepSeconds[i] =
            std::max(kMinStepSeconds, kStepSeconds * double(n) * schedule.steps[i].seconds / total);
}

// ---------------------------------------------------------------------------------------------
// Frames

Frame MeshView::Private::makeFrame(QSizeF size, double zoom, QPointF panOffset, int step,
                                   double progress, int hovered, Geometry& geometry,
                                   QSizeF& geometryArea, double& geometryLabel) {
    Frame f;
    f.size = size;
    f.fontPx = q->m_projector ? 18 : 12;
    f.line = q->m_projector ? 2 : 1;
    f.step = step;
    f.progress = progress;
    f.hovered = hovered;
    const double margin = f.fontPx * 0.8;
    f.header = QRectF(0, 0, size.width(), f.fontPx * 3.2);
    f.timeline = QRectF(0, size.height() - f.fontPx * 5.4, size.width(), f.fontPx * 5.4);
    f.mesh = QRectF(margin, f.header.bottom(), size.width() - 2 * margin,
                    f.timeline.top() - f.header.bottom() - margin * 0.5);
    const double labelPx = f.fontPx * 1.3;
    if (geometryArea != f.mesh.size() || geometryLabel != labelPx || geometry.mesh != layout.mesh) {
        geometry = makeGeometry(layout.mesh.empty() ? std::vector<long long>{1} : layout.mesh,
                                f.mesh.size(), labelPx);
        geometryArea = f.mesh.size();
        geometryLabel = labelPx;
    }
    f.geo = &geometry;
    const double fit = std::min(f.mesh.width() / geometry.world.width(),
                                f.mesh.height() / geometry.world.height());
    f.scale = fit * zoom;
    f.origin = f.mesh.center() + panOffset -
               QPointF(geometry.world.width() / 2, geometry.world.height() / 2) * f.scale;
    const double detailMin = std::max(84.0, f.fontPx * 7.5);
    f.mode = f.scale >= detailMin ? Mode::Detail : f.scale >= 26 ? Mode::Blocks : Mode::Cells;
    return f;
}

Frame MeshView::Private::canvasFrame() {
    return makeFrame(canvas->size(), q->m_zoom, pan, q->m_step, q->m_progress, q->m_hovered, geo,
                     geoArea, geoLabel);
}

QRectF MeshView::Private::blockRect(const QRectF& box, const TensorRef& t, const Block& b) const {
    const double rows = double(std::max<long long>(1, layout.dimSize(t.rows)));
    const double cols = double(std::max<long long>(1, layout.dimSize(t.cols)));
    // At least 1.5 px each way: a 1/512 shard must still show.
    return QRectF(box.left() + box.width() * double(b.cols.begin) / cols,
                  box.top() + box.height() * double(b.rows.begin) / rows,
                  std::max(1.5, box.width() * double(b.cols.size()) / cols),
                  std::max(1.5, box.height() * double(b.rows.size()) / rows));
}

std::array<QRectF, 4> MeshView::Private::detailSlots(const Frame& f, const QRectF& cell,
                                                     QRectF* label, double* captionPx) const {
    const double pad = std::max(2.0, cell.width() * 0.06);
    const QRectF inner = cell.adjusted(pad, pad, -pad, -pad);
    const double labelH = f.fontPx * 0.9 * 1.25;
    if (label)
        *label = QRectF(inner.left(), inner.top(), inner.width(), labelH);
    const double gap = pad * 0.8;
    const double qw = (inner.width() - gap) / 2;
    const double qh = (inner.height() - labelH - gap) / 2;
    const double caption = f.fontPx * 0.75;
    const double capH = qh - caption * 1.2 >= 14 ? caption * 1.2 : 0;
    if (captionPx)
        *captionPx = capH > 0 ? caption : 0;
    std::array<QRectF, 4> boxes;
    for (int k = 0; k < 4; ++k) {
        const double left = inner.left() + (k % 2) * (qw + gap);
        const double top = inner.top() + labelH + (k / 2) * (qh + gap);
        boxes[size_t(k)] = QRectF(left, top + capH, qw, qh - capH);
    }
    return boxes;
}

QRectF MeshView::Private::blocksBox(const QRectF& cell) const {
    const double pad = std::max(2.0, cell.width() * 0.12);
    return cell.adjusted(pad, pad, -pad, -pad);
}

int MeshView::Private::focusSlot(const ScheduleStep& st) const {
    const int slot = slotOf(st.result.id);
    if (slot >= 0)
        return slot;
    return std::max(0, slotOf(st.rhs.id)); // Tmp = In · W_in: show the weights
}

// ---------------------------------------------------------------------------------------------
// Static layer: background, header line 1, slices, chips at rest, timeline

void MeshView::Private::paintStatic(QPainter& p, const Frame& f) const {
    p.fillRect(QRectF(QPointF(0, 0), f.size), kBackground);
    paintHeader(p, f, false);
    paintTimeline(p, f, false);
    if (tooBig || layout.chips.empty())
        return;

    p.save();
    p.setClipRect(f.mesh);
    const Geometry& g = *f.geo;
    // Slice frames and labels (z, and w for a 4-D mesh).
    QFont labelFont = f.font(0.9);
    p.setFont(labelFont);
    const bool labels = g.slices > 1 && g.labelWorld * f.scale >= f.fontPx * 0.9;
    for (int s = 0; s < g.slices; ++s) {
        const QRectF r(f.origin + g.sliceOrigin(s) * f.scale, QSizeF(g.cols, g.rows) * f.scale);
        if (!r.adjusted(-f.fontPx * 2, -f.fontPx * 2, 0, 0).intersects(f.mesh))
            continue;
        p.setPen(QPen(QColor(206, 212, 218), f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(-1, -1, 1, 1));
        if (labels) {
            QString text = g.mesh.size() > 3 && g.mesh[3] > 1
                               ? tr("z = %1, w = %2").arg(s % g.mesh[2]).arg(s / g.mesh[2])
                               : tr("z = %1").arg(s);
            p.setPen(kMuted);
            p.drawText(QRectF(r.left(), r.top() - g.labelWorld * f.scale, r.width(),
                              g.labelWorld * f.scale),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(labelFont).elidedText(text, Qt::ElideRight, r.width()));
        }
    }
    if (f.mode == Mode::Cells) {
        // One filled rectangle per chip, snapped to pixels, a 1 px gap once cells are big enough.
        const int gap = f.scale >= 5 ? 1 : 0;
        for (const ChipLayout& c : layout.chips) {
            const QPointF pos = f.origin + g.cellPos(c) * f.scale;
            const int x0 = int(std::floor(pos.x())), y0 = int(std::floor(pos.y()));
            const int x1 = int(std::floor(pos.x() + f.scale)),
                      y1 = int(std::floor(pos.y() + f.scale));
            if (x1 < f.mesh.left() || y1 < f.mesh.top() || x0 > f.mesh.right() ||
                y0 > f.mesh.bottom())
                continue;
            p.fillRect(QRect(x0, y0, std::max(1, x1 - x0 - gap), std::max(1, y1 - y0 - gap)),
                       QColor(colorAt(c.fsdp, c.tp)));
        }
    } else {
        for (const ChipLayout& c : layout.chips) {
            const QRectF r = f.cellRect(c);
            if (r.intersects(f.mesh))
                paintChipStatic(p, f, c);
        }
    }
    p.restore();
}

void MeshView::Private::paintSlotRest(QPainter& p, const QRectF& box, int slot,
                                      const ChipLayout& c) const {
    static constexpr TensorId ids[4] = {TensorId::In, TensorId::WIn, TensorId::WOut, TensorId::Out};
    const TensorRef t = restingTensor(layout.split, ids[slot]);
    p.fillRect(box, kMatrixBg);
    p.fillRect(blockRect(box, t, layout.block(c, t)), blockColor(t, c.fsdp, c.tp));
}

void MeshView::Private::paintChipStatic(QPainter& p, const Frame& f, const ChipLayout& c) const {
    const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
    const QColor own(colorAt(c.fsdp, c.tp));
    QColor tint = own;
    tint.setAlphaF(0.22f);
    p.fillRect(cell, Qt::white);
    p.fillRect(cell, tint);
    p.setPen(QPen(own.darker(115), f.line));
    p.setBrush(Qt::NoBrush);
    p.drawRect(cell);
    if (f.mode == Mode::Blocks) {
        const QRectF box = blocksBox(cell);
        paintSlotRest(p, box, 1, c);
        p.setPen(QPen(kMatrixLine, 0));
        p.drawRect(box);
        return;
    }
    QRectF label;
    double captionPx = 0;
    const std::array<QRectF, 4> boxes = detailSlots(f, cell, &label, &captionPx);
    const QFont font = f.font(0.9);
    p.setFont(font);
    p.setPen(kInk);
    QString coords = QString::number(c.coord[0]);
    for (size_t a = 1; a < layout.mesh.size(); ++a)
        coords += QLatin1Char(',') + QString::number(c.coord[a]);
    QString text = QStringLiteral("(%1)").arg(coords);
    if (x() > 1)
        text += QStringLiteral(" x%1").arg(c.fsdp);
    if (y() > 1)
        text += QStringLiteral(" y%1").arg(c.tp);
    if (layout.z() > 1)
        text += QStringLiteral(" s%1").arg(c.stage);
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(text, Qt::ElideRight, label.width()));
    static const char* names[4] = {"In", "W_in", "W_out", "Out"};
    QFont capFont = f.font(0.75);
    for (int k = 0; k < 4; ++k) {
        const QRectF box = boxes[size_t(k)];
        paintSlotRest(p, box, k, c);
        p.setPen(QPen(kMatrixLine, 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        if (captionPx > 0) {
            p.setFont(capFont);
            p.setPen(kMuted);
            p.drawText(
                QRectF(box.left(), box.top() - captionPx * 1.2, box.width(), captionPx * 1.2),
                Qt::AlignLeft | Qt::AlignVCenter, QString::fromLatin1(names[k]));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Header and timeline

void MeshView::Private::paintHeader(QPainter& p, const Frame& f, bool dynamicPart) const {
    const double pad = f.fontPx * 0.8;
    const QRectF line1(pad, f.fontPx * 0.3, f.size.width() - 2 * pad, f.fontPx * 1.4);
    const QRectF line2(pad, line1.bottom(), f.size.width() - 2 * pad, f.fontPx * 1.4);
    if (!dynamicPart) {
        const QFont font = f.font(1.0, true);
        p.setFont(font);
        p.setPen(kInk);
        QString text;
        if (tooBig) {
            text = tr("%1 chips: too many to draw (at most %2)")
                       .arg(QLocale().toString(chips), QLocale().toString(kMaxChips));
        } else {
            const MeshSplit& m = layout.split;
            QStringList ways;
            if (m.split.x > 1 || m.split.y == 1)
                ways << tr("X = %1 (%2 axes)").arg(m.split.x).arg(m.split.mx);
            if (m.split.y > 1)
                ways << tr("Y = %1 (%2 axes)").arg(m.split.y).arg(m.split.my);
            if (m.stages > 1)
                ways << tr("Z = %1 stages").arg(m.stages);
            const QString split = ways.join(QStringLiteral(" × "));
            QStringList mesh;
            for (long long dim : layout.mesh)
                mesh << QString::number(dim);
            text =
                QStringLiteral("%1 · %2 · %3 · %4 · %5 → %6 · %7")
                    .arg(strategyName(m.strategy), split, notation(restingTensor(m, TensorId::In)),
                         notation(restingTensor(m, TensorId::WIn)),
                         notation(restingTensor(m, TensorId::WOut)),
                         notation(restingTensor(m, TensorId::Out)),
                         tr("mesh %1").arg(mesh.join(QStringLiteral(" × "))));
            if (layout.pods > 1)
                text += QStringLiteral(" · ") +
                        tr("pod 1 of %1 shown; the others hold the same shards of their own batch")
                            .arg(layout.pods);
        }
        p.drawText(line1, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font).elidedText(text, Qt::ElideRight, line1.width()));
        return;
    }
    if (schedule.steps.empty())
        return;
    const ScheduleStep& st = schedule.steps[size_t(f.step)];
    QStringList parts;
    parts << tr("Step %1 of %2").arg(f.step + 1).arg(schedule.steps.size());
    parts << (st.pass == Pass::Forward ? tr("forward") : tr("backward"));
    parts << formula(st);
    if (st.kind == StepKind::Matmul) {
        parts << tr("%1 per chip").arg(flopsText(st.flops));
    } else {
        parts << (st.axis == MeshAxis::Pods
                      ? tr("%1 pods over DCN").arg(st.group)
                      : tr("%1 chips over %2 axes").arg(st.group).arg(st.axes));
        parts << tr("%1 per chip").arg(format::bytes(st.bytes));
    }
    parts << format::seconds(st.seconds);
    parts << (st.critical ? tr("on the critical path") : tr("off the critical path"));
    if (st.seedStep > 0)
        parts << tr("the book's %1 algorithm, step %2")
                     .arg(strategyName(schedule.split.strategy))
                     .arg(st.seedStep);
    const QFont font = f.font(1.0);
    p.setFont(font);
    p.setPen(st.critical ? kInk : kMuted);
    p.drawText(line2, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font).elidedText(parts.join(QStringLiteral(" · ")), Qt::ElideRight,
                                              line2.width()));
}

std::vector<QRectF> MeshView::Private::timelineSegments(const Frame& f) const {
    std::vector<QRectF> out;
    if (stepSeconds.empty())
        return out;
    const double pad = f.fontPx * 0.8;
    const double top = f.timeline.top() + f.fontPx * 1.4;
    const double h = f.fontPx * 1.9;
    const double width = f.timeline.width() - 2 * pad;
    double total = 0;
    for (double s : stepSeconds)
        total += s;
    double xPos = pad;
    for (double s : stepSeconds) {
        const double w = width * s / total;
        out.emplace_back(xPos, top, w, h);
        xPos += w;
    }
    return out;
}

void MeshView::Private::paintTimeline(QPainter& p, const Frame& f, bool dynamicPart) const {
    const std::vector<QRectF> segs = timelineSegments(f);
    if (segs.empty())
        return;
    if (dynamicPart) {
        const QRectF cur = segs[size_t(f.step)];
        p.setPen(QPen(kInk, 2 * f.line));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cur.adjusted(0.5, 0.5, -0.5, -0.5));
        const double xc = cur.left() + cur.width() * f.progress;
        p.setPen(QPen(kAccent, 2 * f.line));
        p.drawLine(QPointF(xc, cur.top() - f.fontPx * 0.3),
                   QPointF(xc, cur.bottom() + f.fontPx * 0.3));
        return;
    }
    // Pass labels over their segments.
    const QFont small = f.font(0.85);
    p.setFont(small);
    const QFontMetricsF smallFm(small);
    for (Pass pass : {Pass::Forward, Pass::Backward}) {
        double l = 1e18, r = -1e18;
        for (size_t i = 0; i < segs.size(); ++i)
            if (schedule.steps[i].pass == pass) {
                l = std::min(l, segs[i].left());
                r = std::max(r, segs[i].right());
            }
        if (r < l)
            continue;
        const QRectF band(l, f.timeline.top() + f.fontPx * 0.1, r - l, f.fontPx * 1.2);
        p.setPen(QPen(kMuted, f.line));
        p.drawLine(QPointF(l + 1, band.bottom()), QPointF(r - 1, band.bottom()));
        const QString label = pass == Pass::Forward ? tr("Forward") : tr("Backward");
        p.drawText(band.adjusted(2, 0, -2, -2), Qt::AlignLeft | Qt::AlignVCenter,
                   smallFm.elidedText(label, Qt::ElideRight, band.width() - 4));
    }
    const QFont font = f.font(0.85);
    const QFontMetricsF fm(font);
    p.setFont(font);
    for (size_t i = 0; i < segs.size(); ++i) {
        const ScheduleStep& st = schedule.steps[i];
        const QRectF r = segs[i].adjusted(0.5, 0, -0.5, 0);
        p.fillRect(r, kindColor(st.kind));
        if (!st.critical) // hatched: off the critical path
            p.fillRect(r, QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern));
        const QString name = fm.elidedText(shortName(st), Qt::ElideRight, r.width() - 4);
        if (r.width() > f.fontPx * 1.5 && name != QStringLiteral("…")) {
            p.setPen(Qt::white);
            p.drawText(r.adjusted(2, 0, -2, 0), Qt::AlignCenter, name);
        }
    }
    // Legend: one row; in a narrow frame (Russian and Chinese run longer) its text shrinks
    // to fit, and an entry that still would not fit is left out rather than cut.
    struct KeyEntry {
        QColor colour;
        Qt::BrushStyle style;
        QString text;
        bool outline;
    };
    const KeyEntry entries[] = {
        {kindColor(StepKind::Matmul), Qt::SolidPattern, tr("matmul"), false},
        {kindColor(StepKind::AllGather), Qt::SolidPattern, tr("AllGather"), false},
        {kindColor(StepKind::ReduceScatter), Qt::SolidPattern, tr("ReduceScatter"), false},
        {kindColor(StepKind::AllReduce), Qt::SolidPattern, tr("AllReduce"), false},
        {kMuted, Qt::BDiagPattern, tr("off the critical path"), false},
        {kFsdpOutline, Qt::SolidPattern, tr("FSDP group"), true},
        {kTpOutline, Qt::SolidPattern, tr("TP group"), true}};
    double needed = 0;
    for (const KeyEntry& e : entries)
        needed += fm.horizontalAdvance(e.text) + f.fontPx * 2.1 + 4;
    const double room = f.size.width() - f.fontPx * 1.6;
    QFont keyFont = font;
    if (needed > room)
        keyFont.setPointSizeF(keyFont.pointSizeF() * std::max(0.75, room / needed));
    p.setFont(keyFont);
    const QFontMetricsF keyFm(keyFont);
    double xPos = f.fontPx * 0.8;
    const double yTop = segs.front().bottom() + f.fontPx * 0.45;
    const double sw = f.fontPx * 0.9;
    auto item = [&](const QColor& c, Qt::BrushStyle style, const QString& text, bool outline) {
        const double w = keyFm.horizontalAdvance(text);
        if (xPos + sw + 4 + w > f.size.width() - f.fontPx * 0.4)
            return;
        const QRectF box(xPos, yTop + (f.fontPx * 1.2 - sw) / 2, sw, sw);
        if (outline) {
            p.setPen(QPen(c, 2 * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box.adjusted(1, 1, -1, -1));
        } else {
            p.fillRect(box, c);
            if (style != Qt::SolidPattern)
                p.fillRect(box, QBrush(QColor(255, 255, 255, 110), style));
        }
        p.setPen(kInk);
        p.drawText(QRectF(xPos + sw + 4, yTop, w + 2, f.fontPx * 1.2),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        xPos += sw + 4 + w + f.fontPx * 1.2;
    };
    for (const KeyEntry& e : entries)
        item(e.colour, e.style, e.text, e.outline);
    const QString mode = q->m_durations == Durations::Proportional
                             ? tr("durations in proportion to the cost model")
                             : tr("uniform durations");
    p.setPen(kMuted);
    p.drawText(
        QRectF(xPos, yTop, std::max(0.0, f.size.width() - xPos - f.fontPx * 0.8), f.fontPx * 1.2),
        Qt::AlignRight | Qt::AlignVCenter,
        keyFm.elidedText(mode, Qt::ElideLeft, std::max(0.0, f.size.width() - xPos - f.fontPx)));
}

// ---------------------------------------------------------------------------------------------
// Animated overlay

// Members [p0, p1) of a ring drawn as strips of `area` (stacked vertically or side by side),
// each in the colour of its shard: one scaled image draw, whatever the number of members.
void MeshView::Private::paintStrips(QPainter& p, const QRectF& area, bool vertical, MeshAxis axis,
                                    int fixed, long long p0, long long p1, long long ways,
                                    const QColor& podColor) const {
    if (p1 <= p0)
        return;
    const double a = double(p0) / double(ways), b = double(p1) / double(ways);
    const QRectF target = vertical ? QRectF(area.left(), area.top() + area.height() * a,
                                            area.width(), area.height() * (b - a))
                                   : QRectF(area.left() + area.width() * a, area.top(),
                                            area.width() * (b - a), area.height());
    if (axis == MeshAxis::Pods || colorImg.isNull()) {
        p.fillRect(target, podColor);
        return;
    }
    const double len = double(p1 - p0);
    if (axis == MeshAxis::Fsdp) {
        if (vertical)
            p.drawImage(target, colorImgT, QRectF(fixed, double(p0), 1, len));
        else
            p.drawImage(target, colorImg, QRectF(double(p0), fixed, len, 1));
    } else {
        if (vertical)
            p.drawImage(target, colorImg, QRectF(fixed, double(p0), 1, len));
        else
            p.drawImage(target, colorImgT, QRectF(double(p0), fixed, len, 1));
    }
}

void MeshView::Private::paintStepInBox(QPainter& p, const QRectF& box, const ScheduleStep& st,
                                       const ChipLayout& c, double t) const {
    p.fillRect(box, kMatrixBg);
    if (st.kind == StepKind::Matmul) {
        // The result fills in as the matmul runs.
        const QRectF r = blockRect(box, st.result, layout.block(c, st.result));
        QColor col = blockColor(st.result, c.fsdp, c.tp);
        if (st.result.partialSum != MeshAxis::None)
            col.setAlphaF(0.55f);
        p.fillRect(QRectF(r.left(), r.top(), r.width() * t, r.height()), col);
        return;
    }
    const MeshAxis axis = st.axis;
    const long long ways = st.group;
    const int own = memberIndex(c, axis);
    // The dimension the collective splits: sharded over the axis before or after.
    bool vertical = true;
    if (st.lhs.colShard == axis || st.result.colShard == axis)
        vertical = false;
    const TensorRef& whole = st.kind == StepKind::AllGather ? st.result : st.lhs;
    const QRectF area = blockRect(box, whole, layout.block(c, whole));
    const MeshAxis other = axis == MeshAxis::Fsdp ? MeshAxis::Tp : MeshAxis::Fsdp;
    const bool otherSharded = shardedOver(st.lhs, other) || shardedOver(st.result, other);
    const int fixed = otherSharded ? (axis == MeshAxis::Fsdp ? c.tp : c.fsdp) : 0;
    const QColor podColor = blockColor(whole, c.fsdp, c.tp);
    const long long n = std::max<long long>(1, ways - 1);

    auto strips = [&](long long from, long long count, double opacity) {
        // `count` members starting at `from`, cyclic.
        if (count <= 0)
            return;
        p.setOpacity(opacity);
        from = positiveMod(from, ways);
        const long long end = from + count;
        paintStrips(p, area, vertical, axis, fixed, from, std::min(end, ways), ways, podColor);
        if (end > ways)
            paintStrips(p, area, vertical, axis, fixed, 0, end - ways, ways, podColor);
        p.setOpacity(1);
    };
    auto gather = [&](double u) {
        const double pos = u * double(n);
        const long long s = std::min<long long>(n, (long long)pos);
        const double phi = pos - double(s);
        strips(own, 1, 1.0);
        strips(own - s, s, 1.0);
        if (s < n && phi > 0) {
            // The block arriving now grows in across the other dimension.
            const int m = positiveMod(own - s - 1, ways);
            const double a = double(m) / double(ways), b = double(m + 1) / double(ways);
            QRectF target = vertical ? QRectF(area.left(), area.top() + area.height() * a,
                                              area.width() * phi, area.height() * (b - a))
                                     : QRectF(area.left() + area.width() * a, area.top(),
                                              area.width() * (b - a), area.height() * phi);
            p.save();
            p.setClipRect(target, Qt::IntersectClip);
            strips(m, 1, 1.0);
            p.restore();
        }
    };
    auto scatter = [&](double u) {
        const double pos = u * double(n);
        const long long s = std::min<long long>(n, (long long)pos);
        strips(own + 1, n - s, 0.35);    // partial sums still to pass on
        strips(own, 1, 0.35 + 0.65 * u); // the own block, summed up as contributions arrive
    };
    switch (st.kind) {
    case StepKind::AllGather:
        gather(t);
        break;
    case StepKind::ReduceScatter:
        scatter(t);
        break;
    case StepKind::AllReduce: // a ReduceScatter, then an AllGather
        if (t < 0.5)
            scatter(2 * t);
        else
            gather(2 * t - 1);
        break;
    case StepKind::Matmul:
        break;
    }
}

void MeshView::Private::paintCellsStep(QPainter& p, const Frame& f, const ScheduleStep& st) const {
    if (st.kind != StepKind::Matmul && st.axis != MeshAxis::Pods)
        return; // written into the pixels by writeCellsStep
    // A band sweeping each slice: the chips compute (or talk over DCN) all at once.
    const Geometry& g = *f.geo;
    const QColor band =
        st.kind == StepKind::Matmul ? QColor(255, 255, 255, 120) : QColor(40, 40, 40, 70);
    for (int s = 0; s < g.slices; ++s) {
        const QRectF r(f.origin + g.sliceOrigin(s) * f.scale, QSizeF(g.cols, g.rows) * f.scale);
        if (!r.intersects(f.mesh))
            continue;
        const double w = r.width() * 0.18;
        p.fillRect(QRectF(r.left() + (r.width() - w) * f.progress, r.top(), w, r.height()), band);
    }
}

bool MeshView::Private::writeCellsStep(QImage& image, const Frame& f,
                                       std::vector<QRect>* written) const {
    if (f.mode != Mode::Cells || schedule.steps.empty() || layout.chips.empty() ||
        (image.format() != QImage::Format_RGB32 &&
         image.format() != QImage::Format_ARGB32_Premultiplied))
        return false;
    const ScheduleStep& st = schedule.steps[size_t(f.step)];
    if (st.kind == StepKind::Matmul || st.axis == MeshAxis::Pods)
        return false;
    const Geometry& g = *f.geo;
    const long long ways = st.group;
    const long long n = std::max<long long>(1, ways - 1);
    double u = f.progress;
    StepKind kind = st.kind;
    if (kind == StepKind::AllReduce) {
        kind = u < 0.5 ? StepKind::ReduceScatter : StepKind::AllGather;
        u = u < 0.5 ? 2 * u : 2 * u - 1;
    }
    const double pos = u * double(n);
    const long long s = std::min<long long>(n - 1, (long long)pos);
    const double phi = pos - double(s);
    const bool overX = st.axis == MeshAxis::Fsdp;
    // Every chip gets a square of the same size this frame, in the colour of the block arriving
    // (AllGather) or leaving (ReduceScatter) now; it grows or shrinks from the cell's centre, so
    // colours flow along the rings.
    const double dpr = image.devicePixelRatio();
    const double cell = f.scale * dpr;
    const double side = cell * (kind == StepKind::AllGather ? 0.2 + 0.5 * phi : 0.7 - 0.5 * phi);
    const int sidePx = std::max(1, int(side));
    const int offset = int((cell - sidePx) / 2);
    const QRect clip =
        QRectF(f.mesh.topLeft() * dpr, f.mesh.size() * dpr).toAlignedRect() & image.rect();
    const qsizetype stride = image.bytesPerLine() / 4;
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    for (const ChipLayout& c : layout.chips) {
        const QPointF at = (f.origin + g.cellPos(c) * f.scale) * dpr;
        const int x0 = std::max(clip.left(), int(std::floor(at.x())) + offset);
        const int y0 = std::max(clip.top(), int(std::floor(at.y())) + offset);
        const int x1 = std::min(clip.right() + 1, int(std::floor(at.x())) + offset + sidePx);
        const int y1 = std::min(clip.bottom() + 1, int(std::floor(at.y())) + offset + sidePx);
        if (x1 <= x0 || y1 <= y0)
            continue;
        const int own = overX ? c.fsdp : c.tp;
        const int m = positiveMod(own - s - 1, ways);
        const QRgb col = 0xff000000u | (overX ? colorAt(m, c.tp) : colorAt(c.fsdp, m));
        for (int yy = y0; yy < y1; ++yy)
            std::fill(bits + yy * stride + x0, bits + yy * stride + x1, col);
        if (written)
            written->emplace_back(x0, y0, x1 - x0, y1 - y0);
    }
    return true;
}

// Data travelling to the next chip of each ring: one small block per link between neighbours.
void MeshView::Private::paintPackets(QPainter& p, const Frame& f, const ScheduleStep& st,
                                     int onlyChip) const {
    if (st.kind == StepKind::Matmul || st.axis == MeshAxis::Pods || layout.chips.empty())
        return;
    const bool overX = st.axis == MeshAxis::Fsdp;
    const long long ways = st.group;
    const long long n = std::max<long long>(1, ways - 1);
    double u = f.progress;
    StepKind kind = st.kind;
    if (kind == StepKind::AllReduce) {
        kind = u < 0.5 ? StepKind::ReduceScatter : StepKind::AllGather;
        u = u < 0.5 ? 2 * u : 2 * u - 1;
    }
    const double pos = u * double(n);
    const long long s = std::min<long long>(n - 1, (long long)pos);
    const double phi = pos - double(s);
    const double size = std::clamp(f.scale * 0.1, 4.0, 10.0) * f.line;
    auto packet = [&](const ChipLayout& from, const ChipLayout& to, bool neighboursOnly) {
        const QPointF a = f.cellRect(from).center(), b = f.cellRect(to).center();
        if (neighboursOnly && QLineF(a, b).length() > f.scale * 1.05)
            return;
        const int own = overX ? from.fsdp : from.tp;
        const int m = kind == StepKind::AllGather ? positiveMod(own - s, ways)
                                                  : positiveMod(own - s - 1, ways);
        const QRgb col = overX ? colorAt(m, from.tp) : colorAt(from.fsdp, m);
        const QPointF at = a + (b - a) * phi;
        const QRect r(int(at.x() - size / 2), int(at.y() - size / 2), int(size), int(size));
        if (!f.mesh.contains(at))
            return;
        if (size >= 7) {
            p.fillRect(r, kInk);
            p.fillRect(r.adjusted(1, 1, -1, -1), QColor(col));
        } else {
            p.fillRect(r, QColor(col).darker(140));
        }
    };
    const int axes = int(std::min<size_t>(4, layout.mesh.size()));
    if (onlyChip >= 0) {
        // The whole group of one chip: its ring links along each physical axis within a slice,
        // as thin lines, and a packet on every one.
        const ChipLayout& c0 = layout.chips[size_t(onlyChip)];
        const auto group =
            overX ? layout.fsdpGroup(layout.fsdpGroupOf(c0)) : layout.tpGroup(layout.tpGroupOf(c0));
        // Small cells: only links between neighbouring cells, or the lines hide the colours.
        const double longest = f.mode == Mode::Cells ? f.scale * 1.05 : 1e9;
        std::vector<std::pair<int, int>> links;
        links.reserve(group.size() * 2);
        for (int chip : group)
            for (int a = 0; a < axes && chip >= 0; ++a) {
                const int to = layout.nextAlong(layout.chips[size_t(chip)], st.axis, a);
                if (to < 0 || to == chip)
                    continue;
                const ChipLayout& from = layout.chips[size_t(chip)];
                const ChipLayout& dest = layout.chips[size_t(to)];
                if (f.geo->sliceOf(from) == f.geo->sliceOf(dest) &&
                    QLineF(f.cellRect(from).center(), f.cellRect(dest).center()).length() <=
                        longest)
                    links.emplace_back(chip, to);
            }
        std::vector<QLineF> lines;
        lines.reserve(links.size());
        for (const auto& [from, to] : links)
            lines.emplace_back(f.cellRect(layout.chips[size_t(from)]).center(),
                               f.cellRect(layout.chips[size_t(to)]).center());
        p.setPen(QPen(overX ? kFsdpOutline : kTpOutline, 0));
        p.drawLines(lines.data(), int(lines.size()));
        for (const auto& [from, to] : links)
            packet(layout.chips[size_t(from)], layout.chips[size_t(to)], false);
        return;
    }
    // Every visible chip sends to its ring neighbours along each physical axis.
    for (const ChipLayout& c : layout.chips) {
        const QRectF r = f.cellRect(c);
        if (!r.intersects(f.mesh))
            continue;
        for (int a = 0; a < axes; ++a) {
            const int to = layout.nextAlong(c, st.axis, a);
            if (to >= 0)
                packet(c, layout.chips[size_t(to)], true);
        }
    }
}

void MeshView::Private::paintHover(QPainter& p, const Frame& f) const {
    if (f.hovered < 0 || f.hovered >= layout.chipCount())
        return;
    const ChipLayout& c = layout.chips[size_t(f.hovered)];
    // Outlines as batches of 1 px rectangles, one batch per pixel of width: wide pens are
    // slow to stroke for a thousand chips.
    const int w = std::max(1, int(std::lround(std::min(2.0 * f.line, f.scale / 5))));
    const QRectF visible = f.mesh.adjusted(-f.scale, -f.scale, f.scale, f.scale);
    std::vector<QRect> rects;
    auto outline = [&](std::span<const int> group, const QColor& col, int inset, int width) {
        rects.clear();
        for (int chip : group) {
            if (chip < 0)
                continue;
            const QRectF r = f.cellRect(layout.chips[size_t(chip)]);
            if (visible.contains(r.topLeft()))
                rects.push_back(r.toRect().adjusted(inset, inset, -inset - 1, -inset - 1));
        }
        p.setPen(QPen(col, 0));
        for (int k = 0; k < width; ++k) {
            p.drawRects(rects.data(), int(rects.size()));
            for (QRect& r : rects)
                r.adjust(1, 1, -1, -1);
        }
    };
    p.setBrush(Qt::NoBrush);
    if (x() > 1)
        outline(layout.fsdpGroup(layout.fsdpGroupOf(c)), kFsdpOutline, 0, w);
    if (y() > 1)
        outline(layout.tpGroup(layout.tpGroupOf(c)), kTpOutline, w, w);
    const int hovered = f.hovered;
    outline(std::span<const int>(&hovered, 1), kInk, -3, std::max(2, w + 1));
}

// The same outlines as paintHover, written into an opaque image's pixels (a thousand chips'
// frames through the painter cost milliseconds a frame).
bool MeshView::Private::writeHover(QImage& image, const Frame& f,
                                   std::vector<QRect>* written) const {
    if (f.hovered < 0 || f.hovered >= layout.chipCount() ||
        (image.format() != QImage::Format_RGB32 &&
         image.format() != QImage::Format_ARGB32_Premultiplied))
        return false;
    const double dpr = image.devicePixelRatio();
    const QRect clip =
        QRectF(f.mesh.topLeft() * dpr, f.mesh.size() * dpr).toAlignedRect() & image.rect();
    const qsizetype stride = image.bytesPerLine() / 4;
    auto* bits = reinterpret_cast<QRgb*>(image.bits());
    auto fill = [&](QRect r, QRgb col) {
        r &= clip;
        if (r.isEmpty())
            return;
        for (int yy = r.top(); yy <= r.bottom(); ++yy)
            std::fill(bits + yy * stride + r.left(), bits + yy * stride + r.right() + 1, col);
        if (written)
            written->push_back(r);
    };
    auto frame = [&](const QRect& r, QRgb col, int w) {
        fill(QRect(r.left(), r.top(), r.width(), w), col);
        fill(QRect(r.left(), r.bottom() - w + 1, r.width(), w), col);
        fill(QRect(r.left(), r.top() + w, w, r.height() - 2 * w), col);
        fill(QRect(r.right() - w + 1, r.top() + w, w, r.height() - 2 * w), col);
    };
    auto device = [&](int chip) {
        const QRectF r = f.cellRect(layout.chips[size_t(chip)]);
        return QRectF(r.topLeft() * dpr, r.size() * dpr).toRect();
    };
    const int w = std::max(1, int(std::lround(std::min(2.0 * f.line, f.scale / 5) * dpr)));
    const ChipLayout& c = layout.chips[size_t(f.hovered)];
    if (x() > 1)
        for (int chip : layout.fsdpGroup(layout.fsdpGroupOf(c)))
            if (chip >= 0)
                frame(device(chip), 0xff000000u | kFsdpOutline.rgb(), w);
    if (y() > 1)
        for (int chip : layout.tpGroup(layout.tpGroupOf(c)))
            if (chip >= 0)
                frame(device(chip).adjusted(w, w, -w, -w), 0xff000000u | kTpOutline.rgb(), w);
    const int hw = std::max(2, w + 1);
    frame(device(f.hovered).adjusted(-hw, -hw, hw, hw), 0xff000000u | kInk.rgb(), hw);
    return true;
}

void MeshView::Private::paintOverlay(QPainter& p, const Frame& f, bool hoverWritten) const {
    paintHeader(p, f, true);
    paintTimeline(p, f, true);
    if (tooBig || layout.chips.empty() || schedule.steps.empty())
        return;
    const ScheduleStep& st = schedule.steps[size_t(f.step)];
    p.save();
    p.setClipRect(f.mesh);
    if (f.mode == Mode::Cells) {
        paintCellsStep(p, f, st);
        // The hovered chip's ring, with its data in flight.
        if (f.hovered >= 0)
            paintPackets(p, f, st, f.hovered);
    } else {
        const int slot = focusSlot(st);
        const QFont capFont = f.font(0.75);
        for (const ChipLayout& c : layout.chips) {
            const QRectF cell = f.cellRect(c).adjusted(1, 1, -1, -1);
            if (!cell.intersects(f.mesh))
                continue;
            if (f.mode == Mode::Blocks) {
                const QRectF box = blocksBox(cell);
                if (st.kind == StepKind::Matmul && slotOf(st.result.id) < 0)
                    paintSlotRest(p, box, slot, c);
                else
                    paintStepInBox(p, box, st, c, f.progress);
                p.setPen(QPen(st.kind == StepKind::Matmul ? kAccent : kMatrixLine, f.line));
                p.setBrush(Qt::NoBrush);
                p.drawRect(box);
                continue;
            }
            double captionPx = 0;
            const std::array<QRectF, 4> boxes = detailSlots(f, cell, nullptr, &captionPx);
            if (st.kind == StepKind::Matmul) {
                // Operands outlined; a result kept in a slot fills in.
                for (TensorId id : {st.lhs.id, st.rhs.id}) {
                    const int k = slotOf(id);
                    if (k < 0)
                        continue;
                    p.setPen(QPen(kAccent, 2 * f.line));
                    p.setBrush(Qt::NoBrush);
                    p.drawRect(boxes[size_t(k)].adjusted(-1, -1, 1, 1));
                }
            }
            const int k = slotOf(st.result.id);
            if (k < 0)
                continue;
            const QRectF box = boxes[size_t(k)];
            paintStepInBox(p, box, st, c, f.progress);
            p.setPen(QPen(kindColor(st.kind).darker(130), 1.5 * f.line));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box);
            if (captionPx > 0) {
                const QRectF cap(box.left(), box.top() - captionPx * 1.2, box.width(),
                                 captionPx * 1.2);
                // The cell's tint over white, as the static layer drew it.
                const QColor own(colorAt(c.fsdp, c.tp));
                p.fillRect(cap, QColor(int(255 * 0.78 + own.red() * 0.22),
                                       int(255 * 0.78 + own.green() * 0.22),
                                       int(255 * 0.78 + own.blue() * 0.22)));
                p.setFont(capFont);
                p.setPen(kindColor(st.kind).darker(150));
                p.drawText(cap, Qt::AlignLeft | Qt::AlignVCenter,
                           QFontMetricsF(capFont).elidedText(tensorName(st.result.id),
                                                             Qt::ElideRight, cap.width()));
            }
        }
        paintPackets(p, f, st, -1);
        if (f.hovered >= 0)
            paintPackets(p, f, st, f.hovered);
    }
    if (!hoverWritten)
        paintHover(p, f);
    p.restore();
}

// ---------------------------------------------------------------------------------------------
// Timer

void MeshView::Private::tick() {
    const qint64 now = clock.nsecsElapsed();
    const double dt = std::min(0.1, double(now - lastTick) / 1e9);
    lastTick = now;
    if (q->m_playing)
        q->advance(dt);
    if (transition < 1) {
        transition += dt / kTransitionSeconds;
        if (transition >= 1) {
            transition = 1;
            previousStatic = QImage();
        }
    }
    if (!q->m_playing && transition >= 1)
        timer.stop();
    canvas->update();
}

// ---------------------------------------------------------------------------------------------
// Canvas events

void MeshCanvas::paintEvent(QPaintEvent*) {
    MeshView::Private& d = *m_view->d;
    const Frame f = d.canvasFrame();
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    const bool rebuilt =
        !d.staticValid || d.staticImage.size() != pixels || d.staticImage.devicePixelRatio() != dpr;
    if (rebuilt) {
        d.staticImage = QImage(pixels, QImage::Format_RGB32); // opaque: blits without blending
        d.staticImage.setDevicePixelRatio(dpr);
        QPainter sp(&d.staticImage);
        d.paintStatic(sp, f);
        d.staticValid = true;
    }
    if (rebuilt || d.frameImage.size() != d.staticImage.size() ||
        d.frameImage.devicePixelRatio() != d.staticImage.devicePixelRatio()) {
        d.frameImage = d.staticImage.copy();
        d.written.clear();
    } else if (d.written.size() > 2048) {
        // Many small rectangles: one copy of the whole layer is cheaper.
        std::memcpy(d.frameImage.bits(), d.staticImage.constBits(),
                    size_t(d.staticImage.sizeInBytes()));
        d.written.clear();
    } else {
        // Put back what last frame's squares covered: cheaper than copying the whole layer.
        const qsizetype bpl = d.frameImage.bytesPerLine();
        uchar* to = d.frameImage.bits();
        const uchar* from = d.staticImage.constBits();
        for (const QRect& r : d.written)
            for (int yy = r.top(); yy <= r.bottom(); ++yy)
                std::memcpy(to + yy * bpl + r.left() * 4, from + yy * bpl + r.left() * 4,
                            size_t(r.width()) * 4);
        d.written.clear();
    }
    d.writeCellsStep(d.frameImage, f, &d.written);
    // Outlines go into the pixels too, unless a cross-fade would draw over them.
    const bool hoverWritten = d.transition >= 1 && d.writeHover(d.frameImage, f, &d.written);
    QPainter p(this);
    p.drawImage(QPointF(0, 0), d.frameImage);
    if (d.transition < 1 && !d.previousStatic.isNull() &&
        d.previousStatic.size() == d.staticImage.size()) {
        p.setOpacity(1 - d.transition);
        p.drawImage(QPointF(0, 0), d.previousStatic);
        p.setOpacity(1);
    }
    d.paintOverlay(p, f, hoverWritten);
}

void MeshCanvas::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_view->d->staticValid = false;
}

void MeshCanvas::mousePressEvent(QMouseEvent* event) {
    MeshView::Private& d = *m_view->d;
    if (event->button() != Qt::LeftButton)
        return;
    d.pressed = true;
    d.dragged = false;
    d.pressPos = event->position().toPoint();
    d.panAtPress = d.pan;
}

void MeshCanvas::mouseMoveEvent(QMouseEvent* event) {
    MeshView::Private& d = *m_view->d;
    const QPointF pos = event->position();
    if (d.pressed) {
        const QPointF delta = pos - QPointF(d.pressPos);
        if (d.dragged || delta.manhattanLength() > 4) {
            d.dragged = true;
            d.pan = d.panAtPress + delta;
            d.invalidate();
        }
    }
    const Frame f = d.canvasFrame();
    int chip = -1;
    if (f.mesh.contains(pos) && !d.tooBig)
        chip = f.geo->chipAt((pos - f.origin) / f.scale, d.layout);
    m_view->setHoveredChip(chip);
}

void MeshCanvas::mouseReleaseEvent(QMouseEvent* event) {
    MeshView::Private& d = *m_view->d;
    if (event->button() != Qt::LeftButton || !d.pressed)
        return;
    d.pressed = false;
    if (d.dragged)
        return;
    // A click on the timeline jumps to the step.
    const Frame f = d.canvasFrame();
    const std::vector<QRectF> segs = d.timelineSegments(f);
    for (size_t i = 0; i < segs.size(); ++i)
        if (segs[i].adjusted(0, -4, 0, 4).contains(event->position())) {
            const double progress = (event->position().x() - segs[i].left()) / segs[i].width();
            m_view->seek(int(i), std::clamp(progress, 0.0, 0.999));
            return;
        }
}

void MeshCanvas::wheelEvent(QWheelEvent* event) {
    MeshView::Private& d = *m_view->d;
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    const Frame f = d.canvasFrame();
    const QPointF at = event->position();
    const double oldZoom = m_view->m_zoom;
    const double zoom = std::clamp(oldZoom * std::pow(1.2, steps), kMinZoom, kMaxZoom);
    // Keep the world point under the cursor in place.
    const QPointF world = (at - f.origin) / f.scale;
    const double newScale = f.scale / oldZoom * zoom;
    const QPointF newOrigin = at - world * newScale;
    d.pan = newOrigin - f.mesh.center() +
            QPointF(f.geo->world.width() / 2, f.geo->world.height() / 2) * newScale;
    m_view->m_zoom = zoom;
    d.invalidate();
    event->accept();
}

void MeshCanvas::keyPressEvent(QKeyEvent* event) {
    const double step = std::max(width(), height()) * 0.1;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_view->zoomIn();
        break;
    case Qt::Key_Minus:
        m_view->zoomOut();
        break;
    case Qt::Key_0:
    case Qt::Key_Home:
        m_view->zoomToFit();
        break;
    case Qt::Key_Left:
        m_view->panBy({step, 0});
        break;
    case Qt::Key_Right:
        m_view->panBy({-step, 0});
        break;
    case Qt::Key_Up:
        m_view->panBy({0, step});
        break;
    case Qt::Key_Down:
        m_view->panBy({0, -step});
        break;
    case Qt::Key_Space:
        m_view->togglePlaying();
        break;
    case Qt::Key_BracketLeft:
    case Qt::Key_PageUp:
        m_view->stepBack();
        break;
    case Qt::Key_BracketRight:
    case Qt::Key_PageDown:
        m_view->stepForward();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void MeshCanvas::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    m_view->setHoveredChip(-1);
}

bool MeshCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        MeshView::Private& d = *m_view->d;
        const Frame f = d.canvasFrame();
        int chip = -1;
        if (f.mesh.contains(help->pos()) && !d.tooBig)
            chip = f.geo->chipAt((QPointF(help->pos()) - f.origin) / f.scale, d.layout);
        if (chip >= 0)
            QToolTip::showText(help->globalPos(), m_view->chipDescription(chip), this,
                               f.cellRect(d.layout.chips[size_t(chip)]).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

// ---------------------------------------------------------------------------------------------
// MeshView

MeshView::MeshView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>(this)) {
    d->clock.start();
    d->timer.setInterval(16);
    d->timer.setTimerType(Qt::PreciseTimer);
    connect(&d->timer, &QTimer::timeout, this, [this] { d->tick(); });

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(4);
    d->strategyBox = new QComboBox(this);
    for (int i = 0; i < 5; ++i)
        d->strategyBox->addItem(QString());
    connect(d->strategyBox, &QComboBox::activated, this, [this](int index) {
        setStrategy(index == 0 ? std::nullopt : std::optional<Strategy>(Strategy(index - 1)));
    });
    auto button = [this](QStyle::StandardPixmap icon) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setAutoRaise(true);
        return b;
    };
    d->backButton = button(QStyle::SP_MediaSkipBackward);
    d->playButton = button(QStyle::SP_MediaPlay);
    d->forwardButton = button(QStyle::SP_MediaSkipForward);
    connect(d->backButton, &QToolButton::clicked, this, &MeshView::stepBack);
    connect(d->playButton, &QToolButton::clicked, this, &MeshView::togglePlaying);
    connect(d->forwardButton, &QToolButton::clicked, this, &MeshView::stepForward);
    d->speedBox = new QComboBox(this);
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        d->speedBox->addItem(QString(), s);
    d->speedBox->setCurrentIndex(2);
    connect(d->speedBox, &QComboBox::activated, this,
            [this](int index) { setSpeed(d->speedBox->itemData(index).toDouble()); });
    d->durationsButton = new QToolButton(this);
    d->durationsButton->setCheckable(true);
    d->durationsButton->setChecked(true);
    d->durationsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(d->durationsButton, &QToolButton::toggled, this, &MeshView::setProportionalDurations);
    d->zoomOutButton = new QToolButton(this);
    d->fitButton = new QToolButton(this);
    d->zoomInButton = new QToolButton(this);
    for (QToolButton* b : {d->zoomOutButton, d->fitButton, d->zoomInButton})
        b->setAutoRaise(true);
    connect(d->zoomOutButton, &QToolButton::clicked, this, &MeshView::zoomOut);
    connect(d->fitButton, &QToolButton::clicked, this, &MeshView::zoomToFit);
    connect(d->zoomInButton, &QToolButton::clicked, this, &MeshView::zoomIn);

    bar->addWidget(d->strategyBox);
    bar->addSpacing(8);
    bar->addWidget(d->backButton);
    bar->addWidget(d->playButton);
    bar->addWidget(d->forwardButton);
    bar->addWidget(d->speedBox);
    bar->addWidget(d->durationsButton);
    bar->addStretch(1);
    bar->addWidget(d->zoomOutButton);
    bar->addWidget(d->fitButton);
    bar->addWidget(d->zoomInButton);

    d->canvas = new MeshCanvas(this);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addLayout(bar);
    column->addWidget(d->canvas, 1);

    retranslate();
    const Scenario s = defaultScenario();
    setScenario(s, evaluate(s));
}

MeshView::~MeshView() = default;

void MeshView::setScenario(const Scenario& scenario, const Results& results) {
    d->scenario = scenario;
    d->results = results;
    relayout(true);
}

void MeshView::setStrategy(std::optional<Strategy> strategy) {
    if (d->strategy == strategy)
        return;
    d->strategy = strategy;
    syncControls();
    relayout(true);
}

std::optional<Strategy> MeshView::strategy() const {
    return d->strategy;
}

void MeshView::relayout(bool animate) {
    const Scenario& s = d->scenario;
    const MeshSplit split = d->strategy ? meshSplit(s, d->results, *d->strategy) : meshSplit(s);
    const std::vector<long long> mesh = physicalMesh(s);
    long long chips = 1;
    for (long long dim : mesh)
        chips *= dim;
    const bool changed = !(split == d->layout.split) || mesh != d->layout.mesh;
    if (animate && changed && d->staticValid && !d->staticImage.isNull()) {
        d->previousStatic = d->staticImage;
        d->transition = 0;
        d->ensureTimer();
    }
    d->chips = chips;
    d->tooBig = chips > kMaxChips;
    if (d->tooBig) {
        d->layout = MeshLayout();
        d->layout.mesh = mesh;
        d->layout.split = split;
    } else {
        d->layout = buildMeshLayout(s, split);
    }
    const size_t oldSteps = d->schedule.steps.size();
    d->schedule = stepSchedule(s, split);
    if (changed)
        d->rebuildColors();
    d->rebuildDurations();
    if (d->schedule.steps.size() != oldSteps) {
        m_step = std::clamp(m_step, 0, std::max(0, stepCount() - 1));
        m_progress = 0;
    }
    if (m_hovered >= d->layout.chipCount())
        m_hovered = -1;
    d->invalidate();
}

void MeshView::setProjectorMode(bool on) {
    if (m_projector == on)
        return;
    m_projector = on;
    QFont f = QApplication::font();
    if (on)
        f.setPointSizeF(f.pointSizeF() * 1.5);
    setFont(f);
    const int icon = on ? 32 : style()->pixelMetric(QStyle::PM_ToolBarIconSize);
    for (QToolButton* b : {d->backButton, d->playButton, d->forwardButton})
        b->setIconSize(QSize(icon, icon));
    d->invalidate();
}

QImage MeshView::renderFrame(QSize size, double scale, int step) {
    scale = std::max(0.1, scale);
    QImage image((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    const int count = stepCount();
    const int s = step < 0 || count == 0 ? m_step : step % count;
    const double progress = step < 0 ? m_progress : 0.55;
    Geometry geometry;
    QSizeF area;
    double label = -1;
    const Frame f = d->makeFrame(size, 1, QPointF(0, 0), s, progress, -1, geometry, area, label);
    {
        QPainter p(&image);
        d->paintStatic(p, f);
    }
    d->writeCellsStep(image, f, nullptr);
    QPainter p(&image);
    d->paintOverlay(p, f);
    return image;
}

void MeshView::advance(double seconds) {
    const int count = stepCount();
    if (count == 0 || seconds <= 0)
        return;
    const int before = m_step;
    double t = m_progress * d->stepSeconds[size_t(m_step)] + seconds * m_speed;
    while (t >= d->stepSeconds[size_t(m_step)]) {
        t -= d->stepSeconds[size_t(m_step)];
        m_step = (m_step + 1) % count;
    }
    m_progress = t / d->stepSeconds[size_t(m_step)];
    if (m_step != before)
        emit stepChanged(m_step);
    d->canvas->update();
}

const MeshLayout& MeshView::meshLayout() const {
    return d->layout;
}
const StepSchedule& MeshView::schedule() const {
    return d->schedule;
}
int MeshView::stepCount() const {
    return int(d->schedule.steps.size());
}
QWidget* MeshView::canvas() const {
    return d->canvas;
}

QString MeshView::chipDescription(int chip) const {
    const MeshLayout& m = d->layout;
    if (chip < 0 || chip >= m.chipCount())
        return {};
    const ChipLayout c = m.chip(chip);
    const ChipShards sh = m.shards(c);
    const HeldBytes held = m.bytesHeld(c);
    QStringList coord;
    for (size_t a = 0; a < m.mesh.size(); ++a)
        coord << QString::number(c.coord[a]);
    QStringList lines;
    lines << tr("Chip (%1), pod 1 of %2").arg(coord.join(QStringLiteral(", "))).arg(m.pods);
    lines << tr("FSDP index %1 of %2 · TP index %3 of %4 · stage %5 of %6")
                 .arg(c.fsdp)
                 .arg(m.x())
                 .arg(c.tp)
                 .arg(m.y())
                 .arg(c.stage)
                 .arg(m.z());
    lines << rangeText(TensorId::In, Dim::B, Dim::D, sh.in);
    lines << rangeText(TensorId::WIn, Dim::D, Dim::F, sh.wIn);
    lines << rangeText(TensorId::WOut, Dim::F, Dim::D, sh.wOut);
    lines << tr("%1 after the forward pass").arg(rangeText(TensorId::Out, Dim::B, Dim::D, sh.out));
    lines << tr("gradients %1, %2")
                 .arg(rangeText(TensorId::DWIn, Dim::D, Dim::F, sh.gradWIn),
                      rangeText(TensorId::DWOut, Dim::F, Dim::D, sh.gradWOut));
    lines << tr("optimizer state of W_in[D %1:%2, F %3:%4], W_out[F %5:%6, D %7:%8]")
                 .arg(sh.optWIn.rows.begin)
                 .arg(sh.optWIn.rows.end)
                 .arg(sh.optWIn.cols.begin)
                 .arg(sh.optWIn.cols.end)
                 .arg(sh.optWOut.rows.begin)
                 .arg(sh.optWOut.rows.end)
                 .arg(sh.optWOut.cols.begin)
                 .arg(sh.optWOut.cols.end);
    lines << tr("layers %1:%2 of %3").arg(sh.layers.begin).arg(sh.layers.end).arg(m.layers);
    lines << tr("holds %1 of MLP state: parameters %2, gradients %3, optimizer %4")
                 .arg(format::bytes(held.total()), format::bytes(held.params), format::bytes(held.grads),
                      format::bytes(held.optimizer));
    lines << tr("FSDP group of %1 chips · TP group of %2 chips").arg(m.x()).arg(m.y());
    return lines.join(QLatin1Char('\n'));
}

void MeshView::play() {
    setPlaying(true);
}
void MeshView::pause() {
    setPlaying(false);
}
void MeshView::togglePlaying() {
    setPlaying(!m_playing);
}

void MeshView::setPlaying(bool playing) {
    if (m_playing == playing)
        return;
    m_playing = playing;
    if (playing)
        d->ensureTimer();
    syncControls();
    emit playingChanged(playing);
}

void MeshView::stepForward() {
    seek(m_step + 1, 0);
}
void MeshView::stepBack() {
    seek(m_progress > 0.05 ? m_step : m_step - 1, 0);
}

void MeshView::seek(int step, double progress) {
    const int count = stepCount();
    if (count == 0)
        return;
    const int s = positiveMod(step, count);
    m_progress = std::clamp(progress, 0.0, 0.999999);
    if (s != m_step) {
        m_step = s;
        emit stepChanged(s);
    }
    d->canvas->update();
}

void MeshView::setSpeed(double factor) {
    m_speed = std::clamp(factor, 0.01, 100.0);
    syncControls();
}

void MeshView::setDurations(Durations durations) {
    if (m_durations == durations)
        return;
    m_durations = durations;
    d->rebuildDurations();
    syncControls();
    d->invalidate();
}

void MeshView::setProportionalDurations(bool proportional) {
    setDurations(proportional ? Durations::Proportional : Durations::Uniform);
}

void MeshView::zoomIn() {
    setZoom(m_zoom * 1.5);
}
void MeshView::zoomOut() {
    setZoom(m_zoom / 1.5);
}

void MeshView::zoomToFit() {
    m_zoom = 1;
    d->pan = QPointF(0, 0);
    d->invalidate();
}

void MeshView::setZoom(double zoom) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    d->pan *= zoom / m_zoom; // about the centre of the area
    m_zoom = zoom;
    d->invalidate();
}

void MeshView::panBy(QPointF offset) {
    d->pan += offset;
    d->invalidate();
}

void MeshView::setHoveredChip(int chip) {
    if (chip >= d->layout.chipCount())
        chip = -1;
    if (chip == m_hovered)
        return;
    m_hovered = chip;
    d->canvas->update();
}

void MeshView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        d->invalidate();
    }
    QWidget::changeEvent(event);
}

void MeshView::retranslate() {
    d->strategyBox->setItemText(0, tr("Scenario split"));
    for (Strategy s : {Strategy::DP, Strategy::FSDP, Strategy::TP, Strategy::FsdpTp})
        d->strategyBox->setItemText(int(s) + 1, strategyName(s));
    d->strategyBox->setToolTip(tr("Strategy shown on the mesh"));
    d->backButton->setToolTip(tr("Previous step ([)"));
    d->forwardButton->setToolTip(tr("Next step (])"));
    for (int i = 0; i < d->speedBox->count(); ++i)
        d->speedBox->setItemText(i,
                                 tr("%1×", "animation speed")
                                     .arg(QLocale().toString(d->speedBox->itemData(i).toDouble())));
    d->speedBox->setToolTip(tr("Animation speed"));
    d->zoomOutButton->setText(QStringLiteral("−"));
    d->zoomOutButton->setToolTip(tr("Zoom out (-)"));
    d->fitButton->setText(tr("Fit"));
    d->fitButton->setToolTip(tr("Show the whole mesh (0)"));
    d->zoomInButton->setText(QStringLiteral("+"));
    d->zoomInButton->setToolTip(tr("Zoom in (+)"));
    syncControls();
}

void MeshView::syncControls() {
    d->playButton->setIcon(
        style()->standardIcon(m_playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    d->playButton->setToolTip(m_playing ? tr("Pause (space)") : tr("Play (space)"));
    d->strategyBox->setCurrentIndex(d->strategy ? int(*d->strategy) + 1 : 0);
    int speedIndex = 0;
    for (int i = 0; i < d->speedBox->count(); ++i)
        if (std::abs(d->speedBox->itemData(i).toDouble() - m_speed) <
            std::abs(d->speedBox->itemData(speedIndex).toDouble() - m_speed))
            speedIndex = i;
    d->speedBox->setCurrentIndex(speedIndex);
    {
        const QSignalBlocker block(d->durationsButton);
        d->durationsButton->setChecked(m_durations == Durations::Proportional);
    }
    d->durationsButton->setText(m_durations == Durations::Proportional ? tr("Proportional")
                                                                       : tr("Uniform"));
    d->durationsButton->setToolTip(
        tr("Step durations in proportion to the cost model, or all alike"));
}

} // namespace shardscope
