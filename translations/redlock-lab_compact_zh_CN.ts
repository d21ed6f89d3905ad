<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::GatesPage</name>
    <message>
        <source>TTL %1 ms · drift factor %2</source>
        <translation>TTL %1 毫秒 · 漂移系数 %2</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolPage</name>
    <message>
        <source>1 client</source>
        <translation>1 个客户端</translation>
    </message>
    <message>
        <source>%1 clients race</source>
        <translation>%1 个客户端竞争</translation>
    </message>
    <message>
        <source>%1/%1 up</source>
        <translation>%1/%1 个在线</translation>
    </message>
    <message>
        <source>%1/%2 up (%3 down)</source>
        <translation>%1/%2 个在线（%3 宕机）</translation>
    </message>
    <message>
        <source>%1 ms each way</source>
        <translation>单程各 %1 毫秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 · %2 · TTL %3 ms · timeout %4 ms · %5 · %6 · seed %7</source>
        <translation>%1 · %2 · TTL %3 毫秒 · 超时 %4 毫秒 · %5 · %6 · 种子 %7</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SetupDrawer</name>
    <message>
        <source>Set-up</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Show or hide this page's settings; folded, the line beside says what they are set to.</source>
        <translation>显示或隐藏本页的设置；折叠时，旁边一行列出它们当前的取值。</translation>
    </message>
</context>
</TS>
