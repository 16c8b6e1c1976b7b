"""Games played online, read from their logs (Tenhou's mjlog XML and tenhou.net/6 JSON) and
turned into game records whose replay gives the log's payments and final points.

May import: `core.record` and everything below it.
"""
