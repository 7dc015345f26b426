import { useRouteLoaderData } from "react-router";
import type { Language } from "#contract/languages.ts";
import type { ContentImageConfig } from "~/content/image-url";
import type { SiteSettings } from "~/content/types";
import type { CompiledMessages } from "~/i18n/translate";
import type { ShellUser } from "~/session/shell-user";
import type { PageStatus } from "./page-status-data";

export interface RootData {
  language: Language;
  messages: CompiledMessages;
  englishOnly: string[];
  settings: SiteSettings | null;
  imageConfig: ContentImageConfig;
  preview: string | null;
  editMarks: string | null;
  user: ShellUser | null;
  hasSession: boolean;
  panelHidden: boolean;
  /** The backend offers passkeys (ours does, the Django reference does not): the sign-in shows them. */
  passkeys: boolean;
  toast: string | null;
  notice: string | null;
  status: PageStatus | null;
  year: number;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
