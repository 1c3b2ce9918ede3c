#include "sim/types.h"

namespace kl {

std::string types_text(Types types) {
  std::string out;
  for (const TypeName& t : kTypeNames)
    if (types & t.bit) {
      if (!out.empty()) out += '-';
      out += t.name;
    }
  return out;
}

std::vector<std::string> type_list(Types types) {
  std::vector<std::string> out;
  for (const TypeName& t : kTypeNames)
    if (types & t.bit) out.emplace_back(t.name);
  return out;
}

Types type_bit(std::string_view name) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
  for (const TypeName& t : kTypeNames) {
    const std::string_view n = t.name;
    bool same = n.size() == name.size();
    for (size_t i = 0; same && i < n.size(); ++i) same = lower(n[i]) == lower(name[i]);
    if (same) return t.bit;
  }
  return 0;
}

}  // namespace kl
