#pragma once

#include <QSlider>

namespace shardscope {

/** A slider over the valid splits, with X_opt marked on its scale. */
class SplitSlider : public QSlider {
    Q_OBJECT
  public:
    explicit SplitSlider(QWidget* parent = nullptr);
    /** X_opt as a fractional slider position (NaN: none). */
    void setOptimumPosition(double position);
    double optimumPosition() const { return m_optimum; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    double m_optimum = 0.0 / 0.0;
};

} // namespace shardscope
