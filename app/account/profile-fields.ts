import { fieldErrors, ProfileUpdateSchema } from "../../contract/schemas.ts";

/**
 * The profile form's fields and their rules, shared by the browser and the
 * route action. The rules are the service's ProfileUpdateSchema: one schema,
 * checked in the browser, in the action and again by the service.
 */

/** In the order they appear: focus goes to the first invalid one. */
export const PROFILE_FIELDS = ["name", "email", "phonenumber"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_LABELS: Record<ProfileField, string> = {
  name: "Name",
  email: "E-mail address",
  phonenumber: "Mobile number",
};

/** What the person typed, exactly as typed (kept on any error). */
export type ProfileValues = Record<ProfileField, string>;

/** One message per field. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** What is sent to the service: the schema's output (trimmed, the e-mail in lower case). */
export type ProfileChanges = ReturnType<typeof ProfileUpdateSchema.parse>;

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/**
 * The three fields of a submitted form, and nothing else: whatever else a
 * body carries (abc_coins, pro_pmt…) never reaches the service. The form
 * always sends all three, so a missing one reads as empty and is refused.
 */
export function profileValues(form: FormData): ProfileValues {
  const read = (name: ProfileField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: read("name"), email: read("email"), phonenumber: read("phonenumber") };
}

export function firstInvalidField(errors: ProfileErrors): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => errors[field]);
}

export type ProfileCheck =
  | { ok: true; changes: ProfileChanges }
  | { ok: false; errors: ProfileErrors };

/** The profile as the service holds it, in the form's fields. */
export function savedProfile(user: { name: string; email: string; phonenumber: string }) {
  return { name: user.name, email: user.email, phonenumber: user.phonenumber };
}

/**
 * The shared schema's verdict on the form, with the first message of each
 * field. A field left empty that is empty on record too is not sent: an
 * account without a mobile number can still change its name.
 */
export function checkProfile(values: ProfileValues, saved: ProfileValues | null): ProfileCheck {
  const sent = Object.fromEntries(
    PROFILE_FIELDS.filter(
      (field) => values[field].trim() !== "" || (saved?.[field] ?? "").trim() !== "",
    ).map((field) => [field, values[field]]),
  );
  const parsed = ProfileUpdateSchema.safeParse(sent);
  if (parsed.success) return { ok: true, changes: parsed.data };
  return { ok: false, errors: profileErrorsOf(fieldErrors(parsed.error)).fieldErrors };
}

/**
 * DRF's field errors ({"email": ["user with this email already exists."]}),
 * split into the form's fields and the rest (non_field_errors, a detail).
 */
export function profileErrorsOf(body: unknown): { fieldErrors: ProfileErrors; other: string[] } {
  const result: { fieldErrors: ProfileErrors; other: string[] } = { fieldErrors: {}, other: [] };
  if (!body || typeof body !== "object" || Array.isArray(body)) return result;
  for (const [key, messages] of Object.entries(body)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (item): item is string => typeof item === "string" && item !== "",
    );
    const [first] = list;
    if (first === undefined) continue;
    if (isProfileField(key)) result.fieldErrors[key] = first;
    else result.other.push(...list);
  }
  return result;
}
