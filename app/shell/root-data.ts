import { useRouteLoaderData } from "react-router";
import type { Language } from "#contract/languages.ts";
import type { ContentImageConfig } from "~/content/image-url";
import type { SiteSettings } from "~/content/types";
import type { CompiledMessages } from "~/i18n/translate";
import type { ShellUser } from "~/session/shell-user";
import type { PageStatus } from "./page-status-data";

/** What the root route's loader gives every page: the shell's settings and who is signed in. */
export interface RootData {
  /** The page's language (its address's), the shell's words in it, where links stay English. */
  language: Language;
  messages: CompiledMessages;
  englishOnly: string[];
  settings: SiteSettings | null;
  imageConfig: ContentImageConfig;
  /** In an editor's preview, its perspective as the studio writes it ("drafts", "rSpring,drafts"). */
  preview: string | null;
  /** In a preview without Content Source Maps: the studio's address the click-to-edit marks name. */
  editMarks: string | null;
  user: ShellUser | null;
  hasSession: boolean;
  panelHidden: boolean;
  toast: string | null;
  notice: string | null;
  /** What this page says at its top (decision 0045). */
  status: PageStatus | null;
  year: number;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
