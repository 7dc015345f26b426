import { fieldErrors, OrderSchema } from "../../contract/schemas.ts";

/**
 * The Enrol form's fields and their rules, shared by the browser and the
 * route action: the rules are the service's own OrderSchema, so the form, the
 * action and the service all say the same thing.
 */

export const ENROL_INTENT = "enrol";

/** What the form posts, as posted. */
export interface EnrolValues {
  service: string;
  pay_with_coins: string;
}

/**
 * One message per place on the form: beside the payment choice, or above the
 * form for the course itself (`service`, a hidden field) and the whole order.
 */
export interface EnrolErrors {
  service?: string;
  pay_with_coins?: string;
  non_field_errors?: string;
}

const ERROR_KEYS = ["service", "pay_with_coins", "non_field_errors"] as const;

export function enrolValues(form: FormData): EnrolValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { service: read("service"), pay_with_coins: read("pay_with_coins") };
}

export type EnrolCheck =
  | { ok: true; order: { service: number; pay_with_coins: boolean } }
  | { ok: false; errors: EnrolErrors };

/** The shared schema's verdict on the posted fields. */
export function checkEnrol(values: EnrolValues): EnrolCheck {
  // An unticked choice is absent from a posted form, which the schema reads as "no coins".
  const parsed = OrderSchema.safeParse({
    service: values.service,
    pay_with_coins: values.pay_with_coins === "" ? undefined : values.pay_with_coins,
  });
  if (parsed.success) return { ok: true, order: parsed.data };
  return { ok: false, errors: enrolErrors(fieldErrors(parsed.error)) };
}

/** DRF's error body ({"field": ["message", …]}) as the form's messages; other fields join the form's. */
export function enrolErrors(body: unknown): EnrolErrors {
  const errors: EnrolErrors = {};
  if (!body || typeof body !== "object" || Array.isArray(body)) return errors;
  const other: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === "string" && item !== "",
    );
    if (messages.length === 0) continue;
    const key = ERROR_KEYS.find((name) => name === field);
    if (key) errors[key] = messages.join(" ");
    else other.push(...messages);
  }
  if (other.length > 0) {
    errors.non_field_errors = [errors.non_field_errors, ...other].filter(Boolean).join(" ");
  }
  return errors;
}

export function hasErrors(errors: EnrolErrors): boolean {
  return ERROR_KEYS.some((key) => errors[key]);
}
