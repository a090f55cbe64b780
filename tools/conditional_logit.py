"""The conditional logit the fitting scripts share: the chance that alternative j of a sample is the one
that happened is softmax(w . x_j) over the sample's alternatives (a mask drops padding).

Arrays: ``x`` (samples, alternatives, features), ``mask`` (samples, alternatives) of bool, ``y``
(samples,) the index of the alternative that happened. Needs numpy.
"""

from __future__ import annotations

import numpy as np


def log_likelihood(w: np.ndarray, x: np.ndarray, mask: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """Mean log-likelihood of the winners and the share of samples whose best-scored seat won."""
    z = np.where(mask, x @ w, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    rows = np.arange(len(y))
    return float(logp[rows, y].mean()), float((z.argmax(axis=1) == y).mean())


def fit(x: np.ndarray, mask: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Newton's method on the conditional-logit log-likelihood, with a small ridge."""
    n, _, k = x.shape
    w = np.zeros(k)
    rows = np.arange(n)
    for _ in range(steps):
        z = np.where(mask, x @ w, -np.inf)
        z = z - z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = (x[rows, y] - mean).sum(axis=0) - l2 * n * w
        centred = x - mean[:, None, :]
        hess = -np.einsum("ns,nsk,nsl->kl", p, centred, centred) - l2 * n * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w = w - step
        if np.abs(step).max() < 1e-8:
            break
    return w
