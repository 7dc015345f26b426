// One format (en-IN, "1,24,999") so a balance reads the same wherever it is shown.
const COUNT = new Intl.NumberFormat("en-IN");

export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** "1 coin", "30 coins", "1,250 coins", "-1 coin". */
export function formatCoins(coins: number): string {
  return `${COUNT.format(coins)} ${Math.abs(coins) === 1 ? "coin" : "coins"}`;
}
