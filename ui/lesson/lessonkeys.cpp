#include "lesson/lessonkeys.h"

#include "mesh/meshcanvas.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTextEdit>

namespace shardscope {

namespace {

// A focused widget that needs the arrows (and Space) for itself.
bool usesArrows(const QWidget* w) {
    if (!w)
        return false;
    if (qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
        qobject_cast<const QLineEdit*>(w) || qobject_cast<const QComboBox*>(w) ||
        qobject_cast<const QAbstractItemView*>(w))
        return true;
    if (const auto* text = qobject_cast<const QTextEdit*>(w))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(w))
        return !plain->isReadOnly();
    return false;
}

} // namespace

LessonKeys::LessonKeys(QWidget* window) : QObject(window), m_window(window) {}

void LessonKeys::setEnabled(bool on) {
    if (on == m_enabled)
        return;
    m_enabled = on;
    // On the application: key presses reach it before the focused widget (a figure, the mesh)
    // can take them.
    if (on)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

int LessonKeys::direction(const QKeyEvent* event, const QWidget* focus) {
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (mods != Qt::NoModifier)
        return 0;
    switch (event->key()) {
    case Qt::Key_PageDown:
        return 1;
    case Qt::Key_PageUp:
        return -1;
    case Qt::Key_Right:
        return usesArrows(focus) ? 0 : 1;
    case Qt::Key_Left:
        return usesArrows(focus) ? 0 : -1;
    case Qt::Key_Space:
        // A check box or push button pressed with Space stays so, and a focused mesh plays or
        // pauses (the user guide's key); a tool button (a board pane's menu, which takes focus
        // when the board rearranges) does not.
        return usesArrows(focus) || qobject_cast<const QCheckBox*>(focus) ||
                       qobject_cast<const MeshCanvas*>(focus) ||
                       qobject_cast<const QRadioButton*>(focus) ||
                       qobject_cast<const QPushButton*>(focus)
                   ? 0
                   : 1;
    default:
        return 0;
    }
}

bool LessonKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType())
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    // Once per key press: it is delivered to the focused widget first (or to the window when
    // nothing has focus), then to its parents if ignored.
    QWidget* focus = QApplication::focusWidget();
    if (widget != (focus ? focus : m_window) || widget->window() != m_window)
        return false;
    const int step = direction(static_cast<QKeyEvent*>(event), focus);
    if (step > 0)
        emit next();
    else if (step < 0)
        emit previous();
    return step != 0;
}

} // namespace shardscope
