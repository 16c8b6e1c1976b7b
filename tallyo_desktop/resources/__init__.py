"""Files the app loads at run time: its icon, found beside the modules (see app/shared/icon.py)."""
