"""The banner over the table for what the player must know about the game's files: a save that
fails, a file that is not kept; with the way out as buttons beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.player_file import Link


class FileBanner(QFrame):
    reloadRequested = Signal()
    """The player wants the game from their file, as another program changed it."""
    saveAsRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setObjectName("bannerText")
        self.label.setWordWrap(True)
        # The messages quote file names: shown as they are, never as markup.
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.reload_button = QPushButton(self.tr("Reload from file"))
        self.reload_button.setObjectName("bannerReload")
        self.reload_button.clicked.connect(self.reloadRequested)
        self.save_as_button = QPushButton(self.tr("Save as…"))
        self.save_as_button.setObjectName("bannerSaveAs")
        self.save_as_button.clicked.connect(self.saveAsRequested)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.reload_button)
        row.addWidget(self.save_as_button)
        self.hide()

    def text(self) -> str:
        return self.label.text()

    def show_message(self, text: str, *, reload: bool = False, save_as: bool = False) -> None:
        """Show `text` with the buttons asked for; no text hides the banner."""
        self.label.setText(text)
        self.reload_button.setVisible(reload)
        self.save_as_button.setVisible(save_as)
        self.setVisible(bool(text))

    def follow(self, files: GameFiles | None) -> bool:
        """Say what the player must know about the game's files: a save that failed, a file
        that is not kept. Whether there is anything to say."""
        lines = []
        reload = False
        if files is not None and files.failure is not None:
            lines.append(files.failure)
        if files is not None and files.user_path is not None:
            name = files.user_path.name
            if files.link is Link.READ_ONLY:
                lines.append(
                    self.tr(
                        "{file} cannot be changed (it or its folder is read-only). Your hands "
                        "are kept in Tallyo's own copy; use Save as to keep them in a file."
                    ).format(file=name)
                )
            elif files.link is Link.LOST:
                lines.append(
                    self.tr(
                        "{file} no longer holds this game, so it is not written over. Your "
                        "hands are kept in Tallyo's own copy; use Save as to keep them in a file."
                    ).format(file=name)
                )
            elif files.link is Link.CHANGED:
                reload = True
                lines.append(
                    self.tr(
                        "{file} was changed by another program since Tallyo last saved it, so "
                        "it is not written over. Your hands are kept in Tallyo's own copy: "
                        "reload the game from the file, or use Save as to keep it in another."
                    ).format(file=name)
                )
        self.show_message("\n".join(lines), reload=reload, save_as=bool(lines))
        return bool(lines)
