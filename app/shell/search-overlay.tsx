import { Form, Link } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { MAX_SEARCH_LENGTH } from "~/search/search-terms";
import { CloseIcon, SearchIcon } from "./icons";
import { SEARCH_PATH } from "./navigation";
import { useDialog } from "./use-dialog";

export function SearchOverlay() {
  const dialog = useDialog();
  const t = useT();
  const searchPath = useLocalHref()(SEARCH_PATH);
  return (
    <>
      <Link
        to={searchPath}
        className="icon-button"
        aria-label={t("search.open")}
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
        aria-label={t("search.title")}
        onClick={dialog.onBackdropClick}
      >
        <Form
          method="get"
          action={searchPath}
          role="search"
          className="search-overlay__form"
          onSubmit={dialog.close}
        >
          <label htmlFor="site-search" className="search-overlay__label">
            {t("search.title")}
          </label>
          {/*
            Its own box: a module shared with the search page would be an extra chunk on every first
            load.
          */}
          <div className="search-overlay__row">
            <input
              id="site-search"
              name="q"
              type="search"
              required
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              placeholder={t("search.placeholder")}
              enterKeyHint="search"
            />
            <button type="submit" className="button button--primary">
              {t("search.submit")}
            </button>
          </div>
          <p className="search-overlay__hint">{t("search.hint")}</p>
        </Form>
        <button
          type="button"
          className="icon-button search-overlay__close"
          aria-label={t("search.close")}
          onClick={dialog.close}
        >
          <CloseIcon />
        </button>
      </dialog>
    </>
  );
}
