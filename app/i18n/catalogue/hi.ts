import type { MessageKey } from "./en";
import { blog } from "./hi/blog";
import { contact } from "./hi/contact";
import { core } from "./hi/core";
import { errors } from "./hi/errors";
import { pages } from "./hi/pages";
import { shell } from "./hi/shell";

/** The Hindi catalogue: the same keys as the English one, every one (the type checks). */
export const hi: Record<MessageKey, string> = {
  ...core,
  ...errors,
  ...shell,
  ...contact,
  ...pages,
  ...blog,
};
