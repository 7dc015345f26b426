import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import {
  DRF,
  EMAIL_REQUIRED_MESSAGE,
  INVALID_CREDENTIALS,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  REGISTRATION_SUCCESS,
  SERVICE_UNAVAILABLE,
  tooManyAttempts,
  UNEXPECTED_ERROR,
  USERNAME_REQUIRED_MESSAGE,
} from "#contract/messages.ts";
import { signinMessage } from "~/session/signin-words";
import { REGISTRATION_SIGN_OFF } from "~/session/signup-messages";
import type { MessageKey } from "./catalogue/en";
import { CATALOGUE, messagesFor, translatorFor } from "./catalogue.server";

/** The names a message fills in ({name}, {count}): both languages must use the same. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe("the message catalogue", () => {
  const english = CATALOGUE.en;
  const hindi = CATALOGUE.hi;

  it("has every key in both languages, and no other", () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it("has words for every key, Hindi in Devanagari (a name may stay as it is)", () => {
    for (const [key, text] of Object.entries(hindi)) {
      expect(text.trim(), key).not.toBe("");
      if (text === english[key]) continue;
      expect(/[\u0900-\u097F]/.test(text), `${key}: ${text}`).toBe(true);
    }
    for (const [key, text] of Object.entries(english)) expect(text.trim(), key).not.toBe("");
  });

  it("fills in the same values in both languages", () => {
    for (const key of Object.keys(english)) {
      expect(placeholders(hindi[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });

  it("compiles every message and translates with its values", () => {
    expect(Object.keys(messagesFor("hi"))).toHaveLength(Object.keys(english).length);
    expect(translatorFor("hi")("feed.title", { name: "ABC" })).toBe("ABC ब्लॉग");
    expect(translatorFor("en")("feed.title", { name: "ABC" })).toBe("ABC blog");
  });
});

describe("the login panel's words (the sign-in card's)", () => {
  const english = translatorFor("en");
  const hindi = translatorFor("hi");
  const CARD_KEYS = Object.keys(CATALOGUE.en).filter(
    (key) => key.startsWith("signin.") || key.startsWith("loginPanel."),
  );
  const CONTRACT_MESSAGES = [
    USERNAME_REQUIRED_MESSAGE,
    PASSWORD_REQUIRED_MESSAGE,
    PASSWORD_RULE_MESSAGE,
    NAME_REQUIRED_MESSAGE,
    PHONE_REQUIRED_MESSAGE,
    EMAIL_REQUIRED_MESSAGE,
    INVALID_CREDENTIALS,
    REGISTRATION_SUCCESS,
    REGISTRATION_SIGN_OFF,
    UNEXPECTED_ERROR,
    SERVICE_UNAVAILABLE,
    tooManyAttempts(30),
    DRF.invalidEmail,
  ];

  it("are the specification's on the English site (§2, §5, §8)", () => {
    expect(
      ["login", "signUp", "username", "password", "forgot"].map((name) =>
        english(`signin.${name}` as MessageKey),
      ),
    ).toEqual(["Login", "Sign Up", "Username", "Password", "Forgot Password?"]);
    expect(english("signin.passwordHint", { min: PASSWORD_MIN_LENGTH })).toBe(PASSWORD_HINT);
    for (const message of CONTRACT_MESSAGES) expect(signinMessage(english, message)).toBe(message);
  });

  it("are Hindi on the Hindi site, every one of them", () => {
    expect(CARD_KEYS.length).toBeGreaterThan(20);
    for (const key of CARD_KEYS) {
      const text = CATALOGUE.hi[key] ?? "";
      expect(/[\u0900-\u097F]/.test(text), `${key}: ${text}`).toBe(true);
    }
    for (const message of CONTRACT_MESSAGES) {
      const said = signinMessage(hindi, message);
      expect(/[\u0900-\u097F]/.test(said) && !/[A-Za-z]{3}/.test(said), said).toBe(true);
    }
  });
});
