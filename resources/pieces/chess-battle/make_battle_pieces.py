#!/usr/bin/env python3
"""Writes the fourteen SVGs (wH.svg ... bS.svg) of the workbench's Chess-Battle set.

Chess-Battle (Yurgelevich, 1933) fights with the arms of its day, so its pieces
are drawn as 1930s military matter, seen from the side and facing right like
the airship set, in a 100x100 view box, standing on a common ground line:

  H  headquarters  a bell tent under a tall swallow-tailed flag with a star
  B  bomber        a biplane with a bomb under its fuselage
  T  tank          a turreted tank on tracks with road wheels
  G  gun           a field gun: big spoked wheel, shield, long barrel raised
  M  machine-gun   a water-cooled machine-gun on a splayed tripod
  C  cavalry       a horseman at the gallop, his sabre raised forward
  S  soldier       a helmeted soldier's bust, the smallest piece

Each is a bold silhouette of its own so the seven stay apart at 24 px. One
drawing per type, two palettes: White is a light body with a dark outline,
Black a dark body with light details. Only plain SVG Tiny features are used
(path, rect, circle, ellipse and presentation attributes): Qt Svg renders
nothing else. Edit the drawings here and run `python3 make_battle_pieces.py`;
it writes the SVGs next to itself.
"""

import math
import os

PALETTES = {
    "w": {
        "body": "#f6f2e7",    # the piece
        "shade": "#d8d0bd",   # secondary parts: tracks, trail, flag pole, mane
        "line": "#1d1d22",    # outline
        "detail": "#1d1d22",  # lines inside a silhouette
        "dot": "#1d1d22",     # eyes, star, door, hubs
        "steel": "#f6f2e7",   # the sabre's blade
    },
    "b": {
        "body": "#2c2c33",
        "shade": "#4a4a54",
        "line": "#0e0e12",
        "detail": "#ece6d6",
        "dot": "#ece6d6",
        "steel": "#ece6d6",
    },
}

OUTLINE = 3.5  # every silhouette's outline
DETAIL = 2.2   # lines inside a silhouette
GROUND = 87.0  # where every piece stands


def fmt(v):
    """A coordinate as short as it can be written."""
    text = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pt(x, y):
    return fmt(x) + " " + fmt(y)


def solid(p, kind="body"):
    return (f'fill="{p[kind]}" stroke="{p["line"]}" stroke-width="{fmt(OUTLINE)}" '
            f'stroke-linejoin="round" stroke-linecap="round"')


def stroke(p, width=DETAIL, kind="detail"):
    return (f'fill="none" stroke="{p[kind]}" stroke-width="{fmt(width)}" '
            f'stroke-linecap="round" stroke-linejoin="round"')


def dot(p):
    return f'fill="{p["dot"]}" stroke="none"'


def bar(p, d, width, kind="shade"):
    """A thick outlined stroke (a leg, a strut, a pole): the outline drawn as a
    wide dark stroke, the fill as a narrower one on top of it."""
    return [f'<path d="{d}" {stroke(p, width + 2 * OUTLINE, "line")}/>',
            f'<path d="{d}" {stroke(p, width, kind)}/>']


def polygon(points):
    return "M" + " L".join(pt(x, y) for x, y in points) + " Z"


def star(cx, cy, r, inner=0.42, turn=-90.0):
    pts = []
    for i in range(10):
        a = math.radians(turn + 36 * i)
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return polygon(pts)


def tube(x0, y0, x1, y1, w0, w1):
    """A straight tube from (x0, y0) to (x1, y1), w0 wide at the start and w1
    at the end, as a closed polygon."""
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    return polygon([(x0 + nx * w0 / 2, y0 + ny * w0 / 2), (x1 + nx * w1 / 2, y1 + ny * w1 / 2),
                    (x1 - nx * w1 / 2, y1 - ny * w1 / 2), (x0 - nx * w0 / 2, y0 - ny * w0 / 2)])


def headquarters(p):
    # A bell tent under a tall flag: the flag with its star marks the royal piece.
    tent = "M50 44 L84 68 L86 87 L14 87 L16 68 Z"
    flag = "M52 7 L91 7 L83 19.5 L91 32 L52 32 Z"
    return [*bar(p, "M50 10 L50 46", 3.2),
            f'<path d="{flag}" {solid(p)}/>',
            f'<path d="{star(66, 19.5, 8.5)}" {dot(p)}/>',
            f'<circle cx="50" cy="6.5" r="3.8" {solid(p, "shade")}/>',
            f'<path d="{tent}" {solid(p)}/>',
            f'<path d="M16 68 L84 68" {stroke(p)}/>',
            f'<path d="M50 55 L41 87 L59 87 Z" {dot(p)}/>']


def bomber(p):
    # A biplane bomber: two wings joined by struts, a propeller on the nose,
    # a tail fin, and a bomb slung under the fuselage.
    fuselage = ("M10 47 L10 41 L66 39 C78 39 86 43 86 48 C86 53 78 57 66 57 "
                "L26 56 L10 51 Z")
    fin = "M11 43 L6 22 L18 22 L30 42 Z"
    return [*bar(p, "M40 30 L43 59 M66 30 L63 59", 2.4),
            f'<path d="{fin}" {solid(p, "shade")}/>',
            # the bomb under the lower wing, nose forward, fins at the back
            f'<path d="M34 74 L26 68 L26 80 Z" {solid(p, "shade")}/>',
            f'<path d="M30 74 C30 69 40 68 50 68 C58 68 62 71 62 74 C62 77 58 80 50 80 '
            f'C40 80 30 79 30 74 Z" {solid(p)}/>',
            f'<path d="M44 62 L46 68" {stroke(p, 2.4, "line")}/>',
            f'<path d="{fuselage}" {solid(p)}/>',
            f'<rect x="26" y="21" width="56" height="9" rx="4.5" ry="4.5" {solid(p, "shade")}/>',
            f'<rect x="32" y="57" width="46" height="8" rx="4" ry="4" {solid(p, "shade")}/>',
            f'<rect x="86" y="26" width="6" height="44" rx="3" ry="3" {solid(p, "shade")}/>',
            f'<circle cx="87" cy="48" r="3.5" {solid(p)}/>',
            f'<path d="M18 48 L72 48" {stroke(p)}/>',
            f'<circle cx="76" cy="44" r="2.6" {dot(p)}/>',
            # on a dark piece the dark wings melt into the fuselage: trace them light
            *([f'<path d="M31 25.5 L77 25.5 M37 61 L73 61" {stroke(p, 1.8)}/>']
              if p is PALETTES["b"] else [])]


def tank(p):
    # A 1930s light tank: tracks round five road wheels, a sloped hull, a
    # turret with a hatch and a gun forward.
    track = "M19 64 L81 64 C87 64 91 69 91 75.5 C91 82 87 87 81 87 L19 87 C13 87 9 82 9 75.5 C9 69 13 64 19 64 Z"
    hull = "M12 64 L16 50 L72 50 L90 60 L90 65 L12 65 Z"
    turret = "M32 50 L36 33 L62 33 L68 50 Z"
    out = [f'<rect x="64" y="37" width="30" height="6" rx="1.5" ry="1.5" {solid(p, "shade")}/>',
           f'<rect x="42" y="27" width="12" height="7" rx="2" ry="2" {solid(p, "shade")}/>',
           f'<path d="{turret}" {solid(p)}/>',
           f'<path d="{track}" {solid(p, "shade")}/>']
    for x in (23, 38.5, 54, 69.5):
        out.append(f'<circle cx="{fmt(x)}" cy="76" r="6.5" {solid(p)}/>')
    out += [f'<circle cx="84" cy="73" r="4" {solid(p)}/>',
            f'<path d="{hull}" {solid(p)}/>',
            f'<path d="M20 57.5 L76 57.5" {stroke(p)}/>',
            f'<circle cx="58" cy="42" r="2.4" {dot(p)}/>']
    return out


def gun(p):
    # A field gun: a long barrel raised to the right over a big spoked wheel,
    # a shield behind it and the trail running back to the ground.
    hub = (42, 66)
    barrel = tube(30, 60, 96, 17, 10, 7)
    breech = tube(26, 63, 62, 39.5, 14, 14)
    out = [f'<path d="M42 62 L5 82 L7 88 L46 72 Z" {solid(p, "shade")}/>',
           f'<path d="{barrel}" {solid(p, "shade")}/>',
           f'<path d="{breech}" {solid(p)}/>',
           f'<path d="M50 28 L66 24 L64 58 L48 61 Z" {solid(p, "shade")}/>',
           f'<circle cx="{fmt(hub[0])}" cy="{fmt(hub[1])}" r="20.5" {solid(p)}/>']
    spokes = []
    for i in range(4):
        a = math.radians(45 * i + 22.5)
        dx, dy = 15.5 * math.cos(a), 15.5 * math.sin(a)
        spokes.append(f"M{pt(hub[0] - dx, hub[1] - dy)} L{pt(hub[0] + dx, hub[1] + dy)}")
    out += [f'<path d="{" ".join(spokes)}" {stroke(p, 2.0)}/>',
            f'<circle cx="{fmt(hub[0])}" cy="{fmt(hub[1])}" r="5" {solid(p, "shade")}/>']
    return out


def machine_gun(p):
    # A Maxim-style machine-gun: fluted water jacket, a box receiver with
    # spade grips at the back, all on a squat tripod of splayed legs.
    out = [*bar(p, "M44 54 L16 86 M48 54 L74 86", 4.5),
           *bar(p, "M46 54 L46 84", 4.0),
           f'<rect x="78" y="41" width="14" height="6" rx="1.5" ry="1.5" {solid(p, "shade")}/>',
           f'<rect x="46" y="36" width="34" height="16" rx="3" ry="3" {solid(p)}/>',
           f'<path d="M22 36.5 L13 36.5 L13 51.5 L22 51.5" {stroke(p, 4.5 + 2 * OUTLINE, "line")}/>',
           f'<path d="M22 36.5 L13 36.5 L13 51.5 L22 51.5" {stroke(p, 4.5, "shade")}/>',
           f'<rect x="20" y="33" width="28" height="22" rx="2" ry="2" {solid(p, "shade")}/>',
           f'<rect x="39" y="53" width="14" height="6" rx="1.5" ry="1.5" {solid(p, "shade")}/>',
           f'<path d="M56 38.5 L56 49.5 M64 38.5 L64 49.5 M72 38.5 L72 49.5" {stroke(p)}/>',
           f'<path d="M26 40 L42 40" {stroke(p)}/>']
    return out


def cavalry(p):
    # A cavalryman at the gallop: the horse stretched out facing right, the
    # rider leaning forward with his sabre raised ahead of him.
    horse = ("M24 46 C32 42 44 43 56 44 C62 40 66 32 72 24 L75 14 L80 21 "
             "C86 24 92 30 95 35 C96 39 92 41 88 39 C84 37 80 38 78 42 "
             "C76 46 75 50 74 54 L88 60 L96 71 L90 76 L82 68 L70 64 "
             "C62 66 50 66 41 64 L33 73 L14 82 L10 76 L26 68 L25 60 "
             "C22 56 22 50 24 46 Z")
    far_legs = ("M68 60 L77 74 L72 84 L79 87.5 L84 74 L76 60 Z "
                "M35 62 L39 76 L34 86 L42 87.5 L46 76 L43 62 Z")
    tail = "M25 48 C16 47 10 52 7 62 L13 61 C16 56 20 54 25 54 Z"
    return [*bar(p, "M62 27 L80 3", 3.2, "steel"),
            f'<path d="{far_legs}" {solid(p, "shade")}/>',
            f'<path d="{tail}" {solid(p, "shade")}/>',
            f'<path d="{horse}" {solid(p)}/>',
            # the rider: torso, arm reaching forward to the hilt, cap
            f'<path d="M46 46 L48 28 C50 24 56 24 58 27 L64 30 L62 34 L57 33 L56 46 Z" {solid(p, "shade")}/>',
            f'<path d="M50 44 L60 46 L58 58" {stroke(p, 4.5 + 2 * OUTLINE, "line")}/>',
            f'<path d="M50 44 L60 46 L58 58" {stroke(p, 4.5, "shade")}/>',
            f'<circle cx="53" cy="20" r="6" {solid(p)}/>',
            f'<path d="M46.5 18.5 C47 12 58 11 59.5 17.5 Z" {solid(p, "shade")}/>',
            f'<path d="M60 29 L65 25" {stroke(p, 2.6, "line")}/>',
            f'<circle cx="85" cy="29" r="2" {dot(p)}/>']


def soldier(p):
    # A soldier's bust from the front: helmet with a flared brim, face,
    # shoulders in a tunic with a stand-up collar. The smallest piece.
    shoulders = "M18 88 C18 79 26 74 38 72 L62 72 C74 74 82 79 82 88 Z"
    helmet = ("M22 54 L28 47 C28 32 38 24 50 24 C62 24 72 32 72 47 L78 54 "
              "C70 51 30 51 22 54 Z")
    return [f'<path d="{shoulders}" {solid(p, "shade")}/>',
            f'<path d="M41 66 L41 75 L50 79 L59 75 L59 66 Z" {solid(p)}/>',
            f'<ellipse cx="50" cy="58" rx="13.5" ry="14" {solid(p)}/>',
            f'<path d="{helmet}" {solid(p)}/>',
            f'<path d="M30 45.5 C40 43 60 43 70 45.5" {stroke(p)}/>',
            f'<circle cx="44.5" cy="59" r="2.2" {dot(p)}/>',
            f'<circle cx="55.5" cy="59" r="2.2" {dot(p)}/>',
            f'<path d="M45 66 L55 66" {stroke(p, 1.8)}/>',
            f'<path d="M50 80 L50 88 M30 80 L36 84 M70 80 L64 84" {stroke(p)}/>']


PIECES = {"H": headquarters, "B": bomber, "T": tank, "G": gun, "M": machine_gun,
          "C": cavalry, "S": soldier}
NAMES = {"H": "headquarters", "B": "bomber", "T": "tank", "G": "gun", "M": "machine-gun",
         "C": "cavalry", "S": "soldier"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for colour, palette in PALETTES.items():
        side = "white" if colour == "w" else "black"
        for letter, draw in PIECES.items():
            body = "\n".join("  " + element for element in draw(palette))
            text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                    f"<!-- Chess-Battle: {side} {NAMES[letter]}. Written by "
                    "make_battle_pieces.py; edit that, not this. -->\n"
                    '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                    'width="100" height="100" viewBox="0 0 100 100">\n'
                    f"{body}\n</svg>\n")
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w") as out:
                out.write(text)


if __name__ == "__main__":
    main()
