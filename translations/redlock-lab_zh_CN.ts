<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::AppOptionsParser</name>
    <message>
        <source>Redlock Lab: an interactive lesson on the Redlock distributed lock.</source>
        <translation>Redlock 实验室：Redlock 分布式锁的交互式课程。</translation>
    </message>
    <message>
        <source>Where the masters live: mock (default, in-process, virtual time), local or external. Only mock is available in this build; local and external print a notice and fall back to mock.</source>
        <translation>主节点所在的位置：mock（默认，进程内运行，虚拟时间）、local 或 external。本版本只提供 mock；选择 local 或 external 时会打印提示并改用 mock。</translation>
    </message>
    <message>
        <source>Comma-separated host:port list for the external backend (stored for later use).</source>
        <translation>供 external 后端使用的 host:port 列表，以逗号分隔（先保存，留待以后使用）。</translation>
    </message>
    <message>
        <source>Page to open first: %1.</source>
        <translation>启动时打开的页面：%1。</translation>
    </message>
    <message>
        <source>Interface language: en or zh_CN.</source>
        <translation>界面语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>Presenter mode: larger text for a projector (F5 toggles it).</source>
        <translation>演示模式：为投影仪放大文字（按 F5 切换）。</translation>
    </message>
    <message>
        <source>Render the window at 1280×800 after start-up, save it as PNG and exit.</source>
        <translation>启动后以 1280×800 渲染窗口，保存为 PNG 后退出。</translation>
    </message>
    <message>
        <source>Unexpected argument "%1"; see --help.
</source>
        <translation>多余的参数“%1”；请查看 --help。
</translation>
    </message>
    <message>
        <source>The %1 backend is not available in this build yet; using the mock backend instead.
</source>
        <translation>本版本尚未提供 %1 后端，改用 mock 后端。
</translation>
    </message>
    <message>
        <source>Unknown backend "%1": expected mock, local or external.
</source>
        <translation>未知的后端“%1”：应为 mock、local 或 external。
</translation>
    </message>
    <message>
        <source>Unknown page "%1": expected one of %2.
</source>
        <translation>未知的页面“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <source>Unknown language "%1": expected en or zh_CN.
</source>
        <translation>未知的语言“%1”：应为 en 或 zh_CN。
</translation>
    </message>
    <message>
        <source>--screenshot needs a file name ending in .png.
</source>
        <translation>--screenshot 需要一个以 .png 结尾的文件名。
</translation>
    </message>
</context>
<context>
    <name>redlock::ui::GatesPage</name>
    <message>
        <source>Gate 1 · votes</source>
        <translation>第一道关 · 票数</translation>
    </message>
    <message>
        <source>Gate 2 · time</source>
        <translation>第二道关 · 时间</translation>
    </message>
    <message>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Drift factor:</source>
        <translation>漂移系数(&amp;D)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Elapsed, T2 − T1: %1 ms</source>
        <translation>耗时 T2 − T1：%1 毫秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LabState</name>
    <message>
        <source>%1 masters is not possible here: choose between %2 and %3.</source>
        <translation>这里不能使用 %1 个主节点：请在 %2 到 %3 之间选择。</translation>
    </message>
    <message>
        <source>There is no master M%1: this lab has M1 to M%2.</source>
        <translation>没有主节点 M%1：本实验只有 M1 到 M%2。</translation>
    </message>
    <message>
        <source>A TTL of %1 ms is out of range: use 1 ms to 86 400 000 ms (24 hours).</source>
        <translation>TTL %1 毫秒超出范围：请使用 1 毫秒到 86 400 000 毫秒（24 小时）。</translation>
    </message>
    <message>
        <source>An acquire cannot take negative time (%1 ms).</source>
        <translation>获取锁的耗时不能为负（%1 毫秒）。</translation>
    </message>
    <message>
        <source>A drift factor of %1 is out of range: use 0 or more, below 1.</source>
        <translation>漂移系数 %1 超出范围：应不小于 0 且小于 1。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MainWindow</name>
    <message>
        <source>Redlock Lab</source>
        <translation>Redlock 实验室</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Screenshot…</source>
        <translation>截图(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;About Redlock Lab</source>
        <translation>关于 Redlock 实验室(&amp;A)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Backend: mock (embedded, virtual time)</source>
        <translation>后端：mock（内嵌，虚拟时间）</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>截图</translation>
    </message>
    <message>
        <source>Could not write the screenshot to "%1".</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
    <message>
        <source>About Redlock Lab</source>
        <translation>关于 Redlock 实验室</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Redlock Lab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;An interactive lesson on Redlock: a lock taken on a majority of independent Redis or Valkey masters, and admitted only if the acquire also fits inside the lease.&lt;/p&gt;&lt;p&gt;Every verdict shown here is computed by the same core library the real client uses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Redlock 实验室&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;一门关于 Redlock 的交互式课程：锁要在多数个相互独立的 Redis 或 Valkey 主节点上取得，而且只有当整个获取过程也落在租约之内时才算成立。&lt;/p&gt;&lt;p&gt;这里显示的每一个判定，都由真实客户端所用的同一个核心库计算得出。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <source>&amp;Masters (N):</source>
        <translation>主节点数 N(&amp;M)：</translation>
    </message>
    <message>
        <source>Click a master, or press its number key, to flip it between OK and down.</source>
        <translation>点击某个主节点，或按下它的数字键，即可在“正常”和“宕机”之间切换。</translation>
    </message>
    <message>
        <source>The rule, for N = %1</source>
        <translation>N = %1 时的规则</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterToggles</name>
    <message>
        <source>M%1
OK</source>
        <translation>M%1
正常</translation>
    </message>
    <message>
        <source>M%1
down</source>
        <translation>M%1
宕机</translation>
    </message>
    <message>
        <source>M%1 answers OK. Click or press %1 to take it down.</source>
        <translation>M%1 回复 OK。点击或按 %1 让它宕机。</translation>
    </message>
    <message>
        <source>M%1 is down. Click or press %1 to bring it back.</source>
        <translation>M%1 已宕机。点击或按 %1 让它恢复。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PageCatalog</name>
    <message>
        <source>Why a majority</source>
        <translation>为什么要多数派</translation>
    </message>
    <message>
        <source>The acquire protocol</source>
        <translation>获取锁的协议</translation>
    </message>
    <message>
        <source>The two gates</source>
        <translation>两道关卡</translation>
    </message>
    <message>
        <source>Quorum overlap</source>
        <translation>多数派的交集</translation>
    </message>
    <message>
        <source>The timing debate</source>
        <translation>关于时间的争论</translation>
    </message>
    <message>
        <source>A single-server lease</source>
        <translation>单服务器租约</translation>
    </message>
    <message>
        <source>Recap</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>Flip masters up and down: a lock needs OK from more than half of them.</source>
        <translation>让主节点上线或宕机：锁需要超过半数的主节点回复 OK。</translation>
    </message>
    <message>
        <source>One acquire, step by step, from the first SET to the final verdict.</source>
        <translation>一次获取锁的全过程，从第一条 SET 到最后的判定。</translation>
    </message>
    <message>
        <source>A lock must pass two checks: enough votes, and enough time left.</source>
        <translation>锁必须通过两道检查：票数足够，剩余时间也足够。</translation>
    </message>
    <message>
        <source>Why two clients can never both hold a majority.</source>
        <translation>为什么两个客户端不可能同时拿到多数派。</translation>
    </message>
    <message>
        <source>Pauses, delays and clock jumps: where the safety argument is argued over.</source>
        <translation>停顿、延迟与时钟跳变：安全性论证的争议所在。</translation>
    </message>
    <message>
        <source>The one-server lock that Redlock builds on, and where it breaks.</source>
        <translation>Redlock 所依托的单服务器锁，以及它在哪里失效。</translation>
    </message>
    <message>
        <source>The whole algorithm on one page.</source>
        <translation>一页纸看懂整个算法。</translation>
    </message>
    <message>
        <source>Coming next: a space-time diagram of one acquire, with T1, every master's reply and T2 on a shared timeline.</source>
        <translation>即将推出：一次获取锁的时空图，把 T1、每个主节点的回复和 T2 画在同一条时间线上。</translation>
    </message>
    <message>
        <source>Coming next: two clients picking masters, with the shared master of any two majorities highlighted.</source>
        <translation>即将推出：两个客户端各自争取主节点，并高亮任意两个多数派共有的那个主节点。</translation>
    </message>
    <message>
        <source>Coming next: replayable scenarios — a GC pause, a delayed reply, a clock jump on one master — with fencing tokens on and off.</source>
        <translation>即将推出：可回放的场景——GC 停顿、延迟的回复、某个主节点的时钟跳变——并可开关防护令牌（fencing token）。</translation>
    </message>
    <message>
        <source>Coming next: SET NX PX and the token-checked release on a single server, and the failover race that loses the lock.</source>
        <translation>即将推出：单服务器上的 SET NX PX 与校验令牌的释放，以及导致锁丢失的故障转移竞态。</translation>
    </message>
    <message>
        <source>Coming next: a one-screen summary of the rules, the numbers and the caveats.</source>
        <translation>即将推出：一屏汇总规则、关键数字和注意事项。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Readouts</name>
    <message>
        <source>Lock held</source>
        <translation>已持有锁</translation>
    </message>
    <message>
        <source>Lock refused</source>
        <translation>未获得锁</translation>
    </message>
    <message>
        <source>Only %1 of %2 masters answered OK — %3 short of the majority line of %4. No majority means no lock.</source>
        <translation>%2 个主节点中只有 %1 个回复 OK——距多数线 %4 还差 %3 个。没有多数派，就没有锁。</translation>
    </message>
    <message>
        <source>Refused: no majority. The client deletes its key on all %1 masters, including the ones that said OK.</source>
        <translation>拒绝：未达多数。客户端会在全部 %1 个主节点上删除自己的键，包括那些回复了 OK 的节点。</translation>
    </message>
    <message>
        <source>Refused: the acquire took %1 ms, no less than the %2 ms TTL, so the first keys had already expired. Released on all %3 masters — even with %4 of %3 OK.</source>
        <translation>拒绝：获取耗时 %1 毫秒，不小于 %2 毫秒的 TTL，最早写入的键已经过期。即使 %3 个中有 %4 个回复 OK，也要在全部 %3 个主节点上释放。</translation>
    </message>
    <message>
        <source>Refused: the acquire finished inside the TTL, but the %1 ms drift allowance ate what was left (validity %2 ms). Released on all %3 masters.</source>
        <translation>拒绝：获取虽在 TTL 之内完成，但 %1 毫秒的漂移余量吃掉了剩下的时间（有效期 %2 毫秒）。在全部 %3 个主节点上释放。</translation>
    </message>
    <message>
        <source>majority line: %1 of %2</source>
        <translation>多数线：%1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1 OK of %2 · needs %3</source>
        <translation>%2 个中 %1 个 OK · 需要 %3 个</translation>
    </message>
    <message>
        <source>%1 ms &lt; TTL %2 ms</source>
        <translation>%1 毫秒 &lt; TTL %2 毫秒</translation>
    </message>
    <message>
        <source>%1 ms ≥ TTL %2 ms</source>
        <translation>%1 毫秒 ≥ TTL %2 毫秒</translation>
    </message>
    <message>
        <source>Acquire took %1 ms of a %2 ms TTL.</source>
        <translation>获取用去了 %2 毫秒 TTL 中的 %1 毫秒。</translation>
    </message>
    <message>
        <source>Drift allowance: %1 × TTL + 2 ms = %2 ms (the reference implementation's convention, not part of the spec).</source>
        <translation>漂移余量：%1 × TTL + 2 毫秒 = %2 毫秒（这是参考实现的约定，并非规范的一部分）。</translation>
    </message>
    <message>
        <source>Validity left: TTL − elapsed − drift = %1 ms.</source>
        <translation>剩余有效期：TTL − 耗时 − 漂移 = %1 毫秒。</translation>
    </message>
    <message>
        <source>✓ PASS</source>
        <translation>✓ 通过</translation>
    </message>
    <message>
        <source>✗ FAIL</source>
        <translation>✗ 未通过</translation>
    </message>
    <message>
        <source>%1 or more of %2 OK → a majority: the lock is held.
%3 of %2 OK → not a majority: released on all %2.
The majority line for N = %2 is floor(%2/2) + 1 = %1.</source>
        <translation>%2 个中有 %1 个或更多 OK → 多数派：持有锁。
%2 个中只有 %3 个 OK → 不是多数派：在全部 %2 个节点上释放。
N = %2 时的多数线是 floor(%2/2) + 1 = %1。</translation>
    </message>
    <message>
        <source>%1 of %2 masters answered OK — that clears the majority line of %3. Down: %4 · spare votes: %5 (that many more masters may fail and a majority still answers).</source>
        <translation>%2 个主节点中有 %1 个回复 OK——越过了多数线 %3。宕机：%4 · 富余票数：%5（再有这么多主节点故障，仍有多数派回复）。</translation>
    </message>
    <message>
        <source>The lock is held, with %1 ms of validity left for the work.</source>
        <translation>锁已持有，还剩 %1 毫秒的有效期用于完成工作。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Screenshot</name>
    <message>
        <source>Could not write the screenshot to "%1".</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimeTrack</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>TTL %1 ms</source>
        <translation>TTL %1 毫秒</translation>
    </message>
    <message>
        <source>acquire</source>
        <translation>获取</translation>
    </message>
    <message>
        <source>validity left</source>
        <translation>剩余有效期</translation>
    </message>
    <message>
        <source>drift allowance</source>
        <translation>漂移余量</translation>
    </message>
    <message>
        <source>past the TTL</source>
        <translation>超过 TTL</translation>
    </message>
</context>
<context>
    <name>redlock::ui::VoteBar</name>
    <message>
        <source>OK %1</source>
        <translation>OK %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
</TS>
