#include "exportdialog.h"

#include "settingskeys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace shardscope {

ExportDialog::ExportDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export all figures"));
    auto* form = new QFormLayout(this);
    m_size = new QComboBox;
    for (const QSize s : {QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
        m_size->addItem(QStringLiteral("%1 × %2").arg(s.width()).arg(s.height()), s);
    m_size->addItem(tr("Custom"), QSize());
    m_width = new QSpinBox;
    m_height = new QSpinBox;
    for (QSpinBox* b : {m_width, m_height})
        b->setRange(200, 8000);
    m_width->setValue(1600);
    m_height->setValue(900);
    auto* custom = new QHBoxLayout;
    custom->addWidget(m_width);
    custom->addWidget(m_height);
    m_folder = new QLineEdit;
    auto* browse = new QPushButton(tr("Choose…"));
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Size"), m_size);
    form->addRow(tr("Custom size"), custom);
    form->addRow(tr("Folder"), folderRow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);

    QSettings settings;
    const QSize saved = settings.value(settings::exportSize, QSize(1920, 1080)).toSize();
    const int index = m_size->findData(saved);
    m_size->setCurrentIndex(index >= 0 ? index : m_size->count() - 1);
    if (index < 0) {
        m_width->setValue(saved.width());
        m_height->setValue(saved.height());
    }
    m_folder->setText(settings.value(settings::exportDir,
                                     QStandardPaths::writableLocation(QStandardPaths::PicturesLocation) +
                                         QStringLiteral("/shardscope"))
                          .toString());
    auto syncCustom = [this] {
        const bool custom = m_size->currentData().toSize().isEmpty();
        m_width->setEnabled(custom);
        m_height->setEnabled(custom);
    };
    syncCustom();
    connect(m_size, &QComboBox::currentIndexChanged, this, syncCustom);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QSettings s;
        s.setValue(settings::exportSize, size());
        s.setValue(settings::exportDir, folder());
        accept();
    });
}

QSize ExportDialog::size() const {
    const QSize preset = m_size->currentData().toSize();
    return preset.isEmpty() ? QSize(m_width->value(), m_height->value()) : preset;
}

QString ExportDialog::folder() const { return m_folder->text().trimmed(); }

} // namespace shardscope
