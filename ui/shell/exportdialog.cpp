#include "shell/exportdialog.h"

#include "common/viewids.h"

#include "common/appsettings.h"
#include "figures/figureregistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

namespace shardscope {

namespace {

QString figureName(const QString& id) {
    static const std::pair<const QString&, const char*> names[] = {
        {viewid::computeVsComms,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Compute vs communication per layer")},
        {viewid::ratio,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Compute / communication ratio")},
        {viewid::splitSweep, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Split sweep")},
        {viewid::roofline, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Roofline")},
        {viewid::memory, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Memory per chip")},
        {viewid::pipeline, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Pipeline schedule")},
        {viewid::layouts, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Layouts ranked by MFU")},
        {viewid::reality,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "The model against published runs")},
        {viewid::mesh, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Mesh, one frame")},
        {viewid::meshSteps,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Mesh, every step as a file")},
        {viewid::board, QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Board as one slide")},
        {viewid::meshAnimation,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Mesh animation (one layer's steps)")},
        {viewid::meshCollective,
         QT_TRANSLATE_NOOP("shardscope::ExportDialog", "Mesh, one collective hop by hop")},
        {viewid::splitAnimation, QT_TRANSLATE_NOOP("shardscope::ExportDialog",
                                                   "Split animation (every power-of-two split)")}};
    for (const auto& [key, name] : names)
        if (id == key)
            return ExportDialog::tr(name);
    // A figure added later without a name here still shows its translated tab title.
    const QString tabTitle = figures::shortTitle(id);
    return tabTitle.isEmpty() ? id : tabTitle;
}

} // namespace

ExportDialog::ExportDialog(QWidget* parent, bool animation) : QDialog(parent) {
    setWindowTitle(animation ? tr("Export animation") : tr("Export figures"));
    auto* form = new QFormLayout(this);
    m_figures = new QListWidget;
    for (const QString& id : exportIds()) {
        auto* item = new QListWidgetItem(figureName(id), m_figures);
        item->setData(Qt::UserRole, id);
        item->setToolTip(id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    // Every entry whole, in every language: the list is as big as what it holds.
    m_figures->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_figures->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_format = new QComboBox;
    m_format->addItem(tr("PNG image"), QStringLiteral("png"));
    m_format->addItem(tr("SVG drawing (text stays text)"), QStringLiteral("svg"));
    m_format->addItem(tr("PDF document (text stays text)"), QStringLiteral("pdf"));
    m_format->addItem(tr("GIF animation"), QStringLiteral("gif"));
    m_size = new QComboBox;
    for (const QSize s : {QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
        m_size->addItem(QStringLiteral("%1 × %2").arg(s.width()).arg(s.height()), s);
    m_size->addItem(tr("Custom"), QSize());
    m_width = new QSpinBox;
    m_height = new QSpinBox;
    for (QSpinBox* b : {m_width, m_height})
        b->setRange(200, 8000);
    auto* custom = new QHBoxLayout;
    custom->addWidget(m_width);
    custom->addWidget(m_height);
    m_caption = new QCheckBox(tr("Caption: hardware, model, chips, batch, split"));
    m_transparent = new QCheckBox(tr("Transparent background (PNG, SVG)"));
    m_folder = new QLineEdit;
    m_folder->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 44);
    auto* browse = new QPushButton(tr("Choose…"));
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    m_fullPath = new QLabel;
    m_fullPath->setWordWrap(true);
    m_fullPath->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Figures"), m_figures);
    form->addRow(tr("Format"), m_format);
    form->addRow(tr("Size"), m_size);
    form->addRow(tr("Custom size"), custom);
    form->addRow(QString(), m_caption);
    form->addRow(QString(), m_transparent);
    form->addRow(tr("Folder"), folderRow);
    form->addRow(QString(), m_fullPath);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);

    readSettings(animation);
    auto syncCustom = [this] {
        const bool isCustom = m_size->currentData().toSize().isEmpty();
        m_width->setEnabled(isCustom);
        m_height->setEnabled(isCustom);
    };
    auto syncPath = [this] {
        m_fullPath->setText(
            tr("Files go to %1").arg(QDir::toNativeSeparators(QDir(folder()).absolutePath())));
    };
    syncCustom();
    syncPath();
    syncToFormat();
    connect(m_size, &QComboBox::currentIndexChanged, this, syncCustom);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::syncToFormat);
    connect(m_folder, &QLineEdit::textChanged, this, syncPath);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Export folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        writeSettings();
        accept();
    });
}

void ExportDialog::readSettings(bool animation) {
    const QSize saved = settings::exportSize.value();
    const int index = m_size->findData(saved);
    m_size->setCurrentIndex(index >= 0 ? index : m_size->count() - 1);
    m_width->setValue(index >= 0 ? 1600 : saved.width());
    m_height->setValue(index >= 0 ? 900 : saved.height());
    const QString format = animation ? QStringLiteral("gif") : settings::exportFormat.value();
    m_format->setCurrentIndex(std::max(0, m_format->findData(format)));
    const QStringList chosen = settings::exportFigures.isSaved()
                                   ? settings::exportFigures.value()
                                   : defaultExportIds() + animatedIds();
    for (int i = 0; i < m_figures->count(); ++i) {
        QListWidgetItem* item = m_figures->item(i);
        const bool on = chosen.contains(item->data(Qt::UserRole).toString()) ||
                        (animation && isAnimated(item->data(Qt::UserRole).toString()));
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_caption->setChecked(settings::exportCaption.value());
    m_transparent->setChecked(settings::exportTransparent.value());
    m_folder->setText(settings::exportDir.value());
}

void ExportDialog::writeSettings() const {
    settings::exportSize.setValue(size());
    settings::exportDir.setValue(folder());
    settings::exportFormat.setValue(m_format->currentData().toString());
    QStringList chosen;
    for (int i = 0; i < m_figures->count(); ++i)
        if (m_figures->item(i)->checkState() == Qt::Checked)
            chosen << m_figures->item(i)->data(Qt::UserRole).toString();
    settings::exportFigures.setValue(chosen);
    settings::exportCaption.setValue(m_caption->isChecked());
    settings::exportTransparent.setValue(m_transparent->isChecked());
}

ExportFormat ExportDialog::format() const {
    ExportFormat f = ExportFormat::Png;
    parseExportFormat(m_format->currentData().toString(), &f);
    return f;
}

// GIF holds the animations, the other formats the still figures: the rest is greyed out.
void ExportDialog::syncToFormat() {
    const bool gif = format() == ExportFormat::Gif;
    for (int i = 0; i < m_figures->count(); ++i) {
        QListWidgetItem* item = m_figures->item(i);
        const bool usable = isAnimated(item->data(Qt::UserRole).toString()) == gif;
        item->setFlags(usable ? item->flags() | Qt::ItemIsEnabled
                              : item->flags() & ~Qt::ItemIsEnabled);
    }
    m_transparent->setEnabled(format() == ExportFormat::Png || format() == ExportFormat::Svg);
}

QSize ExportDialog::size() const {
    const QSize preset = m_size->currentData().toSize();
    return preset.isEmpty() ? QSize(m_width->value(), m_height->value()) : preset;
}

QString ExportDialog::folder() const {
    return m_folder->text().trimmed();
}

QStringList ExportDialog::ids() const {
    const bool gif = format() == ExportFormat::Gif;
    QStringList chosen;
    for (int i = 0; i < m_figures->count(); ++i) {
        const QString id = m_figures->item(i)->data(Qt::UserRole).toString();
        if (m_figures->item(i)->checkState() == Qt::Checked && isAnimated(id) == gif)
            chosen << id;
    }
    return chosen;
}

void ExportDialog::applyTo(ExportOptions* options) const {
    options->size = size();
    options->format = format();
    options->caption = m_caption->isChecked();
    options->transparent = m_transparent->isEnabled() && m_transparent->isChecked();
}

} // namespace shardscope
