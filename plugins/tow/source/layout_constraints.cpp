#include "layout_constraints.hpp"

namespace tow {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    return bb::layout::SetupConstraints{};
}

}  // namespace tow
