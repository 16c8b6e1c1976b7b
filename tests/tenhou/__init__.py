"""Real Tenhou games (tests/data/tenhou) replayed through the core and compared with their logs."""
