import { createHmac, randomBytes } from 'node:crypto';

/** One `Authorization` header value (undefined: no header at all) the bearer check must refuse. */
export interface BadCredential {
  readonly name: string;
  readonly authorization: string | undefined;
}

const encode = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as object;

function partsOf(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) {
    throw new Error(`Not a JWS compact token: ${token}`);
  }
  return [header, payload, signature];
}

/** Headers that are not a well-formed `Bearer <token>`, built around a valid token. */
export function malformedCredentials(validToken: string): BadCredential[] {
  const [header, payload] = partsOf(validToken);
  return [
    { name: 'empty header', authorization: '' },
    { name: 'scheme without token', authorization: 'Bearer' },
    { name: 'scheme and a space', authorization: 'Bearer ' },
    { name: 'one character', authorization: 'Bearer x' },
    { name: 'three parts of nonsense', authorization: 'Bearer not.a.jwt' },
    { name: 'two parts only', authorization: `Bearer ${header}.${payload}` },
    { name: 'Basic credentials', authorization: `Basic ${Buffer.from('owner:secret').toString('base64')}` },
    { name: 'valid token, wrong scheme', authorization: `Token ${validToken}` },
    { name: 'valid token, no scheme', authorization: validToken },
    { name: 'token with a space in it', authorization: `Bearer ${validToken} ${validToken}` },
    { name: 'non-ASCII token', authorization: `Bearer ${validToken}\u00e9` },
    { name: 'far too long', authorization: `Bearer ${validToken}${'A'.repeat(3_000)}` },
  ];
}

/** Tokens shaped like ours whose signature does not vouch for their claims. */
export function forgedCredentials(validToken: string): BadCredential[] {
  const [header, payload, signature] = partsOf(validToken);
  const signingInput = `${header}.${payload}`;
  const otherKeySignature = createHmac('sha256', randomBytes(32)).update(signingInput).digest('base64url');
  const flipped = Buffer.from(signature, 'base64url');
  flipped[0] = (flipped[0] ?? 0) ^ 0xff;
  const claims = decode(payload) as { sub?: string };
  const otherSubject = encode({ ...claims, sub: String(Number(claims.sub) + 1) });
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    { name: 'signed with another key', authorization: bearer(`${signingInput}.${otherKeySignature}`) },
    { name: 'signature altered', authorization: bearer(`${signingInput}.${flipped.toString('base64url')}`) },
    { name: 'claims altered (sub)', authorization: bearer(`${header}.${otherSubject}.${signature}`) },
    { name: 'signature removed', authorization: bearer(`${signingInput}.`) },
    {
      name: 'alg none',
      authorization: bearer(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`),
    },
  ];
}

export const bearer = (name: string, token: string): BadCredential => ({
  name,
  authorization: `Bearer ${token}`,
});
