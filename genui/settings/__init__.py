"""Settings: ``base`` (the embedded default) plus thin overrides, ``production`` and ``test``.

``env.py`` is the only module that reads the process environment; every other
settings module takes its values from the ``Environment`` it returns.
"""
