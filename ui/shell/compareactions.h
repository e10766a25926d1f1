#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace shardscope {

class ScenarioDocument;

/**
 * Compare: "Pin as A" (Ctrl+Shift+A), "Swap A and current", "Unpin A" and "Load A from
 * file…". The document holds A; these actions change it in undo steps and keep it in the
 * session (settings), so a restart shows the same comparison.
 */
class CompareActions : public QObject {
    Q_OBJECT
  public:
    CompareActions(ScenarioDocument* doc, QWidget* window);

    QAction* pinAction() const { return m_pin; }
    QAction* swapAction() const { return m_swap; }
    QAction* unpinAction() const { return m_unpin; }
    QAction* loadAction() const { return m_load; }
    QList<QAction*> actions() const { return {m_pin, m_swap, m_unpin, m_load}; }

    void retranslate();
    /** A from the last session, if any (a pin that no longer reads is dropped). */
    void readSettings();

  signals:
    /** "Load A from file…" could not read the file: title and reason. */
    void failed(const QString& title, const QString& message);

  private:
    void loadFromFile();
    void pinnedChanged();

    ScenarioDocument* m_doc;
    QWidget* m_window;
    QAction* m_pin;
    QAction* m_swap;
    QAction* m_unpin;
    QAction* m_load;
};

} // namespace shardscope
