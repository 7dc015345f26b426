import { data, Form, useActionData } from "react-router";
import {
  endPreview,
  NO_STORE,
  safeReturnPath,
  secretMatches,
  startPreview,
} from "~/content/preview.server";
import { readActionForm } from "~/lib/bounded-body.server";
import { pageMeta } from "~/lib/meta";
import { type AppSettings, appSettingsContext } from "~/request-context";
import { PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/preview";

const WRONG_SECRET = "That preview secret is not right. Check it and try again.";

function previewSettings(settings: AppSettings | null) {
  if (!settings?.content?.previewSecret) {
    throw data("Preview is not enabled on this site.", { status: 404, headers: NO_STORE });
  }
  return { settings, secret: settings.content.previewSecret };
}

/**
 * Editors' preview. The studio's "Open preview" opens /preview?redirect=/path, which asks for the
 * preview secret (the studio bundle is public, so the link carries none);
 * /preview?secret=…&redirect=… turns it on directly, and /preview?exit=1 turns it off. The studio's
 * Presentation tool comes in by /preview/enable instead, with a secret of its own
 * (preview-enable.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, secret } = previewSettings(context.get(appSettingsContext));
  const url = new URL(request.url);
  const target = safeReturnPath(url.searchParams.get("redirect"));
  if (url.searchParams.has("exit")) return endPreview(settings, target);
  const given = url.searchParams.get("secret");
  if (given !== null) {
    if (!secretMatches(given, secret)) {
      // The form again, with the words (a thrown 401 would show the generic error page).
      return data({ target, error: WRONG_SECRET }, { status: 401, headers: NO_STORE });
    }
    return startPreview(settings, target);
  }
  return data({ target, error: null as string | null }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { settings, secret } = previewSettings(context.get(appSettingsContext));
  const read = await readActionForm(request);
  if (!read.ok) return data({ error: read.message }, { status: read.status, headers: NO_STORE });
  const form = read.form;
  const given = form.get("secret");
  const target = safeReturnPath(String(form.get("redirect") ?? "/"));
  if (typeof given !== "string" || !secretMatches(given, secret)) {
    return data({ error: WRONG_SECRET }, { status: 401, headers: NO_STORE });
  }
  return startPreview(settings, target);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Preview drafts"),
  { name: "robots", content: "noindex" },
];

export default function Preview({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const error = result && "error" in result ? result.error : loaderData.error;
  return (
    <>
      <PageHeader
        title="Preview drafts"
        crumbs={[{ label: "Home", to: "/" }, { label: "Preview" }]}
      />
      <section className="section">
        <div className="container prose-container">
          <p>
            Enter the preview secret to see unpublished drafts in this browser for the next hour.
          </p>
          <Form method="post" className="search-form" noValidate>
            <input type="hidden" name="redirect" value={loaderData.target} />
            <label htmlFor="preview-secret">Preview secret</label>
            <div className="search-form__row">
              <input
                id="preview-secret"
                name="secret"
                type="password"
                autoComplete="off"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "preview-error" : undefined}
              />
              <button type="submit" className="button button--primary">
                Show drafts
              </button>
            </div>
            {error ? (
              <p id="preview-error" className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </Form>
        </div>
      </section>
    </>
  );
}
