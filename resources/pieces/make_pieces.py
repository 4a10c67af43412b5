#!/usr/bin/env python3
"""Writes the twelve shooter SVGs (wP.svg ... bK.svg) of the workbench's piece set.

Every shooter is a fighter airship seen from the side, nose to the right, in a
100x100 view box. One drawing per type, two palettes: White is a light hull with
a dark outline, Black a dark hull with light details. Edit the drawings here and
run `python3 make_pieces.py` in this directory, so both colours stay in step.
Only plain SVG Tiny features are used (paths, basic shapes, attributes): Qt Svg
renders nothing else.
"""

import os

PALETTES = {
    "w": {
        "hull": "#f6f2e7",   # envelope
        "shade": "#d8d0bd",  # fins, gondola, armour plates
        "band": "#dcd3bf",   # the hull's shadowed underside
        "line": "#1d1d22",   # outline
        "detail": "#1d1d22",  # panel lines, windows
        "glass": "#1d1d22",
    },
    "b": {
        "hull": "#2c2c33",
        "shade": "#4a4a54",
        "band": "#1c1c22",
        "line": "#0e0e12",
        "detail": "#ece6d6",
        "glass": "#ece6d6",
    },
}

OUTLINE = 3.5  # every silhouette's outline
DETAIL = 2.2   # panel lines and small parts inside the silhouette


def solid(p, kind="hull"):
    return (f'fill="{p[kind]}" stroke="{p["line"]}" stroke-width="{OUTLINE}" '
            f'stroke-linejoin="round" stroke-linecap="round"')


def line(p):
    return (f'fill="none" stroke="{p["detail"]}" stroke-width="{DETAIL}" '
            f'stroke-linecap="round" stroke-linejoin="round"')


def hull(p, shape, band):
    """A hull in three layers: the fill, its shadowed underside (a band along
    the lower edge, so the airship reads as a body and not a flat disc), and
    the outline on top."""
    fill = 'fill="%s" stroke="none"' % p["hull"]
    outline = ('fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round"'
               % (p["line"], OUTLINE))
    return (shape.replace("{attrs}", fill) + "\n"
            + '  <path d="%s" fill="%s" stroke="none"/>\n' % (band, p["band"])
            + "  " + shape.replace("{attrs}", outline))


def glass(p):
    return f'fill="{p["glass"]}" stroke="none"'


def pawn(p):
    # A small scout blimp: round envelope, two tail fins, a pod underneath.
    return f"""
  <path d="M26 42 L14 30 L13 40 L20 47 L13 54 L14 64 L26 52 Z" {solid(p, 'shade')}/>
  <path d="M45 60 L42 70 L62 70 L59 60" {solid(p, 'shade')}/>
  {hull(p, '<ellipse cx="51" cy="47" rx="31" ry="18" {attrs}/>',
         'M20 47 A31 18 0 0 0 82 47 A31 9 0 0 1 20 47 Z')}
  <path d="M30 47 L70 47" {line(p)}/>
  <circle cx="68" cy="41" r="2.6" {glass(p)}/>
"""


def bishop(p):
    # A slim interceptor climbing on the diagonal, with swept X fins: the
    # bishop's diagonal, and a silhouette no other type has.
    return f"""
  <g transform="rotate(-42 50 50)">
    <path d="M22 45 L8 33 L9 44 L16 50 L9 56 L8 67 L22 55 Z" {solid(p, 'shade')}/>
    <path d="M44 60 L42 67 L60 67 L58 60" {solid(p, 'shade')}/>
    {hull(p, '<path d="M14 50 C14 40 40 38.5 62 38.5 C82 38.5 94 44 94 50 C94 56 82 61.5 62 61.5 C40 61.5 14 60 14 50 Z" {attrs}/>',
           'M94 50 C94 56 82 61.5 62 61.5 C40 61.5 14 60 14 50 C14 54 40 56 62 56 C82 56 94 53 94 50 Z')}
    <path d="M26 50 L84 50" {line(p)}/>
    <path d="M74 40 L66 60" {line(p)}/>
  </g>
"""


def knight(p):
    # A raider with a tall hooked rudder: the tail rises and turns forward like
    # an L, the knight's leap.
    return f"""
  <path d="M20 48 L5 10 L40 8 L46 19 L24 20 L36 44 Z" {solid(p, 'shade')}/>
  <path d="M20 60 L8 76 L26 73 L34 62 Z" {solid(p, 'shade')}/>
  <path d="M50 66 L47 77 L69 77 L66 66" {solid(p, 'shade')}/>
  {hull(p, '<path d="M12 54 C12 44 34 38 58 38 C80 38 96 46 96 54 C96 62 80 69 58 69 C34 69 12 64 12 54 Z" {attrs}/>',
         'M12 54 C12 64 34 69 58 69 C80 69 96 62 96 54 C96 58 80 61.5 58 61.5 C34 61.5 12 59 12 54 Z')}
  <path d="M26 54 L84 54" {line(p)}/>
  <circle cx="84" cy="48" r="2.6" {glass(p)}/>
  <circle cx="76" cy="46.5" r="2.6" {glass(p)}/>
"""


def rook(p):
    # An armoured gunship: a boxy hull with battlements on top, a heavy gun
    # forward and propellers below.
    return f"""
  <path d="M78 44 L95 44 L95 51 L78 51 Z" {solid(p, 'shade')}/>
  <path d="M20 66 L24 78 L62 78 L66 66" {solid(p, 'shade')}/>
  <path d="M8 32 L8 20 L20 20 L20 26 L30 26 L30 20 L42 20 L42 26 L52 26 L52 20 L64 20 L64 26 L74 26 L74 20 L86 20 L86 32 Z" {solid(p, 'shade')}/>
  {hull(p, '<path d="M8 32 L86 32 L86 58 L76 69 L8 69 Z" {attrs}/>', 'M8 58 L86 58 L76 69 L8 69 Z')}
  <path d="M8 44 L86 44" {line(p)}/>
  <path d="M30 32 L30 69 M54 32 L54 69" {line(p)}/>
  <circle cx="19" cy="56.5" r="2.4" {glass(p)}/>
  <circle cx="42" cy="56.5" r="2.4" {glass(p)}/>
  <circle cx="66" cy="56.5" r="2.4" {glass(p)}/>
"""


def queen(p):
    # A great airship crowned with a tiara of gun turrets, the queen's crown.
    return f"""
  <path d="M20 48 L13 16 L32 35 L40 12 L50 32 L60 12 L68 35 L87 16 L80 48 Z" {solid(p, 'shade')}/>
  <circle cx="13" cy="15" r="4.5" {solid(p)}/>
  <circle cx="40" cy="11" r="4.5" {solid(p)}/>
  <circle cx="60" cy="11" r="4.5" {solid(p)}/>
  <circle cx="87" cy="15" r="4.5" {solid(p)}/>
  <path d="M14 62 L5 76 L22 74 Z" {solid(p, 'shade')}/>
  <path d="M42 74 L39 85 L63 85 L60 74" {solid(p, 'shade')}/>
  {hull(p, '<ellipse cx="50" cy="60" rx="42" ry="17" {attrs}/>',
         'M8 60 A42 17 0 0 0 92 60 A42 8.5 0 0 1 8 60 Z')}
  <path d="M18 60 L82 60" {line(p)}/>
  <path d="M30 47 C40 44 60 44 70 47" {line(p)}/>
  <circle cx="80" cy="54" r="2.6" {glass(p)}/>
"""


def king(p):
    # The flagship: a great airship with a command bridge and a cross on its
    # mast, the king's cross.
    return f"""
  <path d="M44 4 L56 4 L56 12 L64 12 L64 22 L56 22 L56 33 L44 33 L44 22 L36 22 L36 12 L44 12 Z" {solid(p, 'shade')}/>
  <path d="M30 48 L34 32 L66 32 L70 48 Z" {solid(p, 'shade')}/>
  <path d="M14 62 L5 76 L22 74 Z" {solid(p, 'shade')}/>
  <path d="M14 58 L5 44 L22 46 Z" {solid(p, 'shade')}/>
  <path d="M40 74 L37 86 L65 86 L62 74" {solid(p, 'shade')}/>
  {hull(p, '<ellipse cx="50" cy="60" rx="42" ry="17" {attrs}/>',
         'M8 60 A42 17 0 0 0 92 60 A42 8.5 0 0 1 8 60 Z')}
  <path d="M18 60 L82 60" {line(p)}/>
  <path d="M44 80 L58 80" {line(p)}/>
  <circle cx="80" cy="54" r="2.6" {glass(p)}/>
  <circle cx="72" cy="53" r="2.6" {glass(p)}/>
"""


TYPES = {"P": pawn, "B": bishop, "N": knight, "R": rook, "Q": queen, "K": king}
NAMES = {"P": "pawn", "B": "bishop", "N": "knight", "R": "rook", "Q": "queen", "K": "king"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for colour, palette in PALETTES.items():
        for letter, draw in TYPES.items():
            side = "white" if colour == "w" else "black"
            text = (
                '<?xml version="1.0" encoding="UTF-8"?>\n'
                '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
                'width="100" height="100" viewBox="0 0 100 100">\n'
                f"  <title>Shooters Chess: {side} {NAMES[letter]}</title>"
                f"{draw(palette)}</svg>\n")
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w") as out:
                out.write(text)


if __name__ == "__main__":
    main()
