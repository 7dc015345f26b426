import { Form, Link } from "react-router";
import { SearchRow } from "~/search/search-row";
import { CloseIcon, SearchIcon } from "./icons";
import { SEARCH_PATH } from "./navigation";
import { useDialog } from "./use-dialog";

/**
 * Search overlay (spec §2): Enter submits to /search?q=. Without JavaScript
 * the header's search button is a plain link to the search page.
 */
export function SearchOverlay() {
  const dialog = useDialog();
  return (
    <>
      <Link
        to={SEARCH_PATH}
        className="icon-button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          dialog.open();
        }}
      >
        <SearchIcon />
      </Link>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively */}
      <dialog
        ref={dialog.ref}
        className="search-overlay"
        aria-label="Search the site"
        onClick={dialog.onBackdropClick}
      >
        <Form
          method="get"
          action={SEARCH_PATH}
          role="search"
          className="search-overlay__form"
          onSubmit={dialog.close}
        >
          <label htmlFor="site-search" className="search-overlay__label">
            Search the site
          </label>
          <SearchRow rowClass="search-overlay__row" id="site-search" required autoComplete="off" />
          <p className="search-overlay__hint">Press Enter to search, Escape to close.</p>
        </Form>
        <button
          type="button"
          className="icon-button search-overlay__close"
          aria-label="Close search"
          onClick={dialog.close}
        >
          <CloseIcon />
        </button>
      </dialog>
    </>
  );
}
