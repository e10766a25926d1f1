#include "workspace/explanationpanel.h"

#include "mesh/meshtext.h"

#include "common/format.h"
#include "common/presetnames.h"

#include <QEvent>

#include <QTimer>
#include <climits>

namespace shardscope {

QString ExplanationPanel::verdictText(bool computeBound) {
    return computeBound ? ExplanationPanel::tr("<b style='color:#2a7a2a'>compute-bound</b>")
                        : ExplanationPanel::tr("<b style='color:#c00000'>communication-bound</b>");
}

namespace {

QString verdict(bool computeBound) {
    return ExplanationPanel::verdictText(computeBound);
}

// Comparison signs for rich text: a raw '<' would start a tag and swallow the sentence.
QString lessOrAtLeast(bool less) {
    return less ? QStringLiteral("&lt;") : QStringLiteral("≥");
}
QString moreOrAtMost(bool more) {
    return more ? QStringLiteral("&gt;") : QStringLiteral("≤");
}

} // namespace

ExplanationPanel::ExplanationPanel(QWidget* parent) : QTextBrowser(parent) {
    setOpenExternalLinks(false);
    setOpenLinks(false); // its one link asks the window; nothing here navigates
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.toString() == QLatin1String("#calibrate"))
            emit calibrateRequested();
    });
    setMinimumWidth(260);
    // Text is read, not watched: the first change after a pause shows at once; during a drag
    // the text waits until the values have been still for a tenth of a second. Laying it out
    // ten times a second made every eighth step of a drag twice as long as the others.
    m_stillTimer = new QTimer(this);
    m_stillTimer->setObjectName(QStringLiteral("stillTimer"));
    m_stillTimer->setSingleShot(true);
    m_stillTimer->setInterval(100);
    connect(m_stillTimer, &QTimer::timeout, this, [this] {
        if (m_pending)
            render();
    });
}

void ExplanationPanel::setEvaluation(EvaluationPtr evaluation) {
    m_evaluation = std::move(evaluation);
    m_pending = true;
    if (m_stillTimer->isActive())
        m_stillTimer->start(); // still moving: wait again
    else
        render();
}

void ExplanationPanel::render() {
    m_pending = false;
    m_stillTimer->start();
    setHtml(html());
}

void ExplanationPanel::setTheme(const Theme& theme) {
    m_theme = theme;
    // Running text: 16 pt (21 px) on a projector is large enough, and leaves the tabs their room.
    setFont(theme.font(theme.projector ? std::min(1.0, 16.0 / theme.fontPoints) : 1.0));
    setHtml(html());
}

void ExplanationPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        setHtml(html());
    QTextBrowser::changeEvent(event);
}

void ExplanationPanel::setPinned(const Scenario* s, const Results* r) {
    if (s && r) {
        if (m_pinned == *s)
            return;
        m_pinned = *s;
        m_pinnedResults = *r;
    } else {
        if (!m_pinned)
            return;
        m_pinned.reset();
    }
    setHtml(html());
}

void ExplanationPanel::setAnswerMask(const AnswerMask& mask) {
    if (mask == m_mask)
        return;
    m_mask = mask;
    // A lesson step hides its numbers just before its scenario arrives: that one render does
    // both. Alone (Show answer), the text follows on the next turn of the event loop.
    m_pending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_pending && !m_stillTimer->isActive()) // else the timer renders it
                render();
        },
        Qt::QueuedConnection);
}

void ExplanationPanel::setMeshStrategy(std::optional<Strategy> strategy) {
    if (m_meshStrategy == strategy)
        return;
    m_meshStrategy = strategy;
    setHtml(html());
}

// The strategy the mesh shows, as the mesh view's selector chose it (ch. 5's comparison).
QString ExplanationPanel::meshSection() const {
    if (!m_meshStrategy)
        return {};
    const Results& r = results();
    const Strategy s = *m_meshStrategy;
    const StrategyResult& sr = s == Strategy::DP     ? r.dp
                               : s == Strategy::FSDP ? r.fsdp
                               : s == Strategy::TP   ? r.tp
                                                     : r.fsdpTp;
    QString t = tr("<h3>The mesh shows %1</h3>").arg(MeshText::strategyName(s));
    t += tr("<p>FSDP %1 × TP %2 (M_X = %3, M_Y = %4): T_math = <b>%5</b>, T_comms = <b>%6</b> "
            "(the binding pass): %7.</p>")
             .arg(sr.split.x)
             .arg(sr.split.y)
             .arg(sr.split.mx)
             .arg(sr.split.my)
             .arg(shown("layer.t_math", format::seconds(sr.tMath())),
                  shown("layer.t_comms", format::seconds(sr.tComms())),
                  m_mask.hides("layer.compute_bound") ? AnswerMask::hiddenMark()
                                                      : verdict(sr.computeBound()));
    return t;
}

QString ExplanationPanel::html() const {
    if (!m_evaluation)
        return {};
    QString text = compareSection() + meshSection() + layerSection() + thresholdSection() +
                   budgetSection() + warningSection();
    // An open question's answer stays hidden wherever the text derives it (α = C/W for α/M_X).
    if (!m_mask.empty())
        text = m_mask.maskStatedAnswer(text, m_evaluation->report());
    // The translated sentences carry the light theme's colours: swap in the theme's own.
    return text.replace(QLatin1String("#2a7a2a"), m_theme.good.name())
        .replace(QLatin1String("#c00000"), m_theme.bad.name());
}

QString ExplanationPanel::layerSection() const {
    const Scenario& s = scenario();
    const Results& r = results();
    const auto& l = r.layer;
    const double n = double(r.derived.layerChips);
    QString t = tr("<h3>One layer, forward pass</h3>");
    t += tr("<p>FSDP %1 × TP %2 × PP %3 on %n chip(s); the FSDP axis spans M_X = %4 mesh axes, "
            "TP spans M_Y = %5.</p>",
            nullptr, int(std::min<long long>(s.chips, INT_MAX)))
             .arg(format::fsdpWays(s))
             .arg(s.tp)
             .arg(s.pp)
             .arg(l.split.mx)
             .arg(l.split.my);
    // The Batch control shows the global batch; every formula of one pod takes its share.
    if (s.pods > 1)
        t += tr("<p>B per pod = %1 / %2 pods = <b>%3</b> tokens: the formulas below use B per "
                "pod.</p>")
                 .arg(format::tokens(s.batchTokens))
                 .arg(s.pods)
                 .arg(format::tokens(r.derived.batchPerPod));
    t += tr("<p>T_math = 4·B·D·F / (N·C) = 4 · %1 · %2 · %3 / (%4 · %5) = <b>%6</b></p>")
             .arg(format::number(r.derived.batchPerPod, 4),
                  format::number(double(s.model.dModel), 5), format::number(double(s.model.dFf), 6),
                  format::number(n, 5), format::flops(s.peakFlops()),
                  shown("layer.t_math", format::seconds(l.tMath)));
    const QString combined =
        s.overlap == Overlap::Max ? tr("max(T_FSDP, T_TP)") : tr("T_FSDP + T_TP");
    if (s.hardware.switched())
        // docs/model.md#nodes: the same bytes, priced on the tier each group crosses.
        t += tr("<p>T_FSDP: 4·D·F/Y bytes over the FSDP group, %1 = <b>%2</b><br>"
                "T_TP: 4·B·D/X bytes over the TP group, %3 = <b>%4</b><br>"
                "T_comms = %5 = <b>%6</b></p>")
                 .arg(tierText(r.derived.cluster.fsdp),
                      shown("layer.t_comms_fsdp", format::seconds(l.tCommsFsdp)),
                      tierText(r.derived.cluster.tp),
                      shown("layer.t_comms_tp", format::seconds(l.tCommsTp)), combined,
                      shown("layer.t_comms", format::seconds(l.tComms)));
    else
        t += tr("<p>T_FSDP = 4·D·F / (Y·W·M_X) = <b>%1</b><br>T_TP = 4·B·D / (X·W·M_Y) = "
                "<b>%2</b><br>T_comms = %3 = <b>%4</b></p>")
                 .arg(shown("layer.t_comms_fsdp", format::seconds(l.tCommsFsdp)),
                      shown("layer.t_comms_tp", format::seconds(l.tCommsTp)), combined,
                      shown("layer.t_comms", format::seconds(l.tComms)));
    // Which clock is longer tells the verdict: both hide with it.
    const bool verdictHidden = m_mask.hides("layer.compute_bound");
    const QString forward =
        verdictHidden ? AnswerMask::hiddenMark() : lessOrAtLeast(l.tMath < l.tComms);
    const QString split = verdictHidden ? AnswerMask::hiddenMark() : verdict(l.computeBound);
    // docs/model.md#binding-pass: plain DP sends nothing forward; its verdict is the backward's.
    const PassTimes& back = l.times.backward;
    if (&l.times.binding() == &back && back.comms * l.tMath > l.tComms * back.math)
        t += tr("<p>Forward: T_math %1 T_comms. The backward pass decides: T_math = <b>%2</b> "
                "against T_comms = <b>%3</b> (the gradients' collectives): this split is %4.</p>")
                 .arg(forward, shown("layer.t_math", format::seconds(back.math)),
                      shown("layer.t_comms", format::seconds(back.comms)), split);
    else
        t += tr("<p>T_math %1 T_comms: this split is %2.</p>").arg(forward, split);
    if (l.crossoverBatch && *l.crossoverBatch <= 0)
        t += tr("<p>No weights move: it is compute-bound at every batch.</p>");
    else if (l.crossoverBatch)
        t += tr("<p>It becomes compute-bound from B ≈ %1 tokens.</p>")
                 .arg(shown("layer.crossover_batch", format::tokens(*l.crossoverBatch)));
    else
        t += tr("<p>TP is too wide: no batch makes it compute-bound.</p>");
    return t;
}

QString ExplanationPanel::thresholdSection() const {
    const Scenario& s = scenario();
    const Results& r = results();
    const auto& th = r.thresholds;
    const double perChip = r.derived.batchPerPod / double(s.fsdp);
    QString t = tr("<h3>Thresholds</h3><p>α = C / W = %1</p>").arg(format::number(r.derived.alpha));
    const bool switched = s.hardware.switched();
    if (th.dpMinBatchPerChip)
        t += (switched ? tr("<p>FSDP part: B/X = %1 %2 C/W_X = %3 (W_X: bytes/s the FSDP group "
                            "moves): %4</p>")
                       : tr("<p>FSDP part: B/X = %1 %2 α/M_X = %3: %4</p>"))
                 .arg(format::number(perChip), moreOrAtMost(perChip > *th.dpMinBatchPerChip),
                      shown("thresholds.dp_min_batch_per_chip",
                            format::number(*th.dpMinBatchPerChip)),
                      verdict(perChip > *th.dpMinBatchPerChip));
    if (th.tpMaxWays)
        t += (switched ? tr("<p>TP part: Y = %1 %2 F·W_Y/C = %3 (W_Y: bytes/s the TP group "
                            "moves): %4</p>")
                       : tr("<p>TP part: Y = %1 %2 M_Y·F/α = %3: %4</p>"))
                 .arg(QString::number(s.tp), lessOrAtLeast(double(s.tp) < *th.tpMaxWays),
                      shown("thresholds.tp_max_ways", format::number(*th.tpMaxWays)),
                      verdict(double(s.tp) < *th.tpMaxWays));
    if (th.xOpt)
        t += tr("<p>X_opt = √((B/F)·(M_X/M_Y)·N) = %1 → FSDP %2 × TP %3, with M_X = %4 and "
                "M_Y = %5 of the mixed split on separate mesh axes that communicates least.</p>")
                 .arg(shown("thresholds.x_opt", format::number(*th.xOpt)))
                 .arg(th.xOptFsdp.value_or(0))
                 .arg(th.xOptTp.value_or(0))
                 .arg(th.optimumAxesFsdp.value_or(0))
                 .arg(th.optimumAxesTp.value_or(0));
    else
        t += tr("<p>X_opt: none, no split here has both FSDP and TP.</p>");
    // X_opt is ch. 5's continuous optimum for a mixed split; counted split by split the least
    // communication may sit elsewhere: say so rather than name two winners.
    const Split& least = r.fsdpTp.split;
    if (th.xOptFsdp && (least.x != *th.xOptFsdp || least.y != th.xOptTp.value_or(0)))
        t += tr("<p>Counted split by split at this batch (TP = 1, 2, 4, 8, …), FSDP %1 × TP %2 "
                "communicates least; X_opt, the formula's continuous optimum for a mixed split, "
                "rounds to FSDP %3 × TP %4 instead.</p>")
                 .arg(least.x)
                 .arg(least.y)
                 .arg(*th.xOptFsdp)
                 .arg(th.xOptTp.value_or(0));
    else
        t += tr("<p>Of the splits with TP = 1, 2, 4, 8, …, FSDP %1 × TP %2 communicates least at "
                "this batch.</p>")
                 .arg(least.x)
                 .arg(least.y);
    if (th.mixedMinBatchPerChip)
        t += tr("<p>FSDP+TP at X_opt is compute-bound while B/N > α²/(M_X·M_Y·F) = %1 tokens per "
                "chip.</p>")
                 .arg(shown("thresholds.mixed_min_batch_per_chip",
                            format::number(*th.mixedMinBatchPerChip)));
    if (s.pods > 1)
        t += tr("<p>Across %1 pods (DCN): batch per pod %2 vs C/W_dcn = %3: %4</p>")
                 .arg(s.pods)
                 .arg(format::tokens(r.derived.batchPerPod),
                      shown("thresholds.dcn_min_batch_per_pod",
                            format::number(th.dcnMinBatchPerPod)),
                      verdict(r.layer.dcnComputeBound));
    return t;
}

QString ExplanationPanel::budgetSection() const {
    const Scenario& s = scenario();
    const Results& r = results();
    QString t = tr("<h3>Budget</h3>");
    const ParamCount& p = r.derived.params;
    if (s.model.moe()) // docs/model.md#experts: a token passes only some experts
        t += tr("<p>Parameters: %1, of which %2 active per token (%3 FLOPs per token).</p>")
                 .arg(shown("derived.params", format::count(p.total())),
                      shown("derived.params_active", format::count(p.active())),
                      shown("derived.flops_per_token", format::count(r.derived.flopsPerToken)));
    else
        t += tr("<p>Parameters: %1 (%2 FLOPs per token).</p>")
                 .arg(shown("derived.params", format::count(p.total())),
                      shown("derived.flops_per_token", format::count(r.derived.flopsPerToken)));
    // docs/model.md#forecast: the step this layout's stack gets, then the bound it never beats
    // (docs/model.md#whole-step), then ch. 6's shortcut at the typed MFU.
    const Forecast& f = r.forecast;
    t += tr("<p>Step of this layout, forecast for %1: <b>%2</b> (compute %3, memory-bound ops "
            "%4, exposed comms %5, bubble %6, update %7); MFU %8 %; training on %9 tokens: "
            "<b>%10</b> days.</p>")
             .arg(stackDisplayName(f.stack), shown("forecast.seconds", format::seconds(f.seconds)),
                  format::seconds(f.computeSeconds), format::seconds(f.memoryBoundSeconds),
                  format::seconds(f.exposedCommsSeconds), format::seconds(f.bubbleSeconds),
                  format::seconds(f.optimizerSeconds),
                  shown("forecast.mfu", format::number(f.mfu * 100)),
                  format::tokens(s.trainingTokens))
             .arg(shown("forecast.days", format::number(f.days)));
    if (!m_mask.hidesTheStep())
        t += QStringLiteral("<p><a href='#calibrate'>%1</a></p>").arg(tr("Calibrate to my run…"));
    const Results::Step& st = r.step;
    t += tr("<p style='color:#777'>Bound at peak (every matmul at peak, comms hidden): step "
            "%1 (compute %2, exposed comms %3, bubble %4, update %5); MFU ceiling %6 %; %7 "
            "days.</p>")
             .arg(shown("step.seconds", format::seconds(st.seconds)),
                  format::seconds(st.computeSeconds + st.recomputeSeconds),
                  format::seconds(st.exposedCommsSeconds), format::seconds(st.bubbleSeconds),
                  format::seconds(st.optimizerSeconds),
                  shown("step.mfu", format::number(st.mfu * 100)),
                  shown("training.days_modelled", format::number(r.training.daysModelled)));
    t += clusterParagraph();
    // docs/model.md#cost: chip-hours at the forecast step and at the bound, and their price when
    // the hardware has one.
    const QString cost =
        r.forecast.costUsd
            ? tr("USD %1 (at the bound USD %2)")
                  .arg(shown("forecast.cost_usd", format::count(*r.forecast.costUsd)),
                       shown("training.cost_usd", format::count(r.training.costUsd.value_or(0))))
            : tr("no price set for this hardware");
    t += tr("<p>Chip-hours for the training: %1 (at the bound %2); cost: %3.</p>")
             .arg(shown("forecast.chip_hours", format::count(r.forecast.chipHours)),
                  shown("training.chip_hours", format::count(r.training.chipHours)), cost);
    // The days in brackets only when the time is in another unit: "44.7 days (44.7 days)" said
    // one thing twice. Either number answers a question about the other.
    const bool inDays = r.training.seconds >= 86400 && r.training.seconds < 86400 * 365.0;
    const QString mfu = format::number(s.mfu * 100);
    const QString step = shown("training.step_seconds", format::seconds(r.training.stepSeconds));
    if (inDays)
        t += tr("<p>The book's estimate at %1 % MFU: step %2; training: %3.</p>")
                 .arg(mfu, step,
                      m_mask.text({"training.seconds", "training.days"},
                                  format::seconds(r.training.seconds)));
    else
        t += tr("<p>The book's estimate at %1 % MFU: step %2; training: %3 (%4 days).</p>")
                 .arg(mfu, step,
                      m_mask.text({"training.seconds", "training.days"},
                                  format::seconds(r.training.seconds)),
                      m_mask.text({"training.seconds", "training.days"},
                                  format::number(r.training.days)));
    t += tr("<p>Memory per chip: %1 of %2 HBM (%3).</p>")
             .arg(shown("memory.per_chip_bytes", format::bytes(r.memory.perChipBytes)),
                  format::bytes(s.hardware.hbmBytes),
                  shown("memory.fits", r.memory.fits
                                           ? tr("fits")
                                           : tr("<b style='color:#c00000'>does not fit</b>")));
    t += tr("<p>Memory of the whole run: %1, so at least %2 chips of %3 each.</p>")
             .arg(shown("memory.total_bytes", format::bytes(r.memory.budget.totalBytes())),
                  shown("memory.min_chips", format::number(r.memory.minChips, 6)),
                  format::bytes(s.hardware.hbmBytes));
    if (s.pp > 1)
        t += tr("<p>Pipeline bubble: %1 %.</p>")
                 .arg(shown("pipeline.bubble_fraction",
                            format::number(r.pipeline.bubbleFraction * 100)));
    return t;
}

// "inside a node (NVLink)" or "across 8 nodes": the tier a group's collectives cross.
QString ExplanationPanel::tierText(const GroupPlacement& g) {
    if (g.size <= 1)
        return tr("one chip, no traffic");
    return g.tier() == Tier::Network ? tr("across %n nodes", nullptr, int(g.nodes))
                                     : tr("in a node");
}

// docs/model.md#nodes: on a cluster of nodes, where each group's collectives go and what they
// cost in one step, hidden or not.
QString ExplanationPanel::clusterParagraph() const {
    const Scenario& s = scenario();
    const Results& r = results();
    if (!s.hardware.switched())
        return {};
    const ClusterLayout& c = r.derived.cluster;
    const auto& comms = r.step.comms;
    auto group = [this](const char* name, const GroupPlacement& g, double seconds,
                        const char* key) {
        if (g.size <= 1)
            return QString();
        const QString where = tierText(g);
        return tr("<br>%1 %2, %3: %4")
            .arg(QString::fromLatin1(name))
            .arg(g.size)
            .arg(where, shown(key, format::seconds(seconds)));
    };
    QString t = tr("<p>%n node(s) of %1 chips on one switch. Communication in one step:", nullptr,
                   int(c.nodes))
                    .arg(c.nodeChips);
    t += group("TP", c.tp, comms.tp, "step.comms_seconds.tp");
    // Without HSDP the once-a-step gradient sync (ZeRO 0-2) runs over the FSDP group itself.
    const bool replicated = c.replicas.size > 1;
    t += group(s.hsdp > 0 ? "HSDP" : "FSDP", c.fsdp, comms.fsdp + (replicated ? 0 : comms.dp),
               "step.comms_seconds.fsdp");
    t += group("DP", c.replicas, comms.dp, "step.comms_seconds.dp");
    t += group("PP", c.pp, comms.pipeline, "step.comms_seconds.pipeline");
    t += group("EP", c.ep, comms.ep, "step.comms_seconds.ep"); // the experts' all-to-alls
    t += group("CP", c.cp, comms.cp, "step.comms_seconds.cp"); // keys and values round the ring
    return t + QStringLiteral("</p>");
}

QString ExplanationPanel::warningSection() const {
    if (results().warnings.empty())
        return {};
    QString t = tr("<h3>Warnings</h3><ul>");
    for (const Warning& w : results().warnings)
        t += QStringLiteral("<li>%1</li>").arg(warningText(w));
    return t + QStringLiteral("</ul>");
}

QString ExplanationPanel::warningText(const Warning& w) {
    const auto& a = w.args;
    auto n = [&a](size_t i) { return format::number(a[i]); };
    if (w.code == "too_few_sequences")
        return tr("%1 data-parallel groups need whole sequences, but the batch has only %2: "
                  "split each sequence with context parallelism (CP).")
            .arg(n(0), n(1));
    if (w.code == "heads_not_divisible")
        return tr("%1 query heads do not split evenly over TP %2.").arg(n(0), n(1));
    if (w.code == "kv_heads_replicated")
        return tr("%1 KV heads are fewer than TP %2: they are replicated.").arg(n(0), n(1));
    if (w.code == "split_off_mesh")
        return tr("FSDP %1 × TP %2 does not factor onto the physical mesh.").arg(n(0), n(1));
    if (w.code == "tp_comms_bound")
        return tr("TP %1 is above M_Y·F/α = %2: communication-bound at every batch.")
            .arg(n(0), n(1));
    if (w.code == "comms_bound")
        return tr("This split is communication-bound: T_comms / T_math = %1.").arg(n(0));
    if (w.code == "dcn_comms_bound")
        return tr("Batch per pod %1 is below C/W_dcn = %2: the DCN is the bottleneck.")
            .arg(n(0), n(1));
    if (w.code == "does_not_fit")
        return tr("Needs %1 per chip; HBM holds %2.").arg(format::bytes(a[0]), format::bytes(a[1]));
    return QString::fromStdString(warningMessage(w));
}

} // namespace shardscope
