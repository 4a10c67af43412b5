#include "context.h"

#include <algorithm>
#include <exception>

#include "registry.h"
#include "ruleset.h"

namespace cli {

sc::VariantPtr loadVariant(const Args &args) {
  const std::string name = args.value("--ruleset").value_or("shooters");
  std::string error;
  sc::VariantPtr variant;
  try {
    variant = sc::Registry::instance().load(name, {}, error);
    // Options are checked against the ruleset's own (F22), so that a bad one is
    // reported as the option it is, not as a ruleset that failed to load.
    if (variant && !args.options.empty()) {
      sc::Ruleset scratch = variant->rules();
      for (const std::string &opt : args.options) {
        const std::size_t eq = opt.find('=');
        if (eq == std::string::npos)
          throw UsageError{"--option needs KEY=VALUE, not '" + opt + "'"};
        const std::string why = sc::applyOption(scratch, opt.substr(0, eq), opt.substr(eq + 1));
        if (!why.empty()) throw UsageError{"--option '" + opt + "': " + why};
      }
      variant = sc::Registry::instance().load(name, args.options, error);
    }
  } catch (const UsageError &) {
    throw;
  } catch (const std::exception &e) {
    // The loader promises an error string, but a ruleset the compiler rejects
    // is still the user's input, so it gets exit code 2 like any other.
    error = e.what();
  }
  if (!variant) throw UsageError{"cannot load ruleset '" + name + "': " + error};
  return variant;
}

std::string caretLines(const std::string &text, int column, int indent) {
  const std::string pad(std::size_t(indent), ' ');
  // A column past the end (a missing field) still gets its caret, one past the text.
  const int offset = std::max(0, std::min(column - 1, int(text.size())));
  return pad + text + "\n" + pad + std::string(std::size_t(offset), ' ') + "^";
}

sc::Position loadPosition(const Args &args, const sc::VariantPtr &variant) {
  const std::optional<std::string> given = args.value("--fen");
  const std::string text = given.value_or(variant->rules().startSfen);
  sc::ParseError error;
  std::optional<sc::Position> pos = sc::readSfen(variant, text, &error);
  if (!pos) {
    const std::string what =
        given ? "cannot read --fen" : "cannot read the ruleset's start position";
    throw UsageError{what + ": " + error.toString() + "\n" + caretLines(text, error.column)};
  }
  return std::move(*pos);
}

}  // namespace cli
