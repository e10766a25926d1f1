#include "figures/figureregistry.h"

#include "common/viewids.h"

#include "figures/computevscommsfigure.h"
#include "figures/layoutsfigure.h"
#include "figures/memoryfigure.h"
#include "figures/pipelinefigure.h"
#include "figures/ratiofigure.h"
#include "figures/realityfigure.h"
#include "figures/rooflinefigure.h"
#include "figures/splitsweepfigure.h"

#include <QCoreApplication>

namespace shardscope::figures {

namespace {

struct Entry {
    const QString& id;
    std::unique_ptr<Figure> (*make)();
    const char* context; ///< the figure's own tr() context: its translations are reused
    const char* shortTitle;
};

template <typename T> std::unique_ptr<Figure> make() {
    return std::make_unique<T>();
}

// One line per figure, in tab order.
const Entry kFigures[] = {
    {viewid::computeVsComms, &make<ComputeVsCommsFigure>, "shardscope::ComputeVsCommsFigure",
     QT_TRANSLATE_NOOP("shardscope::ComputeVsCommsFigure", "Per layer")},
    {viewid::ratio, &make<RatioFigure>, "shardscope::RatioFigure",
     QT_TRANSLATE_NOOP("shardscope::RatioFigure", "Ratio")},
    {viewid::splitSweep, &make<SplitSweepFigure>, "shardscope::SplitSweepFigure",
     QT_TRANSLATE_NOOP("shardscope::SplitSweepFigure", "Splits")},
    {viewid::roofline, &make<RooflineFigure>, "shardscope::RooflineFigure",
     QT_TRANSLATE_NOOP("shardscope::RooflineFigure", "Roofline")},
    {viewid::memory, &make<MemoryFigure>, "shardscope::MemoryFigure",
     QT_TRANSLATE_NOOP("shardscope::MemoryFigure", "Memory")},
    {viewid::pipeline, &make<PipelineFigure>, "shardscope::PipelineFigure",
     QT_TRANSLATE_NOOP("shardscope::PipelineFigure", "Pipeline")},
    {viewid::layouts, &make<LayoutsFigure>, "shardscope::LayoutsFigure",
     QT_TRANSLATE_NOOP("shardscope::LayoutsFigure", "Layouts")},
    {viewid::reality, &make<RealityFigure>, "shardscope::RealityFigure",
     QT_TRANSLATE_NOOP("shardscope::RealityFigure", "Reality")},
};

const Entry* find(const QString& id) {
    for (const Entry& e : kFigures)
        if (id == e.id)
            return &e;
    return nullptr;
}

} // namespace

QStringList ids() {
    QStringList out;
    for (const Entry& e : kFigures)
        out << e.id;
    return out;
}

std::unique_ptr<Figure> create(const QString& id) {
    const Entry* e = find(id);
    return e ? e->make() : nullptr;
}

QString shortTitle(const QString& id) {
    const Entry* e = find(id);
    return e ? QCoreApplication::translate(e->context, e->shortTitle) : QString();
}

QStringList curveIds() {
    return {QStringLiteral("compute"), QStringLiteral("dp"),   QStringLiteral("fsdp"),
            QStringLiteral("tp"),      QStringLiteral("best"), QStringLiteral("current"),
            QStringLiteral("dcn")};
}

} // namespace shardscope::figures
