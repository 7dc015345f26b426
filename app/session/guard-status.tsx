import { useNavigation } from "react-router";
import { routeEntryForPath } from "~/route-lookup";
import { decideGuard } from "./access";
import { useSessionSelector } from "./session-provider";

/**
 * While the browser opens a guarded page, the guard decision of spec §4 runs here too: the loading
 * heading during the authentication check, the loading text while the page loads. The redirects
 * themselves come from the server's loaders, which run the same rules.
 */
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
