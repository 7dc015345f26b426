import { ENTITLEMENTS, type Entitlement } from "#contract/entitlements.ts";
import type { Order, PmtService, User } from "../db/schema.ts";

/** The JSON shapes of the API's resources (fields as the Django backend names them). */

/** `app/register/`'s answer: the new account, without secrets. */
export function serializeRegistration(user: User) {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phonenumber: user.phonenumber,
    access_for: user.access_for,
  };
}

/** `app/me/`: the user without secrets. */
export function serializeUser(user: User) {
  return {
    ...serializeRegistration(user),
    abc_coins: user.abc_coins,
    ...(Object.fromEntries(ENTITLEMENTS.map((name) => [name, user[name]])) as Record<
      Entitlement,
      boolean
    >),
    is_staff: user.is_staff,
    /** Ours (decision 0032): member, staff or admin. */
    role: user.role,
    date_joined: user.date_joined.toISOString(),
  };
}

export type ServiceWithCategory = PmtService & { category_name: string };

/** A course as listed: what anyone may read before buying it. */
export function serializeService(service: ServiceWithCategory) {
  return {
    id: service.id,
    title: service.title,
    slug: service.slug,
    category: service.category_id,
    category_name: service.category_name,
    summary: service.summary,
    description: service.description,
    image: service.image,
    price: service.price,
    coin_price: service.coin_price,
    duration: service.duration,
    highlights: service.highlights,
  };
}

/** A course its owner bought: the lessons and resources too. */
export function serializeOwnedService(service: ServiceWithCategory) {
  return { ...serializeService(service), lessons: service.lessons, resources: service.resources };
}

/** An order; `purchase` (an extension) is the purchase a paid order opened, null while pending. */
export function serializeOrder(order: Order & { service_title: string; purchase: number | null }) {
  return {
    id: order.id,
    service: order.service_id,
    service_title: order.service_title,
    purchase: order.purchase,
    amount: order.amount,
    coins: order.coins,
    paid_with: order.paid_with,
    status: order.status,
    created_at: order.created_at.toISOString(),
  };
}
