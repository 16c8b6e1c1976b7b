import sys

from tallyo_desktop.cli import main

sys.exit(main())
