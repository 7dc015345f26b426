import toastifyCss from "react-toastify/ReactToastify.css?url";
import type { ToastOptions } from "react-toastify/unstyled";

/**
 * Toasts, loaded with the first one: react-toastify's code and stylesheet are not on the first load
 * of every page (decision 0028). The first message fetches both, mounts the container
 * (app/shell/toasts.tsx) and shows; until then, and without JavaScript, the page's own <noscript>
 * banner carries it.
 */
type Toastify = typeof import("react-toastify/unstyled");

let library: Promise<Toastify> | undefined;
const wanted = new Set<() => void>();

function loadStyles(): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = toastifyCss;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** react-toastify itself, with its stylesheet in place; the container is asked to mount. */
export function loadToastify(): Promise<Toastify> {
  library ??= Promise.all([import("react-toastify/unstyled"), loadStyles()]).then(
    ([module]) => module,
  );
  for (const mount of wanted) mount();
  return library;
}

/** The container subscribes here: it mounts once the first toast is on its way. */
export function onToastWanted(mount: () => void): () => void {
  wanted.add(mount);
  if (library) mount();
  return () => wanted.delete(mount);
}

/** The toast on screen (or on its way there): its id, until react-toastify has closed it. */
let current: string | number | null = null;

/**
 * Toasts are few (decision 0045): a new message replaces the one on screen (which slides out)
 * instead of stacking over it, and the same words while they are still showing (or on their way)
 * are not said twice, their time on screen starts again: the toast's id is its words. What matters
 * is on the page itself, beside the form or at the top; a toast only echoes it.
 */
function show(kind: "error" | "success", message: string, options?: ToastOptions) {
  void loadToastify().then(({ toast }) => {
    const toastId = options?.toastId ?? message;
    // The same words again while they show (a second refusal): not a second toast, but the one on
    // screen stays its full time from now (an update restarts react-toastify's timer), so it cannot
    // vanish the moment after the person was refused again.
    if (toast.isActive(toastId)) {
      toast.update(toastId, {});
      return;
    }
    if (current === toastId) return;
    if (current !== null) toast.dismiss(current);
    current = toastId;
    toast[kind](message, {
      ...options,
      toastId,
      onClose: (reason) => {
        if (current === toastId) current = null;
        options?.onClose?.(reason);
      },
    });
  });
}

export const notify = {
  error(message: string, options?: ToastOptions) {
    show("error", message, options);
  },
  success(message: string, options?: ToastOptions) {
    show("success", message, options);
  },
};
