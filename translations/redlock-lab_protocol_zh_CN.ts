<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::AvailabilityChart</name>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="127"/>
        <source>exact, N = %1</source>
        <translation>精确值，N = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="129"/>
        <source>Monte Carlo, N = %1</source>
        <translation>蒙特卡洛，N = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="130"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="134"/>
        <source>p: chance that one master is down</source>
        <translation>p：单个主节点宕机的概率</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="135"/>
        <source>P(lock)</source>
        <translation>P(可加锁)</translation>
    </message>
    <message>
        <source>1 − P(lock), log scale</source>
        <translation>1 − P(锁)，对数刻度</translation>
    </message>
</context>
<context>
    <name>redlock::ui::JitterChart</name>
    <message>
        <source>Computing the curves…</source>
        <translation>正在计算曲线…</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1：%2 %</translation>
    </message>
    <message>
        <source>At a 99th percentile of %1 ms, an acquire succeeds in: %2.</source>
        <translation>往返时间第 99 百分位为 %1 毫秒时，加锁成功的比例：%2。</translation>
    </message>
    <message>
        <source>Drawn on top of each other (never more than %1 percentage points apart): %2.</source>
        <translation>以下曲线相互重叠（任一点相差不超过 %1 个百分点）：%2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="0"/>
        <source>Jitter: how often an acquire passes both gates when round trips spread out (%1 masters, %2 seeded trials a point)</source>
        <translation>抖动：往返时间越分散，一次加锁同时过两道关的频率如何变化（%1 个主节点，每个点 %2 次带种子的试验）</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="0"/>
        <source>parallel, TTL %1 ms</source>
        <translation>并行，TTL %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="0"/>
        <source>sequential, TTL %1 ms</source>
        <translation>顺序，TTL %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="0"/>
        <source>99th percentile round trip (ms, log scale); median %1 ms, timeout %2 ms</source>
        <translation>往返时间的第 99 百分位（毫秒，对数刻度）；中位数 %1 毫秒，超时 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="0"/>
        <source>P(acquire succeeds)</source>
        <translation>P(加锁成功)</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveTrace</name>
    <message>
        <source># error @ %1 ms: %2</source>
        <translation># 出错 @ %1 ms：%2</translation>
    </message>
    <message>
        <source># not awaited: the majority was decided at %1 ms</source>
        <translation># 未等待：多数派已在 %1 ms 时确定</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，地址 %2</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPicker</name>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="86"/>
        <source>Client A</source>
        <translation>客户端 A</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="87"/>
        <source>Client B</source>
        <translation>客户端 B</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="106"/>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="112"/>
        <source>▲ shared</source>
        <translation>▲ 共享</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterLinks</name>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="105"/>
        <source>Masters:</source>
        <translation>主节点：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="106"/>
        <source>Latency (ms, one way):</source>
        <translation>延迟（毫秒，单程）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="114"/>
        <source>M%1 up</source>
        <translation>M%1 在线</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="114"/>
        <source>M%1 down</source>
        <translation>M%1 宕机</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="115"/>
        <source>Click to take M%1 down or bring it back (shared with the other pages).</source>
        <translation>点击让 M%1 宕机或恢复（与其他页面共享）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="120"/>
        <source>One-way network latency between the client and M%1.</source>
        <translation>客户端与 M%1 之间的单程网络延迟。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::OverlapPage</name>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="193"/>
        <source>a majority</source>
        <translation>是多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="193"/>
        <source>not a majority</source>
        <translation>不是多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="195"/>
        <source>A = {%1}: %2 of %3, %4.  B = {%5}: %6 of %3, %7.  Shared: %8.</source>
        <translation>A = {%1}：%3 个中的 %2 个，%4。  B = {%5}：%3 个中的 %6 个，%7。  共享：%8。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="202"/>
        <source>Any two majorities of %1 overlap: masters shared ≥ 2 × %2 − %1 = %3.</source>
        <translation>%1 个主节点中的任意两个多数派必有重叠：共享的主节点数 ≥ 2 × %2 − %1 = %3。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="206"/>
        <source>Each majority holds %1 of the %2 masters, so the two together count %3 places for only %2 masters: at least %4 must be counted twice. A master grants the key to one value only, so the client that comes second cannot complete its majority.</source>
        <translation>每个多数派占 %2 个主节点中的 %1 个，两者合起来要占 %3 个位置，而主节点只有 %2 个：至少有 %4 个被算了两次。一个主节点只会把键交给一个值，所以后来的客户端凑不齐自己的多数派。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="232"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="248"/>
        <source>All %1 pairs of the %2 majorities of %3 checked: fewest masters shared by a pair = %4.</source>
        <translation>已检查 %3 个主节点的 %2 个多数派组成的全部 %1 对：一对之间共享的主节点数最少为 %4。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="264"/>
        <source>&amp;Masters (N):</source>
        <translation>主节点数（&amp;M）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="265"/>
        <source>Click masters into client A&apos;s and client B&apos;s sets.</source>
        <translation>点击主节点，把它们放进客户端 A 和客户端 B 的集合。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="266"/>
        <source>Check every pair</source>
        <translation>检查每一对</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="267"/>
        <source>Failures each N survives</source>
        <translation>每个 N 能承受的故障数</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="268"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="268"/>
        <source>majority</source>
        <translation>多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="268"/>
        <source>tolerated failures</source>
        <translation>可容忍故障</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="269"/>
        <source>An even N adds a master but not a failure it can survive: 4 tolerates 1, like 3, and 6 tolerates 2, like 5. The extra master is one more machine that can fail.</source>
        <translation>偶数 N 多了一个主节点，却没有多容忍一次故障：4 个和 3 个一样只容忍 1 个，6 个和 5 个一样只容忍 2 个。多出来的主节点只是又一台可能出故障的机器。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="273"/>
        <source>Each master down with p = %1</source>
        <translation>每个主节点宕机的概率 p = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="274"/>
        <source>Monte Carlo trials:</source>
        <translation>蒙特卡洛试验次数：</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="281"/>
        <source>Monte Carlo running…</source>
        <translation>蒙特卡洛计算中…</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="282"/>
        <source>Monte Carlo %1 % (%2 trials, seed 1)</source>
        <translation>蒙特卡洛 %1 %（%2 次试验，种子 1）</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="285"/>
        <source>N=%1, p=%2: exact %3 %, %4</source>
        <translation>N=%1，p=%2：精确值 %3 %，%4</translation>
    </message>
    <message>
        <source>Show &amp;unavailability 1 − P (log scale)</source>
        <translation>以对数刻度显示不可用率 1 − P(&amp;U)</translation>
    </message>
    <message>
        <source>How often NO lock can be had: on a log scale each extra pair of masters is a visible step down.</source>
        <translation>有多大概率根本拿不到锁：在对数刻度上，每多两个主节点，曲线就明显再降一级。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PlaybackBar</name>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="84"/>
        <source>real time</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="84"/>
        <source>%1× slower</source>
        <translation>慢 %1 倍</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="92"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="92"/>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="93"/>
        <source>Play or pause the trace (Space)</source>
        <translation>播放或暂停轨迹（空格键）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="94"/>
        <source>◀ Step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="95"/>
        <source>Back one event (←)</source>
        <translation>后退一个事件（←）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="96"/>
        <source>Step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="97"/>
        <source>Forward one event (→)</source>
        <translation>前进一个事件（→）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="98"/>
        <source>⟲ Restart</source>
        <translation>⟲ 重新开始</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="99"/>
        <source>Back to t = 0</source>
        <translation>回到 t = 0</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="100"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="102"/>
        <source>t = %1 ms · event %2/%3</source>
        <translation>t = %1 毫秒 · 事件 %2/%3</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolPage</name>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="0"/>
        <source>&amp;Fan-out:</source>
        <translation>扇出（&amp;F）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="0"/>
        <source>parallel</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="0"/>
        <source>The SETs go to every master at once (the spec&apos;s multiplexing).</source>
        <translation>SET 同时发往所有主节点（即规范所说的多路复用）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="0"/>
        <source>sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="0"/>
        <source>One master after another, each with its own timeout; the client stops asking once a majority is out of reach. One client only: a race is always parallel.</source>
        <translation>逐个询问主节点，每个各有自己的超时；一旦剩下的主节点已凑不成过半，客户端就不再询问。仅限单个客户端：竞争总是并行进行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="233"/>
        <source>&amp;Clients:</source>
        <translation>客户端（&amp;C）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="234"/>
        <source>1: one acquire. 2 or 3: clients start together and race.</source>
        <translation>1：一次加锁。2 或 3：多个客户端同时开始竞争。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="235"/>
        <source>&amp;TTL (ms):</source>
        <translation>&amp;TTL（毫秒）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="236"/>
        <source>T&amp;imeout (ms):</source>
        <translation>超时（&amp;I，毫秒）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="237"/>
        <source>Per-instance timeout: how long the client waits for each master. The spec asks for one small next to the TTL: with a 10 s TTL, about 5 to 50 ms.</source>
        <translation>单实例超时：客户端等待每个主节点的时间。规范要求它远小于 TTL：TTL 为 10 秒时，约 5 到 50 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="238"/>
        <source>S&amp;eed:</source>
        <translation>种子（&amp;E）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="239"/>
        <source>The same seed replays the same tokens and the same retry delays.</source>
        <translation>相同的种子会重现相同的令牌和相同的重试延迟。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="240"/>
        <source>Retry delays:</source>
        <translation>重试延迟：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="241"/>
        <source>spread</source>
        <translation>分散</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="242"/>
        <source>Each client draws its own random delay: the race comes apart.</source>
        <translation>每个客户端各自抽取随机延迟：竞争随之错开。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="243"/>
        <source>align</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="244"/>
        <source>All clients wait the same delay: the split vote repeats.</source>
        <translation>所有客户端等待相同的延迟：票数分裂反复出现。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="245"/>
        <source>Commands sent, as redis-cli / valkey-cli input</source>
        <translation>已发送的命令（可作为 redis-cli / valkey-cli 输入）</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="246"/>
        <source>&amp;Copy</source>
        <translation>复制（&amp;C）</translation>
    </message>
    <message>
        <source>Live: the real trace of the last acquire against %1 (µs timings)</source>
        <translation>实时：对 %1 最近一次获取锁的真实轨迹（微秒级计时）</translation>
    </message>
    <message>
        <source>Live: waiting for the first real acquire; until then this is the simulator&apos;s trace.</source>
        <translation>实时：正在等待第一次真实获取；在此之前显示的是模拟器的轨迹。</translation>
    </message>
    <message>
        <source>Latency, clients, retry delays, seed, TTL and timeout are the simulator&apos;s: here the network sets the latency and one client acquires with the backend&apos;s TTL and timeout.</source>
        <translation>延迟、客户端数、重试间隔、种子、TTL 和超时都是模拟器的设置：这里延迟由真实网络决定，只有一个客户端，按后端的 TTL 和超时获取锁。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolReadout</name>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="0"/>
        <source>Ready: T1 is read, the SETs leave one after another</source>
        <translation>就绪：已读取 T1，SET 将逐个发出</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="40"/>
        <source>Lock held by %1</source>
        <translation>锁由 %1 持有</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="44"/>
        <source>Ready: T1 is read, the SETs leave together</source>
        <translation>就绪：读取 T1，所有 SET 同时发出</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="45"/>
        <source>Acquire in progress: waiting for replies or deadlines</source>
        <translation>加锁进行中：等待回复或截止时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="49"/>
        <source>Split vote so far: nobody reached %1, everybody releases and retries</source>
        <translation>目前票数分裂：没人达到 %1 票，全部释放后重试</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="51"/>
        <source>Nobody won: every attempt fell short of %1 votes</source>
        <translation>没有赢家：每次尝试都不足 %1 票</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="53"/>
        <source>Lock refused: released on all %1 masters</source>
        <translation>加锁被拒：已在全部 %1 个主节点上释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="60"/>
        <source>No verdict yet: T2 comes with the last reply or the last per-instance deadline.</source>
        <translation>尚无结论：T2 在最后一个回复或最后一个单实例截止时间到来时确定。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="64"/>
        <source>%1, attempt %2: </source>
        <translation>%1，第 %2 次尝试：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="66"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="66"/>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="67"/>
        <source>vote gate: %1 of %2 OK, majority %3 — %4</source>
        <translation>票数关：%2 个中 %1 个 OK，多数线为 %3 —— %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="72"/>
        <source>time gate: elapsed T2 − T1 = %1 ms &lt; TTL %2 ms — %3</source>
        <translation>时间关：耗时 T2 − T1 = %1 毫秒 &lt; TTL %2 毫秒 —— %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="77"/>
        <source>validity = %1 − %2 − %3 (drift) = %4 ms: the client may work until %5 ms</source>
        <translation>有效期 = %1 − %2 − %3（漂移）= %4 毫秒：客户端可以工作到 %5 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="84"/>
        <source>refused: token-checked release sent to all %1 masters, answered or not</source>
        <translation>被拒：已向全部 %1 个主节点发送带令牌校验的释放，无论是否回复过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="99"/>
        <source>Attempts judged so far: %1.</source>
        <translation>目前已判定的尝试：%1 次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="101"/>
        <source>%1 won on its attempt %2, after the others&apos; random delays pulled them apart.</source>
        <translation>%1 在第 %2 次尝试时胜出：其他客户端的随机延迟把它们错开了。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SpaceTimeView</name>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="157"/>
        <source>%1 ✕</source>
        <translation>%1 ✕</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="173"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="189"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="191"/>
        <source>≈ compressed</source>
        <translation>≈ 压缩</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="258"/>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="48"/>
        <source>T1</source>
        <translation>T1</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="60"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="66"/>
        <source>T2</source>
        <translation>T2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="67"/>
        <source>%1 votes %2/%3 ≥ %4</source>
        <translation>%1 票数 %2/%3 ≥ %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="72"/>
        <source>%1 %2 ms &lt; TTL</source>
        <translation>%1 %2 毫秒 &lt; TTL</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="81"/>
        <source>refused: release on all %1</source>
        <translation>被拒：在全部 %1 个上释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="112"/>
        <source>validity = %1 − %2 − %3 = %4 ms</source>
        <translation>有效期 = %1 − %2 − %3 = %4 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="119"/>
        <source>drift %1 ms, then the keys expire</source>
        <translation>漂移 %1 毫秒，随后键过期</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Transcript</name>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="33"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="36"/>
        <source># %1 @ t=%2 ms</source>
        <translation># %1 @ t=%2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="59"/>
        <source># no reply by the deadline at %1 ms: counted as a miss</source>
        <translation># 截止时间 %1 毫秒前无回复：记为未投票</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="66"/>
        <source># reply @ %1 ms: %2</source>
        <translation># 回复 @ %1 毫秒：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="68"/>
        <source># no reply: the master is down</source>
        <translation># 无回复：主节点已宕机</translation>
    </message>
</context>
</TS>
