<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AchievementLines</name>
    <message numerus="yes">
        <location filename="../app/club/achievement_lines.py" line="+27"/>
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CentrePanel</name>
    <message numerus="yes">
        <location filename="../app/table/centre_panel.py" line="+104"/>
        <source>{honba} honba, %n riichi stick(s) on the table</source>
        <translation>
            <numerusform>{honba} honba, %n riichi stick on the table</numerusform>
            <numerusform>{honba} honba, %n riichi sticks on the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message numerus="yes">
        <location filename="../app/library/conflict_dialog.py" line="+110"/>
        <source>Decide these and the %n other(s) later</source>
        <translation>
            <numerusform>Decide these and the %n other later</numerusform>
            <numerusform>Decide these and the %n others later</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataFolderDialog</name>
    <message numerus="yes">
        <location filename="../app/window/data_folder_help.py" line="+99"/>
        <source>games: the unfinished games (%n)</source>
        <translation>
            <numerusform>games: the unfinished games (%n)</numerusform>
            <numerusform>games: the unfinished games (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>games/finished: the finished games (%n), each from the moment it ends; the library is made from them</source>
        <translation>
            <numerusform>games/finished: the finished games (%n), each from the moment it ends; the library is made from them</numerusform>
            <numerusform>games/finished: the finished games (%n), each from the moment it ends; the library is made from them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FigureWords</name>
    <message numerus="yes">
        <location filename="../app/club/figure_words.py" line="+78"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hand(s)</source>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln win</numerusform>
            <numerusform>%Ln wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln deal-in(s)</source>
        <translation>
            <numerusform>%Ln deal-in</numerusform>
            <numerusform>%Ln deal-ins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln riichi</source>
        <translation>
            <numerusform>%Ln riichi</numerusform>
            <numerusform>%Ln riichi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln first riichi</source>
        <translation>
            <numerusform>%Ln first riichi</numerusform>
            <numerusform>%Ln first riichi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln chasing riichi</source>
        <translation>
            <numerusform>%Ln chasing riichi</numerusform>
            <numerusform>%Ln chasing riichi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln draw</numerusform>
            <numerusform>%Ln draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln dealer hand(s)</source>
        <translation>
            <numerusform>%Ln dealer hand</numerusform>
            <numerusform>%Ln dealer hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln win(s) with tiles</source>
        <translation>
            <numerusform>%Ln win with tiles</numerusform>
            <numerusform>%Ln wins with tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n repeat(s)</source>
        <translation>
            <numerusform>%n repeat</numerusform>
            <numerusform>%n repeats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{count} in %Ln hand(s), {rate:.1f} %</source>
        <translation>
            <numerusform>{count} in %Ln hand, {rate:.1f} %</numerusform>
            <numerusform>{count} in %Ln hands, {rate:.1f} %</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message numerus="yes">
        <location filename="../app/club/player_figures.py" line="+214"/>
        <source>{rating:.0f} after %n game(s)</source>
        <translation>
            <numerusform>{rating:.0f} after %n game</numerusform>
            <numerusform>{rating:.0f} after %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message numerus="yes">
        <location filename="../app/window/file_commands.py" line="+149"/>
        <source>%n hand(s) recorded since the last save are not saved.</source>
        <translation>
            <numerusform>%n hand recorded since the last save is not saved.</numerusform>
            <numerusform>%n hands recorded since the last save are not saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Quit and lose %n hand(s)</source>
        <translation>
            <numerusform>Quit and lose %n hand</numerusform>
            <numerusform>Quit and lose %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Go on and lose %n hand(s)</source>
        <translation>
            <numerusform>Go on and lose %n hand</numerusform>
            <numerusform>Go on and lose %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GatherCommands</name>
    <message numerus="yes">
        <location filename="../app/library/gather_commands.py" line="+241"/>
        <source>New games stored: %n</source>
        <translation>
            <numerusform>New games stored: %n</numerusform>
            <numerusform>New games stored: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Longer copies taken: %n</source>
        <translation>
            <numerusform>Longer copies taken: %n</numerusform>
            <numerusform>Longer copies taken: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Already in the library: %n</source>
        <translation>
            <numerusform>Already in the library: %n</numerusform>
            <numerusform>Already in the library: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unfinished, left where they are: %n</source>
        <translation>
            <numerusform>Unfinished, left where they are: %n</numerusform>
            <numerusform>Unfinished, left where they are: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Could not be read: %n</source>
        <translation>
            <numerusform>Could not be read: %n</numerusform>
            <numerusform>Could not be read: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Copies that contradict each other: %n</source>
        <translation>
            <numerusform>Copies that contradict each other: %n</numerusform>
            <numerusform>Copies that contradict each other: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Copies set aside before, when another copy was kept: %n</source>
        <translation>
            <numerusform>Copies set aside before, when another copy was kept: %n</numerusform>
            <numerusform>Copies set aside before, when another copy was kept: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n new game(s)</source>
        <translation>
            <numerusform>%n new game</numerusform>
            <numerusform>%n new games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n longer copy(-ies)</source>
        <translation>
            <numerusform>%n longer copy</numerusform>
            <numerusform>%n longer copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) that could not be read</source>
        <translation>
            <numerusform>%n file that could not be read</numerusform>
            <numerusform>%n files that could not be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) have copies that differ: gather the folder with Gather a folder… to choose which counts.</source>
        <translation>
            <numerusform>%n game has copies that differ: gather the folder with Gather a folder… to choose which counts.</numerusform>
            <numerusform>%n games have copies that differ: gather the folder with Gather a folder… to choose which counts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSearchWindow</name>
    <message numerus="yes">
        <location filename="../app/club/hand_search.py" line="+219"/>
        <source>%n found. Enter or a double click opens the game at the hand.</source>
        <translation>
            <numerusform>%n found. Enter or a double click opens the game at the hand.</numerusform>
            <numerusform>%n found. Enter or a double click opens the game at the hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportCommands</name>
    <message numerus="yes">
        <location filename="../app/library/import_commands.py" line="+211"/>
        <source>Games imported into the library: %n</source>
        <translation>
            <numerusform>Games imported into the library: %n</numerusform>
            <numerusform>Games imported into the library: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Already there: %n</source>
        <translation>
            <numerusform>Already there: %n</numerusform>
            <numerusform>Already there: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Unfinished, to play on with Game ▸ Continue a game: %n</source>
        <translation>
            <numerusform>Unfinished, to play on with Game ▸ Continue a game: %n</numerusform>
            <numerusform>Unfinished, to play on with Game ▸ Continue a game: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Not imported: %n</source>
        <translation>
            <numerusform>Not imported: %n</numerusform>
            <numerusform>Not imported: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Games whose copies contradict each other: %n</source>
        <translation>
            <numerusform>Games whose copies contradict each other: %n</numerusform>
            <numerusform>Games whose copies contradict each other: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryKeeper</name>
    <message numerus="yes">
        <location filename="../app/library/keeper.py" line="+156"/>
        <source>The game library was damaged, so it was made again from the game files (%n game(s)). The damaged copy is kept as {path}.</source>
        <translation>
            <numerusform>The game library was damaged, so it was made again from the game files (%n game). The damaged copy is kept as {path}.</numerusform>
            <numerusform>The game library was damaged, so it was made again from the game files (%n games). The damaged copy is kept as {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The %n practice session(s) it still held were kept.</source>
        <translation>
            <numerusform>The %n practice session it still held was kept.</numerusform>
            <numerusform>The %n practice sessions it still held were kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>The library took in the %n game(s) it had missed when Tallyo Desktop last ran.</source>
        <translation>
            <numerusform>The library took in the %n game it had missed when Tallyo Desktop last ran.</numerusform>
            <numerusform>The library took in the %n games it had missed when Tallyo Desktop last ran.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message numerus="yes">
        <location filename="../app/library/window.py" line="+262"/>
        <source>Rebuilt from the game files: %n game(s).</source>
        <translation>
            <numerusform>Rebuilt from the game files: %n game.</numerusform>
            <numerusform>Rebuilt from the game files: %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltiesPage</name>
    <message numerus="yes">
        <location filename="../app/tournament/penalties_page.py" line="+138"/>
        <source>Round {round}: {reported} of %n table(s), results {results}</source>
        <translation>
            <numerusform>Round {round}: {reported} of %n table, results {results}</numerusform>
            <numerusform>Round {round}: {reported} of %n tables, results {results}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PeoplePage</name>
    <message numerus="yes">
        <location filename="../app/club/people_page.py" line="+220"/>
        <source>These %n names are one player. Show them as:</source>
        <translation>
            <numerusform>This %n name is one player. Show it as:</numerusform>
            <numerusform>These %n names are one player. Show them as:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message numerus="yes">
        <location filename="../app/club/player_page.py" line="+129"/>
        <source>%n game(s) here, total {total}, average place {place:.2f}</source>
        <translation>
            <numerusform>%n game here, total {total}, average place {place:.2f}</numerusform>
            <numerusform>%n games here, total {total}, average place {place:.2f}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerStatistics</name>
    <message numerus="yes">
        <location filename="../app/club/player_statistics.py" line="+266"/>
        <source>At one table %n time(s): {me} finished above {other} {above}, below {below}; average places {my_place:.2f} and {their_place:.2f}, results {my_result} and {their_result}.</source>
        <translation>
            <numerusform>At one table once: {me} finished above {other} {above}, below {below}; average places {my_place:.2f} and {their_place:.2f}, results {my_result} and {their_result}.</numerusform>
            <numerusform>At one table %n times: {me} finished above {other} {above}, below {below}; average places {my_place:.2f} and {their_place:.2f}, results {my_result} and {their_result}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message numerus="yes">
        <location filename="../app/tournament/players_page.py" line="+231"/>
        <source>%n table(s) of {size}.</source>
        <translation>
            <numerusform>%n table of {size}.</numerusform>
            <numerusform>%n tables of {size}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message numerus="yes">
        <location filename="../app/practice/window.py" line="+302"/>
        <source>Score: {right} of %n hand(s) right</source>
        <translation>
            <numerusform>Score: {right} of %n hand right</numerusform>
            <numerusform>Score: {right} of %n hands right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <location filename="../app/club/results_chart.py" line="+34"/>
        <source>%n game(s): the line is the running total, the bars each game&apos;s result</source>
        <translation>
            <numerusform>%n game: the line is the running total, the bars each game&apos;s result</numerusform>
            <numerusform>%n games: the line is the running total, the bars each game&apos;s result</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message numerus="yes">
        <location filename="../app/tournament/results_page.py" line="+152"/>
        <source>{reported} of %n table(s) have reported.</source>
        <translation>
            <numerusform>{reported} of %n table has reported.</numerusform>
            <numerusform>{reported} of %n tables have reported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchedulePage</name>
    <message numerus="yes">
        <location filename="../app/tournament/schedule_page.py" line="+251"/>
        <source>%n meeting(s) repeated.</source>
        <translation>
            <numerusform>%n meeting repeated.</numerusform>
            <numerusform>%n meetings repeated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Round {round}: {reported} of %n table(s) reported</source>
        <translation>
            <numerusform>Round {round}: {reported} of %n table reported</numerusform>
            <numerusform>Round {round}: {reported} of %n tables reported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message numerus="yes">
        <location filename="../app/club/standings_page.py" line="+253"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsTableModel</name>
    <message numerus="yes">
        <location filename="../app/library/standings_model.py" line="+114"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n win(s) in {hands}</source>
        <translation>
            <numerusform>%n win in {hands}</numerusform>
            <numerusform>%n wins in {hands}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal-in(s) in {hands}</source>
        <translation>
            <numerusform>%n deal-in in {hands}</numerusform>
            <numerusform>%n deal-ins in {hands}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n riichi in {hands}</source>
        <translation>
            <numerusform>%n riichi in {hands}</numerusform>
            <numerusform>%n riichi in {hands}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{busts} of %n game(s) finished below zero</source>
        <translation>
            <numerusform>{busts} of %n game finished below zero</numerusform>
            <numerusform>{busts} of %n games finished below zero</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message numerus="yes">
        <location filename="../app/club/standings_page.py" line="-200"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentBoard</name>
    <message numerus="yes">
        <location filename="../app/tournament/board_texts.py" line="+24"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message numerus="yes">
        <location filename="../app/tournament/window.py" line="+327"/>
        <source>%n player(s) registered from {file}.</source>
        <translation>
            <numerusform>%n player registered from {file}.</numerusform>
            <numerusform>%n players registered from {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n table(s)&apos; results taken from their games.</source>
        <translation>
            <numerusform>%n table&apos;s results taken from their games.</numerusform>
            <numerusform>%n tables&apos; results taken from their games.</numerusform>
        </translation>
    </message>
</context>
</TS>
