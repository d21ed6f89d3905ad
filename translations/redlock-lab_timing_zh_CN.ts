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
        <translation>与 Redlock 的取舍</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="157"/>
        <source>&lt;b&gt;Redlock&lt;/b&gt; asks N independent masters and needs a majority of them, so the lock survives a minority of masters failing. The price: N servers to run, every client timing the acquire, and safety that still depends on clocks and pauses.</source>
        <translation>&lt;b&gt;Redlock&lt;/b&gt; 向 N 个相互独立的主节点请求加锁，需要其中多数同意，因此少数主节点故障时锁依然有效。代价是：要运维 N 台服务器，每个客户端都要为加锁过程计时，而且安全性仍然依赖时钟和停顿。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="161"/>
        <source>&lt;b&gt;The job lease&lt;/b&gt; lives on one server and reads one clock, the server&apos;s TIME; there is no vote. If that server fails, the queue waits. A lapsed lease is not a disaster: the reaper hands the job out again with a higher fence, the old worker&apos;s result is refused, and because the handler is idempotent the second run is harmless.</source>
        <translation>&lt;b&gt;任务租约&lt;/b&gt;只存在于一台服务器上，只读取一个时钟，即服务器的 TIME；没有投票。这台服务器故障时，队列只能等待。租约过期也不是灾难：回收器以更高的栅栏号重新分发任务，旧工作进程的结果会被拒绝，而且处理函数是幂等的，所以第二次执行不会造成危害。</translation>
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
        <location filename="../ui/pages/timing/run_summary.cpp" line="13"/>
        <source>No overlap: no two clients believed they held the lock at the same time</source>
        <translation>没有重叠：任何时刻都没有两个客户端同时认为自己持有锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="18"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="19"/>
        <source>Overlap %1 ms · stale writes accepted: %2 · validity of the first acquire: %3 ms</source>
        <translation>重叠 %1 毫秒 · 被接受的过期写入：%2 · 首次加锁的有效期：%3 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="31"/>
        <source>belief (client&apos;s validity window)</source>
        <translation>认知（客户端的有效期窗口）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="34"/>
        <source>truth (a majority really holds its key)</source>
        <translation>事实（多数节点确实持有它的键）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="35"/>
        <source>pause (GC)</source>
        <translation>停顿（GC）</translation>
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
        <translation>过期写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="41"/>
        <source>overlap of beliefs</source>
        <translation>认知重叠</translation>
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
</context>
<context>
    <name>redlock::ui::ScenarioText</name>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="10"/>
        <source>A master&apos;s wall clock jumps forward</source>
        <translation>某个主节点的挂钟向前跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="11"/>
        <source>C1 holds A, B, C. C&apos;s clock steps forward 9 s, so C drops C1&apos;s key early, and C2 builds a second majority on C, D, E.</source>
        <translation>C1 持有 A、B、C。C 的时钟向前跳了 9 秒，于是 C 提前删除了 C1 的键，C2 在 C、D、E 上组成了第二个多数。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="14"/>
        <source>C&apos;s wall clock jumps from 2000 to 11000 ms: past 10001, so C&apos;s key is gone.</source>
        <translation>C 的挂钟从 2000 毫秒跳到 11000 毫秒：已超过 10001，所以 C 上的键消失了。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="17"/>
        <source>C2 holds C, D, E and believes until 11998 ms, while C1 believes until 9898 ms.</source>
        <translation>C2 持有 C、D、E，认为锁到 11998 毫秒为止有效，而 C1 认为到 9898 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="20"/>
        <source>Expiry on a monotonic clock ignores the jump: C keeps C1&apos;s key and C2 gets only D and E.</source>
        <translation>按单调时钟过期就不受跳变影响：C 保留 C1 的键，C2 只拿到 D 和 E。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="24"/>
        <source>A master&apos;s clock runs fast</source>
        <translation>某个主节点的时钟走得太快</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="25"/>
        <source>No jump, but C&apos;s clock runs 10% fast, so C&apos;s key expires at about 9092 ms of real time while C1 believes until 9898 ms. The drift allowance covers only 1% + 2 ms.</source>
        <translation>没有跳变，但 C 的时钟快了 10%，因此 C 上的键在真实时间约 9092 毫秒时就过期了，而 C1 认为锁到 9898 毫秒都有效。漂移余量只覆盖 1% + 2 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="29"/>
        <source>C has counted 10 s already; C2 wins on C, D, E.</source>
        <translation>C 已经数完了 10 秒；C2 在 C、D、E 上加锁成功。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="31"/>
        <source>With C only 1% fast its key lasts until about 9902 ms, after C1&apos;s belief ends at 9898 ms: no overlap.</source>
        <translation>如果 C 只快 1%，它的键能保留到约 9902 毫秒，晚于 C1 认知结束的 9898 毫秒：没有重叠。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="35"/>
        <source>Three clients, one split vote</source>
        <translation>三个客户端，选票分裂</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="36"/>
        <source>Three clients start together and each is closest to different masters, so nobody reaches three votes. Each releases everything and retries after a random delay.</source>
        <translation>三个客户端同时开始，各自离不同的主节点最近，结果谁都拿不到三票。每个客户端都释放全部节点，并在随机延迟后重试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="40"/>
        <source>C1 is closest to A and B, C2 to C and D, C3 to E: a 2-2-1 split.</source>
        <translation>C1 离 A 和 B 最近，C2 离 C 和 D 最近，C3 离 E 最近：票数分成 2-2-1。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="42"/>
        <source>Nobody has 3 of 5. Each client unlocks all five masters and waits a random delay before trying again.</source>
        <translation>没有人拿到 5 票中的 3 票。每个客户端都在全部五个主节点上解锁，等待一段随机时间后再试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="45"/>
        <source>All clients wait the same delay, like aligned election timers: the split repeats until they give up.</source>
        <translation>所有客户端都等待相同的延迟，就像对齐的选举计时器：分裂一再重复，直到它们放弃。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="49"/>
        <source>Extending the lock, with a cap</source>
        <translation>续期锁，并设上限</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="50"/>
        <source>C1 works longer than one TTL. It extends on every master; an extension counts only with a majority within the validity time, and at most two are allowed.</source>
        <translation>C1 的工作时间超过一个 TTL。它在每个主节点上续期；只有在有效期内获得多数同意，续期才算数，而且最多允许两次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="54"/>
        <source>Five masters extended at 8002 ms: the belief now ends at 8000 + 9898 = 17898 ms.</source>
        <translation>五个主节点在 8002 毫秒完成续期：认知现在到 8000 + 9898 = 17898 毫秒结束。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="57"/>
        <source>The third extension is refused by the cap: C1 must finish within its current validity.</source>
        <translation>第三次续期被上限拒绝：C1 必须在当前有效期内完成工作。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="61"/>
        <source>Failover with asynchronous replication</source>
        <translation>异步复制下的故障转移</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="62"/>
        <source>One master M with a replica. M acknowledges C1&apos;s SET and crashes before replicating it; the replica is promoted without the key and C2 locks it.</source>
        <translation>一个主节点 M 带一个副本。M 确认了 C1 的 SET，却在复制之前崩溃；副本被提升为主节点时没有这个键，C2 便在它上面加锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="65"/>
        <source>M crashes at 2 ms; the write would have reached the replica at 3 ms.</source>
        <translation>M 在 2 毫秒时崩溃；这次写入本应在 3 毫秒时到达副本。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="67"/>
        <source>C2 holds the lock on the promoted replica while C1 still believes until 9898 ms.</source>
        <translation>C2 在被提升的副本上持有锁，而 C1 仍认为锁到 9898 毫秒有效。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="70"/>
        <source>With Sentinel&apos;s default down-after-milliseconds of 30 s, promotion comes after C1&apos;s lease: an outage, not a violation.</source>
        <translation>使用 Sentinel 默认的 down-after-milliseconds（30 秒）时，提升发生在 C1 的租约结束之后：结果是一段不可用，而不是安全性被破坏。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="74"/>
        <source>GC pause after acquiring (Kleppmann&apos;s lost update)</source>
        <translation>加锁之后的 GC 停顿（Kleppmann 的丢失更新）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="76"/>
        <source>C1 holds the lock, reads the resource, then stops for 15 s. Its keys expire, C2 takes the lock and writes, and C1 wakes up and writes its stale read-modify-write.</source>
        <translation>C1 持有锁并读取资源，随后停顿 15 秒。它的键过期了，C2 拿到锁并写入；C1 醒来后写入了它过期的读-改-写结果。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="80"/>
        <source>C1 enters a stop-the-world pause of 15 s while it believes it holds the lock.</source>
        <translation>C1 在认为自己持有锁时进入 15 秒的全局停顿。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="83"/>
        <source>The keys expired at 10001 ms; C2 acquires legitimately.</source>
        <translation>键在 10001 毫秒过期；C2 合法地获得了锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="85"/>
        <source>C1 resumes and writes as if nothing happened.</source>
        <translation>C1 恢复运行，若无其事地写入。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="86"/>
        <source>The storage keeps the highest fencing token it has seen: C2&apos;s 34 arrives first, so C1&apos;s 33 is rejected.</source>
        <translation>存储记住见过的最大栅栏令牌：C2 的 34 先到，因此 C1 的 33 被拒绝。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="89"/>
        <source>Each holder tags the resource with its random value, and writes are compare-and-set on that tag: C1&apos;s tag was replaced by C2&apos;s.</source>
        <translation>每个持有者用自己的随机值标记资源，写入时对这个标记做比较并设置：C1 的标记已被 C2 的替换。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="93"/>
        <source>GC pause during acquisition: replies wait in the socket buffer</source>
        <translation>加锁过程中的 GC 停顿：回复滞留在套接字缓冲区</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="95"/>
        <source>The SETs land and the OKs come back, but C1 is paused and reads them 12 s later. The spec client measures T2 when it reads them and refuses the lock.</source>
        <translation>SET 已经落地，OK 也已返回，但 C1 处于停顿，12 秒后才读到它们。符合规范的客户端在读取时才记下 T2，因此拒绝了这把锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="99"/>
        <source>The keys land on A-E and C1 stops for 12 s; five OKs wait in its socket buffer.</source>
        <translation>键已写入 A–E，C1 停顿 12 秒；五个 OK 在它的套接字缓冲区里等待。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="102"/>
        <source>C1 reads the OKs: elapsed 12001 ms is past the TTL, validity = 10000 - 12001 - 102 = -2103 ms.</source>
        <translation>C1 读到这些 OK：耗时 12001 毫秒已超过 TTL，有效期 = 10000 - 12001 - 102 = -2103 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="105"/>
        <source>A client that stops its stopwatch once the SETs are sent never sees the pause: it takes the lock that C2 already holds.</source>
        <translation>一个在 SET 发出后就停止计时的客户端永远看不到这次停顿：它拿走了 C2 已经持有的锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="109"/>
        <source>Slow replies from two masters</source>
        <translation>两个主节点回复缓慢</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="110"/>
        <source>The replies from D and E are delayed by 9950 ms. The per-instance timeout fires at 50 ms and A, B, C are a majority.</source>
        <translation>D 和 E 的回复被延迟 9950 毫秒。单实例超时在 50 毫秒触发，A、B、C 构成多数。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="113"/>
        <source>Elapsed 50 ms, validity 9848 ms; the belief still ends at 9898 ms.</source>
        <translation>耗时 50 毫秒，有效期 9848 毫秒；认知仍在 9898 毫秒结束。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="115"/>
        <source>The late OKs from D and E arrive and are ignored; those keys simply expire.</source>
        <translation>D 和 E 迟到的 OK 到达后被忽略；那些键会自行过期。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="119"/>
        <source>A master restarts empty</source>
        <translation>主节点重启后数据为空</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="120"/>
        <source>C1 holds A, B, C. C crashes without persistence and comes back with no keys, so C2 builds a majority on C, D, E.</source>
        <translation>C1 持有 A、B、C。C 在没有持久化的情况下崩溃，重启后没有任何键，于是 C2 在 C、D、E 上组成了多数。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="123"/>
        <source>Two clients believe they hold the lock until C1&apos;s belief ends at 9898 ms.</source>
        <translation>两个客户端都认为自己持有锁，直到 C1 的认知在 9898 毫秒结束。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="125"/>
        <source>C stays down for TTL + 200 ms after the crash: C2 finds only D and E.</source>
        <translation>C 在崩溃后保持停机 TTL + 200 毫秒：C2 只找到 D 和 E。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="127"/>
        <source>With appendfsync always the key was on disk before the OK: C comes back with C1&apos;s key.</source>
        <translation>使用 appendfsync always 时，键在返回 OK 之前就已写入磁盘：C 重启后仍带着 C1 的键。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="130"/>
        <source>With appendfsync everysec a crash before the next fsync loses the key all the same.</source>
        <translation>使用 appendfsync everysec 时，在下一次 fsync 之前崩溃同样会丢失这个键。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="156"/>
        <source>A process can stop at any instant, for longer than any lease, and it cannot notice. A lock that ends by timeout therefore needs the storage to check a fencing token, which Redlock does not hand out.</source>
        <translation>进程可能在任意时刻停下，停得比任何租约都久，而且它自己察觉不到。因此靠超时结束的锁需要存储去检查栅栏令牌，而 Redlock 并不发放这种令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="161"/>
        <source>Packets can be held up without limit, so a request sent inside the lease may land long after it. Only the receiving side can refuse it, with a fence.</source>
        <translation>数据包可能被无限期地耽搁，所以在租约内发出的请求可能在租约结束很久之后才到达。只有接收方凭栅栏号才能拒绝它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="165"/>
        <source>Redlock&apos;s safety leans on every master&apos;s clock. One clock that jumps or runs fast ends a key early, and a second client builds its own majority.</source>
        <translation>Redlock 的安全性依赖每个主节点的时钟。只要有一个时钟跳变或走快，键就会提前结束，第二个客户端便能组成自己的多数。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="169"/>
        <source>A master that forgets its keys hands out its vote twice, and waiting before a restart is itself a timing assumption that a clock fault can break.</source>
        <translation>忘记了键的主节点会把同一张票投出两次；而重启前等待一段时间，本身也是一个会被时钟故障打破的时间假设。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="173"/>
        <source>Replication is asynchronous: an acknowledged lock can vanish in a failover. For correctness, use a consensus system instead.</source>
        <translation>复制是异步的：已确认的锁可能在故障转移中消失。如果追求正确性，应改用共识系统。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="177"/>
        <source>Liveness is not the worry; the worry is that timeouts are used for safety. Retries and extensions still end with a timeout the holder may miss.</source>
        <translation>问题不在活性，而在于用超时来保证安全。重试和续期最终仍以一个持有者可能错过的超时收尾。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="185"/>
        <source>Any lock with auto-release has this hole, not just Redlock. If the storage can check a token, it can equally compare-and-set on the lock&apos;s random value.</source>
        <translation>任何会自动释放的锁都有这个漏洞，不只是 Redlock。如果存储能检查令牌，它同样可以对锁的随机值做比较并设置。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="189"/>
        <source>The second clock read after the replies is exactly what catches a pause during the acquire: the elapsed time eats the lease and the lock is refused.</source>
        <translation>收到回复后的第二次读时钟，正是用来发现加锁期间停顿的：耗时吃掉了租约，锁就被拒绝。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="193"/>
        <source>Delays during the acquire are caught by the elapsed-time check. A delay after it is a problem every lock shares, whatever its algorithm.</source>
        <translation>加锁期间的延迟会被耗时检查发现。加锁之后的延迟则是所有锁共有的问题，与算法无关。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="197"/>
        <source>The model assumes clocks that advance at about the right rate, not exact time. Operators must forbid stepping clocks; a small rate error is covered by the drift margin.</source>
        <translation>这个模型假设时钟以大致正确的速率前进，而不要求时间精确。运维人员必须禁止时钟跳变；较小的速率误差由漂移余量覆盖。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="202"/>
        <source>Keep a crashed master down for longer than the TTL, or persist with fsync always, and a restart cannot hand out a vote twice.</source>
        <translation>让崩溃的主节点停机超过 TTL，或者以 fsync always 持久化，重启就不会把同一张票投出两次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="206"/>
        <source>This is why Redlock uses independent masters without replicas: it removes the single-instance failover race altogether.</source>
        <translation>这正是 Redlock 使用不带副本的独立主节点的原因：它彻底消除了单实例故障转移中的竞争。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="210"/>
        <source>Random retry delays break symmetric splits, so some client soon wins a majority; a split only costs a little time.</source>
        <translation>随机的重试延迟会打破对称的分裂，很快就有客户端赢得多数；一次分裂只会损失一点时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="214"/>
        <source>Short TTLs with capped extensions keep a crashed holder from blocking others for long, while a live holder keeps working.</source>
        <translation>较短的 TTL 加上有上限的续期，既能避免崩溃的持有者长时间阻塞他人，又能让存活的持有者继续工作。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="222"/>
        <source>base script</source>
        <translation>基础脚本</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="225"/>
        <source>monotonic expiry</source>
        <translation>单调时钟过期</translation>
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
        <source>Clock rate error on C → overlap</source>
        <translation>C 的时钟速率误差 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="74"/>
        <source>Failover time → overlap</source>
        <translation>故障转移时间 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="75"/>
        <source>GC pause length → stale writes</source>
        <translation>GC 停顿时长 → 过期写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="99"/>
        <source>C&apos;s clock runs fast by (%)</source>
        <translation>C 的时钟快了（%）</translation>
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
        <translation>被接受的过期写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="113"/>
        <source>A pause that outlasts the keys turns C1&apos;s write into a stale one, however short the rest of the work is.</source>
        <translation>只要停顿比键的寿命还长，C1 的写入就会变成过期写入，无论剩下的工作多么短。</translation>
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
        <location filename="../ui/pages/timing/timing_page.cpp" line="195"/>
        <source>&amp;Fencing:</source>
        <translation>栅栏(&amp;F)：</translation>
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
        <location filename="../ui/pages/timing/timing_page.cpp" line="201"/>
        <source>&lt;b&gt;Kleppmann&apos;s critique&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kleppmann 的批评&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="202"/>
        <source>&lt;b&gt;antirez&apos;s reply&lt;/b&gt;</source>
        <translation>&lt;b&gt;antirez 的回应&lt;/b&gt;</translation>
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
</context>
</TS>
