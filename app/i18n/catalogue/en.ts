import { blog } from "./en/blog";
import { contact } from "./en/contact";
import { core } from "./en/core";
import { errors } from "./en/errors";
import { pages } from "./en/pages";
import { shell } from "./en/shell";

/** The English catalogue: every key the shell may ask for (one file per part of the site). */
export const en = { ...core, ...errors, ...shell, ...contact, ...pages, ...blog } as const;

export type MessageKey = keyof typeof en;
