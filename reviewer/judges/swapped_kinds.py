"""Two figures a claim gives to two things that its window gives the other way round: "Seven
carious lesions were recorded, and eleven teeth had been lost" against "7 teeth were lost before
death and 11 carious lesions were recorded". Read by ``conflict_numbers.number_hits``, which
otherwise leaves alone a figure the window gives (here, of the teeth)."""

from __future__ import annotations

from reviewer.judges.conflict_quantities import Quantity


def swapped_kinds(q: Quantity, v: Quantity, cq: list[Quantity], wq: list[Quantity]) -> bool:
    """The claim gives ``q``'s figure to one thing and the rival ``v``'s figure (the window's, of
    ``q``'s thing) to another, and the window gives ``q``'s figure to that other thing."""
    return any(o.key == v.key and o.unit and o.unit != v.unit for o in cq) and any(
        w.key == q.key and w.unit and w.unit != q.unit and any(o.key == v.key and o.unit == w.unit for o in cq)
        for w in wq)
