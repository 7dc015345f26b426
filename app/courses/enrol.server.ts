import { type RouterContextProvider, redirect } from "react-router";
import { drfFormErrors } from "#contract/errors.ts";
import { OrderSchema } from "#contract/schemas.ts";
import type { Order } from "#contract/wire.ts";
import { type MemberRequest, parseId } from "~/account/member.server";
import type { ConfirmRequest } from "~/forms/confirm-words";
import { fieldsToPostAgain, isConfirmed } from "~/forms/confirmation.server";
import type { FormReply } from "~/forms/form-answer";
import { readValidSubmission, refuse, refuseNow, refuseWithBody } from "~/forms/form-reply.server";
import { textField } from "~/forms/parse-form";
import { translatorFor } from "~/i18n/catalogue.server";
import { throwServiceAnswer } from "~/service-api/answers.server";
import { currentSession } from "~/session/current-session.server";
import { AGREED_PRICE_FIELD, ENROL_FIELDS, ENROL_INTENT, type EnrolAnswer } from "./enrol-fields";
import {
  alreadyOrdered,
  alreadyOwned,
  balanceTooLow,
  ENROL_REFUSED,
  ENROL_UNAVAILABLE,
  ENROL_UNREADABLE,
  enrolledWithCoins,
  orderPlaced,
  spendQuestion,
  tooManyOrders,
} from "./enrol-messages";
import { coursePath, myCoursePath } from "./links";
import { standingOf } from "./standing";

/**
 * The /pmt-aspirants action: "Enrol" places an order (POST api/orders/), paid with coins or pending
 * a payment by arrangement. Success is a redirect with a notice (so a reload never orders twice,
 * and every loader, the header's coin balance included, reads again); a refusal is a reply the form
 * shows beside its fields (decision 0037), with a 4xx or 503 status.
 */

export interface EnrolOutcome {
  status: number;
  answer: EnrolAnswer;
}

const NOT_NOW = {
  unavailable: ENROL_UNAVAILABLE,
  tooMany: (retryAfter: number | null) => tooManyOrders(translatorFor("en"), retryAfter),
  what: "an order",
};

/** Two short fields and an intent: anything bigger is not this form. */
const MAX_ENROL_BYTES = 4 * 1024;

const refused = (status: number, reply: FormReply): EnrolOutcome => ({
  status,
  answer: { reply },
});

/**
 * Sends the member on with the result as a one-request status: the page they land on says it at its
 * top, with the focus on it, and starts at the top (decision 0045).
 */
function redirectWithNotice(context: Readonly<RouterContextProvider>, to: string, notice: string) {
  const current = currentSession(context);
  current.session.flash("status", { tone: "result", text: notice });
  return redirect(to);
}

/** The category the form came from (?category= of its action), kept for the way back. */
function categoryOf(url: URL): number | null {
  return parseId(url.searchParams.get("category"));
}

export async function handleEnrol(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  member: MemberRequest,
): Promise<EnrolOutcome> {
  const read = await readValidSubmission(request, OrderSchema, {
    maxBytes: MAX_ENROL_BYTES,
    tooLarge: ENROL_UNREADABLE,
    unreadable: ENROL_UNREADABLE,
  });
  if (!read.ok) return refused(400, read.reply);
  const { form, submission, value: order } = read;
  if (form.get("intent") !== ENROL_INTENT) {
    return refused(400, refuse(submission, ENROL_UNREADABLE));
  }
  if (order.pay_with_coins) {
    const asked = await askBeforeSpending(member, form, order.service, submission);
    if (asked) return asked;
  }

  const { api, access } = member;
  const placed = await api.placeOrder(access, order);
  const category = categoryOf(url);
  if (placed.kind === "ok") {
    throw await afterOrder(context, member, placed.data, order.service, category);
  }
  if (placed.kind === "rejected" && (placed.status === 401 || placed.status === 403)) {
    // A token the service no longer takes, an entitlement withdrawn: the pages' own answers.
    return throwServiceAnswer(placed, context, url);
  }
  if (placed.kind !== "rejected" || placed.status !== 400) {
    const { status, reply } = refuseNow(placed, submission, NOT_NOW);
    return refused(status, reply);
  }

  if (drfFormErrors(placed.data, ENROL_FIELDS).formErrors.length > 0) {
    // Owned already, or ordered already: most often this very form sent twice (a double submit
    // without JavaScript, two tabs). The member lands where the first one went.
    const standing = await standingNow(member, order.service);
    if (standing?.kind === "owned") {
      throw redirectWithNotice(
        context,
        myCoursePath(standing.purchaseId),
        alreadyOwned(standing.title),
      );
    }
    if (standing?.kind === "pending") {
      throw redirectWithNotice(
        context,
        coursePath(order.service, category),
        alreadyOrdered(standing.orderId, standing.title),
      );
    }
  }
  return refused(400, refuseWithBody(submission, placed.data, ENROL_FIELDS, ENROL_REFUSED));
}

/**
 * Coins are spent only by a post that said yes to what they cost (decision 0046): any other is
 * answered with the question (what it costs, the balance after), and nothing is ordered. The yes
 * names the price it agreed to; a course whose coin price changed since is asked about again.
 * Null: go on and order.
 */
async function askBeforeSpending(
  member: MemberRequest,
  form: FormData,
  courseId: number,
  submission: Parameters<typeof refuse>[0],
): Promise<EnrolOutcome | null> {
  const course = await member.api.pmtCourse(courseId);
  if (course.kind === "unavailable") return refused(503, refuse(submission, ENROL_UNAVAILABLE));
  // No such course, none sold for coins, or free: nothing can be spent.
  if (course.kind !== "ok" || !course.data.coin_price) return null;
  const price = course.data.coin_price;
  if (isConfirmed(form) && textField(form, AGREED_PRICE_FIELD) === String(price)) return null;
  const balance = member.me.abc_coins;
  if (balance < price) {
    const reply = refuseWithBody(
      submission,
      { pay_with_coins: [balanceTooLow(balance, price)] },
      ENROL_FIELDS,
    );
    return refused(400, reply);
  }
  const confirm: ConfirmRequest = {
    ...spendQuestion(course.data.title, price, balance),
    fields: fieldsToPostAgain(form, { [AGREED_PRICE_FIELD]: String(price) }),
  };
  return { status: 200, answer: { reply: submission.reply(), confirm } };
}

/** Paid: the purchase that opens the course. Pending: back to the course, which says so. */
async function afterOrder(
  context: Readonly<RouterContextProvider>,
  member: MemberRequest,
  order: Order,
  ordered: number,
  category: number | null,
): Promise<Response> {
  const courseId = order.service ?? ordered;
  // The order's own words when the backend sends them (our extension); the course's otherwise.
  const title = order.service_title ?? (await courseTitle(member, courseId));
  if (order.status === "paid") {
    const notice = enrolledWithCoins(title, order.coins ?? 0);
    const purchaseId = order.purchase ?? (await purchaseOfOrder(member, order.id));
    // Without the purchase the course view still shows it as owned, with its link.
    const to = purchaseId !== null ? myCoursePath(purchaseId) : coursePath(courseId, category);
    return redirectWithNotice(context, to, notice);
  }
  return redirectWithNotice(
    context,
    coursePath(courseId, category),
    orderPlaced(order.id, title, order.amount ?? null),
  );
}

/** A backend that does not name the purchase on the order (Django's): found in my-services. */
async function purchaseOfOrder(member: MemberRequest, orderId: number): Promise<number | null> {
  const purchases = await member.api.myCourses(member.access);
  if (purchases.kind !== "ok") return null;
  return purchases.data.find((item) => item.order === orderId)?.id ?? null;
}

/** A course's title for a message; a neutral phrase when the service cannot say. */
async function courseTitle(member: MemberRequest, courseId: number): Promise<string> {
  const course = await member.api.pmtCourse(courseId);
  return course.kind === "ok" ? course.data.title : "your course";
}

type StandingNow =
  | { kind: "owned"; purchaseId: number; title: string }
  | { kind: "pending"; orderId: number; title: string };

/** The member's standing with a course, asked afresh; null when the service cannot say. */
async function standingNow(member: MemberRequest, courseId: number): Promise<StandingNow | null> {
  const [purchases, orders] = await Promise.all([
    member.api.myCourses(member.access),
    member.api.orders(member.access),
  ]);
  if (purchases.kind !== "ok" || orders.kind !== "ok") return null;
  const standing = standingOf(courseId, purchases.data, orders.data);
  const title =
    purchases.data.find((item) => item.service.id === courseId)?.service.title ??
    orders.data.find((order) => order.service === courseId)?.service_title ??
    "this course";
  if (standing.kind === "owned") return { ...standing, title };
  if (standing.kind === "pending") return { kind: "pending", orderId: standing.orderId, title };
  return null;
}
