import type { LockedModule, ModuleLink } from "./modules";
import type { ProfileValues } from "./profile-fields";

/** What /my-profile shows: built on the server (profile.server.ts), read by the page. */

export interface ProfileView {
  name: string;
  email: string;
  phonenumber: string;
  memberSince: string;
  memberSinceIso: string;
  coins: number;
  held: ModuleLink[];
  locked: LockedModule[];
  /** Purchased courses; null for a member without pro_pmt (they cannot open courses). */
  courses: { id: number; title: string; path: string }[] | null;
}

export interface MyProfile {
  title: string;
  /** Null only when the service went down while a change was being saved (see unsavedProfile). */
  profile: ProfileView | null;
  /** What the edit form starts with. */
  saved: ProfileValues | null;
}
