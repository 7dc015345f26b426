import type { ColumnType, Generated, Selectable } from "kysely";
import type { EnquiryItem, SlideInput } from "#contract/staff.ts";
import type { Lesson, Resource } from "#contract/wire.ts";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  name: string;
  phonenumber: string;
  access_for: string;
  password: string;
  abc_coins: Generated<number>;
  education: Generated<boolean>;
  career: Generated<boolean>;
  micro_bussiness: Generated<boolean>;
  spritual: Generated<boolean>;
  shatayu: Generated<boolean>;
  pro_pmt: Generated<boolean>;
  pharma_edge: Generated<boolean>;
  rephub: Generated<boolean>;
  is_active: Generated<boolean>;
  is_staff: Generated<boolean>;
  date_joined: CreatedAt;
  /** Refresh tokens carry it; raising it (password reset) kills every earlier one. */
  token_version: Generated<number>;
  /** is_staff is true for staff and admin. */
  role: ColumnType<"member" | "staff" | "admin", "member" | "staff" | "admin" | undefined>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined>;
}

interface PmtCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  position: Generated<number>;
}

export type { Lesson, Resource };

interface PmtServicesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  category_id: number;
  summary: string;
  description: string;
  image: string;
  price: string;
  coin_price: number;
  duration: string;
  highlights: ColumnType<string[], string, string>;
  lessons: ColumnType<Lesson[], string, string>;
  resources: ColumnType<Resource[], string, string>;
  is_active: Generated<boolean>;
}

type OrderStatus = "pending" | "paid" | "cancelled";
type PaidWith = "coins" | "manual";

interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  amount: string;
  coins: number;
  paid_with: PaidWith;
  status: OrderStatus;
  created_at: CreatedAt;
}

interface PurchasedServicesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  order_id: number;
  purchased_at: CreatedAt;
}

interface EnquiriesTable extends Omit<EnquiryItem, "id" | "created_at" | "answered_at"> {
  id: Generated<number>;
  created_at: CreatedAt;
  answered_at: ColumnType<Date | null, Date | string | null | undefined>;
}

interface SlidersTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  position: Generated<number>;
  active: Generated<boolean>;
  /** JSON: written as text, read as the object. */
  translations: ColumnType<SlideInput["translations"], string | undefined, string>;
}

/** Decision 0062: the devices an account has signed in from, by a keyed hash. */
interface KnownDevicesTable {
  id: Generated<number>;
  user_id: number;
  device_hash: string;
  /** "Chrome on Android", as first seen. */
  words: string;
  first_seen_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  purpose: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  created_at: CreatedAt;
}

interface RevokedTokensTable {
  jti: string;
  expires_at: Date;
  revoked_at: CreatedAt;
}

interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor: string;
  action: string;
  subject: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** One change of a member's coins; a member's lines sum to their `abc_coins`. */
interface CoinLedgerTable {
  id: Generated<string>;
  user_id: number;
  change: number;
  reason: string;
  /** Who: a staff member's e-mail, "npm run ops (…)", the member (an order), or "system". */
  actor: string;
  at: CreatedAt;
}

interface StoredFilesTable {
  key: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

interface MailQueueTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** The body, until the message is sent or given up; then "" (it may hold a one-time code). */
  text: string;
  message_key: Generated<string>;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claimed_until: ColumnType<Date | null, never, Date | string | null>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  failed_at: ColumnType<Date | null, never, Date | string | null>;
  /** What the last failed attempt said, in at most 300 characters (never the body). */
  last_error: ColumnType<string | null, never, string | null>;
}

interface SecondFactorsTable {
  user_id: number;
  /** The authenticator key, sealed with the sealing key (service/auth/sealed-secrets.ts). */
  secret_sealed: string;
  /** Null while the app is being set up: a code has not yet proved it. */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The time steps accepted that could still be valid: each code works once. Written by SQL. */
  used_steps: ColumnType<string[], never, string[]>;
  /** When the key was made: a key being set up is offered again for 30 minutes. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date | string | null>;
}

interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL answers it as text. */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  name: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface PasskeyChallengesTable {
  challenge: string;
  purpose: "register" | "sign-in" | "confirm";
  user_id: number | null;
  expires_at: Date;
}

export interface Database {
  users: UsersTable;
  pmt_categories: PmtCategoriesTable;
  pmt_services: PmtServicesTable;
  orders: OrdersTable;
  purchased_services: PurchasedServicesTable;
  enquiries: EnquiriesTable;
  home_sliders: SlidersTable;
  pmt_sliders: SlidersTable;
  one_time_codes: OneTimeCodesTable;
  revoked_tokens: RevokedTokensTable;
  audit_log: AuditLogTable;
  coin_ledger: CoinLedgerTable;
  stored_files: StoredFilesTable;
  mail_queue: MailQueueTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  known_devices: KnownDevicesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

export type User = Selectable<UsersTable>;
export type PmtService = Selectable<PmtServicesTable>;
export type Order = Selectable<OrdersTable>;
