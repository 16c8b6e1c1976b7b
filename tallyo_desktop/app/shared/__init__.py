"""Small pieces every part of the window uses: the look (colours, fonts, light and dark: `look`),
labels of plain text (`plain_text`), the translations (`translations`), the app's icon (`icon`)
and the texts about the table's seats (`table_texts`).

May import: the core, and nothing else of the app.
"""
