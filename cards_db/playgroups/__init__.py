"""Playgroups: asynchronous games stored in SQLite and replayed through the engine."""
