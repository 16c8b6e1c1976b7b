"""Command-line subcommands. None of them imports Qt: they answer as fast as Python starts.

One module a subcommand, each with its `build_parser()` and `run(argv)`: `score`, `hand`,
`replay`, `export`, `rules`, `chart`, `standings` and `import_logs` (the `import` command).
Beside them: `entry` answers the `tallyo-desktop` command's own help, version and mistakes;
`parser` is the argument parser they share, with what they print and how they refuse; `payments`
is what `score` and `hand` both print.

May import: the core.
"""
