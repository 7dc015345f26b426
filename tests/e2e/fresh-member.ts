import type { APIRequestContext } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, expect } from "./fixtures";
import { runOperatorCli } from "./operator-cli";

/** A member of its own (password Demo12345): a journey that ends its sessions disturbs no one. */
export async function freshMember(request: APIRequestContext, tag: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`;
  const email = `member.${tag}.${stamp}@example.com`;
  const registered = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      name: "Farah Feedback",
      email,
      phonenumber: `+91 93${stamp.slice(-8)}`,
      password: "Demo12345",
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/**
 * A member of its own with pro_pmt and 100 coins: a journey that pays with them leaves other
 * journeys' coins alone.
 */
export async function freshPmtMember(request: APIRequestContext, tag: string): Promise<string> {
  const email = await freshMember(request, tag);
  const grant = await runOperatorCli(E2E_DATA_DIR, "service/ops/cli.ts", "grant", email, "pro_pmt");
  expect(grant.status, grant.stderr).toBe(0);
  const coins = await runOperatorCli(
    E2E_DATA_DIR,
    "service/ops/cli.ts",
    "coins",
    email,
    "+100",
    "journey's coins",
  );
  expect(coins.status, coins.stderr).toBe(0);
  return email;
}
