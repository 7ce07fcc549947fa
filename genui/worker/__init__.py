"""The model worker: the process (or, embedded, the thread) that owns the Clover model.

Web processes never run the model. A worker loads it once, announces itself with
heartbeats in the database (so every web process can report it on /health), and
serves generation jobs.
"""
