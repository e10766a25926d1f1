<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>InputError</name>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>第 %1 字节处 JSON 无效：%2</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON 无效：%1</translation>
    </message>
    <message>
        <source>given twice</source>
        <translation>重复给出</translation>
    </message>
    <message>
        <source>more than %1 values: not a scenario</source>
        <translation>超过 %1 个值：不是场景文件</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <source>expected an array of 1 to 4 whole numbers, got %1</source>
        <translation>应为含 1 到 4 个整数的数组，实际为 %1</translation>
    </message>
    <message>
        <source>expected &quot;max&quot; or &quot;sum&quot;, got %1</source>
        <translation>应为 &quot;max&quot; 或 &quot;sum&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>missing (no &quot;base&quot; preset to take it from)</source>
        <translation>缺失（没有可继承的 &quot;base&quot; 预设）</translation>
    </message>
    <message>
        <source>missing (this file format needs &quot;schema&quot;: 1)</source>
        <translation>缺失（此文件格式需要 &quot;schema&quot;: 1）</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1)</source>
        <translation>版本 %1 比本程序能读取的版本（1）更新</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>未知的预设 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown recipe %1 (book-10, mixed-16, notes-18 or an object)</source>
        <translation>未知的配方 %1（book-10、mixed-16、notes-18 或一个对象）</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数</translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation>%1 小于 %2</translation>
    </message>
    <message>
        <source>%1 must be above %2</source>
        <translation>%1 必须大于 %2</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 太大（最多 %2）</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 必须是整数</translation>
    </message>
    <message>
        <source>%1 is too small (0, or at least 0.001 bytes per parameter)</source>
        <translation>%1 太小（应为 0，或每参数至少 0.001 字节）</translation>
    </message>
    <message>
        <source>bytes per parameter add up to 0</source>
        <translation>每参数字节数之和为 0</translation>
    </message>
    <message>
        <source>multiplies to %1, more than %2 chips</source>
        <translation>乘积为 %1，超过 %2 个芯片</translation>
    </message>
    <message>
        <source>multiplies to %1, not chips %2</source>
        <translation>乘积为 %1，不等于芯片数 %2</translation>
    </message>
    <message>
        <source>%1 is more than heads %2</source>
        <translation>%1 多于注意力头数 %2</translation>
    </message>
    <message>
        <source>%1 does not divide chips %2</source>
        <translation>%1 不能整除芯片数 %2</translation>
    </message>
    <message>
        <source>fsdp %1 · tp %2 · pp %3 = %4, not chips %5</source>
        <translation>fsdp %1 · tp %2 · pp %3 = %4，不等于芯片数 %5</translation>
    </message>
    <message>
        <source>%1 stages for %2 layers</source>
        <translation>%2 层却有 %1 个阶段</translation>
    </message>
    <message>
        <source>less than one token per pod</source>
        <translation>每个 pod 不到一个 token</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>a folder, not a scenario file</source>
        <translation>这是文件夹，不是场景文件</translation>
    </message>
    <message>
        <source>a FIFO, not a regular file</source>
        <translation>这是 FIFO，不是普通文件</translation>
    </message>
    <message>
        <source>a device, not a regular file</source>
        <translation>这是设备，不是普通文件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB: not a scenario</source>
        <translation>文件大于 16 MiB：不是场景文件</translation>
    </message>
    <message>
        <source>expected &quot;gpipe&quot; or &quot;1f1b&quot;, got %1</source>
        <translation>应为 &quot;gpipe&quot; 或 &quot;1f1b&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>missing (a lesson file needs &quot;lesson&quot;: 1)</source>
        <translation>缺失（课程文件需要 &quot;lesson&quot;: 1）</translation>
    </message>
    <message>
        <source>lesson format %1 is newer than this program reads (1)</source>
        <translation>课程格式 %1 比本程序能读取的版本（1）更新</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an id: use lowercase letters, digits and &apos;-&apos;</source>
        <translation>&quot;%1&quot; 不是有效的 id：请使用小写字母、数字和 &apos;-&apos;</translation>
    </message>
    <message>
        <source>missing: every text needs at least &quot;en&quot;</source>
        <translation>缺失：每段文本至少需要 &quot;en&quot;</translation>
    </message>
    <message>
        <source>missing: a built-in lesson gives every text in %1</source>
        <translation>缺失：内置课程的每段文本都须提供 %1</translation>
    </message>
    <message>
        <source>missing: the English text is shown instead</source>
        <translation>缺失：改为显示英文文本</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected a scenario file name or a scenario object, got %1</source>
        <translation>应为场景文件名或场景对象，实际为 %1</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>课程至少需要一个步骤</translation>
    </message>
    <message>
        <source>no scenario file &quot;%1&quot;</source>
        <translation>没有场景文件 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>in %1: %2</source>
        <translation>在 %1 中：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key of the report (docs/report.md)</source>
        <translation>&quot;%1&quot; 不是报告中的键（docs/report.md）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the report is %2, not a number or true/false</source>
        <translation>报告中的 &quot;%1&quot; 是 %2，不是数字或 true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the report is %2, not a number</source>
        <translation>报告中的 &quot;%1&quot; 是 %2，不是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no value (null) in this step&apos;s scenario: nothing to answer</source>
        <translation>&quot;%1&quot; 在本步骤的场景中没有值（null）：无从作答</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is true or false in the report: expected true or false, got %2</source>
        <translation>报告中的 &quot;%1&quot; 是 true 或 false：应为 true 或 false，实际为 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a number in the report: expected a number, got %2</source>
        <translation>报告中的 &quot;%1&quot; 是数字：应为数字，实际为 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is true or false in the report: use &quot;equals&quot;</source>
        <translation>报告中的 &quot;%1&quot; 是 true 或 false：请使用 &quot;equals&quot;</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;equals&quot;, &quot;below&quot; and &quot;above&quot;</source>
        <translation>&quot;equals&quot;、&quot;below&quot; 和 &quot;above&quot; 必须恰好给出一个</translation>
    </message>
    <message>
        <source>%1 must be below %2</source>
        <translation>%1 必须小于 %2</translation>
    </message>
    <message>
        <source>unknown highlight &quot;%1&quot; (one of: %2)</source>
        <translation>未知的高亮 &quot;%1&quot;（可选：%2）</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; (one of: %2)</source>
        <translation>未知的视图 &quot;%1&quot;（可选：%2）</translation>
    </message>
    <message>
        <source>%1 views: the board shows at most %2</source>
        <translation>%1 个视图：看板最多显示 %2 个</translation>
    </message>
    <message>
        <source>about %1 words: keep a text under %2</source>
        <translation>约 %1 个词：文本应少于 %2 个词</translation>
    </message>
    <message>
        <source>unknown curve &quot;%1&quot; (one of: %2)</source>
        <translation>未知的曲线 &quot;%1&quot;（可选：%2）</translation>
    </message>
    <message>
        <source>curve &quot;%1&quot; is listed twice</source>
        <translation>曲线 &quot;%1&quot; 重复列出</translation>
    </message>
    <message>
        <source>no curves: leave &quot;curves&quot; out to show every curve</source>
        <translation>没有曲线：省略 &quot;curves&quot; 即显示全部曲线</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>%1 characters, at most %2</source>
        <translation>%1 个字符，最多 %2 个</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot; (one of: %2)</source>
        <translation>未知的单位 &quot;%1&quot;（可选：%2）</translation>
    </message>
    <message>
        <source>report key &quot;%1&quot; is listed twice</source>
        <translation>报告键 &quot;%1&quot; 重复列出</translation>
    </message>
    <message>
        <source>unknown mesh step &quot;%1&quot; (pass.kind.tensor.axis, as forward.allgather.w_in.x)</source>
        <translation>未知的网格步骤 &quot;%1&quot;（格式为 pass.kind.tensor.axis，例如 forward.allgather.w_in.x）</translation>
    </message>
    <message>
        <source>the step&apos;s scenario has no schedule step &quot;%1&quot; on its mesh</source>
        <translation>此步骤的场景在其网格上没有调度步骤 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 does not divide fsdp %2</source>
        <translation>%1 不能整除 fsdp %2</translation>
    </message>
    <message>
        <source>expected &quot;tp&quot;, &quot;fsdp&quot; and &quot;pp&quot;, each once, in any order; got %1</source>
        <translation>应为 &quot;tp&quot;、&quot;fsdp&quot; 和 &quot;pp&quot;，各出现一次，顺序不限；得到 %1</translation>
    </message>
    <message>
        <source>missing: hardware with node_chips needs scaleout_bw, the network between nodes</source>
        <translation>缺失：带 node_chips 的硬件需要 scaleout_bw，即节点之间的网络</translation>
    </message>
    <message>
        <source>more than %1 values: not a lesson</source>
        <translation>超过 %1 个值：这不是课程文件</translation>
    </message>
    <message>
        <source>%1 does not divide the HSDP group %2</source>
        <translation>%1 不能整除 HSDP 组 %2</translation>
    </message>
    <message>
        <source>%1 does not divide experts %2</source>
        <translation>%1 不能整除专家数 %2</translation>
    </message>
    <message>
        <source>%1 needs a model with experts (&quot;experts&quot; above 0)</source>
        <translation>%1 需要带专家的模型（&quot;experts&quot; 大于 0）</translation>
    </message>
    <message>
        <source>%1 is more than experts %2</source>
        <translation>%1 多于专家数 %2</translation>
    </message>
    <message>
        <source>%1 leaves no layer for the experts (layers %2)</source>
        <translation>%1 没有给专家留下层（共 %2 层）</translation>
    </message>
    <message>
        <source>fp8: the hardware %1 has no fp8 peak (fp8_flops)</source>
        <translation>fp8：硬件 %1 没有 fp8 峰值（fp8_flops）</translation>
    </message>
    <message>
        <source>fsdp %1 · cp %2 · tp %3 · pp %4 = %5, not chips %6</source>
        <translation>fsdp %1 · cp %2 · tp %3 · pp %4 = %5，不等于芯片数 %6</translation>
    </message>
    <message>
        <source>%1 does not divide seq_len %2</source>
        <translation>%1 不能整除 seq_len %2</translation>
    </message>
    <message>
        <source>gradient accumulation %1 with %2 pipeline stages: a pipeline&apos;s microbatches accumulate the gradients; set pipeline.microbatches instead</source>
        <translation>梯度累积 %1 与 %2 个流水线阶段同用：流水线的微批次本身就在累积梯度；请改设 pipeline.microbatches</translation>
    </message>
</context>
<context>
    <name>LessonUnit</name>
    <message>
        <source>s</source>
        <comment>seconds</comment>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>milliseconds</comment>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>microseconds</comment>
        <translation>微秒</translation>
    </message>
    <message>
        <source>ns</source>
        <comment>nanoseconds</comment>
        <translation>纳秒</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>MB</source>
        <comment>megabytes</comment>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <comment>gigabytes</comment>
        <translation>GB</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
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
            <numerusform>%1 个 token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetNames</name>
    <message>
        <source>NVIDIA H100 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H100（NVLink，8 卡节点）</translation>
    </message>
    <message>
        <source>NVIDIA H200 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H200（NVLink，8 卡节点）</translation>
    </message>
    <message>
        <source>NVIDIA B200 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA B200（NVLink，8 卡节点）</translation>
    </message>
    <message>
        <source>NVIDIA A100 80GB (NVLink, 8-GPU node)</source>
        <translation>NVIDIA A100 80GB（NVLink，8 卡节点）</translation>
    </message>
    <message>
        <source>NVIDIA RTX 4080 (4 cards, PCIe)</source>
        <translation>NVIDIA RTX 4080（4 卡，PCIe）</translation>
    </message>
    <message>
        <source>Book figure (D = 8192, F = 32768)</source>
        <translation>书中图示（D = 8192，F = 32768）</translation>
    </message>
    <message>
        <source>Toy model</source>
        <translation>玩具模型</translation>
    </message>
    <message>
        <source>NVIDIA A100 80GB (InfiniBand nodes)</source>
        <translation>NVIDIA A100 80GB（InfiniBand 节点）</translation>
    </message>
    <message>
        <source>NVIDIA H800 (NVLink, 8-GPU node)</source>
        <translation>NVIDIA H800（NVLink，8 卡节点）</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 (72-GPU NVLink domain)</source>
        <translation>NVIDIA GB200 NVL72（72 卡 NVLink 域）</translation>
    </message>
    <message>
        <source>the bound (matmuls at peak, comms hidden)</source>
        <translation>上界（矩阵乘法按峰值、通信全部被掩盖）</translation>
    </message>
    <message>
        <source>Megatron-LM (2021-22)</source>
        <translation>Megatron-LM（2021–22）</translation>
    </message>
    <message>
        <source>Megatron-Core (2023-24)</source>
        <translation>Megatron-Core（2023–24）</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 (2021)</source>
        <translation>DeepSpeed ZeRO-3（2021）</translation>
    </message>
    <message>
        <source>MaxText (JAX on TPU)</source>
        <translation>MaxText（TPU 上的 JAX）</translation>
    </message>
    <message>
        <source>Course MoE (24 layers, 64 + 2 experts, top-6)</source>
        <translation>课程中的 MoE（24 层，64 + 2 个专家，top-6）</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (MLA approximated)</source>
        <translation>DeepSeek-V3（MLA 近似）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>C: bf16 FLOPs/s per chip</source>
        <translation>C：每芯片 bf16 FLOPs/s</translation>
    </message>
    <message>
        <source>HBM bytes per chip</source>
        <translation>每芯片 HBM 容量（字节）</translation>
    </message>
    <message>
        <source>HBM bandwidth, bytes/s</source>
        <translation>HBM 带宽（字节/秒）</translation>
    </message>
    <message>
        <source>W: ICI bytes/s per axis (bidirectional)</source>
        <translation>W：每轴 ICI 带宽（字节/秒，双向）</translation>
    </message>
    <message>
        <source>W_dcn: DCN bytes/s per chip</source>
        <translation>W_dcn：每芯片 DCN 带宽（字节/秒）</translation>
    </message>
    <message>
        <source>Physical mesh, e.g. 16x16x16</source>
        <translation>物理网格，如 16x16x16</translation>
    </message>
    <message>
        <source>Custom hardware</source>
        <translation>自定义硬件</translation>
    </message>
    <message>
        <source>D (d_model)</source>
        <translation>D（d_model）</translation>
    </message>
    <message>
        <source>F (d_ff)</source>
        <translation>F（d_ff）</translation>
    </message>
    <message>
        <source>L (layers)</source>
        <translation>L（层数）</translation>
    </message>
    <message>
        <source>Query heads</source>
        <translation>Query 头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>每头宽度</translation>
    </message>
    <message>
        <source>Vocabulary V</source>
        <translation>词表大小 V</translation>
    </message>
    <message>
        <source>Gated MLP (1 = yes, 0 = no)</source>
        <translation>Gated MLP（1 = 是，0 = 否）</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Chips per node on one switch (empty: one domain)</source>
        <translation>每个节点同一交换机上的芯片数（留空：单一域）</translation>
    </message>
    <message>
        <source>Network between nodes, bytes/s per chip one way</source>
        <translation>节点间网络，每芯片单向字节/秒</translation>
    </message>
    <message>
        <source>Price per chip-hour, USD (empty: none)</source>
        <translation>每芯片小时价格，美元（留空：无）</translation>
    </message>
    <message>
        <source>Routed experts E (0: dense)</source>
        <translation>路由专家数 E（0：稠密）</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>Experts per token k</source>
        <translation>每个 token 的专家数 k</translation>
    </message>
    <message>
        <source>Expert width F_e (0: F)</source>
        <translation>专家宽度 F_e（0：F）</translation>
    </message>
    <message>
        <source>Leading dense layers</source>
        <translation>前置稠密层</translation>
    </message>
    <message>
        <source>Expert nodes per token M (0: any)</source>
        <translation>每个 token 的节点数 M（0：不限）</translation>
    </message>
    <message>
        <source>fp8 FLOPs/s per chip (empty: no fp8)</source>
        <translation>每芯片 fp8 FLOPs/秒（留空：无 fp8）</translation>
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
        <translation> × %1 个 pod</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Print the cost-model report of a scenario as JSON.</source>
        <translation>以 JSON 格式输出场景的成本模型报告。</translation>
    </message>
    <message>
        <source>Scenario file to evaluate.</source>
        <translation>要计算的场景文件。</translation>
    </message>
    <message>
        <source>usage: shardscope report SCENARIO.json</source>
        <translation>用法：shardscope report SCENARIO.json</translation>
    </message>
    <message>
        <source>Scenario file.</source>
        <translation>场景文件。</translation>
    </message>
    <message>
        <source>Folder to write into.</source>
        <translation>输出文件夹。</translation>
    </message>
    <message>
        <source>Export only this figure (repeatable).</source>
        <translation>只导出此图表（可多次指定）。</translation>
    </message>
    <message>
        <source>Pixel size, e.g. 1920x1080.</source>
        <translation>像素尺寸，如 1920x1080。</translation>
    </message>
    <message>
        <source>Text and line scale (default: height / 540).</source>
        <translation>文字与线条的缩放比例（默认：高度 / 540）。</translation>
    </message>
    <message>
        <source>Language: en, ru or zh_CN.</source>
        <translation>语言：en、ru 或 zh_CN。</translation>
    </message>
    <message>
        <source>Projector look: large text, thick lines.</source>
        <translation>投影样式：大字号、粗线条。</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not WIDTHxHEIGHT (16 to 16384)</source>
        <translation>--size：“%1”不是“宽x高”格式（取值 16 到 16384）</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not a number from 0.25 to 16</source>
        <translation>--scale：“%1”不是 0.25 到 16 之间的数</translation>
    </message>
    <message>
        <source>--figure: unknown figure &quot;%1&quot; (one of: %2)</source>
        <translation>--figure：未知图表“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>Start in projector mode.</source>
        <translation>以投影模式启动。</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>要打开的场景文件。</translation>
    </message>
    <message>
        <source>usage: shardscope [SCENARIO.json]</source>
        <translation>用法：shardscope [SCENARIO.json]</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not one of en, ru, zh_CN</source>
        <translation>--lang：“%1”不是 en、ru、zh_CN 之一</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>写入错误</translation>
    </message>
    <message>
        <source>stdout: cannot write the report: %1</source>
        <translation>stdout：无法写出报告：%1</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of png, svg, pdf, gif</source>
        <translation>--format：“%1”不是 png、svg、pdf、gif 之一</translation>
    </message>
    <message>
        <source>--caption and --no-caption: choose one</source>
        <translation>--caption 与 --no-caption：只能选一个</translation>
    </message>
    <message>
        <source>--transparent: only png and svg have no background</source>
        <translation>--transparent：只有 png 和 svg 可以没有背景</translation>
    </message>
    <message>
        <source>Write figures of a scenario as PNG, SVG or PDF files, or animations as GIF.

Figures: %1
Animated (GIF only): %2</source>
        <translation>将场景的图表导出为 PNG、SVG 或 PDF 文件，或将动画导出为 GIF。

图表：%1
动画（仅 GIF）：%2</translation>
    </message>
    <message>
        <source>File format: png, svg, pdf or gif (default png).</source>
        <translation>文件格式：png、svg、pdf 或 gif（默认 png）。</translation>
    </message>
    <message>
        <source>Add a footer naming hardware, model, chips, batch and split (default).</source>
        <translation>添加页脚，注明硬件、模型、芯片、batch 和切分（默认）。</translation>
    </message>
    <message>
        <source>No footer.</source>
        <translation>不加页脚。</translation>
    </message>
    <message>
        <source>No background fill (png, svg).</source>
        <translation>不填充背景（png、svg）。</translation>
    </message>
    <message>
        <source>--format gif: &quot;%1&quot; is not animated (animated: %2)</source>
        <translation>--format gif：“%1”不是动画（动画：%2）</translation>
    </message>
    <message>
        <source>--figure: &quot;%1&quot; is animated: add --format gif</source>
        <translation>--figure：“%1”是动画：请加上 --format gif</translation>
    </message>
    <message>
        <source>Colours: light, dark or contrast (high contrast).</source>
        <translation>配色：light（浅色）、dark（深色）或 contrast（高对比度）。</translation>
    </message>
    <message>
        <source>--theme: &quot;%1&quot; is not one of light, dark, contrast</source>
        <translation>--theme：“%1”不是 light、dark、contrast 之一</translation>
    </message>
    <message>
        <source>List the built-in lessons: their id and title, separated by a tab, one a line.</source>
        <translation>列出内置课程：每行一个，id 与标题以制表符分隔。</translation>
    </message>
    <message>
        <source>List the built-in lessons.</source>
        <translation>列出内置课程。</translation>
    </message>
    <message>
        <source>Language of the titles: en, ru or zh_CN.</source>
        <translation>标题语言：en、ru 或 zh_CN。</translation>
    </message>
    <message>
        <source>usage: shardscope lesson --list [--lang LANG]</source>
        <translation>用法：shardscope lesson --list [--lang LANG]</translation>
    </message>
    <message>
        <source>stdout: cannot write the list</source>
        <translation>stdout：无法写出列表</translation>
    </message>
    <message>
        <source>Write a lesson as slides: one PDF with a page per step and per answer, or one PNG per page.

Built-in lessons: %1</source>
        <translation>将课程写成幻灯片：一个 PDF，每个步骤和每个答案各一页；或每页一个 PNG。

内置课程：%1</translation>
    </message>
    <message>
        <source>A built-in lesson&apos;s id or a lesson file.</source>
        <translation>内置课程的 ID 或课程文件。</translation>
    </message>
    <message>
        <source>File format: pdf (one file) or png (one per page).</source>
        <translation>文件格式：pdf（一个文件）或 png（每页一个）。</translation>
    </message>
    <message>
        <source>Page size in pixels, e.g. 1920x1080.</source>
        <translation>页面尺寸（像素），例如 1920x1080。</translation>
    </message>
    <message>
        <source>usage: shardscope lesson LESSON|ID --out DIR [--format pdf|png] [--size WxH] [--lang LANG] [--theme NAME]</source>
        <translation>用法：shardscope lesson 课程|ID --out 目录 [--format pdf|png] [--size 宽x高] [--lang 语言] [--theme 名称]</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of pdf, png</source>
        <translation>--format：“%1”不是 pdf 或 png 之一</translation>
    </message>
    <message>
        <source>%1: neither a built-in lesson (%2) nor a file</source>
        <translation>%1：既不是内置课程（%2），也不是文件</translation>
    </message>
    <message>
        <source>Open a lesson at start: a built-in lesson&apos;s id or a lesson file.</source>
        <translation>启动时打开课程：内置课程的 id 或课程文件。</translation>
    </message>
    <message>
        <source>Draw another scenario as A behind this one (faded, dashed), as Pin as A does.</source>
        <translation>将另一个场景作为 A 画在此场景后面（淡色、虚线），与“固定为 A”相同。</translation>
    </message>
    <message>
        <source>usage: shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH] [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif] [--no-caption] [--transparent] [--compare OTHER.json]</source>
        <translation>用法：shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH] [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif] [--no-caption] [--transparent] [--compare OTHER.json]</translation>
    </message>
    <message>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1：无法创建文件夹：%2</translation>
    </message>
    <message>
        <source>%1: cannot open the folder: %2</source>
        <translation>%1：无法打开文件夹：%2</translation>
    </message>
    <message>
        <source>List the published training runs: the measured MFU beside the model&apos;s ceiling for the same layout (docs/runs.md).</source>
        <translation>列出已发表的训练运行：实测 MFU 与同一布局下模型的 MFU 上限并列 (docs/runs.md)。</translation>
    </message>
    <message>
        <source>Print JSON, not a table.</source>
        <translation>输出 JSON，而不是表格。</translation>
    </message>
    <message>
        <source>stdout: cannot write the runs: %1</source>
        <translation>stdout：无法写出运行列表：%1</translation>
    </message>
    <message>
        <source>shardscope: no display to open the window on (DISPLAY is not set); &apos;shardscope report&apos; and &apos;shardscope export&apos; work without one.</source>
        <translation>shardscope：没有可用来打开窗口的显示器（未设置 DISPLAY）；&apos;shardscope report&apos; 和 &apos;shardscope export&apos; 无需显示器即可使用。</translation>
    </message>
    <message>
        <source>Fit the forecast&apos;s efficiencies to the runs and print them with the errors (docs/runs.md#calibration).</source>
        <translation>用已发布的训练运行拟合预测的效率参数，并输出这些参数及其误差（docs/runs.md#calibration）。</translation>
    </message>
    <message>
        <source>usage: shardscope runs [--json] [--calibrate]</source>
        <translation>用法：shardscope runs [--json] [--calibrate]</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1：无法打开文件：%2</translation>
    </message>
    <message>
        <source>Check a lesson: every step reads, and no step&apos;s own text states its answer.</source>
        <translation>检查课程：每一步都能读取，且没有哪一步在自己的文字中说出答案。</translation>
    </message>
    <message>
        <source>A lesson file or id.</source>
        <translation>课程文件或 id。</translation>
    </message>
    <message>
        <source>Check the lesson.</source>
        <translation>检查课程。</translation>
    </message>
    <message>
        <source>usage: shardscope lesson --check LESSON|ID</source>
        <translation>用法：shardscope lesson --check 课程|ID</translation>
    </message>
    <message>
        <source>%1: step %2 (%3), %4: &quot;%5&quot; gives away the answer %6</source>
        <translation>%1：第 %2 步（%3），%4：&quot;%5&quot; 泄露了答案 %6</translation>
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
        <translation>直观展示 Transformer 训练如何切分到各个芯片上。

命令：
  shardscope [SCENARIO.json]          打开窗口
  shardscope report SCENARIO.json     输出 JSON 报告
  shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]
                    对芯片的所有布局排序（JSON）
  shardscope export SCENARIO.json --out DIR [--figure NAME]... [--size WxH]
                    [--scale S] [--lang LANG] [--projector] [--format png|svg|pdf|gif]
                    [--no-caption] [--transparent]   导出图表和动画
  shardscope lesson --list [--lang LANG]   列出内置课程（ID、制表符、标题）
  shardscope lesson LESSON|ID --out DIR [--format pdf|png]   将课程导出为幻灯片
  shardscope lesson --check 课程|ID   检查没有哪一步说出自己的答案
  shardscope runs [--json]            已发表的训练运行：实测 MFU、模型上限与预测
  shardscope runs --calibrate         用运行数据拟合预测并输出误差
运行 &apos;shardscope report --help&apos;、&apos;shardscope export --help&apos; 或
&apos;shardscope lesson --list --help&apos; 查看各自的选项。</translation>
    </message>
    <message>
        <source>mesh-collective: hold each frame at least S seconds (default 0.5).</source>
        <translation>mesh-collective：每帧至少停留 S 秒（默认 0.5）。</translation>
    </message>
    <message>
        <source>--hop-seconds: &quot;%1&quot; is not a number from 0.02 to 10</source>
        <translation>--hop-seconds：&quot;%1&quot; 不是 0.02 到 10 之间的数</translation>
    </message>
</context>
<context>
    <name>shardscope</name>
    <message>
        <source>Search every layout of the scenario&apos;s chips and print the best as JSON.</source>
        <translation>搜索场景中芯片的所有布局，并以 JSON 输出最佳布局。</translation>
    </message>
    <message>
        <source>Scenario file to search.</source>
        <translation>要搜索的场景文件。</translation>
    </message>
    <message>
        <source>How many ranked layouts to print (default 10).</source>
        <translation>输出多少个排名靠前的布局（默认 10）。</translation>
    </message>
    <message>
        <source>Only layouts whose data-parallel ways get whole sequences.</source>
        <translation>只保留每个数据并行分组都拿到完整序列的布局。</translation>
    </message>
    <message>
        <source>--top: &quot;%1&quot; is not a whole number from 1 to 10000</source>
        <translation>--top：&quot;%1&quot; 不是 1 到 10000 之间的整数</translation>
    </message>
    <message>
        <source>stdout: cannot write the search: %1</source>
        <translation>stdout：无法写出搜索结果：%1</translation>
    </message>
    <message>
        <source>The step time that ranks: book (ch. 5&apos;s MLP model, the default), whole (the whole step, a bound at peak) or forecast (the step the scenario&apos;s stack gets).</source>
        <translation>用于排序的步时间：book（第 5 章的 MLP 模型，默认）、whole（整步，峰值下的上界）或 forecast（场景所用软件栈实际能得到的步时间）。</translation>
    </message>
    <message>
        <source>usage: shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]</source>
        <translation>用法：shardscope search SCENARIO.json [--model book|whole|forecast] [--top N] [--whole-sequences]</translation>
    </message>
    <message>
        <source>--model: &quot;%1&quot; is not one of book, whole, forecast</source>
        <translation>--model：&quot;%1&quot; 不是 book、whole 或 forecast</translation>
    </message>
</context>
<context>
    <name>shardscope::BatchFigure</name>
    <message>
        <source>Drag the batch line</source>
        <translation>拖动 batch 线</translation>
    </message>
    <message>
        <source>Batch B (tokens)</source>
        <translation>batch 大小 B（token 数）</translation>
    </message>
</context>
<context>
    <name>shardscope::Board</name>
    <message>
        <source>&amp;One view (tabs)</source>
        <translation>单个视图（标签页）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Two side by side</source>
        <translation>两个并排(&amp;T)</translation>
    </message>
    <message>
        <source>One &amp;large, two small</source>
        <translation>一大两小(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Four in a grid (2 × 2)</source>
        <translation>四格 (2 × 2)(&amp;F)</translation>
    </message>
    <message>
        <source>Preset: slider and &amp;mesh</source>
        <translation>预设：滑块与网格(&amp;M)</translation>
    </message>
    <message>
        <source>Preset: &amp;all figures</source>
        <translation>预设：全部图表(&amp;A)</translation>
    </message>
    <message>
        <source>Preset: one &amp;figure</source>
        <translation>预设：单个图表(&amp;F)</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Which chip holds which shard, and how the collectives move them</source>
        <translation>哪个芯片持有哪个分片，以及集合通信如何移动它们</translation>
    </message>
    <message numerus="yes">
        <source>%n more view(s) the bar has no room for: %1</source>
        <translation>
            <numerusform>还有 %n 个视图在标签栏上放不下：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::BoardPane</name>
    <message>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Pick the view of this pane, or export it</source>
        <translation>选择此窗格的视图，或将其导出</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>导出为 PNG…</translation>
    </message>
</context>
<context>
    <name>shardscope::CalibrateDialog</name>
    <message>
        <source>Calibrate to my run</source>
        <translation>按我的运行校准</translation>
    </message>
    <message>
        <source>Type the step time your run measured with this layout. ShardScope finds the matmul efficiency of %1 at which the forecast gives that step, and keeps it as custom hardware (Edit → Undo takes it back).</source>
        <translation>输入你的运行在此布局下实测的步时间。ShardScope 会求出 %1 的矩阵乘法效率，使预测恰好给出这一步时间，并将其保存为自定义硬件（编辑 → 撤销可还原）。</translation>
    </message>
    <message>
        <source>What your run measured: seconds per step, or tokens per second</source>
        <translation>你的运行实测值：每步秒数，或每秒 token 数</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>秒/步</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>实测：</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Matmul efficiency %1 (now %2): the forecast step goes from %3 to %4, MFU %5.</source>
        <translation>矩阵乘法效率 %1（当前 %2）：预测步时间从 %3 变为 %4，MFU %5。</translation>
    </message>
    <message>
        <source>Type a measured step above zero.</source>
        <translation>请输入大于零的实测步时间。</translation>
    </message>
    <message>
        <source>The software stack is &quot;bound&quot;: its step is the bound at peak, with no efficiency in it to fit. Choose the stack your run used first.</source>
        <translation>软件栈为“bound”：其步时间就是峰值上界，没有可拟合的效率。请先选择你的运行所用的软件栈。</translation>
    </message>
    <message>
        <source>%1 is faster than the bound at peak (%2), which no run beats: check the batch, the chip count and the model.</source>
        <translation>%1 比峰值上界（%2）还快，而任何运行都不可能超过上界：请检查 batch、芯片数和模型。</translation>
    </message>
    <message>
        <source>%1 is faster than this stack&apos;s forecast with every matmul at peak (%2): the run hides more of its communication than the stack&apos;s profile does. Try another stack.</source>
        <translation>%1 比该软件栈在矩阵乘法全按峰值时的预测（%2）还快：该运行掩盖的通信多于此软件栈的配置。请换一个软件栈。</translation>
    </message>
    <message>
        <source>%1 is slower than the forecast with matmuls at 1 % of peak (%2): something other than the matmuls holds this run back.</source>
        <translation>%1 比矩阵乘法仅达峰值 1 % 时的预测（%2）还慢：拖慢该运行的不是矩阵乘法，而是别的因素。</translation>
    </message>
    <message>
        <source>%1, calibrated to my run</source>
        <translation>%1（按我的运行校准）</translation>
    </message>
</context>
<context>
    <name>shardscope::CompareActions</name>
    <message>
        <source>&amp;Pin as A</source>
        <translation>固定为 A(&amp;P)</translation>
    </message>
    <message>
        <source>Keep this scenario as A: every view draws it faded behind the current one (Ctrl+Shift+A)</source>
        <translation>将此场景保留为 A：每个视图都在当前场景后面以淡色绘制它（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>S&amp;wap A and current</source>
        <translation>交换 A 与当前(&amp;W)</translation>
    </message>
    <message>
        <source>A becomes the current scenario and the current one becomes A</source>
        <translation>A 成为当前场景，当前场景成为 A</translation>
    </message>
    <message>
        <source>&amp;Unpin A</source>
        <translation>取消固定 A(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Load A from file…</source>
        <translation>从文件加载 A(&amp;L)…</translation>
    </message>
    <message>
        <source>Load A from file</source>
        <translation>从文件加载 A</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>场景文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot load A</source>
        <translation>无法加载 A</translation>
    </message>
</context>
<context>
    <name>shardscope::ComputeVsCommsFigure</name>
    <message>
        <source>Compute vs communication per layer</source>
        <translation>每层的计算与通信</translation>
    </message>
    <message>
        <source>Time per layer</source>
        <translation>每层时间</translation>
    </message>
    <message>
        <source>Compute (forward)</source>
        <translation>计算（前向）</translation>
    </message>
    <message>
        <source>Compute (backward, for DP)</source>
        <translation>计算（反向，对照 DP）</translation>
    </message>
    <message>
        <source>DP: AllReduce (backward)</source>
        <translation>DP：AllReduce（反向）</translation>
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
        <translation>最优 FSDP+TP</translation>
    </message>
    <message>
        <source>Comms, FSDP %1 × TP %2</source>
        <translation>通信，FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source>comms-bound below B ≈ %1</source>
        <translation>B 低于约 %1 时通信受限</translation>
    </message>
    <message>
        <source>comms-bound at every batch</source>
        <translation>任何 batch 下都通信受限</translation>
    </message>
    <message>
        <source>Show DP</source>
        <translation>显示 DP</translation>
    </message>
    <message>
        <source>Show FSDP</source>
        <translation>显示 FSDP</translation>
    </message>
    <message>
        <source>Show TP</source>
        <translation>显示 TP</translation>
    </message>
    <message>
        <source>Show best FSDP+TP</source>
        <translation>显示最优 FSDP+TP</translation>
    </message>
    <message>
        <source>compute-bound at every batch</source>
        <translation>任何批量下都是计算受限</translation>
    </message>
    <message>
        <source>Per layer</source>
        <translation>每层</translation>
    </message>
    <message>
        <source>DCN: AllReduce across pods</source>
        <translation>DCN：跨 pod 的 AllReduce</translation>
    </message>
    <message>
        <source>DCN threshold: B = pods · C/W_dcn</source>
        <translation>DCN 阈值：B = pod 数 · C/W_dcn</translation>
    </message>
</context>
<context>
    <name>shardscope::ControlPanel</name>
    <message>
        <source>Change chips</source>
        <translation>修改芯片数</translation>
    </message>
    <message>
        <source>Drag chips</source>
        <translation>拖动芯片数</translation>
    </message>
    <message>
        <source>Change pods</source>
        <translation>修改 pod 数</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>修改 batch 大小</translation>
    </message>
    <message>
        <source>Drag batch</source>
        <translation>拖动 batch 大小</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>修改序列长度</translation>
    </message>
    <message>
        <source>Change split</source>
        <translation>修改切分</translation>
    </message>
    <message>
        <source>Drag split</source>
        <translation>拖动切分</translation>
    </message>
    <message>
        <source>Change pipeline stages</source>
        <translation>修改流水线阶段数</translation>
    </message>
    <message>
        <source>Change microbatches</source>
        <translation>修改微批次数</translation>
    </message>
    <message>
        <source>Change mesh axes</source>
        <translation>修改网格轴</translation>
    </message>
    <message>
        <source>Change overlap</source>
        <translation>修改重叠方式</translation>
    </message>
    <message>
        <source>Change collective model</source>
        <translation>修改集合通信模型</translation>
    </message>
    <message>
        <source>Change memory recipe</source>
        <translation>修改内存方案</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>修改 ZeRO 阶段</translation>
    </message>
    <message>
        <source>Change checkpoints</source>
        <translation>修改激活检查点数</translation>
    </message>
    <message>
        <source>Change prefetch</source>
        <translation>修改预取</translation>
    </message>
    <message>
        <source>Change MFU</source>
        <translation>修改 MFU</translation>
    </message>
    <message>
        <source>Choose hardware</source>
        <translation>选择硬件</translation>
    </message>
    <message>
        <source>Choose model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>Edit hardware</source>
        <translation>编辑硬件</translation>
    </message>
    <message>
        <source>Edit model</source>
        <translation>编辑模型</translation>
    </message>
    <message>
        <source>Not a batch size: write 4194304, 4e6, 4M or 4Mi (at most 1e12).</source>
        <translation>不是有效的 batch 大小：请写成 4194304、4e6、4M 或 4Mi（最大 1e12）。</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2</source>
        <translation>FSDP %1 × TP %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>切分</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Memory and time</source>
        <translation>内存与时间</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Chips N</source>
        <translation>芯片数 N</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>pod 数</translation>
    </message>
    <message>
        <source>Batch B</source>
        <translation>batch 大小 B</translation>
    </message>
    <message>
        <source>Sequence S</source>
        <translation>序列长度 S</translation>
    </message>
    <message>
        <source>PP stages</source>
        <translation>PP 阶段数</translation>
    </message>
    <message>
        <source>Microbatches</source>
        <translation>微批次数</translation>
    </message>
    <message>
        <source>M_X, M_Y</source>
        <translation>M_X、M_Y</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>Bytes/param</source>
        <translation>字节/参数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>max (overlapped)</source>
        <translation>取最大值（重叠）</translation>
    </message>
    <message>
        <source>sum (no overlap)</source>
        <translation>求和（不重叠）</translation>
    </message>
    <message>
        <source>Finite group (p−1)/p, one-way links</source>
        <translation>有限组系数 (p−1)/p，单向链路</translation>
    </message>
    <message>
        <source>10: bf16 + fp32 Adam</source>
        <translation>10：bf16 + fp32 Adam</translation>
    </message>
    <message>
        <source>16: mixed precision</source>
        <translation>16：混合精度</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>0: DDP</source>
        <translation>0：DDP</translation>
    </message>
    <message>
        <source>1: optimizer</source>
        <translation>1：优化器</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3：+ 权重</translation>
    </message>
    <message>
        <source>Prefetch the next layer</source>
        <translation>预取下一层</translation>
    </message>
    <message>
        <source>D, F and L: T_math = 4·B·D·F/(N·C); parameters 3·L·D·F + attention + 2·D·V</source>
        <translation>D、F 和 L：T_math = 4·B·D·F/(N·C)；参数量 3·L·D·F + attention + 2·D·V</translation>
    </message>
    <message>
        <source>N chips per pod: T_math = 4·B·D·F/(N·C)</source>
        <translation>每个 pod 有 N 个芯片：T_math = 4·B·D·F/(N·C)</translation>
    </message>
    <message>
        <source>Pods joined by DCN: compute-bound while B/pods &gt; C/W_dcn</source>
        <translation>pod 之间通过 DCN 相连：B/pod 数 &gt; C/W_dcn 时计算受限</translation>
    </message>
    <message>
        <source>B tokens: T_math ∝ B; T_TP = 4·B·D/(X·W·M_Y); FSDP needs B/X &gt; α/M_X</source>
        <translation>B 个 token：T_math ∝ B；T_TP = 4·B·D/(X·W·M_Y)；FSDP 要求 B/X &gt; α/M_X</translation>
    </message>
    <message>
        <source>Batch in tokens: 4194304, 4e6, 4M or 4Mi</source>
        <translation>batch 大小（token 数）：4194304、4e6、4M 或 4Mi</translation>
    </message>
    <message>
        <source>S: B_seq = B/S sequences; data-parallel groups need whole sequences</source>
        <translation>S：共 B_seq = B/S 条序列；每个数据并行组都需要完整的序列</translation>
    </message>
    <message>
        <source>X·Y = N: T_FSDP = 4·D·F/(Y·W·M_X), T_TP = 4·B·D/(X·W·M_Y); the green mark is X_opt = √((B/F)·(M_X/M_Y)·N)</source>
        <translation>X·Y = N：T_FSDP = 4·D·F/(Y·W·M_X)，T_TP = 4·B·D/(X·W·M_Y)；绿色标记为 X_opt = √((B/F)·(M_X/M_Y)·N)</translation>
    </message>
    <message>
        <source>Z pipeline stages: bubble (Z−1)/(K+Z−1)</source>
        <translation>Z 个流水线阶段：气泡占比 (Z−1)/(K+Z−1)</translation>
    </message>
    <message>
        <source>M_X, M_Y: physical mesh axes each logical axis spans; comms divide by them</source>
        <translation>M_X、M_Y：每个逻辑轴跨越的物理网格轴数；通信时间按它们成比例缩短</translation>
    </message>
    <message>
        <source>M_X: T_FSDP = 4·D·F/(Y·W·M_X)</source>
        <translation>M_X：T_FSDP = 4·D·F/(Y·W·M_X)</translation>
    </message>
    <message>
        <source>M_Y: T_TP = 4·B·D/(X·W·M_Y)</source>
        <translation>M_Y：T_TP = 4·B·D/(X·W·M_Y)</translation>
    </message>
    <message>
        <source>T_comms = max(T_FSDP, T_TP) when the axes overlap, the sum when not</source>
        <translation>两轴通信重叠时 T_comms = max(T_FSDP, T_TP)，不重叠时取两者之和</translation>
    </message>
    <message>
        <source>The course&apos;s convention: (p−1)/p of the array at one-way bandwidth W/2</source>
        <translation>课程的约定：以单向带宽 W/2 传输数组的 (p−1)/p</translation>
    </message>
    <message>
        <source>Bytes per parameter: parameters + gradients + optimizer state</source>
        <translation>每参数字节数：参数 + 梯度 + 优化器状态</translation>
    </message>
    <message>
        <source>ZeRO over the X FSDP ways: 1 shards the optimizer, 2 also gradients, 3 also weights</source>
        <translation>ZeRO 在 X 路 FSDP 上分片：1 分片优化器状态，2 再加梯度，3 再加权重</translation>
    </message>
    <message>
        <source>c per layer: 2·B·D·c·L bytes of activations</source>
        <translation>每层 c 个检查点：激活共 2·B·D·c·L 字节</translation>
    </message>
    <message>
        <source>FSDP gathers the next layer while computing this one: one more buffer</source>
        <translation>FSDP 在计算当前层时聚合下一层：多占一份缓冲</translation>
    </message>
    <message>
        <source>Training time = 6·P·tokens / (chips·C·MFU)</source>
        <translation>训练时间 = 6·P·token 数 / (芯片数·C·MFU)</translation>
    </message>
    <message>
        <source>18: the Chinese notes&apos; table</source>
        <translation>18：中文笔记中的表</translation>
    </message>
    <message>
        <source>C (FLOPs/s), W (ICI bytes/s) and HBM: α = C/W and every time estimate follow from them</source>
        <translation>C（FLOPs/s）、W（ICI 字节/秒）和 HBM：α = C/W 以及所有时间估计都由它们决定</translation>
    </message>
    <message>
        <source>Not a token count: write 15e12, 15T or 15 000 000 000 000 (at most %1).</source>
        <translation>不是 token 数：请写 15e12、15T 或 15000000000000（最多 %1）。</translation>
    </message>
    <message>
        <source>Change training tokens</source>
        <translation>修改训练 token 数</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>← more TP</source>
        <translation>← 更多 TP</translation>
    </message>
    <message>
        <source>more FSDP →</source>
        <translation>更多 FSDP →</translation>
    </message>
    <message>
        <source>Tokens the whole training sees: time = 6·P·tokens / (chips·C·MFU); write 15e12 or 15T</source>
        <translation>整个训练的 token 数：时间 = 6·P·token 数 /（芯片数·C·MFU）；可写 15e12 或 15T</translation>
    </message>
    <message>
        <source>Left end: every chip in one TP group (X = 1)</source>
        <translation>左端：所有芯片同属一个 TP 组（X = 1）</translation>
    </message>
    <message>
        <source>Right end: pure FSDP (Y = 1)</source>
        <translation>右端：纯 FSDP（Y = 1）</translation>
    </message>
    <message>
        <source>Change mesh shape</source>
        <translation>修改网格形状</translation>
    </message>
    <message>
        <source>auto: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>The pod&apos;s physical ICI mesh: each logical axis spans M_X or M_Y of its axes, and the comms times divide by them</source>
        <translation>pod 的物理 ICI 网格：每个逻辑轴占用其中 M_X 或 M_Y 个轴，通信时间按此相除</translation>
    </message>
    <message>
        <source>Change pipeline schedule</source>
        <translation>更改流水线调度</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>GPipe: all forwards, then all backwards (each stage holds K microbatches); 1F1B: one forward, one backward (stage s holds Z−s)</source>
        <translation>GPipe：先全部前向，再全部反向（每个阶段保存 K 个微批次）；1F1B：一次前向、一次反向交替（阶段 s 保存 Z−s 个）</translation>
    </message>
    <message>
        <source>off: shard over all FSDP ways</source>
        <translation>关：在全部 FSDP 路上分片</translation>
    </message>
    <message>
        <source>%1 chips, %2 replicas</source>
        <translation>%1 个芯片，%2 个副本</translation>
    </message>
    <message>
        <source>hierarchical: every NIC of a node</source>
        <translation>分层：节点的全部网卡</translation>
    </message>
    <message>
        <source>ring: the course&apos;s napkin</source>
        <translation>环：课程的粗略估算</translation>
    </message>
    <message>
        <source>HSDP: shard inside groups of this many chips and keep replicas across them; once a step each chip AllReduces its shard of the gradients across the replicas</source>
        <translation>HSDP：在这么多芯片的组内分片，组间保留副本；每步一次，每个芯片在副本之间对自己的梯度分片做 AllReduce</translation>
    </message>
    <message>
        <source>Which axis takes neighbouring chips, innermost first: a group wider than a node crosses the network between nodes</source>
        <translation>哪个轴占用相邻芯片，最内层在前：比节点宽的组要跨越节点间网络</translation>
    </message>
    <message>
        <source>How a collective across nodes is priced: each byte enters a node once over all of its network links, or one ring through every chip, each on its own link</source>
        <translation>跨节点集合通信的计价方式：每个字节经节点的全部网络链路进入节点一次，或一个环穿过每个芯片、各用自己的链路</translation>
    </message>
    <message>
        <source>Change placement</source>
        <translation>更改放置</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Change collective across nodes</source>
        <translation>更改跨节点集合通信</translation>
    </message>
    <message>
        <source>Across nodes</source>
        <translation>跨节点</translation>
    </message>
    <message>
        <source>Change HSDP group</source>
        <translation>更改 HSDP 组</translation>
    </message>
    <message>
        <source>HSDP group</source>
        <translation>HSDP 组</translation>
    </message>
    <message>
        <source>%1 (experts per chip: %2)</source>
        <translation>%1（每芯片专家数：%2）</translation>
    </message>
    <message>
        <source>1: a dense model has no experts</source>
        <translation>1：稠密模型没有专家</translation>
    </message>
    <message>
        <source>Expert parallelism: each MoE layer&apos;s routed experts split over this many of the data-parallel ways; every layer sends each token to its experts and back (an all-to-all), inside a node or across the network</source>
        <translation>专家并行：每个 MoE 层的路由专家分布在这么多路数据并行上；每层把每个 token 发往它的专家再取回（all-to-all），在节点内或跨网络</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>更改专家并行</translation>
    </message>
    <message>
        <source>EP (experts)</source>
        <translation>EP（专家）</translation>
    </message>
    <message>
        <source>fp8: the weights&apos; matmuls run at the hardware&apos;s fp8 peak, and MFU is counted against it; attention and the memory-bound work stay as in bf16</source>
        <translation>fp8：带权重的矩阵乘以硬件的 fp8 峰值运行，MFU 也按它计算；注意力和受内存限制的运算仍按 bf16</translation>
    </message>
    <message>
        <source>Change matmul precision</source>
        <translation>更改矩阵乘精度</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <source>1: sequences whole</source>
        <translation>1：序列保持完整</translation>
    </message>
    <message>
        <source>%1 (tokens per chip: %2)</source>
        <translation>%1（每芯片 token 数：%2）</translation>
    </message>
    <message>
        <source>Context parallelism: each sequence split over this many chips, which pass the attention&apos;s keys and values round a ring; the weights shard over FSDP × CP</source>
        <translation>上下文并行：每条序列切分到这么多芯片上，它们沿环传递注意力的键和值；权重按 FSDP × CP 分片</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>更改上下文并行</translation>
    </message>
    <message>
        <source>CP (sequence)</source>
        <translation>CP（序列）</translation>
    </message>
    <message>
        <source>Load imbalance: the busiest expert gets this many times its even share of the tokens, and every chip waits for it; its all-to-alls and its matmuls grow by as much. 1: a perfectly even router</source>
        <translation>负载不均衡：最繁忙的专家分到的 token 是其均分份额的这么多倍，所有芯片都要等它；它的 all-to-all 和矩阵乘法也随之增长同样的倍数。1：路由完全均衡</translation>
    </message>
    <message>
        <source>Change capacity factor</source>
        <translation>更改容量因子</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>容量因子</translation>
    </message>
    <message>
        <source>%1 (custom)…</source>
        <translation>%1（自定义）…</translation>
    </message>
    <message>
        <source>K microbatches: bubble (Z−1)/(K+Z−1); with one stage, gradient accumulation: the batch in K passes, one after another, each holding 1/K of the activations</source>
        <translation>K 个微批次：气泡 (Z−1)/(K+Z−1)；只有一个阶段时即梯度累积：批次分 K 次依次处理，每次只保留 1/K 的激活</translation>
    </message>
</context>
<context>
    <name>shardscope::DocumentFile</name>
    <message>
        <source>Restore unsaved edits</source>
        <translation>恢复未保存的编辑</translation>
    </message>
</context>
<context>
    <name>shardscope::ExplanationPanel</name>
    <message>
        <source>&lt;b style=&apos;color:#2a7a2a&apos;&gt;compute-bound&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#2a7a2a&apos;&gt;计算受限&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;communication-bound&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;通信受限&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;One layer, forward pass&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;单层前向&lt;/h3&gt;</translation>
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
        <translation>&lt;p&gt;T_math %1 T_comms：该切分为%2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It becomes compute-bound from B ≈ %1 tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;B 达到约 %1 token 时转为计算受限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP is too wide: no batch makes it compute-bound.&lt;/p&gt;</source>
        <translation>&lt;p&gt;TP 路数过多：batch 再大也无法转为计算受限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Thresholds&lt;/h3&gt;&lt;p&gt;α = C / W = %1&lt;/p&gt;</source>
        <translation>&lt;h3&gt;阈值&lt;/h3&gt;&lt;p&gt;α = C / W = %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP part: B/X = %1 %2 α/M_X = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;FSDP 部分：B/X = %1 %2 α/M_X = %3：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP part: Y = %1 %2 M_Y·F/α = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;TP 部分：Y = %1 %2 M_Y·F/α = %3：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP+TP at X_opt is compute-bound while B/N &gt; α²/(M_X·M_Y·F) = %1 tokens per chip.&lt;/p&gt;</source>
        <translation>&lt;p&gt;只要 B/N &gt; α²/(M_X·M_Y·F) = %1（每芯片 token 数），X_opt 处的 FSDP+TP 就是计算受限的。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Budget&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;预算&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Parameters: %1 (%2 FLOPs per token).&lt;/p&gt;</source>
        <translation>&lt;p&gt;参数量：%1（每 token %2 FLOPs）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Memory per chip: %1 of %2 HBM (%3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;每芯片内存：%1 / %2 HBM（%3）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;does not fit&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;放不下&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Pipeline bubble: %1 %.&lt;/p&gt;</source>
        <translation>&lt;p&gt;流水线气泡占比：%1%。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Warnings&lt;/h3&gt;&lt;ul&gt;</source>
        <translation>&lt;h3&gt;警告&lt;/h3&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>%1 query heads do not split evenly over TP %2.</source>
        <translation>%1 个 Query 头无法均分到 TP %2 上。</translation>
    </message>
    <message>
        <source>%1 KV heads are fewer than TP %2: they are replicated.</source>
        <translation>%1 个 KV 头少于 TP %2：KV 头需要复制。</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 does not factor onto the physical mesh.</source>
        <translation>FSDP %1 × TP %2 无法映射到物理网格上。</translation>
    </message>
    <message>
        <source>TP %1 is above M_Y·F/α = %2: communication-bound at every batch.</source>
        <translation>TP %1 超过 M_Y·F/α = %2：任何 batch 下都通信受限。</translation>
    </message>
    <message>
        <source>This split is communication-bound: T_comms / T_math = %1.</source>
        <translation>该切分通信受限：T_comms / T_math = %1。</translation>
    </message>
    <message>
        <source>Batch per pod %1 is below C/W_dcn = %2: the DCN is the bottleneck.</source>
        <translation>每个 pod 的 batch %1 低于 C/W_dcn = %2：DCN 成为瓶颈。</translation>
    </message>
    <message>
        <source>Needs %1 per chip; HBM holds %2.</source>
        <translation>每芯片需要 %1，而 HBM 只有 %2。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Across %1 pods (DCN): batch per pod %2 vs C/W_dcn = %3: %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;跨 %1 个 pod（DCN）：每个 pod 的 batch %2，对比 C/W_dcn = %3：%4&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;FSDP %1 × TP %2 × PP %3 on %n chip(s); the FSDP axis spans M_X = %4 mesh axes, TP spans M_Y = %5.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n 个芯片上的 FSDP %1 × TP %2 × PP %3；FSDP 轴跨 M_X = %4 个网格轴，TP 轴跨 M_Y = %5 个。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No weights move: it is compute-bound at every batch.&lt;/p&gt;</source>
        <translation>&lt;p&gt;不传输权重：任何批量下都是计算受限。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;X_opt: none, no split here has both FSDP and TP.&lt;/p&gt;</source>
        <translation>&lt;p&gt;X_opt：无，这里没有同时含 FSDP 和 TP 的切分。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Of the splits with TP = 1, 2, 4, 8, …, FSDP %1 × TP %2 communicates least at this batch.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在 TP = 1、2、4、8… 的切分中，此批量下 FSDP %1 × TP %2 的通信最少。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Memory of the whole run: %1, so at least %2 chips of %3 each.&lt;/p&gt;</source>
        <translation>&lt;p&gt;整个训练所需内存：%1，因此至少需要 %2 块 %3 的芯片。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The mesh shows %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;网格显示 %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP %1 × TP %2 (M_X = %3, M_Y = %4): T_math = &lt;b&gt;%5&lt;/b&gt;, T_comms = &lt;b&gt;%6&lt;/b&gt; (the binding pass): %7.&lt;/p&gt;</source>
        <translation>&lt;p&gt;FSDP %1 × TP %2（M_X = %3，M_Y = %4）：T_math = &lt;b&gt;%5&lt;/b&gt;，T_comms = &lt;b&gt;%6&lt;/b&gt;（起决定作用的那一遍）：%7。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>every batch</source>
        <translation>任何批量</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A and the current scenario&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;A 与当前场景&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Now:&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A：&lt;/b&gt;%1&lt;br&gt;&lt;b&gt;当前：&lt;/b&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Compute-bound from B ≈</source>
        <translation>计算受限起点 B ≈</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>每芯片内存</translation>
    </message>
    <message>
        <source>Training days</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>改变</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#2a7a2a&apos;&gt;compute&lt;/b&gt;</source>
        <comment>bound by</comment>
        <translation>&lt;b style=&apos;color:#2a7a2a&apos;&gt;计算&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c00000&apos;&gt;comms&lt;/b&gt;</source>
        <comment>bound by</comment>
        <translation>&lt;b style=&apos;color:#c00000&apos;&gt;通信&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>MFU ceiling</source>
        <translation>MFU 上限</translation>
    </message>
    <message>
        <source>&lt;p&gt;X_opt = √((B/F)·(M_X/M_Y)·N) = %1 → FSDP %2 × TP %3, with M_X = %4 and M_Y = %5 of the mixed split on separate mesh axes that communicates least.&lt;/p&gt;</source>
        <translation>&lt;p&gt;X_opt = √((B/F)·(M_X/M_Y)·N) = %1 → FSDP %2 × TP %3，其中 M_X = %4、M_Y = %5 取自位于不同网格轴、通信最少的混合切分。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The book&apos;s estimate at %1 % MFU: step %2; training: %3 (%4 days).&lt;/p&gt;</source>
        <translation>&lt;p&gt;书中按 MFU %1 % 的估算：步时间 %2；训练：%3（%4 天）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;B per pod = %1 / %2 pods = &lt;b&gt;%3&lt;/b&gt; tokens: the formulas below use B per pod.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个 pod 的 B = %1 / %2 个 pod = &lt;b&gt;%3&lt;/b&gt; 个 token：下面的公式使用每个 pod 的 B。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Chip-hours</source>
        <translation>芯片小时</translation>
    </message>
    <message>
        <source>Cost, USD</source>
        <translation>成本，美元</translation>
    </message>
    <message>
        <source>no price set for this hardware</source>
        <translation>此硬件未设价格</translation>
    </message>
    <message numerus="yes">
        <source>across %n nodes</source>
        <translation>
            <numerusform>跨 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>in a node</source>
        <translation>在节点内</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 %2, %3: %4</source>
        <translation>&lt;br&gt;%1 %2，%3：%4</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n node(s) of %1 chips on one switch. Communication in one step:</source>
        <translation>
            <numerusform>&lt;p&gt;%n 个节点，每个 %1 个芯片接在一个交换机上。一步内的通信：</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;T_FSDP: 4·D·F/Y bytes over the FSDP group, %1 = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_TP: 4·B·D/X bytes over the TP group, %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;T_comms = %5 = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;T_FSDP：FSDP 组内传输 4·D·F/Y 字节，%1 = &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;T_TP：TP 组内传输 4·B·D/X 字节，%3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;T_comms = %5 = &lt;b&gt;%6&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;FSDP part: B/X = %1 %2 C/W_X = %3 (W_X: bytes/s the FSDP group moves): %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;FSDP 部分：B/X = %1 %2 C/W_X = %3（W_X：FSDP 组每秒传输的字节数）：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;TP part: Y = %1 %2 F·W_Y/C = %3 (W_Y: bytes/s the TP group moves): %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;TP 部分：Y = %1 %2 F·W_Y/C = %3（W_Y：TP 组每秒传输的字节数）：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>one chip, no traffic</source>
        <translation>单个芯片，无通信</translation>
    </message>
    <message>
        <source>Step, forecast</source>
        <translation>步时间（预测）</translation>
    </message>
    <message>
        <source>MFU, forecast</source>
        <translation>MFU（预测）</translation>
    </message>
    <message>
        <source>Step, bound at peak</source>
        <translation>步时间（峰值上界）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Step of this layout, forecast for %1: &lt;b&gt;%2&lt;/b&gt; (compute %3, memory-bound ops %4, exposed comms %5, bubble %6, update %7); MFU %8 %; training on %9 tokens: &lt;b&gt;%10&lt;/b&gt; days.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此布局的步时间，按 %1 预测：&lt;b&gt;%2&lt;/b&gt;（计算 %3，受内存带宽限制的算子 %4，未被掩盖的通信 %5，气泡 %6，参数更新 %7）；MFU %8 %；在 %9 token 上训练：&lt;b&gt;%10&lt;/b&gt; 天。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:#777&apos;&gt;Bound at peak (every matmul at peak, comms hidden): step %1 (compute %2, exposed comms %3, bubble %4, update %5); MFU ceiling %6 %; %7 days.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:#777&apos;&gt;峰值上界（每个矩阵乘法按峰值、通信全部被掩盖）：步时间 %1（计算 %2，未被掩盖的通信 %3，气泡 %4，参数更新 %5）；MFU 上限 %6 %；%7 天。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>USD %1 (at the bound USD %2)</source>
        <translation>%1 美元（按下界 %2 美元）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Chip-hours for the training: %1 (at the bound %2); cost: %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;训练所需芯片小时：%1（按下界 %2）；成本：%3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Calibrate to my run…</source>
        <translation>按我的运行校准…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The book&apos;s estimate at %1 % MFU: step %2; training: %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;书中按 MFU %1 % 的估算：步时间 %2；训练：%3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Parameters: %1, of which %2 active per token (%3 FLOPs per token).&lt;/p&gt;</source>
        <translation>&lt;p&gt;参数：%1，其中每个 token 激活 %2（每 token %3 FLOPs）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Forward: T_math %1 T_comms. The backward pass decides: T_math = &lt;b&gt;%2&lt;/b&gt; against T_comms = &lt;b&gt;%3&lt;/b&gt; (the gradients&apos; collectives): this split is %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;前向：T_math %1 T_comms。起决定作用的是反向：T_math = &lt;b&gt;%2&lt;/b&gt;，T_comms = &lt;b&gt;%3&lt;/b&gt;（梯度的集合通信）：此切分%4。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Counted split by split at this batch (TP = 1, 2, 4, 8, …), FSDP %1 × TP %2 communicates least; X_opt, the formula&apos;s continuous optimum for a mixed split, rounds to FSDP %3 × TP %4 instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在这个 batch 下逐个切分计算（TP = 1、2、4、8、…），FSDP %1 × TP %2 的通信最少；而 X_opt 作为公式对混合切分给出的连续最优值，取整后是 FSDP %3 × TP %4。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 data-parallel groups need whole sequences, but the batch has only %2: split each sequence with context parallelism (CP).</source>
        <translation>%1 个数据并行组需要完整的序列，但批次只有 %2 条：请用上下文并行（CP）切分每条序列。</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportActions</name>
    <message>
        <source>&amp;Export figures…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>导出动画(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;lesson…</source>
        <translation>导出课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Export &amp;board as slide…</source>
        <translation>将看板导出为幻灯片(&amp;B)…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) to %1</source>
        <translation>
            <numerusform>已将 %n 张图表写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export board as slide</source>
        <translation>将看板导出为幻灯片</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export the view into a folder</source>
        <translation>将视图导出到文件夹</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportDialog</name>
    <message>
        <source>Mesh, one collective hop by hop</source>
        <translation>网格：逐跳展示一次集合通信</translation>
    </message>
    <message>
        <source>Board as one slide</source>
        <translation>看板（一张幻灯片）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义尺寸</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>导出文件夹</translation>
    </message>
    <message>
        <source>Compute vs communication per layer</source>
        <translation>每层计算与通信</translation>
    </message>
    <message>
        <source>Compute / communication ratio</source>
        <translation>计算 / 通信比</translation>
    </message>
    <message>
        <source>Split sweep</source>
        <translation>切分扫描</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Memory per chip</source>
        <translation>每芯片内存</translation>
    </message>
    <message>
        <source>Mesh, one frame</source>
        <translation>网格，单帧</translation>
    </message>
    <message>
        <source>Mesh, every step as a file</source>
        <translation>网格，每一步一个文件</translation>
    </message>
    <message>
        <source>Mesh animation (one layer&apos;s steps)</source>
        <translation>网格动画（一层的各个步骤）</translation>
    </message>
    <message>
        <source>Split animation (every power-of-two split)</source>
        <translation>切分动画（所有 2 的幂切分）</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Export figures</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing (text stays text)</source>
        <translation>SVG 矢量图（文字保持为文字）</translation>
    </message>
    <message>
        <source>PDF document (text stays text)</source>
        <translation>PDF 文档（文字保持为文字）</translation>
    </message>
    <message>
        <source>GIF animation</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>Caption: hardware, model, chips, batch, split</source>
        <translation>页脚：硬件、模型、芯片、batch、切分</translation>
    </message>
    <message>
        <source>Transparent background (PNG, SVG)</source>
        <translation>透明背景（PNG、SVG）</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Files go to %1</source>
        <translation>文件将保存到 %1</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Layouts ranked by MFU</source>
        <translation>按 MFU 排名的布局</translation>
    </message>
    <message>
        <source>The model against published runs</source>
        <translation>模型与已发布的训练运行对比</translation>
    </message>
</context>
<context>
    <name>shardscope::ExportText</name>
    <message>
        <source>mesh-collective: the schedule has no step</source>
        <translation>mesh-collective：调度中没有步骤</translation>
    </message>
    <message>
        <source>%1 pods × %2 chips</source>
        <translation>%1 个 pod × %2 个芯片</translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>芯片：%1</translation>
    </message>
    <message>
        <source>batch B = %1 tokens</source>
        <translation>batch B = %1 个 token</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;</source>
        <translation>未知图表“%1”</translation>
    </message>
    <message>
        <source>%1: is not animated; GIF holds only %2</source>
        <translation>%1：不是动画；GIF 只能保存 %2</translation>
    </message>
    <message>
        <source>%1: is animated; export it with --format gif</source>
        <translation>%1：是动画；请用 --format gif 导出</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <source>GIF encoding failed: %1</source>
        <translation>GIF 编码失败：%1</translation>
    </message>
    <message>
        <source>no frames to animate</source>
        <translation>没有可用于动画的帧</translation>
    </message>
    <message>
        <source>%1 encoding failed</source>
        <translation>%1 编码失败</translation>
    </message>
    <message>
        <source>%1: is a symbolic link; export does not write through links</source>
        <translation>%1：是符号链接；导出不会通过链接写入</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>导出课程</translation>
    </message>
    <message>
        <source>PDF slides (*.pdf)</source>
        <translation>PDF 幻灯片 (*.pdf)</translation>
    </message>
    <message>
        <source>Lesson to export as slides:</source>
        <translation>要导出为幻灯片的课程：</translation>
    </message>
    <message>
        <source>%1x%2 %3: about %4 MB of memory at once, more than the %5 MB an export may use; choose a smaller size</source>
        <translation>%1x%2 %3：同时需要约 %4 MB 内存，超过导出允许的 %5 MB；请选择更小的尺寸</translation>
    </message>
</context>
<context>
    <name>shardscope::Figure</name>
    <message>
        <source>Copy to clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>shardscope::FilePrompts</name>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed by another program after it was opened here. Overwrite it with this scenario?</source>
        <translation>%1 在此处打开后已被其他程序修改。要用当前场景覆盖它吗？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>The scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Restore unsaved edits</source>
        <translation>恢复未保存的编辑</translation>
    </message>
    <message>
        <source>ShardScope did not close properly last time. Restore the scenario you were editing?</source>
        <translation>ShardScope 上次未正常关闭。要恢复您正在编辑的场景吗？</translation>
    </message>
    <message>
        <source>Edits of %1</source>
        <translation>%1 的编辑</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
</context>
<context>
    <name>shardscope::FileWriteText</name>
    <message>
        <source>no space left on device</source>
        <translation>设备上没有剩余空间</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1：无法写入文件：%2</translation>
    </message>
</context>
<context>
    <name>shardscope::LanguageManager</name>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
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
        <translation>每芯片内存（虚线：HBM）</translation>
    </message>
</context>
<context>
    <name>shardscope::LayoutsFigure</name>
    <message>
        <source>Layouts</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and stage count, by MFU ceiling</source>
        <translation>布局：每种 TP 与阶段数下的最佳布局，按 MFU 上限着色</translation>
    </message>
    <message>
        <source>TP ways (FSDP ways below, at one stage)</source>
        <translation>TP 路数（下方为单阶段时的 FSDP 路数）</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>Double-click a cell, or select it with the arrow keys and press Enter, to apply its layout</source>
        <translation>双击单元格，或用方向键选中后按 Enter，即可应用其布局</translation>
    </message>
    <message>
        <source>Rank by the book&apos;s per-layer model</source>
        <translation>按书中的每层模型排序</translation>
    </message>
    <message>
        <source>Y_opt ≈ %1</source>
        <translation>Y_opt ≈ %1</translation>
    </message>
    <message>
        <source>No layout fits: the smallest needs %1 per chip, HBM holds %2; the training state alone needs %3 chips per pod.</source>
        <translation>没有放得下的布局：最省的也需要每芯片 %1，而 HBM 只有 %2；仅训练状态就需要每个 pod %3 个芯片。</translation>
    </message>
    <message>
        <source>No layout is compute-bound; %1 comes closest, MFU ceiling %2 %.</source>
        <translation>没有计算受限的布局；%1 最接近，MFU 上限 %2 %。</translation>
    </message>
    <message>
        <source>Only %1 is compute-bound (communication/compute %2).</source>
        <translation>只有 %1 是计算受限的（通信/计算 %2）。</translation>
    </message>
    <message>
        <source>Compute-bound layouts: %1. %2 moves the least data: communication/compute %3 against %4 for %5.</source>
        <translation>计算受限的布局：%1 个。%2 传输的数据最少：通信/计算 %3，而 %5 为 %4。</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 × PP %3, %4 microbatches, ZeRO-%5
step %6, MFU ceiling %7 %, communication/compute %8
memory %9 per chip</source>
        <translation>FSDP %1 × TP %2 × PP %3，%4 个微批次，ZeRO-%5
步时间 %6，MFU 上限 %7 %，通信/计算 %8
每芯片内存 %9</translation>
    </message>
    <message>
        <source>Apply layout</source>
        <translation>应用布局</translation>
    </message>
    <message>
        <source>Whole sequences only</source>
        <translation>仅限完整序列</translation>
    </message>
    <message>
        <source>
HSDP: shards in groups of %1 chips</source>
        <translation>
HSDP：在每组 %1 个芯片内分片</translation>
    </message>
    <message>
        <source>
training: %1 chip-hours</source>
        <translation>
训练：%1 芯片小时</translation>
    </message>
    <message>
        <source>, USD %1</source>
        <translation>，%1 美元</translation>
    </message>
    <message>
        <source>Rank by the whole step (bound at peak)</source>
        <translation>按整步排序（峰值上界）</translation>
    </message>
    <message>
        <source>Rank by the forecast (the scenario&apos;s stack)</source>
        <translation>按预测排序（场景的软件栈）</translation>
    </message>
    <message>
        <source>
EP %1: each chip holds 1/%1 of the routed experts</source>
        <translation>
EP %1：每个芯片持有 1/%1 的路由专家</translation>
    </message>
    <message>
        <source>Apply this layout</source>
        <translation>应用此布局</translation>
    </message>
    <message>
        <source>Pin this layout as A</source>
        <translation>将此布局固定为 A</translation>
    </message>
    <message>
        <source>Pin layout as A</source>
        <translation>将布局固定为 A</translation>
    </message>
    <message>
        <source>
CP %1: each sequence split over %1 chips</source>
        <translation>
CP %1：每条序列切分到 %1 个芯片上</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and EP, by MFU ceiling</source>
        <translation>布局：每种 TP 与 EP 下的最佳布局，按 MFU 上限着色</translation>
    </message>
    <message>
        <source>Layouts: the best of each TP and CP, by MFU ceiling</source>
        <translation>布局：每种 TP 与 CP 下的最佳布局，按 MFU 上限着色</translation>
    </message>
    <message>
        <source>TP ways</source>
        <translation>TP 路数</translation>
    </message>
    <message>
        <source>Expert-parallel ways (EP)</source>
        <translation>专家并行路数（EP）</translation>
    </message>
    <message>
        <source>Context-parallel ways (CP)</source>
        <translation>上下文并行路数（CP）</translation>
    </message>
    <message>
        <source>MFU ceiling, %</source>
        <translation>MFU 上限，%</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Hatched: nothing fits in memory.</source>
        <translation>斜线：内存放不下任何布局。</translation>
    </message>
    <message>
        <source>Dotted: the data-parallel ways would split sequences.</source>
        <translation>点阵：数据并行分组会切开序列。</translation>
    </message>
    <message>
        <source>Blank: no layout of the chips has these ways.</source>
        <translation>空白：芯片的任何布局都没有这些路数。</translation>
    </message>
    <message>
        <source>%1: nothing fits, the smallest needs %2 per chip, HBM %3</source>
        <translation>%1：放不下，最省的也需要每芯片 %2，HBM 为 %3</translation>
    </message>
    <message>
        <source>%1: left out, the data-parallel ways would split sequences</source>
        <translation>%1：已排除，数据并行分组会切开序列</translation>
    </message>
    <message>
        <source>The current layout has no cell: its %1 stages do not divide the %2 layers.</source>
        <translation>当前布局没有对应的格子：它的 %1 个阶段不能整除 %2 层。</translation>
    </message>
    <message>
        <source>The current layout has no cell: the search&apos;s rules leave it out.</source>
        <translation>当前布局没有对应的格子：搜索规则排除了它。</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonDock</name>
    <message>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>%1: the lesson has no steps</source>
        <translation>%1：课程没有任何步骤</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>课程 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open lesson file…</source>
        <translation>打开课程文件(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close the lesson</source>
        <translation>关闭课程(&amp;C)</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonPane</name>
    <message>
        <source>Lesson step %1</source>
        <translation>课程第 %1 步</translation>
    </message>
    <message>
        <source>No lesson is open. Pick one in the Lessons menu.</source>
        <translation>尚未打开课程。请在“课程”菜单中选择。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Task:&lt;/b&gt;</source>
        <translation>&lt;b&gt;任务：&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Question:&lt;/b&gt;</source>
        <translation>&lt;b&gt;问题：&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your answer (a number)</source>
        <translation>你的答案（一个数）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>none (the report has no value here)</source>
        <translation>无（报告中此处没有数值）</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Not quite. Try again, or show the answer.</source>
        <translation>不太对。再试一次，或查看答案。</translation>
    </message>
    <message>
        <source>Type a number, for example %1.</source>
        <translation>请输入一个数，例如 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Answer:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;答案：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Done: the condition holds.</source>
        <translation>完成：条件已满足。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Previous step (Page Up)</source>
        <translation>上一步（Page Up）</translation>
    </message>
    <message>
        <source>Next step (Page Down)</source>
        <translation>下一步（Page Down）</translation>
    </message>
    <message>
        <source>Type the number alone: this question names no unit.</source>
        <translation>只输入数字：这道题没有指定单位。</translation>
    </message>
    <message>
        <source>The question asks for %1, not %2.</source>
        <translation>题目要求的单位是%1，而不是%2。</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: check its unit.</source>
        <translation>%1 是答案的 %2 倍：请检查单位。</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer: check its unit.</source>
        <translation>%1 是答案的 1/%2：请检查单位。</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: is it in %3? The question asks for %4.</source>
        <translation>%1 是答案的 %2 倍：是不是以%3为单位？题目要求以%4为单位。</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer: is it in %3? The question asks for %4.</source>
        <translation>%1 是答案的 1/%2：是不是以%3为单位？题目要求以%4为单位。</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>你的成绩</translation>
    </message>
    <message>
        <source>End of the lesson</source>
        <translation>课程结束</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer, which is in %3.</source>
        <translation>%1 是答案的 %2 倍，答案的单位是 %3。</translation>
    </message>
    <message>
        <source>%1 is 1/%2 of the answer, which is in %3.</source>
        <translation>%1 是答案的 1/%2，答案的单位是 %3。</translation>
    </message>
    <message>
        <source>This question does not count %1 ways: type the number alone.</source>
        <translation>这道题问的不是 %1 的路数：请只输入数字。</translation>
    </message>
    <message>
        <source>%1 is %2 × the answer: the question counts in these units already; type the number without “%3”.</source>
        <translation>%1 是答案的 %2 倍：题目已经以这一量级计数；请去掉“%3”只输入数字。</translation>
    </message>
</context>
<context>
    <name>shardscope::LessonSummary</name>
    <message>
        <source>no question</source>
        <translation>无问题</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>✓ right the first time</source>
        <translation>✓ 一次答对</translation>
    </message>
    <message>
        <source>✓ right after retries</source>
        <translation>✓ 重试后答对</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>已显示答案</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end of the lesson.&lt;/b&gt; Go back to any step:</source>
        <translation>&lt;b&gt;课程结束。&lt;/b&gt;可返回任一步骤：</translation>
    </message>
    <message numerus="yes">
        <source>Of %n question(s): %1 right the first time, %2 right after retries, %3 answers shown.</source>
        <translation>
            <numerusform>共 %n 个问题：一次答对 %1 个，重试后答对 %2 个，显示答案 %3 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>shardscope::LookMenus</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>High &amp;contrast</source>
        <translation>高对比度(&amp;C)</translation>
    </message>
</context>
<context>
    <name>shardscope::MainWindow</name>
    <message>
        <source>The book&apos;s figure: v5p 16×16×16, FSDP 512 × TP 8, B = 1 M</source>
        <translation>书中的图：v5p 16×16×16，FSDP 512 × TP 8，B = 1 M</translation>
    </message>
    <message>
        <source>N = 64 (4×4×4), B ≈ 48 k, F = 32 768</source>
        <translation>N = 64（4×4×4），B ≈ 48 k，F = 32 768</translation>
    </message>
    <message>
        <source>LLaMA 3-70B on a full v5p pod (8960 chips), 4 M batch</source>
        <translation>LLaMA 3-70B，整个 v5p pod（8960 个芯片），batch 4 M</translation>
    </message>
    <message>
        <source>LLaMA 3-70B over two pods, 2 M batch</source>
        <translation>LLaMA 3-70B，跨两个 pod，batch 2 M</translation>
    </message>
    <message>
        <source>7B on 8 × H100 (the course)</source>
        <translation>7B 模型，8 × H100（课程示例）</translation>
    </message>
    <message>
        <source>About ShardScope</source>
        <translation>关于 ShardScope</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ShardScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The cost model of &lt;i&gt;How To Scale Your Model&lt;/i&gt;, chapters 1, 5 and 6, made live.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ShardScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;把 &lt;i&gt;How To Scale Your Model&lt;/i&gt; 第 1、5、6 章的成本模型变成可交互的演示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Book scenarios</source>
        <translation>书中场景(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>投影模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About ShardScope</source>
        <translation>关于 ShardScope(&amp;A)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制面板</translation>
    </message>
    <message>
        <source>What the picture says</source>
        <translation>图表解读</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>场景文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Book scenario</source>
        <translation>书中场景</translation>
    </message>
    <message>
        <source>4 × RTX 4080 over PCIe (the book&apos;s note on PCIe)</source>
        <translation>4 × RTX 4080 经 PCIe（书中关于 PCIe 的注释）</translation>
    </message>
    <message>
        <source>%1[*] — ShardScope</source>
        <translation>%1[*] — ShardScope</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>看板</translation>
    </message>
    <message>
        <source>Presenter strip</source>
        <translation>演示条</translation>
    </message>
    <message>
        <source>Pipelining: 4 stages × 8 microbatches on 64 v5p chips</source>
        <translation>流水线：64 个 v5p 芯片上 4 个阶段 × 8 个微批次</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Published r&amp;uns…</source>
        <translation>已发表的训练运行(&amp;U)…</translation>
    </message>
    <message>
        <source>Published run</source>
        <translation>已发表的训练运行</translation>
    </message>
    <message>
        <source>7B FSDP across 64 nodes of 8 × H100 (the course)</source>
        <translation>7B：FSDP 跨 64 个 8 × H100 节点（课程）</translation>
    </message>
    <message>
        <source>70B on 64 × H100: does the state fit?</source>
        <translation>64 × H100 上的 70B：状态放得下吗？</translation>
    </message>
    <message>
        <source>The autosave %1 could not be written: edits since the last save are not backed up. Trying again every %2 s.</source>
        <translation>无法写入自动保存文件 %1：上次保存后的编辑尚未备份。每 %2 秒重试一次。</translation>
    </message>
    <message>
        <source>Autosave written again.</source>
        <translation>自动保存已恢复写入。</translation>
    </message>
    <message>
        <source>&amp;Calibrate to my run…</source>
        <translation>按我的运行校准(&amp;C)…</translation>
    </message>
    <message>
        <source>Calibrate to my run</source>
        <translation>按我的运行校准</translation>
    </message>
    <message>
        <source>%1: the name is not UTF-8, so the scenario opened as an untitled copy; Save As names a new file.</source>
        <translation>%1：文件名不是 UTF-8，因此场景以未命名副本打开；“另存为”可指定新文件名。</translation>
    </message>
    <message>
        <source>A mixture of experts on 8 × H100, EP 8 (the course)</source>
        <translation>8 × H100 上的混合专家，EP 8（课程）</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解读</translation>
    </message>
</context>
<context>
    <name>shardscope::MemoryFigure</name>
    <message>
        <source>Memory per chip by ZeRO stage</source>
        <translation>各 ZeRO 阶段的每芯片内存</translation>
    </message>
    <message>
        <source>Bytes per chip</source>
        <translation>每芯片字节数</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activation checkpoints</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>Gather buffers</source>
        <translation>聚合缓冲</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>HBM %1</source>
        <translation>HBM %1</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>ZeRO stage (sharding over the X FSDP ways)</source>
        <translation>ZeRO 阶段（在 X 路 FSDP 上分片）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>replicated (DDP)</source>
        <translation>全复制（DDP）</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>+ gradients</source>
        <translation>+ 梯度</translation>
    </message>
    <message>
        <source>+ weights (FSDP)</source>
        <translation>+ 权重（FSDP）</translation>
    </message>
    <message>
        <source>ZeRO-%1
(current)</source>
        <translation>ZeRO-%1
（当前）</translation>
    </message>
    <message>
        <source>Activation checkpoints (%1: %2 of %3 microbatches)</source>
        <translation>激活检查点（%1：%3 个微批次中的 %2 个）</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
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
        <translation>FSDP 组：沿 X 的 %2 个芯片中的 %1 个</translation>
    </message>
    <message>
        <source>TP group: %1 of its %2 chips along Y</source>
        <translation>TP 组：沿 Y 的 %2 个芯片中的 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n more FSDP groups like this one</source>
        <translation>
            <numerusform>另有 %n 个同样的 FSDP 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more TP groups like this one</source>
        <translation>
            <numerusform>另有 %n 个同样的 TP 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more CP groups like this one</source>
        <translation>
            <numerusform>另有 %n 个同样的 CP 组</numerusform>
        </translation>
    </message>
    <message>
        <source>where they sit in the pod</source>
        <translation>它们在 pod 中的位置</translation>
    </message>
    <message>
        <source>%1 pods, joined by DCN</source>
        <translation>%1 个 pod，通过 DCN 相连</translation>
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
        <translation>矩阵乘</translation>
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
        <translation>跨 pod</translation>
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
        <translation>%1 个芯片：太多，无法绘制（最多 %2 个）</translation>
    </message>
    <message>
        <source>Z = %1 stages</source>
        <translation>Z = %1 个阶段</translation>
    </message>
    <message>
        <source>mesh %1</source>
        <translation>网格 %1</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>%1 per chip</source>
        <translation>每芯片 %1</translation>
    </message>
    <message>
        <source>%1 pods over DCN</source>
        <translation>%1 个 pod，经 DCN</translation>
    </message>
    <message>
        <source>on the critical path</source>
        <translation>在关键路径上</translation>
    </message>
    <message>
        <source>off the critical path</source>
        <translation>不在关键路径上</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>FSDP group</source>
        <translation>FSDP 组</translation>
    </message>
    <message>
        <source>TP group</source>
        <translation>TP 组</translation>
    </message>
    <message>
        <source>durations in proportion to the cost model</source>
        <translation>时长按成本模型成比例</translation>
    </message>
    <message>
        <source>uniform durations</source>
        <translation>时长均等</translation>
    </message>
    <message>
        <source>Chip (%1), pod 1 of %2</source>
        <translation>芯片 (%1)，%2 个 pod 中的第 1 个</translation>
    </message>
    <message>
        <source>FSDP index %1 of %2 · TP index %3 of %4 · stage %5 of %6</source>
        <translation>FSDP 序号 %1/%2 · TP 序号 %3/%4 · 阶段 %5/%6</translation>
    </message>
    <message>
        <source>%1 after the forward pass</source>
        <translation>%1（前向完成后）</translation>
    </message>
    <message>
        <source>gradients %1, %2</source>
        <translation>梯度 %1、%2</translation>
    </message>
    <message>
        <source>optimizer state of W_in[D %1:%2, F %3:%4], W_out[F %5:%6, D %7:%8]</source>
        <translation>优化器状态：W_in[D %1:%2, F %3:%4]、W_out[F %5:%6, D %7:%8]</translation>
    </message>
    <message>
        <source>layers %1:%2 of %3</source>
        <translation>层 %1:%2（共 %3 层）</translation>
    </message>
    <message>
        <source>holds %1 of MLP state: parameters %2, gradients %3, optimizer %4</source>
        <translation>持有 MLP 状态 %1：参数 %2，梯度 %3，优化器 %4</translation>
    </message>
    <message>
        <source>FSDP group of %1 chips · TP group of %2 chips</source>
        <translation>FSDP 组 %1 个芯片 · TP 组 %2 个芯片</translation>
    </message>
    <message>
        <source>Scenario split</source>
        <translation>场景中的切分</translation>
    </message>
    <message>
        <source>Strategy shown on the mesh</source>
        <translation>网格上显示的策略</translation>
    </message>
    <message>
        <source>Previous step ([)</source>
        <translation>上一步 ([)</translation>
    </message>
    <message>
        <source>Next step (])</source>
        <translation>下一步 (])</translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>animation speed</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>缩小 (-)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Show the whole mesh (0)</source>
        <translation>显示整个网格 (0)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>放大 (+)</translation>
    </message>
    <message>
        <source>Pause (space)</source>
        <translation>暂停 (空格)</translation>
    </message>
    <message>
        <source>Play (space)</source>
        <translation>播放 (空格)</translation>
    </message>
    <message>
        <source>Proportional</source>
        <translation>按比例</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>均等</translation>
    </message>
    <message>
        <source>Step durations in proportion to the cost model, or all alike</source>
        <translation>各步时长按成本模型成比例，或全部相同</translation>
    </message>
    <message>
        <source>the book&apos;s %1 algorithm, step %2</source>
        <translation>书中 %1 算法第 %2 步</translation>
    </message>
    <message>
        <source>whole model, ZeRO-%1: parameters %2, gradients %3, optimizer %4 per chip</source>
        <translation>整个模型，ZeRO-%1：每芯片参数 %2，梯度 %3，优化器 %4</translation>
    </message>
    <message>
        <source>pod %1</source>
        <translation>pod %1</translation>
    </message>
    <message>
        <source>pods %1–%2</source>
        <translation>pod %1–%2</translation>
    </message>
    <message>
        <source>same shards,</source>
        <translation>相同的分片，</translation>
    </message>
    <message>
        <source>own part of the batch</source>
        <translation>各自的一部分 batch</translation>
    </message>
    <message>
        <source>pod 1 of %1 in full; the others, joined by DCN, hold the same shards of their own batch</source>
        <translation>完整显示 %1 个 pod 中的第 1 个；其余 pod 经 DCN 相连，持有相同的分片，处理各自的 batch</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>shards: hue by X, shade by Y</source>
        <translation>分片：色相按 X，深浅按 Y</translation>
    </message>
    <message>
        <source>one chip: no group</source>
        <translation>单个芯片：没有分组</translation>
    </message>
    <message>
        <source>FSDP group: %1 chips along X</source>
        <translation>FSDP 组：沿 X 的 %1 个芯片</translation>
    </message>
    <message>
        <source>TP group: %1 chips along Y</source>
        <translation>TP 组：沿 Y 的 %1 个芯片</translation>
    </message>
    <message>
        <source>FSDP group: chips %1–%2 of %3 along X</source>
        <translation>FSDP 组：沿 X 的 %3 个芯片中的 %1–%2</translation>
    </message>
    <message>
        <source>TP group: chips %1–%2 of %3 along Y</source>
        <translation>TP 组：沿 Y 的 %3 个芯片中的 %1–%2</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>send between stages</source>
        <translation>阶段间发送</translation>
    </message>
    <message>
        <source>%1 → next stage</source>
        <translation>%1 → 下一阶段</translation>
    </message>
    <message>
        <source>%1 → previous stage</source>
        <translation>%1 → 上一阶段</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, one ICI link</source>
        <translation>发往相邻阶段中同一位置的芯片，经一条 ICI 链路</translation>
    </message>
    <message>
        <source>%1 · per layer: math %2, comms %3</source>
        <translation>%1 · 每层：计算 %2，通信 %3</translation>
    </message>
    <message>
        <source>critical path: %1</source>
        <translation>关键路径：%1</translation>
    </message>
    <message>
        <source>FSDP group, X = %1</source>
        <translation>FSDP 组，X = %1</translation>
    </message>
    <message>
        <source>TP group, Y = %1</source>
        <translation>TP 组，Y = %1</translation>
    </message>
    <message>
        <source>CP group: %1 chips share each sequence</source>
        <translation>CP 组：%1 个芯片分担每条序列</translation>
    </message>
    <message>
        <source>CP group: %1 of its %2 chips</source>
        <translation>CP 组：其 %2 个芯片中的 %1 个</translation>
    </message>
    <message>
        <source>CP group, %1 chips</source>
        <translation>CP 组，%1 个芯片</translation>
    </message>
    <message>
        <source>AllReduce across %1 pods over DCN: %2</source>
        <translation>经 DCN 在 %1 个 pod 间 AllReduce：%2</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over ICI: %3</source>
        <translation>经 ICI 从阶段 %1 到阶段 %2：%3</translation>
    </message>
    <message>
        <source>network between nodes</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over the network: %3</source>
        <translation>经网络从阶段 %1 到阶段 %2：%3</translation>
    </message>
    <message>
        <source>from stage %1 to stage %2 over NVLink: %3</source>
        <translation>经 NVLink 从阶段 %1 到阶段 %2：%3</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, over the network between nodes</source>
        <translation>发往相邻阶段中同一位置的芯片，经节点间网络</translation>
    </message>
    <message>
        <source>to the chip at the same place in the neighbouring stage, over NVLink</source>
        <translation>发往相邻阶段中同一位置的芯片，经 NVLink</translation>
    </message>
    <message>
        <source>%1 chips across %2 nodes, over the network</source>
        <translation>%1 个芯片，跨 %2 个节点，经网络</translation>
    </message>
    <message>
        <source>%1 chips in one node, over NVLink</source>
        <translation>%1 个芯片，在一个节点内，经 NVLink</translation>
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
        <translation>分发：每个 token 发往其专家所在的芯片</translation>
    </message>
    <message>
        <source>combine: the experts&apos; outputs back to their tokens</source>
        <translation>合并：专家的输出送回各自的 token</translation>
    </message>
    <message>
        <source>the gradients of the tokens, the same way back</source>
        <translation>token 的梯度沿同一路径返回</translation>
    </message>
    <message>
        <source>EP group of %1 chips across %2 nodes, over the network</source>
        <translation>EP 组 %1 个芯片，跨 %2 个节点，经网络</translation>
    </message>
    <message>
        <source>EP group of %1 chips in one node, over NVLink</source>
        <translation>EP 组 %1 个芯片，在一个节点内，经 NVLink</translation>
    </message>
    <message>
        <source>EP group of %1 chips</source>
        <translation>EP 组 %1 个芯片</translation>
    </message>
    <message numerus="yes">
        <source>X = %1 (%n axes)</source>
        <translation>
            <numerusform>X = %1（%n 个轴）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Y = %1 (%n axes)</source>
        <translation>
            <numerusform>Y = %1（%n 个轴）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 chips over %n axes</source>
        <translation>
            <numerusform>%1 个芯片，跨 %n 个轴</numerusform>
        </translation>
    </message>
    <message>
        <source>CP ring</source>
        <translation>CP 环</translation>
    </message>
    <message>
        <source>ring</source>
        <comment>ring attention&apos;s pass round the CP group, short</comment>
        <translation>环</translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, summed on the way, %n times</source>
        <translation>
            <numerusform>%1 → CP 环的下一个芯片，途中累加，共 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, %n times</source>
        <translation>
            <numerusform>%1 → CP 环的下一个芯片，共 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>ring attention&apos;s backward: the gradients of each chunk&apos;s keys and values, added up by every chip they pass</source>
        <translation>ring attention 的反向：每块键和值的梯度在经过的每个芯片上累加</translation>
    </message>
    <message>
        <source>ring attention: each chip attends to every chunk of keys and values of its sequence as it passes, K = 2 · KV heads · head dim</source>
        <translation>ring attention：每块键和值经过时，每个芯片都对其计算注意力；K = 2 · KV 头数 · 头维度</translation>
    </message>
    <message>
        <source>CP group of %1 chips across %2 nodes, over the network</source>
        <translation>CP 组 %1 个芯片，跨 %2 个节点，经网络</translation>
    </message>
    <message>
        <source>CP group of %1 chips in one node, over NVLink</source>
        <translation>CP 组 %1 个芯片，在一个节点内，经 NVLink</translation>
    </message>
    <message>
        <source>CP group of %1 chips</source>
        <translation>CP 组 %1 个芯片</translation>
    </message>
    <message>
        <source>CP group of %1 chips: X indices %2 to %3</source>
        <translation>CP 组 %1 个芯片：X 索引 %2 到 %3</translation>
    </message>
    <message>
        <source>of which CP %1</source>
        <translation>其中 CP %1</translation>
    </message>
    <message>
        <source>ring attention&apos;s backward: the keys and values pass round again</source>
        <translation>ring attention 的反向：键和值再次沿环传递</translation>
    </message>
    <message>
        <source>A pod this big is drawn as one chip&apos;s groups, each chip readable: nothing to zoom</source>
        <translation>这么大的 pod 以一个芯片所在的分组显示，每个芯片都清晰可读：无需缩放</translation>
    </message>
</context>
<context>
    <name>shardscope::PipelineFigure</name>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Send across a stage boundary</source>
        <translation>跨阶段边界发送</translation>
    </message>
    <message>
        <source>Stage (microbatches it holds)</source>
        <translation>阶段（保存的微批次数）</translation>
    </message>
    <message>
        <source>Pipeline schedule: %1, %2 stages × %3 microbatches</source>
        <translation>流水线调度：%1，%2 个阶段 × %3 个微批次</translation>
    </message>
    <message>
        <source>One pipeline stage (pp = 1): no schedule to draw. Set pp above 1.</source>
        <translation>只有一个流水线阶段（pp = 1）：没有可绘制的调度。请将 pp 设为大于 1。</translation>
    </message>
    <message>
        <source>%1 stages × %2 microbatches: too many blocks to draw.</source>
        <translation>%1 个阶段 × %2 个微批次：块太多，无法绘制。</translation>
    </message>
    <message>
        <source>Bubble %1/%2 = %3 %</source>
        <translation>气泡 %1/%2 = %3%</translation>
    </message>
    <message>
        <source>Time (step ≈ %1; one send %2)</source>
        <translation>时间（一步约 %1；单次发送 %2）</translation>
    </message>
    <message>
        <source>%1 (holds %2)</source>
        <translation>%1（保存 %2）</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>one stage, no bubble</source>
        <translation>单一阶段，无气泡</translation>
    </message>
    <message>
        <source>%1, %2 stages × %3 microbatches, bubble %4 %</source>
        <translation>%1，%2 个阶段 × %3 个微批次，气泡 %4%</translation>
    </message>
    <message>
        <source>LM head, gradient sync, update</source>
        <translation>LM 头、梯度同步、参数更新</translation>
    </message>
</context>
<context>
    <name>shardscope::PresenterStrip</name>
    <message>
        <source>Change split</source>
        <translation>修改切分</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>修改 batch 大小</translation>
    </message>
    <message>
        <source>Drag split</source>
        <translation>拖动切分</translation>
    </message>
    <message>
        <source>Drag batch</source>
        <translation>拖动 batch 大小</translation>
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
        <translation>计算受限</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>切分</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>batch 大小</translation>
    </message>
    <message>
        <source>The step forecast for %1: MFU %2 %, %3 days of training. Bound at peak (every matmul at peak, comms hidden): MFU ceiling %4 %.</source>
        <translation>按 %1 预测的步时间：MFU %2 %，训练 %3 天。峰值上界（每个矩阵乘法按峰值、通信全部被掩盖）：MFU 上限 %4 %。</translation>
    </message>
    <message>
        <source>Step
%1</source>
        <translation>步时间
%1</translation>
    </message>
    <message>
        <source>Bound at peak: every matmul at peak, comms hidden</source>
        <translation>峰值上界：每个矩阵乘法按峰值、通信全部被掩盖</translation>
    </message>
</context>
<context>
    <name>shardscope::RatioFigure</name>
    <message>
        <source>Compute / communication ratio per strategy</source>
        <translation>各策略的计算/通信比</translation>
    </message>
    <message>
        <source>T_math / T_comms (above 1: compute-bound)</source>
        <translation>T_math / T_comms（大于 1：计算受限）</translation>
    </message>
    <message>
        <source>TP only (flat)</source>
        <translation>仅 TP（恒定）</translation>
    </message>
    <message>
        <source>FSDP only (∝ B)</source>
        <translation>仅 FSDP（∝ B）</translation>
    </message>
    <message>
        <source>FSDP+TP at X_opt (∝ √B)</source>
        <translation>X_opt 处的 FSDP+TP（∝ √B）</translation>
    </message>
    <message>
        <source>only FSDP+TP
is compute-bound</source>
        <translation>只有 FSDP+TP
计算受限</translation>
    </message>
    <message>
        <source>FSDP %1 × TP %2 (current)</source>
        <translation>FSDP %1 × TP %2（当前）</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>DCN across pods (backward, ∝ B)</source>
        <translation>跨 pod 的 DCN（反向，∝ B）</translation>
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
        <translation>实测</translation>
    </message>
    <message>
        <source>Measured MFU (one convention for every run)</source>
        <translation>实测 MFU（所有运行采用同一口径）</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>实测 MFU</translation>
    </message>
    <message>
        <source>Source: %1, %2</source>
        <translation>来源：%1，%2</translation>
    </message>
    <message>
        <source>Approximations:</source>
        <translation>近似处理：</translation>
    </message>
    <message>
        <source>Forecast MFU %1 (%2): the step %3 off the measured one</source>
        <translation>预测 MFU %1（%2）：步时间与实测相差 %3</translation>
    </message>
    <message>
        <source>The forecast against published runs: measured MFU, the forecast and the bound</source>
        <translation>预测与已发布运行的对比：实测 MFU、预测与上界</translation>
    </message>
    <message>
        <source>Across: the forecast for each run&apos;s layout and software stack; hollow grey: the bound at peak for the same run, every matmul at peak and every collective hidden. Inside the bands the forecast step is within 10 % and 20 % of the measured one.</source>
        <translation>横轴：按每次运行的布局与软件栈得出的预测；空心灰点：同一运行在峰值下的上界（矩阵乘法全按峰值、通信全部被掩盖）。色带内，预测步时间与实测值相差不超过 10 % 和 20 %。</translation>
    </message>
    <message>
        <source>The forecast MFU for the run&apos;s layout and stack</source>
        <translation>按运行的布局与软件栈预测的 MFU</translation>
    </message>
    <message>
        <source>Forecast MFU</source>
        <translation>预测 MFU</translation>
    </message>
    <message>
        <source>measured = forecast</source>
        <translation>实测 = 预测</translation>
    </message>
    <message>
        <source>the bound at peak</source>
        <translation>峰值上界</translation>
    </message>
    <message>
        <source>forecast %1</source>
        <translation>预测 %1</translation>
    </message>
    <message>
        <source>this scenario: forecast %1, bound %2</source>
        <translation>当前场景：预测 %1，上界 %2</translation>
    </message>
    <message>
        <source>Measured MFU %1, the bound at peak %2</source>
        <translation>实测 MFU %1，峰值上界 %2</translation>
    </message>
</context>
<context>
    <name>shardscope::RooflineFigure</name>
    <message>
        <source>Roofline of one chip</source>
        <translation>单芯片 Roofline</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOPs / byte)</source>
        <translation>算术强度（FLOPs / 字节）</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>可达 FLOPs/s</translation>
    </message>
    <message>
        <source>Batch B (tokens)</source>
        <translation>batch 大小 B（token 数）</translation>
    </message>
    <message>
        <source>bf16 FLOPs/s reached</source>
        <translation>实际达到的 bf16 FLOPs/s</translation>
    </message>
    <message>
        <source>HBM roof</source>
        <translation>HBM 带宽上限</translation>
    </message>
    <message>
        <source>Network roof (W)</source>
        <translation>网络带宽上限 (W)</translation>
    </message>
    <message>
        <source>this chip&apos;s matmul</source>
        <translation>本芯片的矩阵乘</translation>
    </message>
    <message>
        <source>HBM roof, critical intensity %1</source>
        <translation>HBM 带宽上限，临界强度 %1</translation>
    </message>
    <message>
        <source>Network roof, α = %1</source>
        <translation>网络带宽上限，α = %1</translation>
    </message>
    <message>
        <source>D = F = %1</source>
        <translation>D = F = %1</translation>
    </message>
    <message>
        <source>C / HBM bw
≈ %1</source>
        <translation>C / HBM 带宽
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
        <translation>关闭该运行的说明</translation>
    </message>
    <message>
        <source>Published run: %1. Measured MFU %2, the model&apos;s ceiling %3.</source>
        <translation>已发表的训练运行：%1。实测 MFU %2，模型上限 %3。</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>未建模</translation>
    </message>
    <message>
        <source>Source: %1, %2</source>
        <translation>来源：%1，%2</translation>
    </message>
    <message>
        <source>Approximations: %1</source>
        <translation>近似处理：%1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Show or hide the run&apos;s source and what its scenario approximates</source>
        <translation>显示或隐藏该运行的来源及其场景所做的近似</translation>
    </message>
</context>
<context>
    <name>shardscope::RunsDialog</name>
    <message>
        <source>Published runs</source>
        <translation>已发表的训练运行</translation>
    </message>
    <message>
        <source>Measured training runs beside the model&apos;s MFU ceiling for the same layout. The model is an upper bound: the ratio shows how much of it the run reached. Open a run to load its scenario.</source>
        <translation>实测的训练运行，旁边是模型对同一布局给出的 MFU 上限。模型是上限：比值表示该运行达到了上限的多少。打开一个运行即可载入其场景。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>芯片数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Measured MFU</source>
        <translation>实测 MFU</translation>
    </message>
    <message>
        <source>Model&apos;s ceiling</source>
        <translation>模型上限</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Measured MFU / the model&apos;s ceiling</source>
        <translation>实测 MFU / 模型上限</translation>
    </message>
    <message>
        <source>On one convention for every run: model FLOPs with full attention, no recompute, the dense bf16 peak</source>
        <translation>所有运行采用同一口径：模型 FLOPs，完整注意力，不计重算，稠密 bf16 峰值</translation>
    </message>
    <message>
        <source>one chip</source>
        <translation>单芯片</translation>
    </message>
    <message>
        <source>%1, pods: %2</source>
        <translation>%1，pod 数：%2</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>未建模</translation>
    </message>
    <message>
        <source>Approximations:</source>
        <translation>近似处理：</translation>
    </message>
    <message>
        <source>&amp;Calibrate to my run…</source>
        <translation>按我的运行校准(&amp;C)…</translation>
    </message>
    <message>
        <source>Fit the hardware&apos;s matmul efficiency to the step your own run measured with the layout open now</source>
        <translation>按你自己的运行在当前布局下实测的步时间，拟合硬件的矩阵乘法效率</translation>
    </message>
</context>
<context>
    <name>shardscope::ScenarioDocument</name>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Pin as A</source>
        <translation>固定为 A</translation>
    </message>
    <message>
        <source>Unpin A</source>
        <translation>取消固定 A</translation>
    </message>
    <message>
        <source>Swap A and current</source>
        <translation>交换 A 与当前</translation>
    </message>
    <message>
        <source>Load A from %1</source>
        <translation>从 %1 加载 A</translation>
    </message>
</context>
<context>
    <name>shardscope::SplitSweepFigure</name>
    <message>
        <source>Drag the split</source>
        <translation>拖动切分</translation>
    </message>
    <message>
        <source>Communication time over the FSDP/TP split</source>
        <translation>通信时间随 FSDP/TP 切分的变化</translation>
    </message>
    <message>
        <source>FSDP ways X (TP ways Y = N / X)</source>
        <translation>FSDP 路数 X（TP 路数 Y = N / X）</translation>
    </message>
    <message>
        <source>Time per layer (forward)</source>
        <translation>每层时间（前向）</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>FSDP part: 4DF / (Y·W·M_X)</source>
        <translation>FSDP 部分：4DF / (Y·W·M_X)</translation>
    </message>
    <message>
        <source>TP part: 4BD / (X·W·M_Y)</source>
        <translation>TP 部分：4BD / (X·W·M_Y)</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>X_opt ≈ %1</source>
        <translation>X_opt ≈ %1</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>切分</translation>
    </message>
    <message>
        <source>FSDP ways X</source>
        <translation>FSDP 路数 X</translation>
    </message>
    <message>
        <source>Time per layer</source>
        <translation>每层时间</translation>
    </message>
</context>
<context>
    <name>shardscope::SweepPlayer</name>
    <message>
        <source>&amp;Play the sweep</source>
        <translation>播放扫描(&amp;P)</translation>
    </message>
    <message>
        <source>Play the sweep (F5): the batch over the figures&apos; batch axis, or every split on the split sweep; any key or click stops it</source>
        <translation>播放扫描（F5）：batch 沿各图的 batch 轴变化，或在切分扫描图上逐个切分；按任意键或点击即停止</translation>
    </message>
    <message>
        <source>Play the batch sweep</source>
        <translation>播放 batch 扫描</translation>
    </message>
    <message>
        <source>Play the split sweep</source>
        <translation>播放切分扫描</translation>
    </message>
</context>
<context>
    <name>shardscope::format</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 纳秒</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 PB</source>
        <translation>%1 PB</translation>
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
        <translation>%1 千</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>count: million</comment>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>count: billion</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 T</source>
        <comment>count: trillion</comment>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 P</source>
        <comment>count: quadrillion</comment>
        <translation>%1 P</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>bytes</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
</context>
</TS>
