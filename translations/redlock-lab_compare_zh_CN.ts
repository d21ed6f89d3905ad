<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::compare::LiveCompare</name>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="31"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later; in the %4 ms after the kill the holder&apos;s lease was renewed %5 %5[time|times], the key kept revision %2 and a second client was refused. After the release the next holder got revision %6.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群再次应答；杀掉后的 %4 毫秒内，持锁者的租约续约了 %5 次，键的修订号一直是 %2，第二个客户端被拒绝。释放之后，下一个持锁者得到修订号 %6。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="32"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later, too late for the holder: no keep-alive was answered within its %4 ms lease, so it gave the lock up.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群才再次应答，对持锁者来说太晚了：在它 %4 毫秒的租约内没有任何续约得到应答，于是它放弃了锁。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="33"/>
        <source>The etcd leader %1 was killed while a client held the lock with revision %2. The cluster answered again %3 ms later, but %4 ms after the kill the holder&apos;s key was gone or had another revision.</source>
        <translation>客户端以修订号 %2 持有锁时，etcd 领导者 %1 被杀掉。%3 毫秒后集群再次应答，但在杀掉后 %4 毫秒，持锁者的键已经消失或换了修订号。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="34"/>
        <source>The holder (revision %1) was frozen with SIGSTOP. Its lease ran out and the key was gone %2 ms after the freeze; a second client took the lock with revision %3 and wrote with it. Thawed after %4 ms, the first client wrote with revision %1: the register rejected it, having accepted %3 already.</source>
        <translation>持锁者（修订号 %1）被 SIGSTOP 冻结。它的租约到期，冻结后 %2 毫秒键消失；第二个客户端以修订号 %3 拿到锁并用它写入。%4 毫秒后解冻，第一个客户端用修订号 %1 写入：寄存器已经接受过 %3，于是拒绝了它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="35"/>
        <source>The holder (revision %1) was frozen with SIGSTOP and its key was gone %2 ms later; a second client took the lock with revision %3. Thawed after %4 ms, the first client wrote with revision %1 and the register took it.</source>
        <translation>持锁者（修订号 %1）被 SIGSTOP 冻结，%2 毫秒后它的键消失；第二个客户端以修订号 %3 拿到锁。%4 毫秒后解冻，第一个客户端用修订号 %1 写入，寄存器接受了它。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="36"/>
        <source>With %1 of %2 Redis masters killed, %3 of %4 acquires still got the lock, %5 ms each (median; %6 ms with all %2 up).</source>
        <translation>杀掉 %2 个 Redis 主节点中的 %1 个后，%4 次加锁中仍有 %3 次成功，每次 %5 毫秒（中位数；%2 个全部在线时为 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="37"/>
        <source>With %1 of %2 Redis masters killed, only %3 of %4 acquires got the lock (%6 ms each with all %2 up).</source>
        <translation>杀掉 %2 个 Redis 主节点中的 %1 个后，%4 次加锁只有 %3 次成功（%2 个全部在线时每次 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="38"/>
        <source>With %1 of %2 etcd members killed, %3 of %4 acquires still got the lock, %5 ms each (median; %6 ms with all %2 up).</source>
        <translation>杀掉 %2 个 etcd 成员中的 %1 个后，%4 次加锁中仍有 %3 次成功，每次 %5 毫秒（中位数；%2 个全部在线时为 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="39"/>
        <source>With %1 of %2 etcd members killed, only %3 of %4 acquires got the lock (%6 ms each with all %2 up).</source>
        <translation>杀掉 %2 个 etcd 成员中的 %1 个后，%4 次加锁只有 %3 次成功（%2 个全部在线时每次 %6 毫秒）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="40"/>
        <source>This run could not be made on this machine: %1</source>
        <translation>这次运行无法在本机完成：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="41"/>
        <source>Measured here: with every server up, an acquire took %1 ms on the etcd cluster and %2 ms with Redlock on %3 Redis masters (medians of %4 %4[acquire|acquires] each), %5 times as long; with a minority down, %6 ms and %7 ms.</source>
        <translation>本机实测：所有服务器在线时，etcd 集群上一次加锁耗时 %1 毫秒，%3 个 Redis 主节点上的红锁耗时 %2 毫秒（各为 %4 次加锁的中位数），前者是后者的 %5 倍；少数节点宕机时分别为 %6 毫秒和 %7 毫秒。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveComparePanel</name>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="104"/>
        <source>Needs redis-server or valkey-server on this machine (Debian: apt-get install redis-server).</source>
        <translation>需要本机装有 redis-server 或 valkey-server（Debian：apt-get install redis-server）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="107"/>
        <source>Needs etcd on this machine (Debian: apt-get install etcd-server etcd-client).</source>
        <translation>需要本机装有 etcd（Debian：apt-get install etcd-server etcd-client）。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="110"/>
        <source>Needs redlockctl next to the app or on PATH: it runs the client that is frozen.</source>
        <translation>需要在本程序旁边或 PATH 中找到 redlockctl：被冻结的客户端由它来运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="143"/>
        <source>Leader killed while held</source>
        <translation>持锁期间杀掉领导者</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="144"/>
        <source>Holder paused past its lease</source>
        <translation>持锁者暂停超过租约</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="145"/>
        <source>A minority of servers killed</source>
        <translation>杀掉少数服务器</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="150"/>
        <source>etcd lease lock, 3 members</source>
        <translation>etcd 租约锁，3 个成员</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="151"/>
        <source>Redlock, 5 Redis masters</source>
        <translation>红锁，5 个 Redis 主节点</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="157"/>
        <source>lock held</source>
        <translation>锁仍被持有</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="158"/>
        <source>lock lost</source>
        <translation>锁丢失</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="159"/>
        <source>lock refused</source>
        <translation>锁被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="160"/>
        <source>stale write rejected</source>
        <translation>陈旧写入被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="161"/>
        <source>stale write accepted</source>
        <translation>陈旧写入被接受</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="162"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="168"/>
        <source>from the kill until the cluster answered</source>
        <translation>从杀掉到集群再次应答</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="169"/>
        <source>from the freeze until the key was gone</source>
        <translation>从冻结到键消失</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="170"/>
        <source>median acquire under the fault</source>
        <translation>故障下加锁耗时的中位数</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="199"/>
        <source>On real servers</source>
        <translation>在真实服务器上</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="200"/>
        <source>Three of these faults on real processes of this machine: five Redis servers, two three-member etcd clusters and a client process, started on loopback ports and stopped by pid when the run ends.</source>
        <translation>在本机的真实进程上重现其中三种故障：五个 Redis 服务器、两个三成员的 etcd 集群和一个客户端进程，都在回环端口上启动，运行结束时按 pid 停止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="205"/>
        <source>Running… %1 s</source>
        <translation>运行中…… %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="206"/>
        <source>Run on real servers</source>
        <translation>在真实服务器上运行</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="207"/>
        <source>Kills an etcd leader, freezes a lock holder with SIGSTOP and kills a minority of each cluster; it takes about half a minute</source>
        <translation>杀掉 etcd 领导者，用 SIGSTOP 冻结持锁者，并杀掉每个集群中的少数节点；大约需要半分钟</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="212"/>
        <source>Starting the servers, then one fault after another…</source>
        <translation>正在启动服务器，然后逐个施加故障……</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="214"/>
        <source>The run could not be made: %1</source>
        <translation>无法完成这次运行：%1</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="219"/>
        <source>Measured in %1 s; the %2 processes it started are all stopped.</source>
        <translation>测量用时 %1 秒；它启动的 %2 个进程都已停止。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="220"/>
        <source>Measured in %1 s; of the %2 processes it started, still running: %3.</source>
        <translation>测量用时 %1 秒；它启动的 %2 个进程中仍在运行的：%3 个。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="225"/>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="244"/>
        <source>%1 · %2 — %3</source>
        <translation>%1 · %2 —— %3</translation>
    </message>
    <message>
        <location filename="../ui/pages/choose/live_compare_panel.cpp" line="245"/>
        <source>%1 · %2 — %3, %4 ms (%5)</source>
        <translation>%1 · %2 —— %3，%4 毫秒（%5）</translation>
    </message>
</context>
</TS>
