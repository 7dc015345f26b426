import toastifyCss from "react-toastify/ReactToastify.css?url";
import type { ToastOptions } from "react-toastify/unstyled";

/**
 * Toasts load with the first one: react-toastify stays off every page's first load (decision 0028).
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

export function loadToastify(): Promise<Toastify> {
  library ??= Promise.all([import("react-toastify/unstyled"), loadStyles()]).then(
    ([module]) => module,
  );
  for (const mount of wanted) mount();
  return library;
}

export function onToastWanted(mount: () => void): () => void {
  wanted.add(mount);
  if (library) mount();
  return () => wanted.delete(mount);
}

let current: string | number | null = null;

/**
 * A new message replaces the one shown; the id is its words, so the same words are not said twice
 * (decision 0045).
 */
function show(kind: "error" | "success", message: string, options?: ToastOptions) {
  void loadToastify().then(({ toast }) => {
    const toastId = options?.toastId ?? message;
    // The same words again: the shown toast restarts its time, so it cannot vanish just after a
    // second refusal.
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
