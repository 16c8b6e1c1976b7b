"""Tallyo Desktop: an offline scorekeeper for riichi mahjong."""

__version__ = "0.1.0"
