"""The game so far: the history of hands (`panel`), the points chart (`points_chart`) and the
result screen at the end (`settlement_dialog`).

May import: `app.table` and everything below it.
"""
