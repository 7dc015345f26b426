import { DRF } from "#contract/messages.ts";
import {
  EnquirySchema,
  LoginSchema,
  OrderSchema,
  ProfileUpdateSchema,
  RefreshSchema,
  RegistrationSchema,
  RequestOtpSchema,
  TokenSchema,
  VerifyOtpSchema,
} from "#contract/schemas.ts";
import type { Lesson, Order, PmtService, Resource, User } from "../../service/db/schema.ts";
import {
  type ServiceWithCategory,
  serializeOrder,
  serializeOwnedService,
  serializeRegistration,
  serializeService,
  serializeUser,
} from "../../service/endpoints/serializers.ts";
import { readValid } from "../../service/http/body.ts";
import { fail, json } from "../../service/http/responses.ts";
import { createRouter } from "../../service/http/router.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  HOME_SLIDES,
  PMT_CATEGORIES,
  PMT_COURSES,
  PMT_SLIDES,
} from "../../service/seed/data.ts";

/**
 * An in-memory stand-in for the service API, for the site's tests through
 * msw. It shares the service's schemas, messages and serializers; what it
 * keeps in memory (and its opaque tokens) is its own. The contract suite runs
 * against it as well as against the real service, so it cannot drift.
 */

interface FakeUser extends User {
  plainPassword: string;
}

interface Purchase {
  id: number;
  user_id: number;
  service_id: number;
  order_id: number;
  purchased_at: Date;
}

export function createFakeService() {
  let nextId = 1;
  const id = () => nextId++;
  const categories = PMT_CATEGORIES.map((category) => ({ id: id(), ...category }));
  const courses: ServiceWithCategory[] = PMT_COURSES.map((course, index) => {
    const category = categories.find((item) => item.slug === course.category);
    return {
      id: index + 1,
      title: course.title,
      slug: course.slug,
      category_id: category?.id ?? 0,
      category_name: category?.name ?? "",
      summary: course.summary,
      description: course.description,
      image: `/images/courses/${course.slug}.svg`,
      price: course.price,
      coin_price: course.coin_price,
      duration: course.duration,
      highlights: course.highlights,
      lessons: course.lessons as Lesson[],
      resources: course.resources as Resource[],
      is_active: true,
    } satisfies PmtService & { category_name: string };
  });
  const users: FakeUser[] = [];
  const orders: Order[] = [];
  const purchases: Purchase[] = [];
  const enquiries: unknown[] = [];
  const revoked = new Set<string>();
  let tokenSequence = 0;

  for (const account of DEMO_ACCOUNTS) {
    const user: FakeUser = {
      id: id(),
      username: account.email,
      email: account.email,
      name: account.name,
      phonenumber: account.phonenumber,
      access_for: account.access_for,
      password: "",
      plainPassword: DEMO_PASSWORD,
      abc_coins: account.abc_coins,
      education: false,
      career: false,
      micro_bussiness: false,
      spritual: false,
      shatayu: false,
      pro_pmt: false,
      pharma_edge: false,
      rephub: false,
      ...account.entitlements,
      is_active: true,
      is_staff: false,
      role: "member",
      reviewed_at: null,
      date_joined: new Date("2025-01-15T09:00:00Z"),
      token_version: 0,
    };
    users.push(user);
    const paid = courses.find((course) => course.slug === account.paidCourse);
    if (paid) {
      const order: Order = {
        id: id(),
        user_id: user.id,
        service_id: paid.id,
        amount: paid.price,
        coins: 0,
        paid_with: "manual",
        status: "paid",
        created_at: new Date("2025-02-01T10:00:00Z"),
      };
      orders.push(order);
      purchases.push({
        id: id(),
        user_id: user.id,
        service_id: paid.id,
        order_id: order.id,
        purchased_at: order.created_at,
      });
    }
  } // The demo staff member (after the members, as the seed has it): the console's access rule.
  users.push({
    ...(users[users.length - 1] as FakeUser),
    id: id(),
    username: DEMO_STAFF.email,
    email: DEMO_STAFF.email,
    name: DEMO_STAFF.name,
    phonenumber: DEMO_STAFF.phonenumber,
    access_for: "staff",
    abc_coins: 0,
    education: false,
    career: false,
    micro_bussiness: false,
    spritual: false,
    shatayu: false,
    pro_pmt: false,
    pharma_edge: false,
    rephub: false,
    is_staff: true,
    role: DEMO_STAFF.role,
  });

  const issue = (type: "access" | "refresh", userId: number) =>
    `fake.${type}.${userId}.${++tokenSequence}`;
  const pair = (userId: number) => ({
    access: issue("access", userId),
    refresh: issue("refresh", userId),
  });
  /** Tokens numbered up to here are dead for that user ("sign out everywhere"). */
  const signedOutUpTo = new Map<number, number>();
  const parse = (token: string) => {
    const [prefix, type, userId, sequence] = token.split(".");
    if (prefix !== "fake" || (type !== "access" && type !== "refresh")) return null;
    if (Number(sequence) <= (signedOutUpTo.get(Number(userId)) ?? 0)) return null;
    return { type, userId: Number(userId) };
  };
  const byEmail = (email: string) =>
    users.find((user) => user.email.toLowerCase() === email.toLowerCase());

  function authenticate(request: Request): FakeUser {
    const header = request.headers.get("authorization");
    if (!header) throw fail.noCredentials();
    const token = header.replace(/^Bearer\s+/i, "");
    const claims = parse(token);
    const user =
      claims?.type === "access" ? users.find((item) => item.id === claims.userId) : undefined;
    if (!user) throw fail.bearerNotValid();
    return user;
  }
  function proPmt(request: Request): FakeUser {
    const user = authenticate(request);
    if (!user.pro_pmt) throw fail.forbidden();
    return user;
  }
  function readRefresh(token: string) {
    const claims = parse(token);
    if (claims?.type !== "refresh") throw fail.tokenNotValid();
    if (revoked.has(token)) throw fail.tokenNotValid(DRF.tokenBlacklisted);
    return claims;
  }
  const orderJson = (order: Order) =>
    serializeOrder({
      ...order,
      service_title: courses.find((course) => course.id === order.service_id)?.title ?? "",
      purchase: purchases.find((item) => item.order_id === order.id)?.id ?? null,
    });

  const api = createRouter<null>();
  api.add("POST", "auth/jwt/create/", async (request) => {
    const { username, password } = await readValid(request, LoginSchema);
    const user = byEmail(username);
    if (!user || user.plainPassword !== password || !user.is_active) throw fail.badCredentials();
    return json(pair(user.id));
  });
  api.add("POST", "auth/jwt/refresh/", async (request) => {
    const { refresh } = await readValid(request, RefreshSchema);
    const claims = readRefresh(refresh);
    revoked.add(refresh);
    return json(pair(claims.userId));
  });
  const verify = async (request: Request) => {
    const { token } = await readValid(request, TokenSchema);
    const claims = parse(token);
    if (!claims || revoked.has(token)) throw fail.tokenNotValid();
    return json({});
  };
  api.add("POST", "auth/jwt/verify/", verify);
  api.add("POST", "api/auth/jwt/verify/", verify);
  api.add("POST", "auth/jwt/blacklist/", async (request) => {
    const { refresh } = await readValid(request, RefreshSchema);
    readRefresh(refresh);
    revoked.add(refresh);
    return json({});
  });

  api.add("POST", "app/logout-all/", async (request) => {
    const user = authenticate(request);
    signedOutUpTo.set(user.id, tokenSequence);
    return new Response(null, { status: 204 });
  });

  api.add("POST", "app/register/", async (request) => {
    const form = await readValid(request, RegistrationSchema);
    if (byEmail(form.email)) throw fail.field("email", DRF.emailTaken);
    const user: FakeUser = {
      ...(users[2] as FakeUser),
      id: id(),
      username: form.email,
      email: form.email,
      name: form.name,
      phonenumber: form.phonenumber,
      access_for: form.access_for,
      plainPassword: form.password,
      abc_coins: 0,
      date_joined: new Date(),
    };
    users.push(user);
    return json(serializeRegistration(user), 201);
  });
  api.add("GET", "app/me/", async (request) => json(serializeUser(authenticate(request))));
  const update = async (request: Request, _context: null, params: Record<string, string>) => {
    const user = authenticate(request);
    if (Number(params.id) !== user.id) throw fail.notFound();
    const changes = await readValid(request, ProfileUpdateSchema);
    if (
      changes.email &&
      users.some((other) => other.id !== user.id && other.email === changes.email)
    ) {
      throw fail.field("email", DRF.emailTaken);
    }
    Object.assign(user, changes, changes.email ? { username: changes.email } : {});
    return json(serializeUser(user));
  };
  api.add("PUT", "app/user/update/:id/", update);
  api.add("PATCH", "app/user/update/:id/", update);
  api.add("POST", "app/request-otp/", async (request) => {
    await readValid(request, RequestOtpSchema);
    return json({
      detail: "If an account matches, we have sent it a 6-digit code. It is valid for 10 minutes.",
    });
  });
  api.add("POST", "app/verify-otp/", async (request) => {
    await readValid(request, VerifyOtpSchema);
    // The fake sends no codes, so none is ever right.
    throw fail.field("otp", "This code is not valid or has expired. Ask for a new one.");
  });

  api.add("GET", "api/pmtcategory/", async (request) => {
    proPmt(request);
    return json(
      categories.map(({ id: categoryId, name, slug }) => ({ id: categoryId, name, slug })),
    );
  });
  api.add("GET", "api/propmtservice/", async (request) => {
    proPmt(request);
    const category = new URL(request.url).searchParams.get("category");
    if (category) {
      if (!categories.some((item) => String(item.id) === category)) {
        throw fail.field(
          "category",
          "Select a valid choice. That choice is not one of the available choices.",
        );
      }
      return json(
        courses.filter((course) => String(course.category_id) === category).map(serializeService),
      );
    }
    return json(courses.map(serializeService));
  });
  api.add("GET", "api/propmtservice/:id/", async (_request, _context, params) => {
    const course = courses.find((item) => item.id === Number(params.id));
    if (!course) throw fail.notFound();
    return json(serializeService(course));
  });
  const purchaseJson = (purchase: Purchase, owned: boolean) => {
    const course = courses.find((item) => item.id === purchase.service_id) as ServiceWithCategory;
    return {
      id: purchase.id,
      order: purchase.order_id,
      purchased_at: purchase.purchased_at.toISOString(),
      service: owned ? serializeOwnedService(course) : serializeService(course),
    };
  };
  api.add("GET", "api/purchasedservices/my-services/", async (request) => {
    const user = proPmt(request);
    return json(
      purchases.filter((item) => item.user_id === user.id).map((item) => purchaseJson(item, false)),
    );
  });
  api.add("GET", "api/purchasedservices/:id/my-service/", async (request, _context, params) => {
    const user = proPmt(request);
    const purchase = purchases.find(
      (item) => item.id === Number(params.id) && item.user_id === user.id,
    );
    if (!purchase) throw fail.notFound();
    return json(purchaseJson(purchase, true));
  });
  api.add("GET", "api/orders/", async (request) => {
    const user = authenticate(request);
    const mine = orders.filter((order) => order.user_id === user.id);
    return json(
      mine
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
        .map(orderJson),
    );
  });
  api.add("POST", "api/orders/", async (request) => {
    const user = proPmt(request);
    const form = await readValid(request, OrderSchema);
    const course = courses.find((item) => item.id === form.service);
    if (!course)
      throw fail.field("service", `Invalid pk "${form.service}" - object does not exist.`);
    if (purchases.some((item) => item.user_id === user.id && item.service_id === course.id)) {
      throw fail.field("non_field_errors", "You already own this course.");
    }
    if (
      orders.some(
        (item) =>
          item.user_id === user.id && item.service_id === course.id && item.status !== "cancelled",
      )
    ) {
      throw fail.field("non_field_errors", "You already have an order for this course.");
    }
    if (form.pay_with_coins && user.abc_coins < course.coin_price) {
      throw fail.field(
        "pay_with_coins",
        `Your balance of ${user.abc_coins} coins does not cover this course (${course.coin_price} coins).`,
      );
    }
    const paid = form.pay_with_coins;
    const order: Order = {
      id: id(),
      user_id: user.id,
      service_id: course.id,
      amount: paid ? "0.00" : course.price,
      coins: paid ? course.coin_price : 0,
      paid_with: paid ? "coins" : "manual",
      status: paid ? "paid" : "pending",
      created_at: new Date(),
    };
    orders.push(order);
    if (paid) {
      user.abc_coins -= course.coin_price;
      purchases.push({
        id: id(),
        user_id: user.id,
        service_id: course.id,
        order_id: order.id,
        purchased_at: order.created_at,
      });
    }
    return json(orderJson(order), 201);
  });
  api.add("POST", "api/enquiry/", async (request) => {
    const { website, ...form } = await readValid(request, EnquirySchema);
    const enquiry = { id: website ? 0 : id(), ...form, created_at: new Date().toISOString() };
    if (!website) enquiries.push(enquiry);
    return json(enquiry, 201);
  });
  const slides = (list: typeof HOME_SLIDES | typeof PMT_SLIDES) =>
    list.map((slide, index) => ({ id: index + 1, ...slide }));
  api.add("GET", "api/homesliders/", async () => json(slides(HOME_SLIDES)));
  api.add("GET", "api/pmtsliders/", async () => json(slides(PMT_SLIDES)));

  return {
    handle: (request: Request, path: string) => api.handle(request, path, null),
    state: { users, orders, purchases, enquiries },
  };
}
