"""Files the app loads at run time (its icon), read through importlib.resources."""
