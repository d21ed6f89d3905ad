<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::BackendModel</name>
    <message>
        <source> · %1 more OK after the verdict</source>
        <translation> · 判定之后又有 %1 个回复 OK</translation>
    </message>
</context>
<context>
    <name>redlock::ui::HandoutText</name>
    <message>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基础版</translation>
    </message>
    <message>
        <source>Run %1 (%2): belief overlap %3 ms, stale writes accepted %4, validity of the first acquire %5 ms</source>
        <translation>运行 %1（%2）：持锁认定重叠 %3 毫秒，被接受的陈旧写入 %4 次，首次获取的有效期 %5 毫秒</translation>
    </message>
    <message>
        <source>Lease: %1 ms</source>
        <translation>租约：%1 毫秒</translation>
    </message>
    <message>
        <source>Lab clock: %1 ms</source>
        <translation>实验时钟：%1 毫秒</translation>
    </message>
    <message>
        <source>Stale completions rejected: %1</source>
        <translation>被拒绝的过期完成：%1</translation>
    </message>
    <message>
        <source>Handler runs: %1</source>
        <translation>处理函数运行次数：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::LiveTrace</name>
    <message>
        <source>error @ %1 ms: %2</source>
        <translation>错误 @ %1 毫秒：%2</translation>
    </message>
    <message>
        <source>not awaited: the majority was decided at %1 ms; its reply came at %2 ms, after the verdict</source>
        <translation>未等待：多数派在 %1 毫秒已定；它的回复在 %2 毫秒到达，晚于判定</translation>
    </message>
    <message>
        <source>not awaited: the majority was decided at %1 ms</source>
        <translation>未等待：多数派在 %1 毫秒已定</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <source>Masters: %1</source>
        <translation>主节点：%1</translation>
    </message>
    <message>
        <source>OK votes: %1 of %2, majority line %3</source>
        <translation>OK 票数：%2 个中的 %1 个，多数线 %3</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::OverlapPage</name>
    <message>
        <source>Masters (N): %1 · majority: %2 · any two majorities share at least %3</source>
        <translation>主节点数 (N)：%1 · 多数线：%2 · 任意两个多数派至少共享 %3 个</translation>
    </message>
    <message>
        <source>Majorities: %1 · pairs of two different majorities: %2</source>
        <translation>多数派个数：%1 · 两个不同多数派组成的对：%2</translation>
    </message>
    <message>
        <source>N = %1 has one majority only (all %1 masters): there is no pair of different majorities to check.</source>
        <translation>N = %1 只有一个多数派（全部 %1 个主节点）：没有两个不同的多数派可供检查。</translation>
    </message>
    <message>
        <source>%1 majorities of %2 masters, %3 pairs of two different majorities, every pair checked: fewest masters shared by a pair = %4.</source>
        <translation>%2 个主节点共有 %1 个多数派，两个不同多数派组成 %3 对，已逐对检查：一对之间最少共享 %4 个主节点。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolPage</name>
    <message>
        <source>Trace: the last real acquire on %1</source>
        <translation>轨迹：在 %1 上的最近一次真实获取</translation>
    </message>
    <message>
        <source>Trace: simulated, clients: %1</source>
        <translation>轨迹：模拟，客户端数：%1</translation>
    </message>
    <message>
        <source>Commands sent, as a shell script of redis-cli calls</source>
        <translation>已发送的命令，写成由 redis-cli 调用组成的 shell 脚本</translation>
    </message>
</context>
<context>
    <name>redlock::ui::ProtocolReadout</name>
    <message>
        <source>time gate: validity = TTL − (T2 − T1) − drift = %1 − %2 − %3 = %4 ms, must be above 0 — %5</source>
        <translation>时间关：有效期 = TTL − (T2 − T1) − 时钟漂移余量 = %1 − %2 − %3 = %4 毫秒，必须大于 0 — %5</translation>
    </message>
    <message>
        <source>drift %1 ms: factor × TTL + 2 ms, the reference implementation's convention, not part of the spec</source>
        <translation>时钟漂移余量 %1 毫秒：系数 × TTL + 2 毫秒，这是参考实现的约定，并非规范的一部分</translation>
    </message>
    <message>
        <source>the client may work until %1 ms</source>
        <translation>客户端可以工作到 %1 毫秒</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Readouts</name>
    <message>
        <source>TTL %1 − elapsed %2 − drift %3 = %4 ms</source>
        <translation>TTL %1 − 耗时 %2 − 漂移余量 %3 = %4 毫秒</translation>
    </message>
    <message>
        <source>%1 &gt; 0</source>
        <translation>%1 &gt; 0</translation>
    </message>
    <message>
        <source>%1 ≤ 0</source>
        <translation>%1 ≤ 0</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>down</source>
        <translation>宕机</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>late OK</source>
        <translation>迟到 OK</translation>
    </message>
    <message>
        <source>late no</source>
        <translation>迟到拒绝</translation>
    </message>
    <message>
        <source>not awaited</source>
        <translation>未等待</translation>
    </message>
    <message>
        <source>late miss</source>
        <translation>迟到无回复</translation>
    </message>
    <message>
        <source>not asked</source>
        <translation>未询问</translation>
    </message>
    <message>
        <source>Real acquire: %1 of %2 said OK before the verdict; majority line %3.</source>
        <translation>真实获取：判定之前，%2 个主节点中有 %1 个回复 OK；多数线为 %3。</translation>
    </message>
    <message>
        <source>OK after the verdict (the client had settled and read them late): %1.</source>
        <translation>判定之后才回复 OK（客户端已得出结果，事后读取）：%1。</translation>
    </message>
    <message>
        <source>Refused after the verdict: %1.</source>
        <translation>判定之后才回复拒绝：%1。</translation>
    </message>
    <message>
        <source>Refused (held by another token): %1.</source>
        <translation>拒绝（键被另一个令牌持有）：%1。</translation>
    </message>
    <message>
        <source>No answer by the deadline: %1.</source>
        <translation>截止时间前无回复：%1。</translation>
    </message>
    <message>
        <source>Down or unreachable: %1.</source>
        <translation>宕机或不可达：%1。</translation>
    </message>
    <message>
        <source>Not awaited, and no answer before the deadline: %1.</source>
        <translation>未等待，截止时间前也没有回复：%1。</translation>
    </message>
    <message>
        <source>Not awaited (the client had decided without them): %1.</source>
        <translation>未等待（客户端不等它们就已得出结果）：%1。</translation>
    </message>
    <message>
        <source>Not asked (the client stopped before their turn): %1.</source>
        <translation>未询问（还没轮到它们，客户端就停止了）：%1。</translation>
    </message>
    <message>
        <source>Released: the lock was held, then let go after the hold; the token-checked delete removed the key on %1 of %2 masters.</source>
        <translation>已释放：锁曾被持有，持有期结束后放开；带令牌校验的删除在 %2 个主节点中的 %1 个上删除了键。</translation>
    </message>
    <message>
        <source>Lock released</source>
        <translation>锁已释放</translation>
    </message>
</context>
<context>
    <name>redlock::ui::Transcript</name>
    <message>
        <source>reply @ %1 ms</source>
        <translation>回复 @ %1 毫秒</translation>
    </message>
    <message>
        <source>no reply by the deadline at %1 ms: counted as a miss</source>
        <translation>截止时间 %1 毫秒前无回复：计为未中</translation>
    </message>
    <message>
        <source>the master ran it, but its reply was lost on the way back</source>
        <translation>主节点执行了它，但回复在返回途中丢失</translation>
    </message>
    <message>
        <source>never reached the master: not run</source>
        <translation>从未到达主节点：未执行</translation>
    </message>
    <message>
        <source># The commands of this trace, one redis-cli call per command per master, in the order the masters ran them.</source>
        <translation># 这条轨迹的命令：每个主节点上的每条命令各一次 redis-cli 调用，按主节点执行的顺序排列。</translation>
    </message>
    <message>
        <source># Run it with sh against servers that do not hold the key yet; each line ends with the reply the trace expects.</source>
        <translation># 用 sh 在尚未持有该键的服务器上运行；每行末尾是轨迹预期的回复。</translation>
    </message>
    <message>
        <source># The simulator writes short tokens of %1 characters; a real client's token is %2 random bytes from the OS CSPRNG, written as %3 hex characters.</source>
        <translation># 模拟器写入的是 %1 个字符的短令牌；真实客户端的令牌是来自操作系统 CSPRNG 的 %2 个随机字节，写成 %3 个十六进制字符。</translation>
    </message>
    <message>
        <source># The token is %1 random bytes from the OS CSPRNG, written as %2 hex characters.</source>
        <translation># 令牌是来自操作系统 CSPRNG 的 %1 个随机字节，写成 %2 个十六进制字符。</translation>
    </message>
    <message>
        <source># The token-checked scripts, byte for byte what the client sends (by EVALSHA of these bytes, or EVAL when a server answers NOSCRIPT).</source>
        <translation># 带令牌校验的脚本，与客户端发送的逐字节相同（客户端用这些字节的 EVALSHA 发送，服务器回答 NOSCRIPT 时改用 EVAL）。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::VoteBar</name>
    <message>
        <source>M%1 %2</source>
        <translation>M%1 %2</translation>
    </message>
    <message>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
</context>
<context>
    <name>redlock::ui::SpaceTimeView</name>
    <message>
        <source>%1 validity %2 ms &gt; 0</source>
        <translation>%1 有效期 %2 毫秒 &gt; 0</translation>
    </message>
    <message>
        <source>%1 validity %2 ms ≤ 0</source>
        <translation>%1 有效期 %2 毫秒 ≤ 0</translation>
    </message>
    <message>
        <source>%1 validity &gt; 0</source>
        <translation>%1 有效期 &gt; 0</translation>
    </message>
    <message>
        <source>%1 validity ≤ 0</source>
        <translation>%1 有效期 ≤ 0</translation>
    </message>
</context>
</TS>
