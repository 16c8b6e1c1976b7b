"""Tallyo Desktop: an offline scorekeeper for riichi mahjong.

    core       the Qt-free core: scoring, rules and presets, the table, the settlement, the
               game record, the library, the club, logs from elsewhere
    app        the Qt application: the main window and everything it opens
    commands   the command line's subcommands (score, replay, chart...), which import
               neither Qt nor the app
    resources  the files the app loads at run time: its icons, the practice's hands

`cli` is the `tallyo-desktop` command, the app or one of its subcommands; `__main__` runs it as
`python -m tallyo_desktop`.
"""

__version__ = "0.1.0"
