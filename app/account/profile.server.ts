import type { RouterContextProvider } from "react-router";
import { myCoursePath } from "~/courses/links";
import { formatDate } from "~/lib/format";
import { routeEntryForPattern } from "~/route-lookup";
import { notFound } from "~/service-api/answers.server";
import { entitlementsOf } from "~/service-api/member-calls.server";
import { throwServiceUnavailable } from "~/session/access.server";
import { currentSession } from "~/session/current-session.server";
import { memberRequest } from "./member.server";
import { modulesFor } from "./modules";
import { savedProfile } from "./profile-fields";
import { unsavedProfile } from "./profile-update.server";
import type { MyProfile, ProfileView } from "./profile-view";

/**
 * /my-profile: the member as `app/me/` answered for this very request (the session middleware
 * asked), their modules, and their courses.
 */

export async function loadMyProfile(
  context: Readonly<RouterContextProvider>,
  url: URL,
  pattern: string,
): Promise<MyProfile> {
  const title = routeEntryForPattern(pattern)?.title ?? notFound();
  const unsaved = unsavedProfile(context);
  // The service is down and the form was just sent: show the form with what was typed, not the 503 page.
  if (unsaved && currentSession(context).serviceUnavailable) {
    return { title, profile: null, saved: null };
  }
  const { me, access, api } = memberRequest(context, url, pattern);
  let courses: ProfileView["courses"] = null;
  if (me.pro_pmt) {
    const purchases = await api.myCourses(access);
    if (purchases.kind === "ok") {
      courses = purchases.data.map((purchase) => ({
        id: purchase.id,
        title: purchase.service.title,
        path: myCoursePath(purchase.id),
      }));
    } else if (purchases.kind === "unavailable" && !unsaved) {
      throwServiceUnavailable();
    }
  }
  const { held, locked } = modulesFor(entitlementsOf(me));
  return {
    title,
    profile: {
      name: me.name,
      email: me.email,
      phonenumber: me.phonenumber,
      memberSince: formatDate(me.date_joined),
      memberSinceIso: me.date_joined,
      coins: me.abc_coins,
      held,
      locked,
      courses,
    },
    saved: savedProfile(me),
  };
}
