#include "manifest.h"

#include "common.h"

#include <cctype>
#include <set>
#include <sstream>

namespace train {

std::vector<ManifestEntry> parseManifest(const std::string &Text,
                                         const std::string &Source) {
  std::vector<ManifestEntry> Entries;
  std::set<std::string> Names;
  std::istringstream In(Text);
  std::string Line;
  int LineNo = 0;
  while (std::getline(In, Line)) {
    ++LineNo;
    std::string Where = Source + ":" + std::to_string(LineNo) + ": ";
    std::size_t Hash = Line.find('#');
    if (Hash != std::string::npos)
      Line = Line.substr(0, Hash);
    Line = trim(Line);
    if (Line.empty())
      continue;
    std::size_t Space = Line.find_first_of(" \t");
    ManifestEntry E;
    E.Line = LineNo;
    E.Name = Line.substr(0, Space);
    for (char C : E.Name)
      if (!std::isalnum(static_cast<unsigned char>(C)) && C != '_' && C != '-' &&
          C != '.')
        throw Error(Where + "program name '" + E.Name +
                    "' may hold only letters, digits, '_', '-' and '.'");
    if (Space == std::string::npos)
      throw Error(Where + "program '" + E.Name + "' has no sizes (NAME SIZE,SIZE,...)");
    std::string Rest = trim(Line.substr(Space));
    std::stringstream Parts(Rest);
    std::string Size;
    while (std::getline(Parts, Size, ',')) {
      Size = trim(Size);
      if (Size.empty())
        throw Error(Where + "empty size in '" + Rest + "'");
      if (Size.find_first_of(" \t") != std::string::npos)
        throw Error(Where + "size '" + Size +
                    "' holds a blank (sizes are separated by commas)");
      E.Sizes.push_back(Size);
    }
    if (!Rest.empty() && Rest.back() == ',')
      throw Error(Where + "empty size in '" + Rest + "'");
    if (!Names.insert(E.Name).second)
      throw Error(Where + "program '" + E.Name + "' is listed twice");
    Entries.push_back(std::move(E));
  }
  return Entries;
}

} // namespace train
