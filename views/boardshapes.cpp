#include "boardshapes.h"

#include <algorithm>

namespace BoardShapes {

namespace {
constexpr Qt::KeyboardModifiers kRed = Qt::ShiftModifier | Qt::ControlModifier;
constexpr Qt::KeyboardModifiers kBlue = Qt::AltModifier | Qt::MetaModifier;

template <typename Shape, typename Same>
void toggle(std::vector<Shape> &shapes, const Shape &shape, Same same) {
  auto it = std::find_if(shapes.begin(), shapes.end(), same);
  if (it == shapes.end())
    shapes.push_back(shape);
  else if (it->color == shape.color)
    shapes.erase(it);
  else
    it->color = shape.color;
}
}  // namespace

sc::ShapeColor colorFor(Qt::KeyboardModifiers modifiers) {
  const bool red = modifiers & kRed;
  const bool blue = modifiers & kBlue;
  if (red && blue) return sc::ShapeColor::Yellow;
  if (red) return sc::ShapeColor::Red;
  if (blue) return sc::ShapeColor::Blue;
  return sc::ShapeColor::Green;
}

bool hasColorModifier(Qt::KeyboardModifiers modifiers) { return modifiers & (kRed | kBlue); }

sc::Annotation toggleArrow(sc::Annotation note, const sc::Arrow &arrow) {
  toggle(note.arrows, arrow,
         [&](const sc::Arrow &a) { return a.from == arrow.from && a.to == arrow.to; });
  return note;
}

sc::Annotation toggleCircle(sc::Annotation note, const sc::Circle &circle) {
  toggle(note.circles, circle, [&](const sc::Circle &c) { return c.square == circle.square; });
  return note;
}

}  // namespace BoardShapes
