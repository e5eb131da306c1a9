"""Printed-text compilers: a game's effect sentences as verb steps of its card contract."""
