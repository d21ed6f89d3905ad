<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::compare::LiveCompare</name>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="39"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later; in the %4 ms after the kill the holder&apos;s lease was renewed %5 %5[time|times], the key kept revision %2 and a second client was refused. After the release the next holder got revision %6.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群再次应答；杀掉后的 %4 毫秒内，持锁者的租约续约了 %5 次，键的修订号一直是 %2，第二个客户端被拒绝。释放之后，下一个持锁者得到修订号 %6。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="49"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later, too late for the holder: no keep-alive was answered within its %4 ms lease, so it gave the lock up.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群才再次应答，对持锁者来说太晚了：在它 %4 毫秒的租约内没有任何续约得到应答，于是它放弃了锁。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="56"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later, but %4 ms after the kill the holder&apos;s key was gone or had another revision.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群再次应答，但在杀掉后 %4 毫秒，持锁者的键已经消失或换了修订号。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="62"/>
        <source>The holder (revision %1) was frozen with SIGSTOP. Its lease ran out and the key was gone %2 ms after the freeze; a second client took the lock with revision %3 and wrote with it. Thawed after %4 ms, the first client wrote with revision %1: the register rejected it, having accepted %3 already.</source>
        <translation>持锁者（修订号 %1）被 SIGSTOP 冻结。它的租约到期，冻结后 %2 毫秒键消失；第二个客户端以修订号 %3 拿到锁并用它写入。%4 毫秒后解冻，第一个客户端用修订号 %1 写入：寄存器已经接受过 %3，于是拒绝了它。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="70"/>
        <source>The holder (revision %1) was frozen with SIGSTOP and its key was gone %2 ms later; a second client took the lock with revision %3. Thawed after %4 ms, the first client wrote with revision %1 and the register took it.</source>
        <translation>持锁者（修订号 %1）被 SIGSTOP 冻结，%2 毫秒后它的键消失；第二个客户端以修订号 %3 拿到锁。%4 毫秒后解冻，第一个客户端用修订号 %1 写入，寄存器接受了它。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="77"/>
        <source>With %1 of %2 Redis masters killed, %3 of %4 acquires still got the lock, %5 ms each (median; %6 ms with all %2 up).</source>
        <translation>杀掉 %2 个 Redis 主节点中的 %1 个后，%4 次加锁中仍有 %3 次成功，每次 %5 毫秒（中位数；%2 个全部在线时为 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="82"/>
        <source>With %1 of %2 Redis masters killed, only %3 of %4 acquires got the lock (%6 ms each with all %2 up).</source>
        <translation>杀掉 %2 个 Redis 主节点中的 %1 个后，%4 次加锁只有 %3 次成功（%2 个全部在线时每次 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="87"/>
        <source>With %1 of %2 etcd members killed, %3 of %4 acquires still got the lock, %5 ms each (median; %6 ms with all %2 up).</source>
        <translation>杀掉 %2 个 etcd 成员中的 %1 个后，%4 次加锁中仍有 %3 次成功，每次 %5 毫秒（中位数；%2 个全部在线时为 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="92"/>
        <source>With %1 of %2 etcd members killed, only %3 of %4 acquires got the lock (%6 ms each with all %2 up).</source>
        <translation>杀掉 %2 个 etcd 成员中的 %1 个后，%4 次加锁只有 %3 次成功（%2 个全部在线时每次 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="96"/>
        <source>This run could not be made on this machine: %1</source>
        <translation>这次运行无法在本机完成：%1</translation>
    </message>
    <message>
        <location filename="../core/compare/live_compare.cpp" line="99"/>
        <source>Measured here: with every server up, an acquire took %1 ms on the etcd cluster and %2 ms with Redlock on %3 Redis masters (medians of %4 %4[acquire|acquires] each), %5 times as long; with a minority down, %6 ms and %7 ms.</source>
        <translation>本机实测：所有服务器在线时，etcd 集群上一次加锁耗时 %1 毫秒，%3 个 Redis 主节点上的红锁耗时 %2 毫秒（各为 %4 次加锁的中位数），前者是后者的 %5 倍；少数节点宕机时分别为 %6 毫秒和 %7 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::explore::Assumption</name>
    <message>
        <location filename="../core/explore/search.cpp" line="63"/>
        <source>a pause longer than the validity left</source>
        <translation>停顿长于剩余的有效期</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="66"/>
        <source>a clock jump larger than the drift allowance</source>
        <translation>时钟跳变大于漂移余量</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="69"/>
        <source>a clock running fast by more than the drift allowance covers</source>
        <translation>时钟走快的幅度超出了漂移余量能覆盖的范围</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="72"/>
        <source>a restart without persistence before the TTL ran out</source>
        <translation>在 TTL 到期之前、没有持久化的重启</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="75"/>
        <source>no validity check after the acquire</source>
        <translation>获取锁之后没有检查有效期</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="78"/>
        <source>a random value gives the storage no order</source>
        <translation>随机值无法让存储判断先后</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="81"/>
        <source>a write delayed in the network until a later holder wrote</source>
        <translation>一次写入在网络中被延迟，直到后来的持有者已经写入</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="84"/>
        <source>split votes: with no fault at all, every client gave up</source>
        <translation>选票分散：没有任何故障，所有客户端却都放弃了</translation>
    </message>
    <message>
        <location filename="../core/explore/search.cpp" line="87"/>
        <source>messages delayed or lost</source>
        <translation>消息被延迟或丢失</translation>
    </message>
</context>
<context>
    <name>redlock::sim::Choose</name>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="426"/>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="427"/>
        <source>overlap %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="428"/>
        <source>%1 stale %1[write|writes] accepted</source>
        <translation>接受了 %1 次陈旧写入</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="429"/>
        <source>unavailable %1 ms</source>
        <translation>不可用 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="430"/>
        <source>%1× stale write</source>
        <translation>陈旧写入×%1</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="441"/>
        <source>A second run only repeats work, so one server with a standby is enough: at the worst moment of a failover two clients held the lock together for %1 ms, which costs a job done twice, not wrong data.</source>
        <translation>重复执行只是多做一遍工作，所以一台带备机的服务器就够了：在故障转移最坏的时刻，两个客户端同时持有锁 %1 毫秒，代价是一个任务做了两次，而不是数据出错。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="448"/>
        <source>Five Redlock masters, run as specified, survive a crashed master (overlap %1 ms) and buy availability, but not safety against a clock that steps: one server&apos;s clock jump still let two clients hold the lock for %2 ms. Restarted at once or failed over to a replica, they overlapped for %3 ms.</source>
        <translation>按规范部署的五个红锁主节点能扛住一个主节点崩溃（重叠 %1 毫秒），换来的是可用性，却挡不住时钟跳变：一台服务器的时钟跳变仍让两个客户端同时持有锁 %2 毫秒。若崩溃后立即重启，或故障转移到副本，重叠达 %3 毫秒。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="456"/>
        <source>The storage can refuse a stale token, so one server with a job lease is enough: when its clock jumped, two workers believed for %1 ms, yet the storage accepted no stale write, because the job&apos;s attempt counter is the fence.</source>
        <translation>存储能拒绝陈旧的令牌，所以一台服务器加任务租约就够了：它的时钟跳变时，两个工作进程都认为自己持有锁 %1 毫秒，但存储没有接受任何陈旧写入，因为任务的尝试计数器就是栅栏。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="471"/>
        <source>Your team can run a consensus cluster: its lease survived the failover (overlap %1 ms) and a server clock jump (overlap %2 ms), because the leader times it on a monotonic clock and commits before it answers.</source>
        <translation>你的团队能运维共识集群：它的租约扛过了故障转移（重叠 %1 毫秒）和服务器时钟跳变（重叠 %2 毫秒），因为领导者用单调时钟计时，并且先提交再应答。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="477"/>
        <source>A consensus lock still needs fencing against a paused client: after the 15 s pause the storage accepted %1 stale %1[write|writes] from the client that woke up. The lock provides the token, its revision: with the storage checking it, %2 stale %2[write|writes] got in.</source>
        <translation>共识锁面对停顿的客户端仍然需要栅栏：15 秒停顿之后，存储接受了醒来的客户端 %1 次陈旧写入。锁本身提供了令牌，也就是它的修订号：存储检查它之后，陈旧写入为 %2 次。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="485"/>
        <source>Work that cannot refuse a stale token is not safe under any lock in the matrix: after the 15 s pause Redlock let %1 stale %1[write|writes] in, the consensus lease without its check %2. Make the work idempotent, or give the storage a token check, before choosing the lock.</source>
        <translation>无法拒绝陈旧令牌的工作，在矩阵里的任何锁下都不安全：15 秒停顿之后，红锁放进了 %1 次陈旧写入，不检查修订号的共识租约放进了 %2 次。先让工作幂等，或让存储检查令牌，再来选锁。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="432"/>
        <source>no failover in this design: the crashed master stays down one TTL</source>
        <translation>此设计没有故障转移：崩溃的主节点停机一个 TTL</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="435"/>
        <source>no failover in this design: the server restarts from its own disk</source>
        <translation>此设计没有故障转移：服务器从自己的磁盘重启</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="437"/>
        <source>no failover</source>
        <translation>无故障转移</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="439"/>
        <source>worst of %1 fault times, %2 ms apart</source>
        <translation>%1 个故障时刻中最坏的一个，间隔 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="462"/>
        <source>The storage can refuse a stale token, so one server with a job lease is enough: when its clock jumped, two workers believed for %1 ms, and the storage took %2 stale %2[write|writes] only in the gap before the new worker&apos;s first write raised the fence (the job&apos;s attempt counter). A new holder that shows its token to the storage before it works closes that gap.</source>
        <translation>存储能拒绝陈旧的令牌，所以一台服务器加任务租约就够了：它的时钟跳变时，两个工作进程都认为自己持有锁 %1 毫秒，存储只在新工作进程第一次写入抬高栅栏（任务的尝试计数器）之前的空档里接受了 %2 次陈旧写入。新的持有者在开始工作前先把令牌交给存储登记，就能堵上这个空档。</translation>
    </message>
    <message>
        <location filename="../core/sim/analysis/choose.cpp" line="494"/>
        <source>Whatever the lock, keep it narrow (one key per resource, not one for the whole service) and hold it briefly: most services need nothing more, and a short critical section gives a pause or a clock step less time to hit.</source>
        <translation>无论用哪种锁，都要让锁的粒度细（每个资源一个键，而不是整个服务一把锁），并且持有时间要短：大多数服务只需要这些，而短小的临界区也让停顿或时钟跳变更难碰上。</translation>
    </message>
</context>
<context>
    <name>redlock::sim::Narration</name>
    <message>
        <location filename="../core/sim/narration.cpp" line="145"/>
        <source>%1 stops after asking %2 of %3 masters: %4 OK so far, and the %5 not yet asked (%6) could not make a majority.</source>
        <translation>%1 问过 %3 个主节点中的 %2 个后停下：目前 %4 个 OK，尚未问到的 %5 个（%6）已凑不成过半。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="148"/>
        <source>Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not hold the lock: such keys last until their TTL runs out.</source>
        <translation>%3 留在 %2 上的锁残留让 %1 拿不到这些票，尽管 %3 并不持有锁：这类键要等 TTL 到期才会消失。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="161"/>
        <source>%1 sends its unlock again to %2, which had not confirmed it.</source>
        <translation>%1 向尚未确认解锁的 %2 再次发送解锁。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="164"/>
        <source>%1 also gets its key onto %2 after it already held the majority.</source>
        <translation>%1 在已经拿到过半之后，又把自己的键写到了 %2 上。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="167"/>
        <source>%1 checks its lease at %2 ms and finds %3 ms left, so it goes on.</source>
        <translation>%1 在 %2 毫秒检查租约，发现还剩 %3 毫秒，于是继续。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="170"/>
        <source>%1 checks its lease at %2 ms, finds it has run out, and stops.</source>
        <translation>%1 在 %2 毫秒检查租约，发现已经到期，于是停下。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="173"/>
        <source>Nobody holds the lock from %1 to %2 ms although %3 asked for it: %4 ms without a lock.</source>
        <translation>从 %1 到 %2 毫秒没有任何客户端持有锁，尽管 %3 在请求它：%4 毫秒无锁可用。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="113"/>
        <source>%1 and %2 both believe they hold the lock from %3 to %4 ms: %5 ms of overlap.</source>
        <translation>%1 和 %2 都认为自己持有锁，从 %3 到 %4 毫秒：重叠 %5 毫秒。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="21"/>
        <source>%1 extends the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 ms, so it now believes until %7 ms.</source>
        <translation>%1 续约成功：获得 %2/%3 票（%4），耗时 %5 毫秒，有效期 %6 毫秒，它现在认为自己持有锁直到 %7 毫秒。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="62"/>
        <source>%1 gives up without the lock (attempts made: %2).</source>
        <translation>%1 放弃了，没有拿到锁（已尝试 %2 次）。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="17"/>
        <source>%1 holds the lock: %2 of %3 %3[vote|votes] (%4) after %5 ms, validity %6 ms, so it believes until %7 ms.</source>
        <translation>%1 持有锁：获得 %2/%3 票（%4），耗时 %5 毫秒，有效期 %6 毫秒，因此它认为自己持有锁直到 %7 毫秒。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="40"/>
        <source>%1 is refused: %2 ms elapsed plus the %3 ms drift allowance leave nothing of the %4 ms TTL (validity %5 ms).</source>
        <translation>%1 被拒绝：耗时 %2 毫秒加上 %3 毫秒的漂移余量，用尽了 %4 毫秒的 TTL（有效期 %5 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="33"/>
        <source>%1 is refused: %2 of %3 %3[vote|votes] (%4), and a majority needs %5.</source>
        <translation>%1 被拒绝：%3 票中只有 %2 票（%4），而过半需要 %5 票。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="36"/>
        <source>%1 is refused: the acquire took %2 ms, not less than the %3 ms TTL (validity %4 ms).</source>
        <translation>%1 被拒绝：获取耗时 %2 毫秒，不小于 %3 毫秒的 TTL（有效期 %4 毫秒）。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="53"/>
        <source>%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, so it must finish within its current validity, which ends at %3 ms.</source>
        <translation>%1 不能再续约：已达到 %2 次续约的上限，因此必须在当前有效期内完成工作，有效期到 %3 毫秒结束。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="26"/>
        <source>%1 stopped waiting for %2: no answer by the per-instance deadline.</source>
        <translation>%1 不再等待 %2：到单实例截止时间仍没有回复。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="49"/>
        <source>%1&apos;s extension is judged at %2 ms, after its belief had ended: it must stop using the resource.</source>
        <translation>%1 的续约在 %2 毫秒才有结论，此时它自认持有锁的时段已经结束：它必须停止使用该资源。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="44"/>
        <source>%1&apos;s extension is refused: %2 of %3 %3[vote|votes] after %4 ms (validity %5 ms), so it must stop using the resource.</source>
        <translation>%1 的续约被拒绝：耗时 %4 毫秒，获得 %2/%3 票（有效期 %5 毫秒），因此它必须停止使用该资源。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="105"/>
        <source>A majority no longer holds %1&apos;s key, yet %1 believes it holds the lock until %3 ms.</source>
        <translation>已没有过半的主节点持有 %1 的键，但 %1 仍认为自己持有锁直到 %3 毫秒。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="109"/>
        <source>From %2 to %3 ms no majority holds %1&apos;s key, while %1 believes it holds the lock.</source>
        <translation>从 %2 到 %3 毫秒，没有多数派持有 %1 的键，而 %1 认为自己持有锁。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="116"/>
        <source>The storage accepts %1&apos;s write (it checks nothing).</source>
        <translation>存储接受了 %1 的写入（它什么也不检查）。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="124"/>
        <source>The storage accepts %1&apos;s write at %2 ms although %1&apos;s lease ended at %3 ms and %4 took the lock at %5 ms: a stale write, which can overwrite %4&apos;s update.</source>
        <translation>存储在 %2 毫秒接受了 %1 的写入，尽管 %1 的租约已在 %3 毫秒结束，而 %4 在 %5 毫秒拿到了锁：这是一次陈旧写入，可能覆盖 %4 的更新。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="129"/>
        <source>The storage accepts %1&apos;s write at %2 ms, but %3 took the lock at %4 ms, after %1 did: %1&apos;s belief is out of date, and its stale write can overwrite %3&apos;s update.</source>
        <translation>存储在 %2 毫秒接受了 %1 的写入，但 %3 在 %4 毫秒、晚于 %1 拿到了锁：%1 的认定已经过时，它的陈旧写入可能覆盖 %3 的更新。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="119"/>
        <source>The storage accepts %1&apos;s write with token %2.</source>
        <translation>存储接受了 %1 携带令牌 %2 的写入。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="121"/>
        <source>The storage accepts %1&apos;s write: the resource carries %1&apos;s value.</source>
        <translation>存储接受了 %1 的写入：资源上标记的正是 %1 的值。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="141"/>
        <source>The storage rejects %1&apos;s write: no holder has tagged the resource.</source>
        <translation>存储拒绝了 %1 的写入：还没有持有者给资源打上标记。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="138"/>
        <source>The storage rejects %1&apos;s write: the resource now carries %2&apos;s value.</source>
        <translation>存储拒绝了 %1 的写入：资源上现在标记的是 %2 的值。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="134"/>
        <source>The storage rejects %1&apos;s write: token %2 arrives after %3, the highest it has seen.</source>
        <translation>存储拒绝了 %1 的写入：令牌 %2 在它见过的最大令牌 %3 之后才到达。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="65"/>
        <source>%1 is done and releases the lock: every master still holding its key (%2) deletes it.</source>
        <translation>%1 完成工作并释放锁：仍持有它的键的每个主节点（%2）都删除了该键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="29"/>
        <source>%1 gets no vote from %2: the request failed at once (the master is down or turned the connection away).</source>
        <translation>%1 没有得到 %2 的票：请求立刻失败（该主节点已宕机或拒绝了连接）。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="58"/>
        <source>%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, and its validity already ended at %3 ms, so it must not use the resource.</source>
        <translation>%1 不能再续约：已达到 %2 次续约的上限，而且它的有效期已在 %3 毫秒结束，因此不得再使用该资源。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="69"/>
        <source>%1 is done and sends its release to every master, but only %2 %3[deletes|delete] its key: %4 still %5[holds|hold] it.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求，但只有 %2 删除了它的键：%4 仍持有该键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="74"/>
        <source>%1 is done and sends its release to every master, but none of them deletes its key: %2 still %3[holds|hold] it.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求，但没有一个主节点删除它的键：%2 仍持有该键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="79"/>
        <source>%1 is done and sends its release to every master; none still held its key.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求；已没有主节点持有它的键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="81"/>
        <source>%1 is done and sends its release to every master.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="84"/>
        <source>By the time %1&apos;s release is through, its key on %2 has already expired: there is nothing left there to delete.</source>
        <translation>等到 %1 的释放完成时，它在 %2 上的键已经过期：那里已没有可删除的键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="88"/>
        <source>By the time %1&apos;s release is through, %2 no longer %3[holds|hold] its key (the master went down or lost its data): there is nothing left there to delete.</source>
        <translation>等到 %1 的释放完成时，%2 已不再持有它的键（该主节点宕机或丢失了数据）：那里已没有可删除的键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="93"/>
        <source>%1 is done but sends no release: %2 still %3[holds|hold] its key, left to expire.</source>
        <translation>%1 完成工作，但没有发送释放请求：%2 仍持有它的键，只能等它过期。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="97"/>
        <source>%1 is done and sends no release; no master still holds its key.</source>
        <translation>%1 完成工作，没有发送释放请求；已没有主节点持有它的键。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="100"/>
        <source>%3 late %3[reply|replies] from %2 %3[reaches|reach] %1, which had stopped waiting: %3[it is|they are] ignored.</source>
        <translation>来自 %2 的 %3 个迟到回复到达 %1，而它早已不再等待：%3[该回复|这些回复]被忽略。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="153"/>
        <source>Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not hold the lock, until they are deleted at %4 ms.</source>
        <translation>%3 留在 %2 上的残留键让 %1 拿不到这些票，尽管 %3 并不持有锁，直到这些键在 %4 毫秒被删除。</translation>
    </message>
    <message>
        <location filename="../core/sim/narration.cpp" line="157"/>
        <source>%3&apos;s attempt, running at the same time, got its key onto %2 first, so %1 loses %4[that vote|those votes] (a split vote).</source>
        <translation>%3 同时进行的加锁尝试先把键写到了 %2 上，所以 %1 失去了这些票（分票）。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::AnswerSummary</name>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="41"/>
        <source>Your answers</source>
        <translation>你的答题情况</translation>
    </message>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="43"/>
        <source>Click a page to go back to the questions you got wrong there</source>
        <translation>点击某一页，回到你在那里答错的题目</translation>
    </message>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="54"/>
        <source>%1: %2 of %3 right (%4 answered)</source>
        <translation>%1：%3 题中答对 %2 题（已答 %4 题）</translation>
    </message>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="60"/>
        <source>; practice with new numbers: %1 of %2 right</source>
        <translation>；换数字练习：%2 题答对 %1 题</translation>
    </message>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="72"/>
        <source>Go back to: %1</source>
        <translation>回去再看：%1</translation>
    </message>
    <message>
        <location filename="../ui/guide/answer_summary.cpp" line="77"/>
        <source>No questions loaded.</source>
        <translation>没有载入任何题目。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::AppOptionsParser</name>
    <message>
        <location filename="../ui/app/app_options.cpp" line="20"/>
        <source>Redlock Lab: an interactive lesson on the Redlock distributed lock.</source>
        <translation>Redlock 实验室：红锁（Redlock）分布式锁的交互式课程。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="35"/>
        <source>Page to open first: %1.</source>
        <translation>启动时打开的页面：%1。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="43"/>
        <source>Presenter mode: larger text for a projector (F5 toggles it).</source>
        <translation>演示模式：为投影仪放大文字（按 F5 切换）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="46"/>
        <source>Render the window at 1280×800 after start-up, save it as PNG and exit.</source>
        <translation>启动后以 1280×800 渲染窗口，保存为 PNG 后退出。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="55"/>
        <source>Paper of the PDF handout: a4 or letter (default: the saved choice, else the locale&apos;s).</source>
        <translation>PDF 讲义的纸张：a4 或 letter（默认：已保存的选择，否则按区域设置）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="110"/>
        <source>Unexpected argument &quot;%1&quot;; see --help.
</source>
        <translation>多余的参数“%1”；请查看 --help。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="122"/>
        <source>Unknown backend &quot;%1&quot;: expected one of %2.
</source>
        <translation>未知的后端“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="139"/>
        <source>Unknown page &quot;%1&quot;: expected one of %2.
</source>
        <translation>未知的页面“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="154"/>
        <source>--screenshot needs a file name ending in .png.
</source>
        <translation>--screenshot 需要一个以 .png 结尾的文件名。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="50"/>
        <source>Write the start page as PNG, SVG or PDF handout (by the file&apos;s suffix) and exit; works without a display like --screenshot.</source>
        <translation>把启动页面写成 PNG、SVG 或 PDF 讲义（按文件后缀决定）后退出；与 --screenshot 一样无需显示器即可运行。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="39"/>
        <source>Interface language: %1.</source>
        <translation>界面语言：%1。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="59"/>
        <source>Colour theme: light, dark or system.</source>
        <translation>配色主题：light（浅色）、dark（深色）或 system（跟随系统）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="66"/>
        <source>Forget all saved settings before starting.</source>
        <translation>启动前清除所有已保存的设置。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="146"/>
        <source>Unknown language &quot;%1&quot;: expected one of %2.
</source>
        <translation>未知的语言“%1”：应为以下之一：%2。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="161"/>
        <source>--export &quot;%1&quot;: the file name must end in .png, .svg or .pdf.
</source>
        <translation>--export “%1”：文件名必须以 .png、.svg 或 .pdf 结尾。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="169"/>
        <source>Unknown paper &quot;%1&quot;: expected a4 or letter.
</source>
        <translation>未知的纸张“%1”：应为 a4 或 letter。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="177"/>
        <source>Unknown theme &quot;%1&quot;: expected light, dark or system.
</source>
        <translation>未知的主题“%1”：应为 light、dark 或 system。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="63"/>
        <source>Window size of --screenshot and --export renders (default 1280x800).</source>
        <translation>--screenshot 和 --export 渲染时的窗口大小（默认 1280x800）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="188"/>
        <source>--size &quot;%1&quot;: expected WIDTHxHEIGHT between 640x480 and 7680x4320, e.g. 1920x1080.
</source>
        <translation>--size &quot;%1&quot;：应为 640x480 到 7680x4320 之间的 宽x高，例如 1920x1080。
</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="25"/>
        <source>Where the masters live: mock (default, in-process, virtual time), local (servers the app starts itself), external (--masters) or docker (containers on the Docker engine).</source>
        <translation>主节点所在位置：mock（默认，进程内模拟，虚拟时间）、local（由本应用自行启动的服务器）、external（--masters）或 docker（Docker 引擎上的容器）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="30"/>
        <source>Comma-separated host:port list for the external backend.</source>
        <translation>external 后端使用的 host:port 列表，以逗号分隔。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::AvailabilityChart</name>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="206"/>
        <source>exact, N = %1</source>
        <translation>精确值，N = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="208"/>
        <source>Monte Carlo, N = %1</source>
        <translation>蒙特卡洛，N = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="209"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="213"/>
        <source>p: chance that one master is down</source>
        <translation>p：单个主节点宕机的概率</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="214"/>
        <source>P(lock)</source>
        <translation>P(可加锁)</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/availability_chart.cpp" line="215"/>
        <source>1 − P(lock), log scale</source>
        <translation>1 − P(锁)，对数刻度</translation>
    </message>
</context>
<context>
    <name>redlock::ui::BackendControls</name>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="36"/>
        <source>&amp;Docker containers</source>
        <translation>Docker 容器(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="92"/>
        <source>Crash: kill the container (click again starts it)</source>
        <translation>崩溃：杀死容器（再次点击即重新启动）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="95"/>
        <source>Hang: pause the container (click again unpauses it)</source>
        <translation>挂起：暂停容器（再次点击恢复运行）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="93"/>
        <source>Crash: kill the server (click again restarts it)</source>
        <translation>崩溃：杀死服务器进程（再次点击即重启）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="96"/>
        <source>Hang: SIGSTOP (click again sends SIGCONT)</source>
        <translation>挂起：发送 SIGSTOP（再次点击发送 SIGCONT）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="98"/>
        <source>Restart at once (its keys are lost)</source>
        <translation>立即重启（其上的键会丢失）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="100"/>
        <source>Restart at once while C1 holds, then C2 asks (the lost key)</source>
        <translation>在 C1 持有锁时立即重启，随后 C2 请求（丢失的键）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="102"/>
        <source>Restart after %1 s</source>
        <translation>%1 秒后重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="104"/>
        <source>Partition on the client side (click again heals)</source>
        <translation>在客户端一侧隔离（再次点击即恢复）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="106"/>
        <source>CLIENT PAUSE for %1 s</source>
        <translation>CLIENT PAUSE 暂停 %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="114"/>
        <source>kill</source>
        <translation>杀死</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="116"/>
        <source>hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="118"/>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="120"/>
        <source>lost key</source>
        <translation>丢失的键</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="122"/>
        <source>restart %1 s</source>
        <translation>%1 秒后重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="124"/>
        <source>partition</source>
        <translation>隔离</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="126"/>
        <source>pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="158"/>
        <source>&amp;Backend</source>
        <translation>后端(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="17"/>
        <source>&amp;Mock (embedded)</source>
        <translation>内置模拟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="23"/>
        <source>&amp;Local servers</source>
        <translation>本地服务器(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="30"/>
        <source>&amp;External masters</source>
        <translation>外部主节点(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="164"/>
        <source>Where the masters live</source>
        <translation>主节点所在位置</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="165"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="166"/>
        <source>Ma&amp;sters…</source>
        <translation>主节点(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="197"/>
        <source>What clicking M%1 does on this backend</source>
        <translation>在当前后端中点击 M%1 会做什么</translation>
    </message>
</context>
<context>
    <name>redlock::ui::BackendModel</name>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="205"/>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="222"/>
        <source>Backend: Docker: starting %1 containers…</source>
        <translation>后端：Docker：正在启动 %1 个容器…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="223"/>
        <source>Backend: Docker: looking for masters…</source>
        <translation>后端：Docker：正在查找主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="238"/>
        <source>Backend: Docker: %1 containers started by this app on %2</source>
        <translation>后端：Docker：本应用在 %2 上启动的 %1 个容器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="239"/>
        <source>Backend: Docker: %1 containers found on %2</source>
        <translation>后端：Docker：在 %2 上找到的 %1 个容器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="244"/>
        <source>Warning: %1 (%2)</source>
        <comment>what the masters expose, then the backend status</comment>
        <translation>警告：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="256"/>
        <source>these masters serve plain text without a password on %1&apos;s network: anyone who reaches it can read and write their keys. Give them TLS (Masters…, Use TLS) or use this machine&apos;s engine.</source>
        <translation>这些主节点在 %1 所在的网络上以明文提供服务且没有密码：能连到该网络的任何人都能读写它们的键。请为它们启用 TLS（主节点…，使用 TLS），或改用本机的 Docker 引擎。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="271"/>
        <source>Docker backend (%1): a click kills that master&apos;s container (▾: pause or restart it instead); a second click starts it again.</source>
        <translation>Docker 后端（%1）：单击会杀死该主节点的容器（▾：改为暂停或重启）；再次单击即重新启动。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="273"/>
        <source>no engine yet</source>
        <translation>尚无引擎</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="328"/>
        <source>Looking for the masters on the Docker engine…</source>
        <translation>正在 Docker 引擎上查找主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="201"/>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="203"/>
        <source>external</source>
        <translation>外部</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="209"/>
        <source>mock</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="214"/>
        <source>Backend: mock (embedded, virtual time)</source>
        <translation>后端：模拟（内置，虚拟时间）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="220"/>
        <source>Backend: local: starting %1 servers…</source>
        <translation>后端：本地：正在启动 %1 个服务器…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="225"/>
        <source>Backend: external: connecting to %1 masters…</source>
        <translation>后端：外部：正在连接 %1 个主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="231"/>
        <source>Backend: %1: failed: %2</source>
        <translation>后端：%1：失败：%2</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="235"/>
        <source>Backend: local: %1 real servers on 127.0.0.1, started by this app</source>
        <translation>后端：本地：127.0.0.1 上由本应用启动的 %1 个真实服务器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="248"/>
        <source>Backend: external: %1 masters</source>
        <translation>后端：外部：%1 个主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="265"/>
        <source>Local backend: a click kills that master&apos;s server (▾: hang or restart instead); a second click starts it again.</source>
        <translation>本地后端：点击会杀死该主节点的服务器（▾：改为挂起或重启）；再次点击即重新启动。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="268"/>
        <source>External backend: a click partitions that master on the client side (▾: CLIENT PAUSE instead). Real outages show in the inspector within a second.</source>
        <translation>外部后端：点击会在客户端一侧隔离该主节点（▾：改用 CLIENT PAUSE）。真实的故障会在一秒内显示在检查器中。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="286"/>
        <source>, </source>
        <comment>between master names</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="290"/>
        <source>Lost-key round not played: %1.</source>
        <translation>丢键演示未进行：%1。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="293"/>
        <source>Lost-key round: C1 asked %1 and its bare majority and did not get the lock (OK from %2), so there was no key to lose.</source>
        <translation>丢键演示：C1 向 %1 及其刚好过半的多数派请求锁，但没有拿到（返回 OK 的：%2），因此没有可丢失的键。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="295"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="297"/>
        <source>C1 took the lock on %1, a bare majority. %2 restarted at once</source>
        <translation>C1 在 %1 上拿到了锁，刚好过半。%2 随即立即重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="300"/>
        <source>%1, but the restart failed, so C2 did not ask.</source>
        <translation>%1，但重启失败，因此 C2 没有发出请求。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="304"/>
        <source>and forgot C1&apos;s key</source>
        <translation>，并丢失了 C1 的键</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="304"/>
        <source>and still had C1&apos;s key</source>
        <translation>，但仍保留着 C1 的键</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="306"/>
        <source>%1 %2; then C2 asked and won %3. Two clients held the lock at once: a restart without persistence broke mutual exclusion.</source>
        <translation>%1%2；随后 C2 请求并赢得了 %3。两个客户端同时持有了锁：没有持久化的重启破坏了互斥。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="311"/>
        <source>%1 %2; C2 then won %3, but only after C1&apos;s validity had run out: one holder at a time.</source>
        <translation>%1%2；C2 随后赢得了 %3，但那时 C1 的有效期已经用完：同一时刻仍只有一个持有者。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="315"/>
        <source>%1 %2; then C2 asked and counted only %3 OK of the %4 it needs: C2 did not get the lock, C1 alone held it.</source>
        <translation>%1%2；随后 C2 请求，只数到 %3 个 OK（需要 %4 个）：C2 没有拿到锁，只有 C1 持有它。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="329"/>
        <source>Starting the masters…</source>
        <translation>正在启动主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="332"/>
        <source>The backend could not start: %1</source>
        <translation>后端无法启动：%1</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="335"/>
        <source>Live acquire: waiting for the first result…</source>
        <translation>实时获取：正在等待第一个结果…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="341"/>
        <source>Live acquire: %1/%2 OK in %3 ms → %4</source>
        <translation>实时获取：%1/%2 个 OK，用时 %3 毫秒 → %4</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="345"/>
        <source>held</source>
        <translation>已持有</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="345"/>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/live/backend_model.cpp" line="357"/>
        <source> · %n not awaited</source>
        <translation>
            <numerusform> · %n 个未等待</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="363"/>
        <source> · released on %1/%2</source>
        <translation> · 已在 %1/%2 个主节点上释放</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/live/backend_model.cpp" line="360"/>
        <source> · %n not asked</source>
        <translation>
            <numerusform> · %n 个未询问</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="354"/>
        <source> · %1 more OK after the verdict</source>
        <translation> · 判定之后又有 %1 个回复 OK</translation>
    </message>
</context>
<context>
    <name>redlock::ui::BenchPage</name>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="455"/>
        <source>t = %1 s of %2 s</source>
        <translation>t = %1 秒（共 %2 秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="596"/>
        <source>Computing the run: time starts as soon as it is ready.</source>
        <translation>正在计算这次运行：一算好，时间就开始走。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="597"/>
        <source>Nothing has happened yet: press Play.</source>
        <translation>还什么都没有发生：请按“播放”。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="599"/>
        <source>At %1 ms: %2</source>
        <translation>%1 毫秒：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="932"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="933"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="978"/>
        <source>Start runs the %1 masters as real server processes on this machine and each client as a real Redlock client, at the speed of the wall clock.</source>
        <translation>“开始”会在本机把 %1 个主节点作为真实的服务器进程运行，每个客户端都是真实的红锁（Redlock）客户端，按墙上时钟的速度进行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="983"/>
        <source>Starting %1 real servers…</source>
        <translation>正在启动 %1 个真实服务器…</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="994"/>
        <source>Running on %1 real %2 processes, at the wall clock&apos;s pace: a mark takes effect the moment it is made, and stays where it was made.</source>
        <translation>正在 %1 个真实的 %2 进程上运行，按墙上时钟的节奏：标记在做出的那一刻生效，并留在做出它的位置。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1086"/>
        <source>Crash (stays down)</source>
        <translation>崩溃（一直宕机）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1088"/>
        <source>Restart keeping the key</source>
        <translation>重启并保留键</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1090"/>
        <source>Restart wiped (key lost)</source>
        <translation>清空后重启（键丢失）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1092"/>
        <source>Hang for the fault length</source>
        <translation>挂起，时长为故障时长</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1094"/>
        <source>Clock jump by the jump amount</source>
        <translation>时钟按跳变量跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1096"/>
        <source>Clock runs twice as fast for the fault length</source>
        <translation>时钟以两倍速度走，时长为故障时长</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1098"/>
        <source>Pause (GC) for the fault length</source>
        <translation>GC 停顿，时长为故障时长</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1100"/>
        <source>Cut off from the masters for the fault length</source>
        <translation>与所有主节点断开，时长为故障时长</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1102"/>
        <source>No release after the work, for the fault length</source>
        <translation>工作结束后不释放，时长为故障时长</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1106"/>
        <source>Cut this link for the fault length</source>
        <translation>在故障时长内切断这条链路</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1108"/>
        <source>Delay this link by the link delay, for the fault length</source>
        <translation>在故障时长内给这条链路加上链路延迟</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1116"/>
        <source>crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1118"/>
        <source>restart keeping the key</source>
        <translation>重启并保留键</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1120"/>
        <source>restart wiped</source>
        <translation>清空后重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1122"/>
        <source>hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1124"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1134"/>
        <source>clock jump</source>
        <translation>时钟跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1126"/>
        <source>fast clock</source>
        <translation>时钟变快</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1128"/>
        <source>pause</source>
        <translation>停顿</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1130"/>
        <source>cut off</source>
        <translation>断开</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1132"/>
        <source>no release</source>
        <translation>不释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1136"/>
        <source>cut link</source>
        <translation>切断链路</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1138"/>
        <source>delayed link</source>
        <translation>延迟链路</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1165"/>
        <source>%1 %2</source>
        <extracomment>A key and what it does on the lab bench, e.g. &quot;C crash&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1232"/>
        <source>How far a new clock jump moves the clock of the chosen master or client (negative: back)</source>
        <translation>新加的时钟跳变把所选主节点或客户端的时钟拨动多少（负数：往回拨）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1260"/>
        <source>Click a lane or choose it with Up and Down, then press a key: on a master %1; on a client %2. Drag a mark (or Left and Right) to move it, drag the end of its bar (or [ and ]) to change its length, Delete removes it. Space plays and pauses. A link: drag from a client&apos;s lane to a master&apos;s, or press L, choose the other end with Up and Down and press %3.</source>
        <translation>点击一条泳道，或用上、下方向键选中它，然后按键：在主节点上，%1；在客户端上，%2。拖动标记（或用左、右方向键）可以移动它，拖动其横条的末端（或按 [ 和 ]）可以改变它的时长，Delete 删除它。空格键播放或暂停。链路：从客户端的泳道拖到主节点的泳道，或按 L，用上、下方向键选另一端，再按 %3。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1414"/>
        <source>Playing the scenario “%1”: its masters, clients and steps are fixed, its faults are the marks.</source>
        <translation>正在播放场景“%1”：它的主节点、客户端和步骤是固定的，它的故障就是这些标记。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1425"/>
        <source>a partition</source>
        <translation>一次分区</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1428"/>
        <source>a heal</source>
        <translation>一次分区恢复</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1431"/>
        <source>a delay</source>
        <translation>一次延迟</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1434"/>
        <source>a pause</source>
        <translation>一次停顿</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1437"/>
        <source>a crash</source>
        <translation>一次崩溃</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1440"/>
        <source>a restart</source>
        <translation>一次重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1443"/>
        <source>a clock jump</source>
        <translation>一次时钟跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1446"/>
        <source>a clock rate</source>
        <translation>一次时钟速率变化</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1449"/>
        <source>a caption</source>
        <translation>一条说明</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1452"/>
        <source>a hang</source>
        <translation>一次挂起</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1455"/>
        <source>a no-release</source>
        <translation>一次不释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1465"/>
        <source>%1 → %2</source>
        <extracomment>A fault&apos;s client and what it reaches, e.g. &quot;C1 → storage&quot;</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1468"/>
        <source>%1 (%2, %3 ms)</source>
        <extracomment>A fault the marks cannot say: what, on whom, when, e.g. &quot;a delay (C1 → storage, 12 ms)&quot;</extracomment>
        <translation>%1（%2，%3 毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1170"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1465"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1473"/>
        <source>, </source>
        <extracomment>Separator between the items of a list of keys</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="592"/>
        <source>Nothing has happened yet: press Start.</source>
        <translation>还什么都没有发生：请按“开始”。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="911"/>
        <source>The images on this machine&apos;s Docker engine whose command runs valkey-server or redis-server; type another name to use that image.</source>
        <translation>本机 Docker 引擎上命令为 valkey-server 或 redis-server 的镜像；输入其他名称即可改用那个镜像。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="913"/>
        <source>The Docker engine could not be asked for its images: %1</source>
        <translation>无法向 Docker 引擎查询镜像：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="931"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="931"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="935"/>
        <source>Start the masters as Docker containers and the clients as real Redlock clients, or stop them all</source>
        <translation>把主节点作为 Docker 容器、把客户端作为真实的红锁（Redlock）客户端启动，或者全部停止</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="937"/>
        <source>Start the masters and the clients as real processes on this machine, or stop them all</source>
        <translation>在本机把主节点和客户端作为真实进程启动，或全部停止</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="972"/>
        <source>Start runs the %1 masters as containers of %2 on this machine&apos;s Docker engine and each client as a real Redlock client, at the speed of the wall clock.</source>
        <translation>“开始”会在本机 Docker 引擎上以 %2 的容器运行 %1 个主节点，每个客户端都是真实的红锁（Redlock）客户端，按墙上时钟的速度进行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="965"/>
        <source>Needs redis-server or valkey-server on this machine.</source>
        <translation>需要本机装有 redis-server 或 valkey-server。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="982"/>
        <source>Starting %1 containers…</source>
        <translation>正在启动 %1 个容器…</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="990"/>
        <source>Running on %1 containers (%2), at the wall clock&apos;s pace: a mark takes effect the moment it is made, and stays where it was made.</source>
        <translation>正在 %1 个容器（%2）上运行，按墙上时钟的节奏：标记在做出的那一刻生效，并留在做出它的位置。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1002"/>
        <source>Stopped: every container of this run is removed. The lanes show what really happened; Start runs again, with these marks at their times.</source>
        <translation>已停止：本次运行的所有容器都已删除。泳道显示真实发生的事；“开始”会再运行一次，这些标记仍在各自的时刻。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1005"/>
        <source>Stopped: every server process is gone. The lanes show what really happened; Start runs again, with these marks at their times.</source>
        <translation>已停止：所有服务器进程都已结束。泳道显示真实发生的事；“开始”会再运行一次，这些标记仍在各自的时刻。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1008"/>
        <source>Could not start the Docker masters: %1</source>
        <translation>无法启动 Docker 主节点：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1009"/>
        <source>Could not start the real servers: %1</source>
        <translation>无法启动真实服务器：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="968"/>
        <source>Start: %1 containers, real clients, wall-clock time.</source>
        <translation>开始：%1 个容器，真实客户端，墙上时钟时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="453"/>
        <source>t = %1 ms of %2 ms</source>
        <translation>t = %1 毫秒（共 %2 毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="562"/>
        <source>The scenario&apos;s own: %1 masters · %2 clients · TTL %3 ms · seed %4</source>
        <translation>场景自身的设置：%1 个主节点 · %2 个客户端 · TTL %3 毫秒 · 种子 %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="969"/>
        <source>Start: %1 server processes, real clients, wall-clock time.</source>
        <translation>开始：%1 个服务器进程，真实客户端，墙上时钟时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="986"/>
        <source>Running on %1 containers: a mark acts at once.</source>
        <translation>正在 %1 个容器上运行：标记立即生效。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="987"/>
        <source>Running on %1 server processes: a mark acts at once.</source>
        <translation>正在 %1 个服务器进程上运行：标记立即生效。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="999"/>
        <source>Stopped, every container removed: these lanes are what happened.</source>
        <translation>已停止，所有容器均已删除：这些泳道就是实际发生的情况。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1000"/>
        <source>Stopped, every process gone: these lanes are what happened.</source>
        <translation>已停止，所有进程均已结束：这些泳道就是实际发生的情况。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1104"/>
        <source>Its wall clock jumps by the jump amount</source>
        <translation>它的系统时钟跳变，幅度为跳变量</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1192"/>
        <source>The bench</source>
        <translation>实验台</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1193"/>
        <source>Masters</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1194"/>
        <source>Clients</source>
        <translation>客户端</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1195"/>
        <source>TTL (ms)</source>
        <translation>TTL（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1196"/>
        <source>Work (ms)</source>
        <translation>工作（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1197"/>
        <source>Think (ms)</source>
        <translation>思考（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1198"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1199"/>
        <source>Run (s)</source>
        <translation>运行（秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1200"/>
        <source>Write to the storage after the work</source>
        <translation>工作结束后写入存储</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1201"/>
        <source>Storage checks</source>
        <translation>存储检查</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1202"/>
        <source>nothing</source>
        <translation>不检查</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1203"/>
        <source>a fencing token</source>
        <translation>栅栏令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1204"/>
        <source>Fault length (ms)</source>
        <translation>故障时长（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1205"/>
        <source>Restart after (ms)</source>
        <translation>多久后重启（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1206"/>
        <source>Clock jump (ms)</source>
        <translation>时钟跳变（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1207"/>
        <source>Link delay (ms)</source>
        <translation>链路延迟（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1209"/>
        <source>How much longer each message on a newly delayed link takes, both ways</source>
        <translation>新加延迟的链路上每条消息（双向）多花多少时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1210"/>
        <source>Back to the looping bench</source>
        <translation>回到循环的实验台</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1211"/>
        <source>Leave this scenario: the settings&apos; looping clients again, no marks</source>
        <translation>离开这个场景：回到设置中的循环客户端，没有标记</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1225"/>
        <source>Clients time their lease by the wall clock</source>
        <translation>客户端用系统时钟计算租约</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1227"/>
        <source>Ticked: a clock jump on a client (J on its lane) moves the end of its lease. Unticked, as the spec asks: a monotonic clock, which a jump does not move</source>
        <translation>勾选：客户端上的时钟跳变（在其泳道上按 J）会移动它的租约终点。不勾选（规范的要求）：使用单调时钟，跳变不会移动它</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1236"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1238"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1239"/>
        <source>Run on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1241"/>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1242"/>
        <source>Docker image of the masters</source>
        <translation>主节点的 Docker 镜像</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="20"/>
        <source>the simulator</source>
        <translation>模拟器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="27"/>
        <source>real servers on this machine</source>
        <translation>本机上的真实服务器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="41"/>
        <source>Docker containers</source>
        <translation>Docker 容器</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1252"/>
        <source>The simulator runs virtual time you can pause, step and replay; real servers and Docker containers run real masters at the wall clock&apos;s pace</source>
        <translation>模拟器运行虚拟时间，可以暂停、单步和重放；真实服务器和 Docker 容器按墙上时钟的节奏运行真实的主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1256"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1257"/>
        <source>Move the playhead to the next thing that happens</source>
        <translation>把播放头移到下一件发生的事</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1258"/>
        <source>Clear marks</source>
        <translation>清除标记</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1259"/>
        <source>Remove every mark and go back to the start; the settings stay</source>
        <translation>删除所有标记并回到开头；设置保持不变</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1267"/>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="172"/>
        <source>overlaps</source>
        <translation>重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1268"/>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="174"/>
        <source>stale writes</source>
        <translation>陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1269"/>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="176"/>
        <source>lost releases</source>
        <translation>丢失的释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1270"/>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="178"/>
        <source>unavailable stretches</source>
        <translation>不可用时段</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1271"/>
        <source>Save as scenario…</source>
        <translation>另存为场景……</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1272"/>
        <source>Save the bench&apos;s run as a scenario file: it opens on the timing page and plays with redlockctl simulate --file</source>
        <translation>把实验台的这次运行保存为场景文件：它能在时序页面打开，也能用 redlockctl simulate --file 播放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1274"/>
        <source>Open on the timing page</source>
        <translation>在时序页面打开</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1275"/>
        <source>Play this run as run A on the timing page</source>
        <translation>在时序页面把这次运行作为运行 A 播放</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1299"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1300"/>
        <source>Scroll the choices</source>
        <translation>滚动选项</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1302"/>
        <source>The bench&apos;s lanes: masters, clients and the storage</source>
        <translation>实验台的泳道：主节点、客户端和存储</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1307"/>
        <source>What just happened</source>
        <translation>刚刚发生了什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1320"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1353"/>
        <source>The run is still being computed; try again in a moment.</source>
        <translation>这次运行还在计算中，请稍后再试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1326"/>
        <source>Could not save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1333"/>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1342"/>
        <source>Save as scenario</source>
        <translation>另存为场景</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1334"/>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1367"/>
        <source>The timing page is not in this window.</source>
        <translation>这个窗口里没有时序页面。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1472"/>
        <source>Kept where the scenario puts them, as no mark can say them: %1.</source>
        <extracomment>%1: the list of faults that stay fixed</extracomment>
        <translation>以下故障无法用标记表示，保留在场景规定的位置：%1。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="164"/>
        <source>Bench: %1 masters, %2 clients, TTL %3 ms, seed %4</source>
        <translation>实验台：%1 个主节点，%2 个客户端，TTL %3 毫秒，种子 %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="183"/>
        <source>Nothing has happened yet: time has not started on the bench.</source>
        <translation>还什么都没有发生：实验台上的时间还没有开始走。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="198"/>
        <source>The bench: one lane per master and per client, in time</source>
        <translation>实验台：每个主节点和每个客户端各一条泳道，按时间展开</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="231"/>
        <source>%1 masters · %2 clients · TTL %3 ms · work %4 ms · think %5 ms · seed %6</source>
        <translation>%1 个主节点 · %2 个客户端 · TTL %3 毫秒 · 工作 %4 毫秒 · 思考 %5 毫秒 · 种子 %6</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="170"/>
        <source>Marks: %1</source>
        <translation>标记：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1216"/>
        <source>How many masters vote: a majority of them makes the lock</source>
        <translation>有多少个主节点投票：其中的过半数就能拿到锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1217"/>
        <source>How many clients loop acquire, work, release, think</source>
        <translation>有多少个客户端循环执行：加锁、工作、释放、思考</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1218"/>
        <source>How long each master keeps a client&apos;s key</source>
        <translation>每个主节点保留客户端的键多久</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1219"/>
        <source>How long a client holds the lock before it writes and releases</source>
        <translation>客户端在写入并释放之前持有锁多久</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1220"/>
        <source>How long a client waits after a release before it asks again</source>
        <translation>客户端释放之后等待多久再次请求</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1221"/>
        <source>The seed of the run: the same seed and marks give the same run</source>
        <translation>这次运行的种子：相同的种子和标记得到相同的运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1222"/>
        <source>How long the run lasts, in seconds of simulated time</source>
        <translation>运行持续多久，以模拟时间的秒计</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1223"/>
        <source>What the storage checks before it accepts a write</source>
        <translation>存储在接受写入之前检查什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1224"/>
        <source>Ticked: each client writes to the storage at the end of its work</source>
        <translation>勾选：每个客户端在工作结束时写入存储</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1230"/>
        <source>How long a new hang, fast clock, pause, cut-off, or a link&apos;s cut or delay lasts</source>
        <translation>新加的挂起、快时钟、停顿、断开，或链路的切断或延迟持续多久</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1231"/>
        <source>How long a restarted master stays down before it is back</source>
        <translation>重启的主节点宕机多久才回来</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="1234"/>
        <source>How fast simulated time runs</source>
        <translation>模拟时间走得多快</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/bench_page.cpp" line="939"/>
        <source>Let time run, or stop it</source>
        <translation>让时间流逝，或让它停下</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckCounters</name>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="83"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="98"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="98"/>
        <source>of %1 s</source>
        <translation>共 %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="99"/>
        <source>of %1 attempts</source>
        <translation>共尝试 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="103"/>
        <source>hang %1</source>
        <translation>挂起 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="104"/>
        <source>crash %1</source>
        <translation>崩溃 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="105"/>
        <source>restart %1</source>
        <translation>重启 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="106"/>
        <source>pause %1</source>
        <translation>停顿 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="107"/>
        <source>clock jump %1</source>
        <translation>时钟跳变 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="108"/>
        <source>clock rate %1</source>
        <translation>时钟变速 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="109"/>
        <source>slow link %1</source>
        <translation>慢链路 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="110"/>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="119"/>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="119"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="122"/>
        <source>%1 ms with two holders</source>
        <translation>两个持有者并存 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="124"/>
        <source>of %1 writes</source>
        <translation>共写入 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="125"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="126"/>
        <source>of the time somebody held the lock</source>
        <translation>的时间里有客户端持有锁</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="131"/>
        <source>master %1 hung</source>
        <translation>主节点 %1 挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="133"/>
        <source>master %1 down</source>
        <translation>主节点 %1 宕机</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="139"/>
        <source>All %1 servers stopped.</source>
        <translation>全部 %1 个服务器已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="141"/>
        <source>Faults now: none, all %1 masters up.</source>
        <translation>当前故障：无，%1 个主节点全部在线。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="143"/>
        <source>Faults now: %1.</source>
        <translation>当前故障：%1。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="143"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="148"/>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="149"/>
        <source>Acquisitions</source>
        <translation>加锁成功</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="150"/>
        <source>Faults injected</source>
        <translation>注入的故障</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="151"/>
        <source>Overlaps</source>
        <translation>重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="152"/>
        <source>Stale writes</source>
        <translation>陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="153"/>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="154"/>
        <source>Masters faulted now</source>
        <translation>当前出故障的主节点</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckDialog</name>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="130"/>
        <source>Cancelling: the clients finish their current lock, then every server is stopped…</source>
        <translation>正在取消：客户端先完成手上的这把锁，然后停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="133"/>
        <source>Starting %1 servers of its own…</source>
        <translation>正在启动它自己的 %1 个服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="136"/>
        <source>Running the scripted restart schedule with %1 servers…</source>
        <translation>正在 %1 个服务器上执行脚本化的重启序列…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="137"/>
        <source>Running: %1 clients, random faults from seed %2…</source>
        <translation>运行中：%1 个客户端，随机故障来自种子 %2…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="141"/>
        <source>Time is up: healing the faulted masters and stopping every server…</source>
        <translation>时间到：正在恢复出故障的主节点并停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="143"/>
        <source>Finished after %1 s; every server it started is stopped.</source>
        <translation>%1 秒后结束；它启动的所有服务器均已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="146"/>
        <source>Starts its own servers on this machine; the lab&apos;s backend is not touched.</source>
        <translation>在本机启动它自己的服务器；不会动实验室当前的后端。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="208"/>
        <source>Safety check</source>
        <translation>安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="209"/>
        <source>Runs the same check as redlockctl check: five real servers started for this run only, client threads contending for one lock, and faults on a minority of the masters. Afterwards every client&apos;s belief that it held the lock is compared with every other on one clock.</source>
        <translation>运行与 redlockctl check 相同的检查：只为这次运行启动五个真实服务器，多个客户端线程争抢同一把锁，故障只打在少数主节点上。结束后，在同一个时钟上逐一比对每个客户端“自认为持有锁”的时间段。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="213"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="214"/>
        <source>Ca&amp;ncel run</source>
        <translation>取消运行(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="215"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="216"/>
        <source>Start the safety check</source>
        <translation>开始安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="217"/>
        <source>Cancel the running check</source>
        <translation>取消正在运行的检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="218"/>
        <source>Close the safety check</source>
        <translation>关闭安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="219"/>
        <source>Check status</source>
        <translation>检查状态</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckSettings</name>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="140"/>
        <source>Run</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="141"/>
        <source>&amp;Clients:</source>
        <translation>客户端(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="142"/>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="143"/>
        <source>Faults:</source>
        <translation>故障：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="144"/>
        <source>Restart &amp;delay:</source>
        <translation>重启延迟(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="145"/>
        <source>&amp;Persistence:</source>
        <translation>持久化(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="146"/>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="147"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="148"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="149"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="150"/>
        <source>Hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="151"/>
        <source>Crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="152"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="153"/>
        <source>Pause client</source>
        <translation>客户端停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="154"/>
        <source>Clock jump</source>
        <translation>时钟跳变</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="155"/>
        <source>Clock rate</source>
        <translation>时钟变速</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="156"/>
        <source>Slow link</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="157"/>
        <source>Partition</source>
        <translation>网络分区</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="158"/>
        <source>Auto: TTL + margin (the delayed-restart rule)</source>
        <translation>自动：TTL + 余量（延迟重启规则）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="159"/>
        <source>0 ms: back at once (scripted schedule with restart only)</source>
        <translation>0 毫秒：立即恢复（只选重启时执行脚本化序列）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="160"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="161"/>
        <source>Always (append-only file, fsync always)</source>
        <translation>始终（追加写文件，每次写入都 fsync）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="163"/>
        <source>Client threads</source>
        <translation>客户端线程数</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="164"/>
        <source>Duration in seconds</source>
        <translation>时长（秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="165"/>
        <source>Fault: hang a master (SIGSTOP)</source>
        <translation>故障：挂起主节点（SIGSTOP）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="166"/>
        <source>Fault: crash a master (SIGKILL)</source>
        <translation>故障：让主节点崩溃（SIGKILL）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="167"/>
        <source>Fault: restart a master (clean stop)</source>
        <translation>故障：重启主节点（正常停止）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="168"/>
        <source>Fault: pause a client after it acquires</source>
        <translation>故障：客户端加锁后停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="169"/>
        <source>Fault: step a master&apos;s wall clock forward</source>
        <translation>故障：让某个主节点的系统时钟向前跳</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="170"/>
        <source>Fault: run a master&apos;s wall clock fast</source>
        <translation>故障：让某个主节点的系统时钟走快</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="171"/>
        <source>Fault: delay everything on a master&apos;s link</source>
        <translation>故障：延迟某个主节点链路上的一切</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="172"/>
        <source>Fault: cut a master&apos;s link in both directions</source>
        <translation>故障：双向切断某个主节点的链路</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="173"/>
        <source>A minority&apos;s wall clock steps forward by half the drift allowance, then back (redlockctl check --faults clock-jump)</source>
        <translation>少数主节点的系统时钟向前跳过漂移余量的一半，随后跳回（redlockctl check --faults clock-jump）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="175"/>
        <source>A minority&apos;s wall clock runs fast by half the drift factor, then is set right (--faults clock-rate)</source>
        <translation>少数主节点的系统时钟按漂移系数的一半走快，随后校正（--faults clock-rate）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="177"/>
        <source>Every byte to and from a minority waits twice the per-master timeout, so those masters are misses (--faults delay)</source>
        <translation>进出少数主节点的每个字节都要等待单节点超时的两倍，因此这些主节点都算未应答（--faults delay）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="179"/>
        <source>A minority&apos;s link swallows everything both ways, then heals (--faults partition)</source>
        <translation>少数主节点的链路双向吞掉一切，随后恢复（--faults partition）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="181"/>
        <source>Restart delay</source>
        <translation>重启延迟</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="182"/>
        <source>Persistence</source>
        <translation>持久化</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="183"/>
        <source>Lock TTL in milliseconds</source>
        <translation>锁的 TTL（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="184"/>
        <source>Seed of the fault plan</source>
        <translation>故障计划的种子</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckVerdict</name>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="144"/>
        <source>Restarted masters came back at once with no memory of the lock, so a holder with a bare majority silently lost a vote and a second client won a majority of its own; keeping a master down for longer than the TTL (the delayed-restart rule) closes exactly this gap.</source>
        <translation>重启的主节点立即回来，却已不记得这把锁，于是刚好凑够多数派的持有者悄无声息地少了一票，第二个客户端又拿到了属于自己的多数派；让主节点停机的时间超过 TTL（延迟重启规则）恰好堵住了这个漏洞。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="159"/>
        <source>Two clients believed they held the lock at the same time although the restarted masters stayed down longer than the TTL: that should not happen, so please report it with the command line below.</source>
        <translation>尽管重启的主节点停机时间已超过 TTL，仍有两个客户端同时认为自己持有锁：这本不应发生，请附上下面的命令行报告此问题。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="163"/>
        <source>Two clients believed they held the lock at the same time under faults that stay inside what the validity allows for: that should not happen, so please report it with the command line below.</source>
        <translation>两个客户端同时认为自己持有锁，而这些故障都在有效期所容许的范围之内：这本不该发生，请附上下面的命令行报告它。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="171"/>
        <source>The clock jumps (injected: %1, of %2 ms each) stayed within the drift allowance that every holder&apos;s validity already subtracts, so no key expired on a majority while its holder still believed.</source>
        <translation>时钟跳变（注入 %1 次，每次 %2 毫秒）都在漂移余量之内，而每个持锁者的有效期已经减去了这部分，所以在持锁者仍自认为持有时，没有哪个键在多数派上过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="178"/>
        <source>Clocks running %1 ppm fast stayed within the drift factor the validity allows for.</source>
        <translation>快了 %1 ppm 的时钟仍在有效期所容许的漂移系数之内。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="183"/>
        <source>A slow or cut link only cost that master&apos;s vote: a majority still had to answer within the timeout for every lock granted.</source>
        <translation>慢链路或被切断的链路只会让那个主节点失去投票：每次加锁成功，仍然需要多数派在超时之内应答。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="186"/>
        <source>No master lost its keys in this run, so the delayed-restart rule had nothing to guard: only the lease and the validity check before each write were tested.</source>
        <translation>本次运行中没有主节点丢失键，延迟重启规则无事可守：受到检验的只有租约和每次写入前的有效期检查。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="192"/>
        <source>Every master that lost its keys stayed down for %1 ms, longer than the %2 ms TTL, so it voted again only after every lock it had granted had expired: that is the delayed-restart rule, and no restart could hand out a lock that was still held.</source>
        <translation>每个丢失了键的主节点都停机 %1 毫秒，比 %2 毫秒的 TTL 更长，因此它重新投票时，它批准过的每把锁都已过期：这就是延迟重启规则，任何重启都无法把仍被持有的锁再发给别人。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="200"/>
        <source>Masters came back at once, but each one replayed its keys from an append-only file synced on every write, so a restarted master still refused the second client: persistence did the job of the delayed restart.</source>
        <translation>主节点立即恢复，但每个都从每次写入都同步落盘的追加写文件中重放了自己的键，所以重启后的主节点仍然拒绝第二个客户端：持久化完成了延迟重启的任务。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="204"/>
        <source>Masters that lost their keys stayed down for %1 ms, at least the %2 ms TTL, so no restart could hand out a lock that was still held.</source>
        <translation>丢失键的主节点停机了 %1 ms，不短于 %2 ms 的 TTL，因此任何重启都无法发出仍被持有的锁。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="153"/>
        <source>This run aimed %1 faults at the holder&apos;s masters and found no second holder, which proves nothing: another seed, or a longer run, can show one.</source>
        <translation>本次运行向持有者所在的主节点定向注入了 %1 次故障，没有发现第二个持有者，但这并不能证明什么：换一个种子或运行更久就可能出现。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="214"/>
        <source>This setting is unsafe: masters come back %1 ms after a crash, sooner than the %2 ms TTL, and without persistence a restarted master has forgotten a key whose holder still believes it holds the lock.</source>
        <translation>此设置不安全：主节点在崩溃后 %1 ms 就恢复，早于 %2 ms 的 TTL；没有持久化时，重启后的主节点已忘记某个键，而该键的持有者仍认为自己持有锁。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="220"/>
        <source>This setting is unsafe: a clock jump of %1 ms is larger than the %2 ms drift allowance, so a jumped master expires a key while its holder still believes.</source>
        <translation>此设置不安全：%1 ms 的时钟跳变大于 %2 ms 的漂移余量，因此时钟跳变的主节点会在持有者仍认为自己持有锁时让键过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="225"/>
        <source>This setting is unsafe: a clock running %1 ppm fast loses more of a key&apos;s life than the %2 ms drift allowance, so that master expires a key early.</source>
        <translation>此设置不安全：快 %1 ppm 的时钟让键的寿命缩短得比 %2 ms 的漂移余量还多，因此该主节点会让键提前过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="265"/>
        <source>No violation found in this run, but this setting is unsafe: 0 overlaps in %1 acquisitions under %2 faults</source>
        <translation>本次运行未发现违规，但此设置不安全：%2 次故障下 %1 次加锁，0 次重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="254"/>
        <source>The check could not run: %1</source>
        <translation>检查无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="260"/>
        <source>Safety violated: %1 overlaps (%2 ms of two holders), %3 stale writes</source>
        <translation>违反安全性：%1 次重叠（两个持有者并存 %2 毫秒），%3 次陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="269"/>
        <source>No violation: 0 overlaps in %1 acquisitions under %2 faults</source>
        <translation>没有违规：%2 次故障下 %1 次加锁，0 次重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="273"/>
        <source> (cancelled after %1 s)</source>
        <translation>（%1 秒后取消）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="281"/>
        <source>Run the same check in a terminal:</source>
        <translation>在终端中运行同样的检查：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="282"/>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="283"/>
        <source>Copy the command line</source>
        <translation>复制命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="284"/>
        <source>redlockctl command line</source>
        <translation>redlockctl 命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="285"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="286"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChoosePage</name>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="179"/>
        <source>%1 designs, %2 faults: the worst each design met</source>
        <translation>%1 种设计、%2 种故障：每种设计遇到的最坏情况</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="182"/>
        <source>Each cell is the worst run with the fault moved across one TTL, every 50 ms: safe means safe whenever the fault strikes. Red: two clients believed they held the lock, or the storage took a stale write. Click a cell (or arrows + Enter) to open its worst run.</source>
        <translation>每个格子是故障在一个 TTL 内每隔 50 毫秒挪动一次后最坏的那次运行：安全指无论故障何时发生都安全。红色：两个客户端都认为自己持有锁，或存储接受了陈旧写入。点击格子（或用方向键加回车）打开它最坏的那次运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="186"/>
        <source>Running the simulations of %1 cells, each fault at every 50 ms of a TTL…</source>
        <translation>正在运行 %1 个格子的模拟，每个故障在一个 TTL 内每 50 毫秒一次…</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="192"/>
        <source>Which lock when</source>
        <translation>什么情况用什么锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="194"/>
        <source>Running the work twice corrupts data or money (not only repeated work)</source>
        <translation>工作执行两次会弄坏数据或钱（不只是重复劳动）</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="196"/>
        <source>The work can be made idempotent: the storage can refuse a stale token</source>
        <translation>工作可以做成幂等：存储能拒绝陈旧的令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="197"/>
        <source>The team can operate:</source>
        <translation>团队能运维：</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="198"/>
        <source>one Redis/Valkey server with a standby</source>
        <translation>一台带备机的 Redis/Valkey 服务器</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="199"/>
        <source>five independent Redis/Valkey masters</source>
        <translation>五个独立的 Redis/Valkey 主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="200"/>
        <source>a consensus cluster (etcd, ZooKeeper)</source>
        <translation>一个共识集群（etcd、ZooKeeper）</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="215"/>
        <source>Holders take the lock in turn on five masters (TTL 10 s), each releasing 3 s after it got the lock; the next client asks just after that. A partition cuts a holder off 500 ms before its release, so its key stays until the TTL ends. Each point is one run with that many holders cut off.</source>
        <translation>持有者在五个主节点上轮流拿锁（TTL 10 秒），每个在拿到锁 3 秒后释放；下一个客户端紧接着请求。分区在释放前 500 毫秒切断持有者，于是它的键一直留到 TTL 结束。每个点是一次运行，被切断的持有者数即横坐标。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="270"/>
        <source>The run of a cell</source>
        <translation>一个格子的运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="282"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="317"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="318"/>
        <source>a double run is harmful</source>
        <translation>重复执行有害</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="319"/>
        <source>a double run only repeats work</source>
        <translation>重复执行只是多做一遍</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="320"/>
        <source>idempotent work</source>
        <translation>幂等的工作</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="320"/>
        <source>work not idempotent</source>
        <translation>工作不幂等</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="328"/>
        <source>Open run: %1</source>
        <translation>打开的运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="353"/>
        <source>The advice appears once the grid is computed.</source>
        <translation>网格算完后这里给出建议。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="357"/>
        <source>No design in the grid is safe for this work as it stands.</source>
        <translation>按现状，网格里没有哪种设计对这项工作是安全的。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="358"/>
        <source>Pick: %1 (highlighted in the grid).</source>
        <translation>选择：%1（已在网格中标出）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="377"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="379"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="381"/>
        <source>%1 — %2</source>
        <translation>%1 —— %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="381"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="384"/>
        <source>Open run: %1 — %2</source>
        <translation>打开的运行：%1 —— %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="202"/>
        <source>Ticked: a second run of the work does harm; unticked: it only repeats work</source>
        <translation>勾选：工作执行第二次会造成损害；不勾选：只是重复劳动</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="204"/>
        <source>Ticked: the work or its storage can turn away a write with an old token</source>
        <translation>勾选：工作或其存储能拒绝带旧令牌的写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="205"/>
        <source>What your team can run and keep running</source>
        <translation>你的团队能部署并长期运维什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="207"/>
        <source>Every design here trusts its servers and its own clock: a Redlock client believes each master&apos;s answer, an etcd client believes its members, and each client trusts the rate of its clock. The script check only catches the wrong kind of server, not one that lies. Passwords (AUTH), TLS to the masters (the client checks each certificate) and a private network keep strangers out; none of them makes a master honest.</source>
        <translation>这里的每种设计都信任自己的服务器和自己的时钟：红锁（Redlock）客户端相信每个主节点的回答，etcd 客户端相信它的成员，每个客户端都信任自己时钟的走速。脚本校验只能发现连错了服务器类型，发现不了说谎的服务器。要把外人挡在门外，靠的是密码（AUTH）、到主节点的 TLS（客户端逐一检查证书）和私有网络；但这些都不能让一个主节点变得诚实。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="212"/>
        <source>Click a cell, or press Enter on it, to open its run below</source>
        <translation>点击格子或在格子上按回车，在下方打开它的运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="188"/>
        <source>The article suggests a client library&apos;s RedLock, such as Redisson&apos;s, for teams on Redis. Redisson itself has deprecated its RedLock (since version 3.12.5) in favour of its plain lock and a lock that hands out a fencing token.</source>
        <translation>文章建议使用 Redis 的团队采用客户端库提供的红锁实现，例如 Redisson。而 Redisson 自己已经（自 3.12.5 版起）弃用了它的红锁，改为推荐它的普通锁和一种会发放栅栏令牌的锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_page.cpp" line="290"/>
        <source>Shown: the worst of %1 fault times, with the fault %2 ms later than written.</source>
        <translation>此处显示：%1 个故障时刻中最坏的一个，故障比脚本晚 %2 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChooseTexts</name>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="9"/>
        <source>One server + standby</source>
        <translation>单服务器 + 备机</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="11"/>
        <source>Redlock, 5 masters</source>
        <translation>红锁，5 个主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="15"/>
        <source>Consensus lease</source>
        <translation>共识租约</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="17"/>
        <source>Consensus lease + fence</source>
        <translation>共识租约 + 栅栏</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="19"/>
        <source>Job lease (idempotent)</source>
        <translation>任务租约（幂等）</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="21"/>
        <source>Multi-write group</source>
        <translation>复制组内多写</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="23"/>
        <source>Local token + renewal</source>
        <translation>本地令牌 + 续约</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="29"/>
        <source>One Redis/Valkey master with an asynchronously replicated standby that Sentinel promotes after a failure; keys expire on the master&apos;s wall clock; no fencing.</source>
        <translation>一个 Redis/Valkey 主节点加一个异步复制的备机，故障后由 Sentinel 提升备机；键按主节点的系统时钟过期；没有栅栏。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="32"/>
        <source>Redlock on five independent masters as the spec asks: no replicas, and a crashed master stays down for one TTL before it rejoins; keys expire on each master&apos;s wall clock; no fencing.</source>
        <translation>按规范部署在五个独立主节点上的红锁：没有副本，崩溃的主节点停机一个 TTL 后才重新加入；键按各主节点的系统时钟过期；没有栅栏。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="40"/>
        <source>A replicated, linearizable store (etcd or ZooKeeper style): the lease runs on the leader&apos;s monotonic clock, a new leader keeps it, and the grant carries a revision that the storage here does not check.</source>
        <translation>一个复制的、线性一致的存储（etcd 或 ZooKeeper 式）：租约按领导者的单调时钟计时，新领导者会保留它，授予时带回一个修订号，但这里的存储不检查它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="44"/>
        <source>The same consensus lease, and the storage checks the revision as a fencing token.</source>
        <translation>同样的共识租约，且存储把修订号当作栅栏令牌检查。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="47"/>
        <source>One server with fsync on every write: the job&apos;s lease has a deadline on the server&apos;s clock, and its attempt counter is the fence the storage checks (the single-server lease page).</source>
        <translation>一台每次写入都 fsync 的服务器：任务租约的截止时间按服务器的时钟计算，尝试计数就是存储检查的栅栏（见单服务器租约一页）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="51"/>
        <source>The lock written to all three nodes of one replication group; two of the three must accept it.</source>
        <translation>锁写到同一复制组的全部三个节点上；三个中要有两个接受。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="54"/>
        <source>One central master with a standby, a short 3 s lease renewed every second, and the client checks its local token just before each write.</source>
        <translation>一个带备机的中心主节点，3 秒的短租约每秒续约一次，客户端在每次写入前检查本地令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="61"/>
        <source>Server crash</source>
        <translation>服务器崩溃</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="63"/>
        <source>Failover</source>
        <translation>故障转移</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="65"/>
        <source>Clock jump</source>
        <translation>时钟跳变</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="67"/>
        <source>GC pause</source>
        <translation>GC 停顿</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="69"/>
        <source>Delayed write</source>
        <translation>延迟的写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="71"/>
        <source>Partition</source>
        <translation>网络分区</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="77"/>
        <source>A server that holds the first client&apos;s key dies at 3 s; the second client asks from 3.3 s.</source>
        <translation>持有第一个客户端键的服务器在第 3 秒宕机；第二个客户端从 3.3 秒起请求。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="80"/>
        <source>A server acknowledges the lock and dies at 2 ms, before its replica has the key.</source>
        <translation>一台服务器确认了加锁，并在 2 毫秒时宕机，此时它的副本还没有这个键。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="83"/>
        <source>That server&apos;s wall clock steps 9 s forward at 2 s.</source>
        <translation>那台服务器的系统时钟在第 2 秒向前跳 9 秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="85"/>
        <source>The holder reads, pauses 15 s, then writes back what it read.</source>
        <translation>持有者读取后停顿 15 秒，再把读到的内容写回。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="87"/>
        <source>A write sent inside the lease reaches the storage 90 s later.</source>
        <translation>在租约内发出的一次写入，90 秒后才到达存储。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="89"/>
        <source>The holder is cut off from every server at 2.5 s, so its release never arrives.</source>
        <translation>持有者在 2.5 秒与所有服务器断开，所以它的释放永远到不了。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="13"/>
        <source>Redlock, misconfigured</source>
        <translation>红锁，错误部署</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_texts.cpp" line="36"/>
        <source>The same five masters deployed against the spec, as often seen: a crashed master restarts at once with an empty keyspace, and failover promotes an asynchronous replica.</source>
        <translation>同样的五个主节点，却按常见的、违背规范的方式部署：崩溃的主节点立即以空键空间重启，故障转移会提升一个异步复制的副本。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ExplorePage</name>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="329"/>
        <source>Cancelling…</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="373"/>
        <source>%1 states explored · %2 states per second · depth %3</source>
        <translation>已探索 %1 个状态 · 每秒 %2 个状态 · 深度 %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="388"/>
        <source>the depth limit</source>
        <translation>深度上限</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="390"/>
        <source>the time limit</source>
        <translation>时间上限</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="392"/>
        <source>a cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="393"/>
        <source>the state budget</source>
        <translation>状态预算</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="416"/>
        <source>The search cannot start: %1</source>
        <translation>搜索无法开始：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="419"/>
        <source>Searching…</source>
        <translation>正在搜索……</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="422"/>
        <source>No search yet: choose the assumptions and press Search.</source>
        <translation>尚未搜索：选好假设，然后按“搜索”。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="426"/>
        <source>It can break: %1.</source>
        <translation>它会被打破：%1。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="428"/>
        <source>It cannot break under these assumptions: the whole state space was searched.</source>
        <translation>在这些假设下它不会被打破：整个状态空间都已搜索完毕。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="433"/>
        <source>Search cancelled: no violation in what was searched, and that proves nothing.</source>
        <translation>搜索已取消：已搜索的部分没有违规，但这证明不了什么。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="435"/>
        <source>No violation found, but the search was bounded: not a proof.</source>
        <translation>没有发现违规，但这是有界搜索：不是证明。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="442"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="444"/>
        <source>under 1 ms</source>
        <translation>不到 1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="444"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="457"/>
        <source>Two clients both believed they held the lock at the same time.</source>
        <translation>两个客户端在同一时刻都认为自己持有锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="459"/>
        <source>The storage accepted a stale write: a holder whose lock had ended wrote after a later holder.</source>
        <translation>存储接受了一次陈旧写入：锁已结束的持有者在后来的持有者之后写入。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="461"/>
        <source>No client ever got the lock, though no fault was active.</source>
        <translation>没有任何故障，却没有一个客户端拿到锁。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="463"/>
        <source>The shortest schedule has %n step(s); found after %1 states in %2. The simulator plays it below.</source>
        <translation>
            <numerusform>最短的调度有 %n 步；探索 %1 个状态后找到，用时 %2。下方由模拟器播放它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="469"/>
        <source>Every schedule the adversary can choose within these budgets was tried: %1 states, %n step(s) deep, in %2. Neither two holders at once nor a stale write is possible in this model.</source>
        <translation>
            <numerusform>对手在这些预算内能选的每一种调度都试过了：%1 个状态，深 %n 步，用时 %2。在这个模型里，既不会同时有两个持有者，也不会有陈旧写入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_page.cpp" line="477"/>
        <source>Searched %1 states, every schedule up to %n step(s), in %2; stopped by %3. A bounded search is not a proof: a longer schedule might still break the lock. Raise the budget or drop a fault to search the whole space.</source>
        <translation>
            <numerusform>用时 %2 搜索了 %1 个状态，覆盖不超过 %n 步的每一种调度；因%3而停止。有界搜索不是证明：更长的调度仍可能打破锁。提高预算或去掉一种故障，才能搜索整个空间。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="512"/>
        <source>The search has not run yet.</source>
        <translation>搜索尚未运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="518"/>
        <source>The assumptions changed since this search: press Search to ask again.</source>
        <translation>这次搜索之后假设已改变：按“搜索”重新提问。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="551"/>
        <source>Clocks stay within the drift allowance (%1 ms)</source>
        <translation>时钟保持在漂移余量之内（%1 毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="553"/>
        <source>Ticked: no master&apos;s clock jumps further than the drift allowance, %1 ms for this TTL (the client subtracts it from the validity), so the jump below stops there. Unticked: a clock may jump as far as the box below says.</source>
        <translation>勾选：任何主节点的时钟都不会跳得比漂移余量更远，这个 TTL 下为 %1 毫秒（客户端会从有效期中减去它），所以下方的跳变幅度到此为止。不勾选：时钟可跳到下方数值框给出的幅度。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="563"/>
        <source>The assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="565"/>
        <source>antirez says Redlock is safe if pauses are shorter than the validity left, clocks advance at about the right rate, and a crashed master stays down for a TTL (or keeps its keys). Kleppmann says real systems break those assumptions. Choose what the adversary may do, press Search, and the core tries every schedule, shortest first, until two clients both hold the lock or the storage takes a stale write.</source>
        <translation>antirez 说：只要停顿短于剩余的有效期、时钟以大致正确的速率前进、崩溃的主节点停机一个 TTL（或保留它的键），红锁就是安全的。Kleppmann 说：真实系统会打破这些假设。选择对手能做什么，按“搜索”，核心会从最短的开始尝试每一种调度，直到两个客户端同时持有锁，或存储接受一次陈旧写入。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="570"/>
        <source>Positions in the debate:</source>
        <translation>争论中的立场：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="571"/>
        <source>antirez&apos;s assumptions</source>
        <translation>antirez 的假设</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="572"/>
        <source>Drop: pauses are short</source>
        <translation>去掉：停顿很短</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="573"/>
        <source>Drop: clocks keep to the drift</source>
        <translation>去掉：时钟不超出漂移</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="574"/>
        <source>Drop: a crashed master waits a TTL</source>
        <translation>去掉：崩溃的主节点等一个 TTL</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="576"/>
        <source>No pauses, clocks within the drift allowance, a crashed master stays down for a TTL, no fencing</source>
        <translation>没有停顿，时钟在漂移余量之内，崩溃的主节点停机一个 TTL，不用栅栏令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="579"/>
        <source>A client may pause for 40 ms, longer than the whole TTL; no other fault</source>
        <translation>客户端可停顿 40 毫秒，比整个 TTL 还长；没有其他故障</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="581"/>
        <source>A master&apos;s clock may jump forward by 10 ms, beyond the drift allowance; no other fault</source>
        <translation>主节点的时钟可向前跳 10 毫秒，超出漂移余量；没有其他故障</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="584"/>
        <source>A crashed master returns at once, without persistence; no other fault</source>
        <translation>崩溃的主节点立即回来，没有持久化；没有其他故障</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="585"/>
        <source>Masters:</source>
        <translation>主节点：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="586"/>
        <source>Clients:</source>
        <translation>客户端：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="587"/>
        <source>TTL:</source>
        <translation>TTL：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="588"/>
        <source>A client pauses at most:</source>
        <translation>客户端最多停顿：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="589"/>
        <source>A master&apos;s clock jumps at most:</source>
        <translation>主节点的时钟最多跳变：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="590"/>
        <source>Masters may crash and restart</source>
        <translation>主节点可能崩溃并重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="591"/>
        <source>A crashed master waits a TTL before it returns</source>
        <translation>崩溃的主节点等一个 TTL 再回来</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="592"/>
        <source>Persistence: a master keeps its keys across a restart</source>
        <translation>持久化：主节点重启后仍保留它的键</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="593"/>
        <source>The storage checks a fencing token:</source>
        <translation>存储检查栅栏令牌：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="594"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="595"/>
        <source>monotonic token</source>
        <translation>单调递增的令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="596"/>
        <source>compare-and-set on the random value</source>
        <translation>对随机值做比较并设置</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="597"/>
        <source>A message takes at most:</source>
        <translation>一条消息最多耗时：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="598"/>
        <source>Messages may be lost</source>
        <translation>消息可能丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="599"/>
        <source>Naive client: no validity check after the acquire</source>
        <translation>朴素客户端：获取锁之后不检查有效期</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="600"/>
        <source>Search at most:</source>
        <translation>最多搜索：</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="602"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="604"/>
        <source> thousand states</source>
        <translation> 千个状态</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="605"/>
        <source>How many independent masters the lock uses (3 to 7)</source>
        <translation>锁使用多少个独立的主节点（3 到 7 个）</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="606"/>
        <source>How many clients compete for the lock (2 or 3)</source>
        <translation>多少个客户端争抢这把锁（2 或 3 个）</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="607"/>
        <source>The lock&apos;s time to live; the drift allowance grows with it</source>
        <translation>锁的存活时间；漂移余量随它增大</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="608"/>
        <source>The longest stop-the-world pause of a client, at any point, also between the acquire and the write (0: a client never stops)</source>
        <translation>客户端最长的全局停顿，可发生在任何时刻，包括获取锁与写入之间（0：客户端从不停顿）</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="610"/>
        <source>How far one master&apos;s wall clock may jump forward (0: clocks never jump)</source>
        <translation>一个主节点的系统时钟最多可向前跳多远（0：时钟从不跳变）</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="612"/>
        <source>Ticked: the adversary may crash a master and restart it</source>
        <translation>勾选：对手可以让主节点崩溃再重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="613"/>
        <source>Ticked: a crashed master stays down for one TTL before it returns, as the Redlock description asks; unticked: it returns at once</source>
        <translation>勾选：崩溃的主节点按红锁描述的要求停机一个 TTL 再回来；不勾选：它立即回来</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="616"/>
        <source>Ticked: a restarted master still has its keys (fsync always); unticked: it returns empty</source>
        <translation>勾选：重启的主节点仍保有它的键（fsync always）；不勾选：它回来时是空的</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="618"/>
        <source>What the storage checks before it accepts a write</source>
        <translation>存储在接受写入之前检查什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="619"/>
        <source>The longest a message between a client and a master may take</source>
        <translation>客户端与主节点之间一条消息最长可耗时多久</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="620"/>
        <source>Ticked: the adversary may drop any message</source>
        <translation>勾选：对手可以丢弃任何一条消息</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="621"/>
        <source>Ticked: the client does not subtract the time the acquire took from the TTL, so it believes it holds the lock however late it is</source>
        <translation>勾选：客户端不从 TTL 中减去获取锁所花的时间，所以无论多晚它都认为自己持有锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="623"/>
        <source>The search stops after this many distinct states and says the result is bounded</source>
        <translation>搜索到这么多个不同的状态后停止，并说明结果是有界的</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="625"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="626"/>
        <source>Try every schedule the adversary can choose, shortest first</source>
        <translation>从最短的开始，尝试对手能选的每一种调度</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="627"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="628"/>
        <source>Stop the search; what was searched so far proves nothing</source>
        <translation>停止搜索；已搜索的部分证明不了什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="629"/>
        <source>States explored out of the budget</source>
        <translation>已探索的状态占预算的比例</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="630"/>
        <source>The answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="631"/>
        <source>Save as scenario file…</source>
        <translation>另存为场景文件……</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="632"/>
        <source>Open on the timing page</source>
        <translation>在时序页打开</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="633"/>
        <source>Play the counterexample as run A on the timing page, step by step, with its narration</source>
        <translation>在时序页把反例作为运行 A 逐步播放，并附上叙述</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="635"/>
        <source>Open on the bench</source>
        <translation>在实验台上打开</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="636"/>
        <source>Play the counterexample on the lab bench, its faults as marks you can move, longer or shorter</source>
        <translation>在实验台上播放这个反例，它的故障成为可以移动、拉长或缩短的标记</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="638"/>
        <source>Save the counterexample as a scenario file: it opens on the timing page and plays with redlockctl simulate --file</source>
        <translation>把反例保存为场景文件：它可在时序页打开，也可用 redlockctl simulate --file 播放</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="656"/>
        <location filename="../ui/pages/explore/explore_page.cpp" line="657"/>
        <source>Scroll the fencing choices</source>
        <translation>滚动栅栏令牌的选项</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="660"/>
        <source>Search progress</source>
        <translation>搜索进度</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="661"/>
        <source>What was searched</source>
        <translation>搜索了什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="662"/>
        <source>The counterexample&apos;s timeline</source>
        <translation>反例的时间线</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="763"/>
        <source>There is no counterexample to save: the search found no violation.</source>
        <translation>没有可保存的反例：搜索没有发现违规。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="769"/>
        <source>Could not save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="781"/>
        <source>There is no counterexample to open: the search found no violation.</source>
        <translation>没有可打开的反例：搜索没有发现违规。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="803"/>
        <source>The timing page is not in this window.</source>
        <translation>这个窗口里没有时序页。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="818"/>
        <source>The lab bench is not in this window.</source>
        <translation>这个窗口里没有实验台。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="827"/>
        <location filename="../ui/pages/explore/explore_page.cpp" line="836"/>
        <source>Save as scenario file</source>
        <translation>另存为场景文件</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_page.cpp" line="828"/>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="156"/>
        <source>No search has been run with these assumptions yet.</source>
        <translation>在这些假设下还没有运行过搜索。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="175"/>
        <source>The counterexample the search found</source>
        <translation>搜索找到的反例</translation>
    </message>
</context>
<context>
    <name>redlock::ui::GatesPage</name>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="241"/>
        <source>Gate 1 · votes</source>
        <translation>第一道关 · 票数</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="242"/>
        <source>Gate 2 · time</source>
        <translation>第二道关 · 时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="243"/>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="245"/>
        <source>&amp;Drift factor:</source>
        <translation>漂移系数(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="227"/>
        <location filename="../ui/pages/gates/gates_page.cpp" line="244"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="288"/>
        <source>Elapsed, T2 − T1: %1 ms</source>
        <translation>耗时 T2 − T1：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="247"/>
        <source>Elapsed time of the acquire</source>
        <translation>获取过程的耗时</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="224"/>
        <source>Masters: %1, of which %2 voted OK</source>
        <translation>主节点：%1 个，其中 %2 个投了 OK</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="231"/>
        <source>The time gate: the acquire&apos;s elapsed time against the lock&apos;s validity</source>
        <translation>时间闸门：获取所用时间与锁的有效期相比</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="249"/>
        <source>T2 − T1 in milliseconds. Arrow keys move 10 ms, Page Up and Down 1 000 ms.</source>
        <translation>T2 − T1，单位为毫秒。方向键每次移动 10 毫秒，Page Up / Page Down 每次移动 1 000 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="250"/>
        <source>TTL in milliseconds</source>
        <translation>TTL（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="251"/>
        <source>How long each master keeps the key.</source>
        <translation>每个主节点保留该键的时长。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="252"/>
        <source>Drift factor</source>
        <translation>漂移系数</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="254"/>
        <source>Share of the TTL set aside for clock drift; 2 ms are added on top.</source>
        <translation>为时钟漂移预留的 TTL 比例，另外再加 2 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="258"/>
        <source>Gate 1, votes</source>
        <translation>第一道关：票数</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="259"/>
        <source>Gate 2, time</source>
        <translation>第二道关：时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="260"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="261"/>
        <source>Elapsed against TTL</source>
        <translation>耗时与 TTL 的对比</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="262"/>
        <source>Drift allowance</source>
        <translation>漂移余量</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="263"/>
        <source>Validity left</source>
        <translation>剩余有效期</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="264"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="292"/>
        <source>The votes are the masters of page 1 (%1 of %2 OK): this page shares them. Its elapsed time, TTL and drift are its own.</source>
        <translation>票数来自第 1 页的主节点（%2 个中 %1 个正常）：本页与它共用这些主节点。耗时、TTL 和漂移则是本页自己的。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="119"/>
        <source>TTL %1 ms · drift factor %2</source>
        <translation>TTL %1 毫秒 · 漂移系数 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_page.cpp" line="269"/>
        <source>The course article&apos;s example: a 10 000 ms TTL and 200 ms elapsed leave %1 ms, as it subtracts no drift. The reference code also subtracts the drift allowance (1 % of the TTL + 2 ms = %2 ms), which leaves %3 ms.</source>
        <translation>课程文章的例子：TTL 10 000 毫秒、耗时 200 毫秒，剩下 %1 毫秒，因为它没有减去漂移。参考实现还会减去漂移余量（TTL 的 1 % + 2 毫秒 = %2 毫秒），于是剩下 %3 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Glossary</name>
    <message>
        <location filename="../ui/guide/glossary.cpp" line="104"/>
        <source>Terms: %1</source>
        <translation>术语：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::GlossaryDialog</name>
    <message>
        <location filename="../ui/guide/glossary_dialog.cpp" line="60"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <location filename="../ui/guide/glossary_dialog.cpp" line="61"/>
        <source>Pick a term to read its definition</source>
        <translation>选择一个术语，阅读它的释义</translation>
    </message>
</context>
<context>
    <name>redlock::ui::HandoutDocument</name>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="241"/>
        <source>Redlock Lab · %1</source>
        <translation>Redlock 实验室 · %1</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="243"/>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="369"/>
        <source>Why? Explain in your own words:</source>
        <translation>为什么？用你自己的话解释：</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="375"/>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="422"/>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="443"/>
        <source>Redlock Lab · sheet %1</source>
        <translation>Redlock 实验室 · 第 %1 页</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="528"/>
        <source>How the page is set up</source>
        <translation>本页的设置</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_document.cpp" line="533"/>
        <source>What the run shows</source>
        <translation>运行的结果</translation>
    </message>
</context>
<context>
    <name>redlock::ui::HandoutText</name>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="159"/>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="164"/>
        <source>Run %1 (%2): belief overlap %3 ms, stale writes accepted %4, validity of the first acquire %5 ms</source>
        <translation>运行 %1（%2）：持锁认定重叠 %3 毫秒，被接受的陈旧写入 %4 次，首次获取的有效期 %5 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="137"/>
        <source>Lease: %1 ms</source>
        <translation>租约：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="139"/>
        <source>Lab clock: %1 ms</source>
        <translation>实验时钟：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="141"/>
        <source>Stale completions rejected: %1</source>
        <translation>被拒绝的过期完成：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="144"/>
        <source>Handler runs: %1</source>
        <translation>处理函数运行次数：%1</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_source.cpp" line="34"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_source.cpp" line="35"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../ui/app/export/handout_source.cpp" line="68"/>
        <location filename="../ui/app/export/handout_source.cpp" line="73"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>redlock::ui::JitterChart</name>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="112"/>
        <source>Computing the curves…</source>
        <translation>正在计算曲线…</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="117"/>
        <source>%1: %2 %</source>
        <translation>%1：%2 %</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="119"/>
        <source>At a 99th percentile of %1 ms, an acquire succeeds in: %2.</source>
        <translation>往返时间第 99 百分位为 %1 毫秒时，加锁成功的比例：%2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="148"/>
        <source>Drawn on top of each other (never more than %1 percentage points apart): %2.</source>
        <translation>以下曲线相互重叠（任一点相差不超过 %1 个百分点）：%2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="170"/>
        <source>Jitter: how often an acquire passes both gates when round trips spread out (%1 masters, %2 seeded trials a point)</source>
        <translation>抖动：往返时间越分散，一次加锁同时过两道关的频率如何变化（%1 个主节点，每个点 %2 次带种子的试验）</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="106"/>
        <source>parallel, TTL %1 ms</source>
        <translation>并行，TTL %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="107"/>
        <source>sequential, TTL %1 ms</source>
        <translation>顺序，TTL %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="189"/>
        <source>99th percentile round trip (ms, log scale); median %1 ms, timeout %2 ms</source>
        <translation>往返时间的第 99 百分位（毫秒，对数刻度）；中位数 %1 毫秒，超时 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/jitter_chart.cpp" line="192"/>
        <source>P(acquire succeeds)</source>
        <translation>P(加锁成功)</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LabState</name>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="99"/>
        <source>Master M%1 does not exist among %2 masters.</source>
        <translation>%2 个主节点中没有 M%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="80"/>
        <source>%1 masters is not possible here: choose between %2 and %3.</source>
        <translation>这里不能使用 %1 个主节点：请在 %2 到 %3 之间选择。</translation>
    </message>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="115"/>
        <source>There is no master M%1: this lab has M1 to M%2.</source>
        <translation>没有主节点 M%1：本实验只有 M1 到 M%2。</translation>
    </message>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="149"/>
        <source>A TTL of %1 ms is out of range: use 1 ms to 86 400 000 ms (24 hours).</source>
        <translation>TTL %1 毫秒超出范围：请使用 1 毫秒到 86 400 000 毫秒（24 小时）。</translation>
    </message>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="161"/>
        <source>An acquire cannot take negative time (%1 ms).</source>
        <translation>获取锁的耗时不能为负（%1 毫秒）。</translation>
    </message>
    <message>
        <location filename="../ui/model/lab_state.cpp" line="175"/>
        <source>A drift factor of %1 is out of range: use 0 or more, below 1.</source>
        <translation>漂移系数 %1 超出范围：应不小于 0 且小于 1。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LeaseLab</name>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="35"/>
        <source>One job waits in the pending list. The lease lasts %1 ms of the server&apos;s clock.</source>
        <translation>待处理列表中有一个任务在等待。租约按服务器时钟持续 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="45"/>
        <source>[t = %1 ms] %2</source>
        <translation>[t = %1 毫秒] %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="60"/>
        <source>Worker %1 already holds %2.</source>
        <translation>工作进程 %1 已经持有 %2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="65"/>
        <source>Worker 1 is paused and cannot do anything.</source>
        <translation>工作进程 1 处于暂停中，什么也做不了。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="69"/>
        <source>Worker %1 claims %2: attempts becomes %3, its fence; lease until %4 ms.</source>
        <translation>工作进程 %1 领取 %2：attempts 变为 %3，这就是它的栅栏号；租约到 %4 毫秒为止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="76"/>
        <source>Worker %1 finds nothing pending.</source>
        <translation>工作进程 %1 没有找到待处理的任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="97"/>
        <source>%1 ms pass.</source>
        <translation>过去了 %1 毫秒。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/lease/lease_lab.cpp" line="104"/>
        <source>The reaper returns %n lapsed job(s) to pending.</source>
        <translation>
            <numerusform>回收器把 %n 个租约已过期的任务放回待处理列表。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="105"/>
        <source>The reaper finds no lapsed lease.</source>
        <translation>回收器没有发现过期的租约。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="125"/>
        <source>Worker %1 completes %2 with fence %3: accepted.</source>
        <translation>工作进程 %1 以栅栏号 %3 完成 %2：已接受。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="133"/>
        <source>Worker %1 reports %2 again with fence %3: already done, nothing changes.</source>
        <translation>工作进程 %1 以栅栏号 %3 再次上报 %2：任务已完成，没有任何变化。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="142"/>
        <source>Worker %1 completes %2 with fence %3: REJECTED as stale, the job was re-claimed since.</source>
        <translation>工作进程 %1 以栅栏号 %3 完成 %2：因过期被拒绝，该任务此后已被重新领取。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="150"/>
        <source>Worker %1 reports an unknown job.</source>
        <translation>工作进程 %1 上报了一个不存在的任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="158"/>
        <source>No worker holds a job.</source>
        <translation>没有工作进程持有任务。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="163"/>
        <source>Worker 1 wakes up from its pause and finishes its work.</source>
        <translation>工作进程 1 从停顿中醒来，完成了它的工作。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="87"/>
        <source>Worker 1 stops in a long GC pause, still believing it holds %1.</source>
        <translation>工作进程 1 陷入一次漫长的 GC 停顿，仍以为自己持有 %1。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_lab.cpp" line="90"/>
        <source>Worker 1 stops in a long GC pause; it holds no job.</source>
        <translation>工作进程 1 陷入一次漫长的 GC 停顿；它手上没有任务。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LeasePage</name>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="237"/>
        <source>Worker 1 takes the oldest pending job; the claim raises its fence</source>
        <translation>工作进程 1 领取最早的待处理任务；领取会让它的栅栏号加一</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="238"/>
        <source>Worker 2 takes the oldest pending job; the claim raises its fence</source>
        <translation>工作进程 2 领取最早的待处理任务；领取会让它的栅栏号加一</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="239"/>
        <source>Worker 1 stops, as in a GC pause, while still holding its job</source>
        <translation>工作进程 1 停住（就像 GC 停顿），但仍握着它的任务</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="240"/>
        <source>Moves the server&apos;s clock 5 s on, so leases can lapse</source>
        <translation>把服务器时钟向前推 5 秒，让租约可能到期</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="241"/>
        <source>Returns every job whose lease has lapsed to the pending list</source>
        <translation>把每个租约已到期的任务放回待处理列表</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="242"/>
        <source>Every worker holding a job reports it done with its fence</source>
        <translation>每个持有任务的工作进程带着自己的栅栏号报告完成</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="243"/>
        <source>One pending job again, no claims, the clock at 0</source>
        <translation>重新只有一个待处理任务，没有领取，时钟归零</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="230"/>
        <source>Worker 1 claims</source>
        <translation>工作进程 1 领取</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="197"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="202"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="209"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="205"/>
        <source>Two workers take jobs from one queue on one server; a claim leases its job for %1 ms and raises the job&apos;s fence.</source>
        <translation>两个工作者从一台服务器上的同一个队列领取任务；每次认领把任务租用 %1 毫秒，并提高该任务的栅栏值。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="219"/>
        <source>The queue on the server: pending jobs, active leases, and each job&apos;s row with its fence</source>
        <translation>服务器上的队列：待处理的任务、有效的租约，以及每个任务的一行及其栅栏令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="231"/>
        <source>Worker 2 claims</source>
        <translation>工作进程 2 领取</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="232"/>
        <source>Worker 1 pauses (GC)</source>
        <translation>工作进程 1 停顿（GC）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="233"/>
        <source>Advance time 5 s</source>
        <translation>时间前进 5 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="234"/>
        <source>Run reaper</source>
        <translation>运行回收器</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="235"/>
        <source>Worker completes</source>
        <translation>工作进程完成</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="236"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="244"/>
        <source>Pending (jobs:pending)</source>
        <translation>待处理（jobs:pending）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="245"/>
        <source>Active leases (jobs:active)</source>
        <translation>生效中的租约（jobs:active）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="246"/>
        <source>Job rows (job:&lt;id&gt;)</source>
        <translation>任务记录（job:&lt;id&gt;）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="247"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="249"/>
        <source>job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="247"/>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="247"/>
        <source>time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="249"/>
        <source>attempts = fence</source>
        <translation>attempts = 栅栏号</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="249"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="249"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="250"/>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="251"/>
        <source>The trade against Redlock</source>
        <translation>与红锁的取舍</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="253"/>
        <source>&lt;b&gt;Redlock&lt;/b&gt; asks N independent masters and needs a majority of them, so the lock survives a minority of masters failing. The price: N servers to run, every client timing the acquire, and safety that still depends on clocks and pauses.</source>
        <translation>&lt;b&gt;红锁（Redlock）&lt;/b&gt;向 N 个相互独立的主节点请求加锁，需要其中的多数派同意，因此少数主节点故障时锁依然有效。代价是：要运维 N 台服务器，每个客户端都要为加锁过程计时，而且安全性仍然依赖时钟和停顿。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="257"/>
        <source>&lt;b&gt;The job lease&lt;/b&gt; lives on one server and reads one clock, the server&apos;s TIME; there is no vote. If that server fails, the queue waits. A lapsed lease is not a disaster: the reaper puts the job back in the queue, the next claim takes it with a higher fence, the old worker&apos;s result is refused, and because the handler is idempotent the second run is harmless.</source>
        <translation>&lt;b&gt;任务租约&lt;/b&gt;只存在于一台服务器上，只读取一个时钟，即服务器的 TIME；没有投票。这台服务器故障时，队列只能等待。租约过期也不是灾难：回收器把任务放回队列，下一次领取以更高的栅栏号拿走它，旧工作进程的结果会被拒绝，而且处理函数是幂等的，所以第二次执行不会造成危害。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="267"/>
        <source>server clock: %1 ms</source>
        <translation>服务器时钟：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="203"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="272"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="280"/>
        <location filename="../ui/pages/lease/lease_page.cpp" line="282"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="282"/>
        <source>lapsed</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="289"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="290"/>
        <source>active</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="291"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="309"/>
        <source>Worker %1 holds %2 with fence %3</source>
        <translation>工作进程 %1 以栅栏号 %3 持有 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="313"/>
        <source>Worker %1 is idle</source>
        <translation>工作进程 %1 空闲</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="316"/>
        <source>  ·  handler runs: %1</source>
        <translation>  ·  处理函数执行次数：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="304"/>
        <source>Worker 1 is paused, believing it holds %1 with fence %2</source>
        <translation>工作进程 1 已停顿，仍以为以栅栏号 %2 持有 %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_page.cpp" line="307"/>
        <source>Worker 1 is paused and holds no job</source>
        <translation>工作进程 1 已停顿，手上没有任务</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveBackend</name>
    <message>
        <location filename="../ui/live/live_backend.cpp" line="267"/>
        <source>M%1 is not up: bring it back first</source>
        <translation>M%1 未在运行：请先让它恢复</translation>
    </message>
    <message>
        <location filename="../ui/live/live_backend.cpp" line="270"/>
        <source>C1 needs %1 masters up for its bare majority, M%2 among them; %3 are up</source>
        <translation>C1 需要 %1 个运行中的主节点（其中包括 M%2）才能组成刚好过半的多数派；目前只有 %3 个在运行</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveBanner</name>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="87"/>
        <source>Start five masters in Docker</source>
        <translation>在 Docker 中启动五个主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="89"/>
        <source>Starts five containers on the Docker engine, each on its own loopback port; the app removes them when you leave this backend.</source>
        <translation>在 Docker 引擎上启动五个容器，各占一个回环端口；离开此后端时由本应用删除。</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="68"/>
        <source>Last action failed: %1</source>
        <translation>上一个操作失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="79"/>
        <source>Acquire again</source>
        <translation>再次获取</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="83"/>
        <source>The client stops waiting once the outcome is decided (a majority said OK, or too many failed): masters not awaited are neither a yes nor a no.</source>
        <translation>结果一旦确定（多数派已回复 OK，或失败的太多），客户端就不再等待：未等待的主节点既不算赞成，也不算反对。</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="82"/>
        <source>Runs one more real acquire and release against the live masters.</source>
        <translation>对在线主节点再执行一次真实的获取与释放。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveComparePanel</name>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="81"/>
        <source>Needs redis-server or valkey-server on this machine (Debian: apt-get install redis-server).</source>
        <translation>需要本机装有 redis-server 或 valkey-server（Debian：apt-get install redis-server）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="85"/>
        <source>Needs etcd on this machine (Debian: apt-get install etcd-server etcd-client).</source>
        <translation>需要本机装有 etcd（Debian：apt-get install etcd-server etcd-client）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="88"/>
        <source>Needs redlockctl next to the app or on PATH: it runs the client that is frozen.</source>
        <translation>需要在本程序旁边或 PATH 中找到 redlockctl：被冻结的客户端由它来运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="123"/>
        <source>Leader killed while held</source>
        <translation>持锁期间杀掉领导者</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="125"/>
        <source>Holder paused past its lease</source>
        <translation>持锁者暂停超过租约</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="127"/>
        <source>A minority of servers killed</source>
        <translation>杀掉少数服务器</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="133"/>
        <source>etcd lease lock, 3 members</source>
        <translation>etcd 租约锁，3 个成员</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="135"/>
        <source>Redlock, 5 Redis masters</source>
        <translation>红锁，5 个 Redis 主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="142"/>
        <source>lock held</source>
        <translation>锁仍被持有</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="144"/>
        <source>lock lost</source>
        <translation>锁丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="146"/>
        <source>lock refused</source>
        <translation>锁被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="148"/>
        <source>stale write rejected</source>
        <translation>陈旧写入被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="150"/>
        <source>stale write accepted</source>
        <translation>陈旧写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="152"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="159"/>
        <source>from the kill until the cluster answered</source>
        <translation>从杀掉到集群再次应答</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="161"/>
        <source>from the freeze until the key was gone</source>
        <translation>从冻结到键消失</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="163"/>
        <source>median acquire under the fault</source>
        <translation>故障下加锁耗时的中位数</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="184"/>
        <source>On real servers</source>
        <translation>在真实服务器上</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="185"/>
        <source>Three of these faults on real processes of this machine: five Redis servers, two three-member etcd clusters and a client process, started on loopback ports and stopped by pid when the run ends.</source>
        <translation>在本机的真实进程上重现其中三种故障：五个 Redis 服务器、两个三成员的 etcd 集群和一个客户端进程，都在回环端口上启动，运行结束时按 pid 停止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="190"/>
        <source>Running… %1 s</source>
        <translation>运行中…… %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="191"/>
        <source>Run on real servers</source>
        <translation>在真实服务器上运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="192"/>
        <source>Kills an etcd leader, freezes a lock holder with SIGSTOP and kills a minority of each cluster; it takes about half a minute</source>
        <translation>杀掉 etcd 领导者，用 SIGSTOP 冻结持锁者，并杀掉每个集群中的少数节点；大约需要半分钟</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="195"/>
        <source>Starting the servers, then one fault after another…</source>
        <translation>正在启动服务器，然后逐个施加故障……</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="198"/>
        <source>The run could not be made: %1</source>
        <translation>无法完成这次运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="205"/>
        <source>Measured in %1 s; the %2 processes it started are all stopped.</source>
        <translation>测量用时 %1 秒；它启动的 %2 个进程都已停止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="207"/>
        <source>Measured in %1 s; of the %2 processes it started, still running: %3.</source>
        <translation>测量用时 %1 秒；它启动的 %2 个进程中仍在运行的：%3 个。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="212"/>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="238"/>
        <source>%1 · %2 — %3</source>
        <translation>%1 · %2 —— %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="240"/>
        <source>%1 · %2 — %3, %4 ms (%5)</source>
        <translation>%1 · %2 —— %3，%4 毫秒（%5）</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveRunPanel</name>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="73"/>
        <source>Needs redis-server or valkey-server on this machine.</source>
        <translation>需要本机装有 redis-server 或 valkey-server。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="80"/>
        <source>Not on real servers: Redis and Valkey expire keys by their wall clock, so a server that ignores the jump exists only in the simulator.</source>
        <translation>无法在真实服务器上运行：Redis 和 Valkey 按系统时钟让键过期，不理会时钟跳变的服务器只存在于模拟器中。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="84"/>
        <source>Not on real servers: a killed server&apos;s last writes are still in the operating system&apos;s page cache, so only a power loss would drop them.</source>
        <translation>无法在真实服务器上运行：被杀掉的服务器最后写入的数据仍在操作系统的页缓存里，只有断电才会丢失它们。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="87"/>
        <source>Not on real servers: this script needs something the real servers or the real client do not do (failover, a naive or wall-clock client).</source>
        <translation>不能在真实服务器上运行：这个脚本需要真实服务器或真实客户端做不到的事（故障转移、朴素客户端或按墙上时钟计时的客户端）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="150"/>
        <source>On real servers</source>
        <translation>在真实服务器上</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="151"/>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="151"/>
        <source>Run on real servers</source>
        <translation>在真实服务器上运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="162"/>
        <source>Playing A on %1 real servers with real clients, the script&apos;s times divided by %2: about %3 s.</source>
        <translation>正在 %1 台真实服务器上用真实客户端运行 A，脚本中的时间除以 %2：约 %3 秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="169"/>
        <source>A, played on %1 real servers: the script&apos;s times divided by %2, the per-master timeout of %3 ms kept; each master&apos;s clock as its server&apos;s TIME read it, overlaps measured on this machine&apos;s one steady clock.</source>
        <translation>A 已在 %1 台真实服务器上运行：脚本中的时间除以 %2，每个主节点 %3 毫秒的超时保持不变；各主节点的时钟取自其服务器 TIME 命令的读数，重叠时间用本机唯一的单调时钟测量。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="177"/>
        <source>The servers could not be started: %1</source>
        <translation>无法启动服务器：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="179"/>
        <source>Plays A on %1 real local servers: real clock jumps, partitions, crashes and pauses.</source>
        <translation>在 %1 台真实的本地服务器上运行 A：真实的时钟跳变、网络分区、崩溃和停顿。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/live_run_panel.cpp" line="152"/>
        <source>Plays run A again on real local servers, with real clients and real faults; it takes a few seconds</source>
        <translation>在真实的本地服务器上用真实客户端和真实故障重新运行 A，需要几秒钟</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveTrace</name>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="59"/>
        <source>%1 at %2</source>
        <translation>%1，地址 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="135"/>
        <source>error @ %1 ms: %2</source>
        <translation>错误 @ %1 毫秒：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="138"/>
        <source>not awaited: the majority was decided at %1 ms; its reply came at %2 ms, after the verdict</source>
        <translation>未等待：多数派在 %1 毫秒已定；它的回复在 %2 毫秒到达，晚于判定</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="141"/>
        <source>not awaited: the majority was decided at %1 ms</source>
        <translation>未等待：多数派在 %1 毫秒已定</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MainWindow</name>
    <message>
        <location filename="../ui/app/main_window.cpp" line="609"/>
        <source>Redlock Lab</source>
        <translation>Redlock 实验室</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="620"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="138"/>
        <source>Save screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="113"/>
        <location filename="../ui/app/main_window_files.cpp" line="139"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="145"/>
        <source>Screenshot</source>
        <translation>截图</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="146"/>
        <source>Could not write the screenshot to &quot;%1&quot;.</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="198"/>
        <source>About Redlock Lab</source>
        <translation>关于 Redlock 实验室</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="199"/>
        <source>&lt;p&gt;&lt;b&gt;Redlock Lab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;An interactive lesson on Redlock: a lock taken on a majority of independent Redis or Valkey masters, and admitted only if the acquire also fits inside the lease.&lt;/p&gt;&lt;p&gt;Every verdict shown here is computed by the same core library the real client uses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Redlock 实验室&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;一门关于红锁（Redlock）的交互式课程：锁要在相互独立的 Redis 或 Valkey 主节点的多数派上取得，而且只有当整个获取过程也落在租约之内时才算成立。&lt;/p&gt;&lt;p&gt;这里显示的每一个判定，都由真实客户端所用的同一个核心库计算得出。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="622"/>
        <source>Pages of the lesson</source>
        <translation>课程页面</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="117"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="121"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="125"/>
        <location filename="../ui/app/main_window_files.cpp" line="132"/>
        <source>Export page</source>
        <translation>导出页面</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="174"/>
        <source>Reset settings</source>
        <translation>重置设置</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="365"/>
        <source>Page reset: %1</source>
        <translation>已重置本页：%1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="372"/>
        <source>The whole lab is back at its start.</source>
        <translation>整个实验室已回到初始状态。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="433"/>
        <source>Presenter text is at its largest.</source>
        <translation>演示文字已是最大。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="434"/>
        <source>Presenter text is at its smallest (20 pt).</source>
        <translation>演示文字已是最小（20 磅）。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="441"/>
        <source>Presenter text ×%1</source>
        <translation>演示文字 ×%1</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="442"/>
        <source>Presenter text ×%1 (seen in presenter mode, F5)</source>
        <translation>演示文字 ×%1（在演示模式下生效，按 F5）</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="612"/>
        <source>%1 — Redlock Lab</source>
        <comment>window title: the page&apos;s title, the app&apos;s name</comment>
        <translation>%1 — Redlock 实验室</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="810"/>
        <source>Too long: scroll for the rest.</source>
        <translation>页面过长：其余部分请滚动查看。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="811"/>
        <source>Fitted: text ×%1, under 20 pt.</source>
        <translation>已适应：文字 ×%1，低于 20 pt。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window.cpp" line="812"/>
        <source>Page fitted: text ×%1.</source>
        <translation>已适应窗口：文字 ×%1。</translation>
    </message>
    <message>
        <location filename="../ui/app/main_window_files.cpp" line="175"/>
        <source>Forget the saved theme, window size, presenter text size and last page? The language stays as it is; the lab returns to its defaults now.</source>
        <translation>要清除已保存的主题、窗口大小、演示文字大小和上次所在的页面吗？语言保持不变，实验室会立即恢复默认设置。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="131"/>
        <source>A lock needs OK votes from a majority: %1 of %2 masters.</source>
        <translation>锁需要多数派的 OK 票：%2 个主节点中的 %1 个。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="132"/>
        <source>Masters down before the vote: %1</source>
        <translation>投票前宕机的主节点：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="136"/>
        <source>The vote: one slot per master, the majority line across</source>
        <translation>投票：每个主节点一格，横线为多数线</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="146"/>
        <source>&amp;Masters (N):</source>
        <translation>主节点数 N(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="149"/>
        <location filename="../ui/pages/majority/majority_page.cpp" line="188"/>
        <source>The rule, for N = %1</source>
        <translation>N = %1 时的规则</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="152"/>
        <source>Number keys 1 to 9 flip the masters.</source>
        <translation>数字键 1 到 9 可切换各个主节点。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="153"/>
        <source>Number of masters</source>
        <translation>主节点数量</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="154"/>
        <source>How many independent masters take part, 1 to 9.</source>
        <translation>参与的独立主节点个数，1 到 9 个。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="156"/>
        <source>Vote bar</source>
        <translation>投票条</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="157"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="158"/>
        <source>Vote count</source>
        <translation>票数统计</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="159"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="160"/>
        <source>The rule for this N</source>
        <translation>当前 N 下的规则</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="147"/>
        <source>Click a master, or press its number key, to flip it between OK and down. Page 3 counts these same masters.</source>
        <translation>点击某个主节点，或按下它的数字键，即可在“正常”和“宕机”之间切换。第 3 页统计的也是这些主节点。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="122"/>
        <source>Masters: %1</source>
        <translation>主节点：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="123"/>
        <source>OK votes: %1 of %2, majority line %3</source>
        <translation>OK 票数：%2 个中的 %1 个，多数线 %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="124"/>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPicker</name>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="109"/>
        <source>Put M%1 in client A&apos;s set or take it out</source>
        <translation>把 M%1 放进客户端 A 的集合，或从中拿出</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="110"/>
        <source>Put M%1 in client B&apos;s set or take it out</source>
        <translation>把 M%1 放进客户端 B 的集合，或从中拿出</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="88"/>
        <source>Client A</source>
        <translation>客户端 A</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="89"/>
        <source>Client B</source>
        <translation>客户端 B</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="108"/>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/majority_picker.cpp" line="116"/>
        <source>▲ shared</source>
        <translation>▲ 共享</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterInspector</name>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="43"/>
        <source>up</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="45"/>
        <source>down</source>
        <translation>宕机</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="47"/>
        <source>hung (SIGSTOP)</source>
        <translation>挂起（SIGSTOP）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="49"/>
        <source>restarting…</source>
        <translation>正在重启…</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="51"/>
        <source>partitioned (client side)</source>
        <translation>已隔离（客户端一侧）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="53"/>
        <source>paused (CLIENT PAUSE)</source>
        <translation>已暂停（CLIENT PAUSE）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="57"/>
        <source>no answer</source>
        <translation>无应答</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="61"/>
        <source>Master inspector</source>
        <translation>主节点检查器</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="62"/>
        <source>Master</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="62"/>
        <source>pid / container</source>
        <translation>进程号 / 容器</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="62"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="63"/>
        <source>PING µs</source>
        <translation>PING 微秒</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="63"/>
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="63"/>
        <source>PTTL ms</source>
        <translation>PTTL 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="63"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="132"/>
        <source>M%1 (mock)</source>
        <translation>M%1（模拟）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="133"/>
        <source>M%1 %2</source>
        <comment>master number, then its address</comment>
        <translation>M%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="76"/>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterLinks</name>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="115"/>
        <source>Masters:</source>
        <translation>主节点：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="116"/>
        <source>Latency (ms, one way):</source>
        <translation>延迟（毫秒，单程）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="124"/>
        <source>M%1 up</source>
        <translation>M%1 在线</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="124"/>
        <source>M%1 down</source>
        <translation>M%1 宕机</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="125"/>
        <source>Click to take M%1 down or bring it back (shared with the other pages).</source>
        <translation>点击让 M%1 宕机或恢复（与其他页面共享）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/master_links.cpp" line="130"/>
        <source>One-way network latency between the client and M%1.</source>
        <translation>客户端与 M%1 之间的单程网络延迟。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterToggles</name>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="62"/>
        <source>M%1
OK</source>
        <translation>M%1
正常</translation>
    </message>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="62"/>
        <source>M%1
down</source>
        <translation>M%1
宕机</translation>
    </message>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="63"/>
        <source>M%1 answers OK. Click or press %1 to take it down.</source>
        <translation>M%1 回复 OK。点击或按 %1 让它宕机。</translation>
    </message>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="64"/>
        <source>M%1 is down. Click or press %1 to bring it back.</source>
        <translation>M%1 已宕机。点击或按 %1 让它恢复。</translation>
    </message>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="67"/>
        <source>How M%1 goes down</source>
        <translation>M%1 如何下线</translation>
    </message>
    <message>
        <location filename="../ui/widgets/master_toggles.cpp" line="69"/>
        <source>Chooses what clicking M%1 does on a live backend: crash, hang, restart, partition or pause.</source>
        <translation>选择在在线后端上点击 M%1 时的动作：崩溃、挂起、重启、网络分区或暂停。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MastersDialog</name>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="37"/>
        <source>Docker (containers on the Docker engine)</source>
        <translation>Docker（Docker 引擎上的容器）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="113"/>
        <source>empty: the masters this app labelled</source>
        <translation>留空：本应用加了标签的主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="156"/>
        <source>Server c&amp;ertificate, key:</source>
        <translation>服务器证书、私钥(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="159"/>
        <source>Compose &amp;project:</source>
        <translation>Compose 项目(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="64"/>
        <source>Masters</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="18"/>
        <source>Mock (embedded, virtual time)</source>
        <translation>模拟（内置，虚拟时间）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="24"/>
        <source>Local (servers started by the app)</source>
        <translation>本地（由本应用启动服务器）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_kinds.cpp" line="31"/>
        <source>External (host:port list)</source>
        <translation>外部（host:port 列表）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="78"/>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="81"/>
        <source>Use T&amp;LS</source>
        <translation>使用 TLS(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="214"/>
        <source>Each master&apos;s certificate must chain to the CA and name the address given</source>
        <translation>每个主节点的证书须由该 CA 签发，并写明所填的地址</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="84"/>
        <source>PEM file; empty: the system&apos;s certificate authorities</source>
        <translation>PEM 文件；留空：使用系统的证书颁发机构</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="87"/>
        <source>optional: for masters that ask for one</source>
        <translation>可选：主节点要求客户端证书时填写</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="90"/>
        <source>the client certificate&apos;s key (unencrypted PEM)</source>
        <translation>客户端证书的私钥（未加密的 PEM）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="94"/>
        <source>PEM file naming the address the masters are reached at</source>
        <translation>PEM 文件，须写明访问这些主节点所用的地址</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="97"/>
        <source>the certificate&apos;s key (unencrypted PEM)</source>
        <translation>该证书的私钥（未加密的 PEM）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="106"/>
        <location filename="../ui/live/masters_dialog.cpp" line="110"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="116"/>
        <source>Start new containers from the image</source>
        <translation>用该镜像启动新容器</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="117"/>
        <source>The containers are removed when you leave the backend</source>
        <translation>离开该后端时删除这些容器</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="122"/>
        <source>Keep the keys over a restart</source>
        <translation>重启后保留键</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="124"/>
        <source>Persistence: an append-only file with fsync always, so a restarted master still has its keys</source>
        <translation>持久化：追加写文件，每次写入都 fsync，所以重启后的主节点仍有它的键</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="140"/>
        <source>&amp;Backend:</source>
        <translation>后端(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="141"/>
        <source>&amp;Number of masters:</source>
        <translation>主节点数量(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="142"/>
        <source>M&amp;asters (host:port, …):</source>
        <translation>主节点 host:port, …(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="143"/>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="145"/>
        <source>CA &amp;file:</source>
        <translation>CA 文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="146"/>
        <source>Client &amp;certificate:</source>
        <translation>客户端证书(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="147"/>
        <source>Client &amp;key:</source>
        <translation>客户端私钥(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="157"/>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="158"/>
        <source>Per-instance &amp;timeout:</source>
        <translation>单实例超时(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="166"/>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="215"/>
        <source>The new containers serve TLS only, with the server certificate, which must name the address they are reached at (127.0.0.1 on this machine&apos;s engine); the app trusts the CA</source>
        <translation>新容器只提供 TLS，使用服务器证书；证书须写明访问它们所用的地址（本机引擎上为 127.0.0.1）；应用信任该 CA</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="257"/>
        <source>the image is empty: expected an image whose command is valkey-server or redis-server, e.g. valkey/valkey:8</source>
        <translation>镜像为空：需要一个命令为 valkey-server 或 redis-server 的镜像，例如 valkey/valkey:8</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="262"/>
        <source>TLS on new containers needs the servers&apos; certificate and its key</source>
        <translation>新容器使用 TLS 需要服务器证书及其私钥</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="264"/>
        <source>the client certificate has no key: give its private key too, or leave both empty</source>
        <translation>客户端证书缺少私钥：请同时给出私钥，或两者都留空</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="266"/>
        <source>a client key without its certificate: give the certificate too, or leave both empty</source>
        <translation>只有客户端私钥而没有证书：请同时给出证书，或两者都留空</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="284"/>
        <source>Not accepted: %1</source>
        <translation>未被接受：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::OverlapPage</name>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="322"/>
        <source>How many masters the two clients choose from, 1 to 9</source>
        <translation>两个客户端可选的主节点数，1 到 9</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="324"/>
        <source>Tries every pair of two different majorities of N and counts the masters they share</source>
        <translation>逐一检查 N 个主节点中每一对不同的多数派，并统计它们共用的主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="325"/>
        <source>The chance that each master is down, for the availability chart</source>
        <translation>每个主节点宕机的概率，用于可用性图表</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="326"/>
        <source>How many random trials the Monte Carlo estimate draws</source>
        <translation>蒙特卡洛估计抽取的随机试验次数</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="225"/>
        <source>a majority</source>
        <translation>是多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="213"/>
        <source>Availability: the chance a majority is up, for each number of masters</source>
        <translation>可用性：对每种主节点数量，多数派在线的概率</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="225"/>
        <source>not a majority</source>
        <translation>不是多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="227"/>
        <source>A = {%1}: %2 of %3, %4.  B = {%5}: %6 of %3, %7.  Shared: %8.</source>
        <translation>A = {%1}：%3 个中的 %2 个，%4。B = {%5}：%3 个中的 %6 个，%7。共享：%8。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="234"/>
        <source>Any two majorities of %1 overlap: masters shared ≥ 2 × %2 − %1 = %3.</source>
        <translation>%1 个主节点中的任意两个多数派必有重叠：共享的主节点数 ≥ 2 × %2 − %1 = %3。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="238"/>
        <source>Each majority holds %1 of the %2 masters, so the two together count %3 places for only %2 masters: at least %4 must be counted twice. A master grants the key to one value only, so the client that comes second cannot complete its majority.</source>
        <translation>每个多数派占 %2 个主节点中的 %1 个，两者合起来要占 %3 个位置，而主节点只有 %2 个：至少有 %4 个被算了两次。一个主节点只会把键交给一个值，所以后来的客户端凑不齐自己的多数派。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="265"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="311"/>
        <source>&amp;Masters (N):</source>
        <translation>主节点数（&amp;M）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="312"/>
        <source>Click masters into client A&apos;s and client B&apos;s sets.</source>
        <translation>点击主节点，把它们放进客户端 A 和客户端 B 的集合。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="313"/>
        <source>Check every pair</source>
        <translation>检查每一对</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="314"/>
        <source>Failures each N survives</source>
        <translation>每个 N 能承受的故障数</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="315"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="315"/>
        <source>majority</source>
        <translation>多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="315"/>
        <source>tolerated failures</source>
        <translation>可容忍故障</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="316"/>
        <source>An even N adds a master but not a failure it can survive: 4 tolerates 1, like 3, and 6 tolerates 2, like 5. The extra master is one more machine that can fail.</source>
        <translation>偶数 N 多了一个主节点，却没有多容忍一次故障：4 个和 3 个一样只容忍 1 个，6 个和 5 个一样只容忍 2 个。多出来的主节点只是又一台可能出故障的机器。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="320"/>
        <source>Each master down with p = %1</source>
        <translation>每个主节点宕机的概率 p = %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="321"/>
        <source>Monte Carlo trials:</source>
        <translation>蒙特卡洛试验次数：</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="336"/>
        <source>Monte Carlo running…</source>
        <translation>蒙特卡洛计算中…</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="337"/>
        <source>Monte Carlo %1 % (%2 trials, seed 1)</source>
        <translation>蒙特卡洛 %1 %（%2 次试验，种子 1）</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="340"/>
        <source>N=%1, p=%2: exact %3 %, %4</source>
        <translation>N=%1，p=%2：精确值 %3 %，%4</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="327"/>
        <source>Show &amp;unavailability 1 − P (log scale)</source>
        <translation>以对数刻度显示不可用率 1 − P(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="328"/>
        <source>How often NO lock can be had: on a log scale each extra pair of masters is a visible step down.</source>
        <translation>有多大概率根本拿不到锁：在对数刻度上，每多两个主节点，曲线就明显再降一级。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="198"/>
        <source>Masters (N): %1 · majority: %2 · any two majorities share at least %3</source>
        <translation>主节点数 (N)：%1 · 多数线：%2 · 任意两个多数派至少共享 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="202"/>
        <source>Majorities: %1 · pairs of two different majorities: %2</source>
        <translation>多数派个数：%1 · 两个不同多数派组成的对：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="288"/>
        <source>N = %1 has one majority only (all %1 masters): there is no pair of different majorities to check.</source>
        <translation>N = %1 只有一个多数派（全部 %1 个主节点）：没有两个不同的多数派可供检查。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_page.cpp" line="292"/>
        <source>%1 majorities of %2 masters, %3 pairs of two different majorities, every pair checked: fewest masters shared by a pair = %4.</source>
        <translation>%2 个主节点共有 %1 个多数派，两个不同多数派组成 %3 对，已逐对检查：一对之间最少共享 %4 个主节点。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PageCatalog</name>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="57"/>
        <source>Why a majority</source>
        <translation>为什么要多数派</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="65"/>
        <source>The acquire protocol</source>
        <translation>获取锁的协议</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="42"/>
        <source>The two gates</source>
        <translation>两道关卡</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="55"/>
        <source>Quorum overlap</source>
        <translation>多数派的交集</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="66"/>
        <source>The timing debate</source>
        <translation>关于时间的争论</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="85"/>
        <source>A single-server lease</source>
        <translation>单服务器租约</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="13"/>
        <source>Recap</source>
        <translation>总结</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="61"/>
        <source>Flip masters up and down: a lock needs OK from more than half of them.</source>
        <translation>让主节点上线或宕机：锁需要超过半数的主节点回复 OK。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="69"/>
        <source>One acquire, step by step, from the first SET to the final verdict.</source>
        <translation>一次获取锁的全过程，从第一条 SET 到最后的判定。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="46"/>
        <source>A lock must pass two checks: enough votes, and enough time left.</source>
        <translation>锁必须通过两道检查：票数足够，剩余时间也足够。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="59"/>
        <source>Why two clients cannot both hold a majority at one instant.</source>
        <translation>为什么两个客户端不可能在同一时刻都拿到多数派。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="70"/>
        <source>Pauses, delays and clock jumps: where the safety argument is argued over.</source>
        <translation>停顿、延迟与时钟跳变：安全性论证的争议所在。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="89"/>
        <source>One Valkey, one clock, no vote: a job lease with a fence, and the trade against Redlock.</source>
        <translation>一台 Valkey、一个时钟、没有投票：带栅栏的任务租约，以及它与红锁的取舍。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="17"/>
        <source>The whole algorithm on one page.</source>
        <translation>一页纸看懂整个算法。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="53"/>
        <source>Choosing a lock</source>
        <translation>如何选锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="57"/>
        <source>The same faults against each lock design, measured: which lock for which work.</source>
        <translation>同样的故障作用于每一种锁设计，结果都是测出来的：什么工作用什么锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="84"/>
        <source>Can it break?</source>
        <translation>它会被打破吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="88"/>
        <source>Choose the assumptions; a search tries every schedule that could break the lock.</source>
        <translation>选择假设；搜索会尝试每一种可能打破锁的调度。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="86"/>
        <source>Lab bench</source>
        <translation>实验台</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="90"/>
        <source>Time runs and the clients keep locking: break a master or a client and watch.</source>
        <translation>时间在流逝，客户端不停地加锁：弄坏一个主节点或客户端，看看会发生什么。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PageExporter</name>
    <message>
        <location filename="../ui/app/export/page_exporter.cpp" line="18"/>
        <source>Could not write &quot;%1&quot;.</source>
        <translation>无法写入“%1”。</translation>
    </message>
    <message>
        <location filename="../ui/app/export/page_exporter.cpp" line="104"/>
        <source>A page of Redlock Lab.</source>
        <translation>Redlock 实验室的一页。</translation>
    </message>
    <message>
        <location filename="../ui/app/export/page_exporter.cpp" line="127"/>
        <source>Cannot export &quot;%1&quot;: the name must end in .png, .svg or .pdf.</source>
        <translation>无法导出“%1”：文件名必须以 .png、.svg 或 .pdf 结尾。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PartitionChart</name>
    <message>
        <location filename="../ui/pages/choose/partition_chart.cpp" line="56"/>
        <source>Repeated partitions: time without a lock</source>
        <translation>反复分区：无锁可用的时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/partition_chart.cpp" line="60"/>
        <source>holders whose release a partition swallowed</source>
        <translation>释放被分区吞掉的持有者数</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/partition_chart.cpp" line="61"/>
        <source>unavailable (s)</source>
        <translation>不可用（秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/partition_chart.cpp" line="62"/>
        <source>measured in the simulator</source>
        <translation>模拟器中测得</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/partition_chart.cpp" line="63"/>
        <source>one TTL per partition</source>
        <translation>每次分区一个 TTL</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PlaybackBar</name>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="120"/>
        <source>Drag to any moment of the trace</source>
        <translation>拖动到轨迹中的任意时刻</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="121"/>
        <source>How much slower than real time the trace plays</source>
        <translation>轨迹比真实时间慢多少倍播放</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="96"/>
        <location filename="../ui/widgets/playback_bar.cpp" line="135"/>
        <source>real time</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="96"/>
        <location filename="../ui/widgets/playback_bar.cpp" line="135"/>
        <source>%1× slower</source>
        <translation>慢 %1 倍</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="110"/>
        <location filename="../ui/widgets/playback_bar.cpp" line="129"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="110"/>
        <location filename="../ui/widgets/playback_bar.cpp" line="129"/>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="112"/>
        <source>Play or pause the trace (Space)</source>
        <translation>播放或暂停轨迹（空格键）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="113"/>
        <source>◀ Step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="114"/>
        <source>Back one event (←)</source>
        <translation>后退一个事件（←）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="115"/>
        <source>Step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="116"/>
        <source>Forward one event (→)</source>
        <translation>前进一个事件（→）</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="117"/>
        <source>⟲ Restart</source>
        <translation>⟲ 重新开始</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="118"/>
        <source>Back to t = 0</source>
        <translation>回到 t = 0</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="119"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../ui/widgets/playback_bar.cpp" line="123"/>
        <location filename="../ui/widgets/playback_bar.cpp" line="131"/>
        <source>t = %1 ms · event %2/%3</source>
        <translation>t = %1 毫秒 · 事件 %2/%3</translation>
    </message>
</context>
<context>
    <name>redlock::ui::PracticeQuestion</name>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="92"/>
        <source>New numbers: C1 acquires the lock with a TTL of %1 ms, reads the resource at %2 ms and stops in a GC pause of %3 ms at %4 ms; when it wakes it writes what it read. C2 asks for the lock at %5 ms and writes at %6 ms. The storage checks a monotonic fencing token. What does the storage see?</source>
        <translation>新数字：C1 以 %1 毫秒的 TTL 获得锁，在 %2 毫秒读取资源，并在 %4 毫秒进入 %3 毫秒的 GC 停顿；醒来后写回它读到的内容。C2 在 %5 毫秒请求锁，在 %6 毫秒写入。存储检查单调递增的栅栏令牌。存储会看到什么？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="97"/>
        <source>New numbers: C1 acquires the lock with a TTL of %1 ms, reads the resource at %2 ms and stops in a GC pause of %3 ms at %4 ms; when it wakes it writes what it read. C2 asks for the lock at %5 ms and writes at %6 ms. The storage checks nothing. What does the storage see?</source>
        <translation>新数字：C1 以 %1 毫秒的 TTL 获得锁，在 %2 毫秒读取资源，并在 %4 毫秒进入 %3 毫秒的 GC 停顿；醒来后写回它读到的内容。C2 在 %5 毫秒请求锁，在 %6 毫秒写入。存储什么也不检查。存储会看到什么？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="109"/>
        <source>New numbers: C1 holds the lock on M1, M2 and M3 with a TTL of %1 ms; C2 reaches only M3, M4 and M5. At %2 ms M3&apos;s wall clock jumps %3 ms forward, and C2 asks for the lock at %4 ms. Is it still safe?</source>
        <translation>新数字：C1 以 %1 毫秒的 TTL 在 M1、M2、M3 上持有锁；C2 只能连到 M3、M4、M5。在 %2 毫秒时 M3 的墙上时钟向前跳 %3 毫秒，C2 在 %4 毫秒请求锁。这样还安全吗？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="118"/>
        <source>New numbers: %1 masters %2 ms away, %3 of them down (%4). The client waits up to %5 ms for each master, and the TTL is %6 ms. Is the first acquire held?</source>
        <translation>新数字：%1 个主节点，各相距 %2 毫秒，其中 %3 个宕机（%4）。客户端对每个主节点最多等待 %5 毫秒，TTL 为 %6 毫秒。第一次获取能持有锁吗？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="121"/>
        <location filename="../ui/guide/practice_question.cpp" line="185"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="124"/>
        <source>New numbers: %1 healthy masters, each %2 ms away (one way). The client waits up to %3 ms for each reply, and the TTL is %4 ms. Is the first acquire held?</source>
        <translation>新数字：%1 个正常的主节点，单程各相距 %2 毫秒。客户端对每个回复最多等待 %3 毫秒，TTL 为 %4 毫秒。第一次获取能持有锁吗？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="140"/>
        <source>%1 ms pass.</source>
        <translation>过去了 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="144"/>
        <source>New numbers: worker 1 claims the job; the lease lasts %1 ms.</source>
        <translation>新数字：工作进程 1 认领任务；租约持续 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="147"/>
        <source>Worker 1 stops in a long GC pause.</source>
        <translation>工作进程 1 陷入一次长时间的 GC 停顿。</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="149"/>
        <source>The reaper runs.</source>
        <translation>回收器运行。</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="151"/>
        <source>Worker 2 tries to claim the job.</source>
        <translation>工作进程 2 尝试认领该任务。</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="153"/>
        <source>Then the workers complete their work. What happens to worker 1&apos;s completion?</source>
        <translation>随后各工作进程完成工作。工作进程 1 的完成提交会怎样？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="196"/>
        <source>New numbers: %1 masters. Two majorities of them, any two: how many masters do they share at the least?</source>
        <translation>换一组数字：%1 个主节点。从中任取两个多数派，它们至少共有几个主节点？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="200"/>
        <source>New numbers: %1 masters, %2 of them down (%3). The acquire took %4 ms of a %5 ms TTL. Does the client hold the lock?</source>
        <translation>换一组数字：%1 个主节点，其中 %2 个宕机（%3）。获取用了 %4 毫秒，TTL 为 %5 毫秒。客户端持有锁吗？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="205"/>
        <source>New numbers: %1 masters, %2 of them down (%3), a TTL of %4 ms, and the acquire took %5 ms. What does the client conclude?</source>
        <translation>换一组数字：%1 个主节点，其中 %2 个宕机（%3），TTL 为 %4 毫秒，获取用了 %5 毫秒。客户端得出什么结论？</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="214"/>
        <source>Yes, it holds the lock</source>
        <translation>是，它持有锁</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="216"/>
        <source>No, it does not</source>
        <translation>否，它没有持有锁</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="218"/>
        <source>It holds the lock: a majority said OK and validity is left</source>
        <translation>持有锁：多数派回答了 OK，且还有剩余有效期</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="220"/>
        <source>No lock: too few masters said OK</source>
        <translation>没有锁：回答 OK 的主节点太少</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="222"/>
        <source>No lock: the acquire took longer than the TTL</source>
        <translation>没有锁：获取所用时间超过了 TTL</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="224"/>
        <source>No lock: it ended inside the TTL, but the drift allowance leaves no validity</source>
        <translation>没有锁：获取在 TTL 之内结束，但扣除时钟漂移余量后没有剩余有效期</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="227"/>
        <source>None: two majorities can miss each other</source>
        <translation>零个：两个多数派可以互不相交</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="229"/>
        <source>At least one master</source>
        <translation>至少一个主节点</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="231"/>
        <source>At least two masters</source>
        <translation>至少两个主节点</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="233"/>
        <source>No stale write gets in: no update is lost</source>
        <translation>没有陈旧写入进入：没有更新丢失</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="234"/>
        <source>Safe: one client holds the lock at a time</source>
        <translation>安全：同一时刻只有一个客户端持有锁</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="236"/>
        <source>A stale write is accepted: an update is lost</source>
        <translation>陈旧写入被接受：一次更新丢失</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="238"/>
        <source>Not safe: two clients hold the lock at once</source>
        <translation>不安全：两个客户端同时持有锁</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="240"/>
        <source>Accepted: its completion counts</source>
        <translation>被接受：它的完成提交有效</translation>
    </message>
    <message>
        <location filename="../ui/guide/practice_question.cpp" line="242"/>
        <source>Rejected as stale: the job was claimed again</source>
        <translation>作为陈旧提交被拒绝：该任务已被重新认领</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolCaption</name>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="31"/>
        <source>%1 reads its clock (T1) and starts attempt %2.</source>
        <translation>%1 读取时钟（T1），开始第 %2 次尝试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="35"/>
        <source>%1 sends SET %2 &lt;token&gt; NX PX %3 to %4 at once (attempt %5).</source>
        <translation>%1 同时向 %4 发送 SET %2 &lt;随机值&gt; NX PX %3（第 %5 次尝试）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="38"/>
        <source>%1 sends SET %2 &lt;token&gt; NX PX %3 to %4 (attempt %5).</source>
        <translation>%1 向 %4 发送 SET %2 &lt;随机值&gt; NX PX %3（第 %5 次尝试）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="42"/>
        <source>%1 sends its token-checked release to %2: a master deletes the key only if it holds %1&apos;s token.</source>
        <translation>%1 向 %2 发送带令牌校验的释放：主节点只有在持有 %1 的令牌时才删除该键。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="47"/>
        <source>%1 %2[gets|get] %3&apos;s SET while the key is free: %2[it stores|each stores] the token and %2[answers|answer] OK.</source>
        <translation>%1 收到 %3 的 SET 时键为空：写入该令牌并回复 OK。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="52"/>
        <source>%1 %2[gets|get] %3&apos;s SET while the key is already set: NX refuses it, and the answer is (nil).</source>
        <translation>%1 收到 %3 的 SET 时键已存在：NX 拒绝写入，回复 (nil)。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="57"/>
        <source>%1 %2[gets|get] %3&apos;s release and %2[finds|find] its token: the key is deleted.</source>
        <translation>%1 收到 %3 的释放，并找到它的令牌：键被删除。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="62"/>
        <source>%1 %2[gets|get] %3&apos;s release but %2[holds|hold] no key with its token: nothing is deleted.</source>
        <translation>%1 收到 %3 的释放，但没有带它令牌的键：什么也没删除。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="67"/>
        <source>%1 %2[is|are] down: %3&apos;s command is lost there, and no answer will come.</source>
        <translation>%1 已宕机：%3 的命令在那里丢失，不会有回复。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="71"/>
        <source>%1&apos;s command reaches %2 at some moment of the round trip: the client only sees when the answer comes back.</source>
        <translation>%1 的命令在往返途中的某一时刻到达 %2：客户端只能看到回复何时返回。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="77"/>
        <source>%1 %2[answers|answer] OK: %3 has %4 of the %5 votes it needs.</source>
        <translation>%1 回复 OK：%3 已获得 %4 票，共需 %5 票。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="82"/>
        <source>%1 %2[answers|answer] OK: %3 has %4 votes, more than the %5 it needs.</source>
        <translation>%1 回复 OK：%3 已获得 %4 票，超过所需的 %5 票。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="87"/>
        <source>%1 %2[answers|answer] (nil): the key is taken, so no vote for %3, who has %4 %4[vote|votes] so far (a majority is %5).</source>
        <translation>%1 回复 (nil)：键已被占用，%3 得不到这一票，目前共 %4 票（过半需要 %5 票）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="93"/>
        <source>%1&apos;s %2[answer reaches|answers reach] %3 after it stopped waiting: %2[it does|they do] not count.</source>
        <translation>%1 的回复在 %3 不再等待之后才到达：不计票。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="97"/>
        <source>%1 %2[confirms|confirm] that %3&apos;s key is deleted.</source>
        <translation>%1 确认 %3 的键已删除。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="101"/>
        <source>%1 %2[answers|answer] 0 to %3&apos;s release: there was no key of %3&apos;s to delete.</source>
        <translation>%1 对 %3 的释放回复 0：没有 %3 的键可删。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="107"/>
        <source>%1 %2[gives|give] no answer within %3 ms of T1: %4 stops waiting for %2[it|them].</source>
        <translation>%1 在 T1 之后 %3 毫秒内没有回复：%4 不再等待。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="112"/>
        <source>Split vote: %1 are refused at the same moment, none with the %2 votes a majority needs.</source>
        <translation>票数分裂：%1 同时被拒绝，没有一个获得过半所需的 %2 票。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="117"/>
        <source>Each releases on every master and tries again later.</source>
        <translation>各自在所有主节点上释放，稍后重试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="121"/>
        <source>%1 releases on all %2 masters and tries again %3 ms later (attempt %4).</source>
        <translation>%1 在全部 %2 个主节点上释放，%3 毫秒后重试（第 %4 次尝试）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="127"/>
        <source>%1 releases on all %2 masters and tries no more: that was attempt %3, its last.</source>
        <translation>%1 在全部 %2 个主节点上释放，不再重试：第 %3 次尝试是它的最后一次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/event_caption.cpp" line="131"/>
        <source>%1&apos;s validity runs out, %2 ms after T2: from now on it must not use the resource.</source>
        <translation>%1 的有效期在 T2 之后 %2 毫秒耗尽：从此它不得再使用该资源。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolPage</name>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="242"/>
        <source>1 client</source>
        <translation>1 个客户端</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="242"/>
        <source>%1 clients race</source>
        <translation>%1 个客户端竞争</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="243"/>
        <source>%1/%1 up</source>
        <translation>%1/%1 个在线</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="244"/>
        <source>%1/%2 up (%3 down)</source>
        <translation>%1/%2 个在线（%3 宕机）</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="248"/>
        <source>%1 ms each way</source>
        <translation>单程各 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="249"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="251"/>
        <source>%1 · %2 · TTL %3 ms · timeout %4 ms · %5 · %6 · seed %7</source>
        <translation>%1 · %2 · TTL %3 毫秒 · 超时 %4 毫秒 · %5 · %6 · 种子 %7</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="377"/>
        <source>Copies the commands to the clipboard, to paste into a shell with redis-cli</source>
        <translation>把这些命令复制到剪贴板，可粘贴到装有 redis-cli 的终端中</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="378"/>
        <source>How long each master keeps the lock key, in ms</source>
        <translation>每个主节点保留锁键的时长，单位毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="367"/>
        <source>&amp;Fan-out:</source>
        <translation>扇出（&amp;F）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="250"/>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="368"/>
        <source>parallel</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="369"/>
        <source>The SETs go to every master at once (the spec&apos;s multiplexing).</source>
        <translation>SET 同时发往所有主节点（即规范所说的多路复用）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="250"/>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="370"/>
        <source>sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="372"/>
        <source>One master after another, each with its own timeout; the client stops asking once a majority is out of reach. One client only: a race is always parallel.</source>
        <translation>逐个询问主节点，每个各有自己的超时；一旦剩下的主节点已凑不成过半，客户端就不再询问。仅限单个客户端：竞争总是并行进行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="353"/>
        <source>&amp;Clients:</source>
        <translation>客户端（&amp;C）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="332"/>
        <source>Together: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="337"/>
        <source>The trace: each client&apos;s requests to the masters and their answers, in time</source>
        <translation>轨迹：每个客户端发给各主节点的请求及其回答，按时间展开</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="354"/>
        <source>1: one acquire. 2 or 3: clients start together and race.</source>
        <translation>1：一次加锁。2 或 3：多个客户端同时开始竞争。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="355"/>
        <source>&amp;TTL (ms):</source>
        <translation>&amp;TTL（毫秒）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="356"/>
        <source>T&amp;imeout (ms):</source>
        <translation>超时（&amp;I，毫秒）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="357"/>
        <source>Per-instance timeout: how long the client waits for each master. The spec asks for one small next to the TTL: with a 10 s TTL, about 5 to 50 ms.</source>
        <translation>单实例超时：客户端等待每个主节点的时间。规范要求它远小于 TTL：TTL 为 10 秒时，约 5 到 50 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="360"/>
        <source>S&amp;eed:</source>
        <translation>种子（&amp;E）：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="361"/>
        <source>The same seed replays the same tokens and the same retry delays.</source>
        <translation>相同的种子会重现相同的令牌和相同的重试延迟。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="362"/>
        <source>Retry delays:</source>
        <translation>重试延迟：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="363"/>
        <source>spread</source>
        <translation>分散</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="364"/>
        <source>Each client draws its own random delay: the race comes apart.</source>
        <translation>每个客户端各自抽取随机延迟：竞争随之错开。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="365"/>
        <source>align</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="366"/>
        <source>All clients wait the same delay: the split vote repeats.</source>
        <translation>所有客户端等待相同的延迟：票数分裂反复出现。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="375"/>
        <source>&amp;Copy</source>
        <translation>复制（&amp;C）</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="534"/>
        <source>Live: the real trace of the last acquire against %1 (µs timings)</source>
        <translation>实时：对 %1 最近一次获取锁的真实轨迹（微秒级计时）</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="536"/>
        <source>Live: waiting for the first real acquire; until then this is the simulator&apos;s trace.</source>
        <translation>实时：正在等待第一次真实获取；在此之前显示的是模拟器的轨迹。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="538"/>
        <source>Latency, clients, retry delays, seed, TTL and timeout are the simulator&apos;s: here the network sets the latency and one client acquires with the backend&apos;s TTL and timeout.</source>
        <translation>延迟、客户端数、重试间隔、种子、TTL 和超时都是模拟器的设置：这里延迟由真实网络决定，只有一个客户端，按后端的 TTL 和超时获取锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="315"/>
        <source>Trace: the last real acquire on %1</source>
        <translation>轨迹：在 %1 上的最近一次真实获取</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="316"/>
        <source>Trace: simulated, clients: %1</source>
        <translation>轨迹：模拟，客户端数：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_page.cpp" line="374"/>
        <source>Commands sent, as a shell script of redis-cli calls</source>
        <translation>已发送的命令，写成由 redis-cli 调用组成的 shell 脚本</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolReadout</name>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="62"/>
        <source>Ready: T1 is read, the SETs leave one after another</source>
        <translation>就绪：已读取 T1，SET 将逐个发出</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="54"/>
        <source>Lock held by %1</source>
        <translation>锁由 %1 持有</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="63"/>
        <source>Ready: T1 is read, the SETs leave together</source>
        <translation>就绪：读取 T1，所有 SET 同时发出</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="59"/>
        <source>Acquire in progress: waiting for replies or deadlines</source>
        <translation>加锁进行中：等待回复或截止时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="67"/>
        <source>Split vote so far: nobody reached %1, everybody releases and retries</source>
        <translation>目前票数分裂：没人达到 %1 票，全部释放后重试</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="69"/>
        <source>Nobody won: every attempt fell short of %1 votes</source>
        <translation>没有赢家：每次尝试都不足 %1 票</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="71"/>
        <source>Lock refused: released on all %1 masters</source>
        <translation>加锁被拒：已在全部 %1 个主节点上释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="78"/>
        <source>No verdict yet: T2 comes with the last reply or the last per-instance deadline.</source>
        <translation>尚无结论：T2 在最后一个回复或最后一个单实例截止时间到来时确定。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="82"/>
        <source>%1, attempt %2: </source>
        <translation>%1，第 %2 次尝试：</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="84"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="84"/>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="85"/>
        <source>vote gate: %1 of %2 OK, majority %3 — %4</source>
        <translation>票数关：%2 个中 %1 个 OK，多数线为 %3 —— %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="107"/>
        <source>refused: token-checked release sent to all %1 masters, answered or not</source>
        <translation>被拒：已向全部 %1 个主节点发送带令牌校验的释放，无论是否回复过</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="121"/>
        <source>Attempts judged so far: %1.</source>
        <translation>目前已判定的尝试：%1 次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="124"/>
        <source>%1 won on its attempt %2, after the others&apos; random delays pulled them apart.</source>
        <translation>%1 在第 %2 次尝试时胜出：其他客户端的随机延迟把它们错开了。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="92"/>
        <source>time gate: validity = TTL − (T2 − T1) − drift = %1 − %2 − %3 = %4 ms, must be above 0 — %5</source>
        <translation>时间关：有效期 = TTL − (T2 − T1) − 时钟漂移余量 = %1 − %2 − %3 = %4 毫秒，必须大于 0 — %5</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="98"/>
        <source>drift %1 ms: factor × TTL + 2 ms, the reference implementation&apos;s convention, not part of the spec</source>
        <translation>时钟漂移余量 %1 毫秒：系数 × TTL + 2 毫秒，这是参考实现的约定，并非规范的一部分</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_readout.cpp" line="103"/>
        <source>the client may work until %1 ms</source>
        <translation>客户端可以工作到 %1 毫秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::QuestionBank</name>
    <message>
        <location filename="../ui/guide/question_bank.cpp" line="99"/>
        <source>%1: line %2: field &apos;id&apos;: question &apos;%3&apos; is already on page %4: expected a new id</source>
        <translation>%1：第 %2 行：字段 &apos;id&apos;：题目 &apos;%3&apos; 已在页面 %4 中：应使用新的 id</translation>
    </message>
</context>
<context>
    <name>redlock::ui::QuestionCard</name>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="273"/>
        <source>Show it on the page</source>
        <translation>在页面上演示</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="274"/>
        <source>Another one</source>
        <translation>再来一题</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="275"/>
        <source>A practice question of this page with new numbers, checked by the same run</source>
        <translation>本页的一道换了数字的练习题，用同样的运行来判定</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="283"/>
        <source>Set this page up as the question&apos;s run, so its own readouts show it</source>
        <translation>把本页设置成这道题的运行，让页面自己的读数显示结果</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="98"/>
        <source>en</source>
        <comment>the language of the loaded catalogue</comment>
        <translation>zh_CN</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="181"/>
        <source>No questions for this page.</source>
        <translation>本页没有题目。</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="182"/>
        <source>Practice: new numbers</source>
        <translation>练习：新的数字</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="183"/>
        <source>Question %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="199"/>
        <source>Click a term to open it in the glossary</source>
        <translation>点击术语，在术语表中打开它</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="205"/>
        <source>Pick this answer, then press &quot;Check my answer&quot; to see the run.</source>
        <translation>选这个答案，然后按“核对答案”查看运行结果。</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="225"/>
        <source>Playing the run…</source>
        <translation>正在运行……</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="237"/>
        <source>The run could not be played: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="243"/>
        <source>The run&apos;s answer (%1) is none of the choices: the question file needs a fix.</source>
        <translation>运行得出的答案（%1）不在选项中：题目文件需要修正。</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="246"/>
        <source>Right. The run shows why:</source>
        <translation>答对了。运行结果说明了原因：</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="249"/>
        <source>Not quite: the run says &quot;%1&quot;. Here is why:</source>
        <translation>不太对：运行结果是“%1”。原因如下：</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="267"/>
        <source>◀ Previous</source>
        <translation>◀ 上一题</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="268"/>
        <source>Next ▶</source>
        <translation>下一题 ▶</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="269"/>
        <source>Show the previous question of this page</source>
        <translation>显示本页的上一道题</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="270"/>
        <source>Show the next question of this page</source>
        <translation>显示本页的下一道题</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="271"/>
        <source>Check my answer</source>
        <translation>核对答案</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_card.cpp" line="272"/>
        <source>Play the run behind the question and compare it with your choice</source>
        <translation>运行这道题背后的场景，并与你的选择比较</translation>
    </message>
</context>
<context>
    <name>redlock::ui::QuestionRunner</name>
    <message>
        <location filename="../ui/guide/question_runner.cpp" line="72"/>
        <source>%1. %2 %3</source>
        <comment>verdict, votes sentence, reason sentence</comment>
        <translation>%1。%2%3</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_runner.cpp" line="79"/>
        <source>With %1 masters there is only one majority (all of them), so two clients would need the very same masters.</source>
        <translation>只有 %1 个主节点时，多数派只有一个（全部主节点），所以两个客户端需要的是完全相同的主节点。</translation>
    </message>
    <message>
        <location filename="../ui/guide/question_runner.cpp" line="82"/>
        <source>The lab checked all %1 pairs of the %2 majorities of %3 masters: the fewest masters a pair shares is %4, and %5 pairs share none.</source>
        <translation>实验检查了 %3 个主节点的 %2 个多数派组成的全部 %1 对：一对之间共用的主节点最少为 %4 个，没有共用主节点的有 %5 对。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Readouts</name>
    <message>
        <location filename="../ui/model/readouts.cpp" line="96"/>
        <source>Lock held</source>
        <translation>已持有锁</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="96"/>
        <source>Lock refused</source>
        <translation>未获得锁</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="110"/>
        <source>Only %1 of %2 masters answered OK — %3 short of the majority line of %4. No majority means no lock.</source>
        <translation>%2 个主节点中只有 %1 个回复 OK——距多数线 %4 还差 %3 个。没有多数派，就没有锁。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="124"/>
        <source>Refused: no majority. The client deletes its key on all %1 masters, including the ones that said OK.</source>
        <translation>拒绝：未达过半。客户端会在全部 %1 个主节点上删除自己的键，包括那些回复了 OK 的节点。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="128"/>
        <source>Refused: the acquire took %1 ms, no less than the %2 ms TTL, so the first keys had already expired. Released on all %3 masters — even with %4 of %3 OK.</source>
        <translation>拒绝：获取耗时 %1 毫秒，不小于 %2 毫秒的 TTL，最早写入的键已经过期。即使 %3 个中有 %4 个回复 OK，也要在全部 %3 个主节点上释放。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="135"/>
        <source>Refused: the acquire finished inside the TTL, but the %1 ms drift allowance ate what was left (validity %2 ms). Released on all %3 masters.</source>
        <translation>拒绝：获取虽在 TTL 之内完成，但 %1 毫秒的漂移余量吃掉了剩下的时间（有效期 %2 毫秒）。在全部 %3 个主节点上释放。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="145"/>
        <source>majority line: %1 of %2</source>
        <translation>多数线：%1（共 %2 个）</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="149"/>
        <source>%1 OK of %2 · needs %3</source>
        <translation>%2 个中 %1 个 OK · 需要 %3 个</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="160"/>
        <source>Acquire took %1 ms of a %2 ms TTL.</source>
        <translation>获取用去了 %2 毫秒 TTL 中的 %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="164"/>
        <source>Drift allowance: %1 × TTL + 2 ms = %2 ms (the reference implementation&apos;s convention, not part of the spec).</source>
        <translation>漂移余量：%1 × TTL + 2 毫秒 = %2 毫秒（这是参考实现的约定，并非规范的一部分）。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="170"/>
        <source>Validity left: TTL − elapsed − drift = %1 ms.</source>
        <translation>剩余有效期：TTL − 耗时 − 漂移 = %1 毫秒。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="174"/>
        <source>✓ PASS</source>
        <translation>✓ 通过</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="174"/>
        <source>✗ FAIL</source>
        <translation>✗ 未通过</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="271"/>
        <source>%1 or more of %2 OK → a majority: the lock is held.
%3 of %2 OK → not a majority: released on all %2.
The majority line for N = %2 is floor(%2/2) + 1 = %1.</source>
        <translation>%2 个中有 %1 个或更多 OK → 多数派：持有锁。
%2 个中只有 %3 个 OK → 不是多数派：在全部 %2 个节点上释放。
N = %2 时的多数线是 floor(%2/2) + 1 = %1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="101"/>
        <source>%1 of %2 masters answered OK — that clears the majority line of %3. Down: %4 · spare votes: %5 (that many more masters may fail and a majority still answers).</source>
        <translation>%2 个主节点中有 %1 个回复 OK——越过了多数线 %3。宕机：%4 · 还能承受的故障：%5（再有这么多主节点故障，仍有过半主节点回复）。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="121"/>
        <source>The lock is held, with %1 ms of validity left for the work.</source>
        <translation>锁已持有，还剩 %1 毫秒的有效期用于完成工作。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="255"/>
        <source>Masters (N): %1</source>
        <translation>主节点数 (N)：%1</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="256"/>
        <source>OK votes: %1</source>
        <translation>OK 票数：%1</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="257"/>
        <source>Majority line (quorum): %1</source>
        <translation>多数线（法定票数）：%1</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="258"/>
        <source>TTL: %1 ms</source>
        <translation>TTL：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="259"/>
        <source>Elapsed (T2 − T1): %1 ms</source>
        <translation>耗时 (T2 − T1)：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="260"/>
        <source>Drift allowance (%1 × TTL + 2 ms): %2 ms</source>
        <translation>漂移余量（%1 × TTL + 2 毫秒）：%2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="262"/>
        <source>Validity (TTL − elapsed − drift): %1 ms</source>
        <translation>有效期（TTL − 耗时 − 漂移）：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="263"/>
        <source>Vote gate: %1 · time gate: %2</source>
        <translation>票数关：%1 · 时间关：%2</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="264"/>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="154"/>
        <source>TTL %1 − elapsed %2 − drift %3 = %4 ms</source>
        <translation>TTL %1 − 耗时 %2 − 漂移余量 %3 = %4 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="156"/>
        <source>%1 &gt; 0</source>
        <translation>%1 &gt; 0</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="156"/>
        <source>%1 ≤ 0</source>
        <translation>%1 ≤ 0</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="180"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="182"/>
        <source>down</source>
        <translation>宕机</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="184"/>
        <source>miss</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="186"/>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="188"/>
        <source>late OK</source>
        <translation>迟到 OK</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="190"/>
        <source>late no</source>
        <translation>迟到拒绝</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="194"/>
        <source>not awaited</source>
        <translation>未等待</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="192"/>
        <source>late miss</source>
        <translation>迟到无回复</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="84"/>
        <source>storage</source>
        <extracomment>The protected storage&apos;s lane (the resource the lock guards)</extracomment>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="196"/>
        <source>not asked</source>
        <translation>未询问</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="211"/>
        <source>Real acquire: %1 of %2 said OK before the verdict; majority line %3.</source>
        <translation>真实获取：判定之前，%2 个主节点中有 %1 个回复 OK；多数线为 %3。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="219"/>
        <source>OK after the verdict (the client had settled and read them late): %1.</source>
        <translation>判定之后才回复 OK（客户端已得出结果，事后读取）：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="221"/>
        <source>Refused after the verdict: %1.</source>
        <translation>判定之后才回复拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="222"/>
        <source>Refused (held by another token): %1.</source>
        <translation>拒绝（键被另一个令牌持有）：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="223"/>
        <source>No answer by the deadline: %1.</source>
        <translation>截止时间前无回复：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="224"/>
        <source>Down or unreachable: %1.</source>
        <translation>宕机或不可达：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="225"/>
        <source>Not awaited, and no answer before the deadline: %1.</source>
        <translation>未等待，截止时间前也没有回复：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="227"/>
        <source>Not awaited (the client had decided without them): %1.</source>
        <translation>未等待（客户端不等它们就已得出结果）：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="228"/>
        <source>Not asked (the client stopped before their turn): %1.</source>
        <translation>未询问（还没轮到它们，客户端就停止了）：%1。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="241"/>
        <source>Released: the lock was held, then let go after the hold; the token-checked delete removed the key on %1 of %2 masters.</source>
        <translation>已释放：锁曾被持有，持有期结束后放开；带令牌校验的删除在 %2 个主节点中的 %1 个上删除了键。</translation>
    </message>
    <message>
        <location filename="../ui/model/readouts.cpp" line="250"/>
        <source>Lock released</source>
        <translation>锁已释放</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapEntry</name>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="54"/>
        <source>The lab of pages 1 to 3, as it is now:</source>
        <translation>第 1 至 3 页的实验当前设置：</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="56"/>
        <source>Masters: %1, of which %2 voted OK</source>
        <translation>主节点：%1 个，其中 %2 个投了 OK</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="59"/>
        <source>TTL: %1 ms</source>
        <translation>TTL：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="61"/>
        <source>Drift factor: %1</source>
        <translation>漂移系数：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="63"/>
        <source>Elapsed time of the acquire: %1 ms</source>
        <translation>获取锁耗时：%1 毫秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPage</name>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="113"/>
        <location filename="../ui/pages/recap/recap_page.cpp" line="114"/>
        <source>Further reading</source>
        <translation>延伸阅读</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="117"/>
        <source>Redis / Valkey docs, “Distributed Locks with Redis” (topics/distlock.md)</source>
        <translation>Redis / Valkey 文档《Distributed Locks with Redis》（topics/distlock.md）</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="118"/>
        <source>The algorithm itself: the majority rule, the validity time, releasing on every master and retrying after a random delay.</source>
        <translation>算法本身：过半规则、有效期、在每个主节点上释放，以及失败后随机延迟再重试。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="120"/>
        <source>Martin Kleppmann, “How to do distributed locking” (2016)</source>
        <translation>Martin Kleppmann，《How to do distributed locking》（2016）</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="121"/>
        <source>The critique: pauses and clock jumps can outlast a lease, so a lock that guards correctness needs fencing tokens checked by the storage.</source>
        <translation>批评：进程停顿和时钟跳变可能比租约还长，因此用来保证正确性的锁需要由存储端校验的栅栏令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="123"/>
        <source>antirez, “Is Redlock safe?” (2016)</source>
        <translation>antirez，《Is Redlock safe?》（2016）</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="124"/>
        <source>The reply: why the time check after the acquire matters, and which clock assumptions Redlock does and does not make.</source>
        <translation>回应：获取之后的时间检查为何重要，以及红锁对时钟做了哪些假设、没有做哪些假设。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="126"/>
        <source>Valkey docs: Lua scripting and the TIME command</source>
        <translation>Valkey 文档：Lua 脚本与 TIME 命令</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_page.cpp" line="127"/>
        <source>How the token-checked release and extend run atomically on one server, and how a server reports its own clock.</source>
        <translation>校验令牌的释放与续约如何在单台服务器上原子地执行，以及服务器如何报告自己的时钟。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="37"/>
        <source>Take the lock on N independent masters and count it only when more than half answer OK. With N = %1 the line is %2, so %3 of them may fail and a lock can still be taken.</source>
        <translation>在 N 个相互独立的主节点上加锁，只有超过半数回复 OK 才算数。N = %1 时多数线是 %2，因此其中 %3 个发生故障时仍能取得锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="45"/>
        <source>Now: %1 · %2</source>
        <translation>当前：%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="40"/>
        <source>Read the clock (T1), send the same SET NX PX with one random token to every master, read the clock again (T2) once the last reply is in.</source>
        <translation>先读时钟（T1），把同一条带随机值的 SET NX PX 发给每个主节点，等最后一个回复到达后再读一次时钟（T2）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="23"/>
        <source>Two checks decide: enough votes, and T2 − T1 below the TTL with validity left after the drift allowance. If either fails, the client releases on every master.</source>
        <translation>由两道检查决定：票数足够；T2 − T1 小于 TTL，且扣除漂移余量后仍有剩余有效期。任一项不通过，客户端都要在每个主节点上释放。</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="28"/>
        <source>Now: votes %1 · time %2 · validity %3 ms</source>
        <translation>当前：票数 %1 · 时间 %2 · 有效期 %3 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="32"/>
        <source>Any two majorities of the same N share at least 2m − N masters, and each master holds one value per key — so two clients cannot both hold a majority at one instant, as long as no master loses or expires a key early (page 5 shows both).</source>
        <translation>同一 N 下的任意两个多数派至少共享 2m − N 个主节点，而每个主节点上一个键只能有一个值——所以只要没有主节点提前丢失或提前过期一个键，两个客户端就不可能在同一时刻都拿到多数派（第 5 页演示了这两种情况）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="38"/>
        <source>Here: two majorities of %1 share M%2 (at least %3 in common).</source>
        <translation>此处：%1 个节点中的两个多数派共享 M%2（至少有 %3 个共同节点）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="46"/>
        <source>Happy path: T2 − T1 = %1 ms, validity %2 − %3 − %4 = %5 ms</source>
        <translation>顺利路径：T2 − T1 = %1 毫秒，有效期 %2 − %3 − %4 = %5 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="54"/>
        <source>The contrast: a job lease on a single Valkey. A claim script takes the next pending job, raises its attempts counter, which serves as the fence, and sets a deadline from the server&apos;s TIME; a reaper hands lapsed leases back. One server, one clock, no majority: running a job twice is harmless because the handler is idempotent, and the fence refuses a late completion.</source>
        <translation>对照：单个 Valkey 上的任务租约。领取脚本取出下一个待处理任务，把它的 attempts 计数器加一作为栅栏号，并按服务器的 TIME 定下截止时间；回收器把过期的租约交还。一台服务器、一个时钟、不需要多数派：处理函数是幂等的，所以任务重跑一次也无害，而栅栏号会拒绝迟到的完成。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="63"/>
        <source>Claim → lapse → re-claim: fence %1 → %2; stale completion %3, new one %4</source>
        <translation>领取 → 过期 → 重新领取：栅栏号 %1 → %2；迟到的完成%3，新的完成%4</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="19"/>
        <source>accepted</source>
        <translation>被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="21"/>
        <source>a harmless duplicate</source>
        <translation>是无害的重复</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="23"/>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="27"/>
        <source>unknown job</source>
        <translation>找不到任务</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="31"/>
        <source>Safety rests on time: a master whose clock jumps forward ends its key early, and a paused client still believes after its lease is over. What outlasts the lease is the client&apos;s belief, so two clients can both believe they hold the lock. Redis and Valkey expire keys by the wall clock; a fencing token checked by the storage turns the late writer away.</source>
        <translation>安全性建立在时间之上：时钟向前跳变的主节点会提前让键过期，停顿中的客户端在租约结束后仍认为自己持有锁。撑过租约的是客户端的“自认持有”，于是两个客户端可能都认为自己持有锁。Redis 和 Valkey 按系统时钟让键过期；由存储检查的栅栏令牌会把迟到的写入者挡在门外。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="39"/>
        <source>Clock jump on one master: two holders for %1 ms; on a hypothetical server with monotonic expiry %2 ms</source>
        <translation>一个主节点时钟跳变：两个持有者并存 %1 毫秒；在按单调时钟过期的假想服务器上为 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/app/page.cpp" line="12"/>
        <source>The core is computing this card&apos;s numbers…</source>
        <translation>核心库正在计算这张卡片上的数字……</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="23"/>
        <source>No lock is a silver bullet: the choosing page plays every fault against every design. A consensus lease (etcd, ZooKeeper) survives the server faults, yet a paused client still writes after its lease; its revision is the fencing token that turns that write away.</source>
        <translation>没有银弹：选锁页让每一种故障作用于每一种设计。共识租约（etcd、ZooKeeper）扛得住服务器故障，但停顿的客户端仍会在租约结束后写入；它的修订号就是把这次写入挡回去的栅栏令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="30"/>
        <source>Consensus lease, client paused 15 s: stale writes accepted %1 with the revision unchecked, %2 with it checked</source>
        <translation>共识租约，客户端停顿 15 秒：不检查修订号时接受陈旧写入 %1 次，检查时 %2 次</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="41"/>
        <source>Can it break? A search that tries every schedule the adversary may choose answers the debate&apos;s question for a model of the protocol: with clocks within the drift allowance and no other fault it finds no two holders; drop one of antirez&apos;s assumptions and it finds the shortest schedule that breaks the lock.</source>
        <translation>它会被打破吗？一次尝试对手所能选择的每一种调度的搜索，在协议的模型上回答了争论的问题：时钟在漂移余量之内、没有其他故障时，它找不到两个同时的持有者；去掉 antirez 的任何一个假设，它就会找到打破锁的最短调度。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/explore/explore_entry.cpp" line="51"/>
        <source>a master back at once without persistence: two holders after %n step(s)</source>
        <translation>
            <numerusform>主节点没有持久化就立即回来：%n 步之后出现两个持有者</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="55"/>
        <source>a master back at once without persistence: no break found</source>
        <translation>主节点没有持久化就立即回来：没有找到打破锁的调度</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="59"/>
        <source>clocks within the drift allowance: no break in all %1 states</source>
        <translation>时钟在漂移余量之内：全部 %1 个状态中都没有打破锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="63"/>
        <source>clocks within the drift allowance: not searched to the end</source>
        <translation>时钟在漂移余量之内：没有搜索到底</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="56"/>
        <source>Lab bench: with time running and clients locking over and over, one fault at the wrong moment is enough. Restarting a majority of the masters without their keys while a client holds the lock lets a second client in; a pause past the TTL turns the first client&apos;s next write stale.</source>
        <translation>实验台：时间在流逝、客户端一次次加锁时，在错误的时刻出一次故障就足够了。在某个客户端持有锁时，让多数派主节点丢掉键后重启，第二个客户端就能拿到锁；停顿超过 TTL，会让第一个客户端的下一次写入变成陈旧写入。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="66"/>
        <source>two of three masters restarted wiped during a hold: %n overlap(s); restarted keeping the key: %1</source>
        <translation>
            <numerusform>持有期间三个主节点中的两个清空后重启：%n 次重叠；保留键重启：%1 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>redlock::ui::RecapPoint</name>
    <message>
        <location filename="../ui/pages/recap/recap_point.cpp" line="49"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_point.cpp" line="53"/>
        <source>Open page %1 →</source>
        <translation>打开第 %1 页 →</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_point.cpp" line="54"/>
        <source>Open the page “%1”</source>
        <translation>打开页面“%1”</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_point.cpp" line="55"/>
        <source>Shows page %1 of the lab.</source>
        <translation>显示实验室的第 %1 页。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_point.cpp" line="57"/>
        <source>Live state of “%1”</source>
        <translation>“%1”的实时状态</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RunSummary</name>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="89"/>
        <source>Safety violated: two clients believed they held the lock for %1 ms</source>
        <translation>安全性被破坏：两个客户端同时认为自己持有锁，长达 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="210"/>
        <source>belief (client&apos;s validity window)</source>
        <translation>自认持有（客户端的有效期窗口）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="213"/>
        <source>truth (a majority really holds its key)</source>
        <translation>事实（多数派确实持有它的键）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="214"/>
        <source>pause (GC)</source>
        <translation>GC 停顿</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="215"/>
        <source>key alive, owner&apos;s colour</source>
        <translation>键存活，颜色表示持有者</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="216"/>
        <source>master&apos;s own clock (s)</source>
        <translation>主节点自己的时钟（秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="217"/>
        <source>write accepted</source>
        <translation>写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="218"/>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="219"/>
        <source>STALE write accepted</source>
        <translation>陈旧写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="220"/>
        <source>overlap of beliefs</source>
        <translation>自认持有的重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="226"/>
        <source>monotonic token</source>
        <translation>单调令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="228"/>
        <source>check-and-set</source>
        <translation>比较并设置</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="230"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="198"/>
        <source>%1 ms: %2</source>
        <translation>%1 毫秒：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="38"/>
        <location filename="../ui/pages/timing/run_summary.cpp" line="68"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="97"/>
        <source>No overlap and no stale write: no two clients believed they held the lock at the same time</source>
        <translation>没有重叠，也没有陈旧写入：任何时刻都没有两个客户端同时认为自己持有锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="153"/>
        <source>Overlap %1 ms · stale writes accepted: %2 · %3</source>
        <translation>重叠 %1 毫秒 · 被接受的陈旧写入：%2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="149"/>
        <source>first acquire refused (%1): no validity</source>
        <translation>首次获取被拒绝（%1）：没有有效期</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="132"/>
        <source>first acquire: not yet judged</source>
        <translation>首次获取：尚未判定</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="59"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="151"/>
        <source>validity of the first acquire: %1 ms</source>
        <translation>首次获取的有效期：%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="83"/>
        <source>Safety violated: two clients believed they held the lock for %1 ms, and the storage accepted a stale write (%2 in this run): a lost update</source>
        <translation>安全性被破坏：两个客户端同时认为自己持有锁，长达 %1 毫秒；存储还接受了陈旧写入（本次运行共 %2 次）：更新丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="93"/>
        <source>Data violated: the storage accepted a stale write from a client whose lease had ended (%1 in this run): a lost update</source>
        <translation>数据被破坏：存储接受了来自租约已结束的客户端的陈旧写入（本次运行共 %1 次）：更新丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="137"/>
        <source>no majority</source>
        <translation>未达过半</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="140"/>
        <source>the acquire took the whole TTL</source>
        <translation>获取用掉了整个 TTL</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="143"/>
        <source>the drift allowance ate the rest</source>
        <translation>漂移余量吃掉了剩余时间</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="106"/>
        <source>1 stale write</source>
        <translation>1 次陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="107"/>
        <source>%1 stale writes</source>
        <translation>%1 次陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="109"/>
        <source>an overlap of %1 ms and %2</source>
        <translation>重叠 %1 毫秒，以及 %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="111"/>
        <source>an overlap of %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="115"/>
        <source>Safe at every fault time tried: the same faults moved 0 to %1 ms later, every %2 ms (%3 runs), never gave an overlap or a stale write.</source>
        <translation>在试过的每个故障时刻都安全：同样的故障推后 0 到 %1 毫秒，每 %2 毫秒一次（共 %3 次运行），从未出现重叠或陈旧写入。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="120"/>
        <source>Safe at this fault time only: moved %1 ms later, the same faults give %2.</source>
        <translation>只在这个故障时刻安全：推后 %1 毫秒，同样的故障会造成%2。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/run_summary.cpp" line="123"/>
        <source>Across %1 fault times, moved 0 to %2 ms later every %3 ms, the worst gives %4 (faults %5 ms later).</source>
        <translation>在 %1 个故障时刻中（推后 0 到 %2 毫秒，每 %3 毫秒一次），最坏的一次造成%4（故障推后 %5 毫秒）。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ScenarioText</name>
    <message>
        <location filename="../resources/scenarios/extension.json" line="40"/>
        <source>C1 alone, extending at 8 s. M3 crashes at 5000 ms and restarts empty at 5001 ms; the extension only resets the TTL of keys that still carry C1&apos;s value.</source>
        <translation>只有 C1，在第 8 秒续约。M3 在 5000 毫秒崩溃，5001 毫秒以空数据重启；续约只会重置仍带有 C1 值的键的 TTL。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="49"/>
        <source>As in the partial run, but the extension sends SET NX where the key is missing (the extend script of sbertrang&apos;s client).</source>
        <translation>与“部分续约”相同，但续约在键缺失的节点上发送 SET NX（sbertrang 客户端的续约脚本）。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="58"/>
        <source>C1 reaches only M1, M2 and M3; M3 crashes at 5000 ms and restarts empty at 5001 ms. C1 extends at 8 s and means to write again at 12 s. C2 reaches only M3, M4 and M5 and asks for the lock at 9000 ms.</source>
        <translation>C1 只能连到 M1、M2、M3；M3 在 5000 毫秒崩溃，5001 毫秒以空数据重启。C1 在第 8 秒续约，并打算在第 12 秒再写一次。C2 只能连到 M3、M4、M5，在 9000 毫秒请求锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="30"/>
        <source>C1 never finishes and asks to extend every 8 s; at most two extensions are allowed. C2 asks for the lock from 12 s on, retrying every few hundred ms.</source>
        <translation>C1 永远做不完，每 8 秒请求一次续约；最多允许续约两次。C2 从第 12 秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="20"/>
        <source>As in the capped run, but with no cap on extensions (at most 1000).</source>
        <translation>与“有上限”相同，但续约次数不设上限（最多 1000 次）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="295"/>
        <source>partial: a master restarted empty</source>
        <translation>部分续约：一个主节点空数据重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="298"/>
        <source>partial, SET NX on extend</source>
        <translation>部分续约，续约时 SET NX</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="301"/>
        <source>extension fails: abort</source>
        <translation>续约失败：中止</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="304"/>
        <source>never done, capped</source>
        <translation>永远做不完，有上限</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="307"/>
        <source>never done, no cap</source>
        <translation>永远做不完，无上限</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/sequential.json" line="3"/>
        <source>Sequential fan-out with a hung and a slow master</source>
        <translation>顺序扇出：一个卡死、一个缓慢的主节点</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/sequential.json" line="4"/>
        <source>C1 asks the masters one after another, M1 to M5, and waits for each reply or its 50 ms per-instance timeout before it asks the next. M2 is hung (requests to it are held up for 60 s) and M4 is 20 ms away each way.</source>
        <translation>C1 从 M1 到 M5 依次询问各主节点，每问一个都要等到回复或 50 毫秒的单实例超时，才去问下一个。M2 卡死了（发给它的请求被滞留 60 秒），M4 单程需要 20 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/sequential.json" line="14"/>
        <source>The same masters, asked all at once: every SET leaves at T1.</source>
        <translation>同样的主节点，同时询问：所有 SET 都在 T1 发出。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/sequential.json" line="18"/>
        <source>M2, M3 and M4 are hung. Asked one after another, C1 stops asking as soon as the masters not yet asked could no longer make up a majority.</source>
        <translation>M2、M3、M4 都卡死了。依次询问时，一旦尚未问到的主节点已无法凑成过半，C1 就不再继续问。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/lost-unlock.json" line="3"/>
        <source>A lost unlock leaves a key behind</source>
        <translation>丢失的解锁留下锁残留</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/lost-unlock.json" line="4"/>
        <source>C1 reaches only M1 and M2, so it must unlock. Its link to M1 is cut from 10 to 100 ms, so the unlock sent to M1 at 50 ms is lost. C2 reaches M1, M2 and M3 and asks for the lock from 200 ms on, retrying every few hundred ms.</source>
        <translation>C1 只能连到 M1 和 M2，所以必须解锁。它到 M1 的链路在 10 到 100 毫秒之间断开，因此 50 毫秒发往 M1 的解锁丢失了。C2 能连到 M1、M2、M3，从 200 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/lost-unlock.json" line="13"/>
        <source>C1 sends its unlock to every master; the one to M1 is lost on the cut link.</source>
        <translation>C1 向每个主节点发送解锁；发往 M1 的那条在断开的链路上丢失。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/lost-unlock.json" line="17"/>
        <source>C1 sends its unlock again, 100 ms later, to every master that did not confirm it.</source>
        <translation>100 毫秒后，C1 向每个没有确认解锁的主节点再发一次解锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/slow-acquire.json" line="3"/>
        <source>Slow acquisitions against the TTL</source>
        <translation>缓慢的加锁与 TTL</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/slow-acquire.json" line="4"/>
        <source>Every reply is held up for 12 s, and C1 waits up to 15 s per master.</source>
        <translation>每个回复都被滞留 12 秒，C1 对每个主节点最多等 15 秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/slow-acquire.json" line="13"/>
        <source>No held-up replies, but C1 asks one master after another and each SET takes 1900 ms there and back (a 2 s timeout lets it wait).</source>
        <translation>回复不再被滞留，但 C1 依次询问主节点，每个 SET 往返要 1900 毫秒（2 秒的超时让它等得起）。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/slow-acquire.json" line="18"/>
        <source>As before, but each SET takes 2000 ms there and back.</source>
        <translation>与上一个相同，但每个 SET 往返要 2000 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/delayed-write.json" line="3"/>
        <source>A write delayed 90 s in the network (S3(d))</source>
        <translation>网络中被延迟 90 秒的写入（S3(d)）</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/client-clock-jump.json" line="3"/>
        <source>The client&apos;s wall clock steps back</source>
        <translation>客户端的系统时钟回拨</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/client-clock-jump.json" line="4"/>
        <source>C1 times its lease on its wall clock (as Date.now or time.time do). At 5000 ms that clock is stepped back by 5 s. C2 asks for the lock at 10500 ms.</source>
        <translation>C1 用自己的系统时钟为租约计时（Date.now 或 time.time 就是这样）。在 5000 毫秒，这个时钟被回拨 5 秒。C2 在 10500 毫秒请求锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/client-clock-jump.json" line="10"/>
        <source>C1&apos;s wall clock steps back from 5000 to 0 ms.</source>
        <translation>C1 的系统时钟从 5000 毫秒回拨到 0 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/client-clock-jump.json" line="14"/>
        <source>C1 times its lease on a monotonic clock, which a step of the wall clock does not move.</source>
        <translation>C1 用单调时钟为租约计时，系统时钟的跳变不会影响它。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/check-before-write.json" line="3"/>
        <source>Checking the lease just before writing (S1(c))</source>
        <translation>写入前一刻检查租约（S1(c)）</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/check-before-write.json" line="4"/>
        <source>C1 reads at 100 ms and checks its lease at 9800 ms, right before its write. At 9801 ms, between the check and the write, it stops for 5199 ms. C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>C1 在 100 毫秒读取，在 9800 毫秒、也就是写入前一刻检查租约。在 9801 毫秒，恰好在检查与写入之间，它停顿了 5199 毫秒。C2 在 10500 毫秒请求锁，在 10600 毫秒写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/delayed-restart-cost.json" line="3"/>
        <source>What the delayed-restart rule costs</source>
        <translation>延迟重启规则的代价</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/delayed-restart-cost.json" line="4"/>
        <source>C1 takes the lock and releases it at 1000 ms. At 2000 ms M1, M2 and M3 crash and try to restart at 2200 ms; the delayed-restart rule keeps a crashed master down for TTL + 200 ms. C2 asks for the lock from 2500 ms on, retrying every few hundred ms.</source>
        <translation>C1 拿到锁并在 1000 毫秒释放。在 2000 毫秒，M1、M2、M3 崩溃，并在 2200 毫秒尝试重启；延迟重启规则让崩溃的主节点保持停机 TTL + 200 毫秒。C2 从 2500 毫秒起请求锁，每隔几百毫秒重试一次。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/delayed-restart-cost.json" line="21"/>
        <source>No delayed-restart rule: the three masters come back empty at 2200 ms.</source>
        <translation>没有延迟重启规则：三个主节点在 2200 毫秒以空数据恢复。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/repeated-partitions.json" line="3"/>
        <source>Each partition costs up to one TTL</source>
        <translation>每次分区最多耗掉一个 TTL</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/repeated-partitions.json" line="4"/>
        <source>Three holders in turn, each releasing 3 s after it took the lock. Each is cut off from every master 500 ms before its release, so the release does not arrive (partitions at 2500, 12500 and 22500 ms). The next client asks from 3000, 13500 and 24000 ms on.</source>
        <translation>三个持有者轮流拿锁，各自在拿到锁 3 秒后释放。每个持有者都在释放前 500 毫秒与所有主节点断开，所以释放送不到（分区发生在 2500、12500 和 22500 毫秒）。下一个客户端分别从 3000、13500 和 24000 毫秒起请求锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/repeated-partitions.json" line="20"/>
        <source>Only the first partition, at 2500 ms; the later releases arrive.</source>
        <translation>只有第一次分区（2500 毫秒）；之后的释放都能送到。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/quorum-loss.json" line="3"/>
        <source>Losing the quorum after success</source>
        <translation>成功之后又失去过半</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/quorum-loss.json" line="4"/>
        <source>C1 cannot reach M4 and M5 until 500 ms, so its SETs land on M1, M2 and M3 only. At 3000 ms M2 and M3 crash, and they restart empty at 3100 ms. C2 cannot reach M1 and asks for the lock at 3500 ms.</source>
        <translation>C1 在 500 毫秒之前连不上 M4 和 M5，所以它的 SET 只落在 M1、M2、M3 上。在 3000 毫秒，M2 和 M3 崩溃，并在 3100 毫秒以空数据重启。C2 连不上 M1，在 3500 毫秒请求锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/quorum-loss.json" line="19"/>
        <source>After its majority, C1 keeps sending SET NX every 200 ms to the masters that do not have its key yet.</source>
        <translation>拿到过半之后，C1 每隔 200 毫秒继续向还没有它的键的主节点发送 SET NX。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="268"/>
        <source>parallel fan-out</source>
        <translation>并行扇出</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="271"/>
        <source>early stop</source>
        <translation>提前停止</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="274"/>
        <source>unlock retried</source>
        <translation>重试解锁</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="277"/>
        <source>sequential, 398 ms left</source>
        <translation>顺序加锁，只剩 398 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="280"/>
        <source>sequential, too slow</source>
        <translation>顺序加锁，太慢</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="283"/>
        <source>monotonic client clock</source>
        <translation>客户端单调时钟</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="286"/>
        <source>no delayed restart</source>
        <translation>没有延迟重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="289"/>
        <source>one partition</source>
        <translation>一次分区</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="292"/>
        <source>lock the remaining masters</source>
        <translation>继续锁住其余主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="48"/>
        <source>&lt;b&gt;The specification&lt;/b&gt;</source>
        <translation>&lt;b&gt;规范&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="61"/>
        <source>&lt;b&gt;A client-side fix&lt;/b&gt;</source>
        <translation>&lt;b&gt;客户端的补救&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="58"/>
        <source>&lt;b&gt;The article on Redlock&apos;s safety&lt;/b&gt;</source>
        <translation>&lt;b&gt;关于红锁安全性的文章&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="71"/>
        <source>Step 2 asks the masters one after another; the same page says it is better to send to all of them at once. Each master asked in turn adds its whole wait to the elapsed time.</source>
        <translation>第 2 步要求依次询问各主节点；同一页又说最好同时发给所有主节点。依次询问时，每个主节点的等待时间都会整段计入耗时。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="139"/>
        <source>Its Java loop asks in turn and gives up early once a majority is out of reach. A slow or hung master costs its full timeout, so jitter across regions can eat the lease.</source>
        <translation>文中的 Java 循环依次询问，一旦凑不成过半就提前放弃。缓慢或卡死的主节点会耗掉整个超时，因此跨地域的网络抖动可能吃掉租约。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="76"/>
        <source>A client that misses the majority must unlock everywhere at once. If an unlock is lost, the others can only wait for that key&apos;s TTL.</source>
        <translation>没拿到过半的客户端必须立刻在所有节点上解锁。如果某个解锁丢失，其他客户端只能等那个键的 TTL 到期。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="144"/>
        <source>A lost rollback leaves lock residue: until that key&apos;s TTL runs out (up to a whole TTL) the next client cannot get that master&apos;s vote.</source>
        <translation>丢失的回滚会留下锁残留：在那个键的 TTL 耗尽之前（最长整整一个 TTL），下一个客户端拿不到那个主节点的票。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="80"/>
        <source>The lock counts only if the acquire took less than the TTL, and what is left of the validity is all the time the work may use.</source>
        <translation>只有加锁耗时小于 TTL 时锁才算数，剩下的有效期就是业务能用的全部时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="84"/>
        <source>A write can stay in the network long after the lease ended. Only the storage can refuse it, by checking a fencing token.</source>
        <translation>一次写入可能在租约结束很久之后还滞留在网络中。只有存储端能通过检查栅栏令牌拒绝它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="148"/>
        <source>Any lock that ends by timeout has this hole, whatever its algorithm; the protected resource has to take part.</source>
        <translation>任何靠超时结束的锁都有这个漏洞，与算法无关；受保护的资源必须参与进来。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="88"/>
        <source>Validity is measured on the client&apos;s clock. A client that reads a wall clock inherits every step an operator or NTP makes.</source>
        <translation>有效期是在客户端的时钟上计量的。读取系统时钟的客户端会继承运维人员或 NTP 造成的每一次跳变。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="152"/>
        <source>A monotonic clock (as redsync and redis-plus-plus use) is not moved by such steps, so the client&apos;s lease ends on time.</source>
        <translation>单调时钟（redsync 和 redis-plus-plus 使用的那种）不受这类跳变影响，因此客户端的租约会按时结束。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="92"/>
        <source>Each partition can cost up to one TTL of unavailability, and partitions that keep coming can keep the lock unavailable.</source>
        <translation>每次分区最多会造成一个 TTL 的不可用，而接连不断的分区可能让锁一直不可用。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="156"/>
        <source>Safety by expiry is paid for in waiting: a holder that cannot release blocks everyone until its keys expire.</source>
        <translation>靠过期保证安全的代价是等待：无法释放的持有者会挡住所有人，直到它的键过期。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="166"/>
        <source>Locking the remaining masters after the quorum leaves a margin, so losing a few keys still leaves a majority.</source>
        <translation>拿到过半后继续锁住其余主节点能留出余量，这样丢掉几个键后仍然过半。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-jump.json" line="3"/>
        <source>A master&apos;s wall clock jumps forward</source>
        <translation>某个主节点的系统时钟向前跳变</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-rate.json" line="3"/>
        <source>A master&apos;s clock runs fast</source>
        <translation>某个主节点的时钟走得太快</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/contention.json" line="3"/>
        <source>Three clients, one split vote</source>
        <translation>三个客户端，选票分裂</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/contention.json" line="26"/>
        <source>C1 is closest to M1 and M2, C2 to M3 and M4, C3 to M5: a 2-2-1 split.</source>
        <translation>C1 离 M1 和 M2 最近，C2 离 M3 和 M4 最近，C3 离 M5 最近：票数分成 2-2-1。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="3"/>
        <source>Extending the lock, with a cap</source>
        <translation>续约锁，并设上限</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/failover.json" line="3"/>
        <source>Failover with asynchronous replication</source>
        <translation>异步复制下的故障转移</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/failover.json" line="16"/>
        <source>M1 crashes at 2 ms; the write would have reached the replica at 3 ms.</source>
        <translation>M1 在 2 毫秒时崩溃；这次写入本应在 3 毫秒时到达副本。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="3"/>
        <source>GC pause after acquiring (Kleppmann&apos;s lost update)</source>
        <translation>加锁之后的 GC 停顿（Kleppmann 的丢失更新）</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-during.json" line="3"/>
        <source>GC pause during acquisition: replies wait in the socket buffer</source>
        <translation>加锁过程中的 GC 停顿：回复滞留在套接字缓冲区</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/network-delay.json" line="3"/>
        <source>Slow replies from two masters</source>
        <translation>两个主节点回复缓慢</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/restart-no-persistence.json" line="3"/>
        <source>A master restarts empty</source>
        <translation>主节点重启后数据为空</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="102"/>
        <source>A process can stop at any instant, for longer than any lease, and it cannot notice. A lock that ends by timeout therefore needs the storage to check a fencing token, which Redlock does not hand out.</source>
        <translation>进程可能在任意时刻停下，停得比任何租约都久，而且它自己察觉不到。因此靠超时结束的锁需要存储去检查栅栏令牌，而红锁并不发放这种令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="118"/>
        <source>Redlock&apos;s safety leans on every master&apos;s clock. One clock that jumps or runs fast ends a key early, and a second client builds its own majority.</source>
        <translation>红锁的安全性依赖每个主节点的时钟。只要有一个时钟跳变或走快，键就会提前过期，第二个客户端便能组成自己的多数派。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="122"/>
        <source>A master that forgets its keys hands out its vote twice, and waiting before a restart is itself a timing assumption that a clock fault can break.</source>
        <translation>忘记了键的主节点会把同一张票投出两次；而重启前等待一段时间，本身也是一个会被时钟故障打破的时间假设。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="131"/>
        <source>Liveness is not the worry; the worry is that timeouts are used for safety. Retries and extensions still end with a timeout the holder may miss.</source>
        <translation>问题不在活性，而在于用超时来保证安全。重试和续约最终仍以一个持有者可能错过的超时收尾。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="170"/>
        <source>Any lock with auto-release has this hole, not just Redlock. If the storage can check a token, it can equally compare-and-set on the lock&apos;s random value.</source>
        <translation>任何会自动释放的锁都有这个漏洞，不只是红锁。如果存储能检查令牌，它同样可以对锁的随机值做比较并设置。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="174"/>
        <source>The second clock read after the replies is exactly what catches a pause during the acquire: the elapsed time eats the lease and the lock is refused.</source>
        <translation>收到回复后的第二次读时钟，正是用来发现加锁期间停顿的：耗时吃掉了租约，锁就被拒绝。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="183"/>
        <source>The model assumes clocks that advance at about the right rate, not exact time. &quot;Keep clocks in NTP sync&quot; has two meanings: NTP that steps the clock is this clock jump, which the model forbids; NTP that slews it makes a small rate error, which the drift margin covers.</source>
        <translation>这个模型假设时钟以大致正确的速率前进，而不要求时间精确。“用 NTP 保持时钟同步”有两种含义：让时钟跳变（step）的 NTP 就是这里的时钟跳变，模型不允许；让时钟缓慢调整（slew）的 NTP 只造成很小的速率误差，由漂移余量覆盖。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="194"/>
        <source>Keep a crashed master down for longer than the TTL, or persist with fsync always, and a restart cannot hand out a vote twice.</source>
        <translation>让崩溃的主节点停机超过 TTL，或者以 fsync always 持久化，重启就不会把同一张票投出两次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="203"/>
        <source>Random retry delays break symmetric splits, so some client soon wins a majority; a split only costs a little time.</source>
        <translation>随机的重试延迟会打破对称的分裂，很快就有客户端赢得多数派；一次分裂只会损失一点时间。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="207"/>
        <source>Short TTLs with capped extensions keep a crashed holder from blocking others for long, while a live holder keeps working.</source>
        <translation>较短的 TTL 加上有上限的续约，既能避免崩溃的持有者长时间阻塞他人，又能让存活的持有者继续工作。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="220"/>
        <source>base script</source>
        <translation>基础脚本</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="229"/>
        <source>only 1 % fast</source>
        <translation>只快 1%</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="232"/>
        <source>aligned retries</source>
        <translation>对齐的重试</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="235"/>
        <source>Sentinel default 30 s</source>
        <translation>Sentinel 默认 30 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="238"/>
        <source>fencing token</source>
        <translation>栅栏令牌</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="241"/>
        <source>check-and-set</source>
        <translation>比较并设置</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="256"/>
        <source>naive client</source>
        <translation>朴素客户端</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="259"/>
        <source>delayed restart</source>
        <translation>延迟重启</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="262"/>
        <source>fsync always</source>
        <translation>每次写入都 fsync</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="265"/>
        <source>fsync everysec</source>
        <translation>每秒 fsync 一次</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="53"/>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="64"/>
        <source>&lt;b&gt;Kleppmann&apos;s critique&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kleppmann 的批评&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="51"/>
        <source>&lt;b&gt;The Redis documentation&lt;/b&gt; (why failover is not enough)</source>
        <translation>&lt;b&gt;Redis 官方文档&lt;/b&gt;（为什么故障转移不够）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="66"/>
        <source>&lt;b&gt;antirez&apos;s reply&lt;/b&gt;</source>
        <translation>&lt;b&gt;antirez 的回应&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-jump.json" line="19"/>
        <source>A hypothetical server, shown for contrast: it expires keys by a monotonic clock that ignores the jump. Redis and Valkey expire keys by the wall clock.</source>
        <translation>一个假想的服务器，仅用于对比：它按忽略跳变的单调时钟让键过期。Redis 和 Valkey 按系统时钟（墙上时钟）让键过期。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-during.json" line="17"/>
        <source>A naive client stops its stopwatch once the SETs are sent, before it reads the replies.</source>
        <translation>一个天真的客户端在 SET 发出后就停表，而不是读完回复之后。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/minority-down.json" line="14"/>
        <source>A per-instance timeout of 500 ms instead of 50 ms.</source>
        <translation>单实例超时为 500 毫秒，而不是 50 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/delayed-write.json" line="4"/>
        <source>After the acquire: at 5000 ms C1 sends a write that the network delays by 90 s (S3(d)). C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>获取之后：C1 在 5000 毫秒发出一次写入，网络把它延迟了 90 秒（S3(d)）。C2 在 10500 毫秒请求加锁，并在 10600 毫秒写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/contention.json" line="30"/>
        <source>All clients wait the same random delay before each retry, like aligned election timers.</source>
        <translation>每次重试前，所有客户端等待同一个随机延迟，就像对齐的选举计时器。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-rate.json" line="14"/>
        <source>At 9092 ms of real time M3&apos;s clock has counted 10 s.</source>
        <translation>真实时间 9092 毫秒时，M3 的时钟已经数满 10 秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-rate.json" line="18"/>
        <source>M3&apos;s clock runs only 1% fast.</source>
        <translation>M3 的时钟只快 1%。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-jump.json" line="15"/>
        <source>M3&apos;s wall clock jumps from 2000 to 11000 ms.</source>
        <translation>M3 的系统时钟从 2000 毫秒跳到 11000 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="4"/>
        <source>C1 acquires, reads the resource at 100 ms and stops for 15 s at 150 ms, before writing back what it read. C2 asks for the lock at 10500 ms and writes at 10600 ms.</source>
        <translation>C1 加锁，在 100 毫秒读取资源，在 150 毫秒停住 15 秒，之后才把读到的内容写回。C2 在 10500 毫秒请求加锁，并在 10600 毫秒写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/fence-from-counters.json" line="19"/>
        <location filename="../resources/scenarios/gc-pause-after.json" line="15"/>
        <source>C1 enters a stop-the-world pause of 15 s.</source>
        <translation>C1 进入一次 15 秒的全局停顿（GC 停顿）。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-jump.json" line="4"/>
        <source>C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. At 2000 ms M3&apos;s wall clock steps forward 9 s; C2 asks for the lock at 2100 ms. Redis and Valkey expire keys by the wall clock.</source>
        <translation>C1 只能连到 M1、M2、M3，C2 只能连到 M3、M4、M5。2000 毫秒时 M3 的系统时钟向前跳 9 秒；C2 在 2100 毫秒请求加锁。Redis 和 Valkey 按系统时钟让键过期。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/restart-no-persistence.json" line="4"/>
        <source>C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. M3 crashes at 3000 ms and restarts at 3200 ms; without persistence it keeps no keys. C2 asks for the lock at 3300 ms.</source>
        <translation>C1 只能连到 M1、M2、M3，C2 只能连到 M3、M4、M5。M3 在 3000 毫秒崩溃、3200 毫秒重启；没有持久化，它不保留任何键。C2 在 3300 毫秒请求加锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/happy.json" line="18"/>
        <source>C1 reads T1 = 0 and sends SET NX PX 10000 to M1-M5.</source>
        <translation>C1 读取 T1 = 0，并向 M1–M5 发送 SET NX PX 10000。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="16"/>
        <source>C1 resumes and sends its write.</source>
        <translation>C1 恢复运行，发出它的写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-during.json" line="4"/>
        <source>C1 sends its SETs at 0 ms and is paused for 12 s at 1 ms, before it reads the replies; C2 asks for the lock at 10500 ms. The spec client reads T2 after reading the replies.</source>
        <translation>C1 在 0 毫秒发出 SET，在 1 毫秒、读取回复之前被停住 12 秒；C2 在 10500 毫秒请求加锁。符合规范的客户端在读完回复之后才读取 T2。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-during.json" line="13"/>
        <source>C1 stops for 12 s; the replies wait in its socket buffer.</source>
        <translation>C1 停住 12 秒；回复滞留在它的套接字缓冲区里。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/extension.json" line="4"/>
        <source>C1 works longer than one TTL and asks to extend at 8, 16 and 24 s; an extension counts only with a majority within the validity time, and at most two are allowed. C2 asks for the lock at 12 s.</source>
        <translation>C1 的工作时间超过一个 TTL，它在 8、16、24 秒请求续约；只有在有效期内得到多数派同意，续约才算数，且最多允许两次。C2 在 12 秒请求加锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/minority-down.json" line="4"/>
        <source>M4 and M5 are down from the start. The client waits for their per-instance timeout of 50 ms before it counts its votes.</source>
        <translation>M4 和 M5 一开始就宕机。客户端要等到它们 50 毫秒的单实例超时之后才清点票数。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="178"/>
        <source>Delays during the acquire (run A) are caught by the elapsed-time check. A delay after it, as in run B, is a problem every lock with auto-release shares, whatever its algorithm.</source>
        <translation>获取过程中的延迟（运行 A）会被耗时检查抓住。获取之后的延迟（如运行 B）是所有自动释放的锁共有的问题，与算法无关。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="24"/>
        <source>Each holder tags the resource with its random value, and a write is a compare-and-set on that tag.</source>
        <translation>每个持有者用自己的随机值给资源打上标记，写入是针对这个标记的比较并设置。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/happy.json" line="3"/>
        <source>Happy path: one client, five masters</source>
        <translation>顺利路径：一个客户端，五个主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="198"/>
        <source>Independent masters remove the replication race, but safety then rests on timing: bounded pauses, delays and clock error. For correctness he points to a consensus system and fencing tokens instead.</source>
        <translation>独立的主节点消除了复制竞态，但安全性转而依赖时序：有界的停顿、延迟和时钟误差。为了正确性，他建议改用共识系统和栅栏令牌。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/clock-rate.json" line="4"/>
        <source>No jump, but M3&apos;s clock runs 10% fast from the start, and C1 cannot reach M4 and M5. C2 asks for the lock from 9092 ms on. The drift allowance covers 1% + 2 ms.</source>
        <translation>没有跳变，但 M3 的时钟从一开始就快 10%，而且 C1 连不到 M4 和 M5。C2 从 9092 毫秒起请求加锁。漂移余量只覆盖 1% + 2 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/failover.json" line="4"/>
        <source>One master M1 with an asynchronous replica. M1 acknowledges C1&apos;s SET and crashes before replicating it; Sentinel promotes the replica 3 s + 1 s later. C2 asks for the lock at 4100 ms.</source>
        <translation>一个主节点 M1 带一个异步副本。M1 确认了 C1 的 SET，但在复制之前崩溃；Sentinel 在 3 秒 + 1 秒之后提升副本。C2 在 4100 毫秒请求加锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="107"/>
        <source>Packets can be held up for a long time (he cites a GitHub incident with delays of about 90 s). Run B: a write sent inside the lease lands long after it, and only the storage can refuse it, with a fencing token.</source>
        <translation>数据包可能被耽搁很久（他引用了一次 GitHub 事故，延迟约 90 秒）。运行 B：在租约内发出的写入在租约结束很久之后才到达，只有存储端凭栅栏令牌才能拒绝它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="126"/>
        <source>Replication is asynchronous: the master can acknowledge the lock and crash before the replica has it, and the promoted replica grants it again. The page gives this race as its reason for Redlock&apos;s independent masters.</source>
        <translation>复制是异步的：主节点可能确认了锁，却在副本拿到它之前崩溃，被提升的副本会再次授予这把锁。文档正是以这个竞态作为红锁使用独立主节点的理由。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/failover.json" line="20"/>
        <source>Sentinel&apos;s default down-after-milliseconds of 30 s: the replica is promoted only after 31 s. C2 keeps asking every few hundred ms until it gets the lock.</source>
        <translation>Sentinel 默认的 down-after-milliseconds 为 30 秒：副本要到 31 秒后才被提升。C2 每隔几百毫秒重试一次，直到拿到锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/happy.json" line="4"/>
        <source>T1 is read, the SET goes to all five masters at once, five OKs come back, and the client keeps TTL minus elapsed minus drift.</source>
        <translation>读取 T1，SET 同时发往五个主节点，五个 OK 返回，客户端得到 TTL 减去耗时再减去漂移。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/restart-no-persistence.json" line="19"/>
        <source>The delayed-restart rule: M3 stays down for TTL + 200 ms after its crash.</source>
        <translation>延迟重启规则：M3 崩溃后保持宕机 TTL + 200 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/network-delay.json" line="4"/>
        <source>The replies from M4 and M5 are delayed by 9950 ms during the acquire; the per-instance timeout is 50 ms.</source>
        <translation>获取过程中，M4 和 M5 的回复被延迟 9950 毫秒；单实例超时为 50 毫秒。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/check-before-write.json" line="18"/>
        <location filename="../resources/scenarios/delayed-write.json" line="16"/>
        <location filename="../resources/scenarios/gc-pause-after.json" line="20"/>
        <source>The storage keeps the highest fencing token it has seen and refuses lower ones. The tokens (C1 33, C2 34) come from a counter the lab adds: Redlock issues none.</source>
        <translation>存储记住见过的最大栅栏令牌，并拒绝更小的令牌。这些令牌（C1 为 33，C2 为 34）来自实验室附加的计数器：红锁本身不发放令牌。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/contention.json" line="4"/>
        <source>Three clients start together, each closest to different masters. A client short of a majority releases all five masters and retries after a random delay of up to 200 ms.</source>
        <translation>三个客户端同时开始，各自离不同的主节点最近。没拿到多数派的客户端会释放全部五个主节点，并在最多 200 毫秒的随机延迟后重试。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/minority-down.json" line="3"/>
        <source>Two of five masters down</source>
        <translation>五个主节点中有两个宕机</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/restart-no-persistence.json" line="23"/>
        <source>appendfsync always: every key is on disk before the OK.</source>
        <translation>appendfsync always：每个键都在回复 OK 之前写入磁盘。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/restart-no-persistence.json" line="27"/>
        <source>appendfsync everysec, and M3 crashes at 500 ms, before the next fsync.</source>
        <translation>appendfsync everysec，而 M3 在 500 毫秒、下一次 fsync 之前崩溃。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="223"/>
        <source>monotonic expiry (hypothetical server)</source>
        <translation>单调时钟过期（假想的服务器）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="226"/>
        <source>write delayed 90 s</source>
        <translation>写入被延迟 90 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="189"/>
        <source>If the storage can check something, it can compare-and-set on the lock&apos;s random value instead (gc-pause-after, check-and-set); Redlock itself hands out no ordered token.</source>
        <translation>如果存储能做检查，它也可以改为对锁的随机值做比较并设置（gc-pause-after，check-and-set）；红锁本身不发放有序令牌。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="112"/>
        <source>A fencing token must grow with every grant. Redlock&apos;s masters count on their own, so the counts two different majorities read can go backwards; only one counter that every grant passes through, in a consensus service, can number the tokens.</source>
        <translation>栅栏令牌必须随每次授予而增长。红锁的各主节点各自计数，所以两个不同多数派读到的计数可能倒退；只有每次授予都经过的同一个计数器（在共识服务里）才能为令牌编号。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="28"/>
        <source>The same compare-and-set, but C1&apos;s pause ends at 10520 ms: after C2 asks for the lock (10500 ms), before C2 tags the resource (10550 ms).</source>
        <translation>同样的比较并设置，但 C1 的停顿在 10520 毫秒结束：在 C2 请求锁（10500 毫秒）之后，在 C2 给资源打标记（10550 毫秒）之前。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="32"/>
        <location filename="../resources/scenarios/gc-pause-after.json" line="41"/>
        <source>C1 enters a stop-the-world pause of 10.37 s.</source>
        <translation>C1 进入 10.37 秒的全停顿（stop-the-world）。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="33"/>
        <source>C1 resumes and sends its write before C2 has tagged the resource.</source>
        <translation>C1 恢复运行，在 C2 给资源打标记之前发出写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="37"/>
        <source>The same fencing tokens, but C1&apos;s pause ends at 10520 ms: after C2 asks for the lock (10500 ms), before C2&apos;s first write (10600 ms).</source>
        <translation>同样的栅栏令牌，但 C1 的停顿在 10520 毫秒结束：在 C2 请求锁（10500 毫秒）之后，在 C2 第一次写入（10600 毫秒）之前。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="42"/>
        <source>C1 resumes and sends its write before C2&apos;s first write.</source>
        <translation>C1 恢复运行，在 C2 第一次写入之前发出写入。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/gc-pause-after.json" line="46"/>
        <source>The ZooKeeper lock recipe: each client creates an ephemeral sequential node; the client with the lowest node has the lock while its session lives, and a session not renewed for 10 s (the pause stops the heartbeats) expires with its node. The node&apos;s number could serve as a fencing token; this storage checks nothing.</source>
        <translation>ZooKeeper 的锁方案：每个客户端创建一个临时顺序节点；节点编号最小的客户端在其会话存活期间拥有锁，而 10 秒没有续约的会话（停顿会让心跳停止）会连同它的节点一起过期。节点编号本可以当作栅栏令牌；这里的存储什么也不检查。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/fence-from-counters.json" line="3"/>
        <source>A fencing token from Redlock&apos;s own masters?</source>
        <translation>从红锁自己的主节点得到栅栏令牌？</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/fence-from-counters.json" line="4"/>
        <source>Each master counts the SETs it has taken, and a client uses the largest count among the masters that answer OK as its token. C0 reaches only M1 and tries nine times; every SET that M1 takes raises M1&apos;s count. C1 reaches M1, M2, M3, asks at 2000 ms, reads at 2100 ms and pauses for 15 s at 2150 ms, before it writes. C2 reaches M3, M4, M5 and asks at 12500 ms. The storage keeps the highest token it has seen.</source>
        <translation>每个主节点统计自己接受过的 SET 次数，客户端取回复 OK 的主节点中最大的计数作为令牌。C0 只能连到 M1，尝试九次；M1 每接受一次 SET，M1 的计数就加一。C1 连到 M1、M2、M3，在 2000 毫秒请求锁，2100 毫秒读取，2150 毫秒停顿 15 秒，之后才写入。C2 连到 M3、M4、M5，在 12500 毫秒请求锁。存储记住它见过的最高令牌。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/fence-from-counters.json" line="20"/>
        <source>C2 asks for the lock through M3, M4 and M5.</source>
        <translation>C2 通过 M3、M4、M5 请求锁。</translation>
    </message>
    <message>
        <location filename="../resources/scenarios/fence-from-counters.json" line="24"/>
        <source>For contrast, one counter that every grant passes through numbers the tokens (here the storage&apos;s own; in a real system a consensus service&apos;s).</source>
        <translation>作为对照，用一个每次授予都经过的计数器为令牌编号（这里是存储自己的；真实系统中是共识服务的）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="244"/>
        <source>check-and-set, woken before the new tag</source>
        <translation>比较并设置，在新标记之前醒来</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="247"/>
        <source>fencing token, woken before the new token</source>
        <translation>栅栏令牌，在新令牌之前醒来</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="250"/>
        <source>ZooKeeper lock recipe</source>
        <translation>ZooKeeper 锁方案</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/scenario_text.cpp" line="253"/>
        <source>one counter for every grant</source>
        <translation>所有授予共用一个计数器</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="420"/>
        <source>Found by the search: a pause longer than the validity left.</source>
        <translation>由搜索找到：停顿长于剩余的有效期。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="423"/>
        <source>Found by the search: a clock jump larger than the drift allowance.</source>
        <translation>由搜索找到：时钟跳变大于漂移余量。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="426"/>
        <source>Found by the search: a clock running fast by more than the drift allowance covers.</source>
        <translation>由搜索找到：时钟走快的幅度超出了漂移余量能覆盖的范围。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="430"/>
        <source>Found by the search: a restart without persistence before the TTL ran out.</source>
        <translation>由搜索找到：在 TTL 到期之前、没有持久化的重启。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="434"/>
        <source>Found by the search: no validity check after the acquire.</source>
        <translation>由搜索找到：获取锁之后没有检查有效期。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="437"/>
        <source>Found by the search: a random value gives the storage no order.</source>
        <translation>由搜索找到：随机值无法让存储判断先后。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="440"/>
        <source>Found by the search: a write delayed in the network until a later holder wrote.</source>
        <translation>由搜索找到：一次写入在网络中被延迟，直到后来的持有者已经写入。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="444"/>
        <source>Found by the search: split votes; with no fault at all, every client gave up.</source>
        <translation>由搜索找到：选票分散；没有任何故障，所有客户端却都放弃了。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="448"/>
        <source>Found by the search: messages delayed or lost.</source>
        <translation>由搜索找到：消息被延迟或丢失。</translation>
    </message>
    <message>
        <location filename="../core/explore/counterexample.cpp" line="465"/>
        <source>Can it break? The shortest schedule the search found</source>
        <translation>它会被打破吗？搜索找到的最短调度</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Screenshot</name>
    <message>
        <location filename="../ui/app/export/screenshot.cpp" line="53"/>
        <source>Could not write the screenshot to &quot;%1&quot;.</source>
        <translation>无法把截图写入“%1”。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SetupDrawer</name>
    <message>
        <location filename="../ui/widgets/setup_drawer.cpp" line="115"/>
        <source>Set-up</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../ui/widgets/setup_drawer.cpp" line="117"/>
        <source>Show or hide this page&apos;s settings; folded, the line beside says what they are set to.</source>
        <translation>显示或隐藏本页的设置；折叠时，旁边一行列出它们当前的取值。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ShortcutSheet</name>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="71"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="72"/>
        <source>Every key the lab answers to. A presentation clicker sends Page Down and Page Up, so it turns the pages.</source>
        <translation>实验室响应的所有按键。演示翻页笔发送的是 Page Down 和 Page Up，所以可以直接用它翻页。</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="74"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="74"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="94"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="94"/>
        <source>Move between the controls of a page</source>
        <translation>在页面的各个控件之间移动</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="97"/>
        <source>Lab bench: choose a lane</source>
        <translation>实验台：选择泳道</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="109"/>
        <source>Lab bench, on a master: %1</source>
        <translation>实验台，在主节点上：%1</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="110"/>
        <source>Lab bench, on a client: %1</source>
        <translation>实验台，在客户端上：%1</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="111"/>
        <source>Lab bench, a link between a client and a master: L, choose the other end with Up and Down, then %1</source>
        <translation>实验台，客户端与主节点之间的链路：按 L，用上、下方向键选另一端，然后 %1</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="115"/>
        <source>Lab bench: spotlight the chosen lane, larger, for the back of the room; off (on the timing page, a click on a lane&apos;s name)</source>
        <translation>实验台：把选中的泳道放大聚焦，让教室后排也看得清；再按一次关闭（在时序页面上，点击泳道名称）</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="118"/>
        <source>Lab bench, with a mark chosen: move it, remove it</source>
        <translation>实验台，选中标记时：移动它、删除它</translation>
    </message>
    <message>
        <location filename="../ui/app/shortcut_sheet.cpp" line="120"/>
        <source>Lab bench, with a mark chosen: make it 100 ms shorter, longer (Shift: 1 s)</source>
        <translation>实验台，选中标记时：把它缩短、延长 100 毫秒（按住 Shift：1 秒）</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SpaceTimeView</name>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="488"/>
        <source>T1</source>
        <translation>T1</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="499"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="507"/>
        <source>T2</source>
        <translation>T2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="74"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="509"/>
        <source>%1 votes %2/%3 ≥ %4</source>
        <translation>%1 票数 %2/%3 ≥ %4</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="540"/>
        <source>refused: release on all %1</source>
        <translation>被拒：在全部 %1 个上释放</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="575"/>
        <source>validity = %1 − %2 − %3 = %4 ms</source>
        <translation>有效期 = %1 − %2 − %3 = %4 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="579"/>
        <source>drift %1 ms, then the keys expire</source>
        <translation>漂移 %1 毫秒，随后键过期</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="72"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="241"/>
        <source>%1 ✕</source>
        <translation>%1 ✕</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="261"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="272"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="279"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="265"/>
        <source>≈ compressed</source>
        <translation>≈ 压缩</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="336"/>
        <source>late OK (not counted): %1 had stopped waiting for %2</source>
        <translation>迟到的 OK（未计入）：%1 已不再等待 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="411"/>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="436"/>
        <source>%n timeouts</source>
        <translation>
            <numerusform>%n 次超时</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="436"/>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="515"/>
        <source>%1 validity %2 ms &gt; 0</source>
        <translation>%1 有效期 %2 毫秒 &gt; 0</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="515"/>
        <source>%1 validity %2 ms ≤ 0</source>
        <translation>%1 有效期 %2 毫秒 ≤ 0</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="525"/>
        <source>%1 validity &gt; 0</source>
        <translation>%1 有效期 &gt; 0</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/space_time_view.cpp" line="526"/>
        <source>%1 validity ≤ 0</source>
        <translation>%1 有效期 ≤ 0</translation>
    </message>
</context>
<context>
    <name>redlock::ui::StudyDock</name>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="122"/>
        <source>Click a term to open it in the glossary</source>
        <translation>点击术语，在术语表中打开它</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="129"/>
        <source>Done: %1</source>
        <translation>已完成：%1</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="130"/>
        <source>To do: %1</source>
        <translation>待完成：%1</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="135"/>
        <source>Study guide</source>
        <translation>自学指南</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="137"/>
        <source>Try this on “%1”</source>
        <translation>在“%1”上试一试</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="137"/>
        <source>Try this</source>
        <translation>试一试</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="142"/>
        <source>A question file did not load:
%1</source>
        <translation>有题目文件未能载入：
%1</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="143"/>
        <source>Next page ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_dock.cpp" line="144"/>
        <source>Go on to the next page of the course</source>
        <translation>继续课程的下一页</translation>
    </message>
</context>
<context>
    <name>redlock::ui::StudyGuide</name>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="136"/>
        <source>Close the welcome (explore freely)</source>
        <translation>关闭欢迎窗口（自由探索）</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="69"/>
        <source>Also load the questions of this file, or of every .json file in this folder (may be given more than once).</source>
        <translation>另外载入此文件中的题目，或此文件夹中每个 .json 文件的题目（可多次给出）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="76"/>
        <source>Show the study guide (Try this and questions) under the page.</source>
        <translation>在页面下方显示自学指南（试一试和题目）。</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="134"/>
        <source>Study &amp;guide (Try this and questions)</source>
        <translation>自学指南：试一试和题目(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="135"/>
        <source>Guided &amp;tour…</source>
        <translation>课程导览(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="137"/>
        <source>G&amp;lossary…</source>
        <translation>术语表(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="209"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="210"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="211"/>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../ui/guide/study_guide.cpp" line="213"/>
        <source>Try this: %1 of %2 steps (%3)</source>
        <translation>试一试：%2 步中完成 %1 步（%3）</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SweepChart</name>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="102"/>
        <source>Which parameter the sweep varies</source>
        <translation>扫描改变的是哪个参数</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="100"/>
        <source>Parameter sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="96"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="103"/>
        <source>Clock rate error on M3 → overlap</source>
        <translation>M3 的时钟速率误差 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="104"/>
        <source>Failover time → overlap</source>
        <translation>故障转移时间 → 重叠</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="105"/>
        <source>GC pause length → stale writes</source>
        <translation>GC 停顿时长 → 陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="155"/>
        <source>M3&apos;s clock runs fast by (%)</source>
        <translation>M3 的时钟快了（%）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="156"/>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="162"/>
        <source>overlap (ms)</source>
        <translation>重叠（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="157"/>
        <source>Below about 1 % the 102 ms drift allowance absorbs the error; beyond it the overlap grows with the rate error.</source>
        <translation>误差低于约 1% 时，102 毫秒的漂移余量能吸收它；超过之后，重叠随速率误差增大。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="161"/>
        <source>Sentinel down-after (ms)</source>
        <translation>Sentinel down-after（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="163"/>
        <source>The faster the replica is promoted, the longer both clients believe they hold the lock: a quick failover widens the window.</source>
        <translation>副本提升得越快，两个客户端同时认为自己持有锁的时间就越长：快速故障转移反而扩大了窗口。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="167"/>
        <source>C1&apos;s pause (ms)</source>
        <translation>C1 的停顿（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="168"/>
        <source>stale writes accepted</source>
        <translation>被接受的陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="169"/>
        <source>A pause that outlasts the keys turns C1&apos;s write into a stale one, however short the rest of the work is.</source>
        <translation>只要停顿比键的寿命还长，C1 的写入就会变成陈旧写入，无论剩下的工作多么短。</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/sweep_chart.cpp" line="101"/>
        <source>running %1 simulations…</source>
        <translation>正在运行 %1 次模拟……</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimeTrack</name>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="99"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="99"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="112"/>
        <source>TTL %1 ms</source>
        <translation>TTL %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="124"/>
        <source>acquire</source>
        <translation>获取</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="125"/>
        <source>validity left</source>
        <translation>剩余有效期</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="126"/>
        <source>drift allowance</source>
        <translation>漂移余量</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/time_track.cpp" line="127"/>
        <source>past the TTL</source>
        <translation>超过 TTL</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimelineView</name>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="306"/>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="448"/>
        <source>overlap %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="351"/>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="701"/>
        <source>real ms</source>
        <translation>真实毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="339"/>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="351"/>
        <location filename="../ui/pages/timing/timeline_view.cpp" line="701"/>
        <source>real s</source>
        <translation>真实秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TimingPage</name>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="293"/>
        <source>Moves the playhead to the next event of the runs</source>
        <translation>把播放头移到两次运行的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="294"/>
        <source>Plays the runs from the playhead, or pauses them</source>
        <translation>从播放头处播放两次运行，或暂停</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="295"/>
        <source>Drag the playhead through the runs</source>
        <translation>拖动播放头浏览两次运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="296"/>
        <source>Which version of the scenario run A plays</source>
        <translation>运行 A 播放场景的哪个版本</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="297"/>
        <source>Which version run B plays below A, or none</source>
        <translation>运行 B 在 A 下方播放哪个版本，或不播放</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="298"/>
        <source>Which scenario both runs play</source>
        <translation>两次运行播放哪个场景</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="416"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="418"/>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="421"/>
        <source>fencing (B): %1</source>
        <translation>运行 B 的栅栏：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="457"/>
        <source>Run B&apos;s verdict; click to scroll to run B</source>
        <translation>运行 B 的结论；点击滚动到运行 B</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="304"/>
        <source>Simulating the runs of this choice…</source>
        <translation>正在模拟所选场景的运行…</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="275"/>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="276"/>
        <source>&amp;A:</source>
        <translation>&amp;A：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="277"/>
        <source>&amp;B:</source>
        <translation>&amp;B：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="292"/>
        <source>Next event ›</source>
        <translation>下一个事件 ›</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="305"/>
        <source>What each side of the debate takes from it</source>
        <translation>争论双方各自从中得出的结论</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="316"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="346"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="350"/>
        <source>Play ▶</source>
        <translation>播放 ▶</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="346"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="350"/>
        <source>Pause ‖</source>
        <translation>暂停 ‖</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="347"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="351"/>
        <source>t = %1 ms</source>
        <translation>t = %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="385"/>
        <source>B · %1</source>
        <translation>B · %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="385"/>
        <source>A · %1</source>
        <translation>A · %1</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="299"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="300"/>
        <source>Play a scenario file (Ctrl+O)</source>
        <translation>播放一个场景文件（Ctrl+O）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="301"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="302"/>
        <source>Save this scenario, its variants and the view to a file (Ctrl+Shift+S)</source>
        <translation>把这个场景、它的各个变体和当前视图保存到文件（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="494"/>
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="510"/>
        <source>Could not save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="518"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="525"/>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="519"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="536"/>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="535"/>
        <location filename="../ui/pages/timing/timing_page.cpp" line="545"/>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="582"/>
        <source>%1 (file)</source>
        <translation>%1（文件）</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="382"/>
        <source>%1, fencing: %2</source>
        <translation>%1，栅栏：%2</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="278"/>
        <source>&amp;Fencing (B):</source>
        <translation>运行 B 的栅栏(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_page.cpp" line="279"/>
        <source>What the storage checks in run B; run A keeps its own, so the two runs show the difference</source>
        <translation>运行 B 中存储检查什么；运行 A 保持自己的设置，两次运行的差别由此可见</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Transcript</name>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="170"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="171"/>
        <source># %1 @ t=%2 ms</source>
        <translation># %1 @ t=%2 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="128"/>
        <location filename="../ui/pages/protocol/transcript.cpp" line="73"/>
        <source>reply @ %1 ms</source>
        <translation>回复 @ %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/live_trace.cpp" line="131"/>
        <location filename="../ui/pages/protocol/transcript.cpp" line="89"/>
        <source>no reply by the deadline at %1 ms: counted as a miss</source>
        <translation>截止时间 %1 毫秒前无回复：计为未中</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="76"/>
        <source>the master ran it, but its reply was lost on the way back</source>
        <translation>主节点执行了它，但回复在返回途中丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="82"/>
        <source>never reached the master: not run</source>
        <translation>从未到达主节点：未执行</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="124"/>
        <source># The commands of this trace, one redis-cli call per command per master, in the order the masters ran them.</source>
        <translation># 这条轨迹的命令：每个主节点上的每条命令各一次 redis-cli 调用，按主节点执行的顺序排列。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="126"/>
        <source># Run it with sh against servers that do not hold the key yet; each line ends with the reply the trace expects.</source>
        <translation># 用 sh 在尚未持有该键的服务器上运行；每行末尾是轨迹预期的回复。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="129"/>
        <source># The simulator writes short tokens of %1 characters; a real client&apos;s token is %2 random bytes from the OS CSPRNG, written as %3 hex characters.</source>
        <translation># 模拟器写入的是 %1 个字符的短令牌；真实客户端的令牌是来自操作系统 CSPRNG 的 %2 个随机字节，写成 %3 个十六进制字符。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="135"/>
        <source># The token is %1 random bytes from the OS CSPRNG, written as %2 hex characters.</source>
        <translation># 令牌是来自操作系统 CSPRNG 的 %1 个随机字节，写成 %2 个十六进制字符。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/transcript.cpp" line="152"/>
        <source># The token-checked scripts, byte for byte what the client sends (by EVALSHA of these bytes, or EVAL when a server answers NOSCRIPT).</source>
        <translation># 带令牌校验的脚本，与客户端发送的逐字节相同（客户端用这些字节的 EVALSHA 发送，服务器回答 NOSCRIPT 时改用 EVAL）。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::TryThis</name>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="69"/>
        <source>Open the cell &quot;Consensus lease + fence&quot; under &quot;GC pause&quot;: what does the storage do with the late write?</source>
        <translation>打开“GC 停顿”下的“共识租约 + 栅栏”格子：存储如何处理那次迟到的写入？</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="76"/>
        <source>Untick &quot;Running the work twice corrupts data&quot;: which design does the guide pick now?</source>
        <translation>取消勾选“工作执行两次会弄坏数据”：指南现在选哪种设计？</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/choose_entry.cpp" line="82"/>
        <source>Say the team runs a consensus cluster and the work can refuse a stale token: what must the storage still check?</source>
        <translation>假设团队运维共识集群，且工作能拒绝陈旧令牌：存储仍然必须检查什么？</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="109"/>
        <source>Search under antirez&apos;s assumptions. Is the answer a proof?</source>
        <translation>在 antirez 的假设下搜索。答案是一个证明吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="115"/>
        <source>Drop one assumption with its preset and search: which assumption breaks?</source>
        <translation>用预设去掉一个假设再搜索：被打破的是哪个假设？</translation>
    </message>
    <message>
        <location filename="../ui/pages/explore/explore_entry.cpp" line="120"/>
        <source>With long pauses, switch the storage to a monotonic token and search again.</source>
        <translation>在长停顿下，把存储切换为单调递增的令牌，再搜索一次。</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="86"/>
        <source>Take two masters down (keys 4 and 5). Is the lock still held?</source>
        <translation>让两个主节点宕机（按 4 和 5）。锁还持有吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="92"/>
        <source>Take a third master down. What does the readout say now?</source>
        <translation>再让第三个主节点宕机。现在读数怎么说？</translation>
    </message>
    <message>
        <location filename="../ui/pages/majority/majority_entry.cpp" line="97"/>
        <source>Set N to 4 with two masters down. Is half of them a majority?</source>
        <translation>把 N 设为 4，并让两个主节点宕机。一半算过半吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="93"/>
        <source>Press Space to play the acquire one event at a time.</source>
        <translation>按空格键，逐个事件播放这次获取。</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="99"/>
        <source>Give M1 a latency above the per-instance timeout. What happens to its vote?</source>
        <translation>给 M1 设一个超过单实例超时的延迟。它的票会怎样？</translation>
    </message>
    <message>
        <location filename="../ui/pages/protocol/protocol_entry.cpp" line="105"/>
        <source>Set Clients to 3. Does anyone win?</source>
        <translation>把客户端数设为 3。有人能赢吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="69"/>
        <source>Drag the elapsed time past the TTL: five OK votes, and still refused?</source>
        <translation>把耗时拖过 TTL：五张 OK 票，仍然被拒绝？</translation>
    </message>
    <message>
        <location filename="../ui/pages/gates/gates_entry.cpp" line="74"/>
        <source>Find the moment just before the TTL where the drift allowance eats the rest.</source>
        <translation>找到 TTL 之前、漂移余量吃掉剩余时间的那一刻。</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="70"/>
        <source>Press &quot;Check every pair&quot;. Do any two majorities share nothing?</source>
        <translation>按“检查每一对”。有没有两个多数派毫无交集？</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="76"/>
        <source>Set the number of masters to 4. How many masters do two majorities share now?</source>
        <translation>把主节点数设为 4。现在两个多数派共用几个主节点？</translation>
    </message>
    <message>
        <location filename="../ui/pages/overlap/overlap_entry.cpp" line="82"/>
        <source>Move the p slider: how often is a majority still up?</source>
        <translation>移动 p 滑块：多数派仍然在线的概率是多少？</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="97"/>
        <source>Choose the scenario “%1”. Which write does the storage accept?</source>
        <translation>选择场景“%1”。存储接受了哪次写入？</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="104"/>
        <source>Set Fencing (B) to “%1” (it opens so). Which write does run B reject?</source>
        <translation>把“运行 B 的栅栏”设为“%1”（打开时已是如此）。运行 B 拒绝了哪次写入？</translation>
    </message>
    <message>
        <location filename="../ui/pages/timing/timing_entry.cpp" line="111"/>
        <source>Choose the scenario “%1”: does a master that restarts empty break safety?</source>
        <translation>选择场景“%1”：一个空库重启的主节点会破坏安全性吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="102"/>
        <source>Let worker 1 claim the job. What is its fence?</source>
        <translation>让工作进程 1 领取任务。它的栅栏号是多少？</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="107"/>
        <source>Pause worker 1, advance time past the lease, run the reaper and let worker 2 claim.</source>
        <translation>暂停工作进程 1，把时间推过租约，运行回收器，再让工作进程 2 领取。</translation>
    </message>
    <message>
        <location filename="../ui/pages/lease/lease_entry.cpp" line="113"/>
        <source>Complete: is worker 1&apos;s late completion accepted?</source>
        <translation>完成：工作进程 1 迟到的完成结果会被接受吗？</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="32"/>
        <source>Answer a question on three different pages.</source>
        <translation>在三个不同的页面上各答一道题。</translation>
    </message>
    <message>
        <location filename="../ui/pages/recap/recap_entry.cpp" line="36"/>
        <source>Get every question of one page right.</source>
        <translation>把某一页的题目全部答对。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="119"/>
        <source>Crash three of the five masters while the clients loop. What does the monitor count?</source>
        <translation>在客户端循环加锁时，让五个主节点中的三个崩溃。监视器数出了什么？</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="126"/>
        <source>While C1 holds the lock, restart a majority of the masters wiped: find the overlap.</source>
        <translation>在 C1 持有锁时，让多数派主节点清空后重启：找出重叠。</translation>
    </message>
    <message>
        <location filename="../ui/pages/sandbox/sandbox_entry.cpp" line="132"/>
        <source>Pause a client for longer than the TTL while it holds the lock: find the stale write, then make the storage check a fencing token.</source>
        <translation>在客户端持有锁时让它停顿超过 TTL：找出陈旧写入，然后让存储检查栅栏令牌。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::VoteBar</name>
    <message>
        <location filename="../ui/widgets/vote_bar.cpp" line="57"/>
        <source>M%1 %2</source>
        <translation>M%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/widgets/vote_bar.cpp" line="111"/>
        <location filename="../ui/widgets/vote_bar.cpp" line="114"/>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::WelcomeDialog</name>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="75"/>
        <source>Welcome to Redlock Lab</source>
        <translation>欢迎使用 Redlock 实验室</translation>
    </message>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="77"/>
        <source>Studying on your own? Follow the course: each page gets a short &quot;Try this&quot; list that ticks itself off as you do it, and questions that ask you to predict what happens before the lab runs it and explains the result.

Or explore freely. Help → Guided tour brings this choice back at any time.</source>
        <translation>在自学吗？跟着课程走：每一页都有一份简短的“试一试”清单，你做到哪一步它就自动勾上哪一步；还有题目请你先预测会发生什么，然后实验运行它并解释结果。

也可以自由探索。随时可以通过“帮助 → 课程导览”回到这个选择。</translation>
    </message>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="81"/>
        <source>Follow the course</source>
        <translation>跟着课程走</translation>
    </message>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="82"/>
        <source>Open the study guide under each page, starting from page 1</source>
        <translation>在每页下方打开自学指南，从第 1 页开始</translation>
    </message>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="83"/>
        <source>Explore freely</source>
        <translation>自由探索</translation>
    </message>
    <message>
        <location filename="../ui/guide/welcome_dialog.cpp" line="84"/>
        <source>Close this and use the lab without the study guide</source>
        <translation>关闭此窗口，不用自学指南使用实验</translation>
    </message>
</context>
<context>
    <name>redlock::ui::WindowActions</name>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="142"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="143"/>
        <source>Handout &amp;paper</source>
        <translation>讲义纸张(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="144"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="145"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="146"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="147"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="152"/>
        <source>Export page as &amp;PNG…</source>
        <translation>将页面导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="153"/>
        <source>Export page as S&amp;VG…</source>
        <translation>将页面导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="154"/>
        <source>&amp;Handout (PDF)…</source>
        <translation>讲义 PDF(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="155"/>
        <source>&amp;A4</source>
        <translation>&amp;A4</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="156"/>
        <source>US &amp;Letter</source>
        <translation>美国信纸(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="157"/>
        <source>&amp;Screenshot of the window…</source>
        <translation>窗口截图(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="158"/>
        <source>&amp;Reset settings</source>
        <translation>重置设置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="159"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="161"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="163"/>
        <source>&amp;Next page / step</source>
        <translation>下一页 / 下一步(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="164"/>
        <source>Pre&amp;vious page / step</source>
        <translation>上一页 / 上一步(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="165"/>
        <source>Turn to the next page</source>
        <translation>翻到下一页</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="166"/>
        <source>Turn to the previous page</source>
        <translation>翻到上一页</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="167"/>
        <source>Pause or resume playback</source>
        <translation>暂停或继续播放</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="178"/>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="179"/>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="180"/>
        <source>Larger presenter text</source>
        <translation>放大演示文字</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="181"/>
        <source>Smaller presenter text</source>
        <translation>缩小演示文字</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="182"/>
        <source>Fit this page to the window</source>
        <translation>让本页适应窗口</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="183"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="184"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="185"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="186"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="187"/>
        <source>&amp;About Redlock Lab</source>
        <translation>关于 Redlock 实验室(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="150"/>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="151"/>
        <source>Save scenario &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="148"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="188"/>
        <source>&amp;Safety check…</source>
        <translation>安全性检查(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="168"/>
        <source>Play or pause the trace (protocol page)</source>
        <translation>播放或暂停时序（协议页面）</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="169"/>
        <source>One event forward (protocol page)</source>
        <translation>前进一个事件（协议页面）</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="170"/>
        <source>One event back (protocol page)</source>
        <translation>后退一个事件（协议页面）</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="173"/>
        <source>Flip master M1–M9 (majority page)</source>
        <translation>切换主节点 M1–M9（多数派页面）</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="175"/>
        <source>Page &amp;list</source>
        <translation>页面列表(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="176"/>
        <source>&amp;Reset this page</source>
        <translation>重置本页(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/app/window_actions.cpp" line="177"/>
        <source>Reset the &amp;whole lab</source>
        <translation>重置整个实验室(&amp;W)</translation>
    </message>
</context>
</TS>
