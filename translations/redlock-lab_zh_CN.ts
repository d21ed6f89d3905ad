<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::AppOptionsParser</name>
    <message>
        <source>Redlock Lab: an interactive lesson on the Redlock distributed lock.</source>
        <translation>Redlock 实验室：红锁（Redlock）分布式锁的交互式课程。</translation>
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
        <source>Unexpected argument &quot;%1&quot;; see --help.
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
        <source>Unknown backend &quot;%1&quot;: expected one of %2.
</source>
        <translation>未知的后端“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: expected one of %2.
</source>
        <translation>未知的页面“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: expected en or zh_CN.
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
    <message>
        <source>Write the start page as PNG, SVG or PDF handout (by the file&apos;s suffix) and exit; works without a display like --screenshot.</source>
        <translation>把启动页面写成 PNG、SVG 或 PDF 讲义（按文件后缀决定）后退出；与 --screenshot 一样无需显示器即可运行。</translation>
    </message>
    <message>
        <source>Colour theme: light, dark or system.</source>
        <translation>配色主题：light（浅色）、dark（深色）或 system（跟随系统）。</translation>
    </message>
    <message>
        <source>Forget all saved settings before starting.</source>
        <translation>启动前清除所有已保存的设置。</translation>
    </message>
    <message>
        <source>--export &quot;%1&quot;: the file name must end in .png, .svg or .pdf.
</source>
        <translation>--export “%1”：文件名必须以 .png、.svg 或 .pdf 结尾。
</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: expected light, dark or system.
</source>
        <translation>未知的主题“%1”：应为 light、dark 或 system。
</translation>
    </message>
    <message>
        <source>Window size of --screenshot and --export renders (default 1280x800).</source>
        <translation>--screenshot 和 --export 渲染时的窗口大小（默认 1280x800）。</translation>
    </message>
    <message>
        <source>--size &quot;%1&quot;: expected WIDTHxHEIGHT between 640x480 and 7680x4320, e.g. 1920x1080.
</source>
        <translation>--size &quot;%1&quot;：应为 640x480 到 7680x4320 之间的 宽x高，例如 1920x1080。
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
    <message>
        <source>Elapsed time of the acquire</source>
        <translation>获取过程的耗时</translation>
    </message>
    <message>
        <source>T2 − T1 in milliseconds. Arrow keys move 10 ms, Page Up and Down 1 000 ms.</source>
        <translation>T2 − T1，单位为毫秒。方向键每次移动 10 毫秒，Page Up / Page Down 每次移动 1 000 毫秒。</translation>
    </message>
    <message>
        <source>TTL in milliseconds</source>
        <translation>TTL（毫秒）</translation>
    </message>
    <message>
        <source>How long each master keeps the key.</source>
        <translation>每个主节点保留该键的时长。</translation>
    </message>
    <message>
        <source>Drift factor</source>
        <translation>漂移系数</translation>
    </message>
    <message>
        <source>Share of the TTL set aside for clock drift; 2 ms are added on top.</source>
        <translation>为时钟漂移预留的 TTL 比例，另外再加 2 毫秒。</translation>
    </message>
    <message>
        <source>Gate 1, votes</source>
        <translation>第一道关：票数</translation>
    </message>
    <message>
        <source>Gate 2, time</source>
        <translation>第二道关：时间</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Elapsed against TTL</source>
        <translation>耗时与 TTL 的对比</translation>
    </message>
    <message>
        <source>Drift allowance</source>
        <translation>漂移余量</translation>
    </message>
    <message>
        <source>Validity left</source>
        <translation>剩余有效期</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LabState</name>
    <message>
        <source>Master M%1 does not exist among %2 masters.</source>
        <translation>%2 个主节点中没有 M%1。</translation>
    </message>
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
        <source>Could not write the screenshot to &quot;%1&quot;.</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
    <message>
        <source>About Redlock Lab</source>
        <translation>关于 Redlock 实验室</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Redlock Lab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;An interactive lesson on Redlock: a lock taken on a majority of independent Redis or Valkey masters, and admitted only if the acquire also fits inside the lease.&lt;/p&gt;&lt;p&gt;Every verdict shown here is computed by the same core library the real client uses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Redlock 实验室&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;一门关于红锁（Redlock）的交互式课程：锁要在相互独立的 Redis 或 Valkey 主节点的多数派上取得，而且只有当整个获取过程也落在租约之内时才算成立。&lt;/p&gt;&lt;p&gt;这里显示的每一个判定，都由真实客户端所用的同一个核心库计算得出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pages of the lesson</source>
        <translation>课程页面</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export page</source>
        <translation>导出页面</translation>
    </message>
    <message>
        <source>Reset settings</source>
        <translation>重置设置</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <source>&amp;Masters (N):</source>
        <translation>主节点数 N(&amp;M)：</translation>
    </message>
    <message>
        <source>The rule, for N = %1</source>
        <translation>N = %1 时的规则</translation>
    </message>
    <message>
        <source>Number keys 1 to 9 flip the masters.</source>
        <translation>数字键 1 到 9 可切换各个主节点。</translation>
    </message>
    <message>
        <source>Number of masters</source>
        <translation>主节点数量</translation>
    </message>
    <message>
        <source>How many independent masters take part, 1 to 9.</source>
        <translation>参与的独立主节点个数，1 到 9 个。</translation>
    </message>
    <message>
        <source>Vote bar</source>
        <translation>投票条</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Vote count</source>
        <translation>票数统计</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>The rule for this N</source>
        <translation>当前 N 下的规则</translation>
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
    <message>
        <source>How M%1 goes down</source>
        <translation>M%1 如何下线</translation>
    </message>
    <message>
        <source>Chooses what clicking M%1 does on a live backend: crash, hang, restart, partition or pause.</source>
        <translation>选择在在线后端上点击 M%1 时的动作：崩溃、挂起、重启、网络分区或暂停。</translation>
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
        <source>Why two clients cannot both hold a majority at one instant.</source>
        <translation>为什么两个客户端不可能在同一时刻都拿到多数派。</translation>
    </message>
    <message>
        <source>Pauses, delays and clock jumps: where the safety argument is argued over.</source>
        <translation>停顿、延迟与时钟跳变：安全性论证的争议所在。</translation>
    </message>
    <message>
        <source>One Valkey, one clock, no vote: a job lease with a fence, and the trade against Redlock.</source>
        <translation>一台 Valkey、一个时钟、没有投票：带栅栏的任务租约，以及它与红锁的取舍。</translation>
    </message>
    <message>
        <source>The whole algorithm on one page.</source>
        <translation>一页纸看懂整个算法。</translation>
    </message>
    <message>
        <source>Coming next: a space-time diagram of one acquire, with T1, every master&apos;s reply and T2 on a shared timeline.</source>
        <translation>即将推出：一次获取锁的时空图，把 T1、每个主节点的回复和 T2 画在同一条时间线上。</translation>
    </message>
    <message>
        <source>Coming next: two clients picking masters, with the shared master of any two majorities highlighted.</source>
        <translation>即将推出：两个客户端各自争取主节点，并高亮任意两个多数派共有的那个主节点。</translation>
    </message>
    <message>
        <source>Coming next: replayable scenarios — a GC pause, a delayed reply, a clock jump on one master — with fencing tokens on and off.</source>
        <translation>即将推出：可回放的场景——GC 停顿、延迟的回复、某个主节点的时钟跳变——并可开关栅栏令牌。</translation>
    </message>
    <message>
        <source>Coming next: SET NX PX and the token-checked release on a single server, and the failover race that loses the lock.</source>
        <translation>即将推出：单服务器上的 SET NX PX 与校验令牌的释放，以及导致锁丢失的故障转移竞态。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PageExporter</name>
    <message>
        <source>Could not write &quot;%1&quot;.</source>
        <translation>无法写入“%1”。</translation>
    </message>
    <message>
        <source>A page of Redlock Lab.</source>
        <translation>Redlock 实验室的一页。</translation>
    </message>
    <message>
        <source>The numbers on this page</source>
        <translation>本页的数值</translation>
    </message>
    <message>
        <source>Cannot export &quot;%1&quot;: the name must end in .png, .svg or .pdf.</source>
        <translation>无法导出“%1”：文件名必须以 .png、.svg 或 .pdf 结尾。</translation>
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
        <translation>拒绝：未达过半。客户端会在全部 %1 个主节点上删除自己的键，包括那些回复了 OK 的节点。</translation>
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
        <source>Drift allowance: %1 × TTL + 2 ms = %2 ms (the reference implementation&apos;s convention, not part of the spec).</source>
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
        <translation>%2 个主节点中有 %1 个回复 OK——越过了多数线 %3。宕机：%4 · 还能承受的故障：%5（再有这么多主节点故障，仍有过半主节点回复）。</translation>
    </message>
    <message>
        <source>The lock is held, with %1 ms of validity left for the work.</source>
        <translation>锁已持有，还剩 %1 毫秒的有效期用于完成工作。</translation>
    </message>
    <message>
        <source>Masters (N): %1</source>
        <translation>主节点数 (N)：%1</translation>
    </message>
    <message>
        <source>OK votes: %1</source>
        <translation>OK 票数：%1</translation>
    </message>
    <message>
        <source>Majority line (quorum): %1</source>
        <translation>多数线（法定票数）：%1</translation>
    </message>
    <message>
        <source>TTL: %1 ms</source>
        <translation>TTL：%1 毫秒</translation>
    </message>
    <message>
        <source>Elapsed (T2 − T1): %1 ms</source>
        <translation>耗时 (T2 − T1)：%1 毫秒</translation>
    </message>
    <message>
        <source>Drift allowance (%1 × TTL + 2 ms): %2 ms</source>
        <translation>漂移余量（%1 × TTL + 2 毫秒）：%2 毫秒</translation>
    </message>
    <message>
        <source>Validity (TTL − elapsed − drift): %1 ms</source>
        <translation>有效期（TTL − 耗时 − 漂移）：%1 毫秒</translation>
    </message>
    <message>
        <source>Vote gate: %1 · time gate: %2</source>
        <translation>票数关：%1 · 时间关：%2</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPage</name>
    <message>
        <source>Further reading</source>
        <translation>延伸阅读</translation>
    </message>
    <message>
        <source>Redis / Valkey docs, “Distributed Locks with Redis” (topics/distlock.md)</source>
        <translation>Redis / Valkey 文档《Distributed Locks with Redis》（topics/distlock.md）</translation>
    </message>
    <message>
        <source>The algorithm itself: the majority rule, the validity time, releasing on every master and retrying after a random delay.</source>
        <translation>算法本身：过半规则、有效期、在每个主节点上释放，以及失败后随机延迟再重试。</translation>
    </message>
    <message>
        <source>Martin Kleppmann, “How to do distributed locking” (2016)</source>
        <translation>Martin Kleppmann，《How to do distributed locking》（2016）</translation>
    </message>
    <message>
        <source>The critique: pauses and clock jumps can outlast a lease, so a lock that guards correctness needs fencing tokens checked by the storage.</source>
        <translation>批评：进程停顿和时钟跳变可能比租约还长，因此用来保证正确性的锁需要由存储端校验的栅栏令牌。</translation>
    </message>
    <message>
        <source>antirez, “Is Redlock safe?” (2016)</source>
        <translation>antirez，《Is Redlock safe?》（2016）</translation>
    </message>
    <message>
        <source>The reply: why the time check after the acquire matters, and which clock assumptions Redlock does and does not make.</source>
        <translation>回应：获取之后的时间检查为何重要，以及红锁对时钟做了哪些假设、没有做哪些假设。</translation>
    </message>
    <message>
        <source>Valkey docs: Lua scripting and the TIME command</source>
        <translation>Valkey 文档：Lua 脚本与 TIME 命令</translation>
    </message>
    <message>
        <source>How the token-checked release and extend run atomically on one server, and how a server reports its own clock.</source>
        <translation>校验令牌的释放与续约如何在单台服务器上原子地执行，以及服务器如何报告自己的时钟。</translation>
    </message>
    <message>
        <source>Take the lock on N independent masters and count it only when more than half answer OK. With N = %1 the line is %2, so %3 of them may fail and a lock can still be taken.</source>
        <translation>在 N 个相互独立的主节点上加锁，只有超过半数回复 OK 才算数。N = %1 时多数线是 %2，因此其中 %3 个发生故障时仍能取得锁。</translation>
    </message>
    <message>
        <source>Now: %1 · %2</source>
        <translation>当前：%1 · %2</translation>
    </message>
    <message>
        <source>Read the clock (T1), send the same SET NX PX with one random token to every master, read the clock again (T2) once the last reply is in.</source>
        <translation>先读时钟（T1），把同一条带随机值的 SET NX PX 发给每个主节点，等最后一个回复到达后再读一次时钟（T2）。</translation>
    </message>
    <message>
        <source>Two checks decide: enough votes, and T2 − T1 below the TTL with validity left after the drift allowance. If either fails, the client releases on every master.</source>
        <translation>由两道检查决定：票数足够；T2 − T1 小于 TTL，且扣除漂移余量后仍有剩余有效期。任一项不通过，客户端都要在每个主节点上释放。</translation>
    </message>
    <message>
        <source>Now: votes %1 · time %2 · validity %3 ms</source>
        <translation>当前：票数 %1 · 时间 %2 · 有效期 %3 毫秒</translation>
    </message>
    <message>
        <source>Any two majorities of the same N share at least 2m − N masters, and each master holds one value per key — so two clients cannot both hold a majority at one instant, as long as no master loses or expires a key early (page 5 shows both).</source>
        <translation>同一 N 下的任意两个多数派至少共享 2m − N 个主节点，而每个主节点上一个键只能有一个值——所以只要没有主节点提前丢失或提前过期一个键，两个客户端就不可能在同一时刻都拿到多数派（第 5 页演示了这两种情况）。</translation>
    </message>
    <message>
        <source>Here: two majorities of %1 share M%2 (at least %3 in common).</source>
        <translation>此处：%1 个节点中的两个多数派共享 M%2（至少有 %3 个共同节点）。</translation>
    </message>
    <message>
        <source>Happy path: T2 − T1 = %1 ms, validity %2 − %3 − %4 = %5 ms</source>
        <translation>顺利路径：T2 − T1 = %1 毫秒，有效期 %2 − %3 − %4 = %5 毫秒</translation>
    </message>
    <message>
        <source>The contrast: a job lease on a single Valkey. A claim script takes the next pending job, raises its attempts counter, which serves as the fence, and sets a deadline from the server&apos;s TIME; a reaper hands lapsed leases back. One server, one clock, no majority: running a job twice is harmless because the handler is idempotent, and the fence refuses a late completion.</source>
        <translation>对照：单个 Valkey 上的任务租约。领取脚本取出下一个待处理任务，把它的 attempts 计数器加一作为栅栏号，并按服务器的 TIME 定下截止时间；回收器把过期的租约交还。一台服务器、一个时钟、不需要多数派：处理函数是幂等的，所以任务重跑一次也无害，而栅栏号会拒绝迟到的完成。</translation>
    </message>
    <message>
        <source>Claim → lapse → re-claim: fence %1 → %2; stale completion %3, new one %4</source>
        <translation>领取 → 过期 → 重新领取：栅栏号 %1 → %2；迟到的完成%3，新的完成%4</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>被接受</translation>
    </message>
    <message>
        <source>a harmless duplicate</source>
        <translation>是无害的重复</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>unknown job</source>
        <translation>找不到任务</translation>
    </message>
    <message>
        <source>Safety rests on time: a master whose clock jumps forward ends its key early, and a paused client still believes after its lease is over. What outlasts the lease is the client&apos;s belief, so two clients can both believe they hold the lock. Redis and Valkey expire keys by the wall clock; a fencing token checked by the storage turns the late writer away.</source>
        <translation>安全性建立在时间之上：时钟向前跳变的主节点会提前让键过期，停顿中的客户端在租约结束后仍认为自己持有锁。撑过租约的是客户端的“自认持有”，于是两个客户端可能都认为自己持有锁。Redis 和 Valkey 按系统时钟让键过期；由存储检查的栅栏令牌会把迟到的写入者挡在门外。</translation>
    </message>
    <message>
        <source>Clock jump on one master: two holders for %1 ms; on a hypothetical server with monotonic expiry %2 ms</source>
        <translation>一个主节点时钟跳变：两个持有者并存 %1 毫秒；在按单调时钟过期的假想服务器上为 %2 毫秒</translation>
    </message>
    <message>
        <source>The core is computing this card&apos;s numbers…</source>
        <translation>核心库正在计算这张卡片上的数字……</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPoint</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open page %1 →</source>
        <translation>打开第 %1 页 →</translation>
    </message>
    <message>
        <source>Open the page “%1”</source>
        <translation>打开页面“%1”</translation>
    </message>
    <message>
        <source>Shows page %1 of the lab.</source>
        <translation>显示实验室的第 %1 页。</translation>
    </message>
    <message>
        <source>Live state of “%1”</source>
        <translation>“%1”的实时状态</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Screenshot</name>
    <message>
        <source>Could not write the screenshot to &quot;%1&quot;.</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Every key the lab answers to. A presentation clicker sends Page Down and Page Up, so it turns the pages.</source>
        <translation>实验室响应的所有按键。演示翻页笔发送的是 Page Down 和 Page Up，所以可以直接用它翻页。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the controls of a page</source>
        <translation>在页面的各个控件之间移动</translation>
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
<context>
    <name>redlock::ui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
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
        <source>Export page as &amp;PNG…</source>
        <translation>将页面导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export page as S&amp;VG…</source>
        <translation>将页面导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Handout (PDF)…</source>
        <translation>讲义 PDF(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Screenshot of the window…</source>
        <translation>窗口截图(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Reset settings</source>
        <translation>重置设置(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;Next page / step</source>
        <translation>下一页 / 下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Pre&amp;vious page / step</source>
        <translation>上一页 / 上一步(&amp;V)</translation>
    </message>
    <message>
        <source>Pause or resume playback</source>
        <translation>暂停或继续播放</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Larger presenter text</source>
        <translation>放大演示文字</translation>
    </message>
    <message>
        <source>Smaller presenter text</source>
        <translation>缩小演示文字</translation>
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
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Redlock Lab</source>
        <translation>关于 Redlock 实验室(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Safety check…</source>
        <translation>安全性检查(&amp;S)…</translation>
    </message>
    <message>
        <source>Fit this page to the window</source>
        <translation>让本页适应窗口</translation>
    </message>
</context>
</TS>
