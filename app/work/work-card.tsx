import { documentHref } from "~/content/document-path";
import { useEditMarks } from "~/content/edit-marks";
import type { WORK_LIST_QUERY_RESULT } from "~/content/sanity.types";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { MediaCard } from "~/shell/media-card";
import { workCategoryTitle } from "./work-categories";

export function WorkCard({ work }: { work: WORK_LIST_QUERY_RESULT[number] }) {
  const mark = useEditMarks();
  const t = useT();
  const _localHref = useLocalHref();
  return (
    <MediaCard
      image={work.coverImage}
      aspect={4 / 3}
      title={work.title}
      titleMark={mark("title", "work", work._id)}
      href={documentHref({ _type: "work", slug: work.slug, language: work.language }, "/work")}
      kicker={<p className="card__kicker">{workCategoryTitle(work.category, t)}</p>}
      language={work.language}
    >
      <p className="card__meta">{work.client}</p>
      <p {...mark("summary", "work", work._id)}>{work.summary}</p>
    </MediaCard>
  );
}
