"""Golden cases from probe38 (the development set of session 57), rewritten in other words: each
mend of a false alarm with the catch it must keep.

- "Of the 40 kg of flour used, a quarter was rye": a whole that two of the window's figures in
  its unit make ("30 kg of wheat flour and 10 kg of rye"), not a rival of either; a whole they
  do not make ("Of the 45 kg") is still held to them;
- "None of the crushed glass goes to landfill": a participle after "the" names the noun; what is
  denied is the going, not the crushing.
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_conflicting

from reviewer.model import ConflictKind

K = ConflictKind
BAKERY = ("Bakery week summary. Head baker: Ines Carvalho. The bakery used 30 kg of wheat flour and, for a "
          "trial loaf, 10 kg of rye flour from a farm near Ely. The rye loaves sold out on both days.")
GLASS = ("Depot return, May. All glass collected was crushed at the Leeds depot and sent to a furnace in "
         "Knottingley; none goes to landfill.")
GLASS_LANDFILL = "Depot return, May. All glass collected was crushed at the Leeds depot, and half of it went to landfill."

CASES = [
    ("s57-whole-of-two", "Of the 40 kg of flour used that week, a quarter was rye.", BAKERY, False, None),
    ("s57-whole-of-two-wrong", "Of the 45 kg of flour used that week, a quarter was rye.", BAKERY, True,
     K.QUANTITY),
    ("s57-part-still-held", "The bakery used 40 kg of wheat flour that week.", BAKERY, True, K.QUANTITY),
    ("s57-participle-names-noun", "None of the crushed glass goes to landfill; it is sent to a furnace.", GLASS,
     False, None),
    ("s57-participle-still-denied", "None of the glass was crushed at the Leeds depot.", GLASS, True, K.NEGATION),
    ("s57-participle-noun-predicate", "None of the crushed glass went to landfill.", GLASS_LANDFILL, True, None),
]


@pytest.mark.parametrize("claim,source,conflicting,kind", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_golden_case(claim, source, conflicting, kind):
    assert_conflicting(claim, source, conflicting, kind)
