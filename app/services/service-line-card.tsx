import { useEditMarks } from "~/content/edit-marks";
import type { SERVICE_LINES_QUERY_RESULT } from "~/content/sanity.types";
import { useLocalHref } from "~/i18n/use-translation";
import { MediaCard } from "~/shell/media-card";
import { serviceLineHref } from "./service-line-paths";

type ServiceLineCardData = Pick<
  SERVICE_LINES_QUERY_RESULT[number],
  "_id" | "title" | "key" | "tagline" | "summary" | "image"
>;

export function ServiceLineCard({ line }: { line: ServiceLineCardData }) {
  const mark = useEditMarks();
  const localHref = useLocalHref();
  return (
    <MediaCard
      image={line.image}
      aspect={3 / 2}
      title={line.title}
      titleMark={mark("title", "serviceLine", line._id)}
      href={localHref(serviceLineHref(line.key))}
    >
      {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
      <p>{line.summary}</p>
    </MediaCard>
  );
}
