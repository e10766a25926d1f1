#pragma once

#include <QList>
#include <QPair>

class QCPAxis;
class QCPRange;
class QCustomPlot;

namespace shardscope {

/**
 * The ranges the user zoomed or panned a figure to, a part of it: they survive new data until a
 * double-click goes back to the ranges the figure had set (ranges a figure sets once, such as
 * the batch axis, are not redone by its redraw(), so they are kept here to go back to).
 */
class UserAxes {
  public:
    using Ranges = QList<QPair<QCPAxis*, QCPRange>>;
    /** The user takes the axes (a wheel, a pan): the ranges before are kept, once. */
    void take(const QCustomPlot& plot);
    /** Back to the ranges before the user took them. */
    void giveBack();
    /** The ranges to put back after a redraw: the user's, or none when the figure has them. */
    Ranges kept(const QCustomPlot& plot) const;

  private:
    static Ranges rangesOf(const QCustomPlot& plot);
    Ranges m_home;
    bool m_taken = false;
};

} // namespace shardscope
