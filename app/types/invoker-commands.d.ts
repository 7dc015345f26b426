/**
 * The Invoker Commands attributes (HTML: `command`, `commandfor`), which open and close a <dialog>
 * without JavaScript. React passes them through as written; its types do not list them yet.
 * Lowercase `commandfor`, as React wants unknown attributes spelled.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover";
    commandfor?: string;
  }
}
