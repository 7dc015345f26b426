/**
 * Prices as people in India read them: rupees with lakh grouping
 * (₹1,25,000), paise only when there are any.
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

/** The service sends amounts as decimal strings ("4999.00"); anything unreadable shows as given. */
export function formatRupees(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value) || (typeof amount === "string" && amount.trim() === "")) {
    return String(amount);
  }
  return Number.isInteger(value) ? WHOLE_RUPEES.format(value) : RUPEES_AND_PAISE.format(value);
}

export function formatCoins(coins: number): string {
  return `${coins.toLocaleString("en-IN")} ${coins === 1 ? "coin" : "coins"}`;
}
