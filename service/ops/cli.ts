/** `npm run ops -- <command>`: the operations CLI. */
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate, openDatabase, type ServiceDb } from "../db/database.ts";
import { databaseTargetFor } from "../service.ts";
import { loadServiceSettings, ServiceSettingsError } from "../settings.ts";
import {
  changeCoins,
  confirmOrder,
  createStaff,
  isEntitlement,
  listEnquiries,
  listOrders,
  listUsers,
  OpsError,
  setEntitlement,
} from "./commands.ts";

export const USAGE = `Usage: npm run ops -- <command>
  create-staff <email> <name>           a staff account; prints its first password
  grant <email> <entitlement>           entitlement: education, career, micro_bussiness, spritual,
  revoke <email> <entitlement>            shatayu, pro_pmt, pharma_edge, rephub
  coins <email> <+n|-n>                 add or take coins
  confirm-order <id>                    a pending order is paid: the course becomes the buyer's
  list-users | list-enquiries | list-orders`;

class UsageError extends Error {}

function log(message: string) {
  console.log(`${new Date().toISOString()} ops: ${message}`);
}

/** Runs one command; returns the exit code. A database passed in is left open. */
export async function runOps(args: string[], given?: ServiceDb): Promise<number> {
  const db = given ?? openDatabaseFromEnv();
  const [command, ...rest] = args;
  try {
    await migrate(db);
    switch (command) {
      case "create-staff": {
        const [email, ...name] = rest;
        if (!email?.includes("@") || name.length === 0) throw new UsageError();
        const password = await createStaff(db, email, name.join(" "));
        log(
          `created staff account ${email}; first password: ${password} (change it after signing in)`,
        );
        break;
      }
      case "grant":
      case "revoke": {
        const [email, entitlement] = rest;
        if (!email || !entitlement || !isEntitlement(entitlement) || rest.length !== 2)
          throw new UsageError();
        await setEntitlement(db, email, entitlement, command === "grant");
        log(
          `${command === "grant" ? "granted" : "revoked"} ${entitlement} ${command === "grant" ? "to" : "from"} ${email}`,
        );
        break;
      }
      case "coins": {
        const [email, amount] = rest;
        if (!email || !amount || !/^[+-]\d{1,7}$/.test(amount) || rest.length !== 2)
          throw new UsageError();
        const balance = await changeCoins(db, email, Number(amount));
        log(`coins ${amount} for ${email}; balance now ${balance}`);
        break;
      }
      case "confirm-order": {
        const [id] = rest;
        if (!id || !/^\d{1,9}$/.test(id) || rest.length !== 1) throw new UsageError();
        await confirmOrder(db, Number(id));
        log(`order ${id} confirmed as paid`);
        break;
      }
      case "list-users":
        console.table(await listUsers(db));
        break;
      case "list-enquiries":
        console.table(await listEnquiries(db));
        break;
      case "list-orders":
        console.table(await listOrders(db));
        break;
      default:
        throw new UsageError();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(USAGE);
      return 2;
    }
    if (error instanceof OpsError) {
      console.error(`ops: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    if (!given) await db.destroy();
  }
}

function openDatabaseFromEnv() {
  const settings = loadServiceSettings(process.env, { deployment: false });
  return openDatabase(databaseTargetFor(settings), "npm run ops");
}

if (import.meta.main) {
  try {
    process.exitCode = await runOps(process.argv.slice(2));
  } catch (error) {
    // Words for the person at the terminal, not a stack trace.
    if (!(error instanceof DataDirLockedError || error instanceof ServiceSettingsError))
      throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
