import { serviceLinePageHref } from "~/content/document-path";
import { useEditMarks } from "~/content/edit-marks";
import type { SERVICE_LINES_QUERY_RESULT } from "~/content/sanity.types";
import { useLocalHref } from "~/i18n/use-translation";
import { MediaCard } from "~/shell/media-card";

type ServiceLineCardData = Pick<
  SERVICE_LINES_QUERY_RESULT[number],
  "_id" | "title" | "key" | "tagline" | "summary" | "image" | "language"
>;

export function ServiceLineCard({ line }: { line: ServiceLineCardData }) {
  const mark = useEditMarks();
  const _localHref = useLocalHref();
  return (
    <MediaCard
      image={line.image}
      aspect={3 / 2}
      title={line.title}
      titleMark={mark("title", "serviceLine", line._id)}
      href={serviceLinePageHref(line)}
      language={line.language}
    >
      {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
      <p>{line.summary}</p>
    </MediaCard>
  );
}
