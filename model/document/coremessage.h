// The core's messages (model/core/message.h) in the interface's language: the
// document layer is where Qt's translators are reachable, so everything the
// GUI shows from the core passes through here (docs/translations.md).
#pragma once

#include <QString>
#include <string>

#include "message.h"

namespace CoreMessage {

// The message translated in its context, each argument translated too.
QString translated(const sc::Message &message);

// `detail` translated when it carries a template, else the core's English
// `fallback` (messages the core has not turned into templates yet).
QString translated(const sc::Message &detail, const std::string &fallback);

}  // namespace CoreMessage
