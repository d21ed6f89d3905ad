<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>redlock::sim::Narration</name>
    <message>
        <source>%1 may not extend again: the cap of %2 %2[extension|extensions] is reached, and its validity already ended at %3 ms, so it must not use the resource.</source>
        <translation>%1 不能再续约：已达到 %2 次续约的上限，而且它的有效期已在 %3 毫秒结束，因此不得再使用该资源。</translation>
    </message>
    <message>
        <source>%1 is done and sends its release to every master, but only %2 %3[deletes|delete] its key: %4 still %5[holds|hold] it.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求，但只有 %2 删除了它的键：%4 仍持有该键。</translation>
    </message>
    <message>
        <source>%1 is done and sends its release to every master, but none of them deletes its key: %2 still %3[holds|hold] it.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求，但没有一个主节点删除它的键：%2 仍持有该键。</translation>
    </message>
    <message>
        <source>%1 is done and sends its release to every master; none still held its key.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求；已没有主节点持有它的键。</translation>
    </message>
    <message>
        <source>%1 is done and sends its release to every master.</source>
        <translation>%1 完成工作，向每个主节点发送释放请求。</translation>
    </message>
    <message>
        <source>Leftover keys of %3 on %2 keep %1 from those votes, although %3 does not hold the lock, until they are deleted at %4 ms.</source>
        <translation>%3 留在 %2 上的残留键让 %1 拿不到这些票，尽管 %3 并不持有锁，直到这些键在 %4 毫秒被删除。</translation>
    </message>
    <message>
        <source>%3&apos;s attempt, running at the same time, got its key onto %2 first, so %1 loses %4[that vote|those votes] (a split vote).</source>
        <translation>%3 同时进行的加锁尝试先把键写到了 %2 上，所以 %1 失去了这些票（分票）。</translation>
    </message>
</context>
<context>
    <name>redlock::sim::Choose</name>
    <message>
        <source>no failover in this design: the crashed master stays down one TTL</source>
        <translation>此设计没有故障转移：崩溃的主节点停机一个 TTL</translation>
    </message>
    <message>
        <source>no failover in this design: the server restarts from its own disk</source>
        <translation>此设计没有故障转移：服务器从自己的磁盘重启</translation>
    </message>
    <message>
        <source>no failover</source>
        <translation>无故障转移</translation>
    </message>
    <message>
        <source>worst of %1 fault times, %2 ms apart</source>
        <translation>%1 个故障时刻中最坏的一个，间隔 %2 毫秒</translation>
    </message>
    <message>
        <source>The storage can refuse a stale token, so one server with a job lease is enough: when its clock jumped, two workers believed for %1 ms, and the storage took %2 stale %2[write|writes] only in the gap before the new worker&apos;s first write raised the fence (the job&apos;s attempt counter). A new holder that shows its token to the storage before it works closes that gap.</source>
        <translation>存储能拒绝陈旧的令牌，所以一台服务器加任务租约就够了：它的时钟跳变时，两个工作进程都认为自己持有锁 %1 毫秒，存储只在新工作进程第一次写入抬高栅栏（任务的尝试计数器）之前的空档里接受了 %2 次陈旧写入。新的持有者在开始工作前先把令牌交给存储登记，就能堵上这个空档。</translation>
    </message>
    <message>
        <source>Whatever the lock, keep it narrow (one key per resource, not one for the whole service) and hold it briefly: most services need nothing more, and a short critical section gives a pause or a clock step less time to hit.</source>
        <translation>无论用哪种锁，都要让锁的粒度细（每个资源一个键，而不是整个服务一把锁），并且持有时间要短：大多数服务只需要这些，而短小的临界区也让停顿或时钟跳变更难碰上。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChooseTexts</name>
    <message>
        <source>Redlock, misconfigured</source>
        <translation>红锁，错误部署</translation>
    </message>
    <message>
        <source>The same five masters deployed against the spec, as often seen: a crashed master restarts at once with an empty keyspace, and failover promotes an asynchronous replica.</source>
        <translation>同样的五个主节点，却按常见的、违背规范的方式部署：崩溃的主节点立即以空键空间重启，故障转移会提升一个异步复制的副本。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ChoosePage</name>
    <message>
        <source>The article suggests a client library&apos;s RedLock, such as Redisson&apos;s, for teams on Redis. Redisson itself has deprecated its RedLock (since version 3.12.5) in favour of its plain lock and a lock that hands out a fencing token.</source>
        <translation>文章建议使用 Redis 的团队采用客户端库提供的红锁实现，例如 Redisson。而 Redisson 自己已经（自 3.12.5 版起）弃用了它的红锁，改为推荐它的普通锁和一种会发放栅栏令牌的锁。</translation>
    </message>
    <message>
        <source>Shown: the worst of %1 fault times, with the fault %2 ms later than written.</source>
        <translation>此处显示：%1 个故障时刻中最坏的一个，故障比脚本晚 %2 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::RunSummary</name>
    <message>
        <source>1 stale write</source>
        <translation>1 次陈旧写入</translation>
    </message>
    <message>
        <source>%1 stale writes</source>
        <translation>%1 次陈旧写入</translation>
    </message>
    <message>
        <source>an overlap of %1 ms and %2</source>
        <translation>重叠 %1 毫秒，以及 %2</translation>
    </message>
    <message>
        <source>an overlap of %1 ms</source>
        <translation>重叠 %1 毫秒</translation>
    </message>
    <message>
        <source>Safe at every fault time tried: the same faults moved 0 to %1 ms later, every %2 ms (%3 runs), never gave an overlap or a stale write.</source>
        <translation>在试过的每个故障时刻都安全：同样的故障推后 0 到 %1 毫秒，每 %2 毫秒一次（共 %3 次运行），从未出现重叠或陈旧写入。</translation>
    </message>
    <message>
        <source>Safe at this fault time only: moved %1 ms later, the same faults give %2.</source>
        <translation>只在这个故障时刻安全：推后 %1 毫秒，同样的故障会造成%2。</translation>
    </message>
    <message>
        <source>Across %1 fault times, moved 0 to %2 ms later every %3 ms, the worst gives %4 (faults %5 ms later).</source>
        <translation>在 %1 个故障时刻中（推后 0 到 %2 毫秒，每 %3 毫秒一次），最坏的一次造成%4（故障推后 %5 毫秒）。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::GatesPage</name>
    <message>
        <source>The course article&apos;s example: a 10 000 ms TTL and 200 ms elapsed leave %1 ms, as it subtracts no drift. The reference code also subtracts the drift allowance (1 % of the TTL + 2 ms = %2 ms), which leaves %3 ms.</source>
        <translation>课程文章的例子：TTL 10 000 毫秒、耗时 200 毫秒，剩下 %1 毫秒，因为它没有减去漂移。参考实现还会减去漂移余量（TTL 的 1 % + 2 毫秒 = %2 毫秒），于是剩下 %3 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ScenarioText</name>
    <message>
        <source>If the storage can check something, it can compare-and-set on the lock&apos;s random value instead (gc-pause-after, check-and-set); Redlock itself hands out no ordered token.</source>
        <translation>如果存储能做检查，它也可以改为对锁的随机值做比较并设置（gc-pause-after，check-and-set）；红锁本身不发放有序令牌。</translation>
    </message>
    <message>
        <source>A fencing token must grow with every grant. Redlock&apos;s masters count on their own, so the counts two different majorities read can go backwards; only one counter that every grant passes through, in a consensus service, can number the tokens.</source>
        <translation>栅栏令牌必须随每次授予而增长。红锁的各主节点各自计数，所以两个不同多数派读到的计数可能倒退；只有每次授予都经过的同一个计数器（在共识服务里）才能为令牌编号。</translation>
    </message>
    <message>
        <source>The same compare-and-set, but C1&apos;s pause ends at 10520 ms: after C2 asks for the lock (10500 ms), before C2 tags the resource (10550 ms).</source>
        <translation>同样的比较并设置，但 C1 的停顿在 10520 毫秒结束：在 C2 请求锁（10500 毫秒）之后，在 C2 给资源打标记（10550 毫秒）之前。</translation>
    </message>
    <message>
        <source>C1 enters a stop-the-world pause of 10.37 s.</source>
        <translation>C1 进入 10.37 秒的全停顿（stop-the-world）。</translation>
    </message>
    <message>
        <source>C1 resumes and sends its write before C2 has tagged the resource.</source>
        <translation>C1 恢复运行，在 C2 给资源打标记之前发出写入。</translation>
    </message>
    <message>
        <source>The same fencing tokens, but C1&apos;s pause ends at 10520 ms: after C2 asks for the lock (10500 ms), before C2&apos;s first write (10600 ms).</source>
        <translation>同样的栅栏令牌，但 C1 的停顿在 10520 毫秒结束：在 C2 请求锁（10500 毫秒）之后，在 C2 第一次写入（10600 毫秒）之前。</translation>
    </message>
    <message>
        <source>C1 resumes and sends its write before C2&apos;s first write.</source>
        <translation>C1 恢复运行，在 C2 第一次写入之前发出写入。</translation>
    </message>
    <message>
        <source>The ZooKeeper lock recipe: each client creates an ephemeral sequential node; the client with the lowest node has the lock while its session lives, and a session not renewed for 10 s (the pause stops the heartbeats) expires with its node. The node&apos;s number could serve as a fencing token; this storage checks nothing.</source>
        <translation>ZooKeeper 的锁方案：每个客户端创建一个临时顺序节点；节点编号最小的客户端在其会话存活期间拥有锁，而 10 秒没有续约的会话（停顿会让心跳停止）会连同它的节点一起过期。节点编号本可以当作栅栏令牌；这里的存储什么也不检查。</translation>
    </message>
    <message>
        <source>A fencing token from Redlock&apos;s own masters?</source>
        <translation>从红锁自己的主节点得到栅栏令牌？</translation>
    </message>
    <message>
        <source>Each master counts the SETs it has taken, and a client uses the largest count among the masters that answer OK as its token. C0 reaches only M1 and tries nine times; every SET that M1 takes raises M1&apos;s count. C1 reaches M1, M2, M3, asks at 2000 ms, reads at 2100 ms and pauses for 15 s at 2150 ms, before it writes. C2 reaches M3, M4, M5 and asks at 12500 ms. The storage keeps the highest token it has seen.</source>
        <translation>每个主节点统计自己接受过的 SET 次数，客户端取回复 OK 的主节点中最大的计数作为令牌。C0 只能连到 M1，尝试九次；M1 每接受一次 SET，M1 的计数就加一。C1 连到 M1、M2、M3，在 2000 毫秒请求锁，2100 毫秒读取，2150 毫秒停顿 15 秒，之后才写入。C2 连到 M3、M4、M5，在 12500 毫秒请求锁。存储记住它见过的最高令牌。</translation>
    </message>
    <message>
        <source>C2 asks for the lock through M3, M4 and M5.</source>
        <translation>C2 通过 M3、M4、M5 请求锁。</translation>
    </message>
    <message>
        <source>For contrast, one counter that every grant passes through numbers the tokens (here the storage&apos;s own; in a real system a consensus service&apos;s).</source>
        <translation>作为对照，用一个每次授予都经过的计数器为令牌编号（这里是存储自己的；真实系统中是共识服务的）。</translation>
    </message>
    <message>
        <source>check-and-set, woken before the new tag</source>
        <translation>比较并设置，在新标记之前醒来</translation>
    </message>
    <message>
        <source>fencing token, woken before the new token</source>
        <translation>栅栏令牌，在新令牌之前醒来</translation>
    </message>
    <message>
        <source>ZooKeeper lock recipe</source>
        <translation>ZooKeeper 锁方案</translation>
    </message>
    <message>
        <source>one counter for every grant</source>
        <translation>所有授予共用一个计数器</translation>
    </message>
</context>
</TS>
