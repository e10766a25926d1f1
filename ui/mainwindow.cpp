#include "mainwindow.h"

#include "report.h"
#include "scenario_io.h"

#include <QMessageBox>
#include <QPlainTextEdit>

namespace shardscope {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_report(new QPlainTextEdit(this)) {
    setWindowTitle(tr("ShardScope"));
    m_report->setReadOnly(true);
    setCentralWidget(m_report);
    const Scenario s = defaultScenario();
    m_report->setPlainText(QString::fromStdString(reportJson(s, evaluate(s)).dump(2)));
    resize(900, 700);
}

bool MainWindow::openFile(const QString& fileName) {
    try {
        const Scenario s = loadScenarioFile(fileName.toStdString());
        m_report->setPlainText(QString::fromStdString(reportJson(s, evaluate(s)).dump(2)));
        return true;
    } catch (const ScenarioError& e) {
        QMessageBox::warning(this, tr("Cannot open scenario"),
                             fileName + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return false;
    }
}

} // namespace shardscope
