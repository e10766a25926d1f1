#include "shell/runsdialog.h"

#include "common/format.h"
#include "common/plaintext.h"
#include "common/presetnames.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope {

namespace {

constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kRunRole = Qt::UserRole + 2; ///< the run's index in m_runs

// A cell shown as `text` and sorted by `key` (a number sorts as a number, "—" last).
QStandardItem* cell(const QString& text, const QVariant& key) {
    auto* item = new QStandardItem(text);
    item->setData(key, kSortRole);
    item->setEditable(false);
    return item;
}

QStandardItem* numberCell(const std::optional<double>& v, const QString& text) {
    // Missing values sort below every number.
    QStandardItem* item = cell(v ? text : QStringLiteral("—"), v ? *v : -1.0);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString bulleted(const QStringList& lines) {
    QStringList out;
    for (const QString& line : lines)
        out << QStringLiteral("• ") + line;
    return out.join(QLatin1Char('\n'));
}

} // namespace

RunsDialog::RunsDialog(QWidget* parent)
    : QDialog(parent), m_runs(cachedPublishedRuns()), m_model(new QStandardItemModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_table(new QTableView(this)),
      m_intro(new QLabel(this)), m_open(new QPushButton(this)), m_calibrate(new QPushButton(this)),
      m_close(new QPushButton(this)) {
    setObjectName(QStringLiteral("runsDialog"));
    m_intro->setWordWrap(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(kSortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTabKeyNavigation(false);
    // Enter and a double-click both arrive as activated(); the buttons take no Enter, so a
    // run opens once.
    connect(m_table, &QTableView::activated, this, [this] { openSelected(); });
    for (QPushButton* b : {m_open, m_calibrate, m_close})
        b->setAutoDefault(false);
    m_calibrate->setObjectName(QStringLiteral("calibrateButton"));
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_open, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_calibrate, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    connect(m_calibrate, &QPushButton::clicked, this, &RunsDialog::calibrateRequested);
    connect(m_open, &QPushButton::clicked, this, [this] { openSelected(); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto* column = new QVBoxLayout(this);
    column->addWidget(m_intro);
    column->addWidget(m_table, 1);
    column->addWidget(buttons);
    retranslate();
    fill();
    m_table->sortByColumn(Name, Qt::AscendingOrder);
    m_table->selectRow(0);
    resize(1200, 620);
}

void RunsDialog::retranslate() {
    setWindowTitle(tr("Published runs"));
    m_intro->setText(
        tr("Measured training runs beside the model's MFU ceiling for the same layout. The "
           "model is an upper bound: the ratio shows how much of it the run reached. Open a run "
           "to load its scenario."));
    m_open->setText(tr("&Open"));
    m_calibrate->setText(tr("&Calibrate to my run…"));
    m_calibrate->setToolTip(tr("Fit the hardware's matmul efficiency to the step your own run "
                               "measured with the layout open now"));
    m_close->setText(tr("Close"));
    m_model->setHorizontalHeaderLabels({tr("Run"), tr("Hardware"), tr("Chips"), tr("Layout"),
                                        tr("Measured MFU"), tr("Model's ceiling"), tr("Ratio"),
                                        tr("Source")});
    m_model->horizontalHeaderItem(Ratio)->setToolTip(tr("Measured MFU / the model's ceiling"));
    m_model->horizontalHeaderItem(Measured)->setToolTip(
        tr("On one convention for every run: model FLOPs with full attention, no "
           "recompute, the dense bf16 peak"));
}

void RunsDialog::fill() {
    m_model->setRowCount(0);
    for (size_t i = 0; i < m_runs.size(); ++i) {
        const PublishedRun& p = m_runs[i];
        const RunFile& r = p.run;
        const Scenario& s = r.scenario;
        const QString name = QString::fromStdString(r.name);
        const QString source = QString::fromStdString(r.citation) + QStringLiteral(", ") +
                               QString::fromStdString(r.where);
        QStringList layout;
        if (s.fsdp > 1)
            layout << (s.zeroStage == 3 ? QStringLiteral("FSDP %1") : QStringLiteral("DP %1"))
                          .arg(s.fsdp);
        if (s.tp > 1)
            layout << QStringLiteral("TP %1").arg(s.tp);
        if (s.pp > 1)
            layout << QStringLiteral("PP %1").arg(s.pp);
        QString layoutText = layout.isEmpty() ? tr("one chip") : layout.join(QStringLiteral(" × "));
        if (s.ep > 1) // the experts split over the data ways
            layoutText += QStringLiteral(" · EP %1").arg(s.ep);
        if (s.cp > 1) // each sequence split over the chips of a CP group
            layoutText += QStringLiteral(" · CP %1").arg(s.cp);
        if (s.pods > 1)
            layoutText = tr("%1, pods: %2").arg(layoutText).arg(s.pods);
        const long long chips = s.chips * s.pods;
        const QString hardware = hardwareDisplayName(s.hardwarePreset, s.hardware.name);
        const auto measured = r.measured.comparable();
        QList<QStandardItem*> row{
            cell(name, name.toLower()),
            cell(hardware, hardware.toLower()),
            numberCell(double(chips), QString::number(chips)),
            cell(layoutText, layoutText),
            numberCell(measured, measured ? format::percent(*measured) : QString()),
            numberCell(p.modelMfu, p.modelMfu ? format::percent(*p.modelMfu) : QString()),
            numberCell(p.ratio(), p.ratio() ? format::number(*p.ratio(), 2) : QString()),
            cell(source, source.toLower())};
        if (!r.modelled)
            row[Ceiling]->setText(tr("not modelled"));
        // The whole story of a run on every cell: source and what the scenario approximates.
        const QString tip =
            name + QLatin1Char('\n') + source +
            (r.approximations.empty() ? QString()
                                      : QStringLiteral("\n\n") + tr("Approximations:") +
                                            QLatin1Char('\n') + bulleted(runApproximations(r)));
        for (QStandardItem* item : row) {
            item->setToolTip(asRichText(tip));
            item->setData(qulonglong(i), kRunRole);
        }
        m_model->appendRow(row);
    }
    m_table->resizeColumnsToContents();
    // The source is long: it takes the room that is left, the tool tip holds all of it.
    m_table->horizontalHeader()->resizeSection(Name, std::min(m_table->columnWidth(Name), 340));
}

const PublishedRun* RunsDialog::runAt(int row) const {
    const QModelIndex index = m_proxy->index(row, 0);
    if (!index.isValid())
        return nullptr;
    const size_t i = size_t(index.data(kRunRole).toULongLong());
    return i < m_runs.size() ? &m_runs[i] : nullptr;
}

bool RunsDialog::openSelected() {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const PublishedRun* p = rows.isEmpty() ? nullptr : runAt(rows.first().row());
    if (!p)
        return false;
    const PublishedRun run = *p; // the slot may rebuild the table
    accept();
    emit openRequested(run);
    return true;
}

void RunsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fill();
    }
    QDialog::changeEvent(event);
}

} // namespace shardscope
