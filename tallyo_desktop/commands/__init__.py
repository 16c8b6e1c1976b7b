"""Command-line subcommands. None of them imports Qt: they answer as fast as Python starts."""
