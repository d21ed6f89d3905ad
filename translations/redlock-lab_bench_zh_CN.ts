<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>redlock::ui::BenchPage</name>
        <message>
            <source>t = %1 s of %2 s</source>
            <translation>t = %1 秒（共 %2 秒）</translation>
        </message>
        <message>
            <source>Nothing has happened yet: press Play.</source>
            <translation>还什么都没有发生：请按“播放”。</translation>
        </message>
        <message>
            <source>At %1 ms: %2</source>
            <translation>%1 毫秒：%2</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <source>Crash (stays down)</source>
            <translation>崩溃（一直宕机）</translation>
        </message>
        <message>
            <source>Restart keeping the key</source>
            <translation>重启并保留键</translation>
        </message>
        <message>
            <source>Restart wiped (key lost)</source>
            <translation>清空后重启（键丢失）</translation>
        </message>
        <message>
            <source>Hang for the fault length</source>
            <translation>挂起，时长为故障时长</translation>
        </message>
        <message>
            <source>Clock jump by the jump amount</source>
            <translation>时钟按跳变量跳变</translation>
        </message>
        <message>
            <source>Pause (GC) for the fault length</source>
            <translation>GC 停顿，时长为故障时长</translation>
        </message>
        <message>
            <source>Cut off from the masters for the fault length</source>
            <translation>与所有主节点断开，时长为故障时长</translation>
        </message>
        <message>
            <source>The bench</source>
            <translation>实验台</translation>
        </message>
        <message>
            <source>Masters</source>
            <translation>主节点</translation>
        </message>
        <message>
            <source>Clients</source>
            <translation>客户端</translation>
        </message>
        <message>
            <source>TTL (ms)</source>
            <translation>TTL（毫秒）</translation>
        </message>
        <message>
            <source>Work (ms)</source>
            <translation>工作（毫秒）</translation>
        </message>
        <message>
            <source>Think (ms)</source>
            <translation>思考（毫秒）</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>种子</translation>
        </message>
        <message>
            <source>Run (s)</source>
            <translation>运行（秒）</translation>
        </message>
        <message>
            <source>Write to the storage after the work</source>
            <translation>工作结束后写入存储</translation>
        </message>
        <message>
            <source>Storage checks</source>
            <translation>存储检查</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>不检查</translation>
        </message>
        <message>
            <source>a fencing token</source>
            <translation>栅栏令牌</translation>
        </message>
        <message>
            <source>Fault length (ms)</source>
            <translation>故障时长（毫秒）</translation>
        </message>
        <message>
            <source>Restart after (ms)</source>
            <translation>多久后重启（毫秒）</translation>
        </message>
        <message>
            <source>Clock jump (ms)</source>
            <translation>时钟跳变（毫秒）</translation>
        </message>
        <message>
            <source>%1×</source>
            <translation>%1×</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>速度</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>单步</translation>
        </message>
        <message>
            <source>Move the playhead to the next thing that happens</source>
            <translation>把播放头移到下一件发生的事</translation>
        </message>
        <message>
            <source>Clear marks</source>
            <translation>清除标记</translation>
        </message>
        <message>
            <source>Remove every mark and go back to the start; the settings stay</source>
            <translation>删除所有标记并回到开头；设置保持不变</translation>
        </message>
        <message>
            <source>Click a lane or choose it with Up and Down, then press a key: on a master C crash, K restart keeping the key, W restart wiped, H hang, J clock jump; on a client P pause, X cut off. Drag a mark (or Left and Right) to move it, Delete removes it. Space plays and pauses.</source>
            <translation>点击一条泳道，或用上、下方向键选中它，然后按键：在主节点上，C 崩溃，K 重启并保留键，W 清空后重启，H 挂起，J 时钟跳变；在客户端上，P 停顿，X 断开。拖动标记（或用左、右方向键）可以移动它，Delete 删除它。空格键播放或暂停。</translation>
        </message>
        <message>
            <source>overlaps</source>
            <translation>重叠</translation>
        </message>
        <message>
            <source>stale writes</source>
            <translation>陈旧写入</translation>
        </message>
        <message>
            <source>lost releases</source>
            <translation>丢失的释放</translation>
        </message>
        <message>
            <source>unavailable stretches</source>
            <translation>不可用时段</translation>
        </message>
        <message>
            <source>Save as scenario…</source>
            <translation>另存为场景……</translation>
        </message>
        <message>
            <source>Save the bench's run as a scenario file: it opens on the timing page and plays with redlockctl simulate --file</source>
            <translation>把实验台的这次运行保存为场景文件：它能在时序页面打开，也能用 redlockctl simulate --file 播放</translation>
        </message>
        <message>
            <source>Open on the timing page</source>
            <translation>在时序页面打开</translation>
        </message>
        <message>
            <source>Play this run as run A on the timing page</source>
            <translation>在时序页面把这次运行作为运行 A 播放</translation>
        </message>
        <message>
            <source>Scroll the choices</source>
            <translation>滚动选项</translation>
        </message>
        <message>
            <source>The bench's lanes: masters, clients and the storage</source>
            <translation>实验台的泳道：主节点、客户端和存储</translation>
        </message>
        <message>
            <source>What just happened</source>
            <translation>刚刚发生了什么</translation>
        </message>
        <message>
            <source>The run is still being computed; try again in a moment.</source>
            <translation>这次运行还在计算中，请稍后再试。</translation>
        </message>
        <message>
            <source>Could not save “%1”: %2</source>
            <translation>无法保存“%1”：%2</translation>
        </message>
        <message>
            <source>Save as scenario</source>
            <translation>另存为场景</translation>
        </message>
        <message>
            <source>Scenario files (*.json)</source>
            <translation>场景文件 (*.json)</translation>
        </message>
        <message>
            <source>The timing page is not in this window.</source>
            <translation>这个窗口里没有时序页面。</translation>
        </message>
        <message>
            <source>Bench: %1 masters, %2 clients, TTL %3 ms, seed %4</source>
            <translation>实验台：%1 个主节点，%2 个客户端，TTL %3 毫秒，种子 %4</translation>
        </message>
        <message>
            <source>%1 masters · %2 clients · TTL %3 ms · work %4 ms · think %5 ms · seed %6</source>
            <translation>%1 个主节点 · %2 个客户端 · TTL %3 毫秒 · 工作 %4 毫秒 · 思考 %5 毫秒 · 种子 %6</translation>
        </message>
        <message>
            <source>Marks: %1</source>
            <translation>标记：%1</translation>
        </message>
        <message>
            <source>How many masters vote: a majority of them makes the lock</source>
            <translation>有多少个主节点投票：其中的过半数就能拿到锁</translation>
        </message>
        <message>
            <source>How many clients loop acquire, work, release, think</source>
            <translation>有多少个客户端循环执行：加锁、工作、释放、思考</translation>
        </message>
        <message>
            <source>How long each master keeps a client's key</source>
            <translation>每个主节点保留客户端的键多久</translation>
        </message>
        <message>
            <source>How long a client holds the lock before it writes and releases</source>
            <translation>客户端在写入并释放之前持有锁多久</translation>
        </message>
        <message>
            <source>How long a client waits after a release before it asks again</source>
            <translation>客户端释放之后等待多久再次请求</translation>
        </message>
        <message>
            <source>The seed of the run: the same seed and marks give the same run</source>
            <translation>这次运行的种子：相同的种子和标记得到相同的运行</translation>
        </message>
        <message>
            <source>How long the run lasts, in seconds of simulated time</source>
            <translation>运行持续多久，以模拟时间的秒计</translation>
        </message>
        <message>
            <source>What the storage checks before it accepts a write</source>
            <translation>存储在接受写入之前检查什么</translation>
        </message>
        <message>
            <source>Ticked: each client writes to the storage at the end of its work</source>
            <translation>勾选：每个客户端在工作结束时写入存储</translation>
        </message>
        <message>
            <source>How long a new hang, pause or cut-off lasts</source>
            <translation>新加的挂起、停顿或断开持续多久</translation>
        </message>
        <message>
            <source>How long a restarted master stays down before it is back</source>
            <translation>重启的主节点宕机多久才回来</translation>
        </message>
        <message>
            <source>How far a new clock jump moves the master's clock (negative: back)</source>
            <translation>新加的时钟跳变把主节点的时钟拨动多少（负数：往回拨）</translation>
        </message>
        <message>
            <source>How fast simulated time runs</source>
            <translation>模拟时间走得多快</translation>
        </message>
        <message>
            <source>Let time run, or stop it</source>
            <translation>让时间流逝，或让它停下</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::PageCatalog</name>
        <message>
            <source>Lab bench</source>
            <translation>实验台</translation>
        </message>
        <message>
            <source>Time runs and the clients keep locking: break a master or a client and watch.</source>
            <translation>时间在流逝，客户端不停地加锁：弄坏一个主节点或客户端，看看会发生什么。</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::RecapPage</name>
        <message>
            <source>Lab bench: with time running and clients locking over and over, one fault at the wrong moment is enough. Restarting a majority of the masters without their keys while a client holds the lock lets a second client in; a pause past the TTL turns the first client's next write stale.</source>
            <translation>实验台：时间在流逝、客户端一次次加锁时，在错误的时刻出一次故障就足够了。在某个客户端持有锁时，让多数派主节点丢掉键后重启，第二个客户端就能拿到锁；停顿超过 TTL，会让第一个客户端的下一次写入变成陈旧写入。</translation>
        </message>
        <message>
            <source>two of three masters restarted wiped during a hold: %1 overlap(s); restarted keeping the key: %2</source>
            <translation>持有期间三个主节点中的两个清空后重启：%1 次重叠；保留键重启：%2 次</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::ShortcutSheet</name>
        <message>
            <source>Lab bench: choose a lane</source>
            <translation>实验台：选择泳道</translation>
        </message>
        <message>
            <source>Lab bench, on a master: crash, restart keeping the key, restart wiped, hang, clock jump</source>
            <translation>实验台，在主节点上：崩溃、重启并保留键、清空后重启、挂起、时钟跳变</translation>
        </message>
        <message>
            <source>Lab bench, on a client: pause, cut off from the masters</source>
            <translation>实验台，在客户端上：停顿、与主节点断开</translation>
        </message>
        <message>
            <source>Lab bench, with a mark chosen: move it, remove it</source>
            <translation>实验台，选中标记时：移动它、删除它</translation>
        </message>
    </context>
    <context>
        <name>redlock::ui::TryThis</name>
        <message>
            <source>Crash three of the five masters while the clients loop. What does the monitor count?</source>
            <translation>在客户端循环加锁时，让五个主节点中的三个崩溃。监视器数出了什么？</translation>
        </message>
        <message>
            <source>While C1 holds the lock, restart a majority of the masters wiped: find the overlap.</source>
            <translation>在 C1 持有锁时，让多数派主节点清空后重启：找出重叠。</translation>
        </message>
        <message>
            <source>Pause a client for longer than the TTL while it holds the lock: find the stale write, then make the storage check a fencing token.</source>
            <translation>在客户端持有锁时让它停顿超过 TTL：找出陈旧写入，然后让存储检查栅栏令牌。</translation>
        </message>
    </context>
</TS>
