//===- Pass.cpp - Pass options and cloning --------------------------------===//
#include "pass/Pass.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

using namespace terrace;

void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  bool &field) {
  options.push_back(
      {name.str(), description.str(),
       [&field](llvm::StringRef v) {
         if (v.empty() || v == "true" || v == "1") {
           field = true;
           return true;
         }
         if (v == "false" || v == "0") {
           field = false;
           return true;
         }
         return false;
       },
       [&field] { return std::string(field ? "true" : "false"); }});
}

// Integers are read as LLVM's command line reads them (and so mlir-opt's
// pass options): decimal, or with a 0x, 0 or 0b prefix; a value out of
// the field's range, or a sign on an unsigned field, is an error.
void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  int64_t &field) {
  options.push_back(
      {name.str(), description.str(),
       [&field](llvm::StringRef v) { return !v.getAsInteger(0, field); },
       [&field] { return std::to_string(field); }, false, "<long>"});
}

void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  unsigned &field) {
  options.push_back({name.str(), description.str(),
                     [&field](llvm::StringRef v) {
                       uint64_t value;
                       if (v.getAsInteger(0, value) || value > UINT32_MAX)
                         return false;
                       field = unsigned(value);
                       return true;
                     },
                     [&field] { return std::to_string(field); }, false,
                     "<uint>"});
}

void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  std::string &field) {
  options.push_back({name.str(), description.str(),
                     [&field](llvm::StringRef v) {
                       field = v.str();
                       return true;
                     },
                     [&field] { return field; }, false, "<string>"});
}

void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  std::string &field, llvm::ArrayRef<llvm::StringRef> allowed) {
  std::vector<std::string> choices(allowed.begin(), allowed.end());
  options.push_back({name.str(), description.str(),
                     [&field, choices](llvm::StringRef v) {
                       if (!llvm::is_contained(choices, v.str()))
                         return false;
                       field = v.str();
                       return true;
                     },
                     [&field] { return field; }, false, "<value>", choices});
}

void Pass::option(llvm::StringRef name, llvm::StringRef description,
                  std::vector<std::string> &field) {
  options.push_back({name.str(), description.str(),
                     [&field](llvm::StringRef v) {
                       field.clear();
                       llvm::SmallVector<llvm::StringRef, 4> parts;
                       v.split(parts, ',', -1, /*KeepEmpty=*/false);
                       for (llvm::StringRef part : parts)
                         field.push_back(part.trim().str());
                       return true;
                     },
                     [&field] { return llvm::join(field, ","); },
                     /*isList=*/true, "<string>"});
}

/// Splits `a=1 b={x y} c="q r"` at the spaces outside braces and quotes.
static llvm::SmallVector<llvm::StringRef, 4>
splitOptionList(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 4> items;
  size_t start = 0, depth = 0;
  bool quoted = false;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : ' ';
    if (c == '"')
      quoted = !quoted;
    else if (!quoted && c == '{')
      ++depth;
    else if (!quoted && c == '}' && depth)
      --depth;
    if (c == ' ' && !quoted && depth == 0) {
      if (i > start)
        items.push_back(text.slice(start, i));
      start = i + 1;
    }
  }
  return items;
}

llvm::LogicalResult Pass::parseOptions(llvm::StringRef text, std::string &err) {
  for (llvm::StringRef item : splitOptionList(text.trim())) {
    auto [key, value] = item.split('=');
    if (value.size() >= 2 && ((value.front() == '"' && value.back() == '"') ||
                              (value.front() == '{' && value.back() == '}')))
      value = value.drop_front().drop_back();
    PassOption *found = nullptr;
    for (PassOption &opt : options)
      if (opt.name == key)
        found = &opt;
    if (!found) {
      err = ("no such option '" + key + "' for pass '" + argument + "'").str();
      // The nearest option name, as a mistyped flag gets the nearest flag.
      unsigned best = key.size() / 3 + 2;
      llvm::StringRef suggestion;
      for (const PassOption &opt : options)
        if (unsigned d = key.edit_distance(opt.name, true, best); d < best)
          best = d, suggestion = opt.name;
      if (!suggestion.empty())
        err += ("; did you mean '" + suggestion + "'?").str();
      return llvm::failure();
    }
    if (!found->parse(value)) {
      err = ("invalid value '" + value + "' for option '" + key +
             "' of pass '" + argument + "'")
                .str();
      if (!found->choices.empty())
        err += " (expected one of: " + llvm::join(found->choices, ", ") + ")";
      else if (!found->valueDescription.empty())
        err += " (expected " + found->valueDescription + ")";
      return llvm::failure();
    }
  }
  return llvm::success();
}

void Pass::printOptions(llvm::raw_ostream &os) const {
  if (options.empty())
    return;
  // Sorted by name, space-separated, an empty list printing as nothing:
  // mlir-opt's spelling.
  llvm::SmallVector<const PassOption *, 8> sorted;
  for (const PassOption &opt : options)
    sorted.push_back(&opt);
  llvm::sort(sorted, [](const PassOption *a, const PassOption *b) {
    return a->name < b->name;
  });
  os << '{';
  llvm::ListSeparator sep(" ");
  for (const PassOption *opt : sorted) {
    os << sep;
    std::string value = opt->print();
    if (!opt->isList)
      os << opt->name << '=' << value;
    else if (!value.empty())
      os << opt->name << "={" << value << '}';
  }
  os << '}';
}

std::unique_ptr<Pass> Pass::clone() const {
  std::unique_ptr<Pass> copy = createInstance();
  std::string text, err;
  llvm::raw_string_ostream os(text);
  for (const PassOption &opt : options)
    os << opt.name << "={" << opt.print() << "} ";
  // The options were valid when set on this instance, and each prints in
  // the form it parses: a failure here is a bug in an option's printer.
  [[maybe_unused]] bool parsed = succeeded(copy->parseOptions(text, err));
  assert(parsed && "a pass's printed options must parse back");
  return copy;
}
