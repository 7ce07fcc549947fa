"""Django's command line for Clover GenUI, embedded settings by default.

``python -m genui COMMAND`` and the ``genui`` script an install puts on PATH (and
``manage.py`` in a checkout) all run ``main``: ``genui check``, ``genui serve``,
``genui validate_page --demo seasons/en``...
"""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "genui.settings.base")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
