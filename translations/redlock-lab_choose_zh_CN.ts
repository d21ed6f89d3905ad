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
        <source>C1 alone, extending at 8 s. C crashes at 5000 ms and restarts empty at 5001 ms; the extension only resets the TTL of keys that still carry C1&apos;s value.</source>
        <translation>只有 C1，在第 8 秒续期。C 在 5000 毫秒崩溃，5001 毫秒以空数据重启；续期只会重置仍带有 C1 值的键的 TTL。</translation>
    </message>
    <message>
        <source>As in the partial run, but the extension sends SET NX where the key is missing (the extend script of sbertrang&apos;s client).</source>
        <translation>与“部分续期”相同，但续期在键缺失的节点上发送 SET NX（sbertrang 客户端的续期脚本）。</translation>
    </message>
    <message>
        <source>C1 reaches only A, B and C; C crashes at 5000 ms and restarts empty at 5001 ms. C1 extends at 8 s and means to write again at 12 s. C2 reaches only C, D and E and asks for the lock at 9000 ms.</source>
        <translation>C1 只能连到 A、B、C；C 在 5000 毫秒崩溃，5001 毫秒以空数据重启。C1 在第 8 秒续期，并打算在第 12 秒再写一次。C2 只能连到 C、D、E，在 9000 毫秒请求锁。</translation>
    </message>
    <message>
        <source>C1 never finishes and asks to extend every 8 s; at most two extensions are allowed. C2 asks for the lock from 12 s on, retrying every few hundred ms.</source>
        <translation>C1 永远做不完，每 8 秒请求一次续期；最多允许续期两次。C2 从第 12 秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <source>As in the capped run, but with no cap on extensions (at most 1000).</source>
        <translation>与“有上限”相同，但续期次数不设上限（最多 1000 次）。</translation>
    </message>
    <message>
        <source>partial: a master restarted empty</source>
        <translation>部分续期：一个主节点空数据重启</translation>
    </message>
    <message>
        <source>partial, SET NX on extend</source>
        <translation>部分续期，续期时 SET NX</translation>
    </message>
    <message>
        <source>extension fails: abort</source>
        <translation>续期失败：中止</translation>
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
        <source>C1 asks the masters one after another, A to E, and waits for each reply or its 50 ms per-instance timeout before it asks the next. B is hung (requests to it are held up for 60 s) and D is 20 ms away each way.</source>
        <translation>C1 从 A 到 E 依次询问各主节点，每问一个都要等到回复或 50 毫秒的单实例超时，才去问下一个。B 卡死了（发给它的请求被滞留 60 秒），D 单程需要 20 毫秒。</translation>
    </message>
    <message>
        <source>The same masters, asked all at once: every SET leaves at T1.</source>
        <translation>同样的主节点，同时询问：所有 SET 都在 T1 发出。</translation>
    </message>
    <message>
        <source>B, C and D are hung. Asked one after another, C1 stops asking as soon as the masters not yet asked could no longer make up a majority.</source>
        <translation>B、C、D 都卡死了。依次询问时，一旦尚未问到的主节点已无法凑成过半，C1 就不再继续问。</translation>
    </message>
    <message>
        <source>A lost unlock leaves a key behind</source>
        <translation>丢失的解锁留下锁残留</translation>
    </message>
    <message>
        <source>C1 reaches only A and B, so it must unlock. Its link to A is cut from 10 to 100 ms, so the unlock sent to A at 50 ms is lost. C2 reaches A, B and C and asks for the lock from 200 ms on, retrying every few hundred ms.</source>
        <translation>C1 只能连到 A 和 B，所以必须解锁。它到 A 的链路在 10 到 100 毫秒之间断开，因此 50 毫秒发往 A 的解锁丢失了。C2 能连到 A、B、C，从 200 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <source>C1 sends its unlock to every master; the one to A is lost on the cut link.</source>
        <translation>C1 向每个主节点发送解锁；发往 A 的那条在断开的链路上丢失。</translation>
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
        <source>C1 takes the lock and releases it at 1000 ms. At 2000 ms A, B and C crash and try to restart at 2200 ms; the delayed-restart rule keeps a crashed master down for TTL + 200 ms. C2 asks for the lock from 2500 ms on, retrying every few hundred ms.</source>
        <translation>C1 拿到锁并在 1000 毫秒释放。在 2000 毫秒，A、B、C 崩溃，并在 2200 毫秒尝试重启；延迟重启规则让崩溃的主节点保持停机 TTL + 200 毫秒。C2 从 2500 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
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
        <source>C1 cannot reach D and E until 500 ms, so its SETs land on A, B and C only. At 3000 ms B and C crash, and they restart empty at 3100 ms. C2 cannot reach A and asks for the lock at 3500 ms.</source>
        <translation>C1 在 500 毫秒之前连不上 D 和 E，所以它的 SET 只落在 A、B、C 上。在 3000 毫秒，B 和 C 崩溃，并在 3100 毫秒以空数据重启。C2 连不上 A，在 3500 毫秒请求锁。</translation>
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
        <source>A lost rollback leaves lock residue: for a short window the next client cannot get that master&apos;s vote.</source>
        <translation>丢失的回滚会留下锁残留：在一个短暂的窗口内，下一个客户端拿不到那个主节点的票。</translation>
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
</TS>
