import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { generate } from 'selfsigned';
import type { PushSubscriptionInput } from '../../contract/notifications';

/** What a push service received: the request as the BFF sent it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription with the keys to read what is pushed to it. */
export interface TestDevice {
  subscription: PushSubscriptionInput;
  /** The pushes this device's endpoint received, decrypted (RFC 8291, aes128gcm). */
  received(): unknown[];
}

// http_ece (the payload encryption of RFC 8188/8291) ships no types: the one call used here.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
};

/**
 * A push service on this machine standing in for a browser vendor's (RFC 8030): an HTTPS server
 * with a certificate of its own that the BFF is told to trust (`agent`). It keeps every request,
 * answers 201, or the status set for an endpoint (410 for a subscription gone). Devices made by
 * `device()` hold their private keys, so a test reads what was pushed as the browser would.
 */
export async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const requests: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusOf.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;
  return {
    origin,
    requests,
    /** The agent the BFF sends with: it trusts this service's certificate. */
    agent: new Agent({ ca: pems.cert }),
    /** Answers this status to pushes for `device` from now on. */
    answer(device: TestDevice, status: number) {
      statusOf.set(new URL(device.subscription.endpoint).pathname, status);
    },
    device(): TestDevice {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${++made}`;
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: keys.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        received: () =>
          requests
            .filter((r) => r.path === path)
            .map((r) =>
              JSON.parse(
                ece
                  .decrypt(r.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth })
                  .toString('utf8'),
              ),
            ),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
