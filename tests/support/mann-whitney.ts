/**
 * The two-sided Mann-Whitney U test (Wilcoxon rank-sum) with the normal
 * approximation, tie correction and continuity correction: does one sample
 * tend to be larger than the other? For timing oracles: request-otp's answer
 * times for known and unknown accounts must not tell them apart.
 */
export interface MannWhitney {
  u: number;
  z: number;
  /** Two-sided p-value. */
  p: number;
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function mannWhitney(a: readonly number[], b: readonly number[]): MannWhitney {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 === 0 || n2 === 0) throw new Error("Both samples need values.");
  const all = [
    ...a.map((value) => ({ value, first: true })),
    ...b.map((value) => ({ value, first: false })),
  ].sort((x, y) => x.value - y.value);
  // Average ranks for ties; collect the tie sizes for the variance correction.
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.value === all[i]?.value) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) ranks[k] = rank;
    const size = j - i + 1;
    tieTerm += size ** 3 - size;
    i = j + 1;
  }
  const rankSum = all.reduce(
    (sum, item, index) => (item.first ? sum + (ranks[index] ?? 0) : sum),
    0,
  );
  const u1 = rankSum - (n1 * (n1 + 1)) / 2;
  const u = Math.min(u1, n1 * n2 - u1);
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, p: 1 };
  const z = (Math.abs(u1 - mean) - 0.5) / Math.sqrt(variance);
  const p = Math.min(1, 2 * (1 - normalCdf(Math.max(0, z))));
  return { u, z, p };
}
