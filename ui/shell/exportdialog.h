#pragma once

#include "export/exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace shardscope {

/**
 * File → Export figures…: which figures, the format, the pixel size, the caption and the
 * transparency, and the folder (its full path shown). The choice is remembered. GIF holds
 * the animations only, and only GIF holds them.
 */
class ExportDialog : public QDialog {
    Q_OBJECT
  public:
    /** `animation`: opens on GIF with the animations chosen (File → Export animation…). */
    explicit ExportDialog(QWidget* parent = nullptr, bool animation = false);
    QSize size() const;
    QString folder() const;
    /** The chosen ids that the chosen format holds, in exportIds() order. */
    QStringList ids() const;
    /** Format, size, caption and transparency into `options`. */
    void applyTo(ExportOptions* options) const;

  private:
    QListWidget* m_figures;
    QComboBox* m_format;
    QComboBox* m_size;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QCheckBox* m_caption;
    QCheckBox* m_transparent;
    QLineEdit* m_folder;
    QLabel* m_fullPath;

    ExportFormat format() const;
    void syncToFormat();
    void readSettings(bool animation);
    void writeSettings() const;
};

} // namespace shardscope
