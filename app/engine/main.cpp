// shooters-engine: the analysis engine as a UCI process (docs/engine.md).
#include <iostream>

#include "uciengine.h"

int main() {
  std::ios::sync_with_stdio(false);
  uci::UciEngine engine;
  engine.run(std::cin, std::cout);
  return 0;
}
