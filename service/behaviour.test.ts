import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../tests/support/test-service.ts";
import { POLICIES } from "./rate-limit/limiter.ts";

describe("service behaviour around registration and enquiries", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(async () => t?.close());

  const waitForMails = async (predicate: (mail: string) => boolean, count: number) => {
    for (let i = 0; i < 100; i++) {
      const mails = t.outbox().filter(predicate);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the expected e-mails did not arrive");
  };

  it("e-mails the operations inbox and the new user on registration", async () => {
    const reply = await t.call("POST", "app/register/", {
      body: {
        name: "Kavya Nair",
        phonenumber: "+91 98450 22222",
        email: "kavya@example.com",
        access_for: "Career guidance for my daughter",
        password: "Kavya2026",
      },
      address: "10.1.1.1",
    });
    expect(reply.status).toBe(201);
    const mails = await waitForMails((mail) => mail.includes("Kavya Nair"), 2);
    expect(
      mails.some(
        (mail) => mail.includes("To: ops@test.example") && mail.includes("Career guidance"),
      ),
    ).toBe(true);
    expect(mails.some((mail) => mail.includes("To: kavya@example.com"))).toBe(true);
    expect(mails.join("\n")).not.toContain("Kavya2026");
  });

  it("stores a real enquiry and mails it, but keeps nothing from a filled honeypot", async () => {
    const count = async () =>
      Number(
        (
          await t.service.db
            .selectFrom("enquiries")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bot = await t.call("POST", "api/enquiry/", {
      body: {
        name: "Bot",
        email: "bot@example.com",
        message: "Buy now",
        website: "http://spam.example",
      },
      address: "10.2.2.2",
    });
    expect(bot.status).toBe(201);
    expect(await count()).toBe(before);
    const person = await t.call("POST", "api/enquiry/", {
      body: {
        name: "Ravi",
        email: "ravi@example.com",
        subject: "Batches",
        message: "Weekend batches?",
        page: "/contact",
      },
      address: "10.2.2.3",
    });
    expect(person.status).toBe(201);
    expect(await count()).toBe(before + 1);
    await waitForMails(
      (mail) => mail.includes("Weekend batches?") && mail.includes("To: ops@test.example"),
      1,
    );
  });

  it("throttles registrations and enquiries per address", async () => {
    const address = "10.3.3.3";
    for (let i = 0; i < POLICIES.enquiryPerAddress.points; i++) {
      const reply = await t.call("POST", "api/enquiry/", {
        body: { name: "Asha", email: "asha@example.com", message: `Question ${i}` },
        address,
      });
      expect(reply.status).toBe(201);
    }
    const enquiry = await t.call("POST", "api/enquiry/", {
      body: { name: "Asha", email: "asha@example.com", message: "One more" },
      address,
    });
    expect(enquiry.status).toBe(429);
    expect(enquiry.headers.get("retry-after")).toBeTruthy();

    const other = "10.4.4.4";
    for (let i = 0; i < POLICIES.registerPerAddress.points; i++) {
      await t.call("POST", "app/register/", { body: {}, address: other });
    }
    const register = await t.call("POST", "app/register/", { body: {}, address: other });
    expect(register.status).toBe(429);
  });
});
