import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSession, AccountSessions, SessionsEnded } from '../../../contract/account';
import { SESSION_ENDED_MESSAGE } from '../../../contract/events';
import type { CallInfo } from '../../../contract/calls';
import { hashSecret } from '../../secrets';
import { openEventStream } from '../../test/eventStream';
import type { TestClient } from '../../test/harness';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * 'My sessions' over HTTP (bff/routes/sessions/router.ts): GET /api/account/sessions,
 * DELETE /api/account/sessions/{id} and DELETE /api/account/sessions (every other one). Live
 * streams beat at the product's 25 s, so a stream that ends within the test was ended by its
 * session's `signed_out`, not by a heartbeat's re-check.
 */
const { server, make } = await serverForFile();

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** How long a live event may take (the database bus polls every 250 ms); never waited out. */
const EVENT_MS = 10_000;
const PATH = '/api/account/sessions';

/** A new browser of the person, signed in with its own User-Agent. */
async function browser(person: { email: string; name: string }, userAgent: string) {
  const client = server.client();
  const code = await client.obtainLoginCode(person.email, person.name);
  const res = await client.post('/api/sessions', { code }, { 'User-Agent': userAgent });
  expect(res.status).toBe(200);
  return client;
}

const sessionsOf = async (client: TestClient) => {
  const res = await client.get<AccountSessions>(PATH);
  expect(res.status).toBe(200);
  return res.body.sessions;
};
const currentOf = async (client: TestClient) => (await sessionsOf(client)).find((s) => s.current)!;
const signedIn = async (client: TestClient) => (await client.get('/api/users/me')).status === 200;
const newPerson = () => ({
  email: `sessions-${randomBytes(5).toString('hex')}@example.com`,
  name: 'Sessions Person',
});

describe('GET /api/account/sessions', () => {
  it('401 when signed out, on every route', async () => {
    const nobody = server.client();
    expect((await nobody.get(PATH)).status).toBe(401);
    expect((await nobody.delete(PATH)).status).toBe(401);
    expect((await nobody.delete(`${PATH}/${'a'.repeat(32)}`)).status).toBe(401);
  });

  it("lists the person's browsers with their devices, this one marked, and no one else's", async () => {
    const ana = newPerson();
    const laptop = await browser(ana, FIREFOX_WINDOWS);
    const phone = await browser(ana, CHROME_ANDROID);
    const ben = await browser(newPerson(), FIREFOX_WINDOWS);

    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    // The most recently used first: both were last seen at sign-in, the phone's later.
    expect(fromLaptop.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', false],
      ['Firefox on Windows', true],
    ]);
    for (const s of fromLaptop) {
      expect(Object.keys(s).sort()).toEqual([
        'created_at',
        'current',
        'device',
        'id',
        'last_seen_at',
      ]);
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(s.last_seen_at >= s.created_at).toBe(true);
    }
    // Never the token nor its hash (the session's `_id`).
    const text = JSON.stringify(fromLaptop);
    for (const client of [laptop, phone]) {
      expect(text).not.toContain(client.jar.get('sid')!);
      expect(text).not.toContain(hashSecret(client.jar.get('sid')!).slice(0, 32));
    }

    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map((s) => s.id).sort()).toEqual(fromLaptop.map((s) => s.id).sort());
    expect(fromPhone.find((s) => s.current)!.device).toBe('Chrome on Android');

    const bens = await sessionsOf(ben);
    expect(bens).toHaveLength(1);
    expect(fromLaptop.map((s) => s.id)).not.toContain(bens[0]!.id);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('ends that session: its requests are 401 and its live stream ends, the others stay', async () => {
    const [ana, ben] = (await make.users(2)) as [TestUser, TestUser];
    const laptop = ana.client;
    const phone = await browser(ana, CHROME_ANDROID);
    const phoneId = (await currentOf(phone)).id;
    const laptopStream = await openEventStream(laptop);
    const phoneStream = await openEventStream(phone);
    // A ringing call of Ana's: ending one of her sessions does not end it (she is still here).
    const started = await ana.client.post<{ call_id: string }>('/api/calls/start', {
      recipient_user_id: ben.id,
      call_type: 'audio',
    });
    expect(started.status).toBe(201);

    const ended = await laptop.delete(`${PATH}/${phoneId}`);
    expect(ended.status).toBe(204);
    expect(ended.headers.getSetCookie()).toEqual([]);

    const signedOut = await phoneStream.next('signed_out', EVENT_MS);
    expect(signedOut.data).toEqual({
      reason: 'session_ended',
      message: SESSION_ENDED_MESSAGE,
      session: phoneId,
    });
    await expect.poll(() => phoneStream.ended, { timeout: EVENT_MS }).toBe(true);
    expect(await signedIn(phone)).toBe(false);

    // The laptop heard nothing of it, is still signed in, and its stream still brings events.
    expect(await signedIn(laptop)).toBe(true);
    expect(laptopStream.ended).toBe(false);
    await ben.client.post('/api/messages/send', {
      recipient_user_id: ana.id,
      content: 'still here?',
    });
    expect((await laptopStream.next('message', EVENT_MS)).data.message.content).toBe('still here?');
    expect(laptopStream.received.filter((e) => e.type === 'signed_out')).toEqual([]);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneId);
    const call = await ana.client.get<{ call: CallInfo | null }>('/api/calls/current');
    expect(call.body.call).toMatchObject({ id: started.body.call_id, status: 'ringing' });

    // Gone now: a second end is 404.
    const again = await laptop.delete<{ error: string }>(`${PATH}/${phoneId}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'No such session.' });
    await laptopStream.close();
    await phoneStream.close();
  });

  it('ending this browser’s own session signs it out, like logout', async () => {
    const ana = newPerson();
    const laptop = await browser(ana, FIREFOX_WINDOWS);
    const phone = await browser(ana, CHROME_ANDROID);
    const ended = await laptop.delete(`${PATH}/${(await currentOf(laptop)).id}`);
    expect(ended.status).toBe(204);
    expect(ended.headers.getSetCookie().join()).toMatch(/^sid=;/);
    expect(laptop.jar.get('sid')).toBeUndefined();
    expect((await laptop.get(PATH)).status).toBe(401);
    expect((await sessionsOf(phone)).map((s) => s.device)).toEqual(['Chrome on Android']);
  });

  it("404 for another person's session and for an unknown one, and nothing ends", async () => {
    const ana = await browser(newPerson(), FIREFOX_WINDOWS);
    const ben = await browser(newPerson(), CHROME_ANDROID);
    const bensId = (await currentOf(ben)).id;
    for (const id of [bensId, randomBytes(16).toString('hex')]) {
      const res = await ana.delete<{ error: string }>(`${PATH}/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'No such session.' });
    }
    expect(await signedIn(ben)).toBe(true);
    expect(await signedIn(ana)).toBe(true);
    expect((await sessionsOf(ben)).map((s) => s.id)).toEqual([bensId]);
  });

  it('400 naming the id for one that is not a session id', async () => {
    const ana = await browser(newPerson(), FIREFOX_WINDOWS);
    const id = (await currentOf(ana)).id;
    for (const bad of ['x', id.toUpperCase(), id.slice(1), `${id}0`, 'g'.repeat(32)]) {
      const res = await ana.delete<{ error: string }>(`${PATH}/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ error: 'id is not a session id.' });
    }
    expect(await signedIn(ana)).toBe(true);
  });
});

describe('DELETE /api/account/sessions (everywhere else)', () => {
  it('ends every other session of the person and keeps this one', async () => {
    const ana = newPerson();
    const laptop = await browser(ana, FIREFOX_WINDOWS);
    const phone = await browser(ana, CHROME_ANDROID);
    const tablet = await browser(ana, CHROME_ANDROID);
    const ben = await browser(newPerson(), FIREFOX_WINDOWS);
    const phoneStream = await openEventStream(phone);

    const res = await laptop.delete<SessionsEnded>(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    await expect.poll(() => phoneStream.ended, { timeout: EVENT_MS }).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(ben)).toBe(true);
    const left: AccountSession[] = await sessionsOf(laptop);
    expect(left.map((s) => [s.device, s.current])).toEqual([['Firefox on Windows', true]]);

    expect((await laptop.delete<SessionsEnded>(PATH)).body).toEqual({ ended: 0 });
    await phoneStream.close();
  });
});
