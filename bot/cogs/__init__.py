"""Slash commands, one cog per command; each is a thin map from options to ``JudgeService``."""
