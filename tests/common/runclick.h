#pragma once
// The runs dialog, picked as a user picks a run: a click on its row.

#include "shell/runsdialog.h"

#include <QTableView>
#include <QtTest>

namespace shardscope {

/** Clicks the runs dialog's row of run `id`, as a user picks it; false: no such row shown. */
inline bool clickRun(RunsDialog* dialog, const QString& id) {
    QTableView* table = dialog->table();
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (const PublishedRun* p = dialog->runAt(row);
            p && QString::fromStdString(p->run.id) == id) {
            const QModelIndex index = table->model()->index(row, 0);
            table->scrollTo(index);
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                              table->visualRect(index).center());
            return true;
        }
    return false;
}

} // namespace shardscope
