import sys

from tallyo_desktop.cli import run

sys.exit(run())
