/**
 * `npm run lighthouse`: Lighthouse (mobile preset) scores of /, /social and /help against the built
 * app served by the BFF, in-process on a free port over a throwaway embedded database, in Debian's
 * Chromium. / is measured as a visitor; /social and /help as a signed-in person with a complete
 * profile (signed in through the local identity provider, as a person does). Builds first when
 * dist/ is missing. `--json` (or LIGHTHOUSE_JSON=1) also writes .cache/lighthouse.json (the figures)
 * and .cache/lighthouse-<page>.json (each whole report).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase } from '../../bff/db/connect';
import { startEngine } from '../../bff/db/engine';
import { silentLogger } from '../../bff/logger';
import { CookieJar } from '../../bff/test/cookieJar';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath =
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  ) ?? '';
const writeJson = process.argv.includes('--json') || process.env.LIGHTHOUSE_JSON === '1';

/** The pages measured and who looks at them. */
const pages = [
  { path: '/', signedIn: false },
  { path: '/social', signedIn: true },
  { path: '/help', signedIn: true },
] as const;

/** Signs a person in through grant and the local provider, completes the profile; returns the cookie header. */
async function signUp(base: string, email: string, displayName: string): Promise<string> {
  const jar = new CookieJar();
  const raw = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('Cookie', jar.header());
    const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    jar.store(res);
    return res;
  };
  const { redirectUrl } = (await (await raw('/api/oauth/google/redirect_url')).json()) as {
    redirectUrl: string;
  };
  const authorize = (await raw(redirectUrl)).headers.get('location');
  if (!authorize) throw new Error('grant did not redirect to the provider');
  const form = new URLSearchParams(new URL(authorize).searchParams);
  form.set('email', email);
  form.set('display_name', displayName);
  const posted = await raw('/dev-idp/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: form.toString(),
  });
  const callback = posted.headers.get('location');
  if (!callback) throw new Error(`the provider did not redirect (${posted.status})`);
  const final = (await raw(callback)).headers.get('location') ?? '';
  const code = new URL(final, base).searchParams.get('code');
  if (!code) throw new Error(`no one-time code in ${final}`);
  const json = { 'Content-Type': 'application/json', Origin: base };
  const session = await raw('/api/sessions', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ code }),
  });
  if (session.status !== 200) throw new Error(`session exchange failed (${session.status})`);
  const profile = await raw('/api/profile', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      display_name: displayName,
      support_status: 'seeking',
      recovery_type: 'substance_use',
    }),
  });
  if (profile.status !== 200) throw new Error(`profile save failed (${profile.status})`);
  return jar.header();
}

async function main() {
  if (!chromePath)
    throw new Error('Chromium not found: apt-get install chromium (or CHROMIUM_PATH)');
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    console.log('dist/ is missing: building first');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-lighthouse-db-'));
  const engine = await startEngine({ mongodbUri: undefined, dbEngine: undefined, dataDir });
  const db = await connectDatabase(engine.uri, 'lighthouse');
  const config = loadConfig({ NODE_ENV: 'test' }, root);
  const app = createApp(config, { db, engine: engine.engine, log: silentLogger });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  const results: Record<string, Record<string, number | null>> = {};
  try {
    const cookie = await signUp(base, 'lighthouse@example.com', 'Lighthouse');
    for (const page of pages) {
      const runner = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Mobile is Lighthouse's default form factor and throttling.
        extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      });
      if (!runner) throw new Error(`no result for ${page.path}`);
      const { categories, audits, finalDisplayedUrl } = runner.lhr;
      const score = (id: string) =>
        categories[id]?.score == null ? null : Math.round(categories[id]!.score! * 100);
      const ms = (id: string) =>
        audits[id]?.numericValue == null ? null : Math.round(audits[id]!.numericValue!);
      results[page.path] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
      };
      if (writeJson) {
        // The whole report too, to see which audits cost the points.
        mkdirSync(path.join(root, '.cache'), { recursive: true });
        const name = page.path === '/' ? 'landing' : page.path.slice(1);
        writeFileSync(
          path.join(root, `.cache/lighthouse-${name}.json`),
          JSON.stringify(runner.lhr),
        );
      }
      const r = results[page.path]!;
      const landed = new URL(finalDisplayedUrl).pathname;
      console.log(
        `${page.path.padEnd(8)} performance ${r.performance}  accessibility ${r.accessibility}  ` +
          `best-practices ${r.bestPractices}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms` +
          (landed === page.path ? '' : `  (ended on ${landed})`),
      );
      // Name what keeps accessibility under 100, so it can be fixed.
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.score === 0) console.log(`  accessibility: ${audit.title}`);
      }
    }
  } finally {
    chrome.kill();
    server.closeAllConnections();
    server.close();
    await db.conn.dropDatabase().catch(() => {});
    await db.close();
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (writeJson) {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    writeFileSync(path.join(root, '.cache/lighthouse.json'), JSON.stringify(results, null, 2));
    console.log('wrote .cache/lighthouse.json');
  }
}

await main();
process.exit(0);
