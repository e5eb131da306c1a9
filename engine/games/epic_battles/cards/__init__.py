"""Per-card modules: only what no verb expresses."""
