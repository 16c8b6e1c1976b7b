"""The rules a game is played under: every option (`rules`), the presets clubs and sites use
(`presets`), the published sources each preset follows (`sources*`), and the answer to each
question the table asks of the rules, for the engine and the entry forms alike (`questions`).

May import: the core's shared modules (`errors`, `i18n`, `exhaustive`, `seats`) only.
"""
