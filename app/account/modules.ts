import { ENTITLEMENTS, type Entitlement, MODULE_HOMES } from "~/route-table";

/**
 * The modules of spec §6 as a member sees them on the profile: the ones they hold, each with its
 * page, and the others with how to ask for access.
 */

export interface ModuleLink {
  entitlement: Entitlement;
  title: string;
  path: string;
}

export interface LockedModule extends ModuleLink {
  /** The contact form, its Subject already saying which module this is about. */
  askPath: string;
}

export function contactPathAbout(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

export function accessRequestPath(moduleTitle: string): string {
  return contactPathAbout(`Access to ${moduleTitle}`);
}

/** Every module in the spec's order, split by whether `held` includes its entitlement. */
export function modulesFor(held: readonly Entitlement[]): {
  held: ModuleLink[];
  locked: LockedModule[];
} {
  const result: { held: ModuleLink[]; locked: LockedModule[] } = { held: [], locked: [] };
  for (const entitlement of ENTITLEMENTS) {
    const home = MODULE_HOMES.get(entitlement);
    if (!home) continue;
    const link = { entitlement, title: home.title, path: home.path };
    if (held.includes(entitlement)) result.held.push(link);
    else result.locked.push({ ...link, askPath: accessRequestPath(home.title) });
  }
  return result;
}
