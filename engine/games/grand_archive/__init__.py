"""Grand Archive TCG: the effects stack and restriction abilities."""
