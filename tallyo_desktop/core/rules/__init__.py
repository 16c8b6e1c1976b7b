"""The rules a game is played under: every option (`rules`), the presets clubs and sites use
(`presets`), and the published sources each preset follows (`sources*`).

May import: the core's shared modules (`errors`, `i18n`, `exhaustive`, `seats`) only.
"""
