#include "pgndiagram.h"

namespace sc::pgn {

bool hasDiagramMark(std::string_view comment) {
  return comment.find(kDiagramMark) != std::string_view::npos;
}

std::string withDiagramMark(const std::string &comment, bool marked) {
  if (marked == hasDiagramMark(comment)) return comment;
  if (marked)
    return comment.empty() ? std::string(kDiagramMark) : comment + ' ' + std::string(kDiagramMark);
  // Each mark out, with one of the spaces around it.
  std::string out = comment;
  for (std::size_t at = out.find(kDiagramMark); at != std::string::npos;
       at = out.find(kDiagramMark, at)) {
    std::size_t from = at;
    std::size_t to = at + kDiagramMark.size();
    if (from > 0 && out[from - 1] == ' ')
      --from;
    else if (to < out.size() && out[to] == ' ')
      ++to;
    out.erase(from, to - from);
    at = from;
  }
  return out;
}

}  // namespace sc::pgn
