<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <location filename="../ui/check/check_counters.cpp" line="100"/>
        <source>of %1 attempts</source>
        <translation>共尝试 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="104"/>
        <source>hang %1</source>
        <translation>挂起 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="105"/>
        <source>crash %1</source>
        <translation>崩溃 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="106"/>
        <source>restart %1</source>
        <translation>重启 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="107"/>
        <source>pause %1</source>
        <translation>停顿 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="108"/>
        <source>clock jump %1</source>
        <translation>时钟跳变 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="109"/>
        <source>clock rate %1</source>
        <translation>时钟变速 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="110"/>
        <source>slow link %1</source>
        <translation>慢链路 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="111"/>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="120"/>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="120"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="123"/>
        <source>%1 ms with two holders</source>
        <translation>两个持有者并存 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="125"/>
        <source>of %1 writes</source>
        <translation>共写入 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="127"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="128"/>
        <source>of the time somebody held the lock</source>
        <translation>的时间里有客户端持有锁</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="133"/>
        <source>master %1 hung</source>
        <translation>主节点 %1 挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="135"/>
        <source>master %1 down</source>
        <translation>主节点 %1 宕机</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="141"/>
        <source>All %1 servers stopped.</source>
        <translation>全部 %1 个服务器已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="143"/>
        <source>Faults now: none, all %1 masters up.</source>
        <translation>当前故障：无，%1 个主节点全部在线。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="145"/>
        <source>Faults now: %1.</source>
        <translation>当前故障：%1。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="145"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="150"/>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="151"/>
        <source>Acquisitions</source>
        <translation>加锁成功</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="152"/>
        <source>Faults injected</source>
        <translation>注入的故障</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="153"/>
        <source>Overlaps</source>
        <translation>重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="154"/>
        <source>Stale writes</source>
        <translation>陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="155"/>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="156"/>
        <source>Masters faulted now</source>
        <translation>当前出故障的主节点</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckDialog</name>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="128"/>
        <source>Cancelling: the clients finish their current lock, then every server is stopped…</source>
        <translation>正在取消：客户端先完成手上的这把锁，然后停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="131"/>
        <source>Starting %1 servers of its own…</source>
        <translation>正在启动它自己的 %1 个服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="133"/>
        <source>Running the scripted restart schedule with %1 servers…</source>
        <translation>正在 %1 个服务器上执行脚本化的重启序列…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="135"/>
        <source>Running: %1 clients, random faults from seed %2…</source>
        <translation>运行中：%1 个客户端，随机故障来自种子 %2…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="139"/>
        <source>Time is up: healing the faulted masters and stopping every server…</source>
        <translation>时间到：正在恢复出故障的主节点并停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="141"/>
        <source>Finished after %1 s; every server it started is stopped.</source>
        <translation>%1 秒后结束；它启动的所有服务器均已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="144"/>
        <source>Starts its own servers on this machine; the lab&apos;s backend is not touched.</source>
        <translation>在本机启动它自己的服务器；不会动实验室当前的后端。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="175"/>
        <source>Safety check</source>
        <translation>安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="176"/>
        <source>Runs the same check as redlockctl check: five real servers started for this run only, client threads contending for one lock, and faults on a minority of the masters. Afterwards every client&apos;s belief that it held the lock is compared with every other on one clock.</source>
        <translation>运行与 redlockctl check 相同的检查：只为这次运行启动五个真实服务器，多个客户端线程争抢同一把锁，故障只打在少数主节点上。结束后，在同一个时钟上逐一比对每个客户端“自认为持有锁”的时间段。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="180"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="181"/>
        <source>Ca&amp;ncel run</source>
        <translation>取消运行(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="182"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="183"/>
        <source>Start the safety check</source>
        <translation>开始安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="184"/>
        <source>Cancel the running check</source>
        <translation>取消正在运行的检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="185"/>
        <source>Close the safety check</source>
        <translation>关闭安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="186"/>
        <source>Check status</source>
        <translation>检查状态</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckSettings</name>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="141"/>
        <source>Run</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="142"/>
        <source>&amp;Clients:</source>
        <translation>客户端(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="143"/>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="144"/>
        <source>Faults:</source>
        <translation>故障：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="145"/>
        <source>Restart &amp;delay:</source>
        <translation>重启延迟(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="146"/>
        <source>&amp;Persistence:</source>
        <translation>持久化(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="147"/>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="148"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="149"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="150"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="151"/>
        <source>Hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="152"/>
        <source>Crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="153"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="154"/>
        <source>Pause client</source>
        <translation>客户端停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="155"/>
        <source>Clock jump</source>
        <translation>时钟跳变</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="156"/>
        <source>Clock rate</source>
        <translation>时钟变速</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="157"/>
        <source>Slow link</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="158"/>
        <source>Partition</source>
        <translation>网络分区</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="159"/>
        <source>Auto: TTL + margin (the delayed-restart rule)</source>
        <translation>自动：TTL + 余量（延迟重启规则）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="160"/>
        <source>0 ms: back at once (scripted schedule with restart only)</source>
        <translation>0 毫秒：立即恢复（只选重启时执行脚本化序列）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="161"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="162"/>
        <source>Always (append-only file, fsync always)</source>
        <translation>始终（追加写文件，每次写入都 fsync）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="164"/>
        <source>Client threads</source>
        <translation>客户端线程数</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="165"/>
        <source>Duration in seconds</source>
        <translation>时长（秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="166"/>
        <source>Fault: hang a master (SIGSTOP)</source>
        <translation>故障：挂起主节点（SIGSTOP）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="167"/>
        <source>Fault: crash a master (SIGKILL)</source>
        <translation>故障：让主节点崩溃（SIGKILL）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="168"/>
        <source>Fault: restart a master (clean stop)</source>
        <translation>故障：重启主节点（正常停止）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="169"/>
        <source>Fault: pause a client after it acquires</source>
        <translation>故障：客户端加锁后停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="170"/>
        <source>Fault: step a master&apos;s wall clock forward</source>
        <translation>故障：让某个主节点的系统时钟向前跳</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="171"/>
        <source>Fault: run a master&apos;s wall clock fast</source>
        <translation>故障：让某个主节点的系统时钟走快</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="172"/>
        <source>Fault: delay everything on a master&apos;s link</source>
        <translation>故障：延迟某个主节点链路上的一切</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="173"/>
        <source>Fault: cut a master&apos;s link in both directions</source>
        <translation>故障：双向切断某个主节点的链路</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="174"/>
        <source>A minority&apos;s wall clock steps forward by half the drift allowance, then back (redlockctl check --faults clock-jump)</source>
        <translation>少数主节点的系统时钟向前跳过漂移余量的一半，随后跳回（redlockctl check --faults clock-jump）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="176"/>
        <source>A minority&apos;s wall clock runs fast by half the drift factor, then is set right (--faults clock-rate)</source>
        <translation>少数主节点的系统时钟按漂移系数的一半走快，随后校正（--faults clock-rate）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="178"/>
        <source>Every byte to and from a minority waits twice the per-master timeout, so those masters are misses (--faults delay)</source>
        <translation>进出少数主节点的每个字节都要等待单节点超时的两倍，因此这些主节点都算未应答（--faults delay）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="180"/>
        <source>A minority&apos;s link swallows everything both ways, then heals (--faults partition)</source>
        <translation>少数主节点的链路双向吞掉一切，随后恢复（--faults partition）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="182"/>
        <source>Restart delay</source>
        <translation>重启延迟</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="183"/>
        <source>Persistence</source>
        <translation>持久化</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="184"/>
        <source>Lock TTL in milliseconds</source>
        <translation>锁的 TTL（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="185"/>
        <source>Seed of the fault plan</source>
        <translation>故障计划的种子</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckVerdict</name>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="74"/>
        <source>Restarted masters came back at once with no memory of the lock, so a holder with a bare majority silently lost a vote and a second client won a majority of its own; keeping a master down for longer than the TTL (the delayed-restart rule) closes exactly this gap.</source>
        <translation>重启的主节点立即回来，却已不记得这把锁，于是刚好凑够多数派的持有者悄无声息地少了一票，第二个客户端又拿到了属于自己的多数派；让主节点停机的时间超过 TTL（延迟重启规则）恰好堵住了这个漏洞。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="81"/>
        <source>Two clients believed they held the lock at the same time although the restarted masters stayed down longer than the TTL: that should not happen, so please report it with the command line below.</source>
        <translation>尽管重启的主节点停机时间已超过 TTL，仍有两个客户端同时认为自己持有锁：这本不应发生，请附上下面的命令行报告此问题。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="84"/>
        <source>Two clients believed they held the lock at the same time under faults that stay inside what the validity allows for: that should not happen, so please report it with the command line below.</source>
        <translation>两个客户端同时认为自己持有锁，而这些故障都在有效期所容许的范围之内：这本不该发生，请附上下面的命令行报告它。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="92"/>
        <source>The clock jumps (injected: %1, of %2 ms each) stayed within the drift allowance that every holder&apos;s validity already subtracts, so no key expired on a majority while its holder still believed.</source>
        <translation>时钟跳变（注入 %1 次，每次 %2 毫秒）都在漂移余量之内，而每个持锁者的有效期已经减去了这部分，所以在持锁者仍自认为持有时，没有哪个键在多数派上过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="99"/>
        <source>Clocks running %1 ppm fast stayed within the drift factor the validity allows for.</source>
        <translation>快了 %1 ppm 的时钟仍在有效期所容许的漂移系数之内。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="104"/>
        <source>A slow or cut link only cost that master&apos;s vote: a majority still had to answer within the timeout for every lock granted.</source>
        <translation>慢链路或被切断的链路只会让那个主节点失去投票：每次加锁成功，仍然需要多数派在超时之内应答。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="107"/>
        <source>No master lost its keys in this run, so the delayed-restart rule had nothing to guard: only the lease and the validity check before each write were tested.</source>
        <translation>本次运行中没有主节点丢失键，延迟重启规则无事可守：受到检验的只有租约和每次写入前的有效期检查。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="113"/>
        <source>Every master that lost its keys stayed down for %1 ms, longer than the %2 ms TTL, so it voted again only after every lock it had granted had expired: that is the delayed-restart rule, and no restart could hand out a lock that was still held.</source>
        <translation>每个丢失了键的主节点都停机 %1 毫秒，比 %2 毫秒的 TTL 更长，因此它重新投票时，它批准过的每把锁都已过期：这就是延迟重启规则，任何重启都无法把仍被持有的锁再发给别人。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="121"/>
        <source>Masters came back at once, but each one replayed its keys from an append-only file synced on every write, so a restarted master still refused the second client: persistence did the job of the delayed restart.</source>
        <translation>主节点立即恢复，但每个都从每次写入都同步落盘的追加写文件中重放了自己的键，所以重启后的主节点仍然拒绝第二个客户端：持久化完成了延迟重启的任务。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>Masters that lost their keys stayed down for %1 ms, at least the %2 ms TTL, so no restart could hand out a lock that was still held.</source>
        <translation>丢失键的主节点停机了 %1 ms，不短于 %2 ms 的 TTL，因此任何重启都无法发出仍被持有的锁。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>This run aimed %1 faults at the holder&apos;s masters and found no second holder, which proves nothing: another seed, or a longer run, can show one.</source>
        <translation>本次运行向持有者所在的主节点定向注入了 %1 次故障，没有发现第二个持有者，但这并不能证明什么：换一个种子或运行更久就可能出现。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>This setting is unsafe: masters come back %1 ms after a crash, sooner than the %2 ms TTL, and without persistence a restarted master has forgotten a key whose holder still believes it holds the lock.</source>
        <translation>此设置不安全：主节点在崩溃后 %1 ms 就恢复，早于 %2 ms 的 TTL；没有持久化时，重启后的主节点已忘记某个键，而该键的持有者仍认为自己持有锁。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>This setting is unsafe: a clock jump of %1 ms is larger than the %2 ms drift allowance, so a jumped master expires a key while its holder still believes.</source>
        <translation>此设置不安全：%1 ms 的时钟跳变大于 %2 ms 的漂移余量，因此时钟跳变的主节点会在持有者仍认为自己持有锁时让键过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>This setting is unsafe: a clock running %1 ppm fast loses more of a key&apos;s life than the %2 ms drift allowance, so that master expires a key early.</source>
        <translation>此设置不安全：快 %1 ppm 的时钟让键的寿命缩短得比 %2 ms 的漂移余量还多，因此该主节点会让键提前过期。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="125"/>
        <source>No violation found in this run, but this setting is unsafe: 0 overlaps in %1 acquisitions under %2 faults</source>
        <translation>本次运行未发现违规，但此设置不安全：%2 次故障下 %1 次加锁，0 次重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="146"/>
        <source>The check could not run: %1</source>
        <translation>检查无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="153"/>
        <source>Safety violated: %1 overlaps (%2 ms of two holders), %3 stale writes</source>
        <translation>违反安全性：%1 次重叠（两个持有者并存 %2 毫秒），%3 次陈旧写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="157"/>
        <source>No violation: 0 overlaps in %1 acquisitions under %2 faults</source>
        <translation>没有违规：%2 次故障下 %1 次加锁，0 次重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="161"/>
        <source> (cancelled after %1 s)</source>
        <translation>（%1 秒后取消）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="169"/>
        <source>Run the same check in a terminal:</source>
        <translation>在终端中运行同样的检查：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="170"/>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="171"/>
        <source>Copy the command line</source>
        <translation>复制命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="172"/>
        <source>redlockctl command line</source>
        <translation>redlockctl 命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="173"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="174"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
</TS>
