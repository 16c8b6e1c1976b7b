"""Choosing and reading the rules: the new-game dialog (`new_game_dialog`), the rules editor
(`editor`, each option's editor in `option_editors`, with what they say of the options in
`texts` and of their choices in `choice_texts`), a preset's summary (`summary`) and its section
of the rules page (`reference`).

May import: `app.game`, `app.shared` and the core.
"""
