/**
 * How the portal writes counts (en-IN): the site's pages, the console and the
 * service's refusals all read these, so a balance reads the same wherever it
 * is shown. Indian digit grouping: "1,24,999".
 */
const COUNT = new Intl.NumberFormat("en-IN");

/** A whole number with Indian digit grouping: "1,24,999". */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** "1 coin", "30 coins", "1,250 coins", "-1 coin". */
export function formatCoins(coins: number): string {
  return `${COUNT.format(coins)} ${Math.abs(coins) === 1 ? "coin" : "coins"}`;
}
