/** Figures such as "12,000+ learners guided", from the home, about and CSR documents. */
export function Figures({
  stats,
  compact = false,
}: {
  stats: Array<{ value: string | null; label: string | null }>;
  compact?: boolean;
}) {
  return (
    <ul className={compact ? "figures figures--compact" : "figures"}>
      {stats.map((stat) => (
        <li key={`${stat.value}-${stat.label}`} className="figure" data-reveal="">
          <strong className="figure__value">{stat.value}</strong>
          <span className="figure__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A service line's highlights: a ticked list of titled points. */
export function Highlights({
  items,
}: {
  items: Array<{ title: string | null; description: string | null }> | null | undefined;
}) {
  if (!items?.length) return null;
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item.title}>
          <strong>{item.title}.</strong> {item.description}
        </li>
      ))}
    </ul>
  );
}
