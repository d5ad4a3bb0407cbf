#include "layout_constraints.hpp"

namespace wfb8 {

bb::Result<bb::layout::SetupConstraints> layout_constraints(const std::string& /*edition*/) {
    return bb::layout::SetupConstraints{};
}

}  // namespace wfb8
