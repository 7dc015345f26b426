import type { Overview } from "#contract/staff.ts";
import { type StaffColumn, StaffTable } from "./staff-table";

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 6;

const shortDate = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const WEEK_COLUMNS: readonly StaffColumn<Overview["weeks"][number]>[] = [
  {
    label: "Week from",
    cell: (week) => <time dateTime={week.week}>{shortDate(week.week)}</time>,
  },
  { label: "Registrations", cell: (week) => week.registrations },
  { label: "Orders", cell: (week) => week.orders },
];

/** A chart for the eye and the same figures as a table for screen readers. */
export function WeekChart({ weeks }: { weeks: Overview["weeks"] }) {
  const top = Math.max(1, ...weeks.flatMap((week) => [week.registrations, week.orders]));
  const slot = WIDTH / Math.max(1, weeks.length);
  const bar = (slot - GAP * 2) / 2;
  const height = (value: number) => Math.round((value / top) * (HEIGHT - 20));
  const total = (key: "registrations" | "orders") =>
    weeks.reduce((sum, week) => sum + week[key], 0);
  return (
    <figure className="week-chart">
      <figcaption id="week-chart-caption">
        Registrations and orders per week, last {weeks.length} weeks:{" "}
        {plural(total("registrations"), "registration")} and {plural(total("orders"), "order")}.
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
        role="img"
        aria-labelledby="week-chart-caption"
        preserveAspectRatio="none"
      >
        <title>Registrations and orders per week</title>
        {weeks.map((week, index) => {
          const x = index * slot + GAP;
          return (
            <g key={week.week}>
              <rect
                className="week-chart__registrations"
                x={x}
                y={HEIGHT - height(week.registrations)}
                width={bar}
                height={height(week.registrations)}
              />
              <rect
                className="week-chart__orders"
                x={x + bar}
                y={HEIGHT - height(week.orders)}
                width={bar}
                height={height(week.orders)}
              />
              {index % 2 === weeks.length % 2 ? null : (
                <text x={x + bar} y={HEIGHT + 18} textAnchor="middle">
                  {shortDate(week.week)}
                </text>
              )}
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="week-chart__axis" />
      </svg>
      <p className="week-chart__legend" aria-hidden="true">
        <span className="week-chart__key week-chart__key--registrations" /> Registrations{" "}
        <span className="week-chart__key week-chart__key--orders" /> Orders
      </p>
      <details>
        <summary>Show the figures</summary>
        <StaffTable
          caption="Registrations and orders per week"
          hideCaption
          rows={weeks}
          rowKey={(week) => week.week}
          columns={WEEK_COLUMNS}
        />
      </details>
    </figure>
  );
}
