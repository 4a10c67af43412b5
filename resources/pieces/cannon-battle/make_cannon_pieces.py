#!/usr/bin/env python3
"""Writes the twelve SVGs (wE.svg ... bX.svg) of the workbench's Cannon Battle set.

Cannon Battle Chess (rulings K1-K31, shared/rules/cannon-battle.md) plays the
classic chess army (resources/pieces/chess/) beside five pieces of its own and
the craters its shots leave. Those are drawn here, in the chess set's manner so
that both sit on one board: a 100x100 view box, the chess palette and outline,
the same base plinth under the figures that stand on it, a common base line:

  E  elite pawn   a chess pawn wearing a tall crested helmet: a pawn, but plumed
  J  jester       a grinning bust in a three-horned fool's cap with bells, a ruff
  C  cannon       a muzzle-loader on a wooden carriage with a big spoked wheel
  S  ammunition   a pyramid of six cannonballs on a plank, left of centre, so
                  that the program's shot count badge has the bottom-right corner
  A  archer       a drawn bow with its arrow nocked, pointing up and forward
  X  crater       not a piece: a blast pit seen from above, filling the square,
                  with rubble round it; the rubble stones take the colour of the
                  side that fired (X White's, x Black's), the pit is the same

Each is a silhouette of its own so that none is taken for another, or for a
chess piece, at 24 px. One drawing per type, two palettes as in the chess set:
White a light body with a dark outline, Black a dark body with the same outline
and light detail lines. Only plain SVG Tiny features are used (path, rect,
circle, ellipse and presentation attributes): Qt Svg renders nothing else.
Edit the drawings here and run `python3 make_cannon_pieces.py`; it writes the
SVGs next to itself.
"""

import math
import os

PALETTES = {
    "w": {
        "body": "#f6f2e7",    # the piece (the chess set's)
        "shade": "#ddd5c2",   # plinth, collars, carriage, the cap's other half
        "line": "#1d1d22",    # outline
        "detail": "#1d1d22",  # lines inside a silhouette
        "dot": "#1d1d22",     # eyes, hub, bells' slots
        "shine": "#ffffff",   # a cannonball's highlight
    },
    "b": {
        "body": "#2c2c33",
        "shade": "#4a4a54",
        "line": "#1d1d22",
        "detail": "#e9e3d3",
        "dot": "#e9e3d3",
        "shine": "#e9e3d3",
    },
}

# The crater's earth: the same for both sides.
EARTH = {
    "ejecta": "#a39580",  # the thrown-out ring round the pit
    "rim": "#7b6d5a",     # the raised lip
    "wall": "#54493d",    # the pit's sides
    "floor": "#2e2822",   # the bottom
    "deep": "#1c1815",    # the darkest hollow
    "line": "#3a3129",    # cracks and outlines of earth
}

OUTLINE = 3.0  # every silhouette's outline (the chess set's)
DETAIL = 2.0   # lines inside a silhouette
BASE = 89.0    # where every piece stands


def fmt(v):
    """A coordinate as short as it can be written."""
    text = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pt(x, y):
    return fmt(x) + " " + fmt(y)


def solid(p, kind="body", width=OUTLINE):
    return (f'fill="{p[kind]}" stroke="{p["line"]}" stroke-width="{fmt(width)}" '
            f'stroke-linejoin="round" stroke-linecap="round"')


def stroke(p, width=DETAIL, kind="detail"):
    return (f'fill="none" stroke="{p[kind]}" stroke-width="{fmt(width)}" '
            f'stroke-linecap="round" stroke-linejoin="round"')


def dot(p, kind="dot"):
    return f'fill="{p[kind]}" stroke="none"'


def polygon(points):
    return "M" + " L".join(pt(x, y) for x, y in points) + " Z"


def dark(p):
    return p is PALETTES["b"]


def mirrored(start, segments):
    """A closed path symmetric about x=50 from its right half (as in the chess
    set): start on the axis at the top, segments ("L", (x, y)) or
    ("C", (x1, y1), (x2, y2), (x, y)) down to a point on the axis."""
    d = ["M" + pt(*start)]
    points = [start]
    for seg in segments:
        kind, *coords = seg
        d.append(kind + " ".join(pt(*c) for c in coords))
        points.append(coords[-1])
    for i in range(len(segments) - 1, -1, -1):
        kind, *coords = segments[i]
        begin = points[i]
        if kind == "L":
            d.append("L" + pt(100 - begin[0], begin[1]))
        else:
            (x1, y1), (x2, y2), _ = coords
            d.append("C" + " ".join(pt(100 - x, y) for x, y in
                                     ((x2, y2), (x1, y1), begin)))
    return " ".join(d) + " Z"


def base(p, half=27.0):
    """The chess set's foot: a low plinth on the base line and a step above it."""
    x0, x1 = 50 - half, 50 + half
    step = half - 5.5
    plinth = mirrored((50, 80.5), [
        ("L", (50 + half - 3, 80.5)),
        ("C", (50 + half, 80.5), (50 + half + 1, 82), (50 + half + 1, 84.5)),
        ("L", (50 + half + 1, BASE - 1.5)),
        ("C", (50 + half + 1, BASE), (50 + half, BASE), (50 + half - 1.5, BASE)),
        ("L", (50, BASE)),
    ])
    upper = mirrored((50, 74.5), [
        ("L", (50 + step - 3, 74.5)),
        ("C", (50 + step, 74.5), (50 + step + 1.5, 77), (50 + step + 2, 81)),
        ("L", (50, 81)),
    ])
    out = [f'<path d="{upper}" {solid(p, "shade")}/>',
           f'<path d="{plinth}" {solid(p, "shade")}/>']
    if dark(p):
        out.append(f'<path d="M{pt(50 - step + 1, 77.5)} L{pt(50 + step - 1, 77.5)}" {stroke(p, 1.6)}/>')
        out.append(f'<path d="M{pt(x0 + 3, 84)} L{pt(x1 - 3, 84)}" {stroke(p, 1.6)}/>')
    return out


def collar(p, cy, half, h=6.0):
    r = h / 2
    out = [f'<rect x="{fmt(50 - half)}" y="{fmt(cy - h / 2)}" width="{fmt(2 * half)}" '
           f'height="{fmt(h)}" rx="{fmt(r)}" ry="{fmt(r)}" {solid(p, "shade")}/>']
    if dark(p):
        out.append(f'<path d="M{pt(50 - half + r, cy)} L{pt(50 + half - r, cy)}" {stroke(p, 1.6)}/>')
    return out


def shaft(top_y, top_half, bottom_half, bottom_y=79.0, waist=0.0):
    return mirrored((50, top_y), [
        ("L", (50 + top_half, top_y)),
        ("C", (50 + top_half - waist, top_y + (bottom_y - top_y) * 0.55),
              (50 + bottom_half - 6, bottom_y - 4), (50 + bottom_half, bottom_y)),
        ("L", (50, bottom_y)),
    ])


def tube(x0, y0, x1, y1, w0, w1):
    """A straight tube from (x0, y0) to (x1, y1), w0 wide at the start and w1
    at the end, as a closed polygon."""
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    return polygon([(x0 + nx * w0 / 2, y0 + ny * w0 / 2), (x1 + nx * w1 / 2, y1 + ny * w1 / 2),
                    (x1 - nx * w1 / 2, y1 - ny * w1 / 2), (x0 - nx * w0 / 2, y0 - ny * w0 / 2)])


# --- the pieces ---------------------------------------------------------------


def elite(p):
    # The chess pawn (same foot, shaft and collar) whose ball wears a helmet
    # with a tall plume curling over to the front: a pawn at a glance, but
    # never a plain one, and taller than the pawn.
    plume = ("M44 27 C40 14 46 4 60 2.5 C74 1.5 85 9 87 22 C87.5 27 85 31 81 33 "
             "C81 26 77 20 71 19 C66 18.5 62 21 60 26 Z")
    return [f'<path d="{shaft(50, 10, 20.5, waist=1.0)}" {solid(p)}/>',
            *base(p, 24),
            *collar(p, 51, 14.5, 6),
            f'<path d="{plume}" {solid(p)}/>',
            f'<path d="M51 13 C57 8 67 8 74 12 M58 20 C63 15 72 15 78 20" {stroke(p, 1.8)}/>',
            f'<circle cx="50" cy="37" r="13" {solid(p)}/>',
            # the helmet's brim across the ball
            f'<path d="M37.5 37 C44 33 56 33 62.5 37" {stroke(p, 2.4)}/>']


def jester(p):
    # A bust in a fool's cap: three horns, the outer two drooping to bells at
    # the sides, the middle one standing up; a grin; a pointed ruff.
    ruff = ("M22 74 L26 64 L32 69 L36 60 L43 66 L50 58 L57 66 L64 60 L68 69 "
            "L74 64 L78 74 Z")
    left = "M38 34 C30 22 20 18 10 24 C9 33 12 41 16 46 C19 38 24 34 30 36 Z"
    right = "M62 34 C70 22 80 18 90 24 C91 33 88 41 84 46 C81 38 76 34 70 36 Z"
    middle = "M40 32 C40 20 44 12 54 6 C55 14 58 24 60 32 Z"
    out = [*base(p, 25),
           f'<path d="{ruff}" {solid(p, "shade")}/>',
           f'<ellipse cx="50" cy="48" rx="13" ry="14" {solid(p)}/>',
           f'<path d="{left}" {solid(p, "shade")}/>',
           f'<path d="{right}" {solid(p, "body")}/>',
           f'<path d="{middle}" {solid(p, "body")}/>',
           f'<path d="M34 37 C36 29 64 29 66 37 L66 39 C58 36.5 42 36.5 34 39 Z" {solid(p, "shade")}/>']
    for x, y in ((15, 49), (85, 49), (55, 5)):
        out.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="5" {solid(p)}/>')
    out += [f'<circle cx="45" cy="46" r="2" {dot(p)}/>',
            f'<circle cx="55" cy="46" r="2" {dot(p)}/>',
            f'<path d="M43 53 C46 57 54 57 57 53" {stroke(p)}/>']
    return out


def cannon(p):
    # A muzzle-loader seen from the side, muzzle to the right and a little up,
    # resting on a wooden carriage whose trail runs back to the ground, with a
    # big spoked wheel under the trunnions.
    hub = (50, 68)
    carriage = "M44 52 L60 50 L62 62 L20 86 L8 88 L8 83 Z"
    barrel = tube(20, 52, 90, 36, 19, 13)
    out = [f'<path d="{carriage}" {solid(p, "shade")}/>',
           f'<path d="{barrel}" {solid(p)}/>',
           # the muzzle's swell and the cascabel knob at the breech
           f'<path d="{tube(84, 37.4, 93, 35.3, 17, 17)}" {solid(p)}/>',
           f'<circle cx="15" cy="53" r="5" {solid(p)}/>',
           f'<circle cx="{fmt(hub[0])}" cy="{fmt(hub[1])}" r="20" {solid(p, "body")}/>']
    spokes = []
    for i in range(4):
        a = math.radians(45 * i + 22.5)
        dx, dy = 15.5 * math.cos(a), 15.5 * math.sin(a)
        spokes.append(f"M{pt(hub[0] - dx, hub[1] - dy)} L{pt(hub[0] + dx, hub[1] + dy)}")
    out += [f'<path d="{" ".join(spokes)}" {stroke(p, 2.2)}/>',
            f'<circle cx="{fmt(hub[0])}" cy="{fmt(hub[1])}" r="5" {solid(p, "shade")}/>',
            # reinforcing rings round the barrel
            f'<path d="M{pt(33, 40.5)} L{pt(37, 57.5)} M{pt(68, 33)} L{pt(71, 46.5)}" {stroke(p)}/>']
    return out


def ammunition(p):
    # Six cannonballs piled three, two, one on a plank: the full ammunition.
    # Drawn left of centre and clear of the bottom-right corner (x, y > 70),
    # where the program writes the number of shots left.
    r = 10.2
    gap = 1.4
    x0, y0 = 13, 66
    out = [f'<rect x="2" y="77" width="63" height="8.5" rx="2" ry="2" {solid(p, "shade")}/>']
    if dark(p):
        out.append(f'<path d="M6 81.25 L61 81.25" {stroke(p, 1.6)}/>')
    for row, count in enumerate((3, 2, 1)):
        for i in range(count):
            x = x0 + (r + gap / 2) * row + (2 * r + gap) * i
            y = y0 - row * (r * 1.8)
            out.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r)}" {solid(p)}/>')
            # a highlight on the upper left, so that dark balls stay apart
            out.append(f'<path d="M{pt(x - 6, y + 0.5)} C{pt(x - 6, y - 4)} {pt(x - 3.5, y - 6)} '
                       f'{pt(x + 0.5, y - 6)}" {stroke(p, 2.6, "shine")}/>')
    return out


def archer(p):
    # A bow drawn, its arrow nocked and pointing up and forward (the archer
    # shoots straight ahead, K16): drawn in a frame with the arrow along -y,
    # then turned 40 degrees clockwise.
    turn = math.radians(40)
    cx, cy = 48, 52

    def at(x, y):
        return (cx + x * math.cos(turn) - y * math.sin(turn),
                cy + x * math.sin(turn) + y * math.cos(turn))

    def path(points, close=False):
        d = "M" + " L".join(pt(*at(x, y)) for x, y in points)
        return d + (" Z" if close else "")

    def curve(start, *segments):
        d = "M" + pt(*at(*start))
        for c1, c2, end in segments:
            d += " C" + " ".join(pt(*at(*q)) for q in (c1, c2, end))
        return d

    # the bow: a thick limb bent away from the string, thinner at the tips
    back = curve((-41, 17), ((-48, 2), (-38, -24), (-14, -30)), ((-6, -32), (6, -32), (14, -30)),
                 ((38, -24), (48, 2), (41, 17)))
    belly = curve((35, 14), ((38, 2), (30, -14), (12, -18)), ((6, -19.5), (-6, -19.5), (-12, -18)),
                  ((-30, -14), (-38, 2), (-35, 14)))
    bow = back + " L" + belly[1:] + " Z"
    string = path([(-38, 15.5), (0, 30), (38, 15.5)])
    shaft_ = path([(0, 36), (0, -40)])
    head = path([(0, -52), (-7, -38), (0, -41), (7, -38)], close=True)
    fletch = path([(0, 30), (-7, 38), (-7, 46), (0, 40), (7, 46), (7, 38)], close=True)
    grip = path([(-5, -33), (5, -33), (5, -17), (-5, -17)], close=True)
    return [f'<path d="{string}" {stroke(p, 2.0, "line")}/>',
            f'<path d="{shaft_}" {stroke(p, 3.5 + 2 * OUTLINE, "line")}/>',
            f'<path d="{shaft_}" {stroke(p, 3.5, "shade")}/>',
            f'<path d="{fletch}" {solid(p, "shade")}/>',
            f'<path d="{bow}" {solid(p)}/>',
            f'<path d="{grip}" {solid(p, "shade")}/>',
            f'<path d="{head}" {solid(p)}/>']


def blob(cx, cy, radii, turn=0.0):
    """An irregular closed shape round (cx, cy): one radius per evenly spaced
    direction, joined by smooth curves (Catmull-Rom as cubic Béziers)."""
    n = len(radii)
    pts = []
    for i, r in enumerate(radii):
        a = math.radians(turn + 360.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = "M" + pt(*pts[0])
    for i in range(n):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += " C" + " ".join(pt(*q) for q in (c1, c2, p2))
    return d + " Z"


def crater(p):
    # Seen from above: a ring of thrown-out earth, a raised lip, the pit's
    # walls and its dark floor, off centre like a real blast; rubble stones
    # round it in the colours of the side that fired.
    e = EARTH
    earth = lambda kind: f'fill="{e[kind]}" stroke="none"'
    out = [f'<path d="{blob(50, 50, [46, 38, 44, 36, 47, 39, 43, 37, 46, 38, 45, 36, 44, 39, 47, 37], 4)}" '
           f'{earth("ejecta")}/>',
           f'<path d="{blob(50, 50, [33, 30, 34, 29, 33, 31, 35, 30, 32, 33], 20)}" {earth("rim")}/>',
           f'<path d="{blob(49, 51, [27, 24, 28, 23, 27, 25, 28, 24, 26, 27], 20)}" {earth("wall")}/>',
           # the far wall in shadow (light from the upper left, as on the pieces)
           f'<path d="M24 44 C26 32 38 25 50 24.5 C44 29 36 36 33 47 Z" {earth("floor")}/>',
           f'<path d="{blob(47, 53, [18, 16, 19, 15, 18, 17, 19, 16], 5)}" {earth("floor")}/>',
           f'<path d="{blob(46, 54, [9, 7, 10, 8, 9, 7], 30)}" {earth("deep")}/>',
           # cracks running out of the pit
           f'<path d="M78 30 L86 24 L90 26 M22 74 L14 80 M24 26 L17 19 M80 72 L87 79" '
           f'fill="none" stroke="{e["line"]}" stroke-width="2" stroke-linecap="round" '
           f'stroke-linejoin="round"/>']
    # rubble: stones thrown round the rim, in the firing side's piece colours
    stones = [(14, 46, 5.5, 0), (20, 28, 4.5, 30), (36, 12, 5, 10), (58, 10, 4, 50),
              (78, 20, 5.5, 20), (89, 44, 4.5, 0), (86, 66, 5, 40), (70, 86, 5.5, 15),
              (46, 90, 4.5, 60), (24, 82, 5, 25), (10, 62, 3.5, 5), (64, 20, 3, 0)]
    for x, y, r, turn in stones:
        shape = blob(x, y, [r, r * 0.75, r * 0.95, r * 0.7, r * 0.9], turn)
        out.append(f'<path d="{shape}" {solid(p, "body", 2.0)}/>')
    return out


PIECES = {"E": elite, "J": jester, "C": cannon, "S": ammunition, "A": archer, "X": crater}
NAMES = {"E": "elite pawn", "J": "jester", "C": "cannon", "S": "ammunition", "A": "archer",
         "X": "crater"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for colour, palette in PALETTES.items():
        side = "white" if colour == "w" else "black"
        for letter, draw in PIECES.items():
            what = (f"crater made by {side}" if letter == "X" else f"{side} {NAMES[letter]}")
            body = "\n".join("  " + element for element in draw(palette))
            text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                    f"<!-- Cannon Battle: {what}. Written by make_cannon_pieces.py; "
                    "edit that, not this. -->\n"
                    '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                    'width="100" height="100" viewBox="0 0 100 100">\n'
                    f"{body}\n</svg>\n")
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w") as out:
                out.write(text)


if __name__ == "__main__":
    main()
