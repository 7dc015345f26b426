import type { ServiceContext } from "./context.ts";
import {
  blacklistToken,
  createToken,
  logoutAll,
  refreshToken,
  verifyToken,
} from "./endpoints/auth.ts";
import {
  getPurchase,
  getService,
  listCategories,
  listPurchases,
  listServices,
  listSliders,
} from "./endpoints/courses.ts";
import { createEnquiry } from "./endpoints/enquiry.ts";
import { getMedia, getResource } from "./endpoints/files.ts";
import { runOpsCommand } from "./endpoints/ops.ts";
import { createOrder, listOrders } from "./endpoints/orders.ts";
import {
  confirmOptions,
  confirmWithPasskey,
  signInOptions,
  signInWithPasskey,
} from "./endpoints/passkey-sign-in.ts";
import {
  features,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from "./endpoints/passkeys.ts";
import { requestOtp, verifyOtp } from "./endpoints/password-reset.ts";
import {
  confirmSecondFactor,
  showSecondFactor,
  startSecondFactor,
  verifySecondFactor,
} from "./endpoints/second-factor.ts";
import { STAFF_CALLS } from "./endpoints/staff-calls.ts";
import { me, register, updateUser } from "./endpoints/users.ts";
import { createRouter } from "./http/router.ts";

/** Every call of spec §7, at exactly its path, plus the token calls a session needs. */
export function createApi() {
  const api = createRouter<ServiceContext>();
  api.add("POST", "auth/jwt/create/", createToken);
  api.add("POST", "auth/jwt/refresh/", refreshToken);
  api.add("POST", "auth/jwt/verify/", verifyToken);
  api.add("POST", "api/auth/jwt/verify/", verifyToken);
  api.add("POST", "auth/jwt/blacklist/", blacklistToken);
  // Our extension: "Sign out everywhere" (every token of the user dies).
  api.add("POST", "app/logout-all/", logoutAll);

  api.add("POST", "app/register/", register);
  api.add("GET", "app/me/", me);
  api.add("PUT", "app/user/update/:id/", updateUser);
  api.add("PATCH", "app/user/update/:id/", updateUser);
  api.add("POST", "app/request-otp/", requestOtp);
  api.add("POST", "app/verify-otp/", verifyOtp);
  // Ours: an authenticator app as a second factor (required for staff).
  api.add("GET", "app/second-factor/", showSecondFactor);
  api.add("POST", "app/second-factor/setup/", startSecondFactor);
  api.add("POST", "app/second-factor/confirm/", confirmSecondFactor);
  api.add("POST", "app/second-factor/verify/", verifySecondFactor);

  api.add("GET", "api/pmtcategory/", listCategories);
  api.add("GET", "api/propmtservice/", listServices);
  api.add("GET", "api/propmtservice/:id/", getService);
  api.add("GET", "api/purchasedservices/my-services/", listPurchases);
  api.add("GET", "api/purchasedservices/:id/my-service/", getPurchase);
  api.add("GET", "api/orders/", listOrders);
  api.add("POST", "api/orders/", createOrder);
  api.add("POST", "api/enquiry/", createEnquiry);
  api.add("GET", "api/homesliders/", listSliders("home_sliders"));
  api.add("GET", "api/pmtsliders/", listSliders("pmt_sliders"));
  // Ours: uploaded pictures (public) and course documents (owners only).
  api.add("GET", "media/:file", getMedia);
  api.add("GET", "api/resources/:file", getResource);
  // Ours: the staff console's calls, each for staff or admins only.
  for (const call of STAFF_CALLS) api.add(call.method, call.path, call.handler);
  // Ours: passkeys (contract/passkeys.ts); the site shows them where app/features/ says so.
  api.add("GET", "app/features/", features);
  api.add("GET", "app/passkeys/", listPasskeys);
  api.add("POST", "app/passkeys/register/options/", registrationOptions);
  api.add("POST", "app/passkeys/register/", registerPasskey);
  api.add("PATCH", "app/passkeys/:id/", renamePasskey);
  api.add("DELETE", "app/passkeys/:id/", removePasskey);
  api.add("POST", "app/passkeys/sign-in/options/", signInOptions);
  api.add("POST", "app/passkeys/sign-in/", signInWithPasskey);
  api.add("POST", "app/passkeys/confirm/options/", confirmOptions);
  api.add("POST", "app/passkeys/confirm/", confirmWithPasskey);
  // Ours: `npm run ops` on the embedded database while the server holds it.
  api.add("POST", "ops/run/", runOpsCommand);
  return api;
}
