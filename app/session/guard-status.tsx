import { useNavigation } from "react-router";
import { routeEntryForPath } from "~/route-lookup";
import { decideGuard } from "./access";
import { useSessionSelector } from "./session-provider";

/** Spec §4's loading states; the redirects come from the server's loaders. */
export function GuardStatus() {
  const navigation = useNavigation();
  const state = useSessionSelector((view) => view.context);
  const target = navigation.state === "loading" ? navigation.location : null;
  const entry = target ? routeEntryForPath(target.pathname) : undefined;
  if (
    !target ||
    !entry ||
    entry.access.kind === "public" ||
    entry.access.kind === "signed-out-only"
  )
    return null;
  const view = decideGuard(
    entry.access,
    {
      checkAuthLoading: state.checkAuthLoading,
      loading: true,
      hasToken: state.userToken !== null,
      isAuthenticated: state.isAuthenticated,
      user: state.user,
    },
    `${target.pathname}${target.search}`,
  );
  return (
    <div className="guard-status" role="status">
      {view.kind === "loading-heading" ? (
        <h2 className="guard-status__heading">Checking your sign-in…</h2>
      ) : (
        <p className="guard-status__text">Loading {entry.title}…</p>
      )}
    </div>
  );
}
