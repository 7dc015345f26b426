import { describe, expect, it } from "vitest";
import { fieldErrors, LoginSchema, PASSWORD_PATTERN, RegistrationSchema } from "./schemas.ts";

/** Every validation message of spec §5, from the one schema the forms and the service share. */
describe("validation messages (spec §5)", () => {
  const errorsOf = (schema: typeof LoginSchema | typeof RegistrationSchema, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("username is required in login mode: 'Please enter username'", () => {
    expect(errorsOf(LoginSchema, { username: "  ", password: "x" }).username).toEqual([
      "Please enter username",
    ]);
  });

  it("password is required: 'Please enter your password'", () => {
    expect(errorsOf(LoginSchema, { username: "a", password: "" }).password).toEqual([
      "Please enter your password",
    ]);
    const registration = errorsOf(RegistrationSchema, {
      name: "A",
      phonenumber: "+91 98200 41377",
      email: "a@b.co",
      password: "",
    });
    expect(registration.password).toEqual(["Please enter your password"]);
  });

  it.each([
    ["abcdefg", false], // no digit
    ["1234567", false], // no letter
    ["abc123", false], // 6 characters
    ["abc1234", true],
    ["Abc!@#$%^&*()_+1", true], // every allowed symbol
    ["abc 1234", false], // a space is not allowed
    ["abc1234~", false], // nor other symbols
    ["abc1234é", false], // nor letters outside A-Z
  ])("the password rule: %s → %s", (password, ok) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(ok);
    const errors = errorsOf(RegistrationSchema, {
      name: "A",
      phonenumber: "+91 98200 41377",
      email: "a@b.co",
      password,
    });
    expect(errors.password).toEqual(
      ok
        ? undefined
        : ["Password must be at least 7 characters long and include letters and numbers"],
    );
  });

  it("e-mail must be an e-mail address", () => {
    expect(
      errorsOf(RegistrationSchema, {
        name: "A",
        phonenumber: "+91 98200 41377",
        email: "nope",
        password: "abc1234",
      }).email,
    ).toEqual(["Enter a valid email address."]);
  });
});
