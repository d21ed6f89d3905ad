<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::AppOptionsParser</name>
    <message>
        <location filename="../ui/app/app_options.cpp" line="20" />
        <source>Where the masters live: mock (default, in-process, virtual time), local (servers the app starts itself), external (--masters) or docker (containers on the Docker engine).</source>
        <translation>主节点所在位置：mock（默认，进程内模拟，虚拟时间）、local（由本应用自行启动的服务器）、external（--masters）或 docker（Docker 引擎上的容器）。</translation>
    </message>
    <message>
        <location filename="../ui/app/app_options.cpp" line="24" />
        <source>Comma-separated host:port list for the external backend.</source>
        <translation>external 后端使用的 host:port 列表，以逗号分隔。</translation>
    </message>
    </context>
<context>
    <name>redlock::ui::BackendControls</name>
    <message>
        <source>&amp;Docker containers</source>
        <translation>Docker 容器(&amp;D)</translation>
    </message>
    <message>
        <source>Crash: kill the container (click again starts it)</source>
        <translation>崩溃：杀死容器（再次点击即重新启动）</translation>
    </message>
    <message>
        <source>Hang: pause the container (click again unpauses it)</source>
        <translation>挂起：暂停容器（再次点击恢复运行）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="89" />
        <source>Crash: kill the server (click again restarts it)</source>
        <translation>崩溃：杀死服务器进程（再次点击即重启）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="91" />
        <source>Hang: SIGSTOP (click again sends SIGCONT)</source>
        <translation>挂起：发送 SIGSTOP（再次点击发送 SIGCONT）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="93" />
        <source>Restart at once (its keys are lost)</source>
        <translation>立即重启（其上的键会丢失）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="95" />
        <source>Restart after %1 s</source>
        <translation>%1 秒后重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="97" />
        <source>Partition on the client side (click again heals)</source>
        <translation>在客户端一侧隔离（再次点击即恢复）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="99" />
        <source>CLIENT PAUSE for %1 s</source>
        <translation>CLIENT PAUSE 暂停 %1 秒</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="107" />
        <source>kill</source>
        <translation>杀死</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="109" />
        <source>hang</source>
        <translation>挂起</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="111" />
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="113" />
        <source>restart %1 s</source>
        <translation>%1 秒后重启</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="115" />
        <source>partition</source>
        <translation>隔离</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="117" />
        <source>pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="149" />
        <source>&amp;Backend</source>
        <translation>后端(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="150" />
        <source>&amp;Mock (embedded)</source>
        <translation>内置模拟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="150" />
        <source>&amp;Local servers</source>
        <translation>本地服务器(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="150" />
        <source>&amp;External masters</source>
        <translation>外部主节点(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="155" />
        <source>Where the masters live</source>
        <translation>主节点所在位置</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="156" />
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="157" />
        <source>Ma&amp;sters…</source>
        <translation>主节点(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_controls.cpp" line="188" />
        <source>What clicking M%1 does on this backend</source>
        <translation>在当前后端中点击 M%1 会做什么</translation>
    </message>
    <message>
        <source>Restart at once while C1 holds, then C2 asks (the lost key)</source>
        <translation>在 C1 持有锁时立即重启，随后 C2 请求（丢失的键）</translation>
    </message>
    <message>
        <source>lost key</source>
        <translation>丢失的键</translation>
    </message>
</context>
<context>
    <name>redlock::ui::BackendModel</name>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>Backend: Docker: starting %1 containers…</source>
        <translation>后端：Docker：正在启动 %1 个容器…</translation>
    </message>
    <message>
        <source>Backend: Docker: looking for masters…</source>
        <translation>后端：Docker：正在查找主节点…</translation>
    </message>
    <message>
        <source>Backend: Docker: %1 containers started by this app on %2</source>
        <translation>后端：Docker：本应用在 %2 上启动的 %1 个容器</translation>
    </message>
    <message>
        <source>Backend: Docker: %1 containers found on %2</source>
        <translation>后端：Docker：在 %2 上找到的 %1 个容器</translation>
    </message>
    <message>
        <source>Docker backend (%1): a click kills that master&apos;s container (▾: pause or restart it instead); a second click starts it again.</source>
        <translation>Docker 后端（%1）：单击会杀死该主节点的容器（▾：改为暂停或重启）；再次单击即重新启动。</translation>
    </message>
    <message>
        <source>no engine yet</source>
        <translation>尚无引擎</translation>
    </message>
    <message>
        <source>Looking for the masters on the Docker engine…</source>
        <translation>正在 Docker 引擎上查找主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="182" />
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="184" />
        <source>external</source>
        <translation>外部</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="188" />
        <source>mock</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="193" />
        <source>Backend: mock (embedded, virtual time)</source>
        <translation>后端：模拟（内置，虚拟时间）</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="198" />
        <source>Backend: local: starting %1 servers…</source>
        <translation>后端：本地：正在启动 %1 个服务器…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="199" />
        <source>Backend: external: connecting to %1 masters…</source>
        <translation>后端：外部：正在连接 %1 个主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="202" />
        <source>Backend: %1: failed: %2</source>
        <translation>后端：%1：失败：%2</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="205" />
        <source>Backend: local: %1 real servers on 127.0.0.1, started by this app</source>
        <translation>后端：本地：127.0.0.1 上由本应用启动的 %1 个真实服务器</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="206" />
        <source>Backend: external: %1 masters</source>
        <translation>后端：外部：%1 个主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="212" />
        <source>Local backend: a click kills that master's server (▾: hang or restart instead); a second click starts it again.</source>
        <translation>本地后端：点击会杀死该主节点的服务器（▾：改为挂起或重启）；再次点击即重新启动。</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="215" />
        <source>External backend: a click partitions that master on the client side (▾: CLIENT PAUSE instead). Real outages show in the inspector within a second.</source>
        <translation>外部后端：点击会在客户端一侧隔离该主节点（▾：改用 CLIENT PAUSE）。真实的故障会在一秒内显示在检查器中。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/live/backend_model.cpp" line="244" />
        <source> · %n not awaited</source>
        <translation>
            <numerusform> · %n 个未等待</numerusform></translation>
    </message>
    <message numerus="yes">
        <source> · %n not asked</source>
        <translation>
            <numerusform> · %n 个未询问</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="228" />
        <source>Starting the masters…</source>
        <translation>正在启动主节点…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="231" />
        <source>The backend could not start: %1</source>
        <translation>后端无法启动：%1</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="234" />
        <source>Live acquire: waiting for the first result…</source>
        <translation>实时获取：正在等待第一个结果…</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="237" />
        <source>Live acquire: %1/%2 OK in %3 ms → %4</source>
        <translation>实时获取：%1/%2 个 OK，用时 %3 毫秒 → %4</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="241" />
        <source>held</source>
        <translation>已持有</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="241" />
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../ui/live/backend_model.cpp" line="247" />
        <source> · released on %1/%2</source>
        <translation> · 已在 %1/%2 个主节点上释放</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between master names</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Lost-key round not played: %1.</source>
        <translation>丢键演示未进行：%1。</translation>
    </message>
    <message>
        <source>Lost-key round: C1 asked %1 and its bare majority and did not get the lock (OK from %2), so there was no key to lose.</source>
        <translation>丢键演示：C1 向 %1 及其刚好过半的多数派请求锁，但没有拿到（返回 OK 的：%2），因此没有可丢失的键。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>C1 took the lock on %1, a bare majority. %2 restarted at once</source>
        <translation>C1 在 %1 上拿到了锁，刚好过半。%2 随即立即重启</translation>
    </message>
    <message>
        <source>%1, but the restart failed, so C2 did not ask.</source>
        <translation>%1，但重启失败，因此 C2 没有发出请求。</translation>
    </message>
    <message>
        <source>and forgot C1's key</source>
        <translation>，并丢失了 C1 的键</translation>
    </message>
    <message>
        <source>and still had C1's key</source>
        <translation>，但仍保留着 C1 的键</translation>
    </message>
    <message>
        <source>%1 %2; then C2 asked and won %3. Two clients held the lock at once: a restart without persistence broke mutual exclusion.</source>
        <translation>%1%2；随后 C2 请求并赢得了 %3。两个客户端同时持有了锁：没有持久化的重启破坏了互斥。</translation>
    </message>
    <message>
        <source>%1 %2; C2 then won %3, but only after C1's validity had run out: one holder at a time.</source>
        <translation>%1%2；C2 随后赢得了 %3，但那时 C1 的有效期已经用完：同一时刻仍只有一个持有者。</translation>
    </message>
    <message>
        <source>%1 %2; then C2 asked and counted only %3 OK of the %4 it needs: C2 did not get the lock, C1 alone held it.</source>
        <translation>%1%2；随后 C2 请求，只数到 %3 个 OK（需要 %4 个）：C2 没有拿到锁，只有 C1 持有它。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveBanner</name>
    <message>
        <source>Start five masters in Docker</source>
        <translation>在 Docker 中启动五个主节点</translation>
    </message>
    <message>
        <source>Starts five containers on the Docker engine, each on its own loopback port; the app removes them when you leave this backend.</source>
        <translation>在 Docker 引擎上启动五个容器，各占一个回环端口；离开此后端时由本应用删除。</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="62" />
        <source>Last action failed: %1</source>
        <translation>上一个操作失败：%1</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="73" />
        <source>Acquire again</source>
        <translation>再次获取</translation>
    </message>
    <message>
        <location filename="../ui/live/live_banner.cpp" line="74" />
        <source>The client stops waiting once the outcome is decided (a majority said OK, or too many failed): masters not awaited are neither a yes nor a no.</source>
        <translation>结果一旦确定（多数派已回复 OK，或失败的太多），客户端就不再等待：未等待的主节点既不算赞成，也不算反对。</translation>
    </message>
    <message>
        <source>Runs one more real acquire and release against the live masters.</source>
        <translation>对在线主节点再执行一次真实的获取与释放。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <location filename="../ui/pages/majority/majority_page.cpp" line="137" />
        <source>Real acquire: %1 of %2 said OK before the outcome was decided; majority line %3.</source>
        <translation>真实获取：在结果确定之前，%2 个主节点中有 %1 个回复 OK；多数线为 %3。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MasterInspector</name>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="100" />
        <source>M%1 (mock)</source>
        <translation>M%1（模拟）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="101" />
        <source>M%1 %2</source>
        <comment>master number, then its address</comment>
        <translation>M%1 %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="36" />
        <source>up</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="38" />
        <source>down</source>
        <translation>宕机</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="40" />
        <source>hung (SIGSTOP)</source>
        <translation>挂起（SIGSTOP）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="42" />
        <source>restarting…</source>
        <translation>正在重启…</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="44" />
        <source>partitioned (client side)</source>
        <translation>已隔离（客户端一侧）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="46" />
        <source>paused (CLIENT PAUSE)</source>
        <translation>已暂停（CLIENT PAUSE）</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="50" />
        <source>no answer</source>
        <translation>无应答</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="54" />
        <source>Master inspector</source>
        <translation>主节点检查器</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="55" />
        <source>Master</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="55" />
        <source>pid / container</source>
        <translation>进程号 / 容器</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="55" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="55" />
        <source>PING µs</source>
        <translation>PING 微秒</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="56" />
        <source>Holder</source>
        <translation>持有者</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="56" />
        <source>PTTL ms</source>
        <translation>PTTL 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/live/master_inspector.cpp" line="56" />
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MastersDialog</name>
    <message>
        <source>Persistence: append-only file, fsync always (a restart keeps the keys)</source>
        <translation>持久化：追加写文件，每次写入都 fsync（重启后键仍在）</translation>
    </message>
    <message>
        <source>Docker (containers on the Docker engine)</source>
        <translation>Docker（Docker 引擎上的容器）</translation>
    </message>
    <message>
        <source>empty: the masters this app labelled</source>
        <translation>留空：本应用加了标签的主节点</translation>
    </message>
    <message>
        <source>Start new containers from the image (removed when you leave)</source>
        <translation>用该镜像启动新容器（离开时删除）</translation>
    </message>
    <message>
        <source>Compose &amp;project:</source>
        <translation>Compose 项目(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="53" />
        <source>Masters</source>
        <translation>主节点</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="55" />
        <source>Mock (embedded, virtual time)</source>
        <translation>模拟（内置，虚拟时间）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="56" />
        <source>Local (servers started by the app)</source>
        <translation>本地（由本应用启动服务器）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="57" />
        <source>External (host:port list)</source>
        <translation>外部（host:port 列表）</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="67" />
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="73" />
        <location filename="../ui/live/masters_dialog.cpp" line="77" />
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="84" />
        <source>&amp;Backend:</source>
        <translation>后端(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="85" />
        <source>&amp;Number of masters:</source>
        <translation>主节点数量(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="86" />
        <source>M&amp;asters (host:port, …):</source>
        <translation>主节点 host:port, …(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="87" />
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="88" />
        <source>&amp;TTL:</source>
        <translation>TTL(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="89" />
        <source>Per-instance &amp;timeout:</source>
        <translation>单实例超时(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../ui/live/masters_dialog.cpp" line="127" />
        <source>Not accepted: %1</source>
        <translation>未被接受：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveBackend</name>
    <message>
        <source>M%1 is not up: bring it back first</source>
        <translation>M%1 未在运行：请先让它恢复</translation>
    </message>
    <message>
        <source>C1 needs %1 masters up for its bare majority, M%2 among them; %3 are up</source>
        <translation>C1 需要 %1 个运行中的主节点（其中包括 M%2）才能组成刚好过半的多数派；目前只有 %3 个在运行</translation>
    </message>
</context>
</TS>