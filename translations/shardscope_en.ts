<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<!-- English plural forms only (lupdate -pluralonly): the sources say "chip(s)". -->
<context>
    <name>LessonUnit</name>
    <message numerus="yes">
        <source>%1 tokens</source>
        <comment>a number of tokens</comment>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::Board</name>
    <message numerus="yes">
        <source>%n more view(s) the bar has no room for: %1</source>
        <translation>
            <numerusform>%n more view the bar has no room for: %1</numerusform>
            <numerusform>%n more views the bar has no room for: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::ExplanationPanel</name>
    <message numerus="yes">
        <source>across %n nodes</source>
        <translation>
            <numerusform>across %n node</numerusform>
            <numerusform>across %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n node(s) of %1 chips on one switch. Communication in one step:</source>
        <translation>
            <numerusform>&lt;p&gt;%n node of %1 chips on one switch. Communication in one step:</numerusform>
            <numerusform>&lt;p&gt;%n nodes of %1 chips on one switch. Communication in one step:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;FSDP %1 × TP %2 × PP %3 on %n chip(s); the FSDP axis spans M_X = %4 mesh axes, TP spans M_Y = %5.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;FSDP %1 × TP %2 × PP %3 on %n chip; the FSDP axis spans M_X = %4 mesh axes, TP spans M_Y = %5.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;FSDP %1 × TP %2 × PP %3 on %n chips; the FSDP axis spans M_X = %4 mesh axes, TP spans M_Y = %5.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::ExportActions</name>
    <message numerus="yes">
        <source>Wrote %n figure(s) to %1</source>
        <translation>
            <numerusform>Wrote %n figure to %1</numerusform>
            <numerusform>Wrote %n figures to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::LessonSummary</name>
    <message numerus="yes">
        <source>Of %n question(s): %1 right the first time, %2 right after retries, %3 answers shown.</source>
        <translation>
            <numerusform>Of %n question: %1 right the first time, %2 right after retries, %3 answers shown.</numerusform>
            <numerusform>Of %n questions: %1 right the first time, %2 right after retries, %3 answers shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shardscope::MeshView</name>
    <message numerus="yes">
        <source>%n more FSDP groups like this one</source>
        <translation>
            <numerusform>%n more FSDP group like this one</numerusform>
            <numerusform>%n more FSDP groups like this one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more TP groups like this one</source>
        <translation>
            <numerusform>%n more TP group like this one</numerusform>
            <numerusform>%n more TP groups like this one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more CP groups like this one</source>
        <translation>
            <numerusform>%n more CP group like this one</numerusform>
            <numerusform>%n more CP groups like this one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>X = %1 (%n axes)</source>
        <translation>
            <numerusform>X = %1 (%n axis)</numerusform>
            <numerusform>X = %1 (%n axes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Y = %1 (%n axes)</source>
        <translation>
            <numerusform>Y = %1 (%n axis)</numerusform>
            <numerusform>Y = %1 (%n axes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 chips over %n axes</source>
        <translation>
            <numerusform>%1 chips over %n axis</numerusform>
            <numerusform>%1 chips over %n axes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, summed on the way, %n times</source>
        <translation>
            <numerusform>%1 → next chip of the CP ring, summed on the way, once</numerusform>
            <numerusform>%1 → next chip of the CP ring, summed on the way, %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → next chip of the CP ring, %n times</source>
        <translation>
            <numerusform>%1 → next chip of the CP ring, once</numerusform>
            <numerusform>%1 → next chip of the CP ring, %n times</numerusform>
        </translation>
    </message>
</context>
</TS>
