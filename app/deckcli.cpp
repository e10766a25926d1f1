#include "deckcli.h"

#include "cli.h"

#include <QCoreApplication>

#include <cstdio>

namespace shardscope {

// Until the deck export lands: the dispatch in lessoncli.cpp is in place, the deck is not.
int runLessonDeck(const QStringList&) {
    std::fputs(qPrintable(QCoreApplication::translate("cli", "deck export: not yet available") +
                          QLatin1Char('\n')),
               stderr);
    return ExitUsage;
}

} // namespace shardscope
