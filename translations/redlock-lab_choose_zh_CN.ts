<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::sim::Narration</name>
    <message>
        <source>%1 stops after asking %2 of %3 masters: %4 OK so far, and the %5 not yet asked (%6) could not make a majority.</source>
        <translation>%1 问过 %3 个主节点中的 %2 个后停下：目前 %4 个 OK，尚未问到的 %5 个（%6）已凑不成过半。</translation>
    </message>
    <message>
        <source>Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not hold the lock: such keys last until their TTL runs out.</source>
        <translation>%3 留在 %2 上的锁残留让 %1 拿不到这些票，尽管 %3 并不持有锁：这类键要等 TTL 到期才会消失。</translation>
    </message>
    <message>
        <source>%1 sends its unlock again to %2, which had not confirmed it.</source>
        <translation>%1 向尚未确认解锁的 %2 再次发送解锁。</translation>
    </message>
    <message>
        <source>%1 also gets its key onto %2 after it already held the majority.</source>
        <translation>%1 在已经拿到过半之后，又把自己的键写到了 %2 上。</translation>
    </message>
    <message>
        <source>%1 checks its lease at %2 ms and finds %3 ms left, so it goes on.</source>
        <translation>%1 在 %2 毫秒检查租约，发现还剩 %3 毫秒，于是继续。</translation>
    </message>
    <message>
        <source>%1 checks its lease at %2 ms, finds it has run out, and stops.</source>
        <translation>%1 在 %2 毫秒检查租约，发现已经到期，于是停下。</translation>
    </message>
    <message>
        <source>Nobody holds the lock from %1 to %2 ms although %3 asked for it: %4 ms without a lock.</source>
        <translation>从 %1 到 %2 毫秒没有任何客户端持有锁，尽管 %3 在请求它：%4 毫秒无锁可用。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ScenarioText</name>
    <message>
        <source>C1 alone, extending at 8 s. M3 crashes at 5000 ms and restarts empty at 5001 ms; the extension only resets the TTL of keys that still carry C1&apos;s value.</source>
        <translation>只有 C1，在第 8 秒续约。M3 在 5000 毫秒崩溃，5001 毫秒以空数据重启；续约只会重置仍带有 C1 值的键的 TTL。</translation>
    </message>
    <message>
        <source>As in the partial run, but the extension sends SET NX where the key is missing (the extend script of sbertrang&apos;s client).</source>
        <translation>与“部分续约”相同，但续约在键缺失的节点上发送 SET NX（sbertrang 客户端的续约脚本）。</translation>
    </message>
    <message>
        <source>C1 reaches only M1, M2 and M3; M3 crashes at 5000 ms and restarts empty at 5001 ms. C1 extends at 8 s and means to write again at 12 s. C2 reaches only M3, M4 and M5 and asks for the lock at 9000 ms.</source>
        <translation>C1 只能连到 M1、M2、M3；M3 在 5000 毫秒崩溃，5001 毫秒以空数据重启。C1 在第 8 秒续约，并打算在第 12 秒再写一次。C2 只能连到 M3、M4、M5，在 9000 毫秒请求锁。</translation>
    </message>
    <message>
        <source>C1 never finishes and asks to extend every 8 s; at most two extensions are allowed. C2 asks for the lock from 12 s on, retrying every few hundred ms.</source>
        <translation>C1 永远做不完，每 8 秒请求一次续约；最多允许续约两次。C2 从第 12 秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <source>As in the capped run, but with no cap on extensions (at most 1000).</source>
        <translation>与“有上限”相同，但续约次数不设上限（最多 1000 次）。</translation>
    </message>
    <message>
        <source>partial: a master restarted empty</source>
        <translation>部分续约：一个主节点空数据重启</translation>
    </message>
    <message>
        <source>partial, SET NX on extend</source>
        <translation>部分续约，续约时 SET NX</translation>
    </message>
    <message>
        <source>extension fails: abort</source>
        <translation>续约失败：中止</translation>
    </message>
    <message>
        <source>never done, capped</source>
        <translation>永远做不完，有上限</translation>
    </message>
    <message>
        <source>never done, no cap</source>
        <translation>永远做不完，无上限</translation>
    </message>
    <message>
        <source>Sequential fan-out with a hung and a slow master</source>
        <translation>顺序扇出：一个卡死、一个缓慢的主节点</translation>
    </message>
    <message>
        <source>C1 asks the masters one after another, M1 to M5, and waits for each reply or its 50 ms per-instance timeout before it asks the next. M2 is hung (requests to it are held up for 60 s) and M4 is 20 ms away each way.</source>
        <translation>C1 从 M1 到 M5 依次询问各主节点，每问一个都要等到回复或 50 毫秒的单实例超时，才去问下一个。M2 卡死了（发给它的请求被滞留 60 秒），M4 单程需要 20 毫秒。</translation>
    </message>
    <message>
        <source>The same masters, asked all at once: every SET leaves at T1.</source>
        <translation>同样的主节点，同时询问：所有 SET 都在 T1 发出。</translation>
    </message>
    <message>
        <source>M2, M3 and M4 are hung. Asked one after another, C1 stops asking as soon as the masters not yet asked could no longer make up a majority.</source>
        <translation>M2、M3、M4 都卡死了。依次询问时，一旦尚未问到的主节点已无法凑成过半，C1 就不再继续问。</translation>
    </message>
    <message>
        <source>A lost unlock leaves a key behind</source>
        <translation>丢失的解锁留下锁残留</translation>
    </message>
    <message>
        <source>C1 reaches only M1 and M2, so it must unlock. Its link to M1 is cut from 10 to 100 ms, so the unlock sent to M1 at 50 ms is lost. C2 reaches M1, M2 and M3 and asks for the lock from 200 ms on, retrying every few hundred ms.</source>
        <translation>C1 只能连到 M1 和 M2，所以必须解锁。它到 M1 的链路在 10 到 100 毫秒之间断开，因此 50 毫秒发往 M1 的解锁丢失了。C2 能连到 M1、M2、M3，从 200 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <source>C1 sends its unlock to every master; the one to M1 is lost on the cut link.</source>
        <translation>C1 向每个主节点发送解锁；发往 M1 的那条在断开的链路上丢失。</translation>
    </message>
    <message>
        <source>C1 sends its unlock again, 100 ms later, to every master that did not confirm it.</source>
        <translation>100 毫秒后，C1 向每个没有确认解锁的主节点再发一次解锁。</translation>
    </message>
    <message>
        <source>Slow acquisitions against the TTL</source>
        <translation>缓慢的加锁与 TTL</translation>
    </message>
    <message>
        <source>Every reply is held up for 12 s, and C1 waits up to 15 s per master.</source>
        <translation>每个回复都被滞留 12 秒，C1 对每个主节点最多等 15 秒。</translation>
    </message>
    <message>
        <source>No held-up replies, but C1 asks one master after another and each SET takes 1900 ms there and back (a 2 s timeout lets it wait).</source>
        <translation>回复不再被滞留，但 C1 依次询问主节点，每个 SET 往返要 1900 毫秒（2 秒的超时让它等得起）。</translation>
    </message>
    <message>
        <source>As before, but each SET takes 2000 ms there and back.</source>
        <translation>与上一个相同，但每个 SET 往返要 2000 毫秒。</translation>
    </message>
    <message>
        <source>A write delayed 90 s in the network (S3(d))</source>
        <translation>网络中被延迟 90 秒的写入（S3(d)）</translation>
    </message>
    <message>
        <source>The client&apos;s wall clock steps back</source>
        <translation>客户端的系统时钟回拨</translation>
    </message>
    <message>
        <source>C1 times its lease on its wall clock (as Date.now or time.time do). At 5000 ms that clock is stepped back by 5 s. C2 asks for the lock at 10500 ms.</source>
        <translation>C1 用自己的系统时钟为租约计时（Date.now 或 time.time 就是这样）。在 5000 毫秒，这个时钟被回拨 5 秒。C2 在 10500 毫秒请求锁。</translation>
    </message>
    <message>
        <source>C1&apos;s wall clock steps back from 5000 to 0 ms.</source>
        <translation>C1 的系统时钟从 5000 毫秒回拨到 0 毫秒。</translation>
    </message>
    <message>
        <source>C1 times its lease on a monotonic clock, which a step of the wall clock does not move.</source>
        <translation>C1 用单调时钟为租约计时，系统时钟的跳变不会影响它。</translation>
    </message>
    <message>
        <source>Checking the lease just before writing (S1(c))</source>
        <translation>写入前一刻检查租约（S1(c)）</translation>
    </message>
    <message>
        <source>C1 reads at 100 ms and checks its lease at 9800 ms, right before its write. At 9801 ms, between the check and the write, it stops for 5199 ms. C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>C1 在 100 毫秒读取，在 9800 毫秒、也就是写入前一刻检查租约。在 9801 毫秒，恰好在检查与写入之间，它停顿了 5199 毫秒。C2 在 10500 毫秒请求锁，在 10600 毫秒写入。</translation>
    </message>
    <message>
        <source>What the delayed-restart rule costs</source>
        <translation>延迟重启规则的代价</translation>
    </message>
    <message>
        <source>C1 takes the lock and releases it at 1000 ms. At 2000 ms M1, M2 and M3 crash and try to restart at 2200 ms; the delayed-restart rule keeps a crashed master down for TTL + 200 ms. C2 asks for the lock from 2500 ms on, retrying every few hundred ms.</source>
        <translation>C1 拿到锁并在 1000 毫秒释放。在 2000 毫秒，M1、M2、M3 崩溃，并在 2200 毫秒尝试重启；延迟重启规则让崩溃的主节点保持停机 TTL + 200 毫秒。C2 从 2500 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <source>No delayed-restart rule: the three masters come back empty at 2200 ms.</source>
        <translation>没有延迟重启规则：三个主节点在 2200 毫秒以空数据恢复。</translation>
    </message>
    <message>
        <source>Each partition costs up to one TTL</source>
        <translation>每次分区最多耗掉一个 TTL</translation>
    </message>
    <message>
        <source>Three holders in turn, each releasing 3 s after it took the lock. Each is cut off from every master 500 ms before its release, so the release does not arrive (partitions at 2500, 12500 and 22500 ms). The next client asks from 3000, 13500 and 24000 ms on.</source>
        <translation>三个持有者轮流拿锁，各自在拿到锁 3 秒后释放。每个持有者都在释放前 500 毫秒与所有主节点断开，所以释放送不到（分区发生在 2500、12500 和 22500 毫秒）。下一个客户端分别从 3000、13500 和 24000 毫秒起请求锁。</translation>
    </message>
    <message>
        <source>Only the first partition, at 2500 ms; the later releases arrive.</source>
        <translation>只有第一次分区（2500 毫秒）；之后的释放都能送到。</translation>
    </message>
    <message>
        <source>Losing the quorum after success</source>
        <translation>成功之后又失去过半</translation>
    </message>
    <message>
        <source>C1 cannot reach M4 and M5 until 500 ms, so its SETs land on M1, M2 and M3 only. At 3000 ms M2 and M3 crash, and they restart empty at 3100 ms. C2 cannot reach M1 and asks for the lock at 3500 ms.</source>
        <translation>C1 在 500 毫秒之前连不上 M4 和 M5，所以它的 SET 只落在 M1、M2、M3 上。在 3000 毫秒，M2 和 M3 崩溃，并在 3100 毫秒以空数据重启。C2 连不上 M1，在 3500 毫秒请求锁。</translation>
    </message>
    <message>
        <source>After its majority, C1 keeps sending SET NX every 200 ms to the masters that do not have its key yet.</source>
        <translation>拿到过半之后，C1 每隔 200 毫秒继续向还没有它的键的主节点发送 SET NX。</translation>
    </message>
    <message>
        <source>parallel fan-out</source>
        <translation>并行扇出</translation>
    </message>
    <message>
        <source>early stop</source>
        <translation>提前停止</translation>
    </message>
    <message>
        <source>unlock retried</source>
        <translation>重试解锁</translation>
    </message>
    <message>
        <source>sequential, 398 ms left</source>
        <translation>顺序加锁，只剩 398 毫秒</translation>
    </message>
    <message>
        <source>sequential, too slow</source>
        <translation>顺序加锁，太慢</translation>
    </message>
    <message>
        <source>monotonic client clock</source>
        <translation>客户端单调时钟</translation>
    </message>
    <message>
        <source>no delayed restart</source>
        <translation>没有延迟重启</translation>
    </message>
    <message>
        <source>one partition</source>
        <translation>一次分区</translation>
    </message>
    <message>
        <source>lock the remaining masters</source>
        <translation>继续锁住其余主节点</translation>
    </message>
    <message>
        <source>&lt;b&gt;The specification&lt;/b&gt;</source>
        <translation>&lt;b&gt;规范&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;A client-side fix&lt;/b&gt;</source>
        <translation>&lt;b&gt;客户端的补救&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The article on Redlock&apos;s safety&lt;/b&gt;</source>
        <translation>&lt;b&gt;关于红锁安全性的文章&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Step 2 asks the masters one after another; the same page says it is better to send to all of them at once. Each master asked in turn adds its whole wait to the elapsed time.</source>
        <translation>第 2 步要求依次询问各主节点；同一页又说最好同时发给所有主节点。依次询问时，每个主节点的等待时间都会整段计入耗时。</translation>
    </message>
    <message>
        <source>Its Java loop asks in turn and gives up early once a majority is out of reach. A slow or hung master costs its full timeout, so jitter across regions can eat the lease.</source>
        <translation>文中的 Java 循环依次询问，一旦凑不成过半就提前放弃。缓慢或卡死的主节点会耗掉整个超时，因此跨地域的网络抖动可能吃掉租约。</translation>
    </message>
    <message>
        <source>A client that misses the majority must unlock everywhere at once. If an unlock is lost, the others can only wait for that key&apos;s TTL.</source>
        <translation>没拿到过半的客户端必须立刻在所有节点上解锁。如果某个解锁丢失，其他客户端只能等那个键的 TTL 到期。</translation>
    </message>
    <message>
        <source>A lost rollback leaves lock residue: until that key&apos;s TTL runs out (up to a whole TTL) the next client cannot get that master&apos;s vote.</source>
        <translation>丢失的回滚会留下锁残留：在那个键的 TTL 耗尽之前（最长整整一个 TTL），下一个客户端拿不到那个主节点的票。</translation>
    </message>
    <message>
        <source>The lock counts only if the acquire took less than the TTL, and what is left of the validity is all the time the work may use.</source>
        <translation>只有加锁耗时小于 TTL 时锁才算数，剩下的有效期就是业务能用的全部时间。</translation>
    </message>
    <message>
        <source>A write can stay in the network long after the lease ended. Only the storage can refuse it, by checking a fencing token.</source>
        <translation>一次写入可能在租约结束很久之后还滞留在网络中。只有存储端能通过检查栅栏令牌拒绝它。</translation>
    </message>
    <message>
        <source>Any lock that ends by timeout has this hole, whatever its algorithm; the protected resource has to take part.</source>
        <translation>任何靠超时结束的锁都有这个漏洞，与算法无关；受保护的资源必须参与进来。</translation>
    </message>
    <message>
        <source>Validity is measured on the client&apos;s clock. A client that reads a wall clock inherits every step an operator or NTP makes.</source>
        <translation>有效期是在客户端的时钟上计量的。读取系统时钟的客户端会继承运维人员或 NTP 造成的每一次跳变。</translation>
    </message>
    <message>
        <source>A monotonic clock (as redsync and redis-plus-plus use) is not moved by such steps, so the client&apos;s lease ends on time.</source>
        <translation>单调时钟（redsync 和 redis-plus-plus 使用的那种）不受这类跳变影响，因此客户端的租约会按时结束。</translation>
    </message>
    <message>
        <source>Each partition can cost up to one TTL of unavailability, and partitions that keep coming can keep the lock unavailable.</source>
        <translation>每次分区最多会造成一个 TTL 的不可用，而接连不断的分区可能让锁一直不可用。</translation>
    </message>
    <message>
        <source>Safety by expiry is paid for in waiting: a holder that cannot release blocks everyone until its keys expire.</source>
        <translation>靠过期保证安全的代价是等待：无法释放的持有者会挡住所有人，直到它的键过期。</translation>
    </message>
    <message>
        <source>Locking the remaining masters after the quorum leaves a margin, so losing a few keys still leaves a majority.</source>
        <translation>拿到过半后继续锁住其余主节点能留出余量，这样丢掉几个键后仍然过半。</translation>
    </message>
</context>
<context>
    <name>redlock::sim::Choose</name>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>overlap %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <source>%1 stale %1[write|writes] accepted</source>
        <translation>接受了 %1 次陈旧写入</translation>
    </message>
    <message>
        <source>unavailable %1 ms</source>
        <translation>不可用 %1 毫秒</translation>
    </message>
    <message>
        <source>%1× stale write</source>
        <translation>陈旧写入×%1</translation>
    </message>
    <message>
        <source>A second run only repeats work, so one server with a standby is enough: at the worst moment of a failover two clients held the lock together for %1 ms, which costs a job done twice, not wrong data.</source>
        <translation>重复执行只是多做一遍工作，所以一台带备机的服务器就够了：在故障转移最坏的时刻，两个客户端同时持有锁 %1 毫秒，代价是一个任务做了两次，而不是数据出错。</translation>
    </message>
    <message>
        <source>Five Redlock masters, run as specified, survive a crashed master (overlap %1 ms) and buy availability, but not safety against a clock that steps: one server&apos;s clock jump still let two clients hold the lock for %2 ms. Restarted at once or failed over to a replica, they overlapped for %3 ms.</source>
        <translation>按规范部署的五个红锁主节点能扛住一个主节点崩溃（重叠 %1 毫秒），换来的是可用性，却挡不住时钟跳变：一台服务器的时钟跳变仍让两个客户端同时持有锁 %2 毫秒。若崩溃后立即重启，或故障转移到副本，重叠达 %3 毫秒。</translation>
    </message>
    <message>
        <source>The storage can refuse a stale token, so one server with a job lease is enough: when its clock jumped, two workers believed for %1 ms, yet the storage accepted no stale write, because the job&apos;s attempt counter is the fence.</source>
        <translation>存储能拒绝陈旧的令牌，所以一台服务器加任务租约就够了：它的时钟跳变时，两个工作进程都认为自己持有锁 %1 毫秒，但存储没有接受任何陈旧写入，因为任务的尝试计数器就是栅栏。</translation>
    </message>
    <message>
        <source>Your team can run a consensus cluster: its lease survived the failover (overlap %1 ms) and a server clock jump (overlap %2 ms), because the leader times it on a monotonic clock and commits before it answers.</source>
        <translation>你的团队能运维共识集群：它的租约扛过了故障转移（重叠 %1 毫秒）和服务器时钟跳变（重叠 %2 毫秒），因为领导者用单调时钟计时，并且先提交再应答。</translation>
    </message>
    <message>
        <source>A consensus lock still needs fencing against a paused client: after the 15 s pause the storage accepted %1 stale %1[write|writes] from the client that woke up. The lock provides the token, its revision: with the storage checking it, %2 stale %2[write|writes] got in.</source>
        <translation>共识锁面对停顿的客户端仍然需要栅栏：15 秒停顿之后，存储接受了醒来的客户端 %1 次陈旧写入。锁本身提供了令牌，也就是它的修订号：存储检查它之后，陈旧写入为 %2 次。</translation>
    </message>
    <message>
        <source>Work that cannot refuse a stale token is not safe under any lock in the matrix: after the 15 s pause Redlock let %1 stale %1[write|writes] in, the consensus lease without its check %2. Make the work idempotent, or give the storage a token check, before choosing the lock.</source>
        <translation>无法拒绝陈旧令牌的工作，在矩阵里的任何锁下都不安全：15 秒停顿之后，红锁放进了 %1 次陈旧写入，不检查修订号的共识租约放进了 %2 次。先让工作幂等，或让存储检查令牌，再来选锁。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChoosePage</name>
    <message>
        <source>%1 designs, %2 faults: the worst each design met</source>
        <translation>%1 种设计、%2 种故障：每种设计遇到的最坏情况</translation>
    </message>
    <message>
        <source>Each cell is the worst run with the fault moved across one TTL, every 50 ms: safe means safe whenever the fault strikes. Red: two clients believed they held the lock, or the storage took a stale write. Click a cell (or arrows + Enter) to open its worst run.</source>
        <translation>每个格子是故障在一个 TTL 内每隔 50 毫秒挪动一次后最坏的那次运行：安全指无论故障何时发生都安全。红色：两个客户端都认为自己持有锁，或存储接受了陈旧写入。点击格子（或用方向键加回车）打开它最坏的那次运行。</translation>
    </message>
    <message>
        <source>Running the simulations of %1 cells, each fault at every 50 ms of a TTL…</source>
        <translation>正在运行 %1 个格子的模拟，每个故障在一个 TTL 内每 50 毫秒一次…</translation>
    </message>
    <message>
        <source>Which lock when</source>
        <translation>什么情况用什么锁</translation>
    </message>
    <message>
        <source>Running the work twice corrupts data or money (not only repeated work)</source>
        <translation>工作执行两次会弄坏数据或钱（不只是重复劳动）</translation>
    </message>
    <message>
        <source>The work can be made idempotent: the storage can refuse a stale token</source>
        <translation>工作可以做成幂等：存储能拒绝陈旧的令牌</translation>
    </message>
    <message>
        <source>The team can operate:</source>
        <translation>团队能运维：</translation>
    </message>
    <message>
        <source>one Redis/Valkey server with a standby</source>
        <translation>一台带备机的 Redis/Valkey 服务器</translation>
    </message>
    <message>
        <source>five independent Redis/Valkey masters</source>
        <translation>五个独立的 Redis/Valkey 主节点</translation>
    </message>
    <message>
        <source>a consensus cluster (etcd, ZooKeeper)</source>
        <translation>一个共识集群（etcd、ZooKeeper）</translation>
    </message>
    <message>
        <source>Measured on real processes</source>
        <translation>在真实进程上测得</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>what happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>took</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Holders take the lock in turn on five masters (TTL 10 s), each releasing 3 s after it got the lock; the next client asks just after that. A partition cuts a holder off 500 ms before its release, so its key stays until the TTL ends. Each point is one run with that many holders cut off.</source>
        <translation>持有者在五个主节点上轮流拿锁（TTL 10 秒），每个在拿到锁 3 秒后释放；下一个客户端紧接着请求。分区在释放前 500 毫秒切断持有者，于是它的键一直留到 TTL 结束。每个点是一次运行，被切断的持有者数即横坐标。</translation>
    </message>
    <message>
        <source>The run of a cell</source>
        <translation>一个格子的运行</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>a double run is harmful</source>
        <translation>重复执行有害</translation>
    </message>
    <message>
        <source>a double run only repeats work</source>
        <translation>重复执行只是多做一遍</translation>
    </message>
    <message>
        <source>idempotent work</source>
        <translation>幂等的工作</translation>
    </message>
    <message>
        <source>work not idempotent</source>
        <translation>工作不幂等</translation>
    </message>
    <message>
        <source>The advice appears once the grid is computed.</source>
        <translation>网格算完后这里给出建议。</translation>
    </message>
    <message>
        <source>No design in the grid is safe for this work as it stands.</source>
        <translation>按现状，网格里没有哪种设计对这项工作是安全的。</translation>
    </message>
    <message>
        <source>Pick: %1 (highlighted in the grid).</source>
        <translation>选择：%1（已在网格中标出）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 —— %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Open run: %1 — %2</source>
        <translation>打开的运行：%1 —— %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Ticked: a second run of the work does harm; unticked: it only repeats work</source>
        <translation>勾选：工作执行第二次会造成损害；不勾选：只是重复劳动</translation>
    </message>
    <message>
        <source>Ticked: the work or its storage can turn away a write with an old token</source>
        <translation>勾选：工作或其存储能拒绝带旧令牌的写入</translation>
    </message>
    <message>
        <source>What your team can run and keep running</source>
        <translation>你的团队能部署并长期运维什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="165"/>
        <source>Every design here trusts its servers and its own clock: a Redlock client believes each master&apos;s answer, an etcd client believes its members, and each client trusts the rate of its clock. The script check only catches the wrong kind of server, not one that lies. Passwords (AUTH), TLS in front of the servers and a private network keep strangers out.</source>
        <translation>这里的每种设计都信任自己的服务器和自己的时钟：红锁（Redlock）客户端相信每个主节点的回答，etcd 客户端相信它的成员，每个客户端都信任自己时钟的走速。脚本校验只能发现连错了服务器类型，发现不了说谎的服务器。要把外人挡在门外，靠的是密码（AUTH）、服务器前的 TLS 和私有网络。</translation>
    </message>
    <message>
        <source>Click a cell, or press Enter on it, to open its run below</source>
        <translation>点击格子或在格子上按回车，在下方打开它的运行</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChooseTexts</name>
    <message>
        <source>One server + standby</source>
        <translation>单服务器 + 备机</translation>
    </message>
    <message>
        <source>Redlock, 5 masters</source>
        <translation>红锁，5 个主节点</translation>
    </message>
    <message>
        <source>Consensus lease</source>
        <translation>共识租约</translation>
    </message>
    <message>
        <source>Consensus lease + fence</source>
        <translation>共识租约 + 栅栏</translation>
    </message>
    <message>
        <source>Job lease (idempotent)</source>
        <translation>任务租约（幂等）</translation>
    </message>
    <message>
        <source>Multi-write group</source>
        <translation>复制组内多写</translation>
    </message>
    <message>
        <source>Local token + renewal</source>
        <translation>本地令牌 + 续约</translation>
    </message>
    <message>
        <source>One Redis/Valkey master with an asynchronously replicated standby that Sentinel promotes after a failure; keys expire on the master&apos;s wall clock; no fencing.</source>
        <translation>一个 Redis/Valkey 主节点加一个异步复制的备机，故障后由 Sentinel 提升备机；键按主节点的系统时钟过期；没有栅栏。</translation>
    </message>
    <message>
        <source>Redlock on five independent masters as the spec asks: no replicas, and a crashed master stays down for one TTL before it rejoins; keys expire on each master&apos;s wall clock; no fencing.</source>
        <translation>按规范部署在五个独立主节点上的红锁：没有副本，崩溃的主节点停机一个 TTL 后才重新加入；键按各主节点的系统时钟过期；没有栅栏。</translation>
    </message>
    <message>
        <source>A replicated, linearizable store (etcd or ZooKeeper style): the lease runs on the leader&apos;s monotonic clock, a new leader keeps it, and the grant carries a revision that the storage here does not check.</source>
        <translation>一个复制的、线性一致的存储（etcd 或 ZooKeeper 式）：租约按领导者的单调时钟计时，新领导者会保留它，授予时带回一个修订号，但这里的存储不检查它。</translation>
    </message>
    <message>
        <source>The same consensus lease, and the storage checks the revision as a fencing token.</source>
        <translation>同样的共识租约，且存储把修订号当作栅栏令牌检查。</translation>
    </message>
    <message>
        <source>One server with fsync on every write: the job&apos;s lease has a deadline on the server&apos;s clock, and its attempt counter is the fence the storage checks (the single-server lease page).</source>
        <translation>一台每次写入都 fsync 的服务器：任务租约的截止时间按服务器的时钟计算，尝试计数就是存储检查的栅栏（见单服务器租约一页）。</translation>
    </message>
    <message>
        <source>The lock written to all three nodes of one replication group; two of the three must accept it.</source>
        <translation>锁写到同一复制组的全部三个节点上；三个中要有两个接受。</translation>
    </message>
    <message>
        <source>One central master with a standby, a short 3 s lease renewed every second, and the client checks its local token just before each write.</source>
        <translation>一个带备机的中心主节点，3 秒的短租约每秒续约一次，客户端在每次写入前检查本地令牌。</translation>
    </message>
    <message>
        <source>Server crash</source>
        <translation>服务器崩溃</translation>
    </message>
    <message>
        <source>Failover</source>
        <translation>故障转移</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>时钟跳变</translation>
    </message>
    <message>
        <source>GC pause</source>
        <translation>GC 停顿</translation>
    </message>
    <message>
        <source>Delayed write</source>
        <translation>延迟的写入</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>网络分区</translation>
    </message>
    <message>
        <source>A server that holds the first client&apos;s key dies at 3 s; the second client asks from 3.3 s.</source>
        <translation>持有第一个客户端键的服务器在第 3 秒宕机；第二个客户端从 3.3 秒起请求。</translation>
    </message>
    <message>
        <source>A server acknowledges the lock and dies at 2 ms, before its replica has the key.</source>
        <translation>一台服务器确认了加锁，并在 2 毫秒时宕机，此时它的副本还没有这个键。</translation>
    </message>
    <message>
        <source>That server&apos;s wall clock steps 9 s forward at 2 s.</source>
        <translation>那台服务器的系统时钟在第 2 秒向前跳 9 秒。</translation>
    </message>
    <message>
        <source>The holder reads, pauses 15 s, then writes back what it read.</source>
        <translation>持有者读取后停顿 15 秒，再把读到的内容写回。</translation>
    </message>
    <message>
        <source>A write sent inside the lease reaches the storage 90 s later.</source>
        <translation>在租约内发出的一次写入，90 秒后才到达存储。</translation>
    </message>
    <message>
        <source>The holder is cut off from every server at 2.5 s, so its release never arrives.</source>
        <translation>持有者在 2.5 秒与所有服务器断开，所以它的释放永远到不了。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PageCatalog</name>
    <message>
        <source>Choosing a lock</source>
        <translation>如何选锁</translation>
    </message>
    <message>
        <source>The same faults against each lock design, measured: which lock for which work.</source>
        <translation>同样的故障作用于每一种锁设计，结果都是测出来的：什么工作用什么锁。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PartitionChart</name>
    <message>
        <source>Repeated partitions: time without a lock</source>
        <translation>反复分区：无锁可用的时间</translation>
    </message>
    <message>
        <source>holders whose release a partition swallowed</source>
        <translation>释放被分区吞掉的持有者数</translation>
    </message>
    <message>
        <source>unavailable (s)</source>
        <translation>不可用（秒）</translation>
    </message>
    <message>
        <source>measured in the simulator</source>
        <translation>模拟器中测得</translation>
    </message>
    <message>
        <source>one TTL per partition</source>
        <translation>每次分区一个 TTL</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPage</name>
    <message>
        <source>No lock is a silver bullet: the choosing page plays every fault against every design. A consensus lease (etcd, ZooKeeper) survives the server faults, yet a paused client still writes after its lease; its revision is the fencing token that turns that write away.</source>
        <translation>没有银弹：选锁页让每一种故障作用于每一种设计。共识租约（etcd、ZooKeeper）扛得住服务器故障，但停顿的客户端仍会在租约结束后写入；它的修订号就是把这次写入挡回去的栅栏令牌。</translation>
    </message>
    <message>
        <source>Consensus lease, client paused 15 s: stale writes accepted %1 with the revision unchecked, %2 with it checked</source>
        <translation>共识租约，客户端停顿 15 秒：不检查修订号时接受陈旧写入 %1 次，检查时 %2 次</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TryThis</name>
    <message>
        <source>Open the cell &quot;Consensus lease + fence&quot; under &quot;GC pause&quot;: what does the storage do with the late write?</source>
        <translation>打开“GC 停顿”下的“共识租约 + 栅栏”格子：存储如何处理那次迟到的写入？</translation>
    </message>
    <message>
        <source>Untick &quot;Running the work twice corrupts data&quot;: which design does the guide pick now?</source>
        <translation>取消勾选“工作执行两次会弄坏数据”：指南现在选哪种设计？</translation>
    </message>
    <message>
        <source>Say the team runs a consensus cluster and the work can refuse a stale token: what must the storage still check?</source>
        <translation>假设团队运维共识集群，且工作能拒绝陈旧令牌：存储仍然必须检查什么？</translation>
    </message>
</context>
</TS>
