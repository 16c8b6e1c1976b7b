"""Practice in counting hands: a winning hand is shown, the player says its fu, han and payment,
and is told what was right and how the core counted it.

A question is a win as it lay on the table (`question`: read from the hands shipped with the app,
taken from real games, or made up by `made_up` to cover what players get wrong); `answer` holds
the core's count of it, marks the player's answer and explains the count; `drill` runs a session
of questions with its score and the accuracy by topic.

May import: `core.counting`, `core.scoring`, `core.rules` and the core's shared modules.
"""
