<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::LeaseLab</name>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="33"/>
        <source>One job waits in the pending list. The lease lasts %1 ms of the server&apos;s clock.</source>
        <translation>待处理列表中有一个任务在等待。租约按服务器时钟持续 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="43"/>
        <source>[t = %1 ms] %2</source>
        <translation>[t = %1 毫秒] %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="58"/>
        <source>Worker %1 already holds %2.</source>
        <translation>工作进程 %1 已经持有 %2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="63"/>
        <source>Worker 1 is paused and cannot do anything.</source>
        <translation>工作进程 1 处于暂停中，什么也做不了。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="67"/>
        <source>Worker %1 claims %2: attempts becomes %3, its fence; lease until %4 ms.</source>
        <translation>工作进程 %1 领取 %2：attempts 变为 %3，这就是它的栅栏号；租约到 %4 毫秒为止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="74"/>
        <source>Worker %1 finds nothing pending.</source>
        <translation>工作进程 %1 没有找到待处理的任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="81"/>
        <source>Worker 1 stops in a long GC pause, still believing it holds its job.</source>
        <translation>工作进程 1 陷入一次漫长的 GC 停顿，仍以为自己持有任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="87"/>
        <source>%1 ms pass.</source>
        <translation>过去了 %1 毫秒。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/lease/lease_lab.cpp" line="94"/>
        <source>The reaper returns %n lapsed job(s) to pending.</source>
        <translation>
            <numerusform>回收器把 %n 个租约已过期的任务放回待处理列表。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="95"/>
        <source>The reaper finds no lapsed lease.</source>
        <translation>回收器没有发现过期的租约。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="114"/>
        <source>Worker %1 completes %2 with fence %3: accepted.</source>
        <translation>工作进程 %1 以栅栏号 %3 完成 %2：已接受。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="122"/>
        <source>Worker %1 reports %2 again with fence %3: already done, nothing changes.</source>
        <translation>工作进程 %1 以栅栏号 %3 再次上报 %2：任务已完成，没有任何变化。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="131"/>
        <source>Worker %1 completes %2 with fence %3: REJECTED as stale, the job was re-claimed since.</source>
        <translation>工作进程 %1 以栅栏号 %3 完成 %2：因过期被拒绝，该任务此后已被重新领取。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="139"/>
        <source>Worker %1 reports an unknown job.</source>
        <translation>工作进程 %1 上报了一个不存在的任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="147"/>
        <source>No worker holds a job.</source>
        <translation>没有工作进程持有任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="152"/>
        <source>Worker 1 wakes up from its pause and finishes its work.</source>
        <translation>工作进程 1 从停顿中醒来，完成了它的工作。</translation>
    </message>
    <message>
        <source>Worker 1 stops in a long GC pause, still believing it holds %1.</source>
        <translation>工作进程 1 陷入一次漫长的 GC 停顿，仍以为自己持有 %1。</translation>
    </message>
    <message>
        <source>Worker 1 stops in a long GC pause; it holds no job.</source>
        <translation>工作进程 1 陷入一次漫长的 GC 停顿；它手上没有任务。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LeasePage</name>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="141"/>
        <source>Worker 1 claims</source>
        <translation>工作进程 1 领取</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="142"/>
        <source>Worker 2 claims</source>
        <translation>工作进程 2 领取</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="143"/>
        <source>Worker 1 pauses (GC)</source>
        <translation>工作进程 1 停顿（GC）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="144"/>
        <source>Advance time 5 s</source>
        <translation>时间前进 5 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="145"/>
        <source>Run reaper</source>
        <translation>运行回收器</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="146"/>
        <source>Worker completes</source>
        <translation>工作进程完成</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="147"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="148"/>
        <source>Pending (jobs:pending)</source>
        <translation>待处理（jobs:pending）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="149"/>
        <source>Active leases (jobs:active)</source>
        <translation>生效中的租约（jobs:active）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="150"/>
        <source>Job rows (job:&lt;id&gt;)</source>
        <translation>任务记录（job:&lt;id&gt;）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="151"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="153"/>
        <source>job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="151"/>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="151"/>
        <source>time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="153"/>
        <source>attempts = fence</source>
        <translation>attempts = 栅栏号</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="153"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="153"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="154"/>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="155"/>
        <source>The trade against Redlock</source>
        <translation>与红锁的取舍</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="157"/>
        <source>&lt;b&gt;Redlock&lt;/b&gt; asks N independent masters and needs a majority of them, so the lock survives a minority of masters failing. The price: N servers to run, every client timing the acquire, and safety that still depends on clocks and pauses.</source>
        <translation>&lt;b&gt;红锁（Redlock）&lt;/b&gt;向 N 个相互独立的主节点请求加锁，需要其中的多数派同意，因此少数主节点故障时锁依然有效。代价是：要运维 N 台服务器，每个客户端都要为加锁过程计时，而且安全性仍然依赖时钟和停顿。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="161"/>
        <source>&lt;b&gt;The job lease&lt;/b&gt; lives on one server and reads one clock, the server&apos;s TIME; there is no vote. If that server fails, the queue waits. A lapsed lease is not a disaster: the reaper puts the job back in the queue, the next claim takes it with a higher fence, the old worker&apos;s result is refused, and because the handler is idempotent the second run is harmless.</source>
        <translation>&lt;b&gt;任务租约&lt;/b&gt;只存在于一台服务器上，只读取一个时钟，即服务器的 TIME；没有投票。这台服务器故障时，队列只能等待。租约过期也不是灾难：回收器把任务放回队列，下一次领取以更高的栅栏号拿走它，旧工作进程的结果会被拒绝，而且处理函数是幂等的，所以第二次执行不会造成危害。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="171"/>
        <source>server clock: %1 ms</source>
        <translation>服务器时钟：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="176"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="184"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="186"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="186"/>
        <source>lapsed</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="193"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="194"/>
        <source>active</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="195"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="203"/>
        <source>Worker %1 holds %2 with fence %3</source>
        <translation>工作进程 %1 以栅栏号 %3 持有 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="207"/>
        <source>Worker %1 is idle</source>
        <translation>工作进程 %1 空闲</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="209"/>
        <source> (paused)</source>
        <translation>（停顿中）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="214"/>
        <source>  ·  handler runs: %1</source>
        <translation>  ·  处理函数执行次数：%1</translation>
    </message>
    <message>
        <source>Worker 1 is paused, believing it holds %1 with fence %2</source>
        <translation>工作进程 1 已停顿，仍以为以栅栏号 %2 持有 %1</translation>
    </message>
    <message>
        <source>Worker 1 is paused and holds no job</source>
        <translation>工作进程 1 已停顿，手上没有任务</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RunSummary</name>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="10"/>
        <source>Safety violated: two clients believed they held the lock for %1 ms</source>
        <translation>安全性被破坏：两个客户端同时认为自己持有锁，长达 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="31"/>
        <source>belief (client&apos;s validity window)</source>
        <translation>自认持有（客户端的有效期窗口）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="34"/>
        <source>truth (a majority really holds its key)</source>
        <translation>事实（多数派确实持有它的键）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="35"/>
        <source>pause (GC)</source>
        <translation>GC 停顿</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="36"/>
        <source>key alive, owner&apos;s colour</source>
        <translation>键存活，颜色表示持有者</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="37"/>
        <source>master&apos;s own clock (s)</source>
        <translation>主节点自己的时钟（秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="38"/>
        <source>write accepted</source>
        <translation>写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="39"/>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="40"/>
        <source>STALE write accepted</source>
        <translation>陈旧写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="41"/>
        <source>overlap of beliefs</source>
        <translation>自认持有的重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="47"/>
        <source>monotonic token</source>
        <translation>单调令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="49"/>
        <source>check-and-set</source>
        <translation>比较并设置</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="51"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 ms: %2</source>
        <translation>%1 毫秒：%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>No overlap and no stale write: no two clients believed they held the lock at the same time</source>
        <translation>没有重叠，也没有陈旧写入：任何时刻都没有两个客户端同时认为自己持有锁</translation>
    </message>
    <message>
        <source>Overlap %1 ms · stale writes accepted: %2 · %3</source>
        <translation>重叠 %1 毫秒 · 被接受的陈旧写入：%2 · %3</translation>
    </message>
    <message>
        <source>first acquire refused (%1): no validity</source>
        <translation>首次获取被拒绝（%1）：没有有效期</translation>
    </message>
    <message>
        <source>first acquire: not yet judged</source>
        <translation>首次获取：尚未判定</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>validity of the first acquire: %1 ms</source>
        <translation>首次获取的有效期：%1 毫秒</translation>
    </message>
    <message>
        <source>Safety violated: two clients believed they held the lock for %1 ms, and the storage accepted a stale write (%2 in this run): a lost update</source>
        <translation>安全性被破坏：两个客户端同时认为自己持有锁，长达 %1 毫秒；存储还接受了陈旧写入（本次运行共 %2 次）：更新丢失</translation>
    </message>
    <message>
        <source>Data violated: the storage accepted a stale write from a client whose lease had ended (%1 in this run): a lost update</source>
        <translation>数据被破坏：存储接受了来自租约已结束的客户端的陈旧写入（本次运行共 %1 次）：更新丢失</translation>
    </message>
    <message>
        <source>no majority</source>
        <translation>未达过半</translation>
    </message>
    <message>
        <source>the acquire took the whole TTL</source>
        <translation>获取用掉了整个 TTL</translation>
    </message>
    <message>
        <source>the drift allowance ate the rest</source>
        <translation>漂移余量吃掉了剩余时间</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ScenarioText</name>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="10"/>
        <source>A master&apos;s wall clock jumps forward</source>
        <translation>某个主节点的系统时钟向前跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="24"/>
        <source>A master&apos;s clock runs fast</source>
        <translation>某个主节点的时钟走得太快</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="35"/>
        <source>Three clients, one split vote</source>
        <translation>三个客户端，选票分裂</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="40"/>
        <source>C1 is closest to M1 and M2, C2 to M3 and M4, C3 to M5: a 2-2-1 split.</source>
        <translation>C1 离 M1 和 M2 最近，C2 离 M3 和 M4 最近，C3 离 M5 最近：票数分成 2-2-1。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="49"/>
        <source>Extending the lock, with a cap</source>
        <translation>续约锁，并设上限</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="61"/>
        <source>Failover with asynchronous replication</source>
        <translation>异步复制下的故障转移</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="65"/>
        <source>M1 crashes at 2 ms; the write would have reached the replica at 3 ms.</source>
        <translation>M1 在 2 毫秒时崩溃；这次写入本应在 3 毫秒时到达副本。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="74"/>
        <source>GC pause after acquiring (Kleppmann&apos;s lost update)</source>
        <translation>加锁之后的 GC 停顿（Kleppmann 的丢失更新）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="93"/>
        <source>GC pause during acquisition: replies wait in the socket buffer</source>
        <translation>加锁过程中的 GC 停顿：回复滞留在套接字缓冲区</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="109"/>
        <source>Slow replies from two masters</source>
        <translation>两个主节点回复缓慢</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="119"/>
        <source>A master restarts empty</source>
        <translation>主节点重启后数据为空</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="156"/>
        <source>A process can stop at any instant, for longer than any lease, and it cannot notice. A lock that ends by timeout therefore needs the storage to check a fencing token, which Redlock does not hand out.</source>
        <translation>进程可能在任意时刻停下，停得比任何租约都久，而且它自己察觉不到。因此靠超时结束的锁需要存储去检查栅栏令牌，而红锁并不发放这种令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="165"/>
        <source>Redlock&apos;s safety leans on every master&apos;s clock. One clock that jumps or runs fast ends a key early, and a second client builds its own majority.</source>
        <translation>红锁的安全性依赖每个主节点的时钟。只要有一个时钟跳变或走快，键就会提前过期，第二个客户端便能组成自己的多数派。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="169"/>
        <source>A master that forgets its keys hands out its vote twice, and waiting before a restart is itself a timing assumption that a clock fault can break.</source>
        <translation>忘记了键的主节点会把同一张票投出两次；而重启前等待一段时间，本身也是一个会被时钟故障打破的时间假设。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="177"/>
        <source>Liveness is not the worry; the worry is that timeouts are used for safety. Retries and extensions still end with a timeout the holder may miss.</source>
        <translation>问题不在活性，而在于用超时来保证安全。重试和续约最终仍以一个持有者可能错过的超时收尾。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="185"/>
        <source>Any lock with auto-release has this hole, not just Redlock. If the storage can check a token, it can equally compare-and-set on the lock&apos;s random value.</source>
        <translation>任何会自动释放的锁都有这个漏洞，不只是红锁。如果存储能检查令牌，它同样可以对锁的随机值做比较并设置。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="189"/>
        <source>The second clock read after the replies is exactly what catches a pause during the acquire: the elapsed time eats the lease and the lock is refused.</source>
        <translation>收到回复后的第二次读时钟，正是用来发现加锁期间停顿的：耗时吃掉了租约，锁就被拒绝。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="197"/>
        <source>The model assumes clocks that advance at about the right rate, not exact time. &quot;Keep clocks in NTP sync&quot; has two meanings: NTP that steps the clock is this clock jump, which the model forbids; NTP that slews it makes a small rate error, which the drift margin covers.</source>
        <translation>这个模型假设时钟以大致正确的速率前进，而不要求时间精确。“用 NTP 保持时钟同步”有两种含义：让时钟跳变（step）的 NTP 就是这里的时钟跳变，模型不允许；让时钟缓慢调整（slew）的 NTP 只造成很小的速率误差，由漂移余量覆盖。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="202"/>
        <source>Keep a crashed master down for longer than the TTL, or persist with fsync always, and a restart cannot hand out a vote twice.</source>
        <translation>让崩溃的主节点停机超过 TTL，或者以 fsync always 持久化，重启就不会把同一张票投出两次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="210"/>
        <source>Random retry delays break symmetric splits, so some client soon wins a majority; a split only costs a little time.</source>
        <translation>随机的重试延迟会打破对称的分裂，很快就有客户端赢得多数派；一次分裂只会损失一点时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="214"/>
        <source>Short TTLs with capped extensions keep a crashed holder from blocking others for long, while a live holder keeps working.</source>
        <translation>较短的 TTL 加上有上限的续约，既能避免崩溃的持有者长时间阻塞他人，又能让存活的持有者继续工作。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="222"/>
        <source>base script</source>
        <translation>基础脚本</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="228"/>
        <source>only 1 % fast</source>
        <translation>只快 1%</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="231"/>
        <source>aligned retries</source>
        <translation>对齐的重试</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="234"/>
        <source>Sentinel default 30 s</source>
        <translation>Sentinel 默认 30 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="237"/>
        <source>fencing token</source>
        <translation>栅栏令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="240"/>
        <source>check-and-set</source>
        <translation>比较并设置</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="243"/>
        <source>naive client</source>
        <translation>朴素客户端</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="246"/>
        <source>delayed restart</source>
        <translation>延迟重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="249"/>
        <source>fsync always</source>
        <translation>每次写入都 fsync</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="252"/>
        <source>fsync everysec</source>
        <translation>每秒 fsync 一次</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kleppmann&apos;s critique&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kleppmann 的批评&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The Redis documentation&lt;/b&gt; (why failover is not enough)</source>
        <translation>&lt;b&gt;Redis 官方文档&lt;/b&gt;（为什么故障转移不够）</translation>
    </message>
    <message>
        <source>&lt;b&gt;antirez&apos;s reply&lt;/b&gt;</source>
        <translation>&lt;b&gt;antirez 的回应&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A hypothetical server, shown for contrast: it expires keys by a monotonic clock that ignores the jump. Redis and Valkey expire keys by the wall clock.</source>
        <translation>一个假想的服务器，仅用于对比：它按忽略跳变的单调时钟让键过期。Redis 和 Valkey 按系统时钟（墙上时钟）让键过期。</translation>
    </message>
    <message>
        <source>A naive client stops its stopwatch once the SETs are sent, before it reads the replies.</source>
        <translation>一个天真的客户端在 SET 发出后就停表，而不是读完回复之后。</translation>
    </message>
    <message>
        <source>A per-instance timeout of 500 ms instead of 50 ms.</source>
        <translation>单实例超时为 500 毫秒，而不是 50 毫秒。</translation>
    </message>
    <message>
        <source>After the acquire: at 5000 ms C1 sends a write that the network delays by 90 s (S3(d)). C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>获取之后：C1 在 5000 毫秒发出一次写入，网络把它延迟了 90 秒（S3(d)）。C2 在 10500 毫秒请求加锁，并在 10600 毫秒写入。</translation>
    </message>
    <message>
        <source>All clients wait the same random delay before each retry, like aligned election timers.</source>
        <translation>每次重试前，所有客户端等待同一个随机延迟，就像对齐的选举计时器。</translation>
    </message>
    <message>
        <source>At 9092 ms of real time M3&apos;s clock has counted 10 s.</source>
        <translation>真实时间 9092 毫秒时，M3 的时钟已经数满 10 秒。</translation>
    </message>
    <message>
        <source>M3&apos;s clock runs only 1% fast.</source>
        <translation>M3 的时钟只快 1%。</translation>
    </message>
    <message>
        <source>M3&apos;s wall clock jumps from 2000 to 11000 ms.</source>
        <translation>M3 的系统时钟从 2000 毫秒跳到 11000 毫秒。</translation>
    </message>
    <message>
        <source>C1 acquires, reads the resource at 100 ms and stops for 15 s at 150 ms, before writing back what it read. C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>C1 加锁，在 100 毫秒读取资源，在 150 毫秒停住 15 秒，之后才把读到的内容写回。C2 在 10500 毫秒请求加锁，并在 10600 毫秒写入。</translation>
    </message>
    <message>
        <source>C1 enters a stop-the-world pause of 15 s.</source>
        <translation>C1 进入一次 15 秒的全局停顿（GC 停顿）。</translation>
    </message>
    <message>
        <source>C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. At 2000 ms M3&apos;s wall clock steps forward 9 s; C2 asks for the lock at 2100 ms. Redis and Valkey expire keys by the wall clock.</source>
        <translation>C1 只能连到 M1、M2、M3，C2 只能连到 M3、M4、M5。2000 毫秒时 M3 的系统时钟向前跳 9 秒；C2 在 2100 毫秒请求加锁。Redis 和 Valkey 按系统时钟让键过期。</translation>
    </message>
    <message>
        <source>C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. M3 crashes at 3000 ms and restarts at 3200 ms; without persistence it keeps no keys. C2 asks for the lock at 3300 ms.</source>
        <translation>C1 只能连到 M1、M2、M3，C2 只能连到 M3、M4、M5。M3 在 3000 毫秒崩溃、3200 毫秒重启；没有持久化，它不保留任何键。C2 在 3300 毫秒请求加锁。</translation>
    </message>
    <message>
        <source>C1 reads T1 = 0 and sends SET NX PX 10000 to M1-M5.</source>
        <translation>C1 读取 T1 = 0，并向 M1–M5 发送 SET NX PX 10000。</translation>
    </message>
    <message>
        <source>C1 resumes and sends its write.</source>
        <translation>C1 恢复运行，发出它的写入。</translation>
    </message>
    <message>
        <source>C1 sends its SETs at 0 ms and is paused for 12 s at 1 ms, before it reads the replies; C2 asks for the lock at 10500 ms. The spec client reads T2 after reading the replies.</source>
        <translation>C1 在 0 毫秒发出 SET，在 1 毫秒、读取回复之前被停住 12 秒；C2 在 10500 毫秒请求加锁。符合规范的客户端在读完回复之后才读取 T2。</translation>
    </message>
    <message>
        <source>C1 stops for 12 s; the replies wait in its socket buffer.</source>
        <translation>C1 停住 12 秒；回复滞留在它的套接字缓冲区里。</translation>
    </message>
    <message>
        <source>C1 works longer than one TTL and asks to extend at 8, 16 and 24 s; an extension counts only with a majority within the validity time, and at most two are allowed. C2 asks for the lock at 12 s.</source>
        <translation>C1 的工作时间超过一个 TTL，它在 8、16、24 秒请求续约；只有在有效期内得到多数派同意，续约才算数，且最多允许两次。C2 在 12 秒请求加锁。</translation>
    </message>
    <message>
        <source>M4 and M5 are down from the start. The client waits for their per-instance timeout of 50 ms before it counts its votes.</source>
        <translation>M4 和 M5 一开始就宕机。客户端要等到它们 50 毫秒的单实例超时之后才清点票数。</translation>
    </message>
    <message>
        <source>Delays during the acquire (run A) are caught by the elapsed-time check. A delay after it, as in run B, is a problem every lock with auto-release shares, whatever its algorithm.</source>
        <translation>获取过程中的延迟（运行 A）会被耗时检查抓住。获取之后的延迟（如运行 B）是所有自动释放的锁共有的问题，与算法无关。</translation>
    </message>
    <message>
        <source>Each holder tags the resource with its random value, and a write is a compare-and-set on that tag.</source>
        <translation>每个持有者用自己的随机值给资源打上标记，写入是针对这个标记的比较并设置。</translation>
    </message>
    <message>
        <source>Happy path: one client, five masters</source>
        <translation>顺利路径：一个客户端，五个主节点</translation>
    </message>
    <message>
        <source>Independent masters remove the replication race, but safety then rests on timing: bounded pauses, delays and clock error. For correctness he points to a consensus system and fencing tokens instead.</source>
        <translation>独立的主节点消除了复制竞态，但安全性转而依赖时序：有界的停顿、延迟和时钟误差。为了正确性，他建议改用共识系统和栅栏令牌。</translation>
    </message>
    <message>
        <source>No jump, but M3&apos;s clock runs 10% fast from the start, and C1 cannot reach M4 and M5. C2 asks for the lock from 9092 ms on. The drift allowance covers 1% + 2 ms.</source>
        <translation>没有跳变，但 M3 的时钟从一开始就快 10%，而且 C1 连不到 M4 和 M5。C2 从 9092 毫秒起请求加锁。漂移余量只覆盖 1% + 2 毫秒。</translation>
    </message>
    <message>
        <source>One master M1 with an asynchronous replica. M1 acknowledges C1&apos;s SET and crashes before replicating it; Sentinel promotes the replica 3 s + 1 s later. C2 asks for the lock at 4100 ms.</source>
        <translation>一个主节点 M1 带一个异步副本。M1 确认了 C1 的 SET，但在复制之前崩溃；Sentinel 在 3 秒 + 1 秒之后提升副本。C2 在 4100 毫秒请求加锁。</translation>
    </message>
    <message>
        <source>Packets can be held up for a long time (he cites a GitHub incident with delays of about 90 s). Run B: a write sent inside the lease lands long after it, and only the storage can refuse it, with a fencing token.</source>
        <translation>数据包可能被耽搁很久（他引用了一次 GitHub 事故，延迟约 90 秒）。运行 B：在租约内发出的写入在租约结束很久之后才到达，只有存储端凭栅栏令牌才能拒绝它。</translation>
    </message>
    <message>
        <source>Replication is asynchronous: the master can acknowledge the lock and crash before the replica has it, and the promoted replica grants it again. The page gives this race as its reason for Redlock&apos;s independent masters.</source>
        <translation>复制是异步的：主节点可能确认了锁，却在副本拿到它之前崩溃，被提升的副本会再次授予这把锁。文档正是以这个竞态作为红锁使用独立主节点的理由。</translation>
    </message>
    <message>
        <source>Sentinel&apos;s default down-after-milliseconds of 30 s: the replica is promoted only after 31 s. C2 keeps asking every few hundred ms until it gets the lock.</source>
        <translation>Sentinel 默认的 down-after-milliseconds 为 30 秒：副本要到 31 秒后才被提升。C2 每隔几百毫秒重试一次，直到拿到锁。</translation>
    </message>
    <message>
        <source>T1 is read, the SET goes to all five masters at once, five OKs come back, and the client keeps TTL minus elapsed minus drift.</source>
        <translation>读取 T1，SET 同时发往五个主节点，五个 OK 返回，客户端得到 TTL 减去耗时再减去漂移。</translation>
    </message>
    <message>
        <source>The delayed-restart rule: M3 stays down for TTL + 200 ms after its crash.</source>
        <translation>延迟重启规则：M3 崩溃后保持宕机 TTL + 200 毫秒。</translation>
    </message>
    <message>
        <source>The replies from M4 and M5 are delayed by 9950 ms during the acquire; the per-instance timeout is 50 ms.</source>
        <translation>获取过程中，M4 和 M5 的回复被延迟 9950 毫秒；单实例超时为 50 毫秒。</translation>
    </message>
    <message>
        <source>The storage keeps the highest fencing token it has seen and refuses lower ones. The tokens (C1 33, C2 34) come from a counter the lab adds: Redlock issues none.</source>
        <translation>存储记住见过的最大栅栏令牌，并拒绝更小的令牌。这些令牌（C1 为 33，C2 为 34）来自实验室附加的计数器：红锁本身不发放令牌。</translation>
    </message>
    <message>
        <source>Three clients start together, each closest to different masters. A client short of a majority releases all five masters and retries after a random delay of up to 200 ms.</source>
        <translation>三个客户端同时开始，各自离不同的主节点最近。没拿到多数派的客户端会释放全部五个主节点，并在最多 200 毫秒的随机延迟后重试。</translation>
    </message>
    <message>
        <source>Two of five masters down</source>
        <translation>五个主节点中有两个宕机</translation>
    </message>
    <message>
        <source>appendfsync always: every key is on disk before the OK.</source>
        <translation>appendfsync always：每个键都在回复 OK 之前写入磁盘。</translation>
    </message>
    <message>
        <source>appendfsync everysec, and M3 crashes at 500 ms, before the next fsync.</source>
        <translation>appendfsync everysec，而 M3 在 500 毫秒、下一次 fsync 之前崩溃。</translation>
    </message>
    <message>
        <source>monotonic expiry (hypothetical server)</source>
        <translation>单调时钟过期（假想的服务器）</translation>
    </message>
    <message>
        <source>write delayed 90 s</source>
        <translation>写入被延迟 90 秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SweepChart</name>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="72"/>
        <source>Parameter sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="73"/>
        <source>Clock rate error on M3 → overlap</source>
        <translation>M3 的时钟速率误差 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="74"/>
        <source>Failover time → overlap</source>
        <translation>故障转移时间 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="75"/>
        <source>GC pause length → stale writes</source>
        <translation>GC 停顿时长 → 陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="99"/>
        <source>M3&apos;s clock runs fast by (%)</source>
        <translation>M3 的时钟快了（%）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="100"/>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="106"/>
        <source>overlap (ms)</source>
        <translation>重叠（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="101"/>
        <source>Below about 1 % the 102 ms drift allowance absorbs the error; beyond it the overlap grows with the rate error.</source>
        <translation>误差低于约 1% 时，102 毫秒的漂移余量能吸收它；超过之后，重叠随速率误差增大。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="105"/>
        <source>Sentinel down-after (ms)</source>
        <translation>Sentinel down-after（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="107"/>
        <source>The faster the replica is promoted, the longer both clients believe they hold the lock: a quick failover widens the window.</source>
        <translation>副本提升得越快，两个客户端同时认为自己持有锁的时间就越长：快速故障转移反而扩大了窗口。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="111"/>
        <source>C1&apos;s pause (ms)</source>
        <translation>C1 的停顿（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="112"/>
        <source>stale writes accepted</source>
        <translation>被接受的陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="113"/>
        <source>A pause that outlasts the keys turns C1&apos;s write into a stale one, however short the rest of the work is.</source>
        <translation>只要停顿比键的寿命还长，C1 的写入就会变成陈旧写入，无论剩下的工作多么短。</translation>
    </message>
    <message>
        <source>running %1 simulations…</source>
        <translation>正在运行 %1 次模拟……</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimelineView</name>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="121"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="152"/>
        <source>overlap %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="292"/>
        <source>real s</source>
        <translation>真实秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimingPage</name>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>fencing (B): %1</source>
        <translation>运行 B 的栅栏：%1</translation>
    </message>
    <message>
        <source>Run B&apos;s verdict; click to scroll to run B</source>
        <translation>运行 B 的结论；点击滚动到运行 B</translation>
    </message>
    <message>
        <source>Simulating the runs of this choice…</source>
        <translation>正在模拟所选场景的运行…</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="192"/>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="193"/>
        <source>&amp;A:</source>
        <translation>&amp;A：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="194"/>
        <source>&amp;B:</source>
        <translation>&amp;B：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="199"/>
        <source>Next event ›</source>
        <translation>下一个事件 ›</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="200"/>
        <source>What each side of the debate takes from it</source>
        <translation>争论双方各自从中得出的结论</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="213"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="239"/>
        <source>Play ▶</source>
        <translation>播放 ▶</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="239"/>
        <source>Pause ‖</source>
        <translation>暂停 ‖</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="240"/>
        <source>t = %1 ms</source>
        <translation>t = %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="249"/>
        <source>B · %1</source>
        <translation>B · %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="249"/>
        <source>A · %1</source>
        <translation>A · %1</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Play a scenario file (Ctrl+O)</source>
        <translation>播放一个场景文件（Ctrl+O）</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Save this scenario, its variants and the view to a file (Ctrl+Shift+S)</source>
        <translation>把这个场景、它的各个变体和当前视图保存到文件（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>Could not open “%1”: the file is larger than 4 MB.</source>
        <translation>无法打开“%1”：文件超过 4 MB。</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>%1 (file)</source>
        <translation>%1（文件）</translation>
    </message>
    <message>
        <source>%1, fencing: %2</source>
        <translation>%1，栅栏：%2</translation>
    </message>
    <message>
        <source>&amp;Fencing (B):</source>
        <translation>运行 B 的栅栏(&amp;F)：</translation>
    </message>
    <message>
        <source>What the storage checks in run B; run A keeps its own, so the two runs show the difference</source>
        <translation>运行 B 中存储检查什么；运行 A 保持自己的设置，两次运行的差别由此可见</translation>
    </message>
</context>
<context>
    <name>redlock::sim::Narration</name>
    <message>
        <source>%1 and %2 both believe they hold the lock from %3 to %4 ms: %5 ms of overlap.</source>
        <translation>%1 和 %2 都认为自己持有锁，从 %3 到 %4 毫秒：重叠 %5 毫秒。</translation>
    </message>
    <message>
        <source>%1 extends the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 ms, so it now believes until %7 ms.</source>
        <translation>%1 续约成功：获得 %2/%3 票（%4），耗时 %5 毫秒，有效期 %6 毫秒，它现在认为自己持有锁直到 %7 毫秒。</translation>
    </message>
    <message>
        <source>%1 gives up without the lock (attempts made: %2).</source>
        <translation>%1 放弃了，没有拿到锁（已尝试 %2 次）。</translation>
    </message>
    <message>
        <source>%1 holds the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 ms, so it believes until %7 ms.</source>
        <translation>%1 持有锁：获得 %2/%3 票（%4），耗时 %5 毫秒，有效期 %6 毫秒，因此它认为自己持有锁直到 %7 毫秒。</translation>
    </message>
    <message>
        <source>%1 is refused: %2 ms elapsed plus the %3 ms drift allowance leave nothing of the %4 ms TTL (validity %5 ms).</source>
        <translation>%1 被拒绝：耗时 %2 毫秒加上 %3 毫秒的漂移余量，用尽了 %4 毫秒的 TTL（有效期 %5 毫秒）。</translation>
    </message>
    <message>
        <source>%1 is refused: %2 of %3 %3[vote|votes] (%4), and a majority needs %5.</source>
        <translation>%1 被拒绝：%3 票中只有 %2 票（%4），而过半需要 %5 票。</translation>
    </message>
    <message>
        <source>%1 is refused: the acquire took %2 ms, not less than the %3 ms TTL (validity %4 ms).</source>
        <translation>%1 被拒绝：获取耗时 %2 毫秒，不小于 %3 毫秒的 TTL（有效期 %4 毫秒）。</translation>
    </message>
    <message>
        <source>%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, so it must finish within its current validity, which ends at %3 ms.</source>
        <translation>%1 不能再续约：已达到 %2 次续约的上限，因此必须在当前有效期内完成工作，有效期到 %3 毫秒结束。</translation>
    </message>
    <message>
        <source>%1 stopped waiting for %2: no answer by the per-instance deadline.</source>
        <translation>%1 不再等待 %2：到单实例截止时间仍没有回复。</translation>
    </message>
    <message>
        <source>%1&apos;s extension is judged at %2 ms, after its belief had ended: it must stop using the resource.</source>
        <translation>%1 的续约在 %2 毫秒才有结论，此时它自认持有锁的时段已经结束：它必须停止使用该资源。</translation>
    </message>
    <message>
        <source>%1&apos;s extension is refused: %2 of %3 %3[vote|votes] after %4 ms (validity %5 ms), so it must stop using the resource.</source>
        <translation>%1 的续约被拒绝：耗时 %4 毫秒，获得 %2/%3 票（有效期 %5 毫秒），因此它必须停止使用该资源。</translation>
    </message>
    <message>
        <source>A majority no longer holds %1&apos;s key, yet %1 believes it holds the lock until %3 ms.</source>
        <translation>已没有过半的主节点持有 %1 的键，但 %1 仍认为自己持有锁直到 %3 毫秒。</translation>
    </message>
    <message>
        <source>From %2 to %3 ms no majority holds %1&apos;s key, while %1 believes it holds the lock.</source>
        <translation>从 %2 到 %3 毫秒，没有多数派持有 %1 的键，而 %1 认为自己持有锁。</translation>
    </message>
    <message>
        <source>Late replies from %2 reach %1, which had stopped waiting: they are ignored.</source>
        <translation>来自 %2 的迟到回复到达 %1，而它早已不再等待：这些回复被忽略。</translation>
    </message>
    <message>
        <source>The storage accepts %1&apos;s write (it checks nothing).</source>
        <translation>存储接受了 %1 的写入（它什么也不检查）。</translation>
    </message>
    <message>
        <source>The storage accepts %1&apos;s write at %2 ms although %1&apos;s lease ended at %3 ms and %4 took the lock at %5 ms: a stale write, which can overwrite %4&apos;s update.</source>
        <translation>存储在 %2 毫秒接受了 %1 的写入，尽管 %1 的租约已在 %3 毫秒结束，而 %4 在 %5 毫秒拿到了锁：这是一次陈旧写入，可能覆盖 %4 的更新。</translation>
    </message>
    <message>
        <source>The storage accepts %1&apos;s write at %2 ms, but %3 took the lock at %4 ms, after %1 did: %1&apos;s belief is out of date, and its stale write can overwrite %3&apos;s update.</source>
        <translation>存储在 %2 毫秒接受了 %1 的写入，但 %3 在 %4 毫秒、晚于 %1 拿到了锁：%1 的认定已经过时，它的陈旧写入可能覆盖 %3 的更新。</translation>
    </message>
    <message>
        <source>The storage accepts %1&apos;s write with token %2.</source>
        <translation>存储接受了 %1 携带令牌 %2 的写入。</translation>
    </message>
    <message>
        <source>The storage accepts %1&apos;s write: the resource carries %1&apos;s value.</source>
        <translation>存储接受了 %1 的写入：资源上标记的正是 %1 的值。</translation>
    </message>
    <message>
        <source>The storage rejects %1&apos;s write: no holder has tagged the resource.</source>
        <translation>存储拒绝了 %1 的写入：还没有持有者给资源打上标记。</translation>
    </message>
    <message>
        <source>The storage rejects %1&apos;s write: the resource now carries %2&apos;s value.</source>
        <translation>存储拒绝了 %1 的写入：资源上现在标记的是 %2 的值。</translation>
    </message>
    <message>
        <source>The storage rejects %1&apos;s write: token %2 arrives after %3, the highest it has seen.</source>
        <translation>存储拒绝了 %1 的写入：令牌 %2 在它见过的最大令牌 %3 之后才到达。</translation>
    </message>
    <message>
        <source>%1 is done and releases the lock: every master still holding its key (%2) deletes it.</source>
        <translation>%1 完成工作并释放锁：仍持有它的键的每个主节点（%2）都删除了该键。</translation>
    </message>
</context>
</TS>
