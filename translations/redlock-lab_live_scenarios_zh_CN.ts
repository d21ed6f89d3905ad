<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::LiveRunPanel</name>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="+73"/>
        <source>Needs redis-server or valkey-server on this machine.</source>
        <translation>需要本机装有 redis-server 或 valkey-server。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not on real servers: Redis and Valkey expire keys by their wall clock, so a server that ignores the jump exists only in the simulator.</source>
        <translation>无法在真实服务器上运行：Redis 和 Valkey 按系统时钟让键过期，不理会时钟跳变的服务器只存在于模拟器中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not on real servers: a killed server&apos;s last writes are still in the operating system&apos;s page cache, so only a power loss would drop them.</source>
        <translation>无法在真实服务器上运行：被杀掉的服务器最后写入的数据仍在操作系统的页缓存里，只有断电才会丢失它们。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not on real servers: this script needs something the real servers or the real client do not do (failover, a naive or wall-clock client, a client clock jump).</source>
        <translation>无法在真实服务器上运行：这个脚本需要真实服务器或真实客户端做不到的事（故障转移、朴素客户端或按系统时钟计时的客户端、客户端时钟跳变）。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>On real servers</source>
        <translation>在真实服务器上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run on real servers</source>
        <translation>在真实服务器上运行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Playing A on %1 real servers with real clients, the script&apos;s times divided by %2: about %3 s.</source>
        <translation>正在 %1 台真实服务器上用真实客户端运行 A，脚本中的时间除以 %2：约 %3 秒。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A, played on %1 real servers: the script&apos;s times divided by %2, the per-master timeout of %3 ms kept; each master&apos;s clock as its server&apos;s TIME read it, overlaps measured on this machine&apos;s one steady clock.</source>
        <translation>A 已在 %1 台真实服务器上运行：脚本中的时间除以 %2，每个主节点 %3 毫秒的超时保持不变；各主节点的时钟取自其服务器 TIME 命令的读数，重叠时间用本机唯一的单调时钟测量。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The servers could not be started: %1</source>
        <translation>无法启动服务器：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays A on %1 real local servers: real clock jumps, partitions, crashes and pauses.</source>
        <translation>在 %1 台真实的本地服务器上运行 A：真实的时钟跳变、网络分区、崩溃和停顿。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays run A again on real local servers, with real clients and real faults; it takes a few seconds</source>
        <translation>在真实的本地服务器上用真实客户端和真实故障重新运行 A，需要几秒钟</translation>
    </message>
</context>
</TS>
