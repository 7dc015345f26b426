import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A software authenticator for tests: makes WebAuthn answers (attestation "none", ES256) as a
 * browser would send them as @simplewebauthn's JSON, for the challenge, origin and relying party
 * given, so each check of the service can be met or broken on purpose.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, value: number): number[] {
  if (value < 24) return [(major << 5) | value];
  if (value < 256) return [(major << 5) | 24, value];
  if (value < 65_536) return [(major << 5) | 25, value >> 8, value & 255];
  return [
    (major << 5) | 26,
    (value >>> 24) & 255,
    (value >> 16) & 255,
    (value >> 8) & 255,
    value & 255,
  ];
}

/** The few CBOR shapes an attestation object and a COSE key use. */
function cbor(value: Cbor): number[] {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = [...Buffer.from(value, "utf8")];
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  return [
    ...head(5, value.size),
    ...[...value].flatMap(([key, item]) => [...cbor(key), ...cbor(item)]),
  ];
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface Ceremony {
  challenge: string;
  origin: string;
  rpId: string;
}

interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  userHandle?: string;
  counter: number;
}

export function softAuthenticator() {
  const made: SoftPasskey[] = [];

  function clientData(type: string, ceremony: Ceremony) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: ceremony.challenge,
        origin: ceremony.origin,
        crossOrigin: false,
      }),
    );
  }

  function counterBytes(counter: number) {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  }

  /** A new passkey's registration answer; `userHandle` is the options' user.id. */
  function register(ceremony: Ceremony & { userHandle?: string }) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x as string, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y as string, "base64url"))],
    ]);
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([0x45]), // user present, verified, attested credential data
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credentialId,
      Buffer.from(cbor(cose)),
    ]);
    const attestationObject = Buffer.from(
      cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]),
      ),
    );
    const passkey: SoftPasskey = {
      credentialId,
      privateKey,
      userHandle: ceremony.userHandle,
      counter: 0,
    };
    made.push(passkey);
    return {
      passkey,
      response: {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", ceremony)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      },
    };
  }

  /** An assertion by `passkey` (by default the last made), as navigator.credentials.get answers. */
  function assert(ceremony: Ceremony, passkey = made.at(-1) as SoftPasskey) {
    passkey.counter += 1;
    const authData = Buffer.concat([
      sha256(ceremony.rpId),
      Buffer.from([0x05]), // user present, verified
      counterBytes(passkey.counter),
    ]);
    const clientDataJSON = clientData("webauthn.get", ceremony);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientDataJSON)]),
      passkey.privateKey,
    );
    return {
      id: b64url(passkey.credentialId),
      rawId: b64url(passkey.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  return { register, assert };
}
