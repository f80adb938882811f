"""``python -m reviewer …``: the ``reviewer`` command, for a checkout that is not installed."""

import sys

from reviewer.cli import main

sys.exit(main())
