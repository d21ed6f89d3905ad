<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::CheckCounters</name>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="71"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="86"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="86"/>
        <source>of %1 s</source>
        <translation>共 %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="88"/>
        <source>of %1 attempts</source>
        <translation>共尝试 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="90"/>
        <source>hang %1 · crash %2 · restart %3 · pause %4</source>
        <translation>挂起 %1 · 崩溃 %2 · 重启 %3 · 停顿 %4</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="97"/>
        <source>%1 ms with two holders</source>
        <translation>两个持有者并存 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="99"/>
        <source>of %1 writes</source>
        <translation>共写入 %1 次</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="101"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="102"/>
        <source>of the time somebody held the lock</source>
        <translation>的时间里有客户端持有锁</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="107"/>
        <source>master %1 hung</source>
        <translation>主节点 %1 挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="109"/>
        <source>master %1 down</source>
        <translation>主节点 %1 宕机</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="115"/>
        <source>All %1 servers stopped.</source>
        <translation>全部 %1 个服务器已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="117"/>
        <source>Faults now: none, all %1 masters up.</source>
        <translation>当前故障：无，%1 个主节点全部在线。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="119"/>
        <source>Faults now: %1.</source>
        <translation>当前故障：%1。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="119"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="124"/>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="125"/>
        <source>Acquisitions</source>
        <translation>加锁成功</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="126"/>
        <source>Faults injected</source>
        <translation>注入的故障</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="127"/>
        <source>Overlaps</source>
        <translation>重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="128"/>
        <source>Stale writes</source>
        <translation>过期写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="129"/>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <location filename="../ui/check/check_counters.cpp" line="130"/>
        <source>Masters faulted now</source>
        <translation>当前出故障的主节点</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckDialog</name>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="108"/>
        <source>Cancelling: the clients finish their current lock, then every server is stopped…</source>
        <translation>正在取消：客户端先完成手上的这把锁，然后停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="111"/>
        <source>Starting %1 servers of its own…</source>
        <translation>正在启动它自己的 %1 个服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="113"/>
        <source>Running the scripted restart schedule with %1 servers…</source>
        <translation>正在 %1 个服务器上执行脚本化的重启序列…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="115"/>
        <source>Running: %1 clients, random faults from seed %2…</source>
        <translation>运行中：%1 个客户端，随机故障来自种子 %2…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="119"/>
        <source>Time is up: healing the faulted masters and stopping every server…</source>
        <translation>时间到：正在恢复出故障的主节点并停止所有服务器…</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="121"/>
        <source>Finished after %1 s; every server it started is stopped.</source>
        <translation>%1 秒后结束；它启动的所有服务器均已停止。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="124"/>
        <source>Starts its own servers on this machine; the lab&apos;s backend is not touched.</source>
        <translation>在本机启动它自己的服务器；不会动实验室当前的后端。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="155"/>
        <source>Safety check</source>
        <translation>安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="156"/>
        <source>Runs the same check as redlockctl check: five real servers started for this run only, client threads contending for one lock, and faults on a minority of the masters. Afterwards every client&apos;s belief that it held the lock is compared with every other on one clock.</source>
        <translation>运行与 redlockctl check 相同的检查：只为这次运行启动五个真实服务器，多个客户端线程争抢同一把锁，故障只打在少数主节点上。结束后，在同一个时钟上逐一比对每个客户端“自认为持有锁”的时间段。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="160"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="161"/>
        <source>Ca&amp;ncel run</source>
        <translation>取消运行(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="162"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="163"/>
        <source>Start the safety check</source>
        <translation>开始安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="164"/>
        <source>Cancel the running check</source>
        <translation>取消正在运行的检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="165"/>
        <source>Close the safety check</source>
        <translation>关闭安全性检查</translation>
    </message>
    <message>
        <location filename="../ui/check/check_dialog.cpp" line="166"/>
        <source>Check status</source>
        <translation>检查状态</translation>
    </message>
</context>
<context>
    <name>redlock::ui::CheckSettings</name>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="123"/>
        <source>Run</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="124"/>
        <source>&amp;Clients:</source>
        <translation>客户端(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="125"/>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="126"/>
        <source>Faults:</source>
        <translation>故障：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="127"/>
        <source>Restart &amp;delay:</source>
        <translation>重启延迟(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="128"/>
        <source>&amp;Persistence:</source>
        <translation>持久化(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="129"/>
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="130"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="131"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="132"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="133"/>
        <source>Hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="134"/>
        <source>Crash</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="135"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="136"/>
        <source>Pause client</source>
        <translation>客户端停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="137"/>
        <source>Auto: TTL + margin (the delayed-restart rule)</source>
        <translation>自动：TTL + 余量（延迟重启规则）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="138"/>
        <source>0 ms: back at once (scripted schedule with restart only)</source>
        <translation>0 毫秒：立即恢复（只选重启时执行脚本化序列）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="139"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="140"/>
        <source>Always (append-only file, fsync always)</source>
        <translation>始终（追加写文件，每次写入都 fsync）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="142"/>
        <source>Client threads</source>
        <translation>客户端线程数</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="143"/>
        <source>Duration in seconds</source>
        <translation>时长（秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="144"/>
        <source>Fault: hang a master (SIGSTOP)</source>
        <translation>故障：挂起主节点（SIGSTOP）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="145"/>
        <source>Fault: crash a master (SIGKILL)</source>
        <translation>故障：让主节点崩溃（SIGKILL）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="146"/>
        <source>Fault: restart a master (clean stop)</source>
        <translation>故障：重启主节点（正常停止）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="147"/>
        <source>Fault: pause a client after it acquires</source>
        <translation>故障：客户端加锁后停顿</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="148"/>
        <source>Restart delay</source>
        <translation>重启延迟</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="149"/>
        <source>Persistence</source>
        <translation>持久化</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="150"/>
        <source>Lock TTL in milliseconds</source>
        <translation>锁的 TTL（毫秒）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_settings.cpp" line="151"/>
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
        <location filename="../ui/check/check_verdict.cpp" line="80"/>
        <source>Two clients believed they held the lock at the same time although the restarted masters stayed down longer than the TTL: that should not happen, so please report it with the command line below.</source>
        <translation>尽管重启的主节点停机时间已超过 TTL，仍有两个客户端同时认为自己持有锁：这本不应发生，请附上下面的命令行报告此问题。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="85"/>
        <source>No master lost its keys in this run, so the delayed-restart rule had nothing to guard: only the lease and the validity check before each write were tested.</source>
        <translation>本次运行中没有主节点丢失键，延迟重启规则无事可守：受到检验的只有租约和每次写入前的有效期检查。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="90"/>
        <source>Every master that lost its keys stayed down for %1 ms, longer than the %2 ms TTL, so it voted again only after every lock it had granted had expired: that is the delayed-restart rule, and no restart could hand out a lock that was still held.</source>
        <translation>每个丢失了键的主节点都停机 %1 毫秒，比 %2 毫秒的 TTL 更长，因此它重新投票时，它批准过的每把锁都已过期：这就是延迟重启规则，任何重启都无法把仍被持有的锁再发给别人。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="98"/>
        <source>Masters came back at once, but each one replayed its keys from an append-only file synced on every write, so a restarted master still refused the second client: persistence did the job of the delayed restart.</source>
        <translation>主节点立即恢复，但每个都从每次写入都同步落盘的追加写文件中重放了自己的键，所以重启后的主节点仍然拒绝第二个客户端：持久化完成了延迟重启的任务。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="102"/>
        <source>Masters came back at once, which breaks the delayed-restart rule, but these random faults never left a holder with a bare majority; tick only Restart to play the schedule that does.</source>
        <translation>主节点立即恢复，这违反了延迟重启规则，但这些随机故障从未让持有者只剩刚好的多数派；只勾选“重启”即可执行专门制造这种情形的序列。</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="123"/>
        <source>The check could not run: %1</source>
        <translation>检查无法运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="130"/>
        <source>Safety violated: %1 overlaps (%2 ms of two holders), %3 stale writes</source>
        <translation>违反安全性：%1 次重叠（两个持有者并存 %2 毫秒），%3 次过期写入</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="134"/>
        <source>No violation: 0 overlaps in %1 acquisitions under %2 faults</source>
        <translation>没有违规：%2 次故障下 %1 次加锁，0 次重叠</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="138"/>
        <source> (cancelled after %1 s)</source>
        <translation>（%1 秒后取消）</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="146"/>
        <source>Run the same check in a terminal:</source>
        <translation>在终端中运行同样的检查：</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="147"/>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="148"/>
        <source>Copy the command line</source>
        <translation>复制命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="149"/>
        <source>redlockctl command line</source>
        <translation>redlockctl 命令行</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="150"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../ui/check/check_verdict.cpp" line="151"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
</TS>
