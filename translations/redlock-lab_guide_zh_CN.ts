<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>redlock::ui::AnswerSummary</name>
    <message>
      <source>Your answers</source>
      <translation>你的答题情况</translation>
    </message>
    <message>
      <source>Click a page to go back to the questions you got wrong there</source>
      <translation>点击某一页，回到你在那里答错的题目</translation>
    </message>
    <message>
      <source>%1: %2 of %3 right (%4 answered)</source>
      <translation>%1：%3 题中答对 %2 题（已答 %4 题）</translation>
    </message>
    <message>
      <source>Go back to: %1</source>
      <translation>回去再看：%1</translation>
    </message>
    <message>
      <source>No questions loaded.</source>
      <translation>没有载入任何题目。</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::Glossary</name>
    <message>
      <source>Terms: %1</source>
      <translation>术语：%1</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::GlossaryDialog</name>
    <message>
      <source>Glossary</source>
      <translation>术语表</translation>
    </message>
    <message>
      <source>Pick a term to read its definition</source>
      <translation>选择一个术语，阅读它的释义</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::LeasePage</name>
    <message>
      <source>Worker 1 takes the oldest pending job; the claim raises its fence</source>
      <translation>工作进程 1 领取最早的待处理任务；领取会让它的栅栏号加一</translation>
    </message>
    <message>
      <source>Worker 2 takes the oldest pending job; the claim raises its fence</source>
      <translation>工作进程 2 领取最早的待处理任务；领取会让它的栅栏号加一</translation>
    </message>
    <message>
      <source>Worker 1 stops, as in a GC pause, while still holding its job</source>
      <translation>工作进程 1 停住（就像 GC 停顿），但仍握着它的任务</translation>
    </message>
    <message>
      <source>Moves the server's clock 5 s on, so leases can lapse</source>
      <translation>把服务器时钟向前推 5 秒，让租约可能到期</translation>
    </message>
    <message>
      <source>Returns every job whose lease has lapsed to the pending list</source>
      <translation>把每个租约已到期的任务放回待处理列表</translation>
    </message>
    <message>
      <source>Every worker holding a job reports it done with its fence</source>
      <translation>每个持有任务的工作进程带着自己的栅栏号报告完成</translation>
    </message>
    <message>
      <source>One pending job again, no claims, the clock at 0</source>
      <translation>重新只有一个待处理任务，没有领取，时钟归零</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::MajorityPicker</name>
    <message>
      <source>Put M%1 in client A's set or take it out</source>
      <translation>把 M%1 放进客户端 A 的集合，或从中拿出</translation>
    </message>
    <message>
      <source>Put M%1 in client B's set or take it out</source>
      <translation>把 M%1 放进客户端 B 的集合，或从中拿出</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::OverlapPage</name>
    <message>
      <source>How many masters the two clients choose from, 1 to 9</source>
      <translation>两个客户端可选的主节点数，1 到 9</translation>
    </message>
    <message>
      <source>Tries every pair of two different majorities of N and counts the masters they share</source>
      <translation>逐一检查 N 个主节点中每一对不同的多数派，并统计它们共用的主节点</translation>
    </message>
    <message>
      <source>The chance that each master is down, for the availability chart</source>
      <translation>每个主节点宕机的概率，用于可用性图表</translation>
    </message>
    <message>
      <source>How many random trials the Monte Carlo estimate draws</source>
      <translation>蒙特卡洛估计抽取的随机试验次数</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::PlaybackBar</name>
    <message>
      <source>Drag to any moment of the trace</source>
      <translation>拖动到轨迹中的任意时刻</translation>
    </message>
    <message>
      <source>How much slower than real time the trace plays</source>
      <translation>轨迹比真实时间慢多少倍播放</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::ProtocolPage</name>
    <message>
      <source>Copies the commands to the clipboard, to paste into a shell with redis-cli</source>
      <translation>把这些命令复制到剪贴板，可粘贴到装有 redis-cli 的终端中</translation>
    </message>
    <message>
      <source>How long each master keeps the lock key, in ms</source>
      <translation>每个主节点保留锁键的时长，单位毫秒</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::QuestionBank</name>
    <message>
      <source>%1: cannot read the question file (%2): expected a readable JSON file</source>
      <translation>%1：无法读取题目文件（%2）：应为可读的 JSON 文件</translation>
    </message>
    <message>
      <source>%1: %2 bytes is too large for a question file: at most %3</source>
      <translation>%1：%2 字节对题目文件来说太大：最多 %3 字节</translation>
    </message>
    <message>
      <source>%1: line %2: field 'id': question '%3' is already on page %4: expected a new id</source>
      <translation>%1：第 %2 行：字段 'id'：题目 '%3' 已在页面 %4 中：应使用新的 id</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::QuestionCard</name>
    <message>
        <source>Show it on the page</source>
        <translation>在页面上演示</translation>
    </message>
    <message>
        <source>Set this page up as the question&apos;s run, so its own readouts show it</source>
        <translation>把本页设置成这道题的运行，让页面自己的读数显示结果</translation>
    </message>
    <message>
      <source>en</source>
      <comment>the language of the loaded catalogue</comment>
      <translation>zh_CN</translation>
    </message>
    <message>
      <source>No questions for this page.</source>
      <translation>本页没有题目。</translation>
    </message>
    <message>
      <source>Question %1 of %2</source>
      <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
      <source>Click a term to open it in the glossary</source>
      <translation>点击术语，在术语表中打开它</translation>
    </message>
    <message>
      <source>Pick this answer, then press "Check my answer" to see the run.</source>
      <translation>选这个答案，然后按“核对答案”查看运行结果。</translation>
    </message>
    <message>
      <source>Playing the run…</source>
      <translation>正在运行……</translation>
    </message>
    <message>
      <source>The run could not be played: %1</source>
      <translation>无法运行：%1</translation>
    </message>
    <message>
      <source>The run's answer (%1) is none of the choices: the question file needs a fix.</source>
      <translation>运行得出的答案（%1）不在选项中：题目文件需要修正。</translation>
    </message>
    <message>
      <source>Right. The run shows why:</source>
      <translation>答对了。运行结果说明了原因：</translation>
    </message>
    <message>
      <source>Not quite: the run says "%1". Here is why:</source>
      <translation>不太对：运行结果是“%1”。原因如下：</translation>
    </message>
    <message>
      <source>◀ Previous</source>
      <translation>◀ 上一题</translation>
    </message>
    <message>
      <source>Next ▶</source>
      <translation>下一题 ▶</translation>
    </message>
    <message>
      <source>Show the previous question of this page</source>
      <translation>显示本页的上一道题</translation>
    </message>
    <message>
      <source>Show the next question of this page</source>
      <translation>显示本页的下一道题</translation>
    </message>
    <message>
      <source>Check my answer</source>
      <translation>核对答案</translation>
    </message>
    <message>
      <source>Play the run behind the question and compare it with your choice</source>
      <translation>运行这道题背后的场景，并与你的选择比较</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::QuestionRunner</name>
    <message>
        <source>%1. %2 %3</source>
        <comment>verdict, votes sentence, reason sentence</comment>
        <translation>%1。%2%3</translation>
    </message>
    <message>
      <source>With %1 masters there is only one majority (all of them), so two clients would need the very same masters.</source>
      <translation>只有 %1 个主节点时，多数派只有一个（全部主节点），所以两个客户端需要的是完全相同的主节点。</translation>
    </message>
    <message>
      <source>The lab checked all %1 pairs of the %2 majorities of %3 masters: the fewest masters a pair shares is %4, and %5 pairs share none.</source>
      <translation>实验检查了 %3 个主节点的 %2 个多数派组成的全部 %1 对：一对之间共用的主节点最少为 %4 个，没有共用主节点的有 %5 对。</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::StudyDock</name>
    <message>
      <source>Click a term to open it in the glossary</source>
      <translation>点击术语，在术语表中打开它</translation>
    </message>
    <message>
      <source>Done: %1</source>
      <translation>已完成：%1</translation>
    </message>
    <message>
      <source>To do: %1</source>
      <translation>待完成：%1</translation>
    </message>
    <message>
      <source>Study guide</source>
      <translation>自学指南</translation>
    </message>
    <message>
      <source>Try this on “%1”</source>
      <translation>在“%1”上试一试</translation>
    </message>
    <message>
      <source>Try this</source>
      <translation>试一试</translation>
    </message>
    <message>
      <source>A question file did not load:
%1</source>
      <translation>有题目文件未能载入：
%1</translation>
    </message>
    <message>
      <source>Next page ▶</source>
      <translation>下一页 ▶</translation>
    </message>
    <message>
      <source>Go on to the next page of the course</source>
      <translation>继续课程的下一页</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::StudyGuide</name>
    <message>
        <source>Close the welcome (explore freely)</source>
        <translation>关闭欢迎窗口（自由探索）</translation>
    </message>
    <message>
      <source>Also load the questions of this file, or of every .json file in this folder (may be given more than once).</source>
      <translation>另外载入此文件中的题目，或此文件夹中每个 .json 文件的题目（可多次给出）。</translation>
    </message>
    <message>
      <source>Show the study guide (Try this and questions) under the page.</source>
      <translation>在页面下方显示自学指南（试一试和题目）。</translation>
    </message>
    <message>
      <source>Study &amp;guide (Try this and questions)</source>
      <translation>自学指南：试一试和题目(&amp;G)</translation>
    </message>
    <message>
      <source>Guided &amp;tour…</source>
      <translation>课程导览(&amp;T)…</translation>
    </message>
    <message>
      <source>G&amp;lossary…</source>
      <translation>术语表(&amp;L)…</translation>
    </message>
    <message>
      <source>not started</source>
      <translation>未开始</translation>
    </message>
    <message>
      <source>done</source>
      <translation>已完成</translation>
    </message>
    <message>
      <source>in progress</source>
      <translation>进行中</translation>
    </message>
    <message>
      <source>Try this: %1 of %2 steps (%3)</source>
      <translation>试一试：%2 步中完成 %1 步（%3）</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::SweepChart</name>
    <message>
      <source>Which parameter the sweep varies</source>
      <translation>扫描改变的是哪个参数</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::TimingPage</name>
    <message>
      <source>Moves the playhead to the next event of the runs</source>
      <translation>把播放头移到两次运行的下一个事件</translation>
    </message>
    <message>
      <source>Plays the runs from the playhead, or pauses them</source>
      <translation>从播放头处播放两次运行，或暂停</translation>
    </message>
    <message>
      <source>Drag the playhead through the runs</source>
      <translation>拖动播放头浏览两次运行</translation>
    </message>
    <message>
      <source>Which version of the scenario run A plays</source>
      <translation>运行 A 播放场景的哪个版本</translation>
    </message>
    <message>
      <source>Which version run B plays below A, or none</source>
      <translation>运行 B 在 A 下方播放哪个版本，或不播放</translation>
    </message>
    <message>
      <source>Which scenario both runs play</source>
      <translation>两次运行播放哪个场景</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::TryThis</name>
    <message>
      <source>Take two masters down (keys 4 and 5). Is the lock still held?</source>
      <translation>让两个主节点宕机（按 4 和 5）。锁还持有吗？</translation>
    </message>
    <message>
      <source>Take a third master down. What does the readout say now?</source>
      <translation>再让第三个主节点宕机。现在读数怎么说？</translation>
    </message>
    <message>
      <source>Set N to 4 with two masters down. Is half of them a majority?</source>
      <translation>把 N 设为 4，并让两个主节点宕机。一半算过半吗？</translation>
    </message>
    <message>
      <source>Press Space to play the acquire one event at a time.</source>
      <translation>按空格键，逐个事件播放这次获取。</translation>
    </message>
    <message>
      <source>Give M1 a latency above the per-instance timeout. What happens to its vote?</source>
      <translation>给 M1 设一个超过单实例超时的延迟。它的票会怎样？</translation>
    </message>
    <message>
      <source>Set Clients to 3. Does anyone win?</source>
      <translation>把客户端数设为 3。有人能赢吗？</translation>
    </message>
    <message>
      <source>Drag the elapsed time past the TTL: five OK votes, and still refused?</source>
      <translation>把耗时拖过 TTL：五张 OK 票，仍然被拒绝？</translation>
    </message>
    <message>
      <source>Find the moment just before the TTL where the drift allowance eats the rest.</source>
      <translation>找到 TTL 之前、漂移余量吃掉剩余时间的那一刻。</translation>
    </message>
    <message>
      <source>Press "Check every pair". Do any two majorities share nothing?</source>
      <translation>按“检查每一对”。有没有两个多数派毫无交集？</translation>
    </message>
    <message>
      <source>Set the number of masters to 4. How many masters do two majorities share now?</source>
      <translation>把主节点数设为 4。现在两个多数派共用几个主节点？</translation>
    </message>
    <message>
      <source>Move the p slider: how often is a majority still up?</source>
      <translation>移动 p 滑块：多数派仍然在线的概率是多少？</translation>
    </message>
    <message>
      <source>Choose the scenario “%1”. Which write does the storage accept?</source>
      <translation>选择场景“%1”。存储接受了哪次写入？</translation>
    </message>
    <message>
      <source>Set Fencing (B) to “%1” (it opens so). Which write does run B reject?</source>
      <translation>把“运行 B 的栅栏”设为“%1”（打开时已是如此）。运行 B 拒绝了哪次写入？</translation>
    </message>
    <message>
      <source>Choose the scenario “%1”: does a master that restarts empty break safety?</source>
      <translation>选择场景“%1”：一个空库重启的主节点会破坏安全性吗？</translation>
    </message>
    <message>
      <source>Let worker 1 claim the job. What is its fence?</source>
      <translation>让工作进程 1 领取任务。它的栅栏号是多少？</translation>
    </message>
    <message>
      <source>Pause worker 1, advance time past the lease, run the reaper and let worker 2 claim.</source>
      <translation>暂停工作进程 1，把时间推过租约，运行回收器，再让工作进程 2 领取。</translation>
    </message>
    <message>
      <source>Complete: is worker 1's late completion accepted?</source>
      <translation>完成：工作进程 1 迟到的完成结果会被接受吗？</translation>
    </message>
    <message>
      <source>Answer a question on three different pages.</source>
      <translation>在三个不同的页面上各答一道题。</translation>
    </message>
    <message>
      <source>Get every question of one page right.</source>
      <translation>把某一页的题目全部答对。</translation>
    </message>
  </context>
  <context>
    <name>redlock::ui::WelcomeDialog</name>
    <message>
      <source>Welcome to Redlock Lab</source>
      <translation>欢迎使用 Redlock Lab</translation>
    </message>
    <message>
      <source>Studying on your own? Follow the course: each page gets a short "Try this" list that ticks itself off as you do it, and questions that ask you to predict what happens before the lab runs it and explains the result.

Or explore freely. Help → Guided tour brings this choice back at any time.</source>
      <translation>在自学吗？跟着课程走：每一页都有一份简短的“试一试”清单，你做到哪一步它就自动勾上哪一步；还有题目请你先预测会发生什么，然后实验运行它并解释结果。

也可以自由探索。随时可以通过“帮助 → 课程导览”回到这个选择。</translation>
    </message>
    <message>
      <source>Follow the course</source>
      <translation>跟着课程走</translation>
    </message>
    <message>
      <source>Open the study guide under each page, starting from page 1</source>
      <translation>在每页下方打开自学指南，从第 1 页开始</translation>
    </message>
    <message>
      <source>Explore freely</source>
      <translation>自由探索</translation>
    </message>
    <message>
      <source>Close this and use the lab without the study guide</source>
      <translation>关闭此窗口，不用自学指南使用实验</translation>
    </message>
  </context>
</TS>
