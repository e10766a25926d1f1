#pragma once

#include <QPointer>
#include <QStringList>
#include <QWidget>

class QVariantAnimation;

namespace shardscope {

/** The names a lesson step's `highlight` may use: the controls' ids (ControlPanel::controlIds),
 * then the figure elements. */
QStringList lessonHighlightNames();

/** The views that draw a figure element ("crossover"), best first; empty for a control. */
QStringList viewsShowing(const QString& element);

/**
 * A pulsing outline drawn over one widget of the window for about two seconds: it points at
 * the control a lesson step is about without taking focus, blocking input or opening anything.
 * It lies over the window (not inside the target), so a scroll area cannot clip it, and it
 * follows the target while it pulses.
 */
class LessonHighlight : public QWidget {
    Q_OBJECT
  public:
    explicit LessonHighlight(QWidget* window);

    /** Outlines `target` (scrolled into view first), or only `area` of it (target pixels) when
     * given; nullptr hides the outline. */
    void pulse(QWidget* target, QRect area = {});

    static constexpr int durationMs = 2000;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    void follow();

    QPointer<QWidget> m_target;
    QRect m_area; ///< in the target's pixels; empty: all of it
    QVariantAnimation* m_animation;
    double m_strength = 0; ///< 0..1, the outline's opacity now
};

} // namespace shardscope
