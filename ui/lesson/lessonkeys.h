#pragma once

#include <QObject>

class QKeyEvent;
class QWidget;

namespace shardscope {

/**
 * The keys a presentation clicker sends (Page Down / Page Up, and on some the arrows and
 * Space) advance a lesson from anywhere in the window: the board, the lesson pane, a figure.
 * Page Up / Page Down always do. Arrows and Space stay with a focused editor that uses them
 * (a slider, a spin box, a text field, a combo box, a list), and Space with a focused check box
 * or push button.
 */
class LessonKeys : public QObject {
    Q_OBJECT
  public:
    /** Watches key presses in `window` while enabled. */
    explicit LessonKeys(QWidget* window);
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }

    /** +1 (next), -1 (previous) or 0 (not a lesson key here) for a key with `focus` focused. */
    static int direction(const QKeyEvent* event, const QWidget* focus);

  signals:
    void next();
    void previous();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QWidget* m_window;
    bool m_enabled = false;
};

} // namespace shardscope
