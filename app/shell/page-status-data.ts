/**
 * From the session's flash, so personal: only on pages answered `private, no-store` (decision
 * 0045).
 */
export type PageStatus =
  | { tone: "refusal" | "result"; text: string; notIncluded?: undefined }
  | {
      tone: "refusal";
      text?: undefined;
      /**
       * A module this account does not include (null: the service refused one the site cannot
       * name): what to do about it, in the page's language, beside the spec's toast.
       */
      notIncluded: { module: string | null; ask: string };
    };
