#include "layout_constraints.hpp"

namespace wh40k7 {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    return bb::layout::SetupConstraints{};
}

}  // namespace wh40k7
