/**
 * Prices as people in India read them: rupees with Indian digit grouping
 * (₹1,24,999), and coins counted in words.
 */

const WHOLE_RUPEES = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

const RUPEES_AND_PAISE = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The service's decimal string ("2499.00") as "₹2,499"; paise only when there are some. */
export function formatRupees(price: string | number): string {
  const amount = typeof price === "number" ? price : Number(price);
  if (!Number.isFinite(amount)) return "";
  return Number.isInteger(amount) ? WHOLE_RUPEES.format(amount) : RUPEES_AND_PAISE.format(amount);
}

const COUNT = new Intl.NumberFormat("en-IN");

/** "1 coin", "30 coins", "1,250 coins". */
export function formatCoins(coins: number): string {
  return `${COUNT.format(coins)} ${coins === 1 ? "coin" : "coins"}`;
}
