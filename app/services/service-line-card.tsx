import type { SERVICE_LINES_QUERY_RESULT } from "~/content/sanity.types";
import { MediaCard } from "~/shell/media-card";
import { serviceLineHref } from "./service-line-paths";

type ServiceLineCardData = Pick<
  SERVICE_LINES_QUERY_RESULT[number],
  "_id" | "title" | "key" | "tagline" | "summary" | "image"
>;

export function ServiceLineCard({ line }: { line: ServiceLineCardData }) {
  return (
    <MediaCard
      image={line.image}
      aspect={3 / 2}
      title={line.title}
      href={serviceLineHref(line.key)}
    >
      {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
      <p>{line.summary}</p>
    </MediaCard>
  );
}
