"""Altered: steps and atomic actions, choices in initiative order, reactions as emblems in Limbo."""
