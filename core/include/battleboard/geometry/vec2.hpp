#pragma once
// A point or direction on the battlefield, in inches.
#include <cmath>
#include <cstdint>

namespace bb::geo {

struct Vec2 {
    double x = 0;
    double y = 0;

    friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
    friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
    friend Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
    friend Vec2 operator*(double s, Vec2 a) { return a * s; }
    friend bool operator==(Vec2 a, Vec2 b) = default;

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(x, y);
    }
};

inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
inline double length(Vec2 v) { return std::hypot(v.x, v.y); }
inline double distance(Vec2 a, Vec2 b) { return length(a - b); }

// Rotates counter-clockwise (board y axis points "up" the table) by degrees.
inline Vec2 rotated(Vec2 v, double degrees) {
    const double r = degrees * (3.14159265358979323846 / 180.0);
    const double c = std::cos(r), s = std::sin(r);
    return {v.x * c - v.y * s, v.x * s + v.y * c};
}

// Tabletop rules compare measured distances to whole or half inches; measurements within this of the limit
// count as exactly on it, so float noise never turns "exactly 3"" into "more than 3"".
inline constexpr double kTolerance = 1e-6;

inline constexpr double kMillimetre = 1.0 / 25.4;

}  // namespace bb::geo

#include <cereal/cereal.hpp>
CEREAL_CLASS_VERSION(bb::geo::Vec2, 1);
