import { E2E_DATA_DIR } from "./data-dir";
import { clientAddress, expect, test } from "./fixtures";
import { runOperatorCli } from "./operator-cli";

/** Runs a CLI of ours on the running site's embedded data folder, as an operator would. */
function cli(script: string, ...args: string[]) {
  return runOperatorCli(E2E_DATA_DIR, script, ...args);
}

test("npm run ops while the site runs works on the site's own data, not a second copy", async ({
  request,
}) => {
  // An account the server has just acknowledged (the case that once went missing).
  const stamp = Date.now();
  const email = `ops.${stamp}@example.com`;
  const registered = await request.post("/service/app/register/", {
    headers: clientAddress(),
    data: {
      name: "Ops Tester",
      email,
      phonenumber: `+91 96${String(stamp).slice(-8)}`,
      password: "Start2026",
    },
  });
  expect(registered.status()).toBe(201);

  const listed = await cli("service/ops/cli.ts", "list-users");
  expect(listed.status).toBe(0);
  expect(listed.stdout).toContain(email);

  const granted = await cli("service/ops/cli.ts", "grant", email, "rephub");
  expect(granted.stderr).toBe("");
  expect(granted.status).toBe(0);
  expect(granted.stdout).toContain(`granted rephub to ${email}`);

  // The server sees the grant at once: it was made on its database, through it.
  const tokens = await request.post("/service/auth/jwt/create/", {
    headers: clientAddress(),
    data: { username: email, password: "Start2026" },
  });
  expect(tokens.status()).toBe(200);
  const { access } = (await tokens.json()) as { access: string };
  const me = await request.get("/service/app/me/", {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(((await me.json()) as { rephub: boolean }).rephub).toBe(true);
});

test("npm run seed while the site runs asks the site, which already has the demo content", async () => {
  const seeded = await cli("service/seed/cli.ts");
  expect(seeded.stderr).toBe("");
  expect(seeded.status).toBe(0);
  expect(seeded.stdout).toContain("Demo content was already there; nothing changed.");
});
