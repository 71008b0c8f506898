/**
 * A software WebAuthn authenticator for integration tests: an ES256 (P-256) key pair per
 * credential, "none" attestation, user presence and verification flags set. It answers the options
 * the server sends as a browser with a platform authenticator would (W3C WebAuthn Level 3 §6.1, §6.5).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  signCount: number;
}

/** Flags: UP (user present) 0x01, UV (user verified) 0x04, AT (attested credential data) 0x40. */
function authData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** A registration response to `options` (PublicKeyCredentialCreationOptionsJSON) from `origin`. */
export function createCredential(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
  opts: { userVerified?: boolean } = {},
): { credential: SoftCredential; response: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credId = randomBytes(32);
  const idLen = Buffer.alloc(2);
  idLen.writeUInt16BE(credId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLen, credId, Buffer.from(cose)]);
  const data = authData(rpId, opts.userVerified === false ? 0x41 : 0x45, 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', data],
    ]) as never,
  );
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
  const credential: SoftCredential = { id: b64url(credId), rpId, userHandle: options.user.id, privateKey, publicKeyCose: cose, signCount: 0 };
  return {
    credential,
    response: {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/** An authentication response of `credential` to `options` (PublicKeyCredentialRequestOptionsJSON) from `origin`. */
export function getAssertion(
  credential: SoftCredential,
  options: { challenge: string },
  origin: string,
  opts: { userVerified?: boolean } = {},
): Record<string, unknown> {
  credential.signCount += 1;
  const data = authData(credential.rpId, opts.userVerified === false ? 0x01 : 0x05, credential.signCount);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
  const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(data),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
