#pragma once

#include <QColor>
#include <QFont>

namespace shardscope {

/** Look of the plots and views: normal, or projector (large, thick, high contrast). */
struct Theme {
    bool projector = false;
    double fontPoints = 10;
    double lineWidth = 1.6;
    QColor background = Qt::white;
    QColor text = QColor(0x20, 0x20, 0x20);
    QColor grid = QColor(0xdd, 0xdd, 0xdd);
    QColor compute = Qt::black;
    QColor comms = QColor(0xd6, 0x27, 0x28);   // the current split
    QColor dp = QColor(0x94, 0x67, 0xbd);
    QColor fsdp = QColor(0x1f, 0x77, 0xb4);
    QColor tp = QColor(0xff, 0x7f, 0x0e);
    QColor best = QColor(0x2c, 0xa0, 0x2c);
    QColor commsBound = QColor(0xd6, 0x27, 0x28, 40);
    QColor mixedOnly = QColor(0x2c, 0xa0, 0x2c, 40);

    static Theme normal() { return {}; }
    static Theme forProjector() {
        Theme t;
        t.projector = true;
        t.fontPoints = 16;
        t.lineWidth = 3.5;
        t.text = Qt::black;
        t.grid = QColor(0xbb, 0xbb, 0xbb);
        t.comms = QColor(0xc0, 0x00, 0x00);
        t.fsdp = QColor(0x00, 0x3f, 0xbf);
        t.tp = QColor(0xe0, 0x60, 0x00);
        t.best = QColor(0x00, 0x80, 0x00);
        t.dp = QColor(0x70, 0x30, 0xa0);
        t.commsBound = QColor(0xc0, 0x00, 0x00, 55);
        t.mixedOnly = QColor(0x00, 0x80, 0x00, 55);
        return t;
    }
    QFont font(double factor = 1.0, bool bold = false) const {
        QFont f;
        f.setPointSizeF(fontPoints * factor);
        f.setBold(bold);
        return f;
    }
};

} // namespace shardscope
