#!/usr/bin/env python3
"""Writes the twelve SVGs (wP.svg ... bK.svg) of the workbench's own chess set.

A Staunton-style set drawn from scratch for standard chess and MegaMan Chess:
pawn, knight, bishop, rook, queen and king as front silhouettes (the knight a
horse head in profile looking left), all in a 100x100 view box standing on a
common base line at y=89. One drawing per type, two palettes: White is a light
body with a dark outline; Black a dark body with the same dark outline and
light detail lines, so that collars, the mitre's slit, the knight's mane and
eye stay visible on a dark piece.

Only plain SVG Tiny features are used (path, circle, ellipse, rect, line and
plain presentation attributes): Qt Svg renders nothing else. Edit the drawings
here and run `python3 make_chess_pieces.py`; it writes the SVGs next to itself.
"""

import os

PALETTES = {
    "w": {
        "body": "#f6f2e7",    # the piece
        "shade": "#ddd5c2",   # base plinth and collars, a shade darker
        "line": "#1d1d22",    # outline
        "detail": "#1d1d22",  # inner lines: collar edges, slit, mane, eye
        "dot": "#1d1d22",     # eye and nostril
    },
    "b": {
        "body": "#2c2c33",
        "shade": "#3b3b44",
        "line": "#1d1d22",
        "detail": "#e9e3d3",
        "dot": "#e9e3d3",
    },
}

OUTLINE = 3.0  # every silhouette's outline
DETAIL = 2.0   # lines inside a silhouette
BASE = 89.0    # where every piece stands (the outline's centre line)


def fmt(v):
    """A coordinate as short as it can be written."""
    text = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pt(x, y):
    return fmt(x) + " " + fmt(y)


def solid(p, kind="body"):
    return (f'fill="{p[kind]}" stroke="{p["line"]}" stroke-width="{fmt(OUTLINE)}" '
            f'stroke-linejoin="round" stroke-linecap="round"')


def stroke(p, width=DETAIL):
    return (f'fill="none" stroke="{p["detail"]}" stroke-width="{fmt(width)}" '
            f'stroke-linecap="round" stroke-linejoin="round"')


def dot(p):
    return f'fill="{p["dot"]}" stroke="none"'


def mirrored(start, segments):
    """A closed path symmetric about x=50 from its right half.

    start is the half's first point, on the axis at the top; segments follow
    the right-hand outline down to a point on the axis at the bottom, each
    ("L", (x, y)) or ("C", (x1, y1), (x2, y2), (x, y)). The left half is the
    same outline mirrored and walked back up."""
    d = ["M" + pt(*start)]
    points = [start]
    for seg in segments:
        kind, *coords = seg
        d.append(kind + " ".join(pt(*c) for c in coords))
        points.append(coords[-1])
    # walk back: mirror x, reverse each segment
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
    """The common foot: a low plinth on the base line and a step above it.
    Drawn after the body so that it covers the body's lower end."""
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
    if p is PALETTES["b"]:
        # on a dark piece the dark outlines between the parts vanish: trace them light
        out.append(f'<path d="M{pt(50 - step + 1, 77.5)} L{pt(50 + step - 1, 77.5)}" {stroke(p, 1.6)}/>')
        out.append(f'<path d="M{pt(x0 + 3, 84)} L{pt(x1 - 3, 84)}" {stroke(p, 1.6)}/>')
    return out


def collar(p, cy, half, h=6.0):
    """A flat ring round the shaft (a rounded rectangle)."""
    r = h / 2
    shape = (f'<rect x="{fmt(50 - half)}" y="{fmt(cy - h / 2)}" width="{fmt(2 * half)}" '
             f'height="{fmt(h)}" rx="{fmt(r)}" ry="{fmt(r)}" {solid(p, "shade")}/>')
    out = [shape]
    if p is PALETTES["b"]:
        out.append(f'<path d="M{pt(50 - half + r, cy)} L{pt(50 + half - r, cy)}" {stroke(p, 1.6)}/>')
    return out


def shaft(top_y, top_half, bottom_half, bottom_y=79.0, waist=0.0):
    """A body that flares from a narrow neck at top_y into the base."""
    return mirrored((50, top_y), [
        ("L", (50 + top_half, top_y)),
        ("C", (50 + top_half - waist, top_y + (bottom_y - top_y) * 0.55),
              (50 + bottom_half - 6, bottom_y - 4), (50 + bottom_half, bottom_y)),
        ("L", (50, bottom_y)),
    ])


def pawn(p):
    body = shaft(50, 10, 20.5, waist=1.0)
    return [f'<path d="{body}" {solid(p)}/>',
            *base(p, 24),
            *collar(p, 51, 14.5, 6),
            f'<circle cx="50" cy="35" r="13" {solid(p)}/>']


def rook(p):
    # the shaft: almost straight, a little wider at the bottom
    body = mirrored((50, 34), [
        ("L", (63, 34)),
        ("C", (63, 50), (64, 62), (67, 72)),
        ("L", (50, 72)),
    ])
    # the head: a wide band with three merlons on top, narrowing to the shaft
    head = mirrored((50, 14), [
        ("L", (55.5, 14)),
        ("L", (55.5, 22)),
        ("L", (62, 22)),
        ("L", (62, 14)),
        ("L", (73, 14)),
        ("L", (73, 33)),
        ("C", (73, 35.5), (70, 38), (66, 39)),
        ("L", (50, 39)),
    ])
    out = [f'<path d="{body}" {solid(p)}/>',
           *base(p, 27),
           *collar(p, 72.5, 21, 6),
           f'<path d="{head}" {solid(p)}/>']
    out.append(f'<path d="M30 29.5 L70 29.5" {stroke(p)}/>')
    return out


def bishop(p):
    mitre = mirrored((50, 18), [
        ("C", (56, 23), (65, 31), (65, 41)),
        ("C", (65, 48.5), (59, 52.5), (50, 52.5)),
    ])
    return [f'<path d="{shaft(54, 9.5, 20.5, waist=1.5)}" {solid(p)}/>',
            *base(p, 25),
            *collar(p, 55.5, 14, 6),
            f'<path d="{mitre}" {solid(p)}/>',
            f'<circle cx="50" cy="13" r="5.5" {solid(p)}/>',
            f'<path d="M59 29 L49.5 38.5" {stroke(p, 2.6)}/>']


def mane_edge(tips, bulge):
    """The mane's front edge from tip to tip, each lock a curve bowed towards
    the back of the neck (bulge > 0) so that the tips point at the face."""
    d = []
    for (ax, ay), (bx, by) in zip(tips, tips[1:]):
        dx, dy = bx - ax, by - ay
        length = (dx * dx + dy * dy) ** 0.5
        nx, ny = dy / length, -dx / length  # right of the walk (upwards): the back
        if nx < 0:
            nx, ny = -nx, -ny
        c1 = (ax + dx * 0.3 + nx * bulge, ay + dy * 0.3 + ny * bulge)
        c2 = (ax + dx * 0.8 + nx * bulge * 0.6, ay + dy * 0.8 + ny * bulge * 0.6)
        d.append("C" + " ".join(pt(*c) for c in (c1, c2, (bx, by))))
    return " ".join(d)


def knight(p):
    # a horse head in profile looking left, its neck standing on the base
    front = ("M29 77 C27 70 32 62 42 57 C38 57 34 59 30 61 C26 63 21 63 18 60 "
             "C15 57 14 53 16 50 C18 46 22 42 26 38 C31 32 35 27 38 22 "
             "C39 19 40 16 42 12 L45 6.5 C48 10 50 14 51 17 ")
    back = "C59 17 67 21 72 28 C79 38 81 52 79 64 C78 70 76 74 74 77"
    head = front + back + " Z"
    # the mane: a band along the back of the neck, its front edge in locks
    tips = [(73, 77), (71, 67), (69.5, 57), (67.5, 47.5), (64.5, 38.5), (60.5, 30.5),
            (55.5, 23.5), (50, 18)]
    mane = "M51 17 " + back + " L" + pt(*tips[0]) + " " + mane_edge(tips, 3.2) + " Z"
    outline = (f'fill="none" stroke="{p["line"]}" stroke-width="{fmt(OUTLINE)}" '
               f'stroke-linejoin="round" stroke-linecap="round"')
    return [f'<path d="{head}" fill="{p["body"]}" stroke="none"/>',
            f'<path d="{mane}" fill="{p["shade"]}" stroke="none"/>',
            f'<path d="M{pt(*tips[0])} {mane_edge(tips, 3.2)}" {stroke(p, 1.8)}/>',
            f'<path d="{head}" {outline}/>',
            *base(p, 27),
            # eye, nostril, mouth, cheek
            f'<path d="M37.5 29.5 C39.5 27 43 26.5 45.5 28 C43.5 30.5 40 31 37.5 29.5 Z" {dot(p)}/>',
            f'<path d="M19 53.5 C20 50.5 23 49.5 25 51.5" {stroke(p)}/>',
            f'<path d="M16.5 57.5 L22.5 58" {stroke(p)}/>',
            f'<path d="M42 57 C47 52 48 45 44 40" {stroke(p)}/>',
            # the ear's inner line
            f'<path d="M45 11.5 L47.5 16" {stroke(p, 1.6)}/>']


def queen(p):
    crown = mirrored((50, 16), [
        ("L", (56.5, 29)),
        ("L", (64, 17)),
        ("L", (66.5, 30.5)),
        ("L", (76, 21)),
        ("C", (70, 30), (65, 38), (62, 45.5)),
        ("L", (50, 45.5)),
    ])
    out = [f'<path d="{shaft(46, 11, 22, waist=1.5)}" {solid(p)}/>',
           *base(p, 27),
           *collar(p, 47.5, 15.5, 6),
           f'<path d="{crown}" {solid(p)}/>']
    for x, y in ((50, 12.5), (64.5, 13.5), (35.5, 13.5), (77, 18), (23, 18)):
        out.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="4.5" {solid(p)}/>')
    out.append(f'<path d="M37 39.5 C45 38 55 38 63 39.5" {stroke(p)}/>')
    return out


def king(p):
    cup = mirrored((50, 23), [
        ("C", (58, 23), (67, 24), (70, 27)),
        ("C", (71, 29), (66, 36), (62, 45.5)),
        ("L", (50, 45.5)),
    ])
    cross = ("M46 24 L46 16 L40 16 L40 9 L46 9 L46 3.5 L54 3.5 L54 9 "
             "L60 9 L60 16 L54 16 L54 24 Z")
    return [f'<path d="{shaft(46, 11, 22, waist=1.5)}" {solid(p)}/>',
            *base(p, 27),
            *collar(p, 47.5, 15.5, 6),
            f'<path d="{cross}" {solid(p)}/>',
            f'<path d="{cup}" {solid(p)}/>',
            f'<path d="M36 33 C45 31.5 55 31.5 64 33" {stroke(p)}/>']


PIECES = {"P": pawn, "N": knight, "B": bishop, "R": rook, "Q": queen, "K": king}
NAMES = {"P": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen", "K": "king"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for colour, palette in PALETTES.items():
        side = "white" if colour == "w" else "black"
        for letter, draw in PIECES.items():
            body = "\n".join("  " + element for element in draw(palette))
            text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                    f"<!-- Chess: {side} {NAMES[letter]}. Written by make_chess_pieces.py; "
                    "edit that, not this. -->\n"
                    '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                    'width="100" height="100" viewBox="0 0 100 100">\n'
                    f"{body}\n</svg>\n")
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w") as out:
                out.write(text)


if __name__ == "__main__":
    main()
