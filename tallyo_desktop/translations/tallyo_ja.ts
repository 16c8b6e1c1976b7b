<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AbortiveForm</name>
    <message>
        <location filename="../app/entry/abortive_form.py" line="+110"/>
        <source>Abortive draw: which kind? Press 1–{count} or click it.</source>
        <translation>途中流局: 種類は？ 1〜{count}を押すかクリックしてください。</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../app/window/about.py" line="+17"/>
        <location line="+5"/>
        <source>Qt for Python</source>
        <translation>Qt for Python</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counting hands from their tiles</source>
        <translation>牌からの手の計算</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tallyo Desktop {version}</source>
        <translation>Tallyo Desktop {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An offline scorekeeper for riichi mahjong, under the MIT licence.</source>
        <translation>リーチ麻雀のオフライン点数管理アプリ（MITライセンス）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It brings with it:</source>
        <translation>同梱しているもの:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python {version} (PSF licence)</source>
        <translation>Python {version}（PSFライセンス）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Qt {version} (LGPL-3.0)</source>
        <translation>Qt {version}（LGPL-3.0）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} {version}: {what} ({licence})</source>
        <translation>{name} {version}: {what}（{licence}）</translation>
    </message>
</context>
<context>
    <name>AchievementLines</name>
    <message>
        <location filename="../app/club/achievement_lines.py" line="+42"/>
        <source>, </source>
        <extracomment>Between the names of the players holding one achievement.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} ({what})</source>
        <translation>{name}（{what}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{achievement}: {holders}</source>
        <translation>{achievement}：{holders}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{achievement}: {holders} ({what})</source>
        <translation>{achievement}：{holders}（{what}）</translation>
    </message>
    <message numerus="yes">
        <location line="-32"/>
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} ほか%n件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <location filename="../app/entry/action_button.py" line="+23"/>
        <source>{action} ({shortcut})</source>
        <translation>{action} ({shortcut})</translation>
    </message>
</context>
<context>
    <name>BigView</name>
    <message>
        <location filename="../app/club/seating_view.py" line="+171"/>
        <source>Seating — big view</source>
        <translation>座席決め — 大きな表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Full screen</source>
        <translation>全画面(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc closes the big view too</source>
        <translation>Escでも大きな表示を閉じます</translation>
    </message>
</context>
<context>
    <name>CentrePanel</name>
    <message>
        <location filename="../app/table/centre_panel.py" line="+78"/>
        <source>No game yet</source>
        <translation>対局がありません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{hand} (putting in a forgotten hand)</source>
        <translation>{hand}（抜けた局を追加中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} (changing it)</source>
        <translation>{hand}（修正中）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand: {hand}</source>
        <translation>局: {hand}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>{honba} honba, %n riichi stick(s) on the table</source>
        <translation>
            <numerusform>{honba}本場、供託リーチ棒%n本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeRulesDialog</name>
    <message>
        <location filename="../app/rules/change_rules_dialog.py" line="+36"/>
        <source>Change the rules of this game</source>
        <translation>この対局のルールを変更</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every hand of this game is counted again under the rules you set here. Edit ▸ Undo brings back the rules it has now.</source>
        <translation>この対局のすべての局を、ここで設定したルールで計算し直します。編集 ▸ 元に戻す で今のルールに戻せます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules preset</source>
        <translation>ルールのプリセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load the rules of a known rule set, then change them as you like.</source>
        <translation>既存のルールを読み込み、自由に変更できます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preset</source>
        <translation>プリセット(&amp;P)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Why these rules cannot be this game&apos;s</source>
        <translation>このルールをこの対局に使えない理由</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Change the rules</source>
        <translation>ルールを変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../app/entry/seat_event_forms.py" line="+45"/>
        <source>Chombo: who made it? Press 1–{last} or click that player.</source>
        <translation>チョンボ: 誰ですか？ 1〜{last}を押すかその人をクリックしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chombo by {name}.</source>
        <translation>{name}のチョンボ。</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <location filename="../app/shared/action_table.py" line="+439"/>
        <source>Round &amp;clock</source>
        <translation>ラウンド時計(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Start the round clock…</source>
        <translation>対局時計を開始(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time the round: the clock shows on the table and flashes when the time is up</source>
        <translation>対局の時間を計ります。時計は卓に表示され、時間切れになると点滅します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause the clock</source>
        <translation>時計を一時停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume the clock</source>
        <translation>時計を再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top the clock</source>
        <translation>時計を止める(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;End the game by time</source>
        <translation>時間切れで対局を終える(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the game after the hand just played and settle it; Undo takes it back</source>
        <translation>終わったばかりの局で対局を終えて精算します。元に戻すで取り消せます</translation>
    </message>
</context>
<context>
    <name>ClockKeeper</name>
    <message>
        <location filename="../app/clock/keeper.py" line="+200"/>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>End the game</source>
        <translation>対局を終える</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The round&apos;s time is up and the hand is over. End the game by time now? It is settled as it stands. Play on, and Club ▸ Round clock ▸ End the game by time ends it later.</source>
        <translation>ラウンドの時間が切れ、この局が終わりました。ここで時間切れとして対局を終えますか？ 今の点数で精算します。続ける場合は、あとでクラブ ▸ ラウンド時計 ▸ 時間切れで対局を終える で終えられます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The round&apos;s time is up and the one more hand is over. End the game by time now? It is settled as it stands. Play on, and Club ▸ Round clock ▸ End the game by time ends it later.</source>
        <translation>ラウンドの時間が切れ、あと一局も終わりました。ここで時間切れとして対局を終えますか？ 今の点数で精算します。続ける場合は、あとでクラブ ▸ ラウンド時計 ▸ 時間切れで対局を終える で終えられます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play on</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <location filename="../app/clock/view.py" line="+69"/>
        <source>Round clock: {text}</source>
        <translation>対局時計: {text}</translation>
    </message>
</context>
<context>
    <name>ClubActions</name>
    <message>
        <location filename="../app/club/actions.py" line="+132"/>
        <source>This table, {hand}:   {players}</source>
        <translation>この卓、{hand}：   {players}</translation>
    </message>
    <message>
        <location filename="../app/shared/action_table.py" line="-53"/>
        <source>&amp;Standings…</source>
        <translation>成績表(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The standings of a season, a club night or all games, and exports</source>
        <translation>シーズン・例会・全対局の成績表と書き出し</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players…</source>
        <translation>プレイヤー(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players as people: merge the names of one player, rename one</source>
        <translation>人としてのプレイヤー：同じ人の名前をまとめる、名前を変える</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seasons and club &amp;nights…</source>
        <translation>シーズンと例会(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standings on the &amp;table display</source>
        <translation>テーブル表示に成績表(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evening&apos;s standings in large type on the table display, with the tables being played; again for the table</source>
        <translation>今夜の成績表と対局中の卓をテーブル表示に大きく表示します。もう一度で卓の表示に戻ります</translation>
    </message>
    <message>
        <location filename="../app/club/actions.py" line="+2"/>
        <source>Table {number} (this laptop), {hand}:   {players}</source>
        <translation>{number}卓（このパソコン）、{hand}：   {players}</translation>
    </message>
</context>
<context>
    <name>ClubExports</name>
    <message>
        <location filename="../app/club/exports.py" line="+38"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Tallyo standings</source>
        <translation>Tallyo 成績表</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>standings</source>
        <translation>成績表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three players</source>
        <translation>三人打ち</translation>
    </message>
</context>
<context>
    <name>ClubNightDialog</name>
    <message>
        <location filename="../app/club/season_dialogs.py" line="+106"/>
        <source>Club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New club night</source>
        <translation>新しい例会</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no day</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No season</source>
        <translation>シーズンなし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Day</source>
        <translation>日付(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Season</source>
        <translation>シーズン(&amp;S)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The day is not a day: type it as 2026-09-01.</source>
        <translation>日付になっていません。2026-09-01 のように入力してください。</translation>
    </message>
</context>
<context>
    <name>ClubRecords</name>
    <message>
        <location filename="../app/club/record_files.py" line="+43"/>
        <source>{file} cannot be read, so it still names its old club night: {reason}</source>
        <translation>{file} を読み込めないため、前の例会のままです：{reason}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} を書き込めませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <location filename="../app/club/window.py" line="+46"/>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Standings</source>
        <translation>成績表(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seasons and club &amp;nights</source>
        <translation>シーズンと例会(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find games…</source>
        <translation>対局を探す(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find games by a yaku, a yakuman, a double ron, a player or a date (Ctrl+F)</source>
        <translation>役・役満・ダブロン・プレイヤー・日付で対局を探す (Ctrl+F)</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../app/library/conflict_dialog.py" line="+75"/>
        <source>Copies of one game that differ</source>
        <translation>食い違う同じ対局のコピー</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Decide &amp;later</source>
        <translation>後で決める(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library stays as it is; gathering these files again asks again</source>
        <translation>ライブラリはこのままです。これらのファイルをもう一度集めると、また尋ねます</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Copy {number}: in the library now</source>
        <translation>コピー {number}：現在ライブラリにあるもの</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy {number}</source>
        <translation>コピー {number}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>(the library&apos;s own)</source>
        <translation>（ライブラリ内のもの）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Result</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{place}. {name}: {points} points, {result}</source>
        <translation>{place}位 {name}：{points}点、{result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Keep copy {number}</source>
        <translation>コピー {number} を残す(&amp;K)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>At {hand}</source>
        <translation>{hand} の記録</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Keep the copy that is right; the others stay in the data folder, nothing is deleted, and gathering them again does not ask again.</source>
        <translation>正しいコピーを残してください。ほかのコピーもデータフォルダに残り、何も削除されません。これらをもう一度集めても、再び尋ねることはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These copies of one game went different ways from {hand} (the game&apos;s event {number}): a hand was entered differently, or only on some of the laptops. Each column shows what its copy has there.</source>
        <translation>これらの同じ対局のコピーは {hand}（対局の {number} 番目の記録）から食い違っています。局の入力が違っていたか、一部のノートパソコンでしか入力されていません。各列に、そのコピーのその時点の記録を示します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These copies of one game have the same hands under other players&apos; names.</source>
        <translation>これらの同じ対局のコピーは、局の記録は同じですが、プレイヤーの名前が違います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These copies of one game have the same hands under other rules: {options}.</source>
        <translation>これらの同じ対局のコピーは、局の記録は同じですが、ルールが違います：{options}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These copies of one game differ.</source>
        <translation>これらの同じ対局のコピーは食い違っています。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Seat {number}</source>
        <translation>{number}番席</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Nothing: this copy ends before it.</source>
        <translation>なし：このコピーはその前で終わっています。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location line="-139"/>
        <source>Decide these and the %n other(s) later</source>
        <translation>
            <numerusform>これと残りの %n 件をまとめて後で決める</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <location filename="../app/files/continue_dialog.py" line="+33"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>最後の対局日時</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue a game</source>
        <translation>対局を再開</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished games, the last played first.</source>
        <translation>終わっていない対局（新しい順）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no other unfinished game.</source>
        <translation>ほかに終わっていない対局はありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished games</source>
        <translation>終わっていない対局</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+65"/>
        <source>&amp;Continue</source>
        <translation>再開(&amp;C)</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the game&apos;s file to the trash</source>
        <translation>対局のファイルをゴミ箱に移します</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{hand}, finished since</source>
        <translation>{hand}（その後終局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand}, went another way</source>
        <translation>{hand}（別の進行）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Continue…</source>
        <translation>再開(&amp;C)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This copy is an earlier moment of a game that was finished since, on another laptop say ({result}). Continue opens the finished game, or plays on from this moment as a game of its own; the finished game stays as it ended.</source>
        <translation>このコピーは、その後（別のノートパソコンなどで）終局した対局の途中の状態です（{result}）。再開すると、終局した対局を開くか、この時点から別の対局として続けるかを選べます。終局した対局は終わったときのまま残ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This copy went another way than the finished game of the same identity ({result}). Continue plays it on as a game of its own; the finished game stays as it ended.</source>
        <translation>このコピーは、同じ対局の終局した記録（{result}）とは違う進み方をしています。再開すると別の対局として続けます。終局した対局は終わったときのまま残ります。</translation>
    </message>
</context>
<context>
    <name>CorrectionForm</name>
    <message>
        <location filename="../app/entry/seat_event_forms.py" line="+15"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why, e.g. a payment was missed in East 3</source>
        <translation>理由（例: 東3局の支払い漏れ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;oints:</source>
        <translation>点数(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eason:</source>
        <translation>理由(&amp;E):</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Point correction: who pays? Press 1–{last} or click that player.</source>
        <translation>点数訂正: 支払うのは誰？ 1〜{last}を押すかその人をクリックしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} pays: who receives? Press 1–{last} or click that player.</source>
        <translation>{name}が支払い: 受け取るのは誰？ 1〜{last}を押すかその人をクリックしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{payer} pays {receiver}: the points, and why.</source>
        <translation>{payer}から{receiver}へ: 点数と理由を入力。</translation>
    </message>
</context>
<context>
    <name>DataFolderDialog</name>
    <message>
        <location filename="../app/window/data_folder_help.py" line="+55"/>
        <source>Where the games are</source>
        <translation>対局の保存場所</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tallyo Desktop keeps your games and the library in this folder:</source>
        <translation>Tallyo Desktop は対局とライブラリをこのフォルダに保存しています：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The data folder</source>
        <translation>データフォルダ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Open the folder</source>
        <translation>フォルダを開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy the path</source>
        <translation>パスをコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>library.sqlite3: the library, with the club&apos;s seasons and nights</source>
        <translation>library.sqlite3：ライブラリ（クラブのシーズンと例会を含む）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the games folder to keep every game safe, or to take them to another laptop. Library ▸ Save this night&apos;s games to… writes a club night&apos;s games to a stick or a folder in one step.</source>
        <translation>すべての対局を安全に残したり別のノートパソコンに移したりするには、games フォルダをコピーしてください。ライブラリ ▸ この例会の対局を保存… を使うと、例会の対局をUSBメモリやフォルダに一度に書き出せます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The folder could not be opened here: copy its path and open it yourself.</source>
        <translation>ここではフォルダを開けませんでした。パスをコピーしてご自身で開いてください。</translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>games: the unfinished games (%n)</source>
        <translation>
            <numerusform>games：終わっていない対局（%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>games/finished: the finished games (%n), each from the moment it ends; the library is made from them</source>
        <translation>
            <numerusform>games/finished：終わった対局（%n）。終局した時点でここに入ります。ライブラリはこれらから作られます</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DateField</name>
    <message>
        <location filename="../app/club/date_field.py" line="+73"/>
        <source>Choose the day on a calendar</source>
        <translation>カレンダーで日付を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calendar</source>
        <translation>カレンダー</translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../app/entry/draw_form.py" line="+36"/>
        <source>&amp;All tenpai</source>
        <translation>全員テンパイ(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All &amp;noten</source>
        <translation>全員ノーテン(&amp;N)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{number} {name} tenpai</source>
        <translation>{number} {name} テンパイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: nagashi mangan</source>
        <translation>{name}: 流し満貫</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Nagashi mangan: press 1–{last} or click who made it; tick who was tenpai.</source>
        <translation>流し満貫: 達成した人を1〜{last}かクリックで選び、テンパイの人にチェック。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw: press 1–{last} or click each player who was tenpai (A: all, 0: nobody).</source>
        <translation>流局: テンパイの人を1〜{last}かクリックで選択（A: 全員、0: 全員ノーテン）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{names} declared riichi but are marked noten: a riichi player who is not tenpai at the draw has made a chombo.</source>
        <translation>{names}はリーチしていますがノーテンになっています。流局時にテンパイでないリーチはチョンボです。</translation>
    </message>
</context>
<context>
    <name>EntryActions</name>
    <message>
        <location filename="../app/shared/action_table.py" line="-207"/>
        <source>&amp;Ron</source>
        <translation>ロン(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player won on another player&apos;s discard</source>
        <translation>他家の捨て牌で和了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tsumo</source>
        <translation>ツモ(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player won by self-draw</source>
        <translation>自分のツモで和了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Draw</source>
        <translation>流局(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exhaustive draw: nobody won</source>
        <translation>荒牌流局（誰も和了せず）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Nagashi mangan</source>
        <translation>流し満貫(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Abortive draw</source>
        <translation>途中流局(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Chombo</source>
        <translation>チョンボ(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point c&amp;orrection</source>
        <translation>点数訂正(&amp;O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Record</source>
        <translation>記録(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick player {number}</source>
        <translation>{number}番の人を選択</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Count from &amp;tiles…</source>
        <translation>牌から計算(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count the winner&apos;s hand from its tiles: yaku, han and fu</source>
        <translation>和了者の手を牌から計算: 役、翻、符</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Another &amp;winner (double ron)</source>
        <translation>和了者を追加（ダブロン）(&amp;W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All tenpai</source>
        <translation>全員テンパイ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All noten</source>
        <translation>全員ノーテン</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Riichi for player {number}</source>
        <translation>{number}番の人のリーチ</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>More events</source>
        <translation>その他の記録</translation>
    </message>
    <message>
        <location filename="../app/entry/actions.py" line="+154"/>
        <source>Riichi for {name}</source>
        <translation>{name}のリーチ</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>{action} — not in these rules</source>
        <extracomment>A menu entry of a kind of event the rules of the game leave out: &quot;Chombo — not in these rules&quot; (its tooltip and the status bar say why).</extracomment>
        <translation>{action} — このルールにはなし</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../app/entry/panel.py" line="+127"/>
        <source>More events</source>
        <translation>その他の記録</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Putting in a forgotten hand before the one played as {hand}.</source>
        <translation>{hand}として打った局の前に、記録し忘れた局を追加中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing {hand}.</source>
        <translation>{hand}を修正中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game yet: start one with Game ▸ New game (Ctrl+N).</source>
        <translation>まだ対局がありません。ゲーム ▸ 新しい対局（Ctrl+N）で始めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Putting in a forgotten hand: what happened? (R, T, D …; Esc stops.)</source>
        <translation>記録し忘れた局を追加: 何が起きましたか？（R、T、D…。Escで中止）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The result: Ctrl+E. A new game: Ctrl+N.</source>
        <translation>精算は Ctrl+E、新しい対局は Ctrl+N。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is open to look at only.</source>
        <translation>この対局は閲覧のみです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened? Alt+1–{last} declares riichi.</source>
        <translation>何が起きましたか？ Alt+1〜{last}でリーチ。</translation>
    </message>
</context>
<context>
    <name>FigureWords</name>
    <message>
        <location filename="../app/club/figure_words.py" line="+23"/>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First places</source>
        <translation>1位率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second places</source>
        <translation>2位率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third places</source>
        <translation>3位率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fourth places</source>
        <translation>4位率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average result</source>
        <translation>平均収支</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average final points</source>
        <translation>平均最終持ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts</source>
        <translation>飛び率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal-ins</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riichi</source>
        <translation>立直率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by tsumo</source>
        <translation>ツモ和了の割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with riichi</source>
        <translation>立直和了の割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won as dealer</source>
        <translation>親の和了の割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average win</source>
        <translation>平均和了点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average deal-in</source>
        <translation>平均放銃点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt in to a riichi</source>
        <translation>立直者への放銃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealt in while in riichi</source>
        <translation>立直中の放銃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealt in to the dealer</source>
        <translation>親への放銃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Riichi won</source>
        <translation>立直の和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riichi that dealt in</source>
        <translation>立直後の放銃率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First riichi (not chasing)</source>
        <translation>先制立直（追っかけでない）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First riichi won</source>
        <translation>先制立直の和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chasing riichi won</source>
        <translation>追っかけ立直の和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenpai at draws</source>
        <translation>流局時の聴牌率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer repeats kept</source>
        <translation>連荘率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer hands won</source>
        <translation>親番の和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open wins</source>
        <translation>副露での和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed wins</source>
        <translation>門前での和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaten wins</source>
        <translation>ダマテンの和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dora a win</source>
        <translation>和了あたりのドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red fives a win</source>
        <translation>和了あたりの赤ドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ura dora a win</source>
        <translation>和了あたりの裏ドラ</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>{over} (shown from {least})</source>
        <translation>{over}（{least}から表示）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>under {high}</source>
        <translation>{high}未満</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Best hand</source>
        <translation>最高の和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most wins</source>
        <translation>最多和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest deal-ins</source>
        <translation>最少放銃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most deal-ins</source>
        <translation>最多放銃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most damaten wins</source>
        <translation>最多ダマテン和了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most riichi-only wins</source>
        <translation>最多リーのみ和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest dealer streak</source>
        <translation>最長連荘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Biggest comeback</source>
        <translation>最大の逆転</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{points} points</source>
        <translation>{points}点</translation>
    </message>
    <message numerus="yes">
        <location line="-110"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln対局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hand(s)</source>
        <translation>
            <numerusform>%Ln局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>和了%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln deal-in(s)</source>
        <translation>
            <numerusform>放銃%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln riichi</source>
        <translation>
            <numerusform>立直%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln first riichi</source>
        <translation>
            <numerusform>先制立直%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln chasing riichi</source>
        <translation>
            <numerusform>追っかけ立直%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>流局%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln dealer hand(s)</source>
        <translation>
            <numerusform>親番%Ln局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln win(s) with tiles</source>
        <translation>
            <numerusform>牌の残る和了%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n repeat(s)</source>
        <translation>
            <numerusform>%n連荘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} in %Ln hand(s), {rate:.1f} %</source>
        <translation>
            <numerusform>%Ln局で{count}回、{rate:.1f} %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <location filename="../app/club/player_figures.py" line="+81"/>
        <source>Figures</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Places and results</source>
        <translation>順位と収支</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Deal-ins</source>
        <translation>放銃</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer, and draws</source>
        <translation>親番と流局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wins whose tiles were kept (counted in the tile picker, or from an online log)</source>
        <translation>牌の残る和了（牌から数えたもの、またはオンラインの牌譜から）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yaku, in the wins whose tiles were kept</source>
        <translation>役（牌の残る和了）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counts</source>
        <translation>回数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Counted over</source>
        <translation>母数</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Too few to say: {count} of {over}</source>
        <translation>少なすぎて出せません：{over}のうち{count}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wins (ron / tsumo)</source>
        <translation>和了（ロン／ツモ）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Best hand</source>
        <translation>最高の和了</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Riichi-only wins</source>
        <translation>リーのみの和了</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Longest dealer streak</source>
        <translation>最長連荘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts</source>
        <translation>飛び</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Biggest comeback</source>
        <translation>最大の逆転</translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <source>{rating:.0f} after %n game(s)</source>
        <translation>
            <numerusform>%n対局後 {rating:.0f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileBanner</name>
    <message>
        <location filename="../app/window/file_banner.py" line="+28"/>
        <source>Reload from file</source>
        <translation>ファイルから読み直す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{file} cannot be changed (it or its folder is read-only). Your hands are kept in Tallyo&apos;s own copy; use Save as to keep them in a file.</source>
        <translation>{file} は変更できません（ファイルかフォルダが読み取り専用です）。記録は Tallyo 内のコピーに保存されます。ファイルに残すには「名前を付けて保存」を使ってください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{file} no longer holds this game, so it is not written over. Your hands are kept in Tallyo&apos;s own copy; use Save as to keep them in a file.</source>
        <translation>{file} にはもうこの対局が入っていないため、上書きしません。記録は Tallyo 内のコピーに保存されます。ファイルに残すには「名前を付けて保存」を使ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} was changed by another program since Tallyo last saved it, so it is not written over. Your hands are kept in Tallyo&apos;s own copy: reload the game from the file, or use Save as to keep it in another.</source>
        <translation>{file} は Tallyo が最後に保存したあと、ほかのプログラムに変更されたため、上書きしません。記録は Tallyo 内のコピーに保存されます。ファイルから対局を読み直すか、「名前を付けて保存」で別のファイルに残してください。</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../app/window/file_commands.py" line="+107"/>
        <source>Tallyo games (*{suffix})</source>
        <translation>Tallyo 対局ファイル (*{suffix})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The last change to the game is not saved.</source>
        <translation>対局の最後の変更が保存されていません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{lost} Tallyo Desktop could not write the game ({reasons}).

Save as keeps the game in a file of your choice, on another disk say.</source>
        <translation>{lost} Tallyo Desktop は対局を書き込めませんでした（{reasons}）。

「名前を付けて保存」で、別のディスクなど選んだファイルに対局を残せます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not saved</source>
        <translation>対局が保存されていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+9"/>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new game could not be held for this window: try again.</source>
        <translation>新しい対局をこのウィンドウで確保できませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <location line="+6"/>
        <source>Open game</source>
        <translation>対局を開く</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{file} cannot be opened. {reason}</source>
        <translation>{file} を開けません。{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tallyo&apos;s own copy of this game had hands that {file} does not have: it is kept as another unfinished game (Game ▸ Continue a game), and {file} is open as it is.</source>
        <translation>Tallyo 内のこの対局のコピーには {file} にない局がありました。そのコピーは別の未終了の対局として残し（ゲーム ▸ 対局を再開）、{file} はそのまま開きました。</translation>
    </message>
    <message>
        <location filename="../app/window/continue_commands.py" line="+30"/>
        <source>Continue a game</source>
        <translation>対局を再開</translation>
    </message>
    <message>
        <location filename="../app/window/file_commands.py" line="+26"/>
        <source>Save game as</source>
        <translation>名前を付けて対局を保存</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>Reload game</source>
        <translation>対局を読み直す</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Go on from {file} as the other program left it? What was recorded here since it changed is replaced by what the file holds.</source>
        <translation>ほかのプログラムが変更したままの {file} から続けますか？ 変更後にここで記録した内容は、ファイルの内容に置き換わります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload</source>
        <translation>読み直す</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+11"/>
        <source>Export as CSV</source>
        <translation>CSV に書き出し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}.</source>
        <translation>{file} に書き込めませんでした: {reason}。</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+28"/>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>The library of finished games is not available.</source>
        <translation>終了した対局のライブラリを利用できません。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This game cannot be opened. {reason}</source>
        <translation>この対局を開けません。{reason}</translation>
    </message>
    <message>
        <location filename="../app/window/continue_commands.py" line="+14"/>
        <source>This copy is an earlier moment of a game that was finished since (on another laptop, say): {result}. Open the finished game as it ended, or play on from this moment as a game of its own? The finished game stays as it ended either way.</source>
        <translation>このコピーは、その後（別のノートパソコンなどで）終局した対局の途中の状態です：{result}。終局した対局をそのまま開きますか、それともこの時点から別の対局として続けますか？どちらを選んでも、終局した対局は終わったときのまま残ります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open the finished game</source>
        <translation>終局した対局を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on as a game of its own</source>
        <translation>別の対局として続ける</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This copy went another way than the finished game of the same identity: it is played on as a game of its own, and the finished game stays as it ended.</source>
        <translation>このコピーは、同じ対局の終局した記録とは違う進み方をしています。別の対局として続けます。終局した対局は終わったときのまま残ります。</translation>
    </message>
    <message>
        <location filename="../app/window/file_commands.py" line="-68"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where the games are</source>
        <translation>対局の保存場所</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This window keeps no games on disk.</source>
        <translation>このウィンドウは対局をディスクに保存していません。</translation>
    </message>
    <message numerus="yes">
        <location line="-150"/>
        <source>%n hand(s) recorded since the last save are not saved.</source>
        <translation>
            <numerusform>最後の保存のあとに記録した %n 局が保存されていません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Quit and lose %n hand(s)</source>
        <translation>
            <numerusform>%n 局を失って終了</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Go on and lose %n hand(s)</source>
        <translation>
            <numerusform>%n 局を失って続ける</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileDrops</name>
    <message>
        <location filename="../app/window/drops.py" line="+65"/>
        <source>Open game</source>
        <translation>対局を開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop one game file to open it. To bring several into the library, use Library ▸ Gather games…</source>
        <translation>開くには対局ファイルを一つだけドロップしてください。いくつもの対局をライブラリに入れるには、ライブラリ ▸ 対局を集める… を使ってください。</translation>
    </message>
</context>
<context>
    <name>FuSpinBox</name>
    <message>
        <location filename="../app/entry/spinners.py" line="+91"/>
        <source> fu</source>
        <comment>suffix of the fu count, with its leading space</comment>
        <translation>符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fu</source>
        <translation>符</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../app/files/data_folder.py" line="+32"/>
        <source>the folder {folder} cannot be created ({reason})</source>
        <translation>フォルダー {folder} を作成できません（{reason}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file cannot be opened for writing</source>
        <translation>ファイルを書き込み用に開けません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not everything could be written</source>
        <translation>すべてを書き込めませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file could not be completed</source>
        <translation>ファイルの書き込みを完了できませんでした</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{id} cannot name a game&apos;s file.</source>
        <translation>{id} は対局ファイルの名前に使えません。</translation>
    </message>
    <message>
        <location filename="../app/files/game_files.py" line="+159"/>
        <source>That game is finished: it is in the library.</source>
        <translation>その対局は終了しています。ライブラリにあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+39"/>
        <source>This game is open in another Tallyo Desktop window.</source>
        <translation>この対局は別の Tallyo Desktop のウィンドウで開かれています。</translation>
    </message>
    <message>
        <location filename="../app/files/player_file.py" line="+65"/>
        <source>Tallyo&apos;s own copy of this game has hands the file does not, and it could not be kept apart ({reason}): the file was not opened.</source>
        <translation>Tallyo 内のこの対局のコピーにはファイルにない局があり、別に残せませんでした（{reason}）。ファイルは開いていません。</translation>
    </message>
    <message>
        <location filename="../app/files/game_files.py" line="+84"/>
        <source>Tallyo&apos;s own copy: {reason}</source>
        <translation>Tallyo 内のコピー: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved ({failures}). Keep playing: nothing is lost while Tallyo Desktop is open, and saving is tried again.</source>
        <translation>対局を保存できませんでした（{failures}）。そのまま続けてください。Tallyo Desktop を開いている間は何も失われず、保存はまた試みられます。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{file} no longer holds this game: it was not loaded.</source>
        <translation>{file} にはもうこの対局が入っていないため、読み込みませんでした。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That file is open in another Tallyo Desktop window.</source>
        <translation>そのファイルは別の Tallyo Desktop のウィンドウで開かれています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game could not be saved as {file}: {reason}.</source>
        <translation>対局を {file} として保存できませんでした: {reason}。</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>This copy is an earlier moment of a game that was finished since (on another laptop, say), and that is in the library.</source>
        <translation>このコピーは、その後（別のノートパソコンなどで）終局し、ライブラリに入っている対局の途中の状態です。</translation>
    </message>
    <message>
        <location filename="../app/files/game_store.py" line="+132"/>
        <source>This copy could not be kept as a game of its own ({reason}): it was not continued.</source>
        <translation>このコピーを別の対局として残せませんでした（{reason}）。再開していません。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>a finished copy of this game is in the way</source>
        <translation>この対局の終局したコピーが既にあります</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>another copy of this game is in the way</source>
        <translation>この対局の別のコピーが既にあります</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <location filename="../app/game/model.py" line="+48"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+124"/>
        <location filename="../app/history/panel.py" line="+129"/>
        <source>{honba} honba</source>
        <translation>{honba}本場</translation>
    </message>
</context>
<context>
    <name>GatherCommands</name>
    <message>
        <location filename="../app/library/gather_commands.py" line="+70"/>
        <source>Gather games</source>
        <translation>対局を集める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tallyo games (*{suffix})</source>
        <translation>Tallyo 対局ファイル (*{suffix})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Gather the games in a folder</source>
        <translation>フォルダ内の対局を集める</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watch a folder for games</source>
        <translation>対局を集めるフォルダを見張る</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{folder} is no longer watched for games.</source>
        <translation>{folder} の見張りをやめました。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading the game files…</source>
        <translation>対局ファイルを読んでいます…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <location line="+42"/>
        <source>Gathering games</source>
        <translation>対局を集める</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>The games could not be gathered: {reason}</source>
        <translation>対局を集められませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Gathering was cancelled: nothing was added to the library.</source>
        <translation>集めるのを中止しました。ライブラリには何も追加されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game files (*{suffix}) were found there.</source>
        <translation>そこには対局ファイル (*{suffix}) がありませんでした。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Could not be read:</source>
        <translation>読めなかったファイル：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished (open one to play it on):</source>
        <translation>終わっていない対局（開くと続きを打てます）：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next, for each game whose copies differ, choose the one that counts.</source>
        <translation>次に、コピーが食い違う対局ごとに、どちらを使うか選んでください。</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Games are being gathered already: try again once that is done.</source>
        <translation>すでに対局を集めています。終わってからもう一度お試しください。</translation>
    </message>
    <message numerus="yes">
        <location line="+175"/>
        <source>%n new game(s)</source>
        <translation>
            <numerusform>新しい対局 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n longer copy(-ies)</source>
        <translation>
            <numerusform>より長いコピー %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) that could not be read</source>
        <translation>
            <numerusform>読めなかったファイル %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gathered from {folder}: {counts}.</source>
        <translation>{folder} から集めました：{counts}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <comment>between the counts of a sentence</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) have copies that differ: gather the folder with Gather a folder… to choose which counts.</source>
        <translation>
            <numerusform>%n 件の対局でコピーが食い違っています。「フォルダから集める…」でこのフォルダを集めると、どれを数えるか選べます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-63"/>
        <source>New games stored: %n</source>
        <translation>
            <numerusform>新しく追加した対局：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Longer copies taken: %n</source>
        <translation>
            <numerusform>より長いコピーに置き換えた対局：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Already in the library: %n</source>
        <translation>
            <numerusform>すでにライブラリにあるもの：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unfinished, left where they are: %n</source>
        <translation>
            <numerusform>終わっていない対局（そのままにしました）：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Could not be read: %n</source>
        <translation>
            <numerusform>読めなかったファイル：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Copies that contradict each other: %n</source>
        <translation>
            <numerusform>内容が食い違うコピーのある対局：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Copies set aside before, when another copy was kept: %n</source>
        <translation>
            <numerusform>以前に別のコピーを残したときに外したコピー：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GatheredTables</name>
    <message>
        <location filename="../app/club/live_tables.py" line="+56"/>
        <source>{hand}:   {players}</source>
        <translation>{hand}：   {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table {number}, {hand}:   {players}</source>
        <translation>{number}卓、{hand}：   {players}</translation>
    </message>
</context>
<context>
    <name>HanSpinBox</name>
    <message>
        <location filename="../app/entry/spinners.py" line="-30"/>
        <source> han</source>
        <comment>suffix of the han count, with its leading space</comment>
        <translation>翻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Han</source>
        <translation>翻</translation>
    </message>
</context>
<context>
    <name>HandGrid</name>
    <message>
        <location filename="../app/entry/hand_grid.py" line="+31"/>
        <source>{fu} fu</source>
        <translation>{fu}符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Mangan</source>
        <translation>満貫(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Haneman</source>
        <translation>跳満(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Baiman</source>
        <translation>倍満(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sanbaiman</source>
        <translation>三倍満(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yakuman</source>
        <translation>役満(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>HandSearchWindow</name>
    <message>
        <location filename="../app/club/hand_search.py" line="+65"/>
        <source>Find games</source>
        <translation>対局を探す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any yaku</source>
        <translation>どの役でも</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &amp;yakuman</source>
        <translation>役満(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &amp;double ron</source>
        <translation>ダブロン(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Anyone</source>
        <translation>だれでも</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>and &amp;won the hand</source>
        <translation>その局に和了(&amp;W)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Club games</source>
        <translation>クラブの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online games</source>
        <translation>オンラインの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club and online games</source>
        <translation>クラブとオンラインの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played from</source>
        <translation>対局日の開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played to</source>
        <translation>対局日の終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find</source>
        <translation>探す(&amp;F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Y&amp;aku</source>
        <translation>役(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A hand with</source>
        <translation>局の出来事</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>対局日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands found</source>
        <translation>見つかった局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won by</source>
        <translation>和了者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter or a double click opens the game at the hand.</source>
        <translation>Enter キーかダブルクリックで、その局の対局を開きます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>any day</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The games cannot be read: {reason}</source>
        <translation>対局を読めません：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first {count} hands found: ask for fewer.</source>
        <translation>見つかった最初の{count}局です。条件を絞ってください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing found.</source>
        <translation>見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The whole game</source>
        <translation>対局全体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{wind} {number}</source>
        <translation>{wind}{number}局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{hand}, {honba} honba</source>
        <translation>{hand} {honba}本場</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>%n found. Enter or a double click opens the game at the hand.</source>
        <translation>
            <numerusform>%n件見つかりました。Enter キーかダブルクリックで、その局の対局を開きます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../app/history/panel.py" line="-68"/>
        <source>Hand history</source>
        <translation>局の履歴</translation>
    </message>
    <message>
        <location filename="../app/shared/action_table.py" line="-29"/>
        <source>&amp;Change the selected hand…</source>
        <translation>選んだ局を修正(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Put in a forgotten hand before it…</source>
        <translation>その前に記録し忘れた局を追加(&amp;P)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Delete the selected hand</source>
        <translation>選んだ局を削除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>ImportCommands</name>
    <message>
        <location filename="../app/library/import_commands.py" line="+104"/>
        <source>Import game logs</source>
        <translation>牌譜を取り込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game logs (*.mjlog *.xml *.json *.gz *.txt *.log);;All files (*)</source>
        <translation>牌譜 (*.mjlog *.xml *.json *.gz *.txt *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import the game logs in a folder</source>
        <translation>フォルダの牌譜を取り込む</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading the game logs…</source>
        <translation>牌譜を読んでいます…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+108"/>
        <location line="+24"/>
        <source>Importing game logs</source>
        <translation>牌譜の取り込み</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>The games could not be imported: {reason}</source>
        <translation>対局を取り込めませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Its unfinished game could not be kept with the others: {reason}.</source>
        <translation>途中の対局を他の途中の対局と一緒に保存できませんでした：{reason}。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The import was cancelled: nothing was added to the library.</source>
        <translation>取り込みを中止しました。ライブラリには何も追加されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game logs were found there.</source>
        <translation>そこには牌譜が見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not imported:</source>
        <translation>取り込めなかったもの：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unfinished (Game ▸ Continue a game):</source>
        <translation>途中の対局（ゲーム ▸ 対局を再開）：</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Show Details names each log not imported, and why.</source>
        <translation>「詳細を表示」で、取り込めなかった牌譜とその理由が分かります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next, for each game whose copies differ, choose the one that counts.</source>
        <translation>次に、コピーが食い違う対局ごとに、どちらを使うか選んでください。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Read from the hands or the results, where the log does not say:</source>
        <translation>牌譜に書かれておらず、局の内容や成績から読み取ったこと：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Show Details says what was read where a log does not say it.</source>
        <translation>「詳細を表示」で、牌譜に書かれておらず読み取ったことが分かります。</translation>
    </message>
    <message numerus="yes">
        <location line="-49"/>
        <source>Games imported into the library: %n</source>
        <translation>
            <numerusform>ライブラリに取り込んだ対局：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Already there: %n</source>
        <translation>
            <numerusform>取り込み済み：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Unfinished, to play on with Game ▸ Continue a game: %n</source>
        <translation>
            <numerusform>途中の対局（ゲーム ▸ 対局を再開 で続けられます）：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Not imported: %n</source>
        <translation>
            <numerusform>取り込めなかったもの：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Games whose copies contradict each other: %n</source>
        <translation>
            <numerusform>内容が食い違うコピーのある対局：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../app/shared/keys_table.py" line="+35"/>
        <source>Enter a ron, a tsumo, an exhaustive draw</source>
        <translation>ロン、ツモ、流局を入力</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Count the winner&apos;s hand from its tiles</source>
        <translation>和了者の手を牌から計算</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Practise counting hands: fu, Tab, han, Tab, payment, Enter</source>
        <translation>点数計算の練習:符、Tab、翻、Tab、支払い、Enter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The club&apos;s standings on the table display, or the table</source>
        <translation>テーブル表示にクラブの成績表、または卓</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{keys}, {key}</source>
        <extracomment>Keys named one after another: &quot;R, T, D&quot;.</extracomment>
        <translation>{keys}、{key}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} to {last}</source>
        <extracomment>Numbered keys, from the first to the last: &quot;1 to 4&quot;.</extracomment>
        <translation>{first}〜{last}</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Nagashi mangan, chombo, abortive draw, point correction</source>
        <translation>流し満貫、チョンボ、途中流局、点数訂正</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick that player (the number on the seat); in a draw, tick tenpai</source>
        <translation>その人を選択（席の番号）。流局ではテンパイにチェック</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Riichi for that player</source>
        <translation>その人のリーチ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the han to the fu, and on</source>
        <translation>翻から符へ、さらに次へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mangan, haneman, baiman, sanbaiman, yakuman</source>
        <translation>満貫、跳満、倍満、三倍満、役満</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another winner on the same discard (double ron)</source>
        <translation>同じ打牌での別の和了者（ダブロン）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In a draw: everyone tenpai, nobody tenpai</source>
        <translation>流局で: 全員テンパイ、全員ノーテン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record, once the preview shows what it pays</source>
        <translation>プレビューに支払いが出たら記録</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel the entry</source>
        <translation>入力を取り消す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the history; Up and Down choose a hand</source>
        <translation>履歴へ移動。上下キーで局を選ぶ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the history: change, put a hand in before, delete</source>
        <translation>履歴で: 修正、前に局を追加、削除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo, redo</source>
        <translation>元に戻す、やり直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename players</source>
        <translation>名前の変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table display (the same keys work there; Esc or F11 leaves it)</source>
        <translation>卓表示（同じキーが使えます。EscかF11で戻る）</translation>
    </message>
    <message>
        <location filename="../app/window/keys_help.py" line="+84"/>
        <location line="+26"/>
        <source>Keys</source>
        <translation>キー操作</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>A ron of 3 han 30 fu, Bea from Ann: R 2 1 3 Enter.</source>
        <translation>例: BeaがAnnから3翻30符のロン: R 2 1 3 Enter。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keys</source>
        <comment>the heading of the keys&apos; column</comment>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>機能</translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message>
        <location filename="../app/library/keeper.py" line="+139"/>
        <source>The game library {path} is damaged, and it could not be moved aside: {reason}. Move or delete it, then Rebuild library makes a new one from the game files.</source>
        <translation>対局ライブラリ {path} は壊れていますが、別の名前に移せませんでした: {reason}。このファイルを移すか削除してから「ゲームファイルから作り直す」を使うと、新しいライブラリが作られます。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Its seasons, club nights and players merged into one were kept as far as it could still be read.</source>
        <translation>そこに残っていたシーズン、例会、一人にまとめたプレイヤーも、読み取れた範囲で引き継ぎました。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The finished game could not be added to the library: {reason} Its file is kept, and the library takes it in at the next start, or with Rebuild library.</source>
        <translation>終わった対局をライブラリに追加できませんでした：{reason} ファイルは残っています。次回の起動時、または「ゲームファイルから作り直す」で取り込まれます。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The library could not be updated: {reason} It is tried again while you play, and at the next start.</source>
        <translation>ライブラリを更新できませんでした：{reason} 対局中と次回の起動時に再試行します。</translation>
    </message>
    <message>
        <location line="-222"/>
        <source>The library is being brought up to date. Try again when it is done.</source>
        <translation>ライブラリを更新しています。終わってからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Bringing the game library up to date…</source>
        <translation>対局ライブラリを更新しています…</translation>
    </message>
    <message>
        <location line="+241"/>
        <source>Making the library again from the game files…</source>
        <translation>ゲームファイルからライブラリを作り直しています…</translation>
    </message>
    <message numerus="yes">
        <location line="-187"/>
        <source>The game library was damaged, so it was made again from the game files (%n game(s)). The damaged copy is kept as {path}.</source>
        <translation>
            <numerusform>対局ライブラリが壊れていたため、ゲームファイルから作り直しました（%n対局）。壊れたライブラリは {path} として残してあります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The %n practice session(s) it still held were kept.</source>
        <translation>
            <numerusform>そこに残っていた練習 %n 回分も引き継ぎました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>The library took in the %n game(s) it had missed when Tallyo Desktop last ran.</source>
        <translation>
            <numerusform>前回 Tallyo Desktop を使ったときに取り込めなかった対局 %n 件をライブラリに取り込みました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../app/library/window.py" line="+63"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+18"/>
        <source>Game library</source>
        <translation>対局ライブラリ</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Finished games</source>
        <translation>終了した対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected game</source>
        <translation>選択した対局を開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game to read it (it cannot be changed)</source>
        <translation>選択した対局を閲覧用に開きます（変更はできません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rebuild from game files</source>
        <translation>ゲームファイルから作り直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make the library again from the files of the finished games</source>
        <translation>終わった対局のファイルからライブラリを作り直します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player standings</source>
        <translation>プレイヤー成績</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Totals add up each game&apos;s result. Win and deal-in rates are per hand played.</source>
        <translation>合計は各対局のポイントの合計です。和了率と放銃率は参加した局数に対する割合です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standings of games with</source>
        <translation>成績の対象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-player games</source>
        <translation>4人打ちの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-player games</source>
        <translation>3人打ちの対局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Games</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Standings</source>
        <translation>成績(&amp;S)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The library cannot be read: {reason}</source>
        <translation>ライブラリを読めません：{reason}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The library could not be rebuilt: {reason}</source>
        <translation>ライブラリを作り直せませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../app/library/models.py" line="+51"/>
        <source>Tenhou</source>
        <translation>天和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Imported from {site}</source>
        <translation>{site}から取り込み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported from {site}, game {id}</source>
        <translation>{site}から取り込み、対局 {id}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{rules} · from {site}</source>
        <extracomment>The Rules cell of an imported game: its rules, then the site it was played on.</extracomment>
        <translation>{rules} · {site}から</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name}: place {place}, {points} points, result {result}</source>
        <translation>{name}: {place}位、{points}点、ポイント {result}</translation>
    </message>
    <message>
        <location filename="../app/library/window.py" line="+20"/>
        <source>No finished games yet.</source>
        <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rebuild cancelled: the library was left as it was.</source>
        <translation>作り直しを中止しました。ライブラリは元のままです。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Rebuilt from the game files: %n game(s).</source>
        <translation>
            <numerusform>ゲームファイルから作り直しました：%n対局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n対局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <location filename="../app/library/long_work.py" line="+77"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game library</source>
        <translation>対局ライブラリ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/main_window.py" line="+159"/>
        <source>Tallyo Desktop</source>
        <translation>Tallyo Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{game} – Tallyo Desktop</source>
        <extracomment>The window title: the game&apos;s file (or its players), then the app&apos;s name.</extracomment>
        <translation>{game} – Tallyo Desktop</translation>
    </message>
    <message>
        <location filename="../app/window/table_window.py" line="+152"/>
        <source>{hand} deleted: Undo brings it back.</source>
        <translation>{hand}を削除しました。元に戻すで復元できます。</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+38"/>
        <source>Every hand is now counted by the new rules: Undo brings the old ones back.</source>
        <translation>すべての局を新しいルールで計算し直しました。元に戻すで前のルールに戻せます。</translation>
    </message>
    <message>
        <location filename="../app/window/help_windows.py" line="+47"/>
        <source>About Tallyo Desktop</source>
        <translation>Tallyo Desktopについて</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The rules of this game</source>
        <translation>この対局のルール</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>This game&apos;s rules</source>
        <translation>この対局のルール</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+89"/>
        <source>The game is not over yet.</source>
        <translation>対局はまだ終わっていません。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/rules/new_game_dialog.py" line="+37"/>
        <source>&amp;East (first dealer)</source>
        <translation>東・起家(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East player (first dealer)</source>
        <translation>東家（起家）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <translation>南(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South player</source>
        <translation>南家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;West</source>
        <translation>西(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West player</source>
        <translation>西家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;North</source>
        <translation>北(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North player</source>
        <translation>北家</translation>
    </message>
    <message>
        <location filename="../app/shared/translations.py" line="+51"/>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <location filename="../app/rules/new_game_dialog.py" line="+19"/>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Names go in seat order, starting with the first dealer.</source>
        <translation>名前は起家から席順に入力します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shu&amp;ffle seats</source>
        <translation>席をシャッフル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle seats</source>
        <translation>席をシャッフル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat the players in a random order.</source>
        <translation>席順をランダムに決めます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules preset</source>
        <translation>ルールのプリセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load the rules of a known rule set, then change them as you like.</source>
        <translation>既存のルールを読み込み、自由に変更できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preset</source>
        <translation>プリセット(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;What these rules are…</source>
        <translation>このルールの内容(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What these rules are</source>
        <translation>このルールの内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Customize rules…</source>
        <translation>ルールを変更(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customize rules</source>
        <translation>ルールを変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every option of the rules, each explained, to change as your table plays.</source>
        <translation>ルールの全項目（それぞれ説明付き）。卓のルールに合わせて変更できます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Why the game cannot start</source>
        <translation>対局を開始できない理由</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Start game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Every option of this preset, its value and where it comes from.</source>
        <translation>このプリセットの全項目、その値と出典。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own rules: the options beside show them all.</source>
        <translation>独自のルールです。横の項目ですべて確認できます。</translation>
    </message>
</context>
<context>
    <name>NightBox</name>
    <message>
        <location filename="../app/club/seating_night.py" line="+43"/>
        <source>Club night</source>
        <translation>例会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The club night seated</source>
        <translation>座席を決める例会</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The club nights of the day: those made in Club ▸ Seasons and club nights, and those seated here</source>
        <translation>この日の例会：クラブ ▸ シーズンと例会で作ったものと、ここで座席を決めたもの</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ni&amp;ght</source>
        <translation>例会(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The club night&apos;s name</source>
        <translation>例会の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New nigh&amp;t</source>
        <translation>新しい例会(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another club night, with the same players and no rounds yet</source>
        <translation>同じプレイヤーで、回戦のない別の例会を始めます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save for the other &amp;laptops…</source>
        <translation>ほかのノートPC用に保存(&amp;L)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this night&apos;s seating as a file: opened on another laptop, its tables&apos; games are started there as games of this night</source>
        <translation>この例会の座席をファイルに保存します。別のノートPCで開くと、そこで始めた各卓の対局がこの例会の対局になります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open a night&apos;s seating…</source>
        <translation>例会の座席を開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the seating file of a night saved on the organiser&apos;s laptop</source>
        <translation>幹事のノートPCで保存した例会の座席ファイルを開きます</translation>
    </message>
</context>
<context>
    <name>NightFiles</name>
    <message>
        <location filename="../app/club/seating_files.py" line="+48"/>
        <source>Seatings (*{suffix})</source>
        <translation>座席ファイル (*{suffix})</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the night&apos;s seating</source>
        <translation>例会の座席を保存</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+135"/>
        <source>Open a night&apos;s seating</source>
        <translation>例会の座席を開く</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>no round yet</source>
        <translation>まだ回戦なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round 1</source>
        <translation>第1回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds 1 to {last}</source>
        <translation>第1〜{last}回戦</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s seating goes further.</source>
        <translation>ファイルの座席のほうが先まで進んでいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This laptop&apos;s seating goes further.</source>
        <translation>このノートPCの座席のほうが先まで進んでいます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both go as far.</source>
        <translation>どちらも同じ回戦まで進んでいます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This file holds an older seating of {night}: {theirs}, where this laptop has {mine}. Taking the file&apos;s would drop the later rounds.</source>
        <translation>このファイルは {night} の古い座席です（{theirs}）。このノートPCには{mine}があります。ファイルのほうを使うと、後の回戦がなくなります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file&apos;s seating of {night} went another way from round {first} on: the file has {theirs}, this laptop has {mine}.</source>
        <translation>このファイルの {night} の座席は、第{first}回戦から違っています。ファイルは{theirs}、このノートPCは{mine}です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file goes on from this laptop&apos;s seating of {night}: the file has {theirs}, this laptop has {mine}. Its later rounds were seated on another laptop.</source>
        <translation>このファイルは、このノートPCの {night} の座席の続きです。ファイルは{theirs}、このノートPCは{mine}です。後の回戦は別のノートPCで決められました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file holds the same rounds of {night} as this laptop ({mine}), with another name, day, list of players or tables.</source>
        <translation>このファイルの {night} の回戦はこのノートPCと同じ（{mine}）ですが、名前・日付・参加者・卓の組み方が違います。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This laptop seated its round {first} and after itself.</source>
        <translation>第{first}回戦以降は、このノートPCで決めたものです。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The seating could not be saved: {reason}. Choose another folder.</source>
        <translation>座席を保存できませんでした：{reason}。別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as:
{path}
Open it on the other laptops.</source>
        <translation>保存しました：
{path}
ほかのノートPCで開いてください。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This laptop now follows the seating of {night} from the file ({reach}).</source>
        <translation>このノートPCは、ファイルの {night} の座席に従います（{reach}）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This laptop has this seating of {night} already: nothing changed.</source>
        <translation>このノートPCにはすでに {night} のこの座席があります。何も変わっていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file&apos;s later rounds of {night} were taken: it now has {reach}.</source>
        <translation>ファイルから {night} の後の回戦を取り込みました。いまは{reach}です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take the file&apos;s seating</source>
        <translation>ファイルの座席を使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this laptop&apos;s seating</source>
        <translation>このノートPCの座席を残す</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This laptop&apos;s seating of {night} was kept ({reach}): the file changed nothing.</source>
        <translation>このノートPCの {night} の座席を残しました（{reach}）。ファイルでは何も変わっていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file&apos;s seating of {night} was taken ({reach}).</source>
        <translation>ファイルの {night} の座席を使います（{reach}）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round {number} of {night} came in the file of the laptop that seats this night. Seat it again on this laptop? It is then marked as seated here, and a later file of that laptop asks before replacing it.</source>
        <translation>{night} の第{number}回戦は、この例会の座席を決めるノートPCのファイルから来たものです。このノートPCで決め直しますか？決め直した回戦は「このノートPCで決めた」と記され、そのノートPCの次のファイルで置き換える前に確認します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat round {number} again here</source>
        <translation>第{number}回戦をここで決め直す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seating of {night} came in a file: the laptop that saved it seats its rounds, and this laptop follows them. Seat round {number} on this laptop anyway? It is marked as seated here, and a later file of that laptop asks before replacing it.</source>
        <translation>{night} の座席はファイルから来たものです。回戦はそれを保存したノートPCが決め、このノートPCはそれに従います。それでも第{number}回戦をこのノートPCで決めますか？その回戦は「このノートPCで決めた」と記され、そのノートPCの次のファイルで置き換える前に確認します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat round {number} here</source>
        <translation>第{number}回戦をここで決める</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seating</source>
        <translation>座席決め</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>seating</source>
        <translation>座席</translation>
    </message>
</context>
<context>
    <name>NightGames</name>
    <message>
        <location filename="../app/window/night_games.py" line="+87"/>
        <source>Save this night&apos;s games</source>
        <translation>この例会の対局を保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This window keeps no games on disk.</source>
        <translation>このウィンドウは対局をディスクに保存していません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No club night is known for today: the current game belongs to none, and no night was seated here today (Club ▸ Seating…).</source>
        <translation>今日の例会が分かりません。今の対局はどの例会にも属しておらず、今日このパソコンで座席決め（クラブ ▸ 座席決め…）もしていません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save this night&apos;s games to</source>
        <translation>この例会の対局の保存先</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>This laptop holds no game of {night}: nothing was written.</source>
        <translation>このパソコンには {night} の対局がありません。何も書き出していません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games of {night} on this laptop, saved to:
{folder}
{finished} finished, {unfinished} still being played.</source>
        <translation>このパソコンの {night} の対局を保存しました：
{folder}
終局 {finished}、対局中 {unfinished}。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Written: {file}</source>
        <translation>書き出し：{file}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brought up to date: {file}</source>
        <translation>最新に更新：{file}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Written as {file}, beside {other}, which holds something else and was left as it is</source>
        <translation>{file} として書き出し（{other} には別の内容が入っているため、そのまま残しました）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Already there: {file}</source>
        <translation>保存済み：{file}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not written: {file}: {reason}</source>
        <translation>書き出せませんでした：{file}：{reason}</translation>
    </message>
</context>
<context>
    <name>OwnCopy</name>
    <message>
        <location filename="../app/files/own_copy.py" line="+87"/>
        <source>{path} is not in the games folder.</source>
        <translation>{path} は対局フォルダの中にありません。</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>This game ended differently from the finished game of the same identity that Tallyo already holds (gathered from another laptop, say). It is kept as a game of its own, and the other stays as it was.</source>
        <translation>この対局は、Tallyo が既に持っている同じ対局の終局した記録（別のノートパソコンから集めたものなど）とは違う形で終わりました。別の対局として残し、もう一方もそのまま残します。</translation>
    </message>
</context>
<context>
    <name>PaymentChart</name>
    <message>
        <location filename="../app/chart/sheet_html.py" line="+36"/>
        <source>— : no hand is won so. Bold: paid as a limit. Honba and riichi sticks are not included.</source>
        <translation>— : この和了はありません。太字：満貫以上として支払い。積み棒・供託は含みません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>han / fu</source>
        <translation>翻 / 符</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Limit</source>
        <translation>区分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Non-dealer ron</source>
        <translation>子のロン</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Non-dealer tsumo</source>
        <translation>子のツモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <source>Dealer ron</source>
        <translation>親のロン</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Dealer tsumo</source>
        <translation>親のツモ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Payment chart: {rules}, {players} players</source>
        <translation>点数表：{rules}（{players}人）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Non-dealer tsumo: from each non-dealer / from the dealer</source>
        <translation>子のツモ：子の支払い / 親の支払い</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer tsumo: from each player</source>
        <translation>親のツモ：各自の支払い</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Limits</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Honba, riichi sticks and draws</source>
        <translation>積み棒・リーチ棒・流局</translation>
    </message>
    <message>
        <location filename="../app/chart/window.py" line="+106"/>
        <location line="+114"/>
        <source>Payment chart</source>
        <translation>点数表</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as P&amp;DF…</source>
        <translation>PDFに保存(&amp;D)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game&apos;s rules</source>
        <translation>この対局のルール</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Save the payment chart as PDF</source>
        <translation>点数表をPDFに保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The chart could not be saved to {path}: {reason}. Choose another folder or name.</source>
        <translation>点数表を{path}に保存できませんでした：{reason}。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>payment chart</source>
        <translation>点数表</translation>
    </message>
</context>
<context>
    <name>PaymentPreview</name>
    <message>
        <location filename="../app/entry/payment_preview.py" line="+24"/>
        <source>Payments preview</source>
        <translation>支払いのプレビュー</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot record this: {reason}</source>
        <translation>記録できません: {reason}</translation>
    </message>
</context>
<context>
    <name>PenaltiesPage</name>
    <message>
        <location filename="../app/tournament/penalties_page.py" line="+41"/>
        <source>A referee&apos;s penalty</source>
        <translation>審判のペナルティ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Give the penalty</source>
        <translation>ペナルティを科す(&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>回戦:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points off:</source>
        <translation>減点:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points off</source>
        <translation>減点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Withdraw the chosen penalty</source>
        <translation>選んだペナルティを取り消す(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export the list (CSV)…</source>
        <translation>一覧を書き出す (CSV)(&amp;E)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Penalties and chombo:</source>
        <translation>ペナルティとチョンボ:</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>({unpaid} paid to nobody: chombo, sticks lost)</source>
        <translation>(誰にも払われない {unpaid}: チョンボ、失われた供託棒)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add up.</source>
        <translation>で合っています。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DO NOT add up.</source>
        <translation>で合いません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalties: {points}.</source>
        <translation>ペナルティ: {points}。</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <source>Round {round}: {reported} of %n table(s), results {results}</source>
        <translation>
            <numerusform>第{round}回戦: %n卓中{reported}卓、成績の合計 {results}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PeopleModel</name>
    <message>
        <location filename="../app/club/people_page.py" line="+38"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names in games</source>
        <translation>対局での名前</translation>
    </message>
</context>
<context>
    <name>PeoplePage</name>
    <message>
        <location line="+78"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select the names that are one player (Ctrl+click) and merge them. Undo (Ctrl+Z) takes a merge or a rename back.</source>
        <translation>同じ人の名前を選んで（Ctrl+クリック）まとめます。元に戻す（Ctrl+Z）でまとめや名前の変更を取り消せます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Merge…</source>
        <translation>まとめる(&amp;M)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;name…</source>
        <translation>名前を変える(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player&apos;s &amp;page</source>
        <translation>プレイヤーのページ(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+56"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Undo {change}</source>
        <translation>元に戻す: {change}(&amp;U)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Merge players</source>
        <translation>プレイヤーをまとめる</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Merged into {name}.</source>
        <translation>{name}にまとめました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merge into {name}</source>
        <translation>{name}へのまとめ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename player</source>
        <translation>プレイヤーの名前を変える</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show this player as:</source>
        <translation>このプレイヤーの表示名：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Renamed {old} to {name}.</source>
        <translation>{old}を{name}に変えました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rename to {name}</source>
        <translation>{name}への名前の変更</translation>
    </message>
    <message numerus="yes">
        <location line="-53"/>
        <source>These %n names are one player. Show them as:</source>
        <translation>
            <numerusform>この%n個の名前は同じプレイヤーです。表示する名前：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../app/club/player_page.py" line="+67"/>
        <source>Recent games</source>
        <translation>最近の対局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games (Enter or a double click opens one)</source>
        <translation>最近の対局（Enter かダブルクリックで開きます）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+44"/>
        <source>This player cannot be read: {reason}</source>
        <translation>このプレイヤーを読み込めません：{reason}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>{name}: player</source>
        <translation>{name}：プレイヤー</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Also written as: {names}</source>
        <translation>別の表記：{names}</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>&amp;Recent games</source>
        <translation>最近の対局(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) here, total {total}, average place {place:.2f}</source>
        <translation>
            <numerusform>ここでの対局 %n、合計 {total}、平均順位 {place:.2f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerStatistics</name>
    <message>
        <location filename="../app/club/player_statistics.py" line="+81"/>
        <source>Beside another player</source>
        <translation>比べるプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody beside</source>
        <translation>比べない</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Graph</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;icture…</source>
        <translation>画像(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this graph as a picture</source>
        <translation>このグラフを画像として保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save every graph as a printable PDF, one a page</source>
        <translation>すべてのグラフを印刷用の PDF に保存（1ページに1つ）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Figures</source>
        <translation>成績(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graphs</source>
        <translation>グラフ(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beside:</source>
        <translation>比べる相手：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Result over time</source>
        <translation>収支の推移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>順位分布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins and deal-ins by size</source>
        <translation>和了と放銃の打点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating over time</source>
        <translation>レーティングの推移</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+14"/>
        <source>The figures cannot be read: {reason}</source>
        <translation>成績を読めません：{reason}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Never at one table here.</source>
        <translation>ここでは同卓したことがありません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{graph}: {scope}</source>
        <translation>{graph}：{scope}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No games here to draw.</source>
        <translation>グラフにする対局がありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Running total after each game</source>
        <translation>各対局後の収支の累計</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No win and no deal-in here to draw.</source>
        <translation>グラフにする和了も放銃もありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wins, by what they were paid</source>
        <translation>和了（受け取った点数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal-ins, by what they cost</source>
        <translation>放銃（支払った点数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No win here whose tiles were kept: yaku are known from the tile picker and from online logs.</source>
        <translation>牌の残る和了がありません。役は牌から数えた和了とオンラインの牌譜からわかります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>After each game, from 1500</source>
        <translation>各対局後（1500から）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>graph</source>
        <extracomment>The start of the name proposed for a saved graph: &quot;graph-ann-rating.png&quot;.</extracomment>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the graph as a picture</source>
        <translation>グラフを画像として保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>graphs</source>
        <extracomment>The start of the name proposed for the saved graphs: &quot;graphs-ann.pdf&quot;.</extracomment>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the graphs as PDF</source>
        <translation>グラフを PDF として保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Graphs</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The graph could not be saved to {path}: {reason}. Choose another folder or name.</source>
        <translation>グラフを {path} に保存できませんでした：{reason}。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>{title}: {games}, {hands}. A figure from too few is shown as –.</source>
        <translation>{title}：{games}、{hands}。母数が少なすぎる値は – と表示します。</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>At one table %n time(s): {me} finished above {other} {above}, below {below}; average places {my_place:.2f} and {their_place:.2f}, results {my_result} and {their_result}.</source>
        <translation>
            <numerusform>同卓%n回：{me}が{other}より上位{above}、下位{below}。平均順位 {my_place:.2f} と {their_place:.2f}、成績 {my_result} と {their_result}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersBox</name>
    <message>
        <location filename="../app/club/seating_players.py" line="+27"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who came, one name a line</source>
        <translation>参加者（1行に1人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One name a line</source>
        <translation>1行に1人</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A name to add</source>
        <translation>追加する名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player to add</source>
        <translation>追加するプレイヤー</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{players} players: one table, {out} sitting out</source>
        <translation>{players}人: 1卓、抜け番{out}人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{players} players: one table</source>
        <translation>{players}人: 1卓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players: {tables} tables, {out} sitting out</source>
        <translation>{players}人: {tables}卓、抜け番{out}人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{players} players: {tables} tables</source>
        <translation>{players}人: {tables}卓</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../app/tournament/players_page.py" line="+63"/>
        <source>Register a player</source>
        <translation>プレイヤーを登録</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Any table</source>
        <translation>どの卓でも</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who cannot move keeps this table in every round.</source>
        <translation>移動できない選手は、全回戦でこの卓に座ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitute: plays for their table, is not ranked</source>
        <translation>補欠: 卓のために打つが、順位には入らない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;EMA number:</source>
        <translation>EMA番号(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ountry:</source>
        <translation>国(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lub:</source>
        <translation>クラブ(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Team:</source>
        <translation>チーム(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keeps t&amp;able:</source>
        <translation>固定卓(&amp;A):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Register</source>
        <translation>登録(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the changes</source>
        <translation>変更を保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import a CSV file…</source>
        <translation>CSVファイルから取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the &amp;library…</source>
        <translation>ライブラリから(&amp;L)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Register the chosen players</source>
        <translation>選んだプレイヤーを登録</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library&apos;s players</source>
        <translation>ライブラリのプレイヤー</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EMA number</source>
        <translation>EMA番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Here</source>
        <translation>出席</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Everyone is here</source>
        <translation>全員出席(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take off the list</source>
        <translation>名簿から外す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replacement (a substitute), or none</source>
        <translation>代わりのプレイヤー(補欠)、なければ空欄</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Drop after the rounds begun</source>
        <translation>始まった回戦のあとで棄権(&amp;D)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Dropped after round {round}</source>
        <translation>第{round}回戦のあとで棄権</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitute</source>
        <translation>補欠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps table {table}</source>
        <translation>卓 {table} に固定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{registered} registered, {here} here: {playing} to seat.</source>
        <translation>登録{registered}人、出席{here}人: {playing}人を座席に着けます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tables of {size} take {missing} more (substitutes), or {over} fewer.</source>
        <translation>{size}人卓にはあと{missing}人(補欠)足すか、{over}人減らします。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n table(s) of {size}.</source>
        <translation>
            <numerusform>{size}人卓が%n卓。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <location filename="../app/game/model.py" line="+8"/>
        <location filename="../app/history/points_chart.py" line="+63"/>
        <source>{hand}-{honba}</source>
        <extracomment>A hand along the chart&apos;s axis and its honba: &quot;E2-1&quot; is East 2 with one honba.</extracomment>
        <translation>{hand}-{honba}</translation>
    </message>
    <message>
        <location filename="../app/history/points_chart.py" line="+28"/>
        <source>Points chart</source>
        <translation>点数グラフ</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>{thousands}k</source>
        <translation>{thousands}k</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A dot marks a win, a ring a riichi.</source>
        <translation>点は和了、円はリーチを示します。</translation>
    </message>
</context>
<context>
    <name>PracticeHistory</name>
    <message>
        <location filename="../app/practice/history.py" line="+38"/>
        <source>Your accuracy was not kept: the game library is not open.</source>
        <translation>正答率は記録されませんでした:対局ライブラリが開いていません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your accuracy was not kept: {reason}</source>
        <translation>正答率は記録されませんでした:{reason}</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <location filename="../app/practice/window.py" line="+51"/>
        <source>Practice counting hands</source>
        <translation>点数計算の練習</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;New session</source>
        <translation>新しい練習(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Asks:</source>
        <translation>問う内容(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands:</source>
        <translation>問題数(&amp;H):</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ura dora indicators:</source>
        <translation>裏ドラ表示牌:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>7700, 1300-2600 or 2600 all</source>
        <translation>7700、1300-2600、2600 all など</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Check</source>
        <translation>答え合わせ(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+115"/>
        <location line="+61"/>
        <source>Ne&amp;xt hand</source>
        <translation>次の手(&amp;X)</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>&amp;Fu:</source>
        <translation>符(&amp;F):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ha&amp;n:</source>
        <translation>翻(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Payment:</source>
        <translation>支払い(&amp;P):</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Hand {number} of {count} · {right} right so far</source>
        <translation>{count}問中{number}問目 · ここまで{right}問正解</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dealer (East)</source>
        <translation>親(東家)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a non-dealer ({wind})</source>
        <translation>子({wind}家)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{won} by {seat}, in the {wind} round</source>
        <translation>{wind}場、{seat}の{won}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open</source>
        <translation>副露あり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>closed, with a kan</source>
        <translation>門前(暗槓あり)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the last tile of the wall</source>
        <translation>海底</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the last discard</source>
        <translation>河底</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the tile after a kan</source>
        <translation>嶺上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>robbing a kan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from a Tenhou game ({game})</source>
        <translation>天鳳の対局より({game})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a made-up hand</source>
        <translation>作った手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Right!</source>
        <translation>正解!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>See the &amp;score</source>
        <translation>結果を見る(&amp;S)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This session, by topic:</source>
        <translation>今回の練習、テーマ別:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All your sessions, by topic:</source>
        <translation>これまでの全練習、テーマ別:</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>Score: {right} of %n hand(s) right</source>
        <translation>
            <numerusform>結果:%n問中{right}問正解</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintedPage</name>
    <message>
        <location filename="../app/shared/printed_page.py" line="+127"/>
        <source>The PDF could not be saved to {path}: {reason}. Choose another folder or name.</source>
        <translation>PDF を {path} に保存できませんでした：{reason}。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
</context>
<context>
    <name>RankingPage</name>
    <message>
        <location filename="../app/tournament/ranking_page.py" line="+58"/>
        <location line="+82"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+83"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Ranking:</source>
        <translation>順位表:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the &amp;big screen</source>
        <translation>大画面に表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;CSV…</source>
        <translation>CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;icture…</source>
        <translation>画像(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Web page…</source>
        <translation>ウェブページ(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;EMA results table…</source>
        <translation>EMA成績表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Teams:</source>
        <translation>チーム:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Every result so far</source>
        <translation>これまでのすべての成績</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After round {round}</source>
        <translation>第{round}回戦終了時</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>R{round}</source>
        <translation>{round}回戦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carried</source>
        <translation>持ち越し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MERS</source>
        <translation>MERS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} (substitute)</source>
        <translation>{name} (補欠)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (dropped)</source>
        <translation>{name} (棄権)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (final table)</source>
        <translation>{name} (決勝卓)</translation>
    </message>
</context>
<context>
    <name>RatedStandings</name>
    <message>
        <location filename="../app/club/rated_standings.py" line="+43"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Counted as Tenhou&apos;s R is, over these games: everyone starts at 1500</source>
        <translation>天鳳のRと同じ計算で、これらの対局から求めます。全員1500から始まります</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <location filename="../app/window/rename_dialog.py" line="+11"/>
        <source>Rename players</source>
        <translation>名前の変更</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of player {number}</source>
        <translation>{number}番の人の名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;{number}:</source>
        <translation>{number}番の人:</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../app/club/results_chart.py" line="+24"/>
        <source>Results over time</source>
        <translation>成績の推移</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No games yet</source>
        <translation>まだ対局がありません</translation>
    </message>
    <message numerus="yes">
        <location line="-23"/>
        <source>%n game(s): the line is the running total, the bars each game&apos;s result</source>
        <translation>
            <numerusform>%n対局：線は累計、棒は各対局の結果</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../app/tournament/results_page.py" line="+49"/>
        <source>&amp;Gather results…</source>
        <translation>成績を集める(&amp;G)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bring the laptops&apos; game files into the library; their tables&apos; results follow</source>
        <translation>各ノートPCの対局ファイルをライブラリに取り込みます。その卓の成績も反映されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the results from the &amp;library</source>
        <translation>ライブラリから成績を取る(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the chosen table&apos;s result</source>
        <translation>選んだ卓の成績を消す</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reported</source>
        <translation>報告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round:</source>
        <translation>回戦:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting</source>
        <translation>未報告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slip</source>
        <translation>記録票</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Their results add up.</source>
        <translation>成績の合計は合っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their results do not add up: check the slips.</source>
        <translation>成績の合計が合いません。記録票を確かめてください。</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>{reported} of %n table(s) have reported.</source>
        <translation>
            <numerusform>%n卓中{reported}卓が報告済みです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiichiStick</name>
    <message>
        <location filename="../app/table/sticks.py" line="+54"/>
        <source>Riichi stick</source>
        <translation>リーチ棒</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <location filename="../app/clock/view.py" line="-44"/>
        <source>{time} left</source>
        <extracomment>The round clock while it runs: the time left (&quot;42:07 left&quot;).</extracomment>
        <translation>残り {time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{time} left (paused)</source>
        <extracomment>The round clock paused by the organiser.</extracomment>
        <translation>残り {time}（一時停止中）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time is up: this hand and one more</source>
        <translation>時間切れ: この局とあと一局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is up: one more hand</source>
        <translation>時間切れ: あと一局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is up: last hand</source>
        <translation>時間切れ: この局で終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <location filename="../app/club/seating_view.py" line="-47"/>
        <source>No round yet: Next round seats the players.</source>
        <translation>まだ回戦がありません。「次の回戦」で席を決めます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sitting out: {names}</source>
        <translation>抜け番: {names}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../app/rules/editor.py" line="+32"/>
        <source>Points and settlement</source>
        <translation>持ち点と精算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand values</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table</source>
        <translation>対局の進行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counting hands from tiles</source>
        <translation>牌からの点数計算</translation>
    </message>
    <message>
        <location filename="../app/rules/option_editors.py" line="+68"/>
        <source> pts</source>
        <comment>suffix of an amount of points</comment>
        <translation>点</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>{option}: {choice}</source>
        <translation>{option}: {choice}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{count} players</source>
        <translation>{count}人</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{number}th</source>
        <translation>{number}位</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{option} for {place}</source>
        <translation>{place}の{option}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Not part of these rules: the uma above applies to every result.</source>
        <translation>このルールにはありません。上のウマをすべての結果に使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In thousands, first to last:</source>
        <translation>千点単位、1位から順に：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{how_many}: {amounts}</source>
        <translation>{how_many}：{amounts}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <location filename="../app/rules/texts.py" line="+18"/>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Starting points</source>
        <translation>配給原点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player has when the game begins.</source>
        <translation>対局開始時の各プレイヤーの持ち点。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Return points</source>
        <translation>返し点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bonus or penalty for finishing first to fourth, added to the result.</source>
        <translation>1位から4位の順位に応じてポイントに加減する順位点。</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Nobody at the return points</source>
        <translation>浮き0人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One at the return points</source>
        <translation>1人浮き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two at the return points</source>
        <translation>2人浮き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three at the return points</source>
        <translation>3人浮き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four at the return points</source>
        <translation>4人浮き</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players, or three (sanma).</source>
        <translation>4人打ち、または3人打ち（三麻）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Target</source>
        <translation>終了条件点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points first place must reach for the game to end after the last hand, in the extra round, and for a leading dealer to stop.</source>
        <translation>オーラス後や延長戦で対局を終えるため、またトップの親が和了止め・聴牌止めをするために、トップが達していなければならない点数です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The points the results are counted from. What the players paid in above their starting points goes to first place as a bonus (oka).</source>
        <translation>精算の基準となる点数です。返し点と配給原点の差額の合計は、オカとしてトップに入ります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Uma by how many finish at the return points</source>
        <translation>浮き人数でウマを変える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The uma changes with how many players end at or above the return points. Untick it to use the single uma above for every result.</source>
        <translation>返し点以上で終えた人数（浮き人数）によってウマが変わります。チェックを外すと、上のウマが常に使われます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Equal points</source>
        <translation>同点の順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How players who end on the same points are ranked.</source>
        <translation>同点で終わったプレイヤーの順位の決め方。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leftover riichi sticks</source>
        <translation>残った供託</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who gets the riichi sticks left at the end.</source>
        <translation>終了時に場に残ったリーチ棒を受け取る人。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final result</source>
        <translation>最終ポイント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the table points become the final result.</source>
        <translation>持ち点から最終ポイントへの換算方法。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round up to mangan (kiriage)</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 han 30 fu and 3 han 60 fu pay a mangan.</source>
        <translation>4翻30符と3翻60符を満貫とします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counted yakuman (kazoe)</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>13 han or more pays a yakuman, not a sanbaiman.</source>
        <translation>13翻以上を三倍満ではなく役満とします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yakuman add up</source>
        <translation>役満の複合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hand with two yakuman pays a double yakuman.</source>
        <translation>役満が2つ複合した手をダブル役満とします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Honba on ron</source>
        <translation>本場（ロン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the discarder pays the winner for each honba stick.</source>
        <translation>本場1本につき放銃者が和了者に支払う点数。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Honba on tsumo</source>
        <translation>本場（ツモ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each other player pays for each honba stick.</source>
        <translation>本場1本につき他家がそれぞれ支払う点数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Riichi deposit</source>
        <translation>リーチ棒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a player puts on the table to declare riichi.</source>
        <translation>リーチ宣言のときに供託する点数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three-player tsumo</source>
        <translation>三麻のツモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players, what happens to the missing North seat&apos;s share.</source>
        <translation>3人打ちで、いない北家の支払い分をどう扱うか。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many rounds the game lasts.</source>
        <translation>何場まで対局するか。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Busting ends the game</source>
        <translation>トビで終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends as soon as a player drops below zero.</source>
        <translation>持ち点がマイナスになった人が出た時点で対局を終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bust at exactly zero</source>
        <translation>0点ちょうどでトビ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player on exactly 0 points busts as well.</source>
        <translation>持ち点がちょうど0点でもトビとします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Several ron on one discard</source>
        <translation>複数人のロン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when two or three call ron.</source>
        <translation>2人または3人がロンしたときの扱い。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Honba to every ron winner</source>
        <translation>本場を和了者全員に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When several players win on one discard, each collects the honba, not only the winner nearest the discarder.</source>
        <translation>同じ牌で複数人が和了したとき、放銃者に最も近い和了者だけでなく全員が本場を受け取ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Riichi sticks on several ron</source>
        <translation>複数ロン時の供託</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the riichi sticks when several players win on one discard.</source>
        <translation>1枚の捨て牌に複数人がロンしたとき、供託のリーチ棒を誰が取るか。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dealer may stop after winning the last hand (agari-yame)</source>
        <translation>アガリやめあり</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A dealer who wins the last hand while in first place may end the game there.</source>
        <translation>オーラスで和了した親がトップなら、そこで対局を終了できます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dealer may stop when tenpai at the last draw (tenpai-yame)</source>
        <translation>テンパイやめあり</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A dealer in first place and tenpai when the last hand is drawn may end the game there. Needs agari-yame.</source>
        <translation>オーラスの流局時に親がトップでテンパイなら、そこで対局を終了できます。アガリやめが必要です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on into an extra round</source>
        <translation>延長戦あり（西入・南入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If nobody has the return points after the last hand, play goes on into one more round (South after an East-only game, West after East-South) until somebody does.</source>
        <translation>オーラス終了時に誰も返し点に達していなければ延長戦（東風戦は南入、東南戦は西入）に入り、誰かが達するまで続けます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At a draw, a player whose discards are all terminals and honours, none of them called, is paid a mangan.</source>
        <translation>流局時、捨て牌がすべて么九牌で1枚も鳴かれていないプレイヤーに満貫を支払います。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Abortive draws</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What ends the hand at once with nobody winning.</source>
        <translation>和了者なしでその局をすぐに打ち切る条件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Liability (pao)</source>
        <translation>責任払い（パオ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuman for which whoever fed the last set pays for the hand.</source>
        <translation>最後の面子を鳴かせた人が支払う役満。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Liable player pays every yakuman</source>
        <translation>パオは手全体を支払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who fed the last set pays for the whole hand, not only the yakuman fed.</source>
        <translation>最後の面子を鳴かせた人が、その役満だけでなく手全体を支払います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Liable player pays the honba</source>
        <translation>積み棒もパオ者が払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a ron with liability, the honba are paid by the liable player, not the discarder.</source>
        <translation>パオのあるロンでは、積み棒を放銃者ではなく責任者が支払います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Liable player pays a tsumo as a ron</source>
        <translation>パオのツモはロンとして払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a tsumo with liability, the liable player pays what a ron would have cost. Otherwise what the tsumo payments add up to, which is less with three players and tsumo loss.</source>
        <translation>パオのあるツモでは、責任者がロンと同じ額を支払います。外すとツモの支払い合計額になり、3人打ちのツモ損ではその方が少なくなります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chombo penalty</source>
        <translation>チョンボの罰則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a serious mistake (chombo) is punished.</source>
        <translation>重大な反則（チョンボ）の罰し方。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chombo points</source>
        <translation>チョンボの罰点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a chombo costs when it is taken off the final result. It is paid to nobody.</source>
        <translation>最終成績から差し引かれるチョンボの罰点です。誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At a draw, what the players not tenpai pay those tenpai in all, shared equally.</source>
        <translation>流局時にノーテンの人がテンパイの人に支払う合計額です。それぞれ均等に分けます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open tanyao (kuitan)</source>
        <translation>喰いタン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All simples counts in a hand with calls.</source>
        <translation>鳴いた手でもタンヤオが成立します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One red five in each suit counts as a dora (no red 5m with three players).</source>
        <translation>各色1枚の赤五をドラとして数えます（3人打ちでは赤五萬なし）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double yakuman forms</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suuankou on a single wait, kokushi on 13 waits, junsei chuuren and daisuushii pay a double yakuman.</source>
        <translation>四暗刻単騎・国士無双十三面待ち・純正九蓮宝燈・大四喜をダブル役満とします。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A non-dealer&apos;s ron in the first go-around, before any call.</source>
        <translation>鳴きのない第一巡に子がロン和了すること。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A win within one go-around of riichi, with no call between, is a yaku.</source>
        <translation>リーチ後、鳴きが入らず一巡以内に和了すると役になります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A riichi winner also counts the tiles under the dora indicators.</source>
        <translation>リーチして和了した人は、ドラ表示牌の下の牌もドラとして数えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kan dora</source>
        <translation>カンドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each kan turns over another dora indicator.</source>
        <translation>カンのたびに新しいドラ表示牌をめくります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double wind pair</source>
        <translation>連風牌の雀頭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fu of a pair that is both the seat wind and the round wind.</source>
        <translation>自風と場風を兼ねる雀頭の符。</translation>
    </message>
    <message>
        <location filename="../app/rules/choice_texts.py" line="+62"/>
        <source>They are not paid out: the results add up to less than zero.</source>
        <translation>誰にも支払われません。成績の合計はマイナスになります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nearest winner takes all</source>
        <translation>上家取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner first in turn after the discarder takes every stick.</source>
        <translation>放銃者から見て手番が最初に来る和了者が、供託をすべて取ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Own stick back</source>
        <translation>自分のリーチ棒は戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each winner who declared riichi in this hand takes back their own stick; the nearest winner takes the rest.</source>
        <translation>この局でリーチした和了者は自分のリーチ棒を取り戻し、残りは上家取りになります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tsumo loss</source>
        <translation>ツモ損</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two payers pay as with four players; North&apos;s share is not paid.</source>
        <translation>2人の支払者は4人打ちと同じ額を払い、北家の分は払われません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>North&apos;s share split</source>
        <translation>北家分の折半</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s share is split between the two payers, each half rounded up to 100.</source>
        <translation>北家の分を2人の支払者で折半し、それぞれ100点単位に切り上げます。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The table points stay; the penalty is paid to nobody.</source>
        <translation>卓上の点数は動かず、罰点は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The offender pays what a mangan tsumo would cost them: a non-dealer pays 4000 to the dealer and 2000 to each other player, a dealer 4000 to each.</source>
        <translation>満貫ツモの支払いを違反者が行います。子は親に4000点、他の子に2000点ずつ、親は全員に4000点ずつ支払います。</translation>
    </message>
    <message>
        <location filename="../app/rules/texts.py" line="-50"/>
        <source>Noten payment</source>
        <translation>ノーテン罰符</translation>
    </message>
    <message>
        <location filename="../app/rules/choice_texts.py" line="-84"/>
        <source>East round only (tonpuusen)</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round: four hands or more.</source>
        <translation>東場のみ。4局以上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>East and South (hanchan)</source>
        <translation>東南戦（半荘）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two rounds: eight hands or more.</source>
        <translation>東場と南場。8局以上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Head bump</source>
        <translation>頭ハネ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the winner first in turn after the discarder.</source>
        <translation>放銃者から見て手番が最も近い和了者だけ。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double ron</source>
        <translation>ダブロン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two winners are paid; three make an abortive draw.</source>
        <translation>2人の和了は両方に支払い、3人なら途中流局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double and triple ron</source>
        <translation>ダブロン・トリプルロン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every winner is paid.</source>
        <translation>和了者全員に支払います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rank by seat</source>
        <translation>上家取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player seated nearer the first dealer ranks higher.</source>
        <translation>起家に近い席のプレイヤーを上位とします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share the uma</source>
        <translation>ウマを等分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied players share their places&apos; uma and bonus equally.</source>
        <translation>同点者でその順位のウマとオカを等分します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To first place</source>
        <translation>トップへ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First place collects them.</source>
        <translation>トップが受け取ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Exact</source>
        <translation>端数そのまま</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points above or below the return points, to the decimal.</source>
        <translation>返し点との差を小数点以下まで計算します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rounded to 1000</source>
        <translation>千点単位に丸める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points are rounded to 1000 first.</source>
        <translation>先に持ち点を千点単位に丸めます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not recorded</source>
        <translation>記録しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo cannot be entered.</source>
        <translation>チョンボは入力できません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points off the final result</source>
        <translation>最終ポイントから減点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reverse mangan</source>
        <translation>満貫払い</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not a yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renhou counts for nothing.</source>
        <translation>人和は役になりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>5 han</source>
        <translation>5翻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 5-han yaku, added to the others.</source>
        <translation>5翻の役として他の役と複合します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mangan, not added to the others: the greater of the two pays.</source>
        <translation>満貫で、他の役とは複合しません。高い方で支払います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A yakuman.</source>
        <translation>役満です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4 fu</source>
        <translation>4符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 fu for each of the two winds.</source>
        <translation>自風と場風それぞれ2符ずつ。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 fu</source>
        <translation>2符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same as a pair of one value wind.</source>
        <translation>役牌1種の雀頭と同じです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine different terminals and honours.</source>
        <translation>配牌で么九牌が9種類以上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four first discards are the same wind.</source>
        <translation>4人の第一打がすべて同じ風牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four players declare riichi.</source>
        <translation>4人全員がリーチ。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four kans</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kans made by more than one player.</source>
        <translation>四槓散了: 2人以上で合わせて4回カン。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three players call ron on the same discard.</source>
        <translation>3人が同じ牌でロン。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big three dragons</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daisangen: fed the third dragon set.</source>
        <translation>大三元: 3つ目の三元牌の面子を鳴かせた。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big four winds</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daisuushii: fed the fourth wind set.</source>
        <translation>大四喜: 4つ目の風牌の面子を鳴かせた。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four kans by one player</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suukantsu: fed the fourth kan.</source>
        <translation>四槓子: 4つ目の槓子を鳴かせた。</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../app/rules/reference.py" line="+22"/>
        <source>What these rules are: {name}</source>
        <translation>ルールの内容: {name}</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../app/rules/summary.py" line="+19"/>
        <source>{players} players, {start} points each</source>
        <translation>{players}人、持ち点{start}点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Uma {uma}</source>
        <translation>ウマ {uma}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oka {oka} to first place</source>
        <translation>オカ {oka}（トップ）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No oka</source>
        <translation>オカなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East round only (tonpuusen)</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>East and South (hanchan)</source>
        <translation>東南戦（半荘）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going below zero ends the game</source>
        <translation>トビあり（0点未満で終了）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One winner per discard</source>
        <translation>頭ハネ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double ron; three is a draw</source>
        <translation>ダブロンあり、トリロンは流局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double ron</source>
        <translation>ダブロン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double and triple ron</source>
        <translation>ダブロン・トリロンあり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red fives</source>
        <translation>赤ドラあり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No red fives</source>
        <translation>赤ドラなし</translation>
    </message>
</context>
<context>
    <name>SchedulePage</name>
    <message>
        <location filename="../app/tournament/schedule_page.py" line="+71"/>
        <source>The tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>C&amp;ustom rules…</source>
        <translation>独自のルール(&amp;U)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First day:</source>
        <translation>初日:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds:</source>
        <translation>回戦数:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+223"/>
        <source>Seating</source>
        <translation>座席決め</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Teammates apart</source>
        <translation>チームメイトを別の卓に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teammates and players of one club apart</source>
        <translation>チームメイトと同じクラブの選手を別の卓に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teammates and players of one country apart</source>
        <translation>チームメイトと同じ国の選手を別の卓に</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>in the first </source>
        <translation>最初の </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> rounds</source>
        <translation> 回戦</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Seat the whole schedule</source>
        <translation>全回戦の座席を決める(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat the rounds not played &amp;again</source>
        <translation>未対局の回戦の座席を決め直す(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat the next round by the ranking (S&amp;wiss)</source>
        <translation>次の回戦を順位で決める (スイス式)(&amp;W)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cut</source>
        <translation>カット</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Results kept</source>
        <translation>成績はそのまま</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results halved</source>
        <translation>成績は半分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results cleared</source>
        <translation>成績はリセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others play on below them</source>
        <translation>ほかのプレイヤーはその下で打ち続ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make the &amp;cut after the rounds complete</source>
        <translation>終わった回戦のあとでカットする(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finalists:</source>
        <translation>決勝進出者:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their results:</source>
        <translation>それまでの成績:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print the schedule…</source>
        <translation>組み合わせ表を印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player &amp;cards…</source>
        <translation>プレイヤーカード(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table cards of the round…</source>
        <translation>この回戦の卓カード(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the chosen table&apos;s &amp;game</source>
        <translation>選んだ卓の対局を始める(&amp;G)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not seated yet.</source>
        <translation>まだ座席が決まっていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No two players meet twice.</source>
        <translation>同じ二人が二度同卓することはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every player sits in each wind as often as the others.</source>
        <translation>どのプレイヤーもそれぞれの風に同じくらい座ります。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seating every round…</source>
        <translation>全回戦の座席を決めています…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seating the rounds not played…</source>
        <translation>未対局の回戦の座席を決めています…</translation>
    </message>
    <message numerus="yes">
        <location line="-101"/>
        <source>%n meeting(s) repeated.</source>
        <translation>
            <numerusform>同卓の重複が%n回あります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Round {round}: {reported} of %n table(s) reported</source>
        <translation>
            <numerusform>第{round}回戦: %n卓中{reported}卓が報告済み</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScopeBar</name>
    <message>
        <location filename="../app/club/scope_bar.py" line="+33"/>
        <source>Games of</source>
        <translation>対象の対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Season: {name}</source>
        <translation>シーズン：{name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Club night: {name} {date}</source>
        <translation>例会：{name} {date}</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Players at the table</source>
        <translation>卓の人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four players</source>
        <translation>4人打ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three players</source>
        <translation>3人打ち</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the games were played</source>
        <translation>対局の場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club games</source>
        <translation>クラブの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online games</source>
        <translation>オンラインの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club and online games</source>
        <translation>クラブとオンラインの対局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any rules</source>
        <translation>どのルールでも</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played from</source>
        <translation>対局日の開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played to</source>
        <translation>対局日の終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>any day</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{first} to {last}</source>
        <translation>{first}〜{last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <extracomment>Between the parts of what the figures are over: &quot;All games, Four players&quot;.</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../app/club/season_dialogs.py" line="-110"/>
        <source>Season</source>
        <translation>シーズン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New season</source>
        <translation>新しいシーズン</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>open</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any rules</source>
        <translation>どのルールでも</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games of its club nights</source>
        <translation>そのシーズンの例会の対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game played between its dates, under its rules</source>
        <translation>期間内にそのルールで打ったすべての対局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;From</source>
        <translation>開始(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;To</source>
        <translation>終了(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games that count</source>
        <translation>数える対局</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The first day is not a day: type it as 2026-09-01.</source>
        <translation>開始日が日付になっていません。2026-09-01 のように入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last day is not a day: type it as 2026-09-01.</source>
        <translation>終了日が日付になっていません。2026-09-01 のように入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last day comes before the first.</source>
        <translation>終了日が開始日より前になっています。</translation>
    </message>
</context>
<context>
    <name>SeasonsPage</name>
    <message>
        <location filename="../app/club/seasons_page.py" line="+70"/>
        <source>Seasons and club nights</source>
        <translation>シーズンと例会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season or club night</source>
        <translation>シーズンまたは例会</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Day</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The club night&apos;s games</source>
        <translation>例会の対局</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>New &amp;season…</source>
        <translation>新しいシーズン(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;club night…</source>
        <translation>新しい例会(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tandings</source>
        <translation>成績表(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add games…</source>
        <translation>対局を追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take out</source>
        <translation>外す(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put finished games of this club night&apos;s day in it</source>
        <translation>この例会の日に終わった対局を例会に入れます</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Club nights in no season</source>
        <translation>シーズンのない例会</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Choose a season or a club night.</source>
        <translation>シーズンか例会を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The games of this club night:</source>
        <translation>この例会の対局：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The games that count for this season:</source>
        <translation>このシーズンに数える対局：</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Season {name} made.</source>
        <translation>シーズン「{name}」を作りました。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Club night {name} made.</source>
        <translation>例会「{name}」を作りました。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Season changed.</source>
        <translation>シーズンを変更しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Club night changed.</source>
        <translation>例会を変更しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete it? Its games stay in the library, in no club night or season.</source>
        <translation>削除しますか？対局はライブラリに残り、例会にもシーズンにも属さなくなります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete this season? Its club nights and their games stay, in no season.</source>
        <translation>このシーズンを削除しますか？例会とその対局は残り、シーズンに属さなくなります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deleted.</source>
        <translation>削除しました。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Add games</source>
        <translation>対局を追加</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../app/table/seat_panel.py" line="+89"/>
        <location line="+124"/>
        <location line="+11"/>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+34"/>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No riichi</source>
        <translation>リーチなし</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} declares riichi: {points} points to the table ({key})</source>
        <translation>{name}がリーチ: {points}点を供託（{key}）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name}&apos;s chombo: {points} points off the final result</source>
        <translation>{name}のチョンボ: 精算で{points}点を失います</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Liable (pao)</source>
        <translation>責任払い（パオ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenpai</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receives</source>
        <translation>受け取り</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Riichi for {name}</source>
        <translation>{name}のリーチ</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{seat}, {points} points</source>
        <translation>{seat}、{points}点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick {name} (key {key})</source>
        <translation>{name}を選択（キー {key}）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}&apos;s points</source>
        <translation>{name}の持ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences from {name}</source>
        <translation>{name}との点差</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chombo {points}
at the settlement</source>
        <translation>チョンボ {points}
精算で減点</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winner</source>
        <translation>和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt in</source>
        <translation>放銃</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <location filename="../core/club/seating.py" line="+78"/>
        <source>A player has no name: give every player one, or leave the line out.</source>
        <translation>名前のないプレイヤーがいます。全員に名前を付けるか、その行を消してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The name {start}… is too long: a player&apos;s name has at most {most} characters.</source>
        <translation>名前「{start}…」は長すぎます。プレイヤーの名前は{most}文字までです。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name {name} holds a character that is not text: type it again.</source>
        <translation>名前「{name}」に文字でないものが含まれています。入力し直してください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The list holds {count} names: a night seats at most {most} players. Leave out the lines that are not players.</source>
        <translation>名簿に{count}人の名前があります。1回の例会で座席を決められるのは{most}人までです。プレイヤーでない行を外してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is on the list twice: tell the two apart, or leave one out.</source>
        <translation>{name}がリストに2回あります。区別できる名前にするか、1つを消してください。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A table needs at least {count} players: {given} are on the list.</source>
        <translation>1卓には{count}人以上必要です。リストには{given}人です。</translation>
    </message>
    <message>
        <location filename="../core/club/seating_checks.py" line="+36"/>
        <source>This seating cannot be used: {reason}. Nothing was changed.</source>
        <translation>この座席は使えません：{reason}。何も変えていません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the night&apos;s name is empty, longer than {most} characters or not text</source>
        <translation>例会の名前が空か、{most}文字を超えているか、文字でないものを含んでいます</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>the night has no day, or not one written YYYY-MM-DD</source>
        <translation>例会の日付がないか、YYYY-MM-DDの形で書かれていません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This seating cannot be read: it is damaged, or was written by a newer Tallyo Desktop. Nothing was changed.</source>
        <translation>この座席を読めません。壊れているか、新しいTallyo Desktopで書かれたものです。何も変えていません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it lists more than {most} players</source>
        <translation>{most}人を超えるプレイヤーが載っています</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>in the list of players</source>
        <translation>参加者の名簿で</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round {number} seats nobody</source>
        <translation>第{number}回戦に誰も座っていません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round {number} has more tables than a night can</source>
        <translation>第{number}回戦の卓が1回の例会で決められる数を超えています</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>table {table} of round {number} seats {count} players, where a table seats 3 or 4</source>
        <translation>第{number}回戦の{table}卓目に{count}人が座っています。1卓は3人か4人です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>round {number} seats {name} twice</source>
        <translation>第{number}回戦で{name}が2回座っています</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it holds more than {most} rounds</source>
        <translation>{most}回戦を超えています</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it seats more than {most} players</source>
        <translation>{most}人を超えるプレイヤーが座っています</translation>
    </message>
</context>
<context>
    <name>SeatingLinks</name>
    <message>
        <location filename="../app/club/seating_links.py" line="+87"/>
        <source>Season: {name}</source>
        <translation>シーズン：{name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Club night: {name}</source>
        <translation>例会：{name}</translation>
    </message>
</context>
<context>
    <name>SeatingNight</name>
    <message>
        <location filename="../app/club/seating_night.py" line="+19"/>
        <source>{night} ({season})</source>
        <translation>{night}（{season}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{night}: {reach}</source>
        <translation>{night}：{reach}</translation>
    </message>
    <message>
        <location filename="../app/club/season_dialogs.py" line="+28"/>
        <location filename="../app/club/seating_night.py" line="+50"/>
        <source>Club night {date}</source>
        <translation>例会 {date}</translation>
    </message>
    <message>
        <location filename="../app/club/seating_night.py" line="+52"/>
        <source>Rename this night in Club ▸ Seasons and club nights</source>
        <translation>この例会の名前はクラブ ▸ シーズンと例会で変えてください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This night is named on the laptop that saved its seating</source>
        <translation>この例会の名前は、座席を保存したノートPCで決めます</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This night&apos;s seating came in a file: this laptop follows the rounds of the laptop that saved it.</source>
        <translation>この例会の座席はファイルから来たものです。このノートPCは、保存したノートPCの回戦に従います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {first} and after were seated here.</source>
        <translation>第{first}回戦以降はここで決めました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A night of the season {season}.</source>
        <translation>シーズン「{season}」の例会です。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Move them to {night}</source>
        <translation>{night} に移す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start {night} with no rounds</source>
        <translation>{night} を回戦なしで始める</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rounds seated so far ({reach}) are of {current}, which has no games in the library. Seat them as the rounds of {night} instead?</source>
        <translation>これまでに決めた回戦（{reach}）は {current} のもので、その例会の対局はまだライブラリにありません。これを {night} の回戦にしますか？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seating</source>
        <translation>座席決め</translation>
    </message>
</context>
<context>
    <name>SeatingPrint</name>
    <message>
        <location filename="../app/club/seating_print.py" line="+30"/>
        <source>{night}: round {number}</source>
        <translation>{night}: 第{number}回戦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table {number}</source>
        <translation>{number}卓</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sitting out: {names}</source>
        <translation>抜け番: {names}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>seating</source>
        <translation>座席</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
</context>
<context>
    <name>SeatingStore</name>
    <message>
        <location filename="../app/club/seating_store.py" line="+50"/>
        <source>{path} is not a seating: it is not an ordinary file.</source>
        <translation>{path} は座席ではありません。通常のファイルではありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{path} cannot be read: {reason}.</source>
        <translation>{path} を読めません：{reason}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} is far too large to be a night&apos;s seating.</source>
        <translation>{path} は例会の座席にしては大きすぎます。</translation>
    </message>
</context>
<context>
    <name>SeatingWindow</name>
    <message>
        <location filename="../app/club/seating_window.py" line="+78"/>
        <source>Seating</source>
        <translation>座席決め</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The round shown</source>
        <translation>表示中の回戦</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next round</source>
        <translation>次の回戦(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat the players for another round</source>
        <translation>次の回戦の席を決めます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo this round</source>
        <translation>この回戦をやり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat the last round again, another way</source>
        <translation>最後の回戦の席を別の組み合わせで決め直します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Big view</source>
        <translation>大きく表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round alone, large enough to read across the room</source>
        <translation>部屋の向こうからも読める大きさで回戦だけを表示します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>A seating kept in the data folder was left out, and left as it is ({path}): {reason}</source>
        <translation>データフォルダに記録された座席を1つ使わずに、そのまま残しました（{path}）：{reason}</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Round {number} (seated here)</source>
        <translation>第{number}回戦（ここで決めた）</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>The seating could not be kept ({reason}): it is shown until you close this window. Print it to keep it.</source>
        <translation>座席を保存できませんでした（{reason}）。このウィンドウを閉じるまでは表示されます。残すには印刷してください。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Round {number}</source>
        <translation>第{number}回戦</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{night}: round {number}</source>
        <translation>{night}: 第{number}回戦</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../app/history/settlement_dialog.py" line="+130"/>
        <source>Final result</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result if the game ended now</source>
        <translation>今終了した場合の結果</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Save as image…</source>
        <translation>画像として保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy image</source>
        <translation>画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;New game</source>
        <translation>新規対局(&amp;N)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The result is on the clipboard as an image.</source>
        <translation>結果を画像としてクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved as {file}.</source>
        <translation>{file}として保存しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} could not be written: choose another folder or name.</source>
        <translation>{file}を書き込めませんでした。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>result</source>
        <extracomment>The start of the name proposed for a result&apos;s picture: &quot;result-2026-03-14-tenhou.png&quot;.</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the result as an image</source>
        <translation>結果を画像として保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
</context>
<context>
    <name>SlipForm</name>
    <message>
        <location filename="../app/tournament/slip_form.py" line="+46"/>
        <source>Final points</source>
        <translation>最終持ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Riichi &amp;sticks left:</source>
        <translation>残ったリーチ棒(&amp;S):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Record (Enter)</source>
        <translation>記録 (Enter)(&amp;R)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Round {round}, table {table}</source>
        <translation>第{round}回戦 第{table}卓</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Each seat&apos;s final points, then Enter.</source>
        <translation>各席の最終持ち点を入れて、Enter。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every seat needs its final points.</source>
        <translation>どの席にも最終持ち点が必要です。</translation>
    </message>
</context>
<context>
    <name>StandingCard</name>
    <message>
        <location filename="../app/history/settlement_dialog.py" line="-190"/>
        <source>{place}.</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{points} points</source>
        <translation>{points}点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>uma {uma}</source>
        <translation>ウマ {uma}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oka {oka}</source>
        <translation>オカ {oka}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chombo {chombo}</source>
        <translation>チョンボ {chombo}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · </source>
        <extracomment>Between the parts of a result: &quot;uma +20.0 · oka +20.0&quot;.</extracomment>
        <translation> · </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{place}. {name}, {points} points, result {result}</source>
        <translation>{place}位 {name}、{points}点、結果 {result}</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../app/club/board.py" line="+223"/>
        <source>Standings</source>
        <translation>成績表</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../app/library/standings_model.py" line="+29"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Places</source>
        <translation>順位分布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riichi rate</source>
        <translation>立直率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average win</source>
        <translation>平均和了点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average deal-in</source>
        <translation>平均放銃点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bust rate</source>
        <translation>飛び率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>最高成績</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Firsts, seconds, thirds and fourths</source>
        <translation>1位、2位、3位、4位の回数</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../app/club/standings_page.py" line="+95"/>
        <source>Four-player games</source>
        <translation>4人打ちの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-player games</source>
        <translation>3人打ちの対局</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any rules</source>
        <translation>どのルールでも</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fewest games to be listed</source>
        <translation>表に載る最少対局数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Games of</source>
        <translation>対象の対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>人数(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played &amp;from</source>
        <translation>対局日(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least &amp;this many games</source>
        <translation>最少対局数(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played from</source>
        <translation>対局日の開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played to</source>
        <translation>対局日の終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+233"/>
        <source>Standings</source>
        <translation>成績表</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Player&apos;s &amp;page</source>
        <translation>プレイヤーのページ(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV に書き出す(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;icture…</source>
        <translation>画像(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the standings as a picture for the club&apos;s chat</source>
        <translation>クラブのチャット用に成績表を画像で保存します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the standings as a printable PDF page</source>
        <translation>成績表を印刷用の PDF で保存します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the &amp;big screen</source>
        <translation>大画面に表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show these standings in large type on the table display</source>
        <translation>この成績表をテーブル表示に大きく表示します</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>any day</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../app/club/scope_list.py" line="+81"/>
        <location filename="../app/club/standings_page.py" line="+41"/>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Season: {name}</source>
        <translation>シーズン：{name}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Club night: {name} {date}</source>
        <translation>例会：{name} {date}</translation>
    </message>
    <message>
        <location filename="../app/club/standings_page.py" line="+1"/>
        <source>{scope}: {players}</source>
        <translation>{scope}：{players}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The library cannot be opened: {reason}</source>
        <translation>ライブラリを開けません：{reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The standings cannot be read: {reason}</source>
        <translation>成績表を読み込めません：{reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No player has enough games here. Choose other games.</source>
        <translation>対局数の足りるプレイヤーがいません。ほかの対局を選んでください。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Av. place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables now</source>
        <translation>対局中の卓</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the standings as CSV</source>
        <translation>成績表を CSV に書き出す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the standings as PDF</source>
        <translation>成績表を PDF で保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the standings as a picture</source>
        <translation>成績表を画像で保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals add up each game&apos;s result. Rates are per hand played.</source>
        <translation>合計は各対局の結果の和です。率は打った局あたりです。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The standings could not be saved to {path}: {reason}. Choose another folder or name.</source>
        <translation>成績表を {path} に保存できませんでした：{reason}。別のフォルダーか名前を選んでください。</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>all games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Achievements</source>
        <translation>表彰</translation>
    </message>
    <message numerus="yes">
        <location line="-51"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message numerus="yes">
        <location filename="../app/library/standings_model.py" line="+5"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n win(s) in {hands}</source>
        <translation>
            <numerusform>{hands}中%n回和了</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal-in(s) in {hands}</source>
        <translation>
            <numerusform>{hands}中%n回放銃</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n riichi in {hands}</source>
        <translation>
            <numerusform>{hands}中%n回立直</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{busts} of %n game(s) finished below zero</source>
        <translation>
            <numerusform>%n対局中{busts}回0点未満で終了</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message numerus="yes">
        <location filename="../app/club/standings_page.py" line="-200"/>
        <source>and %n more</source>
        <translation>
            <numerusform>ほか%n人</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartClockDialog</name>
    <message>
        <location filename="../app/clock/dialog.py" line="+24"/>
        <source>Start the round clock</source>
        <translation>対局時計を開始</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes the round lasts</source>
        <translation>対局の時間（分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish the hand being played</source>
        <translation>今の局で終える(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish it and play &amp;one more hand</source>
        <translation>今の局のあと、もう一局打つ(&amp;O)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The round &amp;lasts:</source>
        <translation>対局時間(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the time is up:</source>
        <translation>時間切れになったら:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <location filename="../app/club/seating_view.py" line="-100"/>
        <source>Table {number}</source>
        <translation>{number}卓</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{wind}: {name}</source>
        <translation>{wind}: {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start this table&apos;s game</source>
        <translation>この卓の対局を始める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game with these players in these seats, as a game of this night</source>
        <translation>この席順のプレイヤーで、この例会の対局を新しく始めます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game started: start again</source>
        <translation>対局開始済み：もう一度始める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table&apos;s game has started on this laptop: this starts another, with these players in these seats</source>
        <translation>この卓の対局はこのノートPCで始まっています：押すと、同じ席順のメンバーで別の対局を始めます</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <location filename="../app/table/display.py" line="+57"/>
        <source>Tallyo Desktop: table display</source>
        <translation>Tallyo Desktop: 卓表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table display</source>
        <translation>卓表示</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{seat} ({number}) · {role}</source>
        <translation>{seat}（{number}） · {role}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>winner</source>
        <translation>和了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>liable</source>
        <translation>パオ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tenpai</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives</source>
        <translation>受け取り</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <location filename="../app/shared/action_table.py" line="+321"/>
        <source>Leave the table display</source>
        <translation>卓表示を終了</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <location filename="../app/shared/table_texts.py" line="+13"/>
        <source>Honba {honba} · Riichi sticks {sticks}</source>
        <translation>{honba}本場 · リーチ棒 {sticks}本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{wind} {name} · dealer · riichi</source>
        <translation>{wind} {name} · 親 · リーチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{wind} {name} · dealer</source>
        <translation>{wind} {name} · 親</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{wind} {name} · riichi</source>
        <translation>{wind} {name} · リーチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{wind} {name}</source>
        <translation>{wind} {name}</translation>
    </message>
</context>
<context>
    <name>TablesBox</name>
    <message>
        <location filename="../app/club/seating_tables.py" line="+21"/>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables of</source>
        <translation>卓の人数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables of four</source>
        <translation>4人卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables of three</source>
        <translation>3人卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables of four and of three, to seat everyone</source>
        <translation>4人卓と3人卓（全員が座れるように）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Swiss: seat by the standings, the leader first</source>
        <translation>スイス式: 順位表の順（首位から）で座る(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Swiss: seat by the list&apos;s order, the leader first</source>
        <translation>スイス式: リストの順（首位から）で座る(&amp;S)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put the players in standings order: the first four share a table, the next four the next, changed only to spare pairings already played tonight</source>
        <translation>プレイヤーを順位順に並べてください。上位4人が同じ卓、次の4人が次の卓になります。今夜すでに同卓した組み合わせを避けるときだけ入れ替えます</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No standings yet: seated by the list&apos;s order.</source>
        <translation>まだ順位表がありません。リストの順で座ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seated by the standings of {title}.</source>
        <translation>{title}の順位表で座りました。</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <location filename="../app/tiles/palette.py" line="+25"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White dragon</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green dragon</source>
        <translation>發</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red dragon</source>
        <translation>中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{number} characters</source>
        <translation>{number}萬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number} circles</source>
        <translation>{number}筒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{number} bamboo</source>
        <translation>{number}索</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>red {tile}</source>
        <translation>赤{tile}</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>{tile}: click to take it out</source>
        <translation>{tile}: クリックで外す</translation>
    </message>
</context>
<context>
    <name>TilePicker</name>
    <message>
        <location filename="../app/tiles/picker.py" line="+48"/>
        <source>{name}&apos;s hand from its tiles</source>
        <translation>{name}の手を牌から計算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>e.g. 123m456p789s11z, the winning tile included</source>
        <translation>例: 123m456p789s11z（和了牌を含む）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last tile of the hand</source>
        <translation>手牌の最後の牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. chi:567p pon:777z kan:5555z ankan:1111m</source>
        <translation>例: chi:567p pon:777z kan:5555z ankan:1111m</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles in the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Winning tile:</source>
        <translation>和了牌(&amp;W):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Calls:</source>
        <translation>副露(&amp;C):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calls (chi, pon, kan)</source>
        <translation>副露（チー、ポン、カン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dora indicators:</source>
        <translation>ドラ表示牌(&amp;D):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ura dora indicators:</source>
        <translation>裏ドラ表示牌(&amp;U):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kita (Norths set aside):</source>
        <translation>抜きドラ（北）(&amp;K):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kita</source>
        <translation>抜きドラ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Clicks add to:</source>
        <translation>クリックで追加する先:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+3"/>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>No riichi</source>
        <translation>リーチなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haitei (last tile of the wall)</source>
        <translation>海底（最後のツモ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Houtei (last discard)</source>
        <translation>河底（最後の打牌）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rinshan (after a kan)</source>
        <translation>嶺上（カンの後）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chankan (robbing a kan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenhou</source>
        <translation>天和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chiihou</source>
        <translation>地和</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{way} · seat wind {seat} · round wind {round}</source>
        <translation>{way} · 自風 {seat} · 場風 {round}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Use this hand</source>
        <translation>この手を使う(&amp;U)</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Type or click the tiles of the hand.</source>
        <translation>手牌を入力するかクリックしてください。</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+13"/>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{yaku}: {worth}</source>
        <translation>{yaku}: {worth}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  {fu} fu: {reason}</source>
        <translation>  {fu}符: {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} gains {points}, honba and sticks included</source>
        <translation>{name}の収入 {points}（本場・供託込み）</translation>
    </message>
</context>
<context>
    <name>TileRow</name>
    <message>
        <location filename="../app/practice/hand_view.py" line="+46"/>
        <source>face down</source>
        <translation>伏せ牌</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <location filename="../core/tournament/apply.py" line="+51"/>
        <source>The tournament&apos;s identity cannot be used.</source>
        <translation>この大会の識別子は使えません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tournament&apos;s name is one line of 1 to {most} characters.</source>
        <translation>大会名は1〜{most}文字の1行です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tournament&apos;s day is written 2026-11-14, not {day}.</source>
        <translation>大会の日付は2026-11-14のように書きます。{day}ではありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tournament has 1 to {most} rounds, not {rounds}.</source>
        <translation>大会の回戦数は1〜{most}です。{rounds}ではありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The tournament is made already.</source>
        <translation>大会はすでに作られています。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Table {table} of round {round} has no result to clear.</source>
        <translation>第{round}回戦 第{table}卓には消す成績がありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no penalty {number}.</source>
        <translation>ペナルティ{number}はありません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The schedule seats tables of {size}: the rules cannot be for another number of players.</source>
        <translation>組み合わせは{size}人卓です。ほかの人数のルールにはできません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{begun} rounds have begun: the tournament cannot have {rounds}.</source>
        <translation>すでに{begun}回戦が始まっています。{rounds}回戦にはできません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results are recorded: the rules cannot change any more.</source>
        <translation>成績が記録されているので、ルールはもう変えられません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No player has registration number {number}.</source>
        <translation>登録番号{number}のプレイヤーはいません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is registered already (number {number}): give each player a name of their own.</source>
        <translation>{name}はすでに登録されています(番号{number})。プレイヤーごとに別の名前を付けてください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Registration number {number} is given already.</source>
        <translation>登録番号{number}はすでに使われています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tournament has at most {most} players.</source>
        <translation>大会のプレイヤーは最大{most}人です。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} has played: whether they are ranked cannot change any more.</source>
        <translation>{name}はすでに対局しているので、順位に入るかどうかはもう変えられません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} has a seat in the schedule: drop them instead, or seat the schedule again without them.</source>
        <translation>{name}は組み合わせに座席があります。代わりに棄権にするか、その人を除いて座席を決め直してください。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} has dropped already.</source>
        <translation>{name}はすでに棄権しています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+93"/>
        <source>There is no such round.</source>
        <translation>その回戦はありません。</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>{name} has a result in round {round}: they can drop after it.</source>
        <translation>{name}には第{round}回戦の成績があります。棄権はそのあとにできます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The schedule&apos;s tables are not of {size}.</source>
        <translation>組み合わせの卓が{size}人ではありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The schedule has {count} rounds, not {rounds}.</source>
        <translation>組み合わせは{count}回戦分で、{rounds}回戦分ではありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no such round to keep players apart in.</source>
        <translation>選手を別の卓に分ける回戦がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such round to seat from.</source>
        <translation>そこから座席を決める回戦がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds before are not as they were.</source>
        <translation>それより前の回戦が元のままではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round} has results: it is kept as it was played.</source>
        <translation>第{round}回戦には成績があるので、対局したとおりに残します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round {round} seats {player}, who is not registered.</source>
        <translation>第{round}回戦に登録されていない{player}が座っています。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../core/tournament/operations.py" line="+322"/>
        <source>Round {round} has no table {table}.</source>
        <translation>第{round}回戦に第{table}卓はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That result is not of the players seated at table {table} of round {round}.</source>
        <translation>その成績は第{round}回戦 第{table}卓に座ったプレイヤーのものではありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That game&apos;s identity cannot be used.</source>
        <translation>その対局の識別子は使えません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Penalty {number} is given already.</source>
        <translation>ペナルティ{number}はすでに科されています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A penalty is {step} points or a multiple of it, up to {most}: not {points}.</source>
        <translation>ペナルティは{step}点かその倍数で、最大{most}点です。{points}ではありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A penalty&apos;s reason is one line of 1 to {most} characters.</source>
        <translation>ペナルティの理由は1〜{most}文字の1行です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cut is made already.</source>
        <translation>カットはすでに行われています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cut comes after round 1 at the earliest, before the last.</source>
        <translation>カットは早くても第1回戦のあと、最終回戦の前です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round} is not complete: the cut waits for every table&apos;s result.</source>
        <translation>第{round}回戦が終わっていません。カットはすべての卓の成績を待ちます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {round} has results already: the cut comes before.</source>
        <translation>第{round}回戦にはすでに成績があります。カットはその前です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cut takes whole tables of {size} players.</source>
        <translation>カットは{size}人卓を丸ごと単位で行います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A substitute is not ranked: not a finalist.</source>
        <translation>補欠は順位に入らないので、決勝進出者にはなれません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The schedule has {count} rounds and the tournament {rounds}: seat it again.</source>
        <translation>組み合わせは{count}回戦分、大会は{rounds}回戦です。座席を決め直してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} dropped but is seated in round {round}: give their seats to a replacement, or seat the rounds again.</source>
        <translation>{name}は棄権しましたが第{round}回戦に座席があります。代わりのプレイヤーに席を渡すか、座席を決め直してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round {round} does not seat the finalists at the final tables.</source>
        <translation>第{round}回戦で決勝進出者が決勝卓に座っていません。</translation>
    </message>
    <message>
        <location filename="../core/tournament/operations.py" line="-220"/>
        <source>There is no one to register.</source>
        <translation>登録する人がいません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose the players to check in.</source>
        <translation>出席を取るプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The seating was cancelled: nothing changed.</source>
        <translation>座席決めは中止されました。何も変わっていません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rounds have been played: seat the rounds not played again instead.</source>
        <translation>すでに対局した回戦があります。代わりに未対局の回戦の座席を決め直してください。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final rounds are seated by the cut: undo the cut first.</source>
        <translation>最後の回戦はカットで座席が決まっています。先にカットを元に戻してください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+120"/>
        <location line="+26"/>
        <source>The schedule is not seated yet.</source>
        <translation>まだ組み合わせの座席が決まっていません。</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+26"/>
        <source>Every round has been played.</source>
        <translation>すべての回戦が終わっています。</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Round {round} is not complete: a Swiss round follows the ranking.</source>
        <translation>第{round}回戦が終わっていません。スイス式の回戦は順位に従って決めます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The final rounds are seated by the cut.</source>
        <translation>最後の回戦はカットで座席が決まっています。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The cut takes {size} players, but {count} are ranked.</source>
        <translation>カットは{size}人ですが、順位に入っているのは{count}人です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The {count} players below the cut do not fill tables of {size}: let them sit out, or cut at another number.</source>
        <translation>カットより下の{count}人では{size}人卓が埋まりません。その人たちを休ませるか、別の人数でカットしてください。</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament.py" line="+35"/>
        <source>A tournament&apos;s first change must be its making.</source>
        <translation>大会の最初の変更は大会の作成でなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tournament has at most {most} changes.</source>
        <translation>大会の変更は最大{most}件です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Change {number}: {reason}</source>
        <translation>変更{number}: {reason}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to record.</source>
        <translation>記録するものがありません。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>There is nothing to undo.</source>
        <translation>元に戻すものがありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is nothing to redo.</source>
        <translation>やり直すものがありません。</translation>
    </message>
</context>
<context>
    <name>Tournament changes</name>
    <message>
        <location filename="../core/tournament/changes.py" line="+78"/>
        <source>the new tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tournament&apos;s settings</source>
        <translation>大会の設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the registration of {count} players</source>
        <translation>{count}人の登録</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the registration of {name}</source>
        <translation>{name}の登録</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the change to {name}</source>
        <translation>{name}の変更</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>taking {name} off the list</source>
        <translation>{name}を名簿から外したこと</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check-in of {count} players</source>
        <translation>{count}人の出席</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the check-in of {name}</source>
        <translation>{name}の出席</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the drop of {name}</source>
        <translation>{name}の棄権</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the schedule</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rounds seated again</source>
        <translation>座席の決め直し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the replacement</source>
        <translation>代わりのプレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Swiss round {round}</source>
        <translation>スイス式の第{round}回戦</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the final tables</source>
        <translation>決勝卓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the results of {count} games</source>
        <translation>{count}局の成績</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game of table {table}, round {round}</source>
        <translation>第{round}回戦 第{table}卓の対局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the slip of table {table}, round {round}</source>
        <translation>第{round}回戦 第{table}卓の記録票</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>clearing table {table}, round {round}</source>
        <translation>第{round}回戦 第{table}卓の成績の消去</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the penalty for {name}</source>
        <translation>{name}へのペナルティ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>withdrawing penalty {number}</source>
        <translation>ペナルティ{number}の取り消し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cut</source>
        <translation>カット</translation>
    </message>
</context>
<context>
    <name>Tournament exports</name>
    <message>
        <location filename="../core/tournament/exports.py" line="+36"/>
        <source>Round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+39"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+66"/>
        <source>Number</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+38"/>
        <location line="+28"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+38"/>
        <source>EMA number</source>
        <translation>EMA番号</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+38"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+36"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Penalties</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+33"/>
        <source>MERS points</source>
        <translation>MERSポイント</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points off</source>
        <translation>減点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>Tournament file</name>
    <message>
        <location filename="../core/tournament/event_format.py" line="+52"/>
        <source>The tournament file is damaged: {detail}.</source>
        <translation>大会ファイルが壊れています: {detail}。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{what} is not an object</source>
        <translation>{what}がオブジェクトではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has a field it should not: {field}</source>
        <translation>{what}にあってはならない項目があります: {field}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} has no {field}</source>
        <translation>{what}に{field}がありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{what}&apos;s &quot;{field}&quot;</source>
        <translation>{what}の「{field}」</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{what} is not text of a fitting length</source>
        <translation>{what}が適切な長さの文字列ではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} is not a whole number from {low} to {high}</source>
        <translation>{what}が{low}〜{high}の整数ではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} is not true or false</source>
        <translation>{what}がtrueかfalseではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} is not a list</source>
        <translation>{what}がリストではありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{what} holds something that is not a fitting number</source>
        <translation>{what}に適切でない数があります</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what} holds something that is not a name</source>
        <translation>{what}に名前でないものがあります</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{what} is not one of: {known}</source>
        <translation>{what}が次のいずれでもありません: {known}</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>the rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tournament&apos;s rules cannot be read. {reason}</source>
        <translation>大会のルールを読めません。{reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rules name a tie-break Tallyo does not know</source>
        <translation>ルールにTallyoの知らない同点の決め方があります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tournament&apos;s rules cannot be played: {problems}</source>
        <translation>この大会のルールでは対局できません: {problems}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a change holds an event Tallyo does not know</source>
        <translation>変更にTallyoの知らない出来事があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an event &quot;{kind}&quot;</source>
        <translation>出来事「{kind}」</translation>
    </message>
    <message>
        <location filename="../core/tournament/tournament_file.py" line="+60"/>
        <source>The tournament file is empty.</source>
        <translation>大会ファイルが空です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a field is given twice</source>
        <translation>同じ項目が2回あります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a tournament file: it is not valid JSON (line {line}, column {column}), or it was cut short while it was copied.</source>
        <translation>大会ファイルではありません: 正しいJSONではない(行{line}、列{column})か、コピーの途中で切れています。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is not a tournament file.</source>
        <translation>大会ファイルではありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is not a tournament file: it does not say so.</source>
        <translation>大会ファイルではありません: そう書かれていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no format &quot;version&quot;</source>
        <translation>形式の「version」がありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This tournament was saved by a newer version of Tallyo Desktop (format {version}); this version reads up to format {readable}. Update Tallyo Desktop to open it.</source>
        <translation>この大会は新しいバージョンのTallyo Desktopで保存されています(形式{version})。このバージョンが読めるのは形式{readable}までです。開くにはTallyo Desktopを更新してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it has a field it should not: {field}</source>
        <translation>あってはならない項目があります: {field}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it has no list of changes</source>
        <translation>変更のリストがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has more changes than a tournament makes</source>
        <translation>大会にありうる数より多くの変更があります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a change is not a list of events</source>
        <translation>変更が出来事のリストではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has more events than a tournament makes</source>
        <translation>大会にありうる数より多くの出来事があります</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament in this file cannot be replayed. {reason}</source>
        <translation>このファイルの大会を再現できません。{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no tournament file at {path}.</source>
        <translation>{path}に大会ファイルがありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{path} is not a tournament file.</source>
        <translation>{path}は大会ファイルではありません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The tournament file {path} cannot be read: {reason}.</source>
        <translation>大会ファイル{path}を読めません: {reason}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{path} is larger than any tournament file: it is not one.</source>
        <translation>{path}は大会ファイルとしては大きすぎます。大会ファイルではありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This is not a tournament file: it is not UTF-8 text.</source>
        <translation>大会ファイルではありません: UTF-8の文字列ではありません。</translation>
    </message>
</context>
<context>
    <name>Tournament games</name>
    <message>
        <location filename="../core/tournament/game_results.py" line="+45"/>
        <source>The game is not of this tournament.</source>
        <translation>この対局はこの大会のものではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not say which round and table it is.</source>
        <translation>この対局には何回戦の何卓かが書かれていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+100"/>
        <source>Table {table} of round {round}</source>
        <translation>第{round}回戦 第{table}卓</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>{where}: the schedule has no such table.</source>
        <translation>{where}: 組み合わせにその卓はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: the game is still being played.</source>
        <translation>{where}: 対局はまだ続いています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: the game was played by {rules}, not by the tournament&apos;s rules ({tournament}): its result is not taken.</source>
        <translation>{where}: 対局は大会のルール({tournament})ではなく{rules}で打たれたので、成績は取りません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where}: {name} played the game, but is not seated at that table.</source>
        <translation>{where}: {name}が対局していますが、その卓の座席にはいません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{where}: a player sits twice in the game.</source>
        <translation>{where}: 対局に同じプレイヤーが2回座っています。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Table {table} of round {round}: its slip stays (clear it to take the game).</source>
        <translation>第{round}回戦 第{table}卓: 記録票の成績を残します(対局の成績を取るには記録票を消してください)。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{where} has the result of another game: clear it to take this one.</source>
        <translation>{where}には別の対局の成績があります。この対局の成績を取るにはそれを消してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}: two different games say they are its game; neither is taken.</source>
        <translation>{where}: 二つの別の対局がこの卓の対局だとしています。どちらも取りません。</translation>
    </message>
</context>
<context>
    <name>Tournament page</name>
    <message>
        <location filename="../core/tournament/web_page.py" line="+42"/>
        <source>Ranking after round {round} of {rounds}</source>
        <translation>全{rounds}回戦中 第{round}回戦終了時の順位</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+34"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Made by Tallyo Desktop.</source>
        <translation>Tallyo Desktopで作成。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>R{round}</source>
        <translation>{round}回戦</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+61"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalties</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} (substitute)</source>
        <translation>{name} (補欠)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (dropped)</source>
        <translation>{name} (棄権)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Schedule</source>
        <translation>組み合わせ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+21"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points off</source>
        <translation>減点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Penalties and chombo</source>
        <translation>ペナルティとチョンボ</translation>
    </message>
</context>
<context>
    <name>Tournament players</name>
    <message>
        <location filename="../core/tournament/players.py" line="+56"/>
        <source>A player needs a name.</source>
        <translation>プレイヤーには名前が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A name has at most {most} characters: {name}… is longer.</source>
        <translation>名前は最大{most}文字です。{name}…はそれより長いです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: a name, country, club or team is one line of text, without tabs or line breaks.</source>
        <translation>{name}: 名前・国・クラブ・チームは、タブや改行のない1行の文字列です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: a country, club or team has at most {most} characters.</source>
        <translation>{name}: 国・クラブ・チームは最大{most}文字です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: an EMA number is up to {most} digits, not {ema}.</source>
        <translation>{name}: EMA番号は最大{most}桁の数字です。{ema}ではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has no registration number.</source>
        <translation>{name}には登録番号がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: a table is numbered from 1 to {most}.</source>
        <translation>{name}: 卓の番号は 1 から {most} までです。</translation>
    </message>
    <message>
        <location filename="../core/tournament/roster_csv.py" line="+51"/>
        <source>The file is too large for a list of players.</source>
        <translation>プレイヤーの名簿としてはファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>The file lists no player.</source>
        <translation>ファイルにプレイヤーがいません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tournament has at most {most} players.</source>
        <translation>大会のプレイヤーは最大{most}人です。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Line {line}: {reason}</source>
        <translation>{line}行目: {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Line {line}: {name} is listed already, on line {first}.</source>
        <translation>{line}行目: {name}はすでに{first}行目にあります。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: a table kept is a number from 1, not {table}.</source>
        <translation>{name}: 固定卓は 1 以上の番号です({table} ではありません)。</translation>
    </message>
</context>
<context>
    <name>Tournament results</name>
    <message>
        <location filename="../core/tournament/results.py" line="+49"/>
        <source>The table adds up to {total} with the riichi sticks left ({sticks})</source>
        <translation>卓の合計は残ったリーチ棒({sticks}本)込みで{total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table adds up to {total}</source>
        <translation>卓の合計は{total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{total}.</source>
        <translation>{total}です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{total}: {gap} short.</source>
        <translation>{total}で、{gap}足りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{total}: {gap} over.</source>
        <translation>{total}で、{gap}多すぎます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A table&apos;s result has {size} seats.</source>
        <translation>卓の成績は{size}席分です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points are multiples of 100: {points} is not.</source>
        <translation>持ち点は100の倍数です。{points}は違います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{points} points is more than a game can end with.</source>
        <translation>{points}点は対局の終わりにありうる点数を超えています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The riichi sticks left number 0 to {most}.</source>
        <translation>残ったリーチ棒は0〜{most}本です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A seat has 0 to {most} chombo.</source>
        <translation>チョンボは1席につき0〜{most}回です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These rules count no chombo.</source>
        <translation>このルールにはチョンボがありません。</translation>
    </message>
</context>
<context>
    <name>Tournament rules</name>
    <message>
        <location filename="../core/tournament/tournament_rules.py" line="+42"/>
        <source>the better single result</source>
        <translation>1局の最高成績が良いほう</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more table points</source>
        <translation>持ち点の合計が多いほう</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more first places</source>
        <translation>1位の回数が多いほう</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A penalty&apos;s step is a multiple of 100 points, from 100 to {most}.</source>
        <translation>ペナルティの単位は100〜{most}点の100の倍数です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A tie-break is named twice.</source>
        <translation>同点の決め方が2回指定されています。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Players level on their total share the place.</source>
        <translation>合計が同点のプレイヤーは同順位です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players level on their total are ranked by {breaks}; those still level share the place.</source>
        <translation>合計が同点のプレイヤーは{breaks}を上位とし、それでも同点なら同順位です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, then </source>
        <extracomment>Between two tie-breaks: &quot;the better single result, then more table points&quot;.</extracomment>
        <translation>、次に</translation>
    </message>
</context>
<context>
    <name>Tournament schedule</name>
    <message>
        <location filename="../core/tournament/schedule.py" line="+112"/>
        <source>The schedule cannot be read: {reason}.</source>
        <translation>組み合わせ表を読み込めません：{reason}。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not a schedule</source>
        <translation>組み合わせ表ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its tables are not of 4 or 3 players</source>
        <translation>卓の人数が4人でも3人でもありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no list of rounds</source>
        <translation>回戦の一覧がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>round {number} is not a list of tables</source>
        <translation>第{number}回戦が卓の一覧になっていません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a table of round {number} is not {size} players</source>
        <translation>第{number}回戦に{size}人でない卓があります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} sits twice in round {number}</source>
        <translation>{player}さんが第{number}回戦に二度座っています</translation>
    </message>
</context>
<context>
    <name>Tournament seating</name>
    <message>
        <location filename="../core/tournament/entrants.py" line="+53"/>
        <source>Tables seat 4 or 3 players, not {size}.</source>
        <translation>卓は4人か3人です。{size}人の卓は作れません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A schedule has 1 to {most} rounds, not {rounds}.</source>
        <translation>回戦数は1から{most}までです（{rounds}は指定できません）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clubs are kept apart for 0 rounds or more.</source>
        <translation>同じクラブを分ける回戦数は0以上にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table needs {size} players: {count} are entered.</source>
        <translation>1卓に{size}人必要ですが、参加者は{count}人です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At most {most} players can be seated, not {count}.</source>
        <translation>組み合わせを作れるのは{most}人までです（{count}人は多すぎます）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{count} players do not fill tables of {size}: add {missing} substitutes (or leave out {over} players) so that every table is full.</source>
        <translation>{count}人では{size}人の卓が埋まりません。すべての卓が埋まるよう、代走を{missing}人加えてください（または{over}人外してください）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A player has no name or number.</source>
        <translation>名前も番号もない参加者がいます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} is entered twice.</source>
        <translation>{player}さんが二度登録されています。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Team {team} has {members} players, but there are {tables} tables: teammates cannot all sit apart.</source>
        <translation>チーム{team}は{members}人ですが、卓は{tables}卓しかありません。チームメイトを全員別の卓にできません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} is to keep table {table}, but there are {tables} tables.</source>
        <translation>{player}さんは第{table}卓に固定されていますが、卓は{tables}卓しかありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{count} players are to keep table {table}: it seats {size}.</source>
        <translation>第{table}卓に{count}人が固定されていますが、座れるのは{size}人です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two players of one team are to keep table {table}: teammates sit apart.</source>
        <translation>同じチームの2人が第{table}卓に固定されています。チームメイトは別の卓に座ります。</translation>
    </message>
    <message>
        <location filename="../core/tournament/seating.py" line="+64"/>
        <source>The schedule seats tables of {old}, the plan tables of {new}.</source>
        <translation>組み合わせ表は{old}人卓ですが、設定は{new}人卓です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The schedule has {count} rounds: {played} cannot be played.</source>
        <translation>組み合わせ表は{count}回戦です。{played}回戦を消化済みにはできません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{played} rounds are played: the plan cannot have only {rounds}.</source>
        <translation>すでに{played}回戦が終わっています。回戦数を{rounds}にはできません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{player} already has a seat: a replacement has none.</source>
        <translation>{player}さんにはすでに席があります。交代の選手は席のない人です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{player} has no seat to give.</source>
        <translation>{player}さんには譲る席がありません。</translation>
    </message>
    <message>
        <location filename="../core/tournament/swiss.py" line="+57"/>
        <source>The cut takes a number of players that fills tables of {size}, at most {count}: not {cut}.</source>
        <translation>決勝に進む人数は{size}人の卓が埋まる数で、{count}人以下にしてください（{cut}人は指定できません）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player is twice in the ranking.</source>
        <translation>順位表に同じ参加者が二度います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} players do not fill tables of {size}: add substitutes so that every table is full.</source>
        <translation>{count}人では{size}人の卓が埋まりません。すべての卓が埋まるよう、代走を加えてください。</translation>
    </message>
</context>
<context>
    <name>TournamentActions</name>
    <message>
        <location filename="../app/shared/action_table.py" line="-66"/>
        <source>The &amp;tournament…</source>
        <translation>大会(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament open: its players, schedule, results, penalties and ranking</source>
        <translation>開いている大会: プレイヤー、組み合わせ、成績、ペナルティ、順位</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;New tournament…</source>
        <translation>新しい大会(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open a tournament…</source>
        <translation>大会を開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Gather results…</source>
        <translation>成績を集める(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the tables&apos; game files from a folder: the library keeps them, and the tournament takes their results</source>
        <translation>フォルダから各卓の対局ファイルを集めます。ライブラリに保存され、大会がその成績を取ります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ranking on the &amp;big screen</source>
        <translation>順位を大画面に表示(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ranking, the next round&apos;s tables and the round clock on the table display; again for the table</source>
        <translation>順位、次の回戦の卓、回戦の時計を卓上表示に出します。もう一度で卓に戻ります</translation>
    </message>
    <message>
        <location filename="../app/window/tournament_commands.py" line="+189"/>
        <source>Open a tournament first.</source>
        <translation>先に大会を開いてください。</translation>
    </message>
</context>
<context>
    <name>TournamentBoard</name>
    <message>
        <location filename="../app/tournament/board.py" line="+180"/>
        <source>Tournament ranking</source>
        <translation>大会の順位</translation>
    </message>
    <message>
        <location filename="../app/tournament/board_texts.py" line="+44"/>
        <source>{tournament}: after round {round} of {rounds}</source>
        <translation>{tournament}: 全{rounds}回戦中 第{round}回戦終了</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>回戦</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>and %n more</source>
        <translation>
            <numerusform>ほか%n件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentFileKeeper</name>
    <message>
        <location filename="../app/tournament/file_keeper.py" line="+55"/>
        <source>{file} is there already and is not a tournament: choose another name.</source>
        <translation>{file}はすでにあり、大会ファイルではありません。別の名前を選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be written: {reason}.</source>
        <translation>{file}に書き込めませんでした: {reason}。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{file} was changed by another program: the tournament is not saved over it. Save it as another file to keep this change.</source>
        <translation>{file}はほかのプログラムに変更されたため、大会を上書き保存しません。この変更を残すには別のファイルに保存してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The tournament could not be saved in {file}: {reason}.</source>
        <translation>大会を{file}に保存できませんでした: {reason}。</translation>
    </message>
</context>
<context>
    <name>TournamentOutputs</name>
    <message>
        <location filename="../app/tournament/outputs.py" line="+77"/>
        <location line="+14"/>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{file} could not be written: {reason}. Choose another folder or name.</source>
        <translation>{file}に書き込めませんでした: {reason}。別のフォルダか名前を選んでください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seat the schedule first.</source>
        <translation>先に組み合わせの座席を決めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+28"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Save the schedule as PDF</source>
        <translation>組み合わせ表をPDFで保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the player cards as PDF</source>
        <translation>プレイヤーカードをPDFで保存</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the table cards of round {round} as PDF</source>
        <translation>第{round}回戦の卓カードをPDFで保存</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the ranking as PDF</source>
        <translation>順位表をPDFで保存</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the ranking as a picture</source>
        <translation>順位表を画像で保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the ranking and the schedule as a web page</source>
        <translation>順位表と組み合わせ表をウェブページで保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>ウェブページ (*.html)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the EMA&apos;s results table</source>
        <translation>EMA成績表を保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the penalties and chombo</source>
        <translation>ペナルティとチョンボを書き出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the ranking as CSV</source>
        <translation>順位表をCSVで書き出す</translation>
    </message>
</context>
<context>
    <name>TournamentPrint</name>
    <message>
        <location filename="../app/tournament/printing.py" line="+34"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final points</source>
        <translation>最終持ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MERS</source>
        <translation>MERS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wind</source>
        <translation>風</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{tournament}: round {round}</source>
        <translation>{tournament}: 第{round}回戦</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No. {number}</source>
        <translation>番号 {number}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The points and the riichi sticks left add up to {total}.</source>
        <translation>持ち点と残ったリーチ棒の合計は{total}になります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tournament}: round {round}, table {table}</source>
        <translation>{tournament}: 第{round}回戦 第{table}卓</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Riichi sticks left on the table:</source>
        <translation>卓に残ったリーチ棒:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>(substitute)</source>
        <translation>(補欠)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{tournament}: ranking after round {round}</source>
        <translation>{tournament}: 第{round}回戦終了時の順位</translation>
    </message>
</context>
<context>
    <name>TournamentRulesDialog</name>
    <message>
        <location filename="../app/tournament/rules_dialog.py" line="+17"/>
        <source>The tournament&apos;s rules</source>
        <translation>大会のルール</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <location filename="../app/tournament/window.py" line="+110"/>
        <source>&amp;New tournament…</source>
        <translation>新しい大会(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+92"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="-90"/>
        <location line="+92"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Schedule</source>
        <translation>組み合わせ(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;esults</source>
        <translation>成績(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pe&amp;nalties</source>
        <translation>ペナルティ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;king</source>
        <translation>順位(&amp;K)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Undo {change}</source>
        <translation>{change}を元に戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo {change}</source>
        <translation>{change}をやり直す</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+91"/>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>No tournament is open: make a new one, or open its file.</source>
        <translation>開いている大会はありません。新しく作るか、大会ファイルを開いてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{tournament} – Tournament</source>
        <translation>{tournament} – 大会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tournament}, {day} ({file})</source>
        <translation>{tournament}、{day} ({file})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tournaments (*{suffix})</source>
        <translation>大会 (*{suffix})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament{suffix}</source>
        <translation>大会{suffix}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open a tournament</source>
        <translation>大会を開く</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{file} cannot be opened. {reason}</source>
        <translation>{file}を開けません。{reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the tournament as</source>
        <translation>大会に名前を付けて保存</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Import players</source>
        <translation>プレイヤーを取り込む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSVファイル (*.csv *.txt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is too large for a list of players.</source>
        <translation>プレイヤーの名簿としてはファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not text in UTF-8</source>
        <translation>UTF-8の文字列ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} cannot be imported: {reason}</source>
        <translation>{file}を取り込めません: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The library cannot be read: no result was taken.</source>
        <translation>ライブラリを読めないため、成績を取りませんでした。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No new result among the tournament&apos;s games.</source>
        <translation>大会の対局に新しい成績はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="-24"/>
        <source>%n player(s) registered from {file}.</source>
        <translation>
            <numerusform>{file}から%n人を登録しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n table(s)&apos; results taken from their games.</source>
        <translation>
            <numerusform>%n卓の成績を対局から取りました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinForm</name>
    <message>
        <location filename="../app/entry/win_form.py" line="+40"/>
        <source>Another &amp;winner (double ron)</source>
        <translation>和了者を追加（ダブロン）(&amp;W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>A winner cannot deal in: pick another player.</source>
        <translation>和了者は放銃できません。別の人を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That player is already picked: pick another.</source>
        <translation>そのプレイヤーは選択済みです。別の人を選んでください。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Who else won on this discard? Press 1–{last} or click the player.</source>
        <translation>この打牌で他に和了したのは？ 1〜{last}を押すかその人をクリック。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tsumo: who won? Press 1–{last} or click the winner.</source>
        <translation>ツモ: 和了したのは誰？ 1〜{last}を押すか和了者をクリック。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ron: who won? Press 1–{last} or click the winner.</source>
        <translation>ロン: 和了したのは誰？ 1〜{last}を押すか和了者をクリック。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who dealt in? Press 1–{last} or click that player.</source>
        <translation>放銃したのは誰？ 1〜{last}を押すかその人をクリック。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}&apos;s hand: type the han (Tab: fu), click the grid, or press M H B S Y</source>
        <translation>{name}の手: 翻を入力（Tabで符）、表をクリック、またはM H B S Y</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type the han (Tab: fu), click the grid, or press M H B S Y for a limit</source>
        <translation>翻を入力（Tabで符）、表をクリック、または満貫以上はM H B S Y</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ron on {name}&apos;s discard: {keys}.</source>
        <translation>{name}からロン: {keys}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tsumo: {keys}.</source>
        <translation>ツモ: {keys}。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>On {name}&apos;s riichi tile</source>
        <translation>{name}のリーチ宣言牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ron was on the tile with which {name} declared riichi: the declaration never completed, so the stick goes back to {name}.</source>
        <translation>{name}がリーチを宣言した牌でのロンです。リーチは成立していないので、リーチ棒は{name}に戻ります。</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../app/shared/action_table.py" line="-372"/>
        <source>&amp;New game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export as CSV…</source>
        <translation>CSV に書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;settlement</source>
        <translation>精算を表示(&amp;S)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>&amp;Continue a game…</source>
        <translation>対局を再開(&amp;C)…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Change the &amp;rules…</source>
        <translation>ルールを変更(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this game by other rules: every hand is counted again under them, and Undo brings the old rules back</source>
        <translation>この対局を別のルールで続けます。すべての局がそのルールで計算し直され、元に戻すで前のルールに戻せます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import game logs…</source>
        <translation>牌譜を取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bring games played on Tenhou or Mahjong Soul into the library, from their logs</source>
        <translation>天鳳や雀魂で打った対局を、牌譜からライブラリに取り込みます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a &amp;folder of game logs…</source>
        <translation>フォルダの牌譜を取り込む(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import every game log in a folder and the folders in it</source>
        <translation>フォルダとその中のフォルダにあるすべての牌譜を取り込みます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Rename players…</source>
        <translation>名前の変更(&amp;R)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to the &amp;history</source>
        <translation>履歴へ移動(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and Down choose a hand; Enter changes it, Insert puts a forgotten hand in before it, Delete deletes it</source>
        <translation>上下キーで局を選択。Enterで修正、Insertでその前に記録し忘れた局を追加、Deleteで削除</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>&amp;Table display</source>
        <translation>卓表示(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full screen, each seat&apos;s points facing the player on that side</source>
        <translation>全画面で、各席の点数をその席のプレイヤーに向けて表示</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Li&amp;brary</source>
        <translation>ライブラリ(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open the library…</source>
        <translation>ライブラリを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The finished games, to read one again, and the players&apos; standings</source>
        <translation>終わった対局(読み直せます)とプレイヤーの成績</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Gather games…</source>
        <translation>対局を集める(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bring the game files of other laptops into the library: each game counts once</source>
        <translation>ほかのノートパソコンの対局ファイルをライブラリに取り込みます。同じ対局は一度だけ数えます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gather a &amp;folder…</source>
        <translation>フォルダから集める(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gather every game file in a folder and the folders in it</source>
        <translation>フォルダとその中のフォルダにある対局ファイルをすべて集めます</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Watch a folder…</source>
        <translation>フォルダを見張る(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the games saved into a folder while Tallyo Desktop runs</source>
        <translation>Tallyo Desktop の実行中、フォルダに保存された対局を集めます</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Stop watching the folder</source>
        <translation>フォルダの見張りをやめる(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Count a hand…</source>
        <translation>手を数える(&amp;C)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Club</source>
        <translation>クラブ(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Seating…</source>
        <translation>座席決め(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat a club night&apos;s players at tables, round after round, and start each table&apos;s game</source>
        <translation>例会のプレイヤーを回戦ごとに卓に座らせ、各卓の対局を始めます</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Tournament</source>
        <translation>大会(&amp;T)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Keys…</source>
        <translation>キー操作(&amp;K)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The &amp;rules of this game…</source>
        <translation>この対局のルール(&amp;R)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Payment chart…</source>
        <translation>点数表(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each han and fu pays under these rules, marking the hand being entered; printable</source>
        <translation>このルールでの翻・符ごとの点数。入力中の手に印を付けます。印刷できます</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Count winning hands for practice: their fu, han and payment</source>
        <translation>和了形の符・翻・支払いを答えて点数計算を練習します</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>&amp;About Tallyo Desktop</source>
        <translation>Tallyo Desktopについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/window/actions.py" line="+148"/>
        <source>&amp;Undo {change}</source>
        <translation>元に戻す: {change}(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/shared/action_table.py" line="-347"/>
        <location filename="../app/window/actions.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/window/actions.py" line="+3"/>
        <source>&amp;Redo {change}</source>
        <translation>やり直す: {change}(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/shared/action_table.py" line="+4"/>
        <location filename="../app/window/actions.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Hand</source>
        <translation>局(&amp;H)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Winner&apos;s &amp;hand</source>
        <translation>和了の手(&amp;H)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Tenpai</source>
        <translation>テンパイ(&amp;T)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Riichi</source>
        <translation>リーチ(&amp;R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>He&amp;lp</source>
        <translation>ヘルプ(&amp;L)</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;System language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Appearance</source>
        <translation>外観(&amp;A)</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>As the &amp;system</source>
        <translation>システムに合わせる(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Save this &amp;night&apos;s games to…</source>
        <translation>この例会の対局を保存(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every game of tonight&apos;s club night on this laptop, finished or not, to a stick or a folder</source>
        <translation>このパソコンにある今夜の例会の対局を、終局・対局中を問わずUSBメモリやフォルダに書き出します</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>&amp;Where the games are…</source>
        <translation>対局の保存場所(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder Tallyo Desktop keeps your games in, and a button that opens it</source>
        <translation>Tallyo Desktop が対局を保存しているフォルダと、それを開くボタン</translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../app/entry/winner_row.py" line="+116"/>
        <source>No pao</source>
        <translation>パオなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pao: {name}</source>
        <translation>パオ: {name}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player liable for {name}&apos;s yakuman</source>
        <translation>{name}の役満の責任払い者</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>for {yakuman}</source>
        <translation>{yakuman}の責任</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Yakuman the liable player fed</source>
        <translation>責任払いの対象の役満</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+137"/>
        <source>Tiles…</source>
        <translation>牌…</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Han for {name}</source>
        <translation>{name}の翻数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fu for {name}</source>
        <translation>{name}の符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuman count for {name}</source>
        <translation>{name}の役満の数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove {name} as a winner</source>
        <translation>{name}を和了者から外す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count {name}&apos;s hand from its tiles</source>
        <translation>{name}の手を牌から計算</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Tiles ✓</source>
        <translation>牌 ✓</translation>
    </message>
</context>
<context>
    <name>YakumanSpinBox</name>
    <message>
        <location filename="../app/entry/spinners.py" line="+63"/>
        <source>Yakuman ×</source>
        <comment>prefix of the yakuman count: Yakuman ×2</comment>
        <translation>役満×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No yakuman</source>
        <translation>役満なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuman count</source>
        <translation>役満の数</translation>
    </message>
</context>
<context>
    <name>club</name>
    <message>
        <location filename="../core/club/game_files.py" line="+111"/>
        <source>The folder {path} cannot be read: {reason}.</source>
        <translation>フォルダー {path} を読めません: {reason}。</translation>
    </message>
    <message>
        <location filename="../core/club/standings.py" line="+249"/>
        <source>Two players in {path} have the same name once written alike: {name}. Open the game and give each player a different name.</source>
        <translation>{path} では、表記をそろえると二人のプレイヤーが同じ名前 {name} になります。対局を開いて、それぞれに別の名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>draws</name>
    <message>
        <location filename="../core/table/draws.py" line="+51"/>
        <source>Pick the player who made nagashi mangan.</source>
        <translation>流し満貫のプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same player is listed twice for nagashi mangan.</source>
        <translation>流し満貫に同じプレイヤーが2回指定されています。</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../core/record/export.py" line="+64"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} change</source>
        <translation>{name} 増減</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} total</source>
        <translation>{name} 持ち点</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Final results</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results if the game ended now</source>
        <translation>現時点で終了した場合の結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{date} · {rules}</source>
        <extracomment>A shared result&apos;s caption: the day, then the rules (&quot;2026-03-14 · Tenhou&quot;).</extracomment>
        <translation>{date} · {rules}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{caption} · {night}, {season}</source>
        <extracomment>A shared result&apos;s caption, then the club night and its season.</extracomment>
        <translation>{caption} · {night}（{season}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{caption} · {night}</source>
        <extracomment>A shared result&apos;s caption, then the club night (or the season) alone.</extracomment>
        <translation>{caption} · {night}</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <location filename="../core/record/safe_paths.py" line="+64"/>
        <source>{path} lies outside {folder}, where Tallyo Desktop writes: it was not written.</source>
        <translation>{path} は Tallyo Desktop が書き込むフォルダ {folder} の外にあるため、書き込みませんでした。</translation>
    </message>
</context>
<context>
    <name>fu</name>
    <message>
        <location filename="../core/counting/names.py" line="+136"/>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base, with 10 for a closed hand won by ron</source>
        <translation>副底（門前ロン加符10符を含む）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base</source>
        <translation>副底</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edge wait</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closed wait</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair wait</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair of dragons or of the seat or round wind</source>
        <translation>役牌の雀頭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair of the wind that is both seat and round wind</source>
        <translation>連風牌の雀頭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open hand with no other fu</source>
        <translation>鳴いた平和形のロン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concealed triplet of simples</source>
        <translation>中張牌の暗刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open triplet of simples</source>
        <translation>中張牌の明刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concealed triplet of terminals or honours</source>
        <translation>么九牌の暗刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open triplet of terminals or honours</source>
        <translation>么九牌の明刻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closed kan of simples</source>
        <translation>中張牌の暗槓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open kan of simples</source>
        <translation>中張牌の明槓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>closed kan of terminals or honours</source>
        <translation>么九牌の暗槓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open kan of terminals or honours</source>
        <translation>么九牌の明槓</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <location filename="../core/table/game.py" line="+28"/>
        <source>A three-player game needs three players.</source>
        <translation>3人打ちには3人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game needs four players.</source>
        <translation>対局には4人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player needs a name.</source>
        <translation>全員の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players have the same name: give each player a different name.</source>
        <translation>同じ名前のプレイヤーがいます。全員に別々の名前を付けてください。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Event {number}: {reason}</source>
        <translation>記録{number}: {reason}</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>There is no such hand in this game.</source>
        <translation>この対局にそのような局はありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no such seat at this table.</source>
        <translation>この卓にそのような席はありません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A game keeps its number of players: start a new game to play with {count}.</source>
        <translation>対局の途中で人数は変えられません。{count}人で遊ぶには新しい対局を始めてください。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>With this change the game ends in {hand}, so the hands after it could not be played.</source>
        <translation>この変更では{hand}で対局が終わるため、それ以降の局は打てなくなります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{hand} could not be recorded any more: {reason}</source>
        <translation>{hand}が記録できなくなります: {reason}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>There is nothing to undo.</source>
        <translation>元に戻す操作がありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to redo.</source>
        <translation>やり直す操作がありません。</translation>
    </message>
</context>
<context>
    <name>gathering</name>
    <message>
        <location filename="../core/library/gathering.py" line="+129"/>
        <source>The folder cannot be read: {reason}.</source>
        <translation>フォルダを読めません：{reason}。</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The choice could not be kept in the data folder: {problem}. Nothing changed; choose again once that is put right.</source>
        <translation>選択をデータフォルダに記録できませんでした：{problem}。何も変わっていません。問題を解決してから、もう一度選んでください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the disk is full ({path}): free some space</source>
        <translation>ディスクがいっぱいです（{path}）。空き容量を作ってください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tallyo Desktop may not write {path} ({reason}): check the folder&apos;s permissions</source>
        <translation>Tallyo Desktop は {path} に書き込む権限がありません（{reason}）。フォルダのアクセス権を確認してください</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path} could not be written ({reason}): check the folder</source>
        <translation>{path} に書き込めませんでした（{reason}）。フォルダを確認してください</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The games gathered could not be kept in the data folder: {problem}. Nothing was added to the library; gather them again once that is put right.</source>
        <translation>集めた対局をデータフォルダに保存できませんでした：{problem}。ライブラリには何も追加されていません。問題を解決してから、もう一度集めてください。</translation>
    </message>
    <message>
        <location filename="../core/library/folder_lock.py" line="+96"/>
        <source>Another Tallyo Desktop window is keeping games in {folder}. Wait until it is done, then try again.</source>
        <translation>別の Tallyo Desktop のウィンドウが {folder} に対局を保存しています。終わるまで待ってから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>hand</name>
    <message>
        <location filename="../core/scoring/hand.py" line="+34"/>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triple yakuman</source>
        <translation>トリプル役満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count}x yakuman</source>
        <translation>{count}倍役満</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Han and yakuman must be whole numbers.</source>
        <translation>翻数と役満の数は整数で入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fu must be a whole number.</source>
        <translation>符は整数で入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of yakuman cannot be negative.</source>
        <translation>役満の数をマイナスにはできません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A hand cannot hold more than {count} yakuman.</source>
        <translation>1つの手の役満は{count}つまでです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter either a yakuman count or han and fu, not both.</source>
        <translation>役満の数と翻・符は、どちらか一方だけを入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A winning hand has at least 1 han.</source>
        <translation>和了には1翻以上が必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Below {han} han the fu are needed to score the hand.</source>
        <translation>{han}翻未満の点数計算には符が必要です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{fu} fu is not a fu count: fu are 20, 25, or 30 to 110 in steps of 10 (round up to the next 10 before entering them).</source>
        <translation>{fu}符という符はありません。符は20、25、または30〜110の10符刻みです（1の位は切り上げて入力してください）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>20 fu is only pinfu won by tsumo: a hand won by ron has at least 25 fu.</source>
        <translation>20符は平和ツモだけです。ロン和了は25符以上です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>20 fu is pinfu tsumo, which is at least 2 han (pinfu and menzen tsumo).</source>
        <translation>20符は平和ツモなので2翻以上です（平和・門前清自摸和）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>25 fu is seven pairs, which is at least 2 han.</source>
        <translation>25符は七対子なので2翻以上です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seven pairs won by tsumo is at least 3 han (seven pairs and menzen tsumo).</source>
        <translation>七対子のツモ和了は3翻以上です（七対子・門前清自摸和）。</translation>
    </message>
</context>
<context>
    <name>hand count</name>
    <message>
        <location filename="../core/counting/count.py" line="+171"/>
        <source>Renhou is a mangan under these rules; the hand is worth more without it.</source>
        <translation>このルールでは人和は満貫です。人和なしの方が高い手です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Renhou is a mangan under these rules, paid instead of the hand&apos;s other yaku.</source>
        <translation>このルールでは人和は満貫で、ほかの役の代わりに支払われます。</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>These rules pay a hand of several yakuman as one yakuman.</source>
        <translation>このルールでは複数の役満も一つの役満として支払います。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The hand has no yaku: these rules do not count all simples (tanyao) in an open hand.</source>
        <translation>役がありません。このルールでは鳴いた手のタンヤオ（喰いタン）は認められません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The hand has no yaku, and a hand cannot win without one (dora do not count as yaku).</source>
        <translation>役がありません。役がないと和了できません（ドラは役になりません）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or the thirteen orphans.</source>
        <translation>この牌は和了形ではありません。4面子1雀頭、七対子、国士無双のいずれかが必要です。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This hand cannot be counted.</source>
        <translation>この手は計算できません。</translation>
    </message>
</context>
<context>
    <name>hand tiles</name>
    <message>
        <location filename="../core/counting/refusals.py" line="+14"/>
        <source>The winning tile {tile} is not among the hand&apos;s tiles: give the hand with the winning tile in it.</source>
        <translation>和了牌 {tile} が手牌にありません。和了牌を含めた手牌を入力してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ippatsu comes only after riichi.</source>
        <translation>一発はリーチ後にだけ付きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Riichi needs a closed hand: a called meld opens it (a closed kan does not).</source>
        <translation>リーチは門前でしかできません。鳴いた面子があると門前ではありません（暗槓は除く）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei.</source>
        <translation>海底摸月は最後の牌でのツモです。最後の捨て牌でのロンは河底撈魚です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Houtei is a ron on the last discard; a tsumo on the last tile of the wall is haitei.</source>
        <translation>河底撈魚は最後の捨て牌でのロンです。最後の牌でのツモは海底摸月です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rinshan is a win by tsumo on the tile drawn after a kan.</source>
        <translation>嶺上開花はカンの後に引いた牌でのツモ和了です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chankan is a ron on the tile another player adds to a kan, not a tsumo.</source>
        <translation>槍槓はほかの人が加槓した牌でのロンで、ツモではありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A win on the tile drawn after a kan is rinshan, not haitei: choose one.</source>
        <translation>カンの後に引いた牌での和了は嶺上開花で、海底摸月ではありません。どちらか一つを選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A win on a tile added to a kan is chankan, not houtei: choose one.</source>
        <translation>加槓された牌での和了は槍槓で、河底撈魚ではありません。どちらか一つを選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tenhou, chiihou and renhou come before any call, kan or kita.</source>
        <translation>天和・地和・人和は、鳴き・カン・北抜きの前にだけ成立します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tenhou is the dealer&apos;s win on the first draw; a non-dealer&apos;s is chiihou. The dealer sits East.</source>
        <translation>天和は親の第一ツモでの和了で、子の場合は地和です。親は東家です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tenhou is a tsumo on the dealer&apos;s first draw, not a ron.</source>
        <translation>天和は親の第一ツモでのツモ和了で、ロンではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chiihou is a non-dealer&apos;s win on the first draw; the dealer&apos;s is tenhou.</source>
        <translation>地和は子の第一ツモでの和了で、親の場合は天和です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chiihou is a tsumo on the first draw, not a ron.</source>
        <translation>地和は第一ツモでのツモ和了で、ロンではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Renhou is a non-dealer&apos;s win; the dealer&apos;s win on the first draw is tenhou.</source>
        <translation>人和は子の和了です。親の第一ツモでの和了は天和です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Renhou is a ron before the winner&apos;s first draw, not a tsumo.</source>
        <translation>人和は自分の第一ツモより前のロンで、ツモではありません。</translation>
    </message>
    <message>
        <location filename="../core/counting/situation.py" line="+145"/>
        <source>With three players there is no North seat.</source>
        <translation>3人打ちには北家はありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The number of kita cannot be negative.</source>
        <translation>北抜きの数はマイナスにできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kita (a North set aside as dora) is played only with three players.</source>
        <translation>北抜き（北をドラとして抜くこと）は3人打ちだけのルールです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are only four Norths to set aside as kita.</source>
        <translation>抜ける北は4枚だけです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A hand has at most four melds; this one has {count}.</source>
        <translation>副露は最大4つです。この手には{count}つあります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nobody calls chi with three players.</source>
        <translation>3人打ちではチーはできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chi is three tiles: {tiles} is {count}.</source>
        <translation>チーは3枚です。{tiles} は{count}枚です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A chi is three tiles in a row of one suit, like 345p: {tiles} is not.</source>
        <translation>チーは345pのように同じ種類の3枚の連続です。{tiles} はそうではありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pon is three tiles: {tiles} is {count}.</source>
        <translation>ポンは3枚です。{tiles} は{count}枚です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A pon is three of the same tile: {tiles} is not.</source>
        <translation>ポンは同じ牌3枚です。{tiles} はそうではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A kan is four tiles: {tiles} is {count}.</source>
        <translation>カンは4枚です。{tiles} は{count}枚です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A kan is four of the same tile: {tiles} is not.</source>
        <translation>カンは同じ牌4枚です。{tiles} はそうではありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tiles in the hand: {count}. A winning hand has 14, the winning tile included.</source>
        <translation>手牌は{count}枚です。和了形は和了牌を含めて14枚です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tiles outside the melds: {count}. With these melds there should be {needed}, the winning tile included.</source>
        <translation>副露以外の牌は{count}枚です。この副露では和了牌を含めて{needed}枚必要です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These rules have no ippatsu.</source>
        <translation>このルールには一発がありません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rinshan is a win on the tile drawn after one&apos;s own kan, and this hand has no kan.</source>
        <translation>嶺上開花は自分のカンの後に引いた牌での和了ですが、この手にはカンがありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These rules do not count renhou.</source>
        <translation>このルールでは人和を数えません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tenhou, chiihou and renhou come before the winner&apos;s first discard, so without riichi.</source>
        <translation>天和・地和・人和は最初の打牌より前の和了なので、リーチはありません。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>There are at most five dora indicators; {count} are given.</source>
        <translation>ドラ表示牌は最大5枚です。{count}枚入力されています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These rules turn over no kan dora: give only the first dora indicator.</source>
        <translation>このルールにはカンドラがありません。最初のドラ表示牌だけを入力してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These rules have no ura dora.</source>
        <translation>このルールには裏ドラがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ura dora count only for a hand in riichi.</source>
        <translation>裏ドラはリーチした手だけに付きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There are more ura dora indicators ({ura}) than dora indicators ({dora}).</source>
        <translation>裏ドラ表示牌（{ura}枚）がドラ表示牌（{dora}枚）より多くなっています。</translation>
    </message>
</context>
<context>
    <name>hand words</name>
    <message>
        <location filename="../core/table/hand_words.py" line="+41"/>
        <source>{hand}, paid as {limit}</source>
        <extracomment>A double yakuman under rules that pay it as one: &quot;double yakuman, paid as yakuman&quot;.</extracomment>
        <translation>{hand}（{limit}として支払い）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{hand}: {yaku}</source>
        <extracomment>A limit hand&apos;s han and fu, then the yaku it was counted with: &quot;7 han: Riichi 1, …&quot;.</extracomment>
        <translation>{hand}: {yaku}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{hand} ({detail})</source>
        <extracomment>A hand and what it is made of: &quot;mangan (4 han 40 fu)&quot;, &quot;3 han 40 fu (Riichi 1, …)&quot;.</extracomment>
        <translation>{hand}（{detail}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} liable</source>
        <extracomment>A liable player (pao) of a record that does not say for which yakuman.</extracomment>
        <translation>{name}の責任払い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} liable for {yakuman}</source>
        <extracomment>The player liable (pao) for the yakuman they fed: &quot;Bea liable for daisangen&quot;.</extracomment>
        <translation>{name}の{yakuman}責任払い</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{hand}, {liable}</source>
        <extracomment>A winning hand, then the player liable for it (pao).</extracomment>
        <translation>{hand}、{liable}</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <location filename="../core/table/history.py" line="+39"/>
        <source>nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four kans</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>, </source>
        <extracomment>Between the items of a list: players&apos; names, or the wins of a double ron.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{each} all</source>
        <extracomment>A dealer&apos;s tsumo: what each of the other three players pays.</extracomment>
        <translation>{each}オール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{non_dealer}/{dealer}</source>
        <extracomment>A non-dealer&apos;s tsumo: what each non-dealer pays, then what the dealer pays.</extracomment>
        <translation>{non_dealer}-{dealer}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Triple ron on {name}&apos;s discard: abortive draw</source>
        <translation>{name}の打牌でトリプルロン: 途中流局（三家和）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} {hand}: {value}</source>
        <translation>{name} {hand}: {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ron from {name}: {wins}</source>
        <translation>ロン（{name}放銃）: {wins}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double ron from {name}: {wins}</source>
        <translation>ダブロン（{name}放銃）: {wins}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Triple ron from {name}: {wins}</source>
        <translation>トリプルロン（{name}放銃）: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{name} riichi</source>
        <translation>{name} リーチ</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{name} tsumo, {hand}: {value}</source>
        <translation>{name} ツモ {hand}: {value}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{tsumo}; {received}</source>
        <extracomment>A tsumo with honba or riichi sticks: the hand and its split, then what the winner received (&quot;Cid tsumo, 3 han 30 fu: 1000/2000; Cid receives 4300 + 1000 (1 riichi stick)&quot;).</extracomment>
        <translation>{tsumo}；{received}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Draw, nobody tenpai</source>
        <translation>流局（全員ノーテン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw, tenpai: {names}</source>
        <translation>流局（テンパイ: {names}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nagashi mangan: {names}</source>
        <translation>流し満貫: {names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abortive draw ({kind})</source>
        <translation>途中流局（{kind}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chombo by {name}: {penalty} at the settlement</source>
        <extracomment>A chombo paid off the offender&apos;s final result: &quot;Chombo by Bea: -20000 at the settlement&quot;.</extracomment>
        <translation>{name} チョンボ：精算で{penalty}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chombo by {name}</source>
        <translation>{name} チョンボ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correction: {payer} pays {receiver} {amount} ({reason})</source>
        <translation>点数訂正: {payer}→{receiver} {amount}点（{reason}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended by time</source>
        <extracomment>The history&apos;s row of a game ended when its time ran out (a club&apos;s round clock).</extracomment>
        <translation>時間切れで終了</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{hand} riichi {name}</source>
        <extracomment>An entry of the undo list: the hand (&quot;East 2&quot;), what happened, who did it.</extracomment>
        <translation>{hand} {name} リーチ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{hand} ron {values}</source>
        <translation>{hand} ロン {values}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} tsumo {value}</source>
        <translation>{hand} ツモ {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{hand} draw</source>
        <translation>{hand} 流局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} nagashi mangan</source>
        <translation>{hand} 流し満貫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} abortive draw</source>
        <translation>{hand} 途中流局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} chombo {name}</source>
        <translation>{hand} {name} チョンボ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{hand} correction</source>
        <translation>{hand} 点数訂正</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ending the game by time</source>
        <extracomment>An entry of the undo list: &quot;Undo ending the game by time&quot;.</extracomment>
        <translation>時間切れによる対局終了</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>renaming {old} to {new}</source>
        <extracomment>An entry of the undo list: a player renamed.</extracomment>
        <translation>{old}を{new}に名前変更</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>changing the rules</source>
        <extracomment>An entry of the undo list: the game&apos;s rules changed (&quot;Undo changing the rules&quot;).</extracomment>
        <translation>ルールの変更</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{hand} put in</source>
        <translation>{hand}を追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} deleted</source>
        <translation>{hand}を削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{hand} edited</source>
        <translation>{hand}を修正</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{summary} ({riichi})</source>
        <extracomment>A hand&apos;s summary, then the riichi declared in that hand.</extracomment>
        <translation>{summary}（{riichi}）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{name}: {tiles}</source>
        <translation>{name}：{tiles}</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>{summary}; {payers}</source>
        <extracomment>A ron with a liable player (pao), then who paid what (&quot;...; Ann pays 16000 + 300, Bea pays 16000&quot;).</extracomment>
        <translation>{summary}。{payers}</translation>
    </message>
</context>
<context>
    <name>importing</name>
    <message>
        <location filename="../core/importing/check.py" line="+32"/>
        <source>{wind} {number}, {honba} honba</source>
        <translation>{wind}{number}局 {honba}本場</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>In {hand} {what} are {log} in the log but {tallyo} by Tallyo&apos;s reading of its rules.</source>
        <translation>{hand}の{what}は、牌譜では{log}ですが、Tallyo がこのルールで計算すると{tallyo}になります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The log goes on to {hand}, but by Tallyo&apos;s reading of its rules the game was over.</source>
        <translation>牌譜は{hand}に続いていますが、Tallyo がこのルールで計算するとその前に対局は終わっています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log plays {hand} next, but by Tallyo&apos;s reading of its rules {tallyo} came next.</source>
        <translation>牌譜の次の局は{hand}ですが、Tallyo がこのルールで計算すると次は{tallyo}です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{hand}, {honba} honba, {sticks} sticks</source>
        <translation>{hand} {honba}本場 供託{sticks}本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the points at the start</source>
        <translation>開始時の持ち点</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The log ends the game after {hand}, but by Tallyo&apos;s reading of its rules it goes on.</source>
        <translation>牌譜は{hand}で対局を終えていますが、Tallyo がこのルールで計算すると対局は続きます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the final points</source>
        <translation>最終持ち点</translation>
    </message>
    <message>
        <location filename="../core/importing/reading.py" line="+129"/>
        <source>the final results</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <location filename="../core/importing/check.py" line="+54"/>
        <source>In {hand} Tallyo cannot record what the log says: {reason}</source>
        <translation>{hand}の牌譜の内容を Tallyo では記録できません: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the points after the hand</source>
        <translation>局後の持ち点</translation>
    </message>
    <message>
        <location filename="../core/importing/importer.py" line="+159"/>
        <source>{folder} holds too many games of that name.</source>
        <translation>{folder} には同じ名前の対局が多すぎます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Its game could not be written in {folder}: {reason}.</source>
        <translation>{folder} に対局を書き込めませんでした: {reason}。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The folder {folder} cannot be made: {reason}.</source>
        <translation>フォルダー {folder} を作成できません: {reason}。</translation>
    </message>
    <message>
        <location filename="../core/importing/mjlog.py" line="+70"/>
        <source>It is a game of a Tenhou lobby with chips or rules of its own, which Tallyo does not play.</source>
        <translation>祝儀ありや独自ルールの天鳳ロビーの対局で、Tallyo では扱えません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>It is nested deeper than any Tenhou log: it is no log.</source>
        <translation>天鳳の牌譜としては入れ子が深すぎます。牌譜ではありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It declares a document type, which no Tenhou log does.</source>
        <translation>天鳳の牌譜にはない文書型宣言があります。</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>It is not a Tenhou log: its XML is broken.</source>
        <translation>天鳳の牌譜ではありません。XML が壊れています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It is a damaged Tenhou log: a tag holds what no log writes.</source>
        <translation>天鳳の牌譜が壊れています。牌譜にはありえない内容のタグがあります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It holds no complete hand: the log stops before the first hand ends.</source>
        <translation>終わった局がありません。牌譜は最初の局が終わる前に途切れています。</translation>
    </message>
    <message>
        <location filename="../core/importing/reading.py" line="-54"/>
        <source>Seat {number}</source>
        <translation>{number}番席</translation>
    </message>
    <message>
        <location filename="../core/importing/recognise.py" line="+84"/>
        <source>It unpacks to more than {size} MB, far more than any game log: it was not imported.</source>
        <translation>展開すると {size} MB を超え、牌譜としては大きすぎるため、取り込みませんでした。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>There is no such file.</source>
        <translation>そのファイルはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is a folder, not a log.</source>
        <translation>牌譜ではなくフォルダーです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tallyo Desktop is not allowed to read it.</source>
        <translation>Tallyo Desktop にはこのファイルを読む権限がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+21"/>
        <source>It cannot be read: {reason}.</source>
        <translation>読み込めません: {reason}。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>It is not an ordinary file.</source>
        <translation>通常のファイルではありません。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+6"/>
        <location filename="../core/importing/tenhou6.py" line="+199"/>
        <source>It is not a Tenhou or Mahjong Soul game log.</source>
        <translation>天鳳や雀魂の牌譜ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is larger than {size} MB, far more than any game log: it was not imported.</source>
        <translation>{size} MB を超え、牌譜としては大きすぎるため、取り込みませんでした。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It is not UTF-8 text (a wrong byte at {position}): it is damaged.</source>
        <translation>UTF-8 のテキストではありません（{position} バイト目が不正）。ファイルが壊れています。</translation>
    </message>
    <message>
        <location filename="../core/importing/tenhou6.py" line="-142"/>
        <source>It is a damaged tenhou.net/6 log: a hand holds what no log writes.</source>
        <translation>tenhou.net/6 牌譜が壊れています。牌譜にはありえない内容の局があります。</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>It is nested deeper than any game log.</source>
        <translation>牌譜としては入れ子が深すぎます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a complete tenhou.net/6 log: its JSON is broken or cut short.</source>
        <translation>完全な tenhou.net/6 牌譜ではありません。JSON が壊れているか途中で切れています。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>It holds no complete hand.</source>
        <translation>終わった局がありません。</translation>
    </message>
    <message>
        <location filename="../core/importing/check.py" line="-45"/>
        <source>In {hand} the log&apos;s payments add up to {log}, but its final scores are those of Tallyo&apos;s payments, {tallyo}: they are kept.</source>
        <translation>{hand}の牌譜の支払いを合わせると{log}ですが、牌譜の最終得点は Tallyo の計算どおりの{tallyo}です。こちらを採ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In {hand} the log&apos;s payments add up to {log}, but it starts the next hand with Tallyo&apos;s {tallyo}: those are kept.</source>
        <translation>{hand}の牌譜の支払いを合わせると{log}ですが、牌譜の次局の持ち点は Tallyo の計算どおりの{tallyo}です。こちらを採ります。</translation>
    </message>
    <message>
        <location filename="../core/importing/reading.py" line="+86"/>
        <source>After {hand} the log&apos;s final results are {log}, which no uma and oka give from its final points (Tallyo&apos;s reading of its rules gives {tallyo}).</source>
        <translation>{hand}で終わった牌譜の最終成績は{log}ですが、最終得点からこの成績になるウマ・オカはありません（Tallyo がこのルールで計算すると{tallyo}です）。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>It holds what no game log writes, and cannot be read: it is damaged.</source>
        <translation>牌譜にはありえない内容があり、読み込めません。壊れています。</translation>
    </message>
    <message>
        <location filename="../core/importing/tenhou6.py" line="-33"/>
        <source>It holds a number no game log writes ({number}): it is damaged.</source>
        <translation>牌譜にはありえない数値（{number}）があります。壊れています。</translation>
    </message>
    <message>
        <location filename="../core/importing/results.py" line="+101"/>
        <source>oka {oka} to first</source>
        <translation>オカ{oka}はトップへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no oka</source>
        <translation>オカなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Uma and oka as the log&apos;s results give them: uma {uma}, {oka}, each result rounded to 1000.</source>
        <translation>ウマとオカは牌譜の成績から読み取りました：ウマ {uma}、{oka}、成績は千点単位に丸め。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Uma and oka as the log&apos;s results give them: uma {uma}, {oka}.</source>
        <translation>ウマとオカは牌譜の成績から読み取りました：ウマ {uma}、{oka}。</translation>
    </message>
    <message>
        <location filename="../core/importing/rules_choice.py" line="+91"/>
        <source>The log does not name the game&apos;s length: it was read as an East-only game, which its hands and its end agree with.</source>
        <translation>牌譜に対局の長さが書かれていません。局の進みと終わり方から東風戦として読みました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The log does not name the game&apos;s length: it was read as an East-South game, which its hands and its end agree with.</source>
        <translation>牌譜に対局の長さが書かれていません。局の進みと終わり方から東南戦として読みました。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The room starts everybody at {start} points, not at {preset}.</source>
        <translation>この卓の配給原点は{preset}点ではなく{start}点です。</translation>
    </message>
    <message>
        <location filename="../core/importing/tenhou6_lobby.py" line="+126"/>
        <source>The log does not say where or by what rules it was played: it was read as a game of Tenhou&apos;s rules with red fives (its tiles show them) and open tanyao.</source>
        <translation>牌譜にどこでどのルールで打たれたかが書かれていません。天鳳のルール、赤あり（牌に赤五があります）、喰いタンありとして読みました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log does not say where or by what rules it was played: it was read as a game of Tenhou&apos;s rules without red fives (its tiles show none) and with open tanyao.</source>
        <translation>牌譜にどこでどのルールで打たれたかが書かれていません。天鳳のルール、赤なし（牌に赤五がありません）、喰いタンありとして読みました。</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <location filename="../app/start.py" line="+144"/>
        <source>Your unfinished game is back where you left it.</source>
        <translation>途中の対局を中断したところから再開しました。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Your last game</source>
        <translation>前回の対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last game cannot be continued: {reason} Its file was left as it is. Game ▸ Continue a game lists the other unfinished games.</source>
        <translation>前回の対局を再開できません：{reason} ファイルはそのまま残してあります。ほかの終わっていない対局は 対局 ▸ 対局を再開 にあります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your last game is open in another Tallyo Desktop window.</source>
        <translation>前回の対局は別の Tallyo Desktop ウィンドウで開かれています。</translation>
    </message>
    <message>
        <location filename="../app/launch.py" line="+175"/>
        <source>Tallyo Desktop cannot start</source>
        <translation>Tallyo Desktop を起動できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tallyo Desktop cannot start: {error}
Your games were not changed.</source>
        <translation>Tallyo Desktop を起動できません: {error}
対局のデータは変更されていません。</translation>
    </message>
    <message>
        <location filename="../app/start.py" line="-47"/>
        <source>Your unfinished game is back where you left it, with every hand recorded.</source>
        <translation>途中の対局は、記録したすべての局とともに、中断したところから再開できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every hand recorded before then is kept; a finished game is in the library.</source>
        <translation>それまでに記録した局はすべて残っています。終了した対局はライブラリにあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tallyo Desktop closed unexpectedly</source>
        <translation>Tallyo Desktop が予期せず終了しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tallyo Desktop closed unexpectedly the last time it ran. {game}

What it was doing then is written in {log}. Sending that file, with a word on what you did just before, helps to put it right.</source>
        <translation>前回の実行中に Tallyo Desktop が予期せず終了しました。{game}

そのとき何をしていたかは {log} に書かれています。このファイルを、直前に何をしたかの一言とともに送っていただくと、修正に役立ちます。</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <location filename="../core/library/opening.py" line="+51"/>
        <location line="+56"/>
        <source>The game library {path} cannot be opened: {reason}.</source>
        <translation>対局ライブラリ {path} を開けません: {reason}。</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>{path} is not a game library (the file is not a SQLite database: {reason}). It was left as it is.</source>
        <translation>{path} は対局ライブラリではありません（SQLite データベースではありません: {reason}）。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game library {path} cannot be upgraded: {reason}.</source>
        <translation>対局ライブラリ {path} を新しい形式に更新できません: {reason}。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game library {path} is in use by another program ({reason}). Close that program and try again; the file was left as it is.</source>
        <translation>対局ライブラリ {path} は別のプログラムが使用中です（{reason}）。そのプログラムを閉じてから、もう一度お試しください。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{path} is a database of another program, not a game library. It was left as it is.</source>
        <translation>{path} は別のプログラムのデータベースで、対局ライブラリではありません。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game library {path} was written by a newer version of Tallyo (library format {version}; this version reads up to {readable}). Update Tallyo to open it; the file was left as it is.</source>
        <translation>対局ライブラリ {path} は新しいバージョンの Tallyo で作られています（ライブラリ形式 {version}。このバージョンが読めるのは {readable} までです）。開くには Tallyo を更新してください。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location filename="../core/library/store.py" line="+66"/>
        <source>The game library is closed.</source>
        <translation>対局ライブラリは閉じられています。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game library cannot be written: {reason}.</source>
        <translation>対局ライブラリに書き込めません: {reason}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game library cannot be read: {reason}.</source>
        <translation>対局ライブラリを読み込めません: {reason}。</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+13"/>
        <source>Only a finished game can be added to the library.</source>
        <translation>ライブラリに追加できるのは終了した対局だけです。</translation>
    </message>
    <message>
        <location filename="../core/library/seasons.py" line="+120"/>
        <source>Give it a name.</source>
        <translation>名前を付けてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The season ends before it begins: check its dates.</source>
        <translation>シーズンが始まる前に終わっています。日付を確かめてください。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+45"/>
        <location line="+27"/>
        <location line="+124"/>
        <location filename="../core/library/statistics.py" line="+241"/>
        <source>That season is not in the library.</source>
        <translation>そのシーズンはライブラリにありません。</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>That season is already in the library.</source>
        <translation>そのシーズンはすでにライブラリにあります。</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+33"/>
        <location line="+19"/>
        <location line="+15"/>
        <source>That club night is not in the library.</source>
        <translation>その例会はライブラリにありません。</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>That club night is already in the library.</source>
        <translation>その例会はすでにライブラリにあります。</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+10"/>
        <location filename="../core/library/store.py" line="+94"/>
        <location line="+9"/>
        <source>There is no game {id} in the library.</source>
        <translation>ライブラリに対局 {id} はありません。</translation>
    </message>
    <message>
        <location filename="../core/library/damage.py" line="+48"/>
        <source>{path} is a folder, not a game library. It was left as it is.</source>
        <translation>{path} はフォルダーで、対局ライブラリではありません。そのままにしてあります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{path} is empty, not a game library. It was left as it is.</source>
        <translation>{path} は空のファイルで、対局ライブラリではありません。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game library {path} cannot be read: its journal {journal} is damaged. It was left as it is.</source>
        <translation>対局ライブラリ {path} を読めません: ジャーナル {journal} が壊れています。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <location filename="../core/library/people.py" line="+102"/>
        <source>There is no player {id} in the library.</source>
        <translation>ライブラリにプレイヤー {id} はいません。</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+20"/>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>プレイヤーの名前は空にできません。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Choose at least two players to merge.</source>
        <translation>まとめるプレイヤーを2人以上選んでください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These players played in the same game (game {id}), so they are different people and cannot be merged.</source>
        <translation>このプレイヤーたちは同じ対局（対局 {id}）で打っているので別の人です。まとめられません。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game was played under the name {name}.</source>
        <translation>{name} という名前で打った対局はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is this player&apos;s only name.</source>
        <translation>{name} はこのプレイヤーの唯一の名前です。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Another player is already called {name}: merge the two instead.</source>
        <translation>{name} という名前のプレイヤーがすでにいます。代わりに2人をまとめてください。</translation>
    </message>
    <message>
        <location filename="../core/library/statistics.py" line="-89"/>
        <source>Standings are for three or for four players: choose one.</source>
        <translation>成績表は3人打ちか4人打ちのどちらかです。どちらかを選んでください。</translation>
    </message>
    <message>
        <location filename="../core/library/work.py" line="+36"/>
        <source>Stopped: the library was left as it was.</source>
        <translation>中止しました。ライブラリは元のままです。</translation>
    </message>
</context>
<context>
    <name>payment_sheet</name>
    <message>
        <location filename="../core/table/payment_sheet.py" line="+243"/>
        <source>Kiriage mangan: 30 fu 4 han and 60 fu 3 han are paid as a mangan.</source>
        <translation>切り上げ満貫あり：30符4翻と60符3翻は満貫として支払います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No kiriage mangan: 30 fu 4 han and 60 fu 3 han are paid as counted.</source>
        <translation>切り上げ満貫なし：30符4翻と60符3翻は計算どおりに支払います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each honba: {ron} more on a ron, {tsumo} more from each payer of a tsumo.</source>
        <translation>積み棒1本につき：ロンは{ron}点、ツモは支払う各自が{tsumo}点を加えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A riichi stick is worth {points}.</source>
        <translation>リーチ棒は1本{points}点です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw with {tenpai} in tenpai: each noten player pays {pays}, each tenpai player receives {receives}.</source>
        <translation>流局で聴牌{tenpai}人：ノーテンの各自が{pays}点を払い、聴牌の各自が{receives}点を受け取ります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Three players, North bisection: the missing North&apos;s tsumo payment is split between the two payers, so each pays more than with four.</source>
        <translation>三人麻雀・北家折半：いない北家のツモ支払い分を二人の支払い者で折半するので、四人より多く払います。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Three players, tsumo loss: the two payers pay what they would with four; the missing North&apos;s share is not paid, so a tsumo earns less than a ron.</source>
        <translation>三人麻雀・ツモ損：二人の支払い者は四人のときと同じ額を払い、いない北家の分は払われないので、ツモはロンより少なくなります。</translation>
    </message>
</context>
<context>
    <name>practice</name>
    <message>
        <location filename="../core/practice/answer.py" line="+38"/>
        <source>Fu, han and payment</source>
        <translation>符・翻・支払い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fu only</source>
        <translation>符だけ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Han only</source>
        <translation>翻だけ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payment only</source>
        <translation>支払いだけ</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{points} all</source>
        <translation>{points} オール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{non_dealer}-{dealer}</source>
        <translation>{non_dealer}-{dealer}</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{part}: {answer}, right.</source>
        <translation>{part}:{answer}、正解。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{part}: no answer; it is {answer}.</source>
        <translation>{part}:答えなし。正しくは {answer}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{part}: you said {said}; it is {answer}.</source>
        <translation>{part}:答えは {said}、正しくは {answer}。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>closed hand won by ron</source>
        <translation>門前加符(門前ロン)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Yaku:</source>
        <translation>役:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  {han} han: {yaku}</source>
        <translation>  {han}翻:{yaku}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  = {han} han</source>
        <translation>  = {han}翻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fu:</source>
        <translation>符:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  {fu} fu: {reason}</source>
        <translation>  {fu}符:{reason}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>  = 25 fu: seven pairs are never rounded</source>
        <translation>  = 25符:七対子は切り上げない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pinfu: no 2 fu for the tsumo</source>
        <translation>平和:ツモの2符はつかない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an open hand is never less than 30 fu</source>
        <translation>副露した手は最低30符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  = {fu} fu</source>
        <translation>  = {fu}符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  = {total}, rounded up to {fu} fu</source>
        <translation>  = {total}、切り上げて{fu}符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{line} ({notes})</source>
        <translation>{line}({notes})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Base points: {fu} × 2^(2+{han}) = {base}</source>
        <translation>基本点:{fu} × 2^(2+{han}) = {base}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These rules round {base} up to a mangan (kiriage).</source>
        <translation>このルールでは{base}を満貫に切り上げる(切り上げ満貫)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These rules do not round {base} up to a mangan (no kiriage).</source>
        <translation>このルールでは{base}を満貫に切り上げない(切り上げ満貫なし)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is more than a mangan&apos;s 2000.</source>
        <translation>満貫の2000を超える。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{limit}: base points {base}</source>
        <translation>{limit}:基本点 {base}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ron by the dealer: {base} × 6 = {raw}, rounded up to the hundred: {points}</source>
        <translation>親のロン:{base} × 6 = {raw}、百点単位に切り上げて {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ron: {base} × 4 = {raw}, rounded up to the hundred: {points}</source>
        <translation>ロン:{base} × 4 = {raw}、百点単位に切り上げて {points}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer&apos;s tsumo: each pays {base} × 2 = {raw}, rounded up: {points}</source>
        <translation>親のツモ:各自 {base} × 2 = {raw}、切り上げて {points}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tsumo: each non-dealer pays {base}, rounded up: {non_dealer}; the dealer {base} × 2 = {raw}, rounded up: {dealer}</source>
        <translation>ツモ:子は各自 {base}、切り上げて {non_dealer}。親は {base} × 2 = {raw}、切り上げて {dealer}</translation>
    </message>
    <message>
        <location filename="../core/practice/drill.py" line="+58"/>
        <source>{topic}: {right} of {asked}</source>
        <translation>{topic}:{asked}問中{right}問</translation>
    </message>
    <message>
        <location filename="../core/practice/question.py" line="+54"/>
        <source>Pinfu tsumo</source>
        <translation>平和ツモ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven pairs (25 fu)</source>
        <translation>七対子(25符)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open hands&apos; 30 fu minimum</source>
        <translation>副露手の最低30符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed kans</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>30 fu 4 han and 60 fu 3 han (kiriage)</source>
        <translation>30符4翻と60符3翻(切り上げ満貫)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other hands</source>
        <translation>その他の手</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>A practice hand is not written as expected: {error}.</source>
        <translation>練習用の手の書き方が正しくありません:{error}。</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <location filename="../core/rules/presets.py" line="+257"/>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EMA 2025</source>
        <translation>EMA 2025</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou (before 2021)</source>
        <translation>天鳳（2021年以前）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou (2009)</source>
        <translation>天鳳（2009年）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou East (2009)</source>
        <translation>天鳳東風戦（2009年）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M-League</source>
        <translation>Mリーグ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JPML-A</source>
        <translation>日本プロ麻雀連盟Aルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou three-player</source>
        <translation>天鳳三麻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenhou three-player (before 2021)</source>
        <translation>天鳳三麻（2021年以前）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mahjong Soul three-player</source>
        <translation>雀魂三麻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} (East only)</source>
        <extracomment>A preset played for the East round only: &quot;Tenhou (East only)&quot;.</extracomment>
        <translation>{name}（東風戦）</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message>
        <location filename="../core/table/preview.py" line="+56"/>
        <source>{name}&apos;s riichi stick goes back.</source>
        <translation>{name}のリーチ棒は戻ります。</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+74"/>
        <source>{name} pays {amount}</source>
        <translation>{name}: {amount} 支払い</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>; </source>
        <extracomment>Between the payments of several players on one line of the preview.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../core/table/history.py" line="+23"/>
        <location filename="../core/table/preview.py" line="-16"/>
        <location line="+69"/>
        <source>{name} receives {amount}</source>
        <translation>{name}: {amount} 受け取り</translation>
    </message>
    <message>
        <location filename="../core/table/preview.py" line="-105"/>
        <source>{amount} + {honba}</source>
        <extracomment>What a player pays for a win: the hand, then the honba apart (&quot;12000 + 300&quot;).</extracomment>
        <translation>{amount} + {honba}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{amount} + {sticks} (1 riichi stick)</source>
        <extracomment>What a winner receives: the hand with its honba, then the one riichi stick apart.</extracomment>
        <translation>{amount} + {sticks}（リーチ棒1本）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{amount} + {sticks} ({count} riichi sticks)</source>
        <extracomment>What a winner receives: the hand with its honba, then the riichi sticks apart.</extracomment>
        <translation>{amount} + {sticks}（リーチ棒{count}本）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: {hand}</source>
        <extracomment>One winner of a double or triple ron in the preview: &quot;Dan: haneman&quot;.</extracomment>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} loses {points} at the settlement, paid to nobody; the hand is played again.</source>
        <translation>{name}は精算で{points}点を失います（誰にも支払われません）。局はやり直しです。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The hand is played again: the dealer stays, with one more honba; the riichi sticks stay on the table.</source>
        <translation>局のやり直し: 親はそのままで1本場増え、リーチ棒は供託に残ります。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No points change hands.</source>
        <translation>点数の移動はありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{each} all</source>
        <extracomment>A dealer&apos;s tsumo in the grid: what each player pays.</extracomment>
        <translation>{each}オール</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <location filename="../core/record/events.py" line="+119"/>
        <source>{where}, hand</source>
        <translation>{where}の手</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}, pao</source>
        <translation>{where}のパオ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{where}, winner {number}</source>
        <translation>{where}の和了者{number}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>event {number}</source>
        <extracomment>Where in a game file a problem is; the parts add up to &quot;event 3 (ron), winner 1, hand&quot;.</extracomment>
        <translation>記録{number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/record/format.py" line="+305"/>
        <location filename="../core/record/rules.py" line="+152"/>
        <source>{what} should be an object, not {kind}</source>
        <translation>{what}はオブジェクトのはずが{kind}です</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/record/rules.py" line="+7"/>
        <source>{what} has no &quot;{field}&quot;</source>
        <translation>{what}に&quot;{field}&quot;がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{what} is of a type Tallyo Desktop does not know: {type}</source>
        <translation>{what}は Tallyo Desktop の知らない種類です: {type}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>event {number} ({type})</source>
        <translation>記録{number}（{type}）</translation>
    </message>
    <message>
        <location filename="../core/record/upgrade.py" line="+129"/>
        <source>This game file is in format {version}, which Tallyo Desktop cannot read.</source>
        <translation>この対局ファイルは形式 {version} で、Tallyo Desktop では読み込めません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it could not be brought up to date from format {version}</source>
        <translation>形式 {version} から最新の形式に更新できませんでした</translation>
    </message>
    <message>
        <location filename="../core/record/format.py" line="-27"/>
        <source>This is not a Tallyo game file: it does not say it holds a game.</source>
        <translation>Tallyo の対局ファイルではありません: 対局を含むことが記されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is not a Tallyo game file: its format is {format}.</source>
        <translation>Tallyo の対局ファイルではありません: 形式が {format} です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it has no format &quot;version&quot;</source>
        <translation>形式の&quot;version&quot;がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the format &quot;version&quot;</source>
        <translation>形式の&quot;version&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game was saved by a newer version of Tallyo Desktop (format {version}); this version reads up to format {readable}. Update Tallyo Desktop to open it.</source>
        <translation>この対局は新しいバージョンの Tallyo Desktop で保存されています（形式 {version}。このバージョンが読めるのは形式 {readable} までです）。開くには Tallyo Desktop を更新してください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the metadata: &quot;{field}&quot;</source>
        <translation>メタデータの&quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{what} is not from 1 to {most}</source>
        <translation>{what}が1〜{most}ではありません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The rules in this game file cannot be played: {problems}</source>
        <translation>この対局ファイルのルールでは対局できません: {problems}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;players&quot; should list {players} names, not {count}</source>
        <translation>&quot;players&quot; には{players}人の名前が必要ですが、{count}人です</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players in this game file are not valid: {reason}</source>
        <translation>この対局ファイルのプレイヤーが正しくありません: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game in this file cannot be replayed. {reason}</source>
        <translation>このファイルの対局を再現できません。{reason}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The game file is empty.</source>
        <translation>対局ファイルが空です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the field {field} is given twice</source>
        <translation>項目 {field} が2回書かれています</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game file ends too early: its JSON is cut short, probably while it was being saved or copied.</source>
        <translation>対局ファイルが途中で終わっています。保存中かコピー中に JSON が途切れたようです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is not a Tallyo game file: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Tallyo の対局ファイルではありません: 正しい JSON ではありません（{line}行目、{column}列目）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is not a Tallyo game file: it is nested too deeply.</source>
        <translation>Tallyo の対局ファイルではありません: 入れ子が深すぎます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a Tallyo game file: it holds a number too long.</source>
        <translation>Tallyo の対局ファイルではありません: 桁数の多すぎる数値があります。</translation>
    </message>
    <message>
        <location filename="../core/record/files.py" line="+30"/>
        <source>There is no game file at {path}.</source>
        <translation>{path} に対局ファイルがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path} is a folder, not a game file.</source>
        <translation>{path} はフォルダーで、対局ファイルではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tallyo Desktop is not allowed to read {path}.</source>
        <translation>Tallyo Desktop には {path} を読み込む権限がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game file {path} cannot be read: {reason}.</source>
        <translation>対局ファイル {path} を読み込めません: {reason}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game file {path} cannot be read.</source>
        <translation>対局ファイル {path} を読み込めません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{path} is not a game file: it is not an ordinary file.</source>
        <translation>{path} は対局ファイルではありません。通常のファイルではありません。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{path} is too large to be a game file (over {size} MB): it was left as it is.</source>
        <translation>{path} は対局ファイルとしては大きすぎます（{size} MB超）。そのまま残してあります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{path} is not a Tallyo game file: it is not text.</source>
        <translation>{path} は Tallyo の対局ファイルではありません: テキストではありません。</translation>
    </message>
    <message>
        <location filename="../core/record/rules.py" line="-117"/>
        <source>The game file is damaged: {detail}.</source>
        <translation>対局ファイルが壊れています: {detail}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>null</source>
        <extracomment>What a value in the file is: JSON&apos;s null, the word as the file spells it.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a decimal number</source>
        <translation>小数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>something that is not JSON</source>
        <translation>JSON 以外の値</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{what} should be a whole number, not {kind}</source>
        <translation>{what}は整数のはずが{kind}です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{what} is too large a number</source>
        <translation>{what}の数値が大きすぎます</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{what} is {number}, which is not a seat at the table (seats are 0 to 3)</source>
        <translation>{what}が{number}ですが、卓の席ではありません（席は0〜3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} should be true or false, not {kind}</source>
        <translation>{what}は真偽値のはずが{kind}です</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{what} should be text, not {kind}</source>
        <translation>{what}は文字列のはずが{kind}です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} holds characters that are not text</source>
        <translation>{what}に文字として読めない文字があります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{what} should be a list, not {kind}</source>
        <translation>{what}はリストのはずが{kind}です</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{what} is {value}, which is not one of: {known}</source>
        <translation>{what}が{value}ですが、次のいずれでもありません: {known}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{what} has a field Tallyo Desktop does not know: {field}</source>
        <translation>{what}に Tallyo Desktop の知らない項目があります: {field}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{what}: &quot;{field}&quot;</source>
        <translation>{what}の&quot;{field}&quot;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{what} should list 3 or 4 amounts, not {found}</source>
        <translation>{what} には3つか4つの金額が必要ですが、{found}個です</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{what} should hold an uma table for each count of players, not {found}</source>
        <translation>{what} には人数ごとのウマ表が必要ですが、{found}個です</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>the rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../core/record/tiles.py" line="+87"/>
        <location line="+34"/>
        <source>{what}: {reason}</source>
        <translation>{what}: {reason}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{what} is not a wind: east, south, west or north</source>
        <translation>{what}は風ではありません: east、south、west、north</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{where}, tiles</source>
        <translation>{where}、牌</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{where}, meld {number}</source>
        <translation>{where}、副露{number}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{where}, yaku {number}</source>
        <translation>{where}、役{number}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../core/rules/rules.py" line="+223"/>
        <source>Starting points must be a positive multiple of 100.</source>
        <translation>配給原点は100の倍数の正の数にしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return points must be a multiple of 100 and at least the starting points.</source>
        <translation>返し点は100の倍数で、配給原点以上にしてください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The noten payment must split evenly: a multiple of {step} points.</source>
        <translation>ノーテン罰符は均等に分けられる額（{step}点の倍数）にしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With three players there are no four-winds, four-riichi or triple-ron abortive draws.</source>
        <translation>3人打ちには四風連打・四家立直・三家和の途中流局はありません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Double and triple ron pays all three winners, so a triple ron cannot also be an abortive draw: untick the triple-ron draw or choose double ron.</source>
        <translation>ダブロン・トリプルロンでは三人とも支払われるので、三家和を途中流局にはできません。途中流局の三家和のチェックを外すか、ダブロンを選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Under double ron three winners make an abortive draw: tick the triple-ron draw or choose double and triple ron.</source>
        <translation>ダブロンでは三人のロンは途中流局になります。途中流局の三家和にチェックを入れるか、ダブロン・トリプルロンを選んでください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Double yakuman forms pay two yakuman, but these rules pay a hand one yakuman at most: tick Yakuman add up, or untick Double yakuman forms.</source>
        <translation>ダブル役満は役満二つ分を払いますが、このルールでは一つの手は役満一つまでです。役満の複合にチェックを入れるか、ダブル役満のチェックを外してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The uma by count needs a table for each count from 0 to {players}.</source>
        <translation>浮き人数別のウマには、0人から{players}人までの表が必要です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The uma needs an amount for each of the {players} places.</source>
        <translation>ウマには{players}つの順位それぞれの額が必要です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The uma must add up to zero.</source>
        <translation>ウマの合計は0にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Uma must be given in multiples of 100 points.</source>
        <translation>ウマは100点単位で指定してください。</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>The honba on ron must be a non-negative multiple of 100.</source>
        <translation>本場（ロン）は0以上の100の倍数にしてください。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>A game has three or four players.</source>
        <translation>対局は3人か4人で行います。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The target must be a positive multiple of 100.</source>
        <translation>終了条件点は100の倍数の正の数にしてください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The honba on tsumo must be a non-negative multiple of 100.</source>
        <translation>本場（ツモ）は0以上の100の倍数にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The riichi stick must be a non-negative multiple of 100.</source>
        <translation>リーチ棒は0以上の100の倍数にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chombo penalty must be a non-negative multiple of 100.</source>
        <translation>チョンボの罰点は0以上の100の倍数にしてください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tenpai-yame needs agari-yame.</source>
        <translation>テンパイやめにはアガリやめが必要です。</translation>
    </message>
    <message>
        <location filename="../core/rules/questions.py" line="+103"/>
        <source>These rules have no chombo penalty.</source>
        <translation>このルールにはチョンボの罰則がありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>These rules have no nagashi mangan.</source>
        <translation>このルールには流し満貫がありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These rules have no abortive draws.</source>
        <translation>このルールには途中流局がありません。</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>These rules pay one winner on a discard (head bump): the first in turn from the discarder wins.</source>
        <translation>このルールでは1枚の捨て牌で和了できるのは1人だけです（頭ハネ）。放銃者の下家から順に最初の人が和了します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Under these rules three rons on one discard are an abortive draw: enter it as one.</source>
        <translation>このルールでは1枚の捨て牌に3人がロンすると途中流局です。途中流局として入力してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A ron has at most {count} winners.</source>
        <translation>ロンの和了者は{count}人までです。</translation>
    </message>
</context>
<context>
    <name>scoring</name>
    <message>
        <location filename="../core/scoring/payments.py" line="+40"/>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>The number of honba must be a whole number.</source>
        <translation>本場の数は整数にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of honba cannot be negative.</source>
        <translation>本場の数をマイナスにはできません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number of riichi sticks must be a whole number.</source>
        <translation>リーチ棒の数は整数にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The number of riichi sticks cannot be negative.</source>
        <translation>リーチ棒の数をマイナスにはできません。</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <location filename="../core/seats.py" line="+40"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>E</source>
        <extracomment>East in one letter (or character), as in &quot;E1&quot; for East 1.</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pick a seat at the table.</source>
        <translation>卓の席を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a winner at the table.</source>
        <translation>卓で和了者を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a discarder at the table.</source>
        <translation>卓で放銃者を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a liable player at the table.</source>
        <translation>卓で責任払いの人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a player declaring riichi at the table.</source>
        <translation>卓でリーチする人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a tenpai player at the table.</source>
        <translation>卓でテンパイの人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a nagashi mangan player at the table.</source>
        <translation>卓で流し満貫の人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a player who made the chombo at the table.</source>
        <translation>卓でチョンボした人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a player who pays at the table.</source>
        <translation>卓で支払う人を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a player who receives at the table.</source>
        <translation>卓で受け取る人を選んでください。</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="../core/session/session.py" line="+76"/>
        <location line="+220"/>
        <source>Start a new game first.</source>
        <translation>先に新しい対局を始めてください。</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>This game is open to look at only: start a new game to play.</source>
        <translation>この対局は閲覧専用です。対局するには新規対局を始めてください。</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The end of the game by time is not changed: delete it, or undo it, to play on.</source>
        <translation>時間切れによる対局終了は変更できません。続けて打つには、削除するか元に戻してください。</translation>
    </message>
    <message>
        <location filename="../core/session/draft.py" line="+67"/>
        <source>{reason} Change the rules of this game to record one.</source>
        <extracomment>Why a kind of event cannot be entered (&quot;These rules have no chombo penalty.&quot;), then what to do about it.</extracomment>
        <translation>{reason}記録するには、この対局のルールを変更してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A tsumo has one winner: players who won on one discard are a ron.</source>
        <translation>ツモの和了者は1人です。1枚の捨て牌で和了した場合はロンとして入力してください。</translation>
    </message>
</context>
<context>
    <name>settlement</name>
    <message>
        <location filename="../core/table/settlement.py" line="+91"/>
        <source>The results add up to {total}: the chombo penalties ({chombo}) and the riichi sticks left on the table ({sticks}) are paid to nobody.</source>
        <translation>成績の合計は{total}です。チョンボの罰点（{chombo}）と卓に残った供託（{sticks}）は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The results add up to {total}: the chombo penalties ({chombo}) are paid to nobody.</source>
        <translation>成績の合計は{total}です。チョンボの罰点（{chombo}）は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The results add up to {total}: the riichi sticks left on the table ({sticks}) are paid to nobody.</source>
        <translation>成績の合計は{total}です。卓に残った供託（{sticks}）は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The riichi stick left on the table ({points}) is paid to nobody.</source>
        <translation>卓に残った供託1本（{points}）は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {count} riichi sticks left on the table ({points}) are paid to nobody.</source>
        <translation>卓に残った供託{count}本（{points}）は誰にも支払われません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The riichi stick left on the table ({points}) goes to {name}, first: {table} + {amount} = {total} points.</source>
        <extracomment>The riichi stick left at the end goes to the first place, whose table points did not hold it: &quot;… goes to Dana, first: 40000 + 1000 = 41000 points.&quot;</extracomment>
        <translation>卓に残った供託1本（{points}）はトップの{name}が受け取ります: {table} + {amount} = {total}点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {count} riichi sticks left on the table ({points}) go to {name}, first: {table} + {amount} = {total} points.</source>
        <extracomment>Riichi sticks left at the end go to the first place, whose table points did not hold them: &quot;The 2 riichi sticks left on the table (2000) go to Dana, first: 40000 + 2000 = 42000 points.&quot;</extracomment>
        <translation>卓に残った供託{count}本（{points}）はトップの{name}が受け取ります: {table} + {amount} = {total}点。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} {amount}</source>
        <translation>{name} {amount}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The riichi stick left on the table ({points}) is shared by the players tied first: {shares}.</source>
        <translation>卓に残った供託1本（{points}）は同点トップの全員で分けます: {shares}。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The {count} riichi sticks left on the table ({points}) are shared by the players tied first: {shares}.</source>
        <extracomment>Riichi sticks left at the end, shared by the players tied first: &quot;…: Ann 1000, Dana 1000.&quot;</extracomment>
        <translation>卓に残った供託{count}本（{points}）は同点トップの全員で分けます: {shares}。</translation>
    </message>
</context>
<context>
    <name>state</name>
    <message>
        <location filename="../core/table/state.py" line="+29"/>
        <source>A player went bust.</source>
        <translation>トビが出ました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last hand is over.</source>
        <translation>オーラスが終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer won the last hand while in first place.</source>
        <translation>オーラスでトップの親が和了しました（アガリやめ）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer was tenpai in the last hand while in first place.</source>
        <translation>オーラスでトップの親がテンパイで流局しました（テンパイやめ）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player reached the target in the extra round.</source>
        <translation>延長戦で返し点に達したプレイヤーが出ました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The extra round is over.</source>
        <translation>延長戦が終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was ended by time.</source>
        <translation>時間切れで対局を終えました。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{hand}, {honba} honba</source>
        <extracomment>A hand and its honba, naming one of the hands a dealer&apos;s repeats give one name.</extracomment>
        <translation>{hand} {honba}本場</translation>
    </message>
    <message>
        <location filename="../app/history/panel.py" line="+73"/>
        <location filename="../core/table/state.py" line="+25"/>
        <source>{wind}{number}</source>
        <extracomment>The hand in short: the round wind in one letter, then the hand (&quot;E2&quot;).</extracomment>
        <translation>{wind}{number}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../core/table/state.py" line="-36"/>
        <source>{wind} {number}</source>
        <extracomment>The hand being played: the round wind and the hand within the round (&quot;East 2&quot;).</extracomment>
        <translation>{wind}{number}局</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <location filename="../core/table/apply.py" line="+57"/>
        <source>The game is over: nothing more can be recorded (undo still works).</source>
        <translation>対局は終了しました。これ以上は記録できません（元に戻すことはできます）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This is not something that can be recorded at the table.</source>
        <translation>これは卓で記録できる出来事ではありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} has already declared riichi this hand.</source>
        <translation>{name}はこの局ですでにリーチしています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} has {points} points: riichi needs {stick}.</source>
        <translation>{name}の持ち点は{points}点です。リーチには{stick}点必要です。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} did not declare riichi in this hand, so this was no riichi tile.</source>
        <translation>{name}はこの局でリーチしていないため、リーチ宣言牌ではありません。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Pick the kind of abortive draw.</source>
        <translation>途中流局の種類を選んでください。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Riichi was declared in {hand}: record how that hand ended, then end the game by time.</source>
        <translation>{hand}でリーチが宣言されています。その局の結果を記録してから、時間切れで対局を終えてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No hand has been played yet: play at least one hand before ending the game by time.</source>
        <translation>まだ一局も打っていません。時間切れで終える前に、少なくとも一局打ってください。</translation>
    </message>
    <message>
        <location filename="../core/table/abortive_draws.py" line="+16"/>
        <source>Under these rules a triple ron is not an abortive draw.</source>
        <translation>このルールではトリプルロンは途中流局になりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules have no such abortive draw.</source>
        <translation>このルールにその途中流局はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A four-riichi draw needs all four players to have declared riichi.</source>
        <translation>四家立直には4人全員のリーチが必要です。</translation>
    </message>
    <message>
        <location filename="../core/table/apply.py" line="-36"/>
        <source>A correction moves points between two different players.</source>
        <translation>点数訂正は異なる2人の間で点数を移すものです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A correction is a positive number of points in steps of 100.</source>
        <translation>訂正する点数は100点単位の正の数にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A correction moves at most {limit} points: check the amount.</source>
        <translation>一度に訂正できるのは{limit}点までです。点数を確認してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Say why the points are corrected, so the table can check it later.</source>
        <translation>後で確認できるよう、訂正の理由を入力してください。</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <location filename="../core/counting/tiles.py" line="+103"/>
        <source>There is no {tile} with three players: the only man tiles are 1m and 9m.</source>
        <translation>3人打ちには {tile} はありません。萬子は1mと9mだけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These rules have no red fives: write {plain} instead of {red}.</source>
        <translation>このルールには赤ドラがありません。{red} ではなく {plain} と書いてください。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>There are only four {tile}: these tiles have {count}.</source>
        <translation>{tile} は4枚しかありませんが、{count}枚あります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is only one red five in a suit ({red}): these tiles have {count}.</source>
        <translation>赤五は各色1枚（{red}）だけですが、{count}枚あります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One of the four {tile} is the red five ({red}): these tiles have four plain ones.</source>
        <translation>4枚の {tile} のうち1枚は赤五（{red}）ですが、普通の五が4枚あります。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No tile is written with &apos;{char}&apos;: write digits followed by m, p, s or z, as in 123m55z.</source>
        <translation>&apos;{char}&apos; という牌はありません。123m55z のように数字のあとに m、p、s、z を書いてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No numbers come before &apos;{suit}&apos;: write 123m, not m.</source>
        <translation>&apos;{suit}&apos; の前に数字がありません。m ではなく 123m のように書いてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The digits &apos;{digits}&apos; have no suit: follow them with m, p, s or z.</source>
        <translation>数字 &apos;{digits}&apos; に種類がありません。あとに m、p、s、z を付けてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No tiles given.</source>
        <translation>牌が入力されていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no {number}z: the honours are 1z to 7z (East, South, West, North, White, Green, Red).</source>
        <translation>{number}z という牌はありません。字牌は1zから7z（東・南・西・北・白・發・中）です。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Give one tile, like 5p, not {count}: {tiles}.</source>
        <translation>5p のように牌を1枚だけ入力してください。{count}枚あります：{tiles}。</translation>
    </message>
</context>
<context>
    <name>win tiles</name>
    <message>
        <location filename="../core/counting/win_tiles.py" line="+46"/>
        <source>, </source>
        <extracomment>Between the yaku of a hand in the history.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{yaku} {han}</source>
        <translation>{yaku} {han}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{tiles}, won on {tile}</source>
        <extracomment>The tiles of a win in the history: the concealed tiles (the winning tile among them), the tile won on, then the calls (&quot;123m456p789s11z, won on 1z; pon:555z&quot;).</extracomment>
        <translation>{tiles}、和了牌 {tile}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>dora indicators {tiles}</source>
        <translation>ドラ表示牌 {tiles}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ura dora indicators {tiles}</source>
        <translation>裏ドラ表示牌 {tiles}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;{text}&apos; is not a meld: write chi, pon, kan or ankan, a colon and the tiles, as in pon:777z.</source>
        <translation>「{text}」は副露ではありません。chi、pon、kan、ankanの後にコロンと牌を書いてください（例: pon:777z）。</translation>
    </message>
</context>
<context>
    <name>wins</name>
    <message>
        <location filename="../core/table/wins.py" line="+44"/>
        <source>daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>daisuushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suukantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>These rules have no pao (liability) payments.</source>
        <translation>このルールには責任払い（パオ）がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules have no pao for {yakuman}.</source>
        <translation>このルールには{yakuman}のパオはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The winner cannot be liable for their own hand.</source>
        <translation>和了者が自分の手の責任払いをすることはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pao applies only to a yakuman hand.</source>
        <translation>パオは役満の手にだけ適用されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} can be liable for 1 to {count} yakuman of this hand.</source>
        <translation>{name}が責任払いできるのは、この手の役満1〜{count}つ分です。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A ron has one or two winners.</source>
        <translation>ロンの和了者は1人か2人です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ron has one, two or three winners.</source>
        <translation>ロンの和了者は1〜3人です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player cannot win on their own discard: record a tsumo.</source>
        <translation>自分の捨て牌ではロンできません。ツモとして記録してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same winner is listed twice.</source>
        <translation>同じ和了者が2回指定されています。</translation>
    </message>
</context>
<context>
    <name>yaku</name>
    <message>
        <location filename="../core/counting/names.py" line="-128"/>
        <source>Menzen Tsumo</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Riichi</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chankan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rinshan Kaihou</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haitei Raoyue</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Houtei Raoyui</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Open Riichi</source>
        <translation>ダブルオープン立直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nagashi Mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanyao</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iipeiko</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (haku)</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (hatsu)</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (chun)</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (seat wind east)</source>
        <translation>自風 東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (seat wind south)</source>
        <translation>自風 南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (seat wind west)</source>
        <translation>自風 西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (seat wind north)</source>
        <translation>自風 北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (round wind east)</source>
        <translation>場風 東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (round wind south)</source>
        <translation>場風 南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (round wind west)</source>
        <translation>場風 西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yakuhai (round wind north)</source>
        <translation>場風 北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sanshoku Doujun</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ittsu</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chantai</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honroutou</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toitoi</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>San Ankou</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>San Kantsu</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sanshoku Doukou</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chiitoitsu</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shou Sangen</source>
        <translation>小三元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honitsu</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Junchan</source>
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ryanpeikou</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinitsu</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kokushi Musou</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chuuren Poutou</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suu Ankou</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shousuushii</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ryuuiisou</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suu Kantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tsuu Iisou</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinroutou</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dai Suushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kokushi Musou Juusanmen Matchi</source>
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suu Ankou Tanki</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daburu Chuuren Poutou</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenhou</source>
        <translation>天和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chiihou</source>
        <translation>地和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renhou (yakuman)</source>
        <translation>人和（役満）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daisharin</source>
        <translation>大車輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daichisei</source>
        <translation>大七星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sashikomi</source>
        <translation>差し込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paarenchan</source>
        <translation>八連荘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aka Dora</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ura Dora</source>
        <translation>裏ドラ</translation>
    </message>
</context>
</TS>
