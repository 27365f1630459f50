import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A self-signed certificate for 127.0.0.1 (valid until 2126), made once with
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
//     -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1
// web-push speaks only HTTPS; the server's push sender trusts this one certificate through the
// agent below, as it trusts the public CAs in production.
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgjGiuACU9N0IZCF2B
6YwmiRyNIvFl5RnR6SSTPrG5X4ahRANCAAT6oz7Y/g3Pqp00xO/n9F8dGjT9YeyA
b3cq4ZBC/JG/0sF4mvKpg6y1+ONHfFlT1Q7MOOn65/vL54X4i0yZ0C2M
-----END PRIVATE KEY-----
`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUVVdtB2yMhR0cbaivR4EaPalr6xcwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzEzMzMzMFoYDzIxMjYxMTAz
MTMzMzMwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT6oz7Y/g3Pqp00xO/n9F8dGjT9YeyAb3cq4ZBC/JG/0sF4mvKpg6y1
+ONHfFlT1Q7MOOn65/vL54X4i0yZ0C2Mo2QwYjAdBgNVHQ4EFgQUbOSF6rdb4r0d
Htbhrdt+Ddd27DgwHwYDVR0jBBgwFoAUbOSF6rdb4r0dHtbhrdt+Ddd27DgwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IQCxHGPAFwmbW0cr80bZlVupKvJBulKlQzkVr1+O26APeAIgM/nPYnpQa9HtEisx
HzSrKFS+ApeP2GB38r3ibvbu1/0=
-----END CERTIFICATE-----
`;

/** What the push service received: the request as web-push sent it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 standing in for a browser vendor's: it keeps each request and
 * answers 201, or the status set for a path (410 for a device that is gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer({ key: KEY, cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: CERT, keepAlive: false });
  return {
    origin,
    received,
    agent,
    /** The push service answers `status` to requests for `path` from now on. */
    answer: (path: string, status: number) => statuses.set(path, status),
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's push subscription: its key pair and auth secret, kept to decrypt what arrives. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A device subscribed at `endpoint`, with fresh keys as a browser makes them. */
export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    ecdh,
  };
}

/**
 * Decrypts a push message body as the browser does (RFC 8291, aes128gcm, one record): an
 * independent check of what web-push encrypted, written from the RFC rather than its library.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', shared, Buffer.from(device.keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=…, k=…` header, and its public key. */
export function vapidHeader(authorization: string): { claims: Record<string, unknown>; publicKey: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, payload] = match[1]!.split('.');
  return { claims: JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), publicKey: match[2]! };
}
