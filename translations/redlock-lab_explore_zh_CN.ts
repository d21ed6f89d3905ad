<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>redlock::ui::ExplorePage</name>
        <message>
            <source>Cancelling…</source>
            <translation>正在取消……</translation>
        </message>
        <message>
            <source>%1 states explored · %2 states per second · depth %3</source>
            <translation>已探索 %1 个状态 · 每秒 %2 个状态 · 深度 %3</translation>
        </message>
        <message>
            <source>a pause longer than the validity left</source>
            <translation>停顿长于剩余的有效期</translation>
        </message>
        <message>
            <source>a clock jump larger than the drift allowance</source>
            <translation>时钟跳变大于漂移余量</translation>
        </message>
        <message>
            <source>a clock running fast by more than the drift allowance covers</source>
            <translation>时钟走快的幅度超出了漂移余量能覆盖的范围</translation>
        </message>
        <message>
            <source>a restart without persistence before the TTL ran out</source>
            <translation>在 TTL 到期之前、没有持久化的重启</translation>
        </message>
        <message>
            <source>no validity check after the acquire</source>
            <translation>获取锁之后没有检查有效期</translation>
        </message>
        <message>
            <source>a random value gives the storage no order</source>
            <translation>随机值无法让存储判断先后</translation>
        </message>
        <message>
            <source>a write delayed in the network until a later holder wrote</source>
            <translation>一次写入在网络中被延迟，直到后来的持有者已经写入</translation>
        </message>
        <message>
            <source>split votes: with no fault at all, every client gave up</source>
            <translation>选票分散：没有任何故障，所有客户端却都放弃了</translation>
        </message>
        <message>
            <source>messages delayed or lost</source>
            <translation>消息被延迟或丢失</translation>
        </message>
        <message>
            <source>the depth limit</source>
            <translation>深度上限</translation>
        </message>
        <message>
            <source>the time limit</source>
            <translation>时间上限</translation>
        </message>
        <message>
            <source>a cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>the state budget</source>
            <translation>状态预算</translation>
        </message>
        <message>
            <source>The search cannot start: %1</source>
            <translation>搜索无法开始：%1</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>正在搜索……</translation>
        </message>
        <message>
            <source>No search yet: choose the assumptions and press Search.</source>
            <translation>尚未搜索：选好假设，然后按“搜索”。</translation>
        </message>
        <message>
            <source>It can break: %1.</source>
            <translation>它会被打破：%1。</translation>
        </message>
        <message>
            <source>It cannot break under these assumptions: the whole state space was searched.</source>
            <translation>在这些假设下它不会被打破：整个状态空间都已搜索完毕。</translation>
        </message>
        <message>
            <source>Search cancelled: no violation in what was searched, and that proves nothing.</source>
            <translation>搜索已取消：已搜索的部分没有违规，但这证明不了什么。</translation>
        </message>
        <message>
            <source>No violation found, but the search was bounded: not a proof.</source>
            <translation>没有发现违规，但这是有界搜索：不是证明。</translation>
        </message>
        <message>
            <source>Two clients both believed they held the lock at the same time.</source>
            <translation>两个客户端在同一时刻都认为自己持有锁。</translation>
        </message>
        <message>
            <source>The storage accepted a stale write: a holder whose lock had ended wrote after a later holder.</source>
            <translation>存储接受了一次陈旧写入：锁已结束的持有者在后来的持有者之后写入。</translation>
        </message>
        <message>
            <source>No client ever got the lock, though no fault was active.</source>
            <translation>没有任何故障，却没有一个客户端拿到锁。</translation>
        </message>
        <message numerus="yes">
            <source>The shortest schedule has %n step(s); found after %1 states in %2 s. The simulator plays it below.</source>
            <translation>
                <numerusform>最短的调度有 %n 步；在 %2 秒内探索 %1 个状态后找到。下方由模拟器播放它。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every schedule the adversary can choose within these budgets was tried: %1 states, %n step(s) deep, in %2 s. Neither two holders at once nor a stale write is possible in this model.</source>
            <translation>
                <numerusform>对手在这些预算内能选的每一种调度都试过了：%1 个状态，深 %n 步，用时 %2 秒。在这个模型里，既不会同时有两个持有者，也不会有陈旧写入。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Searched %1 states, every schedule up to %n step(s), in %2 s; stopped by %3. A bounded search is not a proof: a longer schedule might still break the lock. Raise the budget or drop a fault to search the whole space.</source>
            <translation>
                <numerusform>用时 %2 秒搜索了 %1 个状态，覆盖不超过 %n 步的每一种调度；因%3而停止。有界搜索不是证明：更长的调度仍可能打破锁。提高预算或去掉一种故障，才能搜索整个空间。</numerusform>
            </translation>
        </message>
        <message>
            <source>The search has not run yet.</source>
            <translation>搜索尚未运行。</translation>
        </message>
        <message>
            <source>The assumptions changed since this search: press Search to ask again.</source>
            <translation>这次搜索之后假设已改变：按“搜索”重新提问。</translation>
        </message>
        <message>
            <source>Clocks stay within the drift allowance (%1 ms)</source>
            <translation>时钟保持在漂移余量之内（%1 毫秒）</translation>
        </message>
        <message>
            <source>Ticked: no master's clock jumps further than the drift allowance, %1 ms for this TTL (the client subtracts it from the validity), so the jump below stops there. Unticked: a clock may jump as far as the box below says.</source>
            <translation>勾选：任何主节点的时钟都不会跳得比漂移余量更远，这个 TTL 下为 %1 毫秒（客户端会从有效期中减去它），所以下方的跳变幅度到此为止。不勾选：时钟可跳到下方数值框给出的幅度。</translation>
        </message>
        <message>
            <source>The assumptions</source>
            <translation>假设</translation>
        </message>
        <message>
            <source>antirez says Redlock is safe if pauses are shorter than the validity left, clocks advance at about the right rate, and a crashed master stays down for a TTL (or keeps its keys). Kleppmann says real systems break those assumptions. Choose what the adversary may do, press Search, and the core tries every schedule, shortest first, until two clients both hold the lock or the storage takes a stale write.</source>
            <translation>antirez 说：只要停顿短于剩余的有效期、时钟以大致正确的速率前进、崩溃的主节点停机一个 TTL（或保留它的键），红锁就是安全的。Kleppmann 说：真实系统会打破这些假设。选择对手能做什么，按“搜索”，核心会从最短的开始尝试每一种调度，直到两个客户端同时持有锁，或存储接受一次陈旧写入。</translation>
        </message>
        <message>
            <source>Positions in the debate:</source>
            <translation>争论中的立场：</translation>
        </message>
        <message>
            <source>antirez's assumptions</source>
            <translation>antirez 的假设</translation>
        </message>
        <message>
            <source>Drop: pauses are short</source>
            <translation>去掉：停顿很短</translation>
        </message>
        <message>
            <source>Drop: clocks keep to the drift</source>
            <translation>去掉：时钟不超出漂移</translation>
        </message>
        <message>
            <source>Drop: a crashed master waits a TTL</source>
            <translation>去掉：崩溃的主节点等一个 TTL</translation>
        </message>
        <message>
            <source>No pauses, clocks within the drift allowance, a crashed master stays down for a TTL, no fencing</source>
            <translation>没有停顿，时钟在漂移余量之内，崩溃的主节点停机一个 TTL，不用栅栏令牌</translation>
        </message>
        <message>
            <source>A client may pause for 40 ms, longer than the whole TTL; no other fault</source>
            <translation>客户端可停顿 40 毫秒，比整个 TTL 还长；没有其他故障</translation>
        </message>
        <message>
            <source>A master's clock may jump forward by 10 ms, beyond the drift allowance; no other fault</source>
            <translation>主节点的时钟可向前跳 10 毫秒，超出漂移余量；没有其他故障</translation>
        </message>
        <message>
            <source>A crashed master returns at once, without persistence; no other fault</source>
            <translation>崩溃的主节点立即回来，没有持久化；没有其他故障</translation>
        </message>
        <message>
            <source>Masters:</source>
            <translation>主节点：</translation>
        </message>
        <message>
            <source>Clients:</source>
            <translation>客户端：</translation>
        </message>
        <message>
            <source>TTL:</source>
            <translation>TTL：</translation>
        </message>
        <message>
            <source>A client pauses at most:</source>
            <translation>客户端最多停顿：</translation>
        </message>
        <message>
            <source>A master's clock jumps at most:</source>
            <translation>主节点的时钟最多跳变：</translation>
        </message>
        <message>
            <source>Masters may crash and restart</source>
            <translation>主节点可能崩溃并重启</translation>
        </message>
        <message>
            <source>A crashed master waits a TTL before it returns</source>
            <translation>崩溃的主节点等一个 TTL 再回来</translation>
        </message>
        <message>
            <source>Persistence: a master keeps its keys across a restart</source>
            <translation>持久化：主节点重启后仍保留它的键</translation>
        </message>
        <message>
            <source>The storage checks a fencing token:</source>
            <translation>存储检查栅栏令牌：</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>monotonic token</source>
            <translation>单调递增的令牌</translation>
        </message>
        <message>
            <source>compare-and-set on the random value</source>
            <translation>对随机值做比较并设置</translation>
        </message>
        <message>
            <source>A message takes at most:</source>
            <translation>一条消息最多耗时：</translation>
        </message>
        <message>
            <source>Messages may be lost</source>
            <translation>消息可能丢失</translation>
        </message>
        <message>
            <source>Naive client: no validity check after the acquire</source>
            <translation>朴素客户端：获取锁之后不检查有效期</translation>
        </message>
        <message>
            <source>Search at most:</source>
            <translation>最多搜索：</translation>
        </message>
        <message>
            <source> ms</source>
            <translation> 毫秒</translation>
        </message>
        <message>
            <source> thousand states</source>
            <translation> 千个状态</translation>
        </message>
        <message>
            <source>How many independent masters the lock uses (3 to 7)</source>
            <translation>锁使用多少个独立的主节点（3 到 7 个）</translation>
        </message>
        <message>
            <source>How many clients compete for the lock (2 or 3)</source>
            <translation>多少个客户端争抢这把锁（2 或 3 个）</translation>
        </message>
        <message>
            <source>The lock's time to live; the drift allowance grows with it</source>
            <translation>锁的存活时间；漂移余量随它增大</translation>
        </message>
        <message>
            <source>The longest stop-the-world pause of a client, at any point, also between the acquire and the write (0: a client never stops)</source>
            <translation>客户端最长的全局停顿，可发生在任何时刻，包括获取锁与写入之间（0：客户端从不停顿）</translation>
        </message>
        <message>
            <source>How far one master's wall clock may jump forward (0: clocks never jump)</source>
            <translation>一个主节点的系统时钟最多可向前跳多远（0：时钟从不跳变）</translation>
        </message>
        <message>
            <source>Ticked: the adversary may crash a master and restart it</source>
            <translation>勾选：对手可以让主节点崩溃再重启</translation>
        </message>
        <message>
            <source>Ticked: a crashed master stays down for one TTL before it returns, as the Redlock description asks; unticked: it returns at once</source>
            <translation>勾选：崩溃的主节点按红锁描述的要求停机一个 TTL 再回来；不勾选：它立即回来</translation>
        </message>
        <message>
            <source>Ticked: a restarted master still has its keys (fsync always); unticked: it returns empty</source>
            <translation>勾选：重启的主节点仍保有它的键（fsync always）；不勾选：它回来时是空的</translation>
        </message>
        <message>
            <source>What the storage checks before it accepts a write</source>
            <translation>存储在接受写入之前检查什么</translation>
        </message>
        <message>
            <source>The longest a message between a client and a master may take</source>
            <translation>客户端与主节点之间一条消息最长可耗时多久</translation>
        </message>
        <message>
            <source>Ticked: the adversary may drop any message</source>
            <translation>勾选：对手可以丢弃任何一条消息</translation>
        </message>
        <message>
            <source>Ticked: the client does not subtract the time the acquire took from the TTL, so it believes it holds the lock however late it is</source>
            <translation>勾选：客户端不从 TTL 中减去获取锁所花的时间，所以无论多晚它都认为自己持有锁</translation>
        </message>
        <message>
            <source>The search stops after this many distinct states and says the result is bounded</source>
            <translation>搜索到这么多个不同的状态后停止，并说明结果是有界的</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>搜索</translation>
        </message>
        <message>
            <source>Try every schedule the adversary can choose, shortest first</source>
            <translation>从最短的开始，尝试对手能选的每一种调度</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Stop the search; what was searched so far proves nothing</source>
            <translation>停止搜索；已搜索的部分证明不了什么</translation>
        </message>
        <message>
            <source>States explored out of the budget</source>
            <translation>已探索的状态占预算的比例</translation>
        </message>
        <message>
            <source>The answer</source>
            <translation>答案</translation>
        </message>
        <message>
            <source>Save as scenario file…</source>
            <translation>另存为场景文件……</translation>
        </message>
        <message>
            <source>Open on the timing page</source>
            <translation>在时序页打开</translation>
        </message>
        <message>
            <source>Play the counterexample as run A on the timing page, step by step, with its narration</source>
            <translation>在时序页把反例作为运行 A 逐步播放，并附上叙述</translation>
        </message>
        <message>
            <source>Save the counterexample as a scenario file: it opens on the timing page and plays with redlockctl simulate --file</source>
            <translation>把反例保存为场景文件：它可在时序页打开，也可用 redlockctl simulate --file 播放</translation>
        </message>
        <message>
            <source>Scroll the fencing choices</source>
            <translation>滚动栅栏令牌的选项</translation>
        </message>
        <message>
            <source>Search progress</source>
            <translation>搜索进度</translation>
        </message>
        <message>
            <source>What was searched</source>
            <translation>搜索了什么</translation>
        </message>
        <message>
            <source>The counterexample's timeline</source>
            <translation>反例的时间线</translation>
        </message>
        <message>
            <source>There is no counterexample to save: the search found no violation.</source>
            <translation>没有可保存的反例：搜索没有发现违规。</translation>
        </message>
        <message>
            <source>Could not save “%1”: %2</source>
            <translation>无法保存“%1”：%2</translation>
        </message>
        <message>
            <source>There is no counterexample to open: the search found no violation.</source>
            <translation>没有可打开的反例：搜索没有发现违规。</translation>
        </message>
        <message>
            <source>The timing page is not in this window.</source>
            <translation>这个窗口里没有时序页。</translation>
        </message>
        <message>
            <source>Save as scenario file</source>
            <translation>另存为场景文件</translation>
        </message>
        <message>
            <source>Scenario files (*.json)</source>
            <translation>场景文件 (*.json)</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::PageCatalog</name>
        <message>
            <source>Can it break?</source>
            <translation>它会被打破吗？</translation>
        </message>
        <message>
            <source>Choose the assumptions; a search tries every schedule that could break the lock.</source>
            <translation>选择假设；搜索会尝试每一种可能打破锁的调度。</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::RecapPage</name>
        <message>
            <source>Can it break? A search that tries every schedule the adversary may choose answers the debate's question for a model of the protocol: with clocks within the drift allowance and no other fault it finds no two holders; drop one of antirez's assumptions and it finds the shortest schedule that breaks the lock.</source>
            <translation>它会被打破吗？一次尝试对手所能选择的每一种调度的搜索，在协议的模型上回答了争论的问题：时钟在漂移余量之内、没有其他故障时，它找不到两个同时的持有者；去掉 antirez 的任何一个假设，它就会找到打破锁的最短调度。</translation>
        </message>
        <message numerus="yes">
            <source>a master back at once without persistence: two holders after %n step(s)</source>
            <translation>
                <numerusform>主节点没有持久化就立即回来：%n 步之后出现两个持有者</numerusform>
            </translation>
        </message>
        <message>
            <source>a master back at once without persistence: no break found</source>
            <translation>主节点没有持久化就立即回来：没有找到打破锁的调度</translation>
        </message>
        <message>
            <source>clocks within the drift allowance: no break in all %1 states</source>
            <translation>时钟在漂移余量之内：全部 %1 个状态中都没有打破锁</translation>
        </message>
        <message>
            <source>clocks within the drift allowance: not searched to the end</source>
            <translation>时钟在漂移余量之内：没有搜索到底</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::TryThis</name>
        <message>
            <source>Search under antirez's assumptions. Is the answer a proof?</source>
            <translation>在 antirez 的假设下搜索。答案是一个证明吗？</translation>
        </message>
        <message>
            <source>Drop one assumption with its preset and search: which assumption breaks?</source>
            <translation>用预设去掉一个假设再搜索：被打破的是哪个假设？</translation>
        </message>
        <message>
            <source>With long pauses, switch the storage to a monotonic token and search again.</source>
            <translation>在长停顿下，把存储切换为单调递增的令牌，再搜索一次。</translation>
        </message>
    </context>
</TS>
