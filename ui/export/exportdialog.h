#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace shardscope {

/** File → Export all figures…: the pixel size and the folder. */
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(QWidget* parent = nullptr);
    QSize size() const;
    QString folder() const;

private:
    QComboBox* m_size;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QLineEdit* m_folder;
};

} // namespace shardscope
