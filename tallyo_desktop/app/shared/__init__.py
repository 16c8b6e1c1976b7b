"""Small pieces every part of the window uses: the look (colours, fonts, light and dark: `look`),
labels of plain text (`plain_text`), the translations (`translations`), the app's icon (`icon`),
the texts about the table's seats (`table_texts`), and every command of the window declared once
(`action_table`, its keys help in `keys_table`), made into actions and menus by `qt_actions`;
and a modal dialog asked, then deleted once it is answered (`modal`).

May import: the core, and nothing else of the app.
"""
