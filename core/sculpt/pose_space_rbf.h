#pragma once
// Radial basis function interpolation for pose-space blending (the Dynasculpt seed's "across RBF
// interpolators"): the pose is a point (for corrections: the similarities of the current shape to
// every correction's reference), each training pose maps to wanted values (its own correction at
// 1, the others at 0), and in between the kernels blend. Solved with Eigen.

#include <vector>

namespace rigstage {

enum class RbfKernel {
    Gaussian,   ///< exp(-(r / width)^2): smooth, falls to 0 away from the training poses.
    ThinPlate,  ///< r^2 log r with a constant term: no width to tune, may leave [0, 1].
};

class RbfInterpolator {
public:
    /// Fits values[k] at points[k] (all points of one dimension, all values of one size). width
    /// <= 0 picks the mean distance between training points. False when the input is empty or
    /// ragged, or not finite; a singular system (repeated points) is solved in least squares.
    bool fit(const std::vector<std::vector<double>>& points, const std::vector<std::vector<double>>& values,
             RbfKernel kernel, double width = 0.0);
    /// The interpolated values at x (zeros before a successful fit).
    std::vector<double> evaluate(const std::vector<double>& x) const;

    double width() const { return width_; }
    int size() const { return int(points_.size()); }

private:
    double kernel(double r) const;

    RbfKernel kernel_ = RbfKernel::Gaussian;
    double width_ = 1.0;
    std::vector<std::vector<double>> points_;
    std::vector<std::vector<double>> weights_;  // per training point, one weight per output
    std::vector<double> constant_;               // thin plate's constant term per output
    int outputs_ = 0;
};

}  // namespace rigstage
