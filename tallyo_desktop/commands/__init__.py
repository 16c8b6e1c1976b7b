"""Command-line subcommands. None of them imports Qt: they answer as fast as Python starts.

One module a subcommand, each with its `build_parser()` and `run(argv)`: `score`, `hand`,
`replay`, `export`, `rules`, `chart`, `standings`, `stats`, `import_logs` (the `import`
command), `seating` and `tournament` (a tournament file's ranking).
Beside them: `entry` answers the `tallyo-desktop` command's own help, version and mistakes;
`parser` is the argument parser they share, which names an option a command does not have
and adds the game files and the games `standings` and `stats` count;
`columns` pads and cuts text by the terminal columns it takes (a wide character takes two);
`output` refuses in words a file or folder a command cannot write, and writes a file whole;
`payments` is what `score` and `hand` both print; `stats_selection` picks the games `stats`
counts, and `stats_text` lays its figures out as text.

May import: the core.
"""
