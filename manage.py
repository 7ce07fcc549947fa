#!/usr/bin/env python
"""Django's command-line utility for Clover GenUI (embedded settings by default): the
checkout's spelling of ``python -m genui`` and of the ``genui`` script an install provides."""

from genui.__main__ import main

if __name__ == "__main__":
    main()
