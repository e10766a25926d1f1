#pragma once

#include <QMainWindow>

class QPlainTextEdit;

namespace shardscope {

/** The application window. */
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    /** Opens a scenario; an invalid file leaves the default scenario and says why. */
    bool openFile(const QString& fileName);

private:
    QPlainTextEdit* m_report;
};

} // namespace shardscope
