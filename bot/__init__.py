"""The Discord layer of tcg-judge: cogs, views, the pure renderer and the local console."""
