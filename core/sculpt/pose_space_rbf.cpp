#include "sculpt/pose_space_rbf.h"

#include <cmath>

#include <Eigen/Dense>

namespace rigstage {

namespace {

double distance(const std::vector<double>& a, const std::vector<double>& b)
{
    double s = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        s += (a[i] - b[i]) * (a[i] - b[i]);
    }
    return std::sqrt(s);
}

}  // namespace

double RbfInterpolator::kernel(double r) const
{
    if (kernel_ == RbfKernel::Gaussian) {
        const double q = r / width_;
        return std::exp(-q * q);
    }
    return r > 1e-12 ? r * r * std::log(r) : 0.0;
}

bool RbfInterpolator::fit(const std::vector<std::vector<double>>& points, const std::vector<std::vector<double>>& values,
                          RbfKernel kernel, double width)
{
    points_.clear();
    weights_.clear();
    constant_.clear();
    outputs_ = 0;
    const std::size_t k = points.size();
    if (k == 0 || values.size() != k || values[0].empty()) {
        return false;
    }
    for (std::size_t i = 0; i < k; ++i) {
        if (points[i].size() != points[0].size() || values[i].size() != values[0].size()) {
            return false;
        }
        for (double x : points[i]) {
            if (!std::isfinite(x)) {
                return false;
            }
        }
    }
    kernel_ = kernel;
    if (width > 0.0) {
        width_ = width;
    } else {
        double sum = 0.0;
        int pairs = 0;
        for (std::size_t i = 0; i < k; ++i) {
            for (std::size_t j = i + 1; j < k; ++j, ++pairs) {
                sum += distance(points[i], points[j]);
            }
        }
        width_ = pairs > 0 && sum > 1e-9 ? sum / pairs : 1.0;
    }
    const int m = int(values[0].size());
    const bool augmented = kernel == RbfKernel::ThinPlate;
    const Eigen::Index n = Eigen::Index(k) + (augmented ? 1 : 0);
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(n, n);
    Eigen::MatrixXd b = Eigen::MatrixXd::Zero(n, m);
    points_ = points;
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            a(Eigen::Index(i), Eigen::Index(j)) = this->kernel(distance(points[i], points[j]));
        }
        for (int c = 0; c < m; ++c) {
            b(Eigen::Index(i), c) = values[i][std::size_t(c)];
        }
        if (augmented) {
            a(Eigen::Index(i), Eigen::Index(k)) = 1.0;
            a(Eigen::Index(k), Eigen::Index(i)) = 1.0;
        }
    }
    // Complete orthogonal decomposition: exact for a regular system, least squares (minimum norm)
    // when training poses repeat.
    const Eigen::MatrixXd x = a.completeOrthogonalDecomposition().solve(b);
    if (!x.allFinite()) {
        points_.clear();
        return false;
    }
    weights_.assign(k, std::vector<double>(std::size_t(m)));
    for (std::size_t i = 0; i < k; ++i) {
        for (int c = 0; c < m; ++c) {
            weights_[i][std::size_t(c)] = x(Eigen::Index(i), c);
        }
    }
    constant_.assign(std::size_t(m), 0.0);
    if (augmented) {
        for (int c = 0; c < m; ++c) {
            constant_[std::size_t(c)] = x(Eigen::Index(k), c);
        }
    }
    outputs_ = m;
    return true;
}

std::vector<double> RbfInterpolator::evaluate(const std::vector<double>& x) const
{
    std::vector<double> out(std::size_t(outputs_), 0.0);
    if (outputs_ == 0 || x.size() != points_[0].size()) {
        return out;
    }
    out = constant_;
    for (std::size_t i = 0; i < points_.size(); ++i) {
        const double phi = kernel(distance(x, points_[i]));
        for (std::size_t c = 0; c < out.size(); ++c) {
            out[c] += weights_[i][c] * phi;
        }
    }
    return out;
}

}  // namespace rigstage
