"""Small pieces every part of the window uses: the look (colours, fonts, light and dark: `look`),
labels of plain text (`plain_text`), the translations (`translations`), the app's icon (`icon`),
the texts about the table's seats (`table_texts`), and every command of the window declared once
(`action_table`, its keys help in `keys_table`), made into actions and menus by `qt_actions`;
what the club's and the tournament's big boards paint alike (`big_board`); where a save dialog
starts and the name it proposes (`save_places`); a local socket on Linux and macOS without
QtNetwork (`unix_socket`); and a modal dialog asked, then deleted once it is answered (`modal`).

May import: the core, and nothing else of the app.
"""
