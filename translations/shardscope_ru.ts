<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>InputError</name>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>некорректный JSON в байте %1: %2</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>некорректный JSON: %1</translation>
    </message>
    <message>
        <source>given twice</source>
        <translation>задан дважды</translation>
    </message>
    <message>
        <source>more than %1 values: not a scenario</source>
        <translation>больше %1 значений: это не сценарий</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>вложенность глубже %1 уровней</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>ожидался объект, получено %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>ожидалось число, получено %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>ожидалось true или false, получено %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>ожидалась строка, получено %1</translation>
    </message>
    <message>
        <source>expected an array of 1 to 4 whole numbers, got %1</source>
        <translation>ожидался массив из 1–4 целых чисел, получено %1</translation>
    </message>
    <message>
        <source>expected &quot;max&quot; or &quot;sum&quot;, got %1</source>
        <translation>ожидалось &quot;max&quot; или &quot;sum&quot;, получено %1</translation>
    </message>
    <message>
        <source>missing (no &quot;base&quot; preset to take it from)</source>
        <translation>отсутствует (нет пресета &quot;base&quot;, откуда его взять)</translation>
    </message>
    <message>
        <source>missing (this file format needs &quot;schema&quot;: 1)</source>
        <translation>отсутствует (этому формату файла нужно &quot;schema&quot;: 1)</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1)</source>
        <translation>версия %1 новее той, что читает программа (1)</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>неизвестный пресет &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown recipe %1 (book-10, mixed-16, notes-18 or an object)</source>
        <translation>неизвестный рецепт %1 (book-10, mixed-16, notes-18 или объект)</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>должно быть конечным числом</translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation>%1 меньше %2</translation>
    </message>
    <message>
        <source>%1 must be above %2</source>
        <translation>%1 должно быть больше %2</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 слишком велико (не больше %2)</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 должно быть целым числом</translation>
    </message>
    <message>
        <source>%1 is too small (0, or at least 0.001 bytes per parameter)</source>
        <translation>%1 слишком мало (0 или не меньше 0,001 байта на параметр)</translation>
    </message>
    <message>
        <source>bytes per parameter add up to 0</source>
        <translation>байты на параметр в сумме дают 0</translation>
    </message>
    <message>
        <source>multiplies to %1, more than %2 chips</source>
        <translation>произведение %1 — больше %2 чипов</translation>
    </message>
    <message>
        <source>multiplies to %1, not chips %2</source>
        <translation>произведение %1 не равно числу чипов %2</translation>
    </message>
    <message>
        <source>%1 is more than heads %2</source>
        <translation>%1 больше числа голов %2</translation>
    </message>
    <message>
        <source>%1 does not divide chips %2</source>
        <translation>%1 не делит число чипов %2</translation>
    </message>
    <message>
        <source>fsdp %1 · tp %2 · pp %3 = %4, not chips %5</source>
        <translation>fsdp %1 · tp %2 · pp %3 = %4, а не число чипов %5</translation>
    </message>
    <message>
        <source>%1 stages for %2 layers</source>
        <translation>%1 стадий на %2 слоёв</translation>
    </message>
    <message>
        <source>less than one token per pod</source>
        <translation>меньше одного токена на под</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>не удаётся открыть файл</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>не удаётся прочитать файл</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>a folder, not a scenario file</source>
        <translation>это папка, а не файл сценария</translation>
    </message>
    <message>
        <source>a FIFO, not a regular file</source>
        <translation>это FIFO, а не обычный файл</translation>
    </message>
    <message>
        <source>a device, not a regular file</source>
        <translation>это устройство, а не обычный файл</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не обычный файл</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB: not a scenario</source>
        <translation>файл больше 16 МиБ: это не сценарий</translation>
    </message>
    <message>
        <source>expected &quot;gpipe&quot; or &quot;1f1b&quot;, got %1</source>
        <translation>ожидалось &quot;gpipe&quot; или &quot;1f1b&quot;, получено %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>missing (a lesson file needs &quot;lesson&quot;: 1)</source>
        <translation>отсутствует (файлу урока нужно &quot;lesson&quot;: 1)</translation>
    </message>
    <message>
        <source>lesson format %1 is newer than this program reads (1)</source>
        <translation>формат урока %1 новее, чем читает эта программа (1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an id: use lowercase letters, digits and &apos;-&apos;</source>
        <translation>&quot;%1&quot; не годится как id: используйте строчные латинские буквы, цифры и &apos;-&apos;</translation>
    </message>
    <message>
        <source>missing: every text needs at least &quot;en&quot;</source>
        <translation>отсутствует: каждому тексту нужен хотя бы &quot;en&quot;</translation>
    </message>
    <message>
        <source>missing: a built-in lesson gives every text in %1</source>
        <translation>отсутствует: встроенный урок даёт каждый текст на %1</translation>
    </message>
    <message>
        <source>missing: the English text is shown instead</source>
        <translation>отсутствует: вместо него показан английский текст</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>ожидался список, получено %1</translation>
    </message>
    <message>
        <source>expected a scenario file name or a scenario object, got %1</source>
        <translation>ожидалось имя файла сценария или объект сценария, получено %1</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>в уроке должен быть хотя бы один шаг</translation>
    </message>
    <message>
        <source>no scenario file &quot;%1&quot;</source>
        <translation>нет файла сценария &quot;%1&quot;</translation>
    </message>
    <message>
        <source>in %1: %2</source>
        <translation>в %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key of the report (docs/report.md)</source>
        <translation>&quot;%1&quot; — не ключ отчёта (docs/report.md)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the report is %2, not a number or true/false</source>
        <translation>&quot;%1&quot; в отчёте — %2, а не число или true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the report is %2, not a number</source>
        <translation>&quot;%1&quot; в отчёте — %2, а не число</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value (null) in this step&apos;s scenario: nothing to answer</source>
        <translation>у &quot;%1&quot; нет значения (null) в сценарии этого шага: отвечать не на что</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is true or false in the report: expected true or false, got %2</source>
        <translation>&quot;%1&quot; в отчёте — true или false: ожидалось true или false, получено %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a number in the report: expected a number, got %2</source>
        <translation>&quot;%1&quot; в отчёте — число: ожидалось число, получено %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is true or false in the report: use &quot;equals&quot;</source>
        <translation>&quot;%1&quot; в отчёте — true или false: используйте &quot;equals&quot;</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;equals&quot;, &quot;below&quot; and &quot;above&quot;</source>
        <translation>нужен ровно один из &quot;equals&quot;, &quot;below&quot; и &quot;above&quot;</translation>
    </message>
    <message>
        <source>%1 must be below %2</source>
        <translation>%1 должно быть меньше %2</translation>
    </message>
    <message>
        <source>unknown highlight &quot;%1&quot; (one of: %2)</source>
        <translation>неизвестная подсветка &quot;%1&quot; (одна из: %2)</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (one of: %2)</source>
        <translation>неизвестный вид &quot;%1&quot; (один из: %2)</translation>
    </message>
    <message>
        <source>%1 views: the board shows at most %2</source>
        <translation>видов: %1, а доска показывает не больше %2</translation>
    </message>
    <message>
        <source>about %1 words: keep a text under %2</source>
        <translation>около %1 слов: текст должен быть короче %2</translation>
    </message>
    <message>
        <source>unknown curve &quot;%1&quot; (one of: %2)</source>
        <translation>неизвестная кривая &quot;%1&quot; (одна из: %2)</translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; is listed twice</source>
        <translation>кривая &quot;%1&quot; указана дважды</translation>
    </message>
    <message>
        <source>no curves: leave &quot;curves&quot; out to show every curve</source>
        <translation>нет кривых: уберите &quot;curves&quot;, чтобы показать все кривые</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>ожидалось одно из %1, получено %2</translation>
    </message>
    <message>
        <source>%1 characters, at most %2</source>
        <translation>символов: %1, не более %2</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot; (one of: %2)</source>
        <translation>неизвестная единица &quot;%1&quot; (одна из: %2)</translation>
    </message>
    <message>
        <source>report key &quot;%1&quot; is listed twice</source>
        <translation>ключ отчёта &quot;%1&quot; указан дважды</translation>
    </message>
    <message>
        <source>unknown mesh step &quot;%1&quot; (pass.kind.tensor.axis, as forward.allgather.w_in.x)</source>
        <translation>неизвестный шаг сетки &quot;%1&quot; (вида pass.kind.tensor.axis, например forward.allgather.w_in.x)</translation>
    </message>
    <message>
        <source>the step&apos;s scenario has no schedule step &quot;%1&quot; on its mesh</source>
        <translation>в сценарии этого шага нет шага расписания &quot;%1&quot; на его сетке</translation>
    </message>
    <message>
        <source>%1 does not divide fsdp %2</source>
        <translation>%1 не делит fsdp %2</translation>
    </message>
    <message>
        <source>expected &quot;tp&quot;, &quot;fsdp&quot; and &quot;pp&quot;, each once, in any order; got %1</source>
        <translation>ожидались &quot;tp&quot;, &quot;fsdp&quot; и &quot;pp&quot;, каждое по разу, в любом порядке; получено %1</translation>
    </message>
    <message>
        <source>missing: hardware with node_chips needs scaleout_bw, the network between nodes</source>
        <translation>нет значения: оборудованию с node_chips нужен scaleout_bw, сеть между узлами</translation>
    </message>
    <message>
        <source>more than %1 values: not a lesson</source>
        <translation>больше %1 значений: это не урок</translation>
    </message>
    <message>
        <source>%1 does not divide the HSDP group %2</source>
        <translation>%1 не делит группу HSDP %2</translation>
    </message>
    <message>
        <source>%1 does not divide experts %2</source>
        <translation>%1 не делит число экспертов %2</translation>
    </message>
    <message>
        <source>%1 needs a model with experts (&quot;experts&quot; above 0)</source>
        <translation>%1 требует модели с экспертами (&quot;experts&quot; больше 0)</translation>
    </message>
    <message>
        <source>%1 is more than experts %2</source>
        <translation>%1 больше числа экспертов %2</translation>
    </message>
    <message>
        <source>%1 leaves no layer for the experts (layers %2)</source>
        <translation>%1 не оставляет слоёв для экспертов (слоёв %2)</translation>
    </message>
    <message>
        <source>fp8: the hardware %1 has no fp8 peak (fp8_flops)</source>
        <translation>fp8: у оборудования %1 нет пика fp8 (fp8_flops)</translation>
    </message>
    <message>
        <source>fsdp %1 · cp %2 · tp %3 · pp %4 = %5, not chips %6</source>
        <translation>fsdp %1 · cp %2 · tp %3 · pp %4 = %5, а не число чипов %6</translation>
    </message>
    <message>
        <source>%1 does not divide seq_len %2</source>
        <translation>%1 не делит seq_len %2</translation>
    </message>
    <message>
        <source>gradient accumulation %1 with %2 pipeline stages: a pipeline&apos;s microbatches accumulate the gradients; set pipeline.microbatches instead</source>
        <translation>накопление градиентов %1 при %2 стадиях конвейера: микробатчи конвейера сами накапливают градиенты; задайте pipeline.microbatches</translation>
    </message>
</context>
<context>
    <name>LessonUnit</name>
    <message>
        <source>s</source>
        <comment>seconds</comment>
        <translation>с</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>milliseconds</comment>
        <translation>мс</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>microseconds</comment>
        <translation>мкс</translation>
    </message>
    <message>
        <source>ns</source>
        <comment>nanoseconds</comment>
        <translation>нс</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>байты</translation>
    </message>
    <message>
        <source>MB</source>
        <comment>megabytes</comment>
        <translation>МБ</translation>
    </message>
    <message>
        <source>GB</source>
        <comment>gigabytes</comment>
        <translation>ГБ</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токены</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>проценты</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a number and its unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <comment>a number of tokens</comment>
        <translation>
            <numerusform>%1 токен</numerusform>
            <numerusform>%1 токена</numerusform>
            <numerusform>%1 токенов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetNames</name>
    <message>
        <source>NVIDIA H100 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H100 (NVLink, узел из 8 GPU)</translation>
    </message>
    <message>
        <source>NVIDIA H200 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H200 (NVLink, узел из 8 GPU)</translation>
    </message>
    <message>
        <source>NVIDIA B200 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA B200 (NVLink, узел из 8 GPU)</translation>
    </message>
    <message>
        <source>NVIDIA A100 80GB (NVLink, 8-GPU node)</source>
        <translation>NVIDIA A100 80 ГБ (NVLink, узел из 8 GPU)</translation>
    </message>
    <message>
        <source>NVIDIA RTX 4080 (4 cards, PCIe)</source>
        <translation>NVIDIA RTX 4080 (4 карты, PCIe)</translation>
    </message>
    <message>
        <source>Book figure (D = 8192, F = 32768)</source>
        <translation>График из книги (D = 8192, F = 32768)</translation>
    </message>
    <message>
        <source>Toy model</source>
        <translation>Игрушечная модель</translation>
    </message>
    <message>
        <source>NVIDIA A100 80GB (InfiniBand nodes)</source>
        <translation>NVIDIA A100 80 ГБ (узлы с InfiniBand)</translation>
    </message>
    <message>
        <source>NVIDIA H800 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H800 (NVLink, узел из 8 GPU)</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 (72-GPU NVLink domain)</source>
        <translation>NVIDIA GB200 NVL72 (домен NVLink из 72 GPU)</translation>
    </message>
    <message>
        <source>the bound (matmuls at peak, comms hidden)</source>
        <translation>границы (матмулы на пике, связь спрятана)</translation>
    </message>
    <message>
        <source>Megatron-LM (2021-22)</source>
        <translation>Megatron-LM (2021–22)</translation>
    </message>
    <message>
        <source>Megatron-Core (2023-24)</source>
        <translation>Megatron-Core (2023–24)</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 (2021)</source>
        <translation>DeepSpeed ZeRO-3 (2021)</translation>
    </message>
    <message>
        <source>MaxText (JAX on TPU)</source>
        <translation>MaxText (JAX на TPU)</translation>
    </message>
    <message>
        <source>Course MoE (24 layers, 64 + 2 experts, top-6)</source>
        <translation>MoE из курса (24 слоя, 64 + 2 эксперта, top-6)</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (MLA approximated)</source>
        <translation>DeepSeek-V3 (MLA приближённо)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>C: bf16 FLOPs/s per chip</source>
        <translation>C: FLOPs/s bf16 на чип</translation>
    </message>
    <message>
        <source>HBM bytes per chip</source>
        <translation>Объём HBM на чип, байт</translation>
    </message>
    <message>
        <source>HBM bandwidth, bytes/s</source>
        <translation>Пропускная способность HBM, байт/с</translation>
    </message>
    <message>
        <source>W: ICI bytes/s per axis (bidirectional)</source>
        <translation>W: ICI, байт/с на ось (в обе стороны)</translation>
    </message>
    <message>
        <source>W_dcn: DCN bytes/s per chip</source>
        <translation>W_dcn: DCN, байт/с на чип</translation>
    </message>
    <message>
        <source>Physical mesh, e.g. 16x16x16</source>
        <translation>Физическая сетка, например 16x16x16</translation>
    </message>
    <message>
        <source>Custom hardware</source>
        <translation>Своё оборудование</translation>
    </message>
    <message>
        <source>D (d_model)</source>
        <translation>D (d_model)</translation>
    </message>
    <message>
        <source>F (d_ff)</source>
        <translation>F (d_ff)</translation>
    </message>
    <message>
        <source>L (layers)</source>
        <translation>L (число слоёв)</translation>
    </message>
    <message>
        <source>Query heads</source>
        <translation>Головы запросов</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Головы KV</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Размерность головы</translation>
    </message>
    <message>
        <source>Vocabulary V</source>
        <translation>Словарь V</translation>
    </message>
    <message>
        <source>Gated MLP (1 = yes, 0 = no)</source>
        <translation>Гейтовый MLP (1 = да, 0 = нет)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Своя модель</translation>
    </message>
    <message>
        <source>Chips per node on one switch (empty: one domain)</source>
        <translation>Чипов в узле на одном коммутаторе (пусто: один домен)</translation>
    </message>
    <message>
        <source>Network between nodes, bytes/s per chip one way</source>
        <translation>Сеть между узлами, байт/с на чип в одну сторону</translation>
    </message>
    <message>
        <source>Price per chip-hour, USD (empty: none)</source>
        <translation>Цена чип-часа, USD (пусто: нет)</translation>
    </message>
    <message>
        <source>Routed experts E (0: dense)</source>
        <translation>Маршрутизируемые эксперты E (0: плотная)</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Общие эксперты</translation>
    </message>
    <message>
        <source>Experts per token k</source>
        <translation>Экспертов на токен k</translation>
    </message>
    <message>
        <source>Expert width F_e (0: F)</source>
        <translation>Ширина эксперта F_e (0: F)</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>Первые плотные слои</translation>
    </message>
    <message>
        <source>Expert nodes per token M (0: any)</source>
        <translation>Узлов на токен M (0: без предела)</translation>
    </message>
    <message>
        <source>fp8 FLOPs/s per chip (empty: no fp8)</source>
        <translation>FLOPs/с fp8 на чип (пусто: fp8 нет)</translation>
    </message>
</context>
<context>
    <name>ScenarioSummary</name>
    <message>
        <source>FSDP %1 × TP %2</source>
        <translation>FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source> × PP %1</source>
        <translation> × PP %1</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source> × %1 pods</source>
        <translation> × подов: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Print the cost-model report of a scenario as JSON.</source>
        <translation>Вывести отчёт модели стоимости для сценария в формате JSON.</translation>
    </message>
    <message>
        <source>Scenario file to evaluate.</source>
        <translation>Файл сценария для расчёта.</translation>
    </message>
    <message>
        <source>usage: shardscope report SCENARIO.json</source>
        <translation>использование: shardscope report SCENARIO.json</translation>
    </message>
    <message>
        <source>Scenario file.</source>
        <translation>Файл сценария.</translation>
    </message>
    <message>
        <source>Folder to write into.</source>
        <translation>Папка, в которую записывать файлы.</translation>
    </message>
    <message>
        <source>Export only this figure (repeatable).</source>
        <translation>Экспортировать только этот график (можно указать несколько раз).</translation>
    </message>
    <message>
        <source>Pixel size, e.g. 1920x1080.</source>
        <translation>Размер в пикселях, например 1920x1080.</translation>
    </message>
    <message>
        <source>Text and line scale (default: height / 540).</source>
        <translation>Масштаб текста и линий (по умолчанию: высота / 540).</translation>
    </message>
    <message>
        <source>Language: en, ru or zh_CN.</source>
        <translation>Язык: en, ru или zh_CN.</translation>
    </message>
    <message>
        <source>Projector look: large text, thick lines.</source>
        <translation>Вид для проектора: крупный текст, толстые линии.</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not WIDTHxHEIGHT (16 to 16384)</source>
        <translation>--size: &quot;%1&quot; не в формате ШИРИНАxВЫСОТА (от 16 до 16384)</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not a number from 0.25 to 16</source>
        <translation>--scale: &quot;%1&quot; не число от 0.25 до 16</translation>
    </message>
    <message>
        <source>--figure: unknown figure &quot;%1&quot; (one of: %2)</source>
        <translation>--figure: неизвестный график &quot;%1&quot; (допустимые: %2)</translation>
    </message>
    <message>
        <source>Start in projector mode.</source>
        <translation>Запустить в режиме проектора.</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>Файл сценария, который нужно открыть.</translation>
    </message>
    <message>
        <source>usage: shardscope [SCENARIO.json]</source>
        <translation>использование: shardscope [SCENARIO.json]</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not one of en, ru, zh_CN</source>
        <translation>--lang: «%1» — не одно из en, ru, zh_CN</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>ошибка записи</translation>
    </message>
    <message>
        <source>stdout: cannot write the report: %1</source>
        <translation>stdout: не удаётся записать отчёт: %1</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of png, svg, pdf, gif</source>
        <translation>--format: «%1» — не одно из png, svg, pdf, gif</translation>
    </message>
    <message>
        <source>--caption and --no-caption: choose one</source>
        <translation>--caption и --no-caption: выберите что-то одно</translation>
    </message>
    <message>
        <source>--transparent: only png and svg have no background</source>
        <translation>--transparent: прозрачный фон бывает только у png и svg</translation>
    </message>
    <message>
        <source>Write figures of a scenario as PNG, SVG or PDF files, or animations as GIF.

Figures: %1
Animated (GIF only): %2</source>
        <translation>Сохранить графики сценария в файлы PNG, SVG или PDF, а анимации — в GIF.

Графики: %1
Анимации (только GIF): %2</translation>
    </message>
    <message>
        <source>File format: png, svg, pdf or gif (default png).</source>
        <translation>Формат файлов: png, svg, pdf или gif (по умолчанию png).</translation>
    </message>
    <message>
        <source>Add a footer naming hardware, model, chips, batch and split (default).</source>
        <translation>Добавить подпись снизу: оборудование, модель, чипы, батч и разбиение (по умолчанию).</translation>
    </message>
    <message>
        <source>No footer.</source>
        <translation>Без подписи снизу.</translation>
    </message>
    <message>
        <source>No background fill (png, svg).</source>
        <translation>Без заливки фона (png, svg).</translation>
    </message>
    <message>
        <source>--format gif: &quot;%1&quot; is not animated (animated: %2)</source>
        <translation>--format gif: «%1» — не анимация (анимации: %2)</translation>
    </message>
    <message>
        <source>--figure: &quot;%1&quot; is animated: add --format gif</source>
        <translation>--figure: «%1» — анимация: добавьте --format gif</translation>
    </message>
    <message>
        <source>Colours: light, dark or contrast (high contrast).</source>
        <translation>Цвета: light (светлая), dark (тёмная) или contrast (высокая контрастность).</translation>
    </message>
    <message>
        <source>--theme: &quot;%1&quot; is not one of light, dark, contrast</source>
        <translation>--theme: «%1» — не одно из light, dark, contrast</translation>
    </message>
    <message>
        <source>List the built-in lessons: their id and title, separated by a tab, one a line.</source>
        <translation>Список встроенных уроков: id и название через табуляцию, по одному в строке.</translation>
    </message>
    <message>
        <source>List the built-in lessons.</source>
        <translation>Показать встроенные уроки.</translation>
    </message>
    <message>
        <source>Language of the titles: en, ru or zh_CN.</source>
        <translation>Язык названий: en, ru или zh_CN.</translation>
    </message>
    <message>
        <source>usage: shardscope lesson --list [--lang LANG]</source>
        <translation>использование: shardscope lesson --list [--lang LANG]</translation>
    </message>
    <message>
        <source>stdout: cannot write the list</source>
        <translation>stdout: не удаётся вывести список</translation>
    </message>
    <message>
        <source>Write a lesson as slides: one PDF with a page per step and per answer, or one PNG per page.

Built-in lessons: %1</source>
        <translation>Записать урок как слайды: один PDF со страницей на каждый шаг и каждый ответ или по PNG на страницу.

Встроенные уроки: %1</translation>
    </message>
    <message>
        <source>A built-in lesson&apos;s id or a lesson file.</source>
        <translation>Идентификатор встроенного урока или файл урока.</translation>
    </message>
    <message>
        <source>File format: pdf (one file) or png (one per page).</source>
        <translation>Формат файла: pdf (один файл) или png (по файлу на страницу).</translation>
    </message>
    <message>
        <source>Page size in pixels, e.g. 1920x1080.</source>
        <translation>Размер страницы в пикселях, например 1920x1080.</translation>
    </message>
    <message>
        <source>usage: shardscope lesson LESSON|ID --out DIR [--format pdf|png] [--size WxH] [--lang LANG] [--theme NAME]</source>
        <translation>использование: shardscope lesson УРОК|ID --out ПАПКА [--format pdf|png] [--size ШxВ] [--lang ЯЗЫК] [--theme ИМЯ]</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of pdf, png</source>
        <translation>--format: «%1» — не pdf и не png</translation>
    </message>
    <message>
        <source>%1: neither a built-in lesson (%2) nor a file</source>
        <translation>%1: не встроенный урок (%2) и не файл</translation>
    </message>
    <message>
        <source>Open a lesson at start: a built-in lesson&apos;s id or a lesson file.</source>
        <translation>Открыть урок при запуске: id встроенного урока или файл урока.</translation>
    </message>
    <message>
        <source>Draw another scenario as A behind this one (faded, dashed), as Pin as A does.</source>
        <translation>Нарисовать другой сценарий как A позади этого (бледно, пунктиром), как делает «Закрепить как A».</translation>
    </message>
    <message>
        <source>usage: shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH] [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif] [--no-caption] [--transparent] [--compare OTHER.json]</source>
        <translation>использование: shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH] [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif] [--no-caption] [--transparent] [--compare OTHER.json]</translation>
    </message>
    <message>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1: не удалось создать папку: %2</translation>
    </message>
    <message>
        <source>%1: cannot open the folder: %2</source>
        <translation>%1: не удалось открыть папку: %2</translation>
    </message>
    <message>
        <source>List the published training runs: the measured MFU beside the model&apos;s ceiling for the same layout (docs/runs.md).</source>
        <translation>Список опубликованных запусков обучения: измеренный MFU рядом с потолком модели для той же раскладки (docs/runs.md).</translation>
    </message>
    <message>
        <source>Print JSON, not a table.</source>
        <translation>Вывести JSON, а не таблицу.</translation>
    </message>
    <message>
        <source>stdout: cannot write the runs: %1</source>
        <translation>stdout: не удалось записать список запусков: %1</translation>
    </message>
    <message>
        <source>shardscope: no display to open the window on (DISPLAY is not set); &apos;shardscope report&apos; and &apos;shardscope export&apos; work without one.</source>
        <translation>shardscope: нет дисплея, на котором можно открыть окно (переменная DISPLAY не задана); &apos;shardscope report&apos; и &apos;shardscope export&apos; работают и без него.</translation>
    </message>
    <message>
        <source>Fit the forecast&apos;s efficiencies to the runs and print them with the errors (docs/runs.md#calibration).</source>
        <translation>Подогнать эффективности прогноза к запускам и вывести их вместе с ошибками (docs/runs.md#calibration).</translation>
    </message>
    <message>
        <source>usage: shardscope runs [--json] [--calibrate]</source>
        <translation>использование: shardscope runs [--json] [--calibrate]</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: не удалось открыть файл: %2</translation>
    </message>
    <message>
        <source>Check a lesson: every step reads, and no step&apos;s own text states its answer.</source>
        <translation>Проверить урок: каждый шаг читается, и ни один шаг не называет свой ответ в своём тексте.</translation>
    </message>
    <message>
        <source>A lesson file or id.</source>
        <translation>Файл урока или id.</translation>
    </message>
    <message>
        <source>Check the lesson.</source>
        <translation>Проверить урок.</translation>
    </message>
    <message>
        <source>usage: shardscope lesson --check LESSON|ID</source>
        <translation>использование: shardscope lesson --check УРОК|ID</translation>
    </message>
    <message>
        <source>%1: step %2 (%3), %4: &quot;%5&quot; gives away the answer %6</source>
        <translation>%1: шаг %2 (%3), %4: &quot;%5&quot; выдаёт ответ %6</translation>
    </message>
    <message>
        <source>See how training a transformer is split across chips.

Commands:
  shardscope [SCENARIO.json]          open the window
  shardscope report SCENARIO.json     print the report JSON
  shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]
                    rank every layout of the chips (JSON)
  shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH]
                    [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif]
                    [--no-caption] [--transparent]   write figures and animations
  shardscope lesson --list [--lang LANG]   list the built-in lessons (ID, tab, title)
  shardscope lesson LESSON|ID --out DIR [--format pdf|png]   write a lesson as slides
  shardscope lesson --check LESSON|ID   check that no step states its own answer
  shardscope runs [--json]            published runs: measured MFU, the model&apos;s ceiling and forecast
  shardscope runs --calibrate         fit the forecast to the runs; print the errors
Run &apos;shardscope report --help&apos;, &apos;shardscope export --help&apos; or
&apos;shardscope lesson --list --help&apos; for their options.</source>
        <translation>Посмотрите, как обучение трансформера делится между чипами.

Команды:
  shardscope [SCENARIO.json]          открыть окно
  shardscope report SCENARIO.json     вывести отчёт в JSON
  shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]
                    ранжировать все раскладки чипов (JSON)
  shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH]
                    [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif]
                    [--no-caption] [--transparent]   сохранить графики и анимации
  shardscope lesson --list [--lang LANG]   список встроенных уроков (ID, табуляция, название)
  shardscope lesson LESSON|ID --out DIR [--format pdf|png]   сохранить урок как слайды
  shardscope lesson --check УРОК|ID   проверить, что ни один шаг не называет свой ответ
  shardscope runs [--json]            опубликованные запуски: измеренный MFU, потолок модели и прогноз
  shardscope runs --calibrate         подогнать прогноз к запускам и вывести ошибки
Параметры команд: &apos;shardscope report --help&apos;, &apos;shardscope export --help&apos; и
&apos;shardscope lesson --list --help&apos;.</translation>
    </message>
    <message>
        <source>mesh-collective: hold each frame at least S seconds (default 0.5).</source>
        <translation>mesh-collective: держать каждый кадр не меньше S секунд (по умолчанию 0,5).</translation>
    </message>
    <message>
        <source>--hop-seconds: &quot;%1&quot; is not a number from 0.02 to 10</source>
        <translation>--hop-seconds: &quot;%1&quot; — не число от 0,02 до 10</translation>
    </message>
</context>
<context>
    <name>shardscope</name>
    <message>
        <source>Search every layout of the scenario&apos;s chips and print the best as JSON.</source>
        <translation>Перебрать все раскладки чипов сценария и вывести лучшие в JSON.</translation>
    </message>
    <message>
        <source>Scenario file to search.</source>
        <translation>Файл сценария для перебора.</translation>
    </message>
    <message>
        <source>How many ranked layouts to print (default 10).</source>
        <translation>Сколько лучших раскладок вывести (по умолчанию 10).</translation>
    </message>
    <message>
        <source>Only layouts whose data-parallel ways get whole sequences.</source>
        <translation>Только раскладки, где каждой ветви параллелизма данных достаются целые последовательности.</translation>
    </message>
    <message>
        <source>--top: &quot;%1&quot; is not a whole number from 1 to 10000</source>
        <translation>--top: &quot;%1&quot; — не целое число от 1 до 10000</translation>
    </message>
    <message>
        <source>stdout: cannot write the search: %1</source>
        <translation>stdout: не удаётся записать результат перебора: %1</translation>
    </message>
    <message>
        <source>The step time that ranks: book (ch. 5&apos;s MLP model, the default), whole (the whole step, a bound at peak) or forecast (the step the scenario&apos;s stack gets).</source>
        <translation>Какое время шага ранжирует: book (MLP-модель гл. 5, по умолчанию), whole (весь шаг, граница на пике) или forecast (шаг, который получит программный стек сценария).</translation>
    </message>
    <message>
        <source>usage: shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]</source>
        <translation>использование: shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]</translation>
    </message>
    <message>
        <source>--model: &quot;%1&quot; is not one of book, whole, forecast</source>
        <translation>--model: &quot;%1&quot; — не book, не whole и не forecast</translation>
    </message>
</context>
<context>
    <name>shardscope::BatchFigure</name>
    <message>
        <source>Drag the batch line</source>
        <translation>Перетаскивание линии батча</translation>
    </message>
    <message>
        <source>Batch B (tokens)</source>
        <translation>Батч B (токены)</translation>
    </message>
</context>
<context>
    <name>shardscope::Board</name>
    <message>
        <source>&amp;One view (tabs)</source>
        <translation>&amp;Один вид (вкладки)</translation>
    </message>
    <message>
        <source>&amp;Two side by side</source>
        <translation>&amp;Два рядом</translation>
    </message>
    <message>
        <source>One &amp;large, two small</source>
        <translation>Один &amp;большой, два малых</translation>
    </message>
    <message>
        <source>&amp;Four in a grid (2 × 2)</source>
        <translation>&amp;Четыре сеткой (2 × 2)</translation>
    </message>
    <message>
        <source>Preset: slider and &amp;mesh</source>
        <translation>Набор: ползунок и &amp;сетка</translation>
    </message>
    <message>
        <source>Preset: &amp;all figures</source>
        <translation>Набор: &amp;все графики</translation>
    </message>
    <message>
        <source>Preset: one &amp;figure</source>
        <translation>Набор: один &amp;график</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>Which chip holds which shard, and how the collectives move them</source>
        <translation>Какой чип держит какой шард и как коллективные операции их перемещают</translation>
    </message>
    <message numerus="yes">
        <source>%n more view(s) the bar has no room for: %1</source>
        <translation>
            <numerusform>Ещё %n вид, для которого на панели нет места: %1</numerusform>
            <numerusform>Ещё %n вида, для которых на панели нет места: %1</numerusform>
            <numerusform>Ещё %n видов, для которых на панели нет места: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::BoardPane</name>
    <message>
        <source>Mesh</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>Pick the view of this pane, or export it</source>
        <translation>Выбрать вид этой панели или экспортировать его</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>Экспорт в PNG…</translation>
    </message>
</context>
<context>
    <name>shardscope::CalibrateDialog</name>
    <message>
        <source>Calibrate to my run</source>
        <translation>Калибровка по моему запуску</translation>
    </message>
    <message>
        <source>Type the step time your run measured with this layout. ShardScope finds the matmul efficiency of %1 at which the forecast gives that step, and keeps it as custom hardware (Edit → Undo takes it back).</source>
        <translation>Введите время шага, измеренное в вашем запуске с этой раскладкой. ShardScope подберёт эффективность матмулов для %1, при которой прогноз даёт этот шаг, и сохранит её как своё оборудование (Правка → Отменить вернёт прежнее).</translation>
    </message>
    <message>
        <source>What your run measured: seconds per step, or tokens per second</source>
        <translation>Что измерил ваш запуск: секунды на шаг или токены в секунду</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>секунд на шаг</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>токенов в секунду</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Измерено:</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Откалибровать</translation>
    </message>
    <message>
        <source>Matmul efficiency %1 (now %2): the forecast step goes from %3 to %4, MFU %5.</source>
        <translation>Эффективность матмулов %1 (сейчас %2): прогноз шага меняется с %3 на %4, MFU %5.</translation>
    </message>
    <message>
        <source>Type a measured step above zero.</source>
        <translation>Введите измеренный шаг больше нуля.</translation>
    </message>
    <message>
        <source>The software stack is &quot;bound&quot;: its step is the bound at peak, with no efficiency in it to fit. Choose the stack your run used first.</source>
        <translation>Программный стек — «bound»: его шаг — граница на пике, подбирать в нём нечего. Сначала выберите стек, на котором шёл ваш запуск.</translation>
    </message>
    <message>
        <source>%1 is faster than the bound at peak (%2), which no run beats: check the batch, the chip count and the model.</source>
        <translation>%1 — быстрее границы на пике (%2), а её не превосходит ни один запуск: проверьте батч, число чипов и модель.</translation>
    </message>
    <message>
        <source>%1 is faster than this stack&apos;s forecast with every matmul at peak (%2): the run hides more of its communication than the stack&apos;s profile does. Try another stack.</source>
        <translation>%1 — быстрее прогноза этого стека даже со всеми матмулами на пике (%2): запуск прячет больше связи, чем профиль стека. Попробуйте другой стек.</translation>
    </message>
    <message>
        <source>%1 is slower than the forecast with matmuls at 1 % of peak (%2): something other than the matmuls holds this run back.</source>
        <translation>%1 — медленнее прогноза с матмулами на 1 % пика (%2): запуск сдерживают не матмулы, а что-то другое.</translation>
    </message>
    <message>
        <source>%1, calibrated to my run</source>
        <translation>%1, откалибровано по моему запуску</translation>
    </message>
</context>
<context>
    <name>shardscope::CompareActions</name>
    <message>
        <source>&amp;Pin as A</source>
        <translation>&amp;Закрепить как A</translation>
    </message>
    <message>
        <source>Keep this scenario as A: every view draws it faded behind the current one (Ctrl+Shift+A)</source>
        <translation>Сохранить этот сценарий как A: каждый вид рисует его бледно позади текущего (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>S&amp;wap A and current</source>
        <translation>&amp;Поменять местами A и текущий</translation>
    </message>
    <message>
        <source>A becomes the current scenario and the current one becomes A</source>
        <translation>A становится текущим сценарием, а текущий — сценарием A</translation>
    </message>
    <message>
        <source>&amp;Unpin A</source>
        <translation>&amp;Открепить A</translation>
    </message>
    <message>
        <source>&amp;Load A from file…</source>
        <translation>&amp;Загрузить A из файла…</translation>
    </message>
    <message>
        <source>Load A from file</source>
        <translation>Загрузить A из файла</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Сценарии (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot load A</source>
        <translation>Не удалось загрузить A</translation>
    </message>
</context>
<context>
    <name>shardscope::ComputeVsCommsFigure</name>
    <message>
        <source>Compute vs communication per layer</source>
        <translation>Вычисления и связь на один слой</translation>
    </message>
    <message>
        <source>Time per layer</source>
        <translation>Время на слой</translation>
    </message>
    <message>
        <source>Compute (forward)</source>
        <translation>Вычисления (прямой проход)</translation>
    </message>
    <message>
        <source>Compute (backward, for DP)</source>
        <translation>Вычисления (обратный, DP)</translation>
    </message>
    <message>
        <source>DP: AllReduce (backward)</source>
        <translation>DP: AllReduce (обратный проход)</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Best FSDP+TP</source>
        <translation>Лучший FSDP+TP</translation>
    </message>
    <message>
        <source>Comms, FSDP %1 × TP %2</source>
        <translation>Связь, FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source>comms-bound below B ≈ %1</source>
        <translation>упор в связь при B ниже ~%1</translation>
    </message>
    <message>
        <source>comms-bound at every batch</source>
        <translation>упирается в связь при любом батче</translation>
    </message>
    <message>
        <source>Show DP</source>
        <translation>Показать DP</translation>
    </message>
    <message>
        <source>Show FSDP</source>
        <translation>Показать FSDP</translation>
    </message>
    <message>
        <source>Show TP</source>
        <translation>Показать TP</translation>
    </message>
    <message>
        <source>Show best FSDP+TP</source>
        <translation>Показать лучший FSDP+TP</translation>
    </message>
    <message>
        <source>compute-bound at every batch</source>
        <translation>упор в вычисления при любом батче</translation>
    </message>
    <message>
        <source>Per layer</source>
        <translation>Слой</translation>
    </message>
    <message>
        <source>DCN: AllReduce across pods</source>
        <translation>DCN: AllReduce между подами</translation>
    </message>
    <message>
        <source>DCN threshold: B = pods · C/W_dcn</source>
        <translation>Порог DCN: B = поды · C/W_dcn</translation>
    </message>
</context>
<context>
    <name>shardscope::ControlPanel</name>
    <message>
        <source>Change chips</source>
        <translation>Изменение числа чипов</translation>
    </message>
    <message>
        <source>Drag chips</source>
        <translation>Сдвиг ползунка чипов</translation>
    </message>
    <message>
        <source>Change pods</source>
        <translation>Изменение числа подов</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Изменение батча</translation>
    </message>
    <message>
        <source>Drag batch</source>
        <translation>Сдвиг ползунка батча</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>Изменение длины последовательности</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>Изменение разбиения</translation>
    </message>
    <message>
        <source>Drag split</source>
        <translation>Сдвиг ползунка разбиения</translation>
    </message>
    <message>
        <source>Change pipeline stages</source>
        <translation>Изменение числа стадий конвейера</translation>
    </message>
    <message>
        <source>Change microbatches</source>
        <translation>Изменение числа микробатчей</translation>
    </message>
    <message>
        <source>Change mesh axes</source>
        <translation>Изменение осей сетки</translation>
    </message>
    <message>
        <source>Change overlap</source>
        <translation>Изменение совмещения</translation>
    </message>
    <message>
        <source>Change collective model</source>
        <translation>Изменение модели коллективных операций</translation>
    </message>
    <message>
        <source>Change memory recipe</source>
        <translation>Изменение расчёта памяти</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>Изменение этапа ZeRO</translation>
    </message>
    <message>
        <source>Change checkpoints</source>
        <translation>Изменение числа чекпоинтов</translation>
    </message>
    <message>
        <source>Change prefetch</source>
        <translation>Изменение предзагрузки</translation>
    </message>
    <message>
        <source>Change MFU</source>
        <translation>Изменение MFU</translation>
    </message>
    <message>
        <source>Choose hardware</source>
        <translation>Выбор оборудования</translation>
    </message>
    <message>
        <source>Choose model</source>
        <translation>Выбор модели</translation>
    </message>
    <message>
        <source>Edit hardware</source>
        <translation>Правка оборудования</translation>
    </message>
    <message>
        <source>Edit model</source>
        <translation>Правка модели</translation>
    </message>
    <message>
        <source>Not a batch size: write 4194304, 4e6, 4M or 4Mi (at most 1e12).</source>
        <translation>Это не размер батча: введите 4194304, 4e6, 4M или 4Mi (не больше 1e12).</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2</source>
        <translation>FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Разбиение</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Связь</translation>
    </message>
    <message>
        <source>Memory and time</source>
        <translation>Память и время</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Chips N</source>
        <translation>Чипы N</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Поды</translation>
    </message>
    <message>
        <source>Batch B</source>
        <translation>Батч B</translation>
    </message>
    <message>
        <source>Sequence S</source>
        <translation>Длина S</translation>
    </message>
    <message>
        <source>PP stages</source>
        <translation>Стадии PP</translation>
    </message>
    <message>
        <source>Microbatches</source>
        <translation>Микробатчи</translation>
    </message>
    <message>
        <source>M_X, M_Y</source>
        <translation>M_X, M_Y</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Совмещение</translation>
    </message>
    <message>
        <source>Bytes/param</source>
        <translation>Байт/параметр</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Этап ZeRO</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Чекпоинты</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Настроить…</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>авто</translation>
    </message>
    <message>
        <source>max (overlapped)</source>
        <translation>максимум (совмещение)</translation>
    </message>
    <message>
        <source>sum (no overlap)</source>
        <translation>сумма (без совмещения)</translation>
    </message>
    <message>
        <source>Finite group (p−1)/p, one-way links</source>
        <translation>Поправка (p−1)/p, односторонние каналы</translation>
    </message>
    <message>
        <source>10: bf16 + fp32 Adam</source>
        <translation>10: bf16 + fp32 Adam</translation>
    </message>
    <message>
        <source>16: mixed precision</source>
        <translation>16: смешанная точность</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>0: DDP</source>
        <translation>0: DDP</translation>
    </message>
    <message>
        <source>1: optimizer</source>
        <translation>1: оптимизатор</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + градиенты</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3: + веса</translation>
    </message>
    <message>
        <source>Prefetch the next layer</source>
        <translation>Предзагрузка следующего слоя</translation>
    </message>
    <message>
        <source>D, F and L: T_math = 4·B·D·F/(N·C); parameters 3·L·D·F + attention + 2·D·V</source>
        <translation>D, F и L: T_math = 4·B·D·F/(N·C); параметры: 3·L·D·F + внимание + 2·D·V</translation>
    </message>
    <message>
        <source>N chips per pod: T_math = 4·B·D·F/(N·C)</source>
        <translation>N чипов на под: T_math = 4·B·D·F/(N·C)</translation>
    </message>
    <message>
        <source>Pods joined by DCN: compute-bound while B/pods &gt; C/W_dcn</source>
        <translation>Поды связаны через DCN; упор в вычисления, пока B/(число подов) &gt; C/W_dcn</translation>
    </message>
    <message>
        <source>B tokens: T_math ∝ B; T_TP = 4·B·D/(X·W·M_Y); FSDP needs B/X &gt; α/M_X</source>
        <translation>B токенов: T_math ∝ B; T_TP = 4·B·D/(X·W·M_Y); для FSDP нужно B/X &gt; α/M_X</translation>
    </message>
    <message>
        <source>Batch in tokens: 4194304, 4e6, 4M or 4Mi</source>
        <translation>Батч в токенах: 4194304, 4e6, 4M или 4Mi</translation>
    </message>
    <message>
        <source>S: B_seq = B/S sequences; data-parallel groups need whole sequences</source>
        <translation>S: B_seq = B/S последовательностей; группам параллелизма данных нужны целые последовательности</translation>
    </message>
    <message>
        <source>X·Y = N: T_FSDP = 4·D·F/(Y·W·M_X), T_TP = 4·B·D/(X·W·M_Y); the green mark is X_opt = √((B/F)·(M_X/M_Y)·N)</source>
        <translation>X·Y = N: T_FSDP = 4·D·F/(Y·W·M_X), T_TP = 4·B·D/(X·W·M_Y); зелёная метка — X_opt = √((B/F)·(M_X/M_Y)·N)</translation>
    </message>
    <message>
        <source>Z pipeline stages: bubble (Z−1)/(K+Z−1)</source>
        <translation>Z стадий конвейера: пузырь (Z−1)/(K+Z−1)</translation>
    </message>
    <message>
        <source>M_X, M_Y: physical mesh axes each logical axis spans; comms divide by them</source>
        <translation>M_X, M_Y: сколько физических осей сетки занимает каждая логическая ось; время связи делится на них</translation>
    </message>
    <message>
        <source>M_X: T_FSDP = 4·D·F/(Y·W·M_X)</source>
        <translation>M_X: T_FSDP = 4·D·F/(Y·W·M_X)</translation>
    </message>
    <message>
        <source>M_Y: T_TP = 4·B·D/(X·W·M_Y)</source>
        <translation>M_Y: T_TP = 4·B·D/(X·W·M_Y)</translation>
    </message>
    <message>
        <source>T_comms = max(T_FSDP, T_TP) when the axes overlap, the sum when not</source>
        <translation>T_comms = max(T_FSDP, T_TP), если связь по осям совмещается, иначе — сумма</translation>
    </message>
    <message>
        <source>The course&apos;s convention: (p−1)/p of the array at one-way bandwidth W/2</source>
        <translation>Соглашение курса: (p−1)/p массива при односторонней пропускной способности W/2</translation>
    </message>
    <message>
        <source>Bytes per parameter: parameters + gradients + optimizer state</source>
        <translation>Байт на параметр: параметры + градиенты + состояние оптимизатора</translation>
    </message>
    <message>
        <source>ZeRO over the X FSDP ways: 1 shards the optimizer, 2 also gradients, 3 also weights</source>
        <translation>ZeRO в группе FSDP из X чипов: 1 шардирует состояние оптимизатора, 2 — ещё и градиенты, 3 — ещё и веса</translation>
    </message>
    <message>
        <source>c per layer: 2·B·D·c·L bytes of activations</source>
        <translation>c на слой: 2·B·D·c·L байт активаций</translation>
    </message>
    <message>
        <source>FSDP gathers the next layer while computing this one: one more buffer</source>
        <translation>FSDP собирает следующий слой, пока считает текущий: нужен ещё один буфер</translation>
    </message>
    <message>
        <source>Training time = 6·P·tokens / (chips·C·MFU)</source>
        <translation>Время обучения = 6·P·токены / (чипы·C·MFU)</translation>
    </message>
    <message>
        <source>18: the Chinese notes&apos; table</source>
        <translation>18: таблица из китайского конспекта</translation>
    </message>
    <message>
        <source>C (FLOPs/s), W (ICI bytes/s) and HBM: α = C/W and every time estimate follow from them</source>
        <translation>C (FLOPs/s), W (байт/с по ICI) и HBM: от них зависят α = C/W и все оценки времени</translation>
    </message>
    <message>
        <source>Not a token count: write 15e12, 15T or 15 000 000 000 000 (at most %1).</source>
        <translation>Это не число токенов: напишите 15e12, 15T или 15 000 000 000 000 (не больше %1).</translation>
    </message>
    <message>
        <source>Change training tokens</source>
        <translation>Изменить число токенов обучения</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Токены обучения</translation>
    </message>
    <message>
        <source>← more TP</source>
        <translation>← больше TP</translation>
    </message>
    <message>
        <source>more FSDP →</source>
        <translation>больше FSDP →</translation>
    </message>
    <message>
        <source>Tokens the whole training sees: time = 6·P·tokens / (chips·C·MFU); write 15e12 or 15T</source>
        <translation>Токены за всё обучение: время = 6·P·токены / (чипы·C·MFU); напишите 15e12 или 15T</translation>
    </message>
    <message>
        <source>Left end: every chip in one TP group (X = 1)</source>
        <translation>Левый край: все чипы в одной группе TP (X = 1)</translation>
    </message>
    <message>
        <source>Right end: pure FSDP (Y = 1)</source>
        <translation>Правый край: только FSDP (Y = 1)</translation>
    </message>
    <message>
        <source>Change mesh shape</source>
        <translation>Изменить форму сетки</translation>
    </message>
    <message>
        <source>auto: %1</source>
        <translation>авто: %1</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>The pod&apos;s physical ICI mesh: each logical axis spans M_X or M_Y of its axes, and the comms times divide by them</source>
        <translation>Физическая сетка ICI пода: каждая логическая ось занимает M_X или M_Y её осей, и время связи делится на них</translation>
    </message>
    <message>
        <source>Change pipeline schedule</source>
        <translation>Сменить расписание конвейера</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Расписание</translation>
    </message>
    <message>
        <source>GPipe: all forwards, then all backwards (each stage holds K microbatches); 1F1B: one forward, one backward (stage s holds Z−s)</source>
        <translation>GPipe: все прямые проходы, затем все обратные (каждая стадия держит K микробатчей); 1F1B: один прямой, один обратный (стадия s держит Z−s)</translation>
    </message>
    <message>
        <source>off: shard over all FSDP ways</source>
        <translation>выкл.: шарды на все пути FSDP</translation>
    </message>
    <message>
        <source>%1 chips, %2 replicas</source>
        <translation>%1 чипов, %2 реплик</translation>
    </message>
    <message>
        <source>hierarchical: every NIC of a node</source>
        <translation>иерархический: все сетевые карты узла</translation>
    </message>
    <message>
        <source>ring: the course&apos;s napkin</source>
        <translation>кольцо: оценка курса на салфетке</translation>
    </message>
    <message>
        <source>HSDP: shard inside groups of this many chips and keep replicas across them; once a step each chip AllReduces its shard of the gradients across the replicas</source>
        <translation>HSDP: шардировать внутри групп из стольких чипов и держать реплики между группами; раз за шаг каждый чип делает AllReduce своего шарда градиентов по репликам</translation>
    </message>
    <message>
        <source>Which axis takes neighbouring chips, innermost first: a group wider than a node crosses the network between nodes</source>
        <translation>Какая ось занимает соседние чипы, самая внутренняя первой: группа шире узла идёт через сеть между узлами</translation>
    </message>
    <message>
        <source>How a collective across nodes is priced: each byte enters a node once over all of its network links, or one ring through every chip, each on its own link</source>
        <translation>Как считается коллектив между узлами: каждый байт входит в узел один раз по всем его сетевым каналам, или одно кольцо через все чипы, каждый на своём канале</translation>
    </message>
    <message>
        <source>Change placement</source>
        <translation>Смена размещения</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>Change collective across nodes</source>
        <translation>Смена коллектива между узлами</translation>
    </message>
    <message>
        <source>Across nodes</source>
        <translation>Между узлами</translation>
    </message>
    <message>
        <source>Change HSDP group</source>
        <translation>Смена группы HSDP</translation>
    </message>
    <message>
        <source>HSDP group</source>
        <translation>Группа HSDP</translation>
    </message>
    <message>
        <source>%1 (experts per chip: %2)</source>
        <translation>%1 (экспертов на чип: %2)</translation>
    </message>
    <message>
        <source>1: a dense model has no experts</source>
        <translation>1: у плотной модели нет экспертов</translation>
    </message>
    <message>
        <source>Expert parallelism: each MoE layer&apos;s routed experts split over this many of the data-parallel ways; every layer sends each token to its experts and back (an all-to-all), inside a node or across the network</source>
        <translation>Параллелизм экспертов: маршрутизируемые эксперты каждого слоя MoE делятся на столько путей параллелизма по данным; каждый слой отправляет каждый токен его экспертам и обратно (all-to-all) внутри узла или через сеть</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>Изменить параллелизм экспертов</translation>
    </message>
    <message>
        <source>EP (experts)</source>
        <translation>EP (эксперты)</translation>
    </message>
    <message>
        <source>fp8: the weights&apos; matmuls run at the hardware&apos;s fp8 peak, and MFU is counted against it; attention and the memory-bound work stay as in bf16</source>
        <translation>fp8: матмулы с весами идут на пике fp8 оборудования, и MFU считается от него; внимание и операции, упирающиеся в память, остаются как в bf16</translation>
    </message>
    <message>
        <source>Change matmul precision</source>
        <translation>Изменить точность матмулов</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>Матмулы</translation>
    </message>
    <message>
        <source>1: sequences whole</source>
        <translation>1: последовательности целиком</translation>
    </message>
    <message>
        <source>%1 (tokens per chip: %2)</source>
        <translation>%1 (токенов на чип: %2)</translation>
    </message>
    <message>
        <source>Context parallelism: each sequence split over this many chips, which pass the attention&apos;s keys and values round a ring; the weights shard over FSDP × CP</source>
        <translation>Контекстный параллелизм: каждая последовательность делится на столько чипов, и они передают ключи и значения внимания по кольцу; веса шардируются по FSDP × CP</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>Изменить контекстный параллелизм</translation>
    </message>
    <message>
        <source>CP (sequence)</source>
        <translation>CP (контекст)</translation>
    </message>
    <message>
        <source>Load imbalance: the busiest expert gets this many times its even share of the tokens, and every chip waits for it; its all-to-alls and its matmuls grow by as much. 1: a perfectly even router</source>
        <translation>Неравномерность нагрузки: самый загруженный эксперт получает во столько раз больше своей равной доли токенов, и все чипы ждут его; его all-to-all и матричные умножения растут во столько же раз. 1 — идеально ровный маршрутизатор</translation>
    </message>
    <message>
        <source>Change capacity factor</source>
        <translation>Изменить коэффициент ёмкости</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>Коэф. ёмкости</translation>
    </message>
    <message>
        <source>%1 (custom)…</source>
        <translation>%1 (вручную)…</translation>
    </message>
    <message>
        <source>K microbatches: bubble (Z−1)/(K+Z−1); with one stage, gradient accumulation: the batch in K passes, one after another, each holding 1/K of the activations</source>
        <translation>K микробатчей: пузырь (Z−1)/(K+Z−1); при одной стадии это накопление градиентов: батч за K проходов, один за другим, каждый держит 1/K активаций</translation>
    </message>
</context>
<context>
    <name>shardscope::DocumentFile</name>
    <message>
        <source>Restore unsaved edits</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
</context>
<context>
    <name>shardscope::ExplanationPanel</name>
    <message>
        <source>&lt;b style=&apos;color:#2a7a2a&apos;&gt;compute-bound&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#2a7a2a&apos;&gt;упирается в вычисления&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;communication-bound&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;упирается в связь&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;One layer, forward pass&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Один слой, прямой проход&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;T_math = 4·B·D·F / (N·C) = 4 · %1 · %2 · %3 / (%4 · %5) = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;T_math = 4·B·D·F / (N·C) = 4 · %1 · %2 · %3 / (%4 · %5) = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;T_FSDP = 4·D·F / (Y·W·M_X) = &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;T_TP = 4·B·D / (X·W·M_Y) = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_comms = %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;T_FSDP = 4·D·F / (Y·W·M_X) = &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;T_TP = 4·B·D / (X·W·M_Y) = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_comms = %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>max(T_FSDP, T_TP)</source>
        <translation>max(T_FSDP, T_TP)</translation>
    </message>
    <message>
        <source>T_FSDP + T_TP</source>
        <translation>T_FSDP + T_TP</translation>
    </message>
    <message>
        <source>&lt;p&gt;T_math %1 T_comms: this split is %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;T_math %1 T_comms: это разбиение %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It becomes compute-bound from B ≈ %1 tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Начиная с B ≈ %1 токенов, разбиение упирается в вычисления.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP is too wide: no batch makes it compute-bound.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Группа TP слишком велика: ни при каком батче разбиение не упрётся в вычисления.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Thresholds&lt;/h3&gt;&lt;p&gt;α = C / W = %1&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Пороги&lt;/h3&gt;&lt;p&gt;α = C / W = %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP part: B/X = %1 %2 α/M_X = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Часть FSDP: B/X = %1 %2 α/M_X = %3: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP part: Y = %1 %2 M_Y·F/α = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Часть TP: Y = %1 %2 M_Y·F/α = %3: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP+TP at X_opt is compute-bound while B/N &gt; α²/(M_X·M_Y·F) = %1 tokens per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;FSDP+TP при X_opt упирается в вычисления, пока B/N &gt; α²/(M_X·M_Y·F) = %1 токенов на чип.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Budget&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Бюджет&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Parameters: %1 (%2 FLOPs per token).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Параметры: %1 (%2 FLOPs на токен).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Memory per chip: %1 of %2 HBM (%3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Память на чип: %1 из %2 HBM (%3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>помещается</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;does not fit&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;не помещается&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pipeline bubble: %1 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Пузырь конвейера: %1 %.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Warnings&lt;/h3&gt;&lt;ul&gt;</source>
        <translation>&lt;h3&gt;Предупреждения&lt;/h3&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>%1 query heads do not split evenly over TP %2.</source>
        <translation>Головы запросов (%1) не делятся поровну на TP %2.</translation>
    </message>
    <message>
        <source>%1 KV heads are fewer than TP %2: they are replicated.</source>
        <translation>Голов KV (%1) меньше, чем TP %2: они реплицируются.</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 does not factor onto the physical mesh.</source>
        <translation>FSDP %1 × TP %2 не раскладывается на физическую сетку.</translation>
    </message>
    <message>
        <source>TP %1 is above M_Y·F/α = %2: communication-bound at every batch.</source>
        <translation>TP %1 больше M_Y·F/α = %2: упирается в связь при любом батче.</translation>
    </message>
    <message>
        <source>This split is communication-bound: T_comms / T_math = %1.</source>
        <translation>Это разбиение упирается в связь: T_comms / T_math = %1.</translation>
    </message>
    <message>
        <source>Batch per pod %1 is below C/W_dcn = %2: the DCN is the bottleneck.</source>
        <translation>Батч на под %1 меньше C/W_dcn = %2: узкое место — DCN.</translation>
    </message>
    <message>
        <source>Needs %1 per chip; HBM holds %2.</source>
        <translation>Нужно %1 на чип, а HBM вмещает %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Across %1 pods (DCN): batch per pod %2 vs C/W_dcn = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Подов по DCN: %1; батч на под %2, порог C/W_dcn = %3: %4&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;FSDP %1 × TP %2 × PP %3 on %n chip(s); the FSDP axis spans M_X = %4 mesh axes, TP spans M_Y = %5.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;FSDP %1 × TP %2 × PP %3 на %n чипе; осей сетки под FSDP: M_X = %4, под TP: M_Y = %5.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;FSDP %1 × TP %2 × PP %3 на %n чипах; осей сетки под FSDP: M_X = %4, под TP: M_Y = %5.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;FSDP %1 × TP %2 × PP %3 на %n чипах; осей сетки под FSDP: M_X = %4, под TP: M_Y = %5.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No weights move: it is compute-bound at every batch.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Веса не пересылаются: разбиение упирается в вычисления при любом батче.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;X_opt: none, no split here has both FSDP and TP.&lt;/p&gt;</source>
        <translation>&lt;p&gt;X_opt: нет — здесь ни одно разбиение не сочетает FSDP и TP.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Of the splits with TP = 1, 2, 4, 8, …, FSDP %1 × TP %2 communicates least at this batch.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Из разбиений с TP = 1, 2, 4, 8, … меньше всего связи при этом батче у FSDP %1 × TP %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Memory of the whole run: %1, so at least %2 chips of %3 each.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Память всего обучения: %1, значит нужно не меньше %2 чипов по %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The mesh shows %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;На сетке показан %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP %1 × TP %2 (M_X = %3, M_Y = %4): T_math = &lt;b&gt;%5&lt;/b&gt;, T_comms = &lt;b&gt;%6&lt;/b&gt; (the binding pass): %7.&lt;/p&gt;</source>
        <translation>&lt;p&gt;FSDP %1 × TP %2 (M_X = %3, M_Y = %4): T_math = &lt;b&gt;%5&lt;/b&gt;, T_comms = &lt;b&gt;%6&lt;/b&gt; (определяющий проход): %7.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>every batch</source>
        <translation>при любом батче</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A and the current scenario&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;A и текущий сценарий&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Now:&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Сейчас:&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Compute-bound from B ≈</source>
        <translation>Упирается в вычисления от B ≈</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>Память на чип</translation>
    </message>
    <message>
        <source>Training days</source>
        <translation>Дней обучения</translation>
    </message>
    <message>
        <source>same</source>
        <translation>тот же</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>изменился</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#2a7a2a&apos;&gt;compute&lt;/b&gt;</source>
        <comment>bound by</comment>
        <translation>&lt;b style=&apos;color:#2a7a2a&apos;&gt;вычисления&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;comms&lt;/b&gt;</source>
        <comment>bound by</comment>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;связь&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Упор в</translation>
    </message>
    <message>
        <source>MFU ceiling</source>
        <translation>Потолок MFU</translation>
    </message>
    <message>
        <source>&lt;p&gt;X_opt = √((B/F)·(M_X/M_Y)·N) = %1 → FSDP %2 × TP %3, with M_X = %4 and M_Y = %5 of the mixed split on separate mesh axes that communicates least.&lt;/p&gt;</source>
        <translation>&lt;p&gt;X_opt = √((B/F)·(M_X/M_Y)·N) = %1 → FSDP %2 × TP %3, при M_X = %4 и M_Y = %5 — от смешанного разбиения на разных осях сетки с наименьшей связью.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The book&apos;s estimate at %1 % MFU: step %2; training: %3 (%4 days).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Оценка книги при MFU %1 %: шаг %2; обучение: %3 (%4 дн.).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;B per pod = %1 / %2 pods = &lt;b&gt;%3&lt;/b&gt; tokens: the formulas below use B per pod.&lt;/p&gt;</source>
        <translation>&lt;p&gt;B на под = %1 / %2 пода = &lt;b&gt;%3&lt;/b&gt; токенов: формулы ниже берут B на под.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Chip-hours</source>
        <translation>Чип-часы</translation>
    </message>
    <message>
        <source>Cost, USD</source>
        <translation>Стоимость, USD</translation>
    </message>
    <message>
        <source>no price set for this hardware</source>
        <translation>цена для этого оборудования не задана</translation>
    </message>
    <message numerus="yes">
        <source>across %n nodes</source>
        <translation>
            <numerusform>через %n узел</numerusform>
            <numerusform>через %n узла</numerusform>
            <numerusform>через %n узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>in a node</source>
        <translation>внутри узла</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 %2, %3: %4</source>
        <translation>&lt;br&gt;%1 %2, %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n node(s) of %1 chips on one switch. Communication in one step:</source>
        <translation>
            <numerusform>&lt;p&gt;%n узел по %1 чипов на одном коммутаторе. Связь за шаг:</numerusform>
            <numerusform>&lt;p&gt;%n узла по %1 чипов на одном коммутаторе. Связь за шаг:</numerusform>
            <numerusform>&lt;p&gt;%n узлов по %1 чипов на одном коммутаторе. Связь за шаг:</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;T_FSDP: 4·D·F/Y bytes over the FSDP group, %1 = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_TP: 4·B·D/X bytes over the TP group, %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;T_comms = %5 = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;T_FSDP: 4·D·F/Y байт по группе FSDP, %1 = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_TP: 4·B·D/X байт по группе TP, %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;T_comms = %5 = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP part: B/X = %1 %2 C/W_X = %3 (W_X: bytes/s the FSDP group moves): %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Часть FSDP: B/X = %1 %2 C/W_X = %3 (W_X: байт/с, которые передаёт группа FSDP): %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP part: Y = %1 %2 F·W_Y/C = %3 (W_Y: bytes/s the TP group moves): %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Часть TP: Y = %1 %2 F·W_Y/C = %3 (W_Y: байт/с, которые передаёт группа TP): %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>one chip, no traffic</source>
        <translation>один чип, связи нет</translation>
    </message>
    <message>
        <source>Step, forecast</source>
        <translation>Шаг, прогноз</translation>
    </message>
    <message>
        <source>MFU, forecast</source>
        <translation>MFU, прогноз</translation>
    </message>
    <message>
        <source>Step, bound at peak</source>
        <translation>Шаг, граница на пике</translation>
    </message>
    <message>
        <source>&lt;p&gt;Step of this layout, forecast for %1: &lt;b&gt;%2&lt;/b&gt; (compute %3, memory-bound ops %4, exposed comms %5, bubble %6, update %7); MFU %8 %; training on %9 tokens: &lt;b&gt;%10&lt;/b&gt; days.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Шаг этой раскладки, прогноз для %1: &lt;b&gt;%2&lt;/b&gt; (вычисления %3, операции, упирающиеся в память, %4, неспрятанная связь %5, пузырь %6, обновление %7); MFU %8 %; обучение на %9 токенов: &lt;b&gt;%10&lt;/b&gt; дн.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#777&apos;&gt;Bound at peak (every matmul at peak, comms hidden): step %1 (compute %2, exposed comms %3, bubble %4, update %5); MFU ceiling %6 %; %7 days.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#777&apos;&gt;Граница на пике (каждый матмул на пике, связь спрятана): шаг %1 (вычисления %2, неспрятанная связь %3, пузырь %4, обновление %5); потолок MFU %6 %; %7 дн.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>USD %1 (at the bound USD %2)</source>
        <translation>%1 USD (по нижней оценке %2 USD)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Chip-hours for the training: %1 (at the bound %2); cost: %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Чип-часов на обучение: %1 (по нижней оценке %2); стоимость: %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Calibrate to my run…</source>
        <translation>Калибровка по моему запуску…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The book&apos;s estimate at %1 % MFU: step %2; training: %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Оценка книги при MFU %1 %: шаг %2; обучение: %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Parameters: %1, of which %2 active per token (%3 FLOPs per token).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Параметры: %1, из них активных на токен %2 (%3 FLOPs на токен).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Forward: T_math %1 T_comms. The backward pass decides: T_math = &lt;b&gt;%2&lt;/b&gt; against T_comms = &lt;b&gt;%3&lt;/b&gt; (the gradients&apos; collectives): this split is %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Прямой проход: T_math %1 T_comms. Решает обратный проход: T_math = &lt;b&gt;%2&lt;/b&gt; против T_comms = &lt;b&gt;%3&lt;/b&gt; (коллективы градиентов): это разбиение %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Counted split by split at this batch (TP = 1, 2, 4, 8, …), FSDP %1 × TP %2 communicates least; X_opt, the formula&apos;s continuous optimum for a mixed split, rounds to FSDP %3 × TP %4 instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Если посчитать каждое разбиение при этом батче (TP = 1, 2, 4, 8, …), меньше всего связи у FSDP %1 × TP %2; X_opt — непрерывный оптимум формулы для смешанного разбиения — округляется иначе, до FSDP %3 × TP %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 data-parallel groups need whole sequences, but the batch has only %2: split each sequence with context parallelism (CP).</source>
        <translation>Каждой из %1 групп параллелизма данных нужны целые последовательности, а в батче их всего %2: разделите каждую последовательность контекстным параллелизмом (CP).</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportActions</name>
    <message>
        <source>&amp;Export figures…</source>
        <translation>&amp;Экспорт графиков…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Экспорт &amp;анимации…</translation>
    </message>
    <message>
        <source>Export &amp;lesson…</source>
        <translation>Экспорт &amp;урока…</translation>
    </message>
    <message>
        <source>Export &amp;board as slide…</source>
        <translation>Экспорт &amp;доски на слайд…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Не удалось экспортировать</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) to %1</source>
        <translation>
            <numerusform>%n график записан в %1</numerusform>
            <numerusform>%n графика записаны в %1</numerusform>
            <numerusform>%n графиков записано в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записан %1</translation>
    </message>
    <message>
        <source>Export board as slide</source>
        <translation>Экспорт доски на слайд</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the view into a folder</source>
        <translation>Экспорт вида в папку</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportDialog</name>
    <message>
        <source>Mesh, one collective hop by hop</source>
        <translation>Сетка: одна коллективная операция по шагам</translation>
    </message>
    <message>
        <source>Board as one slide</source>
        <translation>Доска на одном слайде</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Другой</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Свой размер</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Папка для экспорта</translation>
    </message>
    <message>
        <source>Compute vs communication per layer</source>
        <translation>Вычисления и связь на один слой</translation>
    </message>
    <message>
        <source>Compute / communication ratio</source>
        <translation>Отношение вычислений к связи</translation>
    </message>
    <message>
        <source>Split sweep</source>
        <translation>Перебор разбиений</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>Память на чип</translation>
    </message>
    <message>
        <source>Mesh, one frame</source>
        <translation>Сетка, один кадр</translation>
    </message>
    <message>
        <source>Mesh, every step as a file</source>
        <translation>Сетка, каждый шаг отдельным файлом</translation>
    </message>
    <message>
        <source>Mesh animation (one layer&apos;s steps)</source>
        <translation>Анимация сетки (шаги одного слоя)</translation>
    </message>
    <message>
        <source>Split animation (every power-of-two split)</source>
        <translation>Анимация разбиений (все разбиения по степеням двойки)</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>Export figures</source>
        <translation>Экспорт графиков</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>SVG drawing (text stays text)</source>
        <translation>Рисунок SVG (текст остаётся текстом)</translation>
    </message>
    <message>
        <source>PDF document (text stays text)</source>
        <translation>Документ PDF (текст остаётся текстом)</translation>
    </message>
    <message>
        <source>GIF animation</source>
        <translation>Анимация GIF</translation>
    </message>
    <message>
        <source>Caption: hardware, model, chips, batch, split</source>
        <translation>Подпись: оборудование, модель, чипы, батч, разбиение</translation>
    </message>
    <message>
        <source>Transparent background (PNG, SVG)</source>
        <translation>Прозрачный фон (PNG, SVG)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Files go to %1</source>
        <translation>Файлы будут сохранены в %1</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Расписание конвейера</translation>
    </message>
    <message>
        <source>Layouts ranked by MFU</source>
        <translation>Раскладки по MFU</translation>
    </message>
    <message>
        <source>The model against published runs</source>
        <translation>Модель против опубликованных запусков</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportText</name>
    <message>
        <source>mesh-collective: the schedule has no step</source>
        <translation>mesh-collective: в расписании нет шагов</translation>
    </message>
    <message>
        <source>%1 pods × %2 chips</source>
        <translation>подов: %1 × чипов: %2</translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>чипов: %1</translation>
    </message>
    <message>
        <source>batch B = %1 tokens</source>
        <translation>батч B = %1 токенов</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;</source>
        <translation>неизвестный график «%1»</translation>
    </message>
    <message>
        <source>%1: is not animated; GIF holds only %2</source>
        <translation>%1: не анимация; в GIF сохраняются только %2</translation>
    </message>
    <message>
        <source>%1: is animated; export it with --format gif</source>
        <translation>%1: это анимация; экспортируйте её с --format gif</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: не удалось создать папку</translation>
    </message>
    <message>
        <source>GIF encoding failed: %1</source>
        <translation>не удалось закодировать GIF: %1</translation>
    </message>
    <message>
        <source>no frames to animate</source>
        <translation>нет кадров для анимации</translation>
    </message>
    <message>
        <source>%1 encoding failed</source>
        <translation>не удалось закодировать %1</translation>
    </message>
    <message>
        <source>%1: is a symbolic link; export does not write through links</source>
        <translation>%1: это символическая ссылка; экспорт не пишет через ссылки</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Ответ: %1</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>Экспорт урока</translation>
    </message>
    <message>
        <source>PDF slides (*.pdf)</source>
        <translation>Слайды PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Lesson to export as slides:</source>
        <translation>Урок для экспорта в слайды:</translation>
    </message>
    <message>
        <source>%1x%2 %3: about %4 MB of memory at once, more than the %5 MB an export may use; choose a smaller size</source>
        <translation>%1x%2 %3: около %4 МБ памяти одновременно, больше %5 МБ, допустимых для экспорта; выберите размер поменьше</translation>
    </message>
</context>
<context>
    <name>shardscope::Figure</name>
    <message>
        <source>Copy to clipboard</source>
        <translation>Копировать в буфер обмена</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Не удалось экспортировать</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>Экспорт графика…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Экспорт графика</translation>
    </message>
</context>
<context>
    <name>shardscope::FilePrompts</name>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Не удалось открыть сценарий</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Сохранить сценарий</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Сценарии (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>Не удалось сохранить сценарий</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>Файл изменён на диске</translation>
    </message>
    <message>
        <source>%1 was changed by another program after it was opened here. Overwrite it with this scenario?</source>
        <translation>Файл %1 изменила другая программа после того, как он был открыт здесь. Заменить его этим сценарием?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>The scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1: есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Restore unsaved edits</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
    <message>
        <source>ShardScope did not close properly last time. Restore the scenario you were editing?</source>
        <translation>В прошлый раз ShardScope завершился некорректно. Восстановить сценарий, который вы редактировали?</translation>
    </message>
    <message>
        <source>Edits of %1</source>
        <translation>Изменения файла %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
</context>
<context>
    <name>shardscope::FileWriteText</name>
    <message>
        <source>no space left on device</source>
        <translation>на устройстве не осталось места</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>превышена дисковая квота</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
</context>
<context>
    <name>shardscope::LanguageManager</name>
    <message>
        <source>System</source>
        <translation>Системный</translation>
    </message>
</context>
<context>
    <name>shardscope::LayoutRanking</name>
    <message>
        <source>%1 · ZeRO-%2 · %3 %</source>
        <translation>%1 · ZeRO-%2 · %3 %</translation>
    </message>
    <message>
        <source>Memory per chip (dashed: HBM)</source>
        <translation>Память на чип (пунктир: HBM)</translation>
    </message>
</context>
<context>
    <name>shardscope::LayoutsFigure</name>
    <message>
        <source>Layouts</source>
        <translation>Раскладки</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and stage count, by MFU ceiling</source>
        <translation>Раскладки: лучшая для каждого TP и числа стадий, по потолку MFU</translation>
    </message>
    <message>
        <source>TP ways (FSDP ways below, at one stage)</source>
        <translation>Ветви TP (под ними ветви FSDP при одной стадии)</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Стадии конвейера</translation>
    </message>
    <message>
        <source>Double-click a cell, or select it with the arrow keys and press Enter, to apply its layout</source>
        <translation>Двойной щелчок по клетке или выбор стрелками и Enter применяет её раскладку</translation>
    </message>
    <message>
        <source>Rank by the book&apos;s per-layer model</source>
        <translation>Ранжировать по модели слоя из книги</translation>
    </message>
    <message>
        <source>Y_opt ≈ %1</source>
        <translation>Y_opt ≈ %1</translation>
    </message>
    <message>
        <source>No layout fits: the smallest needs %1 per chip, HBM holds %2; the training state alone needs %3 chips per pod.</source>
        <translation>Ни одна раскладка не помещается: самой экономной нужно %1 на чип, а в HBM %2; одному состоянию обучения нужно %3 чипов на под.</translation>
    </message>
    <message>
        <source>No layout is compute-bound; %1 comes closest, MFU ceiling %2 %.</source>
        <translation>Ни одна раскладка не упирается в вычисления; ближе всех %1, потолок MFU %2 %.</translation>
    </message>
    <message>
        <source>Only %1 is compute-bound (communication/compute %2).</source>
        <translation>В вычисления упирается только %1 (связь/вычисления %2).</translation>
    </message>
    <message>
        <source>Compute-bound layouts: %1. %2 moves the least data: communication/compute %3 against %4 for %5.</source>
        <translation>Раскладок, упирающихся в вычисления: %1. %2 пересылает меньше всех: связь/вычисления %3 против %4 у %5.</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 × PP %3, %4 microbatches, ZeRO-%5
step %6, MFU ceiling %7 %, communication/compute %8
memory %9 per chip</source>
        <translation>FSDP %1 × TP %2 × PP %3, микробатчей: %4, ZeRO-%5
шаг %6, потолок MFU %7 %, связь/вычисления %8
память %9 на чип</translation>
    </message>
    <message>
        <source>Apply layout</source>
        <translation>Применить раскладку</translation>
    </message>
    <message>
        <source>Whole sequences only</source>
        <translation>Только целые последовательности</translation>
    </message>
    <message>
        <source>
HSDP: shards in groups of %1 chips</source>
        <translation>
HSDP: шарды в группах по %1 чипов</translation>
    </message>
    <message>
        <source>
training: %1 chip-hours</source>
        <translation>
обучение: %1 чип-часов</translation>
    </message>
    <message>
        <source>, USD %1</source>
        <translation>, %1 USD</translation>
    </message>
    <message>
        <source>Rank by the whole step (bound at peak)</source>
        <translation>Ранжировать по всему шагу (граница на пике)</translation>
    </message>
    <message>
        <source>Rank by the forecast (the scenario&apos;s stack)</source>
        <translation>Ранжировать по прогнозу (стек сценария)</translation>
    </message>
    <message>
        <source>
EP %1: each chip holds 1/%1 of the routed experts</source>
        <translation>
EP %1: каждый чип хранит 1/%1 маршрутизируемых экспертов</translation>
    </message>
    <message>
        <source>Apply this layout</source>
        <translation>Применить эту раскладку</translation>
    </message>
    <message>
        <source>Pin this layout as A</source>
        <translation>Закрепить эту раскладку как A</translation>
    </message>
    <message>
        <source>Pin layout as A</source>
        <translation>Закрепить раскладку как A</translation>
    </message>
    <message>
        <source>
CP %1: each sequence split over %1 chips</source>
        <translation>
CP %1: каждая последовательность разделена на %1 чипов</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and EP, by MFU ceiling</source>
        <translation>Раскладки: лучшая для каждого TP и EP, по потолку MFU</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and CP, by MFU ceiling</source>
        <translation>Раскладки: лучшая для каждого TP и CP, по потолку MFU</translation>
    </message>
    <message>
        <source>TP ways</source>
        <translation>Ветви TP</translation>
    </message>
    <message>
        <source>Expert-parallel ways (EP)</source>
        <translation>Ветви экспертов (EP)</translation>
    </message>
    <message>
        <source>Context-parallel ways (CP)</source>
        <translation>Ветви контекста (CP)</translation>
    </message>
    <message>
        <source>MFU ceiling, %</source>
        <translation>Потолок MFU, %</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Hatched: nothing fits in memory.</source>
        <translation>Штриховка: ничего не помещается в память.</translation>
    </message>
    <message>
        <source>Dotted: the data-parallel ways would split sequences.</source>
        <translation>Точки: ветви параллелизма данных разрезали бы последовательности.</translation>
    </message>
    <message>
        <source>Blank: no layout of the chips has these ways.</source>
        <translation>Пусто: ни одна раскладка чипов не даёт таких ветвей.</translation>
    </message>
    <message>
        <source>%1: nothing fits, the smallest needs %2 per chip, HBM %3</source>
        <translation>%1: ничего не помещается, самой экономной нужно %2 на чип, HBM %3</translation>
    </message>
    <message>
        <source>%1: left out, the data-parallel ways would split sequences</source>
        <translation>%1: исключено, ветви параллелизма данных разрезали бы последовательности</translation>
    </message>
    <message>
        <source>The current layout has no cell: its %1 stages do not divide the %2 layers.</source>
        <translation>У текущей раскладки нет клетки: её %1 стадий не делят %2 слоёв нацело.</translation>
    </message>
    <message>
        <source>The current layout has no cell: the search&apos;s rules leave it out.</source>
        <translation>У текущей раскладки нет клетки: правила поиска её исключают.</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonDock</name>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Не удаётся открыть урок</translation>
    </message>
    <message>
        <source>%1: the lesson has no steps</source>
        <translation>%1: в уроке нет шагов</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Открыть урок</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Уроки (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>&amp;Открыть файл урока…</translation>
    </message>
    <message>
        <source>&amp;Close the lesson</source>
        <translation>&amp;Закрыть урок</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonPane</name>
    <message>
        <source>Lesson step %1</source>
        <translation>Шаг урока %1</translation>
    </message>
    <message>
        <source>No lesson is open. Pick one in the Lessons menu.</source>
        <translation>Урок не открыт. Выберите его в меню «Уроки».</translation>
    </message>
    <message>
        <source>&lt;b&gt;Task:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Задание:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Вопрос:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your answer (a number)</source>
        <translation>Ваш ответ (число)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>none (the report has no value here)</source>
        <translation>нет (в отчёте здесь нет значения)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Верно.</translation>
    </message>
    <message>
        <source>Not quite. Try again, or show the answer.</source>
        <translation>Не совсем. Попробуйте ещё раз или покажите ответ.</translation>
    </message>
    <message>
        <source>Type a number, for example %1.</source>
        <translation>Введите число, например %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Answer:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ответ:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Done: the condition holds.</source>
        <translation>Готово: условие выполнено.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Показать ответ</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Previous step (Page Up)</source>
        <translation>Предыдущий шаг (Page Up)</translation>
    </message>
    <message>
        <source>Next step (Page Down)</source>
        <translation>Следующий шаг (Page Down)</translation>
    </message>
    <message>
        <source>Type the number alone: this question names no unit.</source>
        <translation>Введите только число: у этого вопроса нет единицы измерения.</translation>
    </message>
    <message>
        <source>The question asks for %1, not %2.</source>
        <translation>Единица ответа — %1, а не %2.</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: check its unit.</source>
        <translation>%1 — это %2 × ответ: проверьте единицу измерения.</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer: check its unit.</source>
        <translation>%1 — это 1/%2 ответа: проверьте единицу измерения.</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: is it in %3? The question asks for %4.</source>
        <translation>%1 — это %2 × ответ: может быть, это в %3? Ответ нужен в %4.</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer: is it in %3? The question asks for %4.</source>
        <translation>%1 — это 1/%2 ответа: может быть, это в %3? Ответ нужен в %4.</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Ваш результат</translation>
    </message>
    <message>
        <source>End of the lesson</source>
        <translation>Конец урока</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer, which is in %3.</source>
        <translation>%1 — это %2 × ответ, а ответ в %3.</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer, which is in %3.</source>
        <translation>%1 — это 1/%2 ответа, а ответ в %3.</translation>
    </message>
    <message>
        <source>This question does not count %1 ways: type the number alone.</source>
        <translation>Этот вопрос не о числе ветвей %1: введите одно число.</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: the question counts in these units already; type the number without “%3”.</source>
        <translation>%1 — это %2 × ответ: вопрос уже задан в этих единицах; введите число без «%3».</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonSummary</name>
    <message>
        <source>no question</source>
        <translation>без вопроса</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>✓ right the first time</source>
        <translation>✓ верно с первой попытки</translation>
    </message>
    <message>
        <source>✓ right after retries</source>
        <translation>✓ верно не с первой попытки</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>ответ показан</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end of the lesson.&lt;/b&gt; Go back to any step:</source>
        <translation>&lt;b&gt;Урок окончен.&lt;/b&gt; Вернуться к любому шагу:</translation>
    </message>
    <message numerus="yes">
        <source>Of %n question(s): %1 right the first time, %2 right after retries, %3 answers shown.</source>
        <translation>
            <numerusform>Из %n вопроса: верно с первой попытки — %1, не с первой — %2, ответ показан — %3.</numerusform>
            <numerusform>Из %n вопросов: верно с первой попытки — %1, не с первой — %2, ответ показан — %3.</numerusform>
            <numerusform>Из %n вопросов: верно с первой попытки — %1, не с первой — %2, ответ показан — %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Шаг %1</translation>
    </message>
</context>
<context>
    <name>shardscope::LookMenus</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>High &amp;contrast</source>
        <translation>&amp;Высокая контрастность</translation>
    </message>
</context>
<context>
    <name>shardscope::MainWindow</name>
    <message>
        <source>The book&apos;s figure: v5p 16×16×16, FSDP 512 × TP 8, B = 1 M</source>
        <translation>Рисунок из книги: v5p 16×16×16, FSDP 512 × TP 8, B = 1 млн</translation>
    </message>
    <message>
        <source>N = 64 (4×4×4), B ≈ 48 k, F = 32 768</source>
        <translation>N = 64 (4×4×4), B ≈ 48 тыс., F = 32 768</translation>
    </message>
    <message>
        <source>LLaMA 3-70B on a full v5p pod (8960 chips), 4 M batch</source>
        <translation>LLaMA 3-70B на полном поде v5p (8960 чипов), батч 4 млн</translation>
    </message>
    <message>
        <source>LLaMA 3-70B over two pods, 2 M batch</source>
        <translation>LLaMA 3-70B на двух подах, батч 2 млн</translation>
    </message>
    <message>
        <source>7B on 8 × H100 (the course)</source>
        <translation>7B на 8 × H100 (из курса)</translation>
    </message>
    <message>
        <source>About ShardScope</source>
        <translation>О программе ShardScope</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ShardScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The cost model of &lt;i&gt;How To Scale Your Model&lt;/i&gt;, chapters 1, 5 and 6, made live.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ShardScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Модель стоимости из &lt;i&gt;How To Scale Your Model&lt;/i&gt;, главы 1, 5 и 6, — в живых графиках.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Book scenarios</source>
        <translation>С&amp;ценарии из книги</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>Режим &amp;проектора</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>&amp;About ShardScope</source>
        <translation>&amp;О программе ShardScope</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>What the picture says</source>
        <translation>Что показывает график</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Не удалось открыть сценарий</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Сценарии (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Book scenario</source>
        <translation>Сценарий из книги</translation>
    </message>
    <message>
        <source>4 × RTX 4080 over PCIe (the book&apos;s note on PCIe)</source>
        <translation>4 × RTX 4080 через PCIe (примечание книги о PCIe)</translation>
    </message>
    <message>
        <source>%1[*] — ShardScope</source>
        <translation>%1[*] — ShardScope</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Presenter strip</source>
        <translation>Полоса докладчика</translation>
    </message>
    <message>
        <source>Pipelining: 4 stages × 8 microbatches on 64 v5p chips</source>
        <translation>Конвейер: 4 стадии × 8 микробатчей на 64 чипах v5p</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Сравнение</translation>
    </message>
    <message>
        <source>Published r&amp;uns…</source>
        <translation>Опубликованные &amp;запуски…</translation>
    </message>
    <message>
        <source>Published run</source>
        <translation>Опубликованный запуск</translation>
    </message>
    <message>
        <source>7B FSDP across 64 nodes of 8 × H100 (the course)</source>
        <translation>7B: FSDP на 64 узла по 8 × H100 (курс)</translation>
    </message>
    <message>
        <source>70B on 64 × H100: does the state fit?</source>
        <translation>70B на 64 × H100: влезает ли состояние?</translation>
    </message>
    <message>
        <source>The autosave %1 could not be written: edits since the last save are not backed up. Trying again every %2 s.</source>
        <translation>Не удалось записать автосохранение %1: правки после последнего сохранения не защищены. Новая попытка каждые %2 с.</translation>
    </message>
    <message>
        <source>Autosave written again.</source>
        <translation>Автосохранение снова записано.</translation>
    </message>
    <message>
        <source>&amp;Calibrate to my run…</source>
        <translation>&amp;Калибровка по моему запуску…</translation>
    </message>
    <message>
        <source>Calibrate to my run</source>
        <translation>Калибровка по моему запуску</translation>
    </message>
    <message>
        <source>%1: the name is not UTF-8, so the scenario opened as an untitled copy; Save As names a new file.</source>
        <translation>%1: имя не в UTF-8, поэтому сценарий открыт как безымянная копия; «Сохранить как» задаст новое имя.</translation>
    </message>
    <message>
        <source>A mixture of experts on 8 × H100, EP 8 (the course)</source>
        <translation>Смесь экспертов на 8 × H100, EP 8 (курс)</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Пояснение</translation>
    </message>
</context>
<context>
    <name>shardscope::MemoryFigure</name>
    <message>
        <source>Memory per chip by ZeRO stage</source>
        <translation>Память на чип по этапам ZeRO</translation>
    </message>
    <message>
        <source>Bytes per chip</source>
        <translation>Байт на чип</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Состояние оптимизатора</translation>
    </message>
    <message>
        <source>Activation checkpoints</source>
        <translation>Чекпоинты активаций</translation>
    </message>
    <message>
        <source>Gather buffers</source>
        <translation>Буферы AllGather</translation>
    </message>
    <message>
        <source>current</source>
        <translation>текущая</translation>
    </message>
    <message>
        <source>HBM %1</source>
        <translation>HBM %1</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>текущая: %1</translation>
    </message>
    <message>
        <source>ZeRO stage (sharding over the X FSDP ways)</source>
        <translation>Этап ZeRO (шардирование в группе FSDP из X чипов)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>replicated (DDP)</source>
        <translation>реплицировано (DDP)</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>оптимизатор</translation>
    </message>
    <message>
        <source>+ gradients</source>
        <translation>+ градиенты</translation>
    </message>
    <message>
        <source>+ weights (FSDP)</source>
        <translation>+ веса (FSDP)</translation>
    </message>
    <message>
        <source>ZeRO-%1
(current)</source>
        <translation>ZeRO-%1
(текущий)</translation>
    </message>
    <message>
        <source>Activation checkpoints (%1: %2 of %3 microbatches)</source>
        <translation>Активации (%1: %2 из %3 микробатчей)</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Этап ZeRO</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
</context>
<context>
    <name>shardscope::MeshView</name>
    <message>
        <source>FSDP group: %1 of its %2 chips along X</source>
        <translation>группа FSDP: %1 из её %2 чипов по X</translation>
    </message>
    <message>
        <source>TP group: %1 of its %2 chips along Y</source>
        <translation>группа TP: %1 из её %2 чипов по Y</translation>
    </message>
    <message numerus="yes">
        <source>%n more FSDP groups like this one</source>
        <translation>
            <numerusform>ещё %n такая же группа FSDP</numerusform>
            <numerusform>ещё %n такие же группы FSDP</numerusform>
            <numerusform>ещё %n таких же групп FSDP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more TP groups like this one</source>
        <translation>
            <numerusform>ещё %n такая же группа TP</numerusform>
            <numerusform>ещё %n такие же группы TP</numerusform>
            <numerusform>ещё %n таких же групп TP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more CP groups like this one</source>
        <translation>
            <numerusform>ещё %n такая же группа CP</numerusform>
            <numerusform>ещё %n такие же группы CP</numerusform>
            <numerusform>ещё %n таких же групп CP</numerusform>
        </translation>
    </message>
    <message>
        <source>where they sit in the pod</source>
        <translation>где они в поде</translation>
    </message>
    <message>
        <source>%1 pods, joined by DCN</source>
        <translation>подов: %1, связаны через DCN</translation>
    </message>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1 TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1 GFLOP</translation>
    </message>
    <message>
        <source>%1 MFLOP</source>
        <translation>%1 MFLOP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>FSDP+TP</source>
        <translation>FSDP+TP</translation>
    </message>
    <message>
        <source>matmul</source>
        <translation>матмул</translation>
    </message>
    <message>
        <source>AllGather</source>
        <translation>AllGather</translation>
    </message>
    <message>
        <source>ReduceScatter</source>
        <translation>ReduceScatter</translation>
    </message>
    <message>
        <source>AllReduce</source>
        <translation>AllReduce</translation>
    </message>
    <message>
        <source>AG</source>
        <comment>AllGather, short</comment>
        <translation>AG</translation>
    </message>
    <message>
        <source>RS</source>
        <comment>ReduceScatter, short</comment>
        <translation>RS</translation>
    </message>
    <message>
        <source>AR</source>
        <comment>AllReduce, short</comment>
        <translation>AR</translation>
    </message>
    <message>
        <source>pods</source>
        <translation>поды</translation>
    </message>
    <message>
        <source>z = %1, w = %2</source>
        <translation>z = %1, w = %2</translation>
    </message>
    <message>
        <source>z = %1</source>
        <translation>z = %1</translation>
    </message>
    <message>
        <source>%1 chips: too many to draw (at most %2)</source>
        <translation>Чипов: %1 — слишком много, чтобы нарисовать (не больше %2)</translation>
    </message>
    <message>
        <source>Z = %1 stages</source>
        <translation>Z = %1 (стадии PP)</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>сетка %1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>прямой проход</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>обратный проход</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>%1 на чип</translation>
    </message>
    <message>
        <source>%1 pods over DCN</source>
        <translation>подов по DCN: %1</translation>
    </message>
    <message>
        <source>on the critical path</source>
        <translation>на критическом пути</translation>
    </message>
    <message>
        <source>off the critical path</source>
        <translation>вне критического пути</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Прямой проход</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Обратный проход</translation>
    </message>
    <message>
        <source>FSDP group</source>
        <translation>Группа FSDP</translation>
    </message>
    <message>
        <source>TP group</source>
        <translation>Группа TP</translation>
    </message>
    <message>
        <source>durations in proportion to the cost model</source>
        <translation>длительности пропорциональны модели стоимости</translation>
    </message>
    <message>
        <source>uniform durations</source>
        <translation>одинаковые длительности</translation>
    </message>
    <message>
        <source>Chip (%1), pod 1 of %2</source>
        <translation>Чип (%1), под 1 из %2</translation>
    </message>
    <message>
        <source>FSDP index %1 of %2 · TP index %3 of %4 · stage %5 of %6</source>
        <translation>индекс FSDP %1 из %2 · индекс TP %3 из %4 · стадия %5 из %6</translation>
    </message>
    <message>
        <source>%1 after the forward pass</source>
        <translation>%1 после прямого прохода</translation>
    </message>
    <message>
        <source>gradients %1, %2</source>
        <translation>градиенты %1, %2</translation>
    </message>
    <message>
        <source>optimizer state of W_in[D %1:%2, F %3:%4], W_out[F %5:%6, D %7:%8]</source>
        <translation>состояние оптимизатора для W_in[D %1:%2, F %3:%4], W_out[F %5:%6, D %7:%8]</translation>
    </message>
    <message>
        <source>layers %1:%2 of %3</source>
        <translation>слои %1:%2 из %3</translation>
    </message>
    <message>
        <source>holds %1 of MLP state: parameters %2, gradients %3, optimizer %4</source>
        <translation>хранит %1 состояния MLP: параметры %2, градиенты %3, оптимизатор %4</translation>
    </message>
    <message>
        <source>FSDP group of %1 chips · TP group of %2 chips</source>
        <translation>чипов в группе FSDP: %1 · в группе TP: %2</translation>
    </message>
    <message>
        <source>Scenario split</source>
        <translation>Как в сценарии</translation>
    </message>
    <message>
        <source>Strategy shown on the mesh</source>
        <translation>Стратегия, показанная на сетке</translation>
    </message>
    <message>
        <source>Previous step ([)</source>
        <translation>Предыдущий шаг ([)</translation>
    </message>
    <message>
        <source>Next step (])</source>
        <translation>Следующий шаг (])</translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>animation speed</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Уменьшить (-)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Show the whole mesh (0)</source>
        <translation>Показать всю сетку (0)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Увеличить (+)</translation>
    </message>
    <message>
        <source>Pause (space)</source>
        <translation>Пауза (пробел)</translation>
    </message>
    <message>
        <source>Play (space)</source>
        <translation>Воспроизвести (пробел)</translation>
    </message>
    <message>
        <source>Proportional</source>
        <translation>Пропорционально</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Равномерно</translation>
    </message>
    <message>
        <source>Step durations in proportion to the cost model, or all alike</source>
        <translation>Длительность шагов — пропорционально модели стоимости или одинаковая для всех</translation>
    </message>
    <message>
        <source>the book&apos;s %1 algorithm, step %2</source>
        <translation>алгоритм %1 из книги, шаг %2</translation>
    </message>
    <message>
        <source>whole model, ZeRO-%1: parameters %2, gradients %3, optimizer %4 per chip</source>
        <translation>вся модель, ZeRO-%1: параметры %2, градиенты %3, оптимизатор %4 на чип</translation>
    </message>
    <message>
        <source>pod %1</source>
        <translation>под %1</translation>
    </message>
    <message>
        <source>pods %1–%2</source>
        <translation>поды %1–%2</translation>
    </message>
    <message>
        <source>same shards,</source>
        <translation>те же шарды,</translation>
    </message>
    <message>
        <source>own part of the batch</source>
        <translation>своя часть батча</translation>
    </message>
    <message>
        <source>pod 1 of %1 in full; the others, joined by DCN, hold the same shards of their own batch</source>
        <translation>под 1 из %1 целиком; остальные, связанные через DCN, держат те же шарды своей части батча</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>реплицированный</translation>
    </message>
    <message>
        <source>shards: hue by X, shade by Y</source>
        <translation>шарды: оттенок по X, яркость по Y</translation>
    </message>
    <message>
        <source>one chip: no group</source>
        <translation>один чип: группы нет</translation>
    </message>
    <message>
        <source>FSDP group: %1 chips along X</source>
        <translation>группа FSDP: %1 чипов по X</translation>
    </message>
    <message>
        <source>TP group: %1 chips along Y</source>
        <translation>группа TP: %1 чипов по Y</translation>
    </message>
    <message>
        <source>FSDP group: chips %1–%2 of %3 along X</source>
        <translation>группа FSDP: чипы %1–%2 из %3 по X</translation>
    </message>
    <message>
        <source>TP group: chips %1–%2 of %3 along Y</source>
        <translation>группа TP: чипы %1–%2 из %3 по Y</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>стадия %1</translation>
    </message>
    <message>
        <source>send between stages</source>
        <translation>передача между стадиями</translation>
    </message>
    <message>
        <source>%1 → next stage</source>
        <translation>%1 → следующая стадия</translation>
    </message>
    <message>
        <source>%1 → previous stage</source>
        <translation>%1 → предыдущая стадия</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, one ICI link</source>
        <translation>чипу на том же месте в соседней стадии, одна связь ICI</translation>
    </message>
    <message>
        <source>%1 · per layer: math %2, comms %3</source>
        <translation>%1 · на слой: вычисления %2, связь %3</translation>
    </message>
    <message>
        <source>critical path: %1</source>
        <translation>критический путь: %1</translation>
    </message>
    <message>
        <source>FSDP group, X = %1</source>
        <translation>группа FSDP, X = %1</translation>
    </message>
    <message>
        <source>TP group, Y = %1</source>
        <translation>группа TP, Y = %1</translation>
    </message>
    <message>
        <source>CP group: %1 chips share each sequence</source>
        <translation>группа CP: %1 чипов делят каждую последовательность</translation>
    </message>
    <message>
        <source>CP group: %1 of its %2 chips</source>
        <translation>группа CP: %1 из её %2 чипов</translation>
    </message>
    <message>
        <source>CP group, %1 chips</source>
        <translation>группа CP, %1 чипов</translation>
    </message>
    <message>
        <source>AllReduce across %1 pods over DCN: %2</source>
        <translation>AllReduce между подами (%1) через DCN: %2</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over ICI: %3</source>
        <translation>со стадии %1 на стадию %2 через ICI: %3</translation>
    </message>
    <message>
        <source>network between nodes</source>
        <translation>сеть между узлами</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over the network: %3</source>
        <translation>со стадии %1 на стадию %2 через сеть: %3</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over NVLink: %3</source>
        <translation>со стадии %1 на стадию %2 через NVLink: %3</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, over the network between nodes</source>
        <translation>чипу на том же месте в соседней стадии, через сеть между узлами</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, over NVLink</source>
        <translation>чипу на том же месте в соседней стадии, через NVLink</translation>
    </message>
    <message>
        <source>%1 chips across %2 nodes, over the network</source>
        <translation>чипов: %1, узлов: %2, через сеть</translation>
    </message>
    <message>
        <source>%1 chips in one node, over NVLink</source>
        <translation>чипов: %1, в одном узле, через NVLink</translation>
    </message>
    <message>
        <source>A2A</source>
        <comment>AllToAll, short</comment>
        <translation>A2A</translation>
    </message>
    <message>
        <source>AllToAll</source>
        <translation>AllToAll</translation>
    </message>
    <message>
        <source>dispatch: each token to the chips of its experts</source>
        <translation>рассылка: каждый токен — на чипы своих экспертов</translation>
    </message>
    <message>
        <source>combine: the experts&apos; outputs back to their tokens</source>
        <translation>сбор: выходы экспертов — обратно к своим токенам</translation>
    </message>
    <message>
        <source>the gradients of the tokens, the same way back</source>
        <translation>градиенты токенов — тем же путём обратно</translation>
    </message>
    <message>
        <source>EP group of %1 chips across %2 nodes, over the network</source>
        <translation>группа EP: чипов %1, на %2 узлах, через сеть</translation>
    </message>
    <message>
        <source>EP group of %1 chips in one node, over NVLink</source>
        <translation>группа EP: чипов %1, в одном узле, через NVLink</translation>
    </message>
    <message>
        <source>EP group of %1 chips</source>
        <translation>группа EP: чипов %1</translation>
    </message>
    <message numerus="yes">
        <source>X = %1 (%n axes)</source>
        <translation>
            <numerusform>X = %1 (осей: %n)</numerusform>
            <numerusform>X = %1 (осей: %n)</numerusform>
            <numerusform>X = %1 (осей: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Y = %1 (%n axes)</source>
        <translation>
            <numerusform>Y = %1 (осей: %n)</numerusform>
            <numerusform>Y = %1 (осей: %n)</numerusform>
            <numerusform>Y = %1 (осей: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 chips over %n axes</source>
        <translation>
            <numerusform>чипов: %1, осей: %n</numerusform>
            <numerusform>чипов: %1, осей: %n</numerusform>
            <numerusform>чипов: %1, осей: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>CP ring</source>
        <translation>Кольцо CP</translation>
    </message>
    <message>
        <source>ring</source>
        <comment>ring attention&apos;s pass round the CP group, short</comment>
        <translation>кольцо</translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, summed on the way, %n times</source>
        <translation>
            <numerusform>%1 → следующему чипу кольца CP, с суммированием по пути, %n раз</numerusform>
            <numerusform>%1 → следующему чипу кольца CP, с суммированием по пути, %n раза</numerusform>
            <numerusform>%1 → следующему чипу кольца CP, с суммированием по пути, %n раз</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, %n times</source>
        <translation>
            <numerusform>%1 → следующему чипу кольца CP, %n раз</numerusform>
            <numerusform>%1 → следующему чипу кольца CP, %n раза</numerusform>
            <numerusform>%1 → следующему чипу кольца CP, %n раз</numerusform>
        </translation>
    </message>
    <message>
        <source>ring attention&apos;s backward: the gradients of each chunk&apos;s keys and values, added up by every chip they pass</source>
        <translation>обратный проход ring attention: градиенты ключей и значений каждого куска складываются на каждом чипе, через который проходят</translation>
    </message>
    <message>
        <source>ring attention: each chip attends to every chunk of keys and values of its sequence as it passes, K = 2 · KV heads · head dim</source>
        <translation>ring attention: каждый чип применяет внимание к каждому куску ключей и значений своей последовательности, пока тот проходит мимо; K = 2 · головы KV · размер головы</translation>
    </message>
    <message>
        <source>CP group of %1 chips across %2 nodes, over the network</source>
        <translation>группа CP: чипов %1, на %2 узлах, через сеть</translation>
    </message>
    <message>
        <source>CP group of %1 chips in one node, over NVLink</source>
        <translation>группа CP: чипов %1, в одном узле, через NVLink</translation>
    </message>
    <message>
        <source>CP group of %1 chips</source>
        <translation>группа CP: чипов %1</translation>
    </message>
    <message>
        <source>CP group of %1 chips: X indices %2 to %3</source>
        <translation>группа CP: чипов %1, индексы X с %2 по %3</translation>
    </message>
    <message>
        <source>of which CP %1</source>
        <translation>из них CP %1</translation>
    </message>
    <message>
        <source>ring attention&apos;s backward: the keys and values pass round again</source>
        <translation>обратный проход ring attention: ключи и значения снова идут по кольцу</translation>
    </message>
    <message>
        <source>A pod this big is drawn as one chip&apos;s groups, each chip readable: nothing to zoom</source>
        <translation>Под такого размера показан группами одного чипа, каждый чип читаем: масштабировать нечего</translation>
    </message>
</context>
<context>
    <name>shardscope::PipelineFigure</name>
    <message>
        <source>Pipeline schedule</source>
        <translation>Расписание конвейера</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Прямой проход</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Обратный проход</translation>
    </message>
    <message>
        <source>Send across a stage boundary</source>
        <translation>Передача через границу стадий</translation>
    </message>
    <message>
        <source>Stage (microbatches it holds)</source>
        <translation>Стадия (сколько микробатчей держит)</translation>
    </message>
    <message>
        <source>Pipeline schedule: %1, %2 stages × %3 microbatches</source>
        <translation>Расписание конвейера: %1, стадий: %2 × микробатчей: %3</translation>
    </message>
    <message>
        <source>One pipeline stage (pp = 1): no schedule to draw. Set pp above 1.</source>
        <translation>Одна стадия конвейера (pp = 1): рисовать нечего. Задайте pp больше 1.</translation>
    </message>
    <message>
        <source>%1 stages × %2 microbatches: too many blocks to draw.</source>
        <translation>Стадий: %1 × микробатчей: %2 — слишком много блоков для рисунка.</translation>
    </message>
    <message>
        <source>Bubble %1/%2 = %3 %</source>
        <translation>Пузырь %1/%2 = %3 %</translation>
    </message>
    <message>
        <source>Time (step ≈ %1; one send %2)</source>
        <translation>Время (шаг ≈ %1; передача %2)</translation>
    </message>
    <message>
        <source>%1 (holds %2)</source>
        <translation>%1 (держит %2)</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>one stage, no bubble</source>
        <translation>одна стадия, без пузыря</translation>
    </message>
    <message>
        <source>%1, %2 stages × %3 microbatches, bubble %4 %</source>
        <translation>%1, стадий: %2 × микробатчей: %3, пузырь %4 %</translation>
    </message>
    <message>
        <source>LM head, gradient sync, update</source>
        <translation>LM-голова, синхронизация градиентов, обновление</translation>
    </message>
</context>
<context>
    <name>shardscope::PresenterStrip</name>
    <message>
        <source>Change split</source>
        <translation>Изменение разбиения</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Изменение батча</translation>
    </message>
    <message>
        <source>Drag split</source>
        <translation>Сдвиг ползунка разбиения</translation>
    </message>
    <message>
        <source>Drag batch</source>
        <translation>Сдвиг ползунка батча</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2</source>
        <translation>FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source>T_math
%1</source>
        <translation>T_math
%1</translation>
    </message>
    <message>
        <source>T_comms
%1</source>
        <translation>T_comms
%1</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>упирается в вычисления</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>упирается в связь</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Разбиение</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Батч</translation>
    </message>
    <message>
        <source>The step forecast for %1: MFU %2 %, %3 days of training. Bound at peak (every matmul at peak, comms hidden): MFU ceiling %4 %.</source>
        <translation>Прогноз шага для %1: MFU %2 %, %3 дн. обучения. Граница на пике (каждый матмул на пике, связь спрятана): потолок MFU %4 %.</translation>
    </message>
    <message>
        <source>Step
%1</source>
        <translation>Шаг
%1</translation>
    </message>
    <message>
        <source>Bound at peak: every matmul at peak, comms hidden</source>
        <translation>Граница на пике: каждый матмул на пике, связь спрятана</translation>
    </message>
</context>
<context>
    <name>shardscope::RatioFigure</name>
    <message>
        <source>Compute / communication ratio per strategy</source>
        <translation>Отношение вычислений к связи по стратегиям</translation>
    </message>
    <message>
        <source>T_math / T_comms (above 1: compute-bound)</source>
        <translation>T_math / T_comms (выше 1 — упор в вычисления)</translation>
    </message>
    <message>
        <source>TP only (flat)</source>
        <translation>Только TP (const)</translation>
    </message>
    <message>
        <source>FSDP only (∝ B)</source>
        <translation>Только FSDP (∝ B)</translation>
    </message>
    <message>
        <source>FSDP+TP at X_opt (∝ √B)</source>
        <translation>FSDP+TP при X_opt (∝ √B)</translation>
    </message>
    <message>
        <source>only FSDP+TP
is compute-bound</source>
        <translation>в вычисления упирается
только FSDP+TP</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 (current)</source>
        <translation>FSDP %1 × TP %2 (текущее)</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Отношение</translation>
    </message>
    <message>
        <source>DCN across pods (backward, ∝ B)</source>
        <translation>DCN между подами (обратный проход, ∝ B)</translation>
    </message>
    <message>
        <source>T_math / T_comms</source>
        <translation>T_math / T_comms</translation>
    </message>
</context>
<context>
    <name>shardscope::RealityFigure</name>
    <message>
        <source>Reality</source>
        <translation>Реальность</translation>
    </message>
    <message>
        <source>Measured MFU (one convention for every run)</source>
        <translation>Измеренный MFU (одно соглашение для всех запусков)</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>Измеренный MFU</translation>
    </message>
    <message>
        <source>Source: %1, %2</source>
        <translation>Источник: %1, %2</translation>
    </message>
    <message>
        <source>Approximations:</source>
        <translation>Приближения:</translation>
    </message>
    <message>
        <source>Forecast MFU %1 (%2): the step %3 off the measured one</source>
        <translation>Прогноз MFU %1 (%2): шаг отличается от измеренного на %3</translation>
    </message>
    <message>
        <source>The forecast against published runs: measured MFU, the forecast and the bound</source>
        <translation>Прогноз против опубликованных запусков: измеренный MFU, прогноз и граница</translation>
    </message>
    <message>
        <source>Across: the forecast for each run&apos;s layout and software stack; hollow grey: the bound at peak for the same run, every matmul at peak and every collective hidden. Inside the bands the forecast step is within 10 % and 20 % of the measured one.</source>
        <translation>По горизонтали — прогноз для раскладки и программного стека каждого запуска; полые серые точки — граница на пике для того же запуска: все матмулы на пике, вся связь спрятана. Внутри полос прогноз шага отличается от измеренного не более чем на 10 % и 20 %.</translation>
    </message>
    <message>
        <source>The forecast MFU for the run&apos;s layout and stack</source>
        <translation>Прогноз MFU для раскладки и стека запуска</translation>
    </message>
    <message>
        <source>Forecast MFU</source>
        <translation>Прогноз MFU</translation>
    </message>
    <message>
        <source>measured = forecast</source>
        <translation>измерено = прогноз</translation>
    </message>
    <message>
        <source>the bound at peak</source>
        <translation>граница на пике</translation>
    </message>
    <message>
        <source>forecast %1</source>
        <translation>прогноз %1</translation>
    </message>
    <message>
        <source>this scenario: forecast %1, bound %2</source>
        <translation>этот сценарий: прогноз %1, граница %2</translation>
    </message>
    <message>
        <source>Measured MFU %1, the bound at peak %2</source>
        <translation>Измеренный MFU %1, граница на пике %2</translation>
    </message>
</context>
<context>
    <name>shardscope::RooflineFigure</name>
    <message>
        <source>Roofline of one chip</source>
        <translation>Roofline одного чипа</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOPs / byte)</source>
        <translation>Арифметическая интенсивность (FLOPs / байт)</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>Достижимые FLOPs/s</translation>
    </message>
    <message>
        <source>Batch B (tokens)</source>
        <translation>Батч B (токены)</translation>
    </message>
    <message>
        <source>bf16 FLOPs/s reached</source>
        <translation>Достигнутые FLOPs/s bf16</translation>
    </message>
    <message>
        <source>HBM roof</source>
        <translation>Потолок HBM</translation>
    </message>
    <message>
        <source>Network roof (W)</source>
        <translation>Потолок сети (W)</translation>
    </message>
    <message>
        <source>this chip&apos;s matmul</source>
        <translation>матмул этого чипа</translation>
    </message>
    <message>
        <source>HBM roof, critical intensity %1</source>
        <translation>Потолок HBM, крит. интенсивность %1</translation>
    </message>
    <message>
        <source>Network roof, α = %1</source>
        <translation>Потолок сети, α = %1</translation>
    </message>
    <message>
        <source>D = F = %1</source>
        <translation>D = F = %1</translation>
    </message>
    <message>
        <source>C / HBM bw
≈ %1</source>
        <translation>C / ПСП HBM
≈ %1</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
</context>
<context>
    <name>shardscope::RunBanner</name>
    <message>
        <source>Close the run&apos;s note</source>
        <translation>Закрыть справку о запуске</translation>
    </message>
    <message>
        <source>Published run: %1. Measured MFU %2, the model&apos;s ceiling %3.</source>
        <translation>Опубликованный запуск: %1. Измеренный MFU %2, потолок модели %3.</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>не моделируется</translation>
    </message>
    <message>
        <source>Source: %1, %2</source>
        <translation>Источник: %1, %2</translation>
    </message>
    <message>
        <source>Approximations: %1</source>
        <translation>Приближения: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Show or hide the run&apos;s source and what its scenario approximates</source>
        <translation>Показать или скрыть источник запуска и то, что его сценарий приближает</translation>
    </message>
</context>
<context>
    <name>shardscope::RunsDialog</name>
    <message>
        <source>Published runs</source>
        <translation>Опубликованные запуски</translation>
    </message>
    <message>
        <source>Measured training runs beside the model&apos;s MFU ceiling for the same layout. The model is an upper bound: the ratio shows how much of it the run reached. Open a run to load its scenario.</source>
        <translation>Измеренные запуски обучения рядом с потолком MFU, который модель даёт для той же раскладки. Модель — верхняя граница: отношение показывает, какую её долю запуск достиг. Откройте запуск, чтобы загрузить его сценарий.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Чипы</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Раскладка</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>Измеренный MFU</translation>
    </message>
    <message>
        <source>Model&apos;s ceiling</source>
        <translation>Потолок модели</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Отношение</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Measured MFU / the model&apos;s ceiling</source>
        <translation>Измеренный MFU / потолок модели</translation>
    </message>
    <message>
        <source>On one convention for every run: model FLOPs with full attention, no recompute, the dense bf16 peak</source>
        <translation>Одно соглашение для всех запусков: FLOPs модели с полным вниманием, без пересчёта, плотный пик bf16</translation>
    </message>
    <message>
        <source>one chip</source>
        <translation>один чип</translation>
    </message>
    <message>
        <source>%1, pods: %2</source>
        <translation>%1, подов: %2</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>не моделируется</translation>
    </message>
    <message>
        <source>Approximations:</source>
        <translation>Приближения:</translation>
    </message>
    <message>
        <source>&amp;Calibrate to my run…</source>
        <translation>&amp;Калибровка по моему запуску…</translation>
    </message>
    <message>
        <source>Fit the hardware&apos;s matmul efficiency to the step your own run measured with the layout open now</source>
        <translation>Подобрать эффективность матмулов оборудования под шаг, измеренный в вашем запуске с открытой сейчас раскладкой</translation>
    </message>
</context>
<context>
    <name>shardscope::ScenarioDocument</name>
    <message>
        <source>Open %1</source>
        <translation>Открытие %1</translation>
    </message>
    <message>
        <source>Pin as A</source>
        <translation>Закрепить как A</translation>
    </message>
    <message>
        <source>Unpin A</source>
        <translation>Открепить A</translation>
    </message>
    <message>
        <source>Swap A and current</source>
        <translation>Поменять местами A и текущий</translation>
    </message>
    <message>
        <source>Load A from %1</source>
        <translation>Загрузка A из %1</translation>
    </message>
</context>
<context>
    <name>shardscope::SplitSweepFigure</name>
    <message>
        <source>Drag the split</source>
        <translation>Перетаскивание разбиения</translation>
    </message>
    <message>
        <source>Communication time over the FSDP/TP split</source>
        <translation>Время связи в зависимости от разбиения FSDP/TP</translation>
    </message>
    <message>
        <source>FSDP ways X (TP ways Y = N / X)</source>
        <translation>Размер группы FSDP X (группы TP Y = N / X)</translation>
    </message>
    <message>
        <source>Time per layer (forward)</source>
        <translation>Время на слой (прямой проход)</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Вычисления</translation>
    </message>
    <message>
        <source>FSDP part: 4DF / (Y·W·M_X)</source>
        <translation>Часть FSDP: 4DF / (Y·W·M_X)</translation>
    </message>
    <message>
        <source>TP part: 4BD / (X·W·M_Y)</source>
        <translation>Часть TP: 4BD / (X·W·M_Y)</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Связь</translation>
    </message>
    <message>
        <source>X_opt ≈ %1</source>
        <translation>X_opt ≈ %1</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Разбиения</translation>
    </message>
    <message>
        <source>FSDP ways X</source>
        <translation>Размер группы FSDP X</translation>
    </message>
    <message>
        <source>Time per layer</source>
        <translation>Время на слой</translation>
    </message>
</context>
<context>
    <name>shardscope::SweepPlayer</name>
    <message>
        <source>&amp;Play the sweep</source>
        <translation>&amp;Проиграть перебор</translation>
    </message>
    <message>
        <source>Play the sweep (F5): the batch over the figures&apos; batch axis, or every split on the split sweep; any key or click stops it</source>
        <translation>Проиграть перебор (F5): батч по оси батча на графиках или каждое разбиение на графике перебора разбиений; любая клавиша или щелчок его останавливает</translation>
    </message>
    <message>
        <source>Play the batch sweep</source>
        <translation>Перебор батча</translation>
    </message>
    <message>
        <source>Play the split sweep</source>
        <translation>Перебор разбиений</translation>
    </message>
</context>
<context>
    <name>shardscope::format</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 нс</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 дн.</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 лет</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 кБ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 ТБ</translation>
    </message>
    <message>
        <source>%1 PB</source>
        <translation>%1 ПБ</translation>
    </message>
    <message>
        <source>%1 FLOP/s</source>
        <translation>%1 FLOP/s</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 PFLOP/s</source>
        <translation>%1 PFLOP/s</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>count</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>count: thousand</comment>
        <translation>%1 тыс.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>count: million</comment>
        <translation>%1 млн</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>count: billion</comment>
        <translation>%1 млрд</translation>
    </message>
    <message>
        <source>%1 T</source>
        <comment>count: trillion</comment>
        <translation>%1 трлн</translation>
    </message>
    <message>
        <source>%1 P</source>
        <comment>count: quadrillion</comment>
        <translation>%1 квадрлн</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>bytes</comment>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 пс</translation>
    </message>
</context>
</TS>
