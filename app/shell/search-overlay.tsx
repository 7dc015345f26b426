import { Form, Link } from "react-router";
import { MAX_SEARCH_LENGTH } from "~/search/search-terms";
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
          {/* Its own box, not the search page's: a module shared with that page would be a chunk of its own on every first load. */}
          <div className="search-overlay__row">
            <input
              id="site-search"
              name="q"
              type="search"
              required
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              placeholder="Courses, articles, services…"
              enterKeyHint="search"
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
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
