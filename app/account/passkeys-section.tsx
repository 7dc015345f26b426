import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate, useRevalidator } from "react-router";
import { PASSKEY_NAME_MAX, PASSKEY_WORDS, type PasskeyItem } from "#contract/passkeys.ts";
import { ConfirmView } from "~/forms/confirm-view";
import { formatDate } from "~/lib/format";
import type { PasskeyReply } from "~/session/passkey-reply";
import { AccountCard } from "./account-card";
import { PASSKEYS_UNAVAILABLE, removeQuestion } from "./passkey-messages";

const ACTION = "/my-profile/passkeys";
const PROFILE = "/my-profile";

/**
 * The profile's passkeys: each named, with when it was added and last used; renamed and removed
 * with plain forms (a removal asks first, in the address, so it works without JavaScript); added
 * with the browser's own dialog, which needs JavaScript.
 */
export function PasskeysSection({
  items,
  removing,
}: {
  items: PasskeyItem[] | null;
  removing: PasskeyItem | null;
}) {
  const navigate = useNavigate();
  return (
    <AccountCard id="passkeys-title" heading="Passkeys">
      <p>
        A passkey signs you in with this device's screen lock, or a security key, instead of your
        password. Nobody can guess it or trick you into typing it on another site.
      </p>
      {removing && (
        <ConfirmView
          key={removing.id}
          request={{
            ...removeQuestion(removing.name),
            fields: [
              ["intent", "remove"],
              ["id", String(removing.id)],
            ],
          }}
          action={ACTION}
          keepTo={`${PROFILE}#passkeys-title`}
          onKeep={() => navigate(PROFILE, { replace: true, preventScrollReset: true })}
        />
      )}
      {items === null ? (
        <p role="status">{PASSKEYS_UNAVAILABLE}</p>
      ) : items.length === 0 ? (
        <p>You have no passkey yet.</p>
      ) : (
        <ul className="passkey-list">
          {items.map((item) => (
            <PasskeyRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {items !== null && <AddPasskey />}
    </AccountCard>
  );
}

function PasskeyRow({ item }: { item: PasskeyItem }) {
  const id = useId();
  return (
    <li className="passkey-list__item">
      <p className="passkey-list__name">
        <strong>{item.name}</strong>
      </p>
      <p className="passkey-list__dates">
        Added <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
        {"; "}
        {item.last_used_at ? (
          <>
            last used <time dateTime={item.last_used_at}>{formatDate(item.last_used_at)}</time>
          </>
        ) : (
          "not used yet"
        )}
        .
      </p>
      <div className="passkey-list__actions">
        <Form method="post" action={ACTION} className="passkey-rename">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={`${id}-name`}>New name for “{item.name}”</label>
          <input
            id={`${id}-name`}
            name="name"
            defaultValue={item.name}
            maxLength={PASSKEY_NAME_MAX}
            required
            autoComplete="off"
          />
          <button type="submit" className="button button--ghost">
            Rename
          </button>
        </Form>
        <Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="button button--ghost">
            Remove <span className="visually-hidden">“{item.name}”</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The registration ceremony: its library loads when the button is used. */
function AddPasskey() {
  const [scripted, setScripted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const revalidator = useRevalidator();
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => setScripted(true), []);
  if (!scripted) {
    return (
      <p>
        Adding a passkey needs JavaScript, which is off or has not loaded in this browser. Your
        password works as always.
      </p>
    );
  }

  async function add(name: string) {
    if (!name.trim()) {
      setSaid({ ok: false, text: PASSKEY_WORDS.nameRequired });
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      const { makePasskey } = await import("~/session/passkey-ceremony");
      const made = await makePasskey(ACTION);
      if (!made.ok) {
        setSaid({ ok: false, text: made.message });
        return;
      }
      const response = await fetch(ACTION, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({ intent: "add", name, response: made.response }),
      });
      const reply = (await response.json().catch(() => null)) as PasskeyReply | null;
      if (reply?.ok) {
        setSaid({ ok: true, text: reply.message ?? "" });
        if (nameRef.current) nameRef.current.value = "";
        await revalidator.revalidate();
      } else {
        setSaid({ ok: false, text: reply?.message ?? PASSKEY_WORDS.notAccepted });
      }
    } catch {
      setSaid({
        ok: false,
        text: "Passkeys are unavailable for a moment. Please try again shortly.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="passkey-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(new FormData(event.currentTarget).get("name")?.toString() ?? "");
      }}
    >
      <label htmlFor={`${id}-name`}>Name for a new passkey</label>
      <p id={`${id}-hint`} className="field__hint">
        For example the device it is on: “My phone”, “Work laptop”.
      </p>
      <input
        ref={nameRef}
        id={`${id}-name`}
        name="name"
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
      <p role="status" className={said && !said.ok ? "field__error" : undefined}>
        {said?.text}
      </p>
    </form>
  );
}
