/** The categories of work items: the studio's options and the site's /work filter. */
export const WORK_CATEGORIES = [
  { title: "Training programmes", value: "training" },
  { title: "Digital marketing", value: "digital-marketing" },
  { title: "Healthcare outreach", value: "healthcare" },
  { title: "Technology", value: "technology" },
] as const;
