// The diagram mark in PGN comments: ChessBase writes {[#]} where a printed
// game shows a board, and ChessX and Scid read it the same way. The mark is
// text in the comment, so files keep it as written; these say whether a
// comment carries it and set or clear it without disturbing the words.
#pragma once

#include <string>
#include <string_view>

namespace sc::pgn {

inline constexpr std::string_view kDiagramMark = "[#]";

// Whether a comment carries the mark (anywhere, also inside a word).
bool hasDiagramMark(std::string_view comment);

// The comment with the mark added at its end, or every mark taken out
// (with a space beside it), so the comment reads as before.
std::string withDiagramMark(const std::string &comment, bool marked);

}  // namespace sc::pgn
