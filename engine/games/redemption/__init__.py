"""Redemption CCG: battles, ability activations and interrupts (REG 11.0.0)."""
