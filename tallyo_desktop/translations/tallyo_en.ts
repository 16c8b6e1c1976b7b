<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GatherCommands</name>
    <message numerus="yes">
        <location filename="../app/library/gather_commands.py" line="+294"/>
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
</TS>
