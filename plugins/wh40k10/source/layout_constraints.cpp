#include "layout_constraints.hpp"

namespace wh40k10 {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    bb::layout::SetupConstraints c;
    c.host_keywords = {"HILL"};
    return c;
}

}  // namespace wh40k10
