<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>redlock::ui::MainWindow</name>
    <message>
        <source>Page reset: %1</source>
        <translation>已重置本页：%1</translation>
    </message>
    <message>
        <source>The whole lab is back at its start.</source>
        <translation>整个实验室已回到初始状态。</translation>
    </message>
    <message>
        <source>Presenter text is at its largest.</source>
        <translation>演示文字已是最大。</translation>
    </message>
    <message>
        <source>Presenter text is at its smallest (20 pt).</source>
        <translation>演示文字已是最小（20 磅）。</translation>
    </message>
    <message>
        <source>Presenter text ×%1</source>
        <translation>演示文字 ×%1</translation>
    </message>
    <message>
        <source>Presenter text ×%1 (seen in presenter mode, F5)</source>
        <translation>演示文字 ×%1（在演示模式下生效，按 F5）</translation>
    </message>
    <message>
        <source>Forget the saved theme, window size, presenter text size and last page? The language stays as it is; the lab returns to its defaults now.</source>
        <translation>要清除已保存的主题、窗口大小、演示文字大小和上次所在的页面吗？语言保持不变，实验室会立即恢复默认设置。</translation>
    </message>
    <message>
        <source>This page does not fit the window even at the normal text size: its verdict is on screen, scroll for the rest.</source>
        <translation>即使用正常字号，本页也放不进窗口：结论已显示在屏幕上，其余部分请滚动查看。</translation>
    </message>
    <message>
        <source>Page fitted to the window: text ×%1, below the 20 pt floor, so that the whole page is on screen.</source>
        <translation>已让本页适应窗口：文字 ×%1，低于 20 pt 的下限，以便整页都显示在屏幕上。</translation>
    </message>
    <message>
        <source>Page fitted to the window: presenter text ×%1.</source>
        <translation>已让本页适应窗口：演示文字 ×%1。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::WindowActions</name>
    <message>
        <source>Play or pause the trace (protocol page)</source>
        <translation>播放或暂停时序（协议页面）</translation>
    </message>
    <message>
        <source>One event forward (protocol page)</source>
        <translation>前进一个事件（协议页面）</translation>
    </message>
    <message>
        <source>One event back (protocol page)</source>
        <translation>后退一个事件（协议页面）</translation>
    </message>
    <message>
        <source>Flip master M1–M9 (majority page)</source>
        <translation>切换主节点 M1–M9（多数派页面）</translation>
    </message>
    <message>
        <source>Page &amp;list</source>
        <translation>页面列表(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Reset this page</source>
        <translation>重置本页(&amp;R)</translation>
    </message>
    <message>
        <source>Reset the &amp;whole lab</source>
        <translation>重置整个实验室(&amp;W)</translation>
    </message>
</context>
<context>
    <name>redlock::ui::GatesPage</name>
    <message>
        <source>The votes are the masters of page 1 (%1 of %2 OK): this page shares them. Its elapsed time, TTL and drift are its own.</source>
        <translation>票数来自第 1 页的主节点（%2 个中 %1 个正常）：本页与它共用这些主节点。耗时、TTL 和漂移则是本页自己的。</translation>
    </message>
</context>
<context>
    <name>redlock::ui::MajorityPage</name>
    <message>
        <source>Click a master, or press its number key, to flip it between OK and down. Page 3 counts these same masters.</source>
        <translation>点击某个主节点，或按下它的数字键，即可在“正常”和“宕机”之间切换。第 3 页统计的也是这些主节点。</translation>
    </message>
</context>
</TS>
