import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { engineSeam, type EngineName } from '../../bff/db/seam';
import { SAMPLE_MEETINGS, SAMPLE_RESOURCES } from '../../bff/import/demo';
import { importMeetings, importResources } from '../../bff/import/importPlaces';
import { mapCells } from '../../bff/services/mapCells';
import { placeImports } from '../../bff/services/placeImports';
import { coarsen, markerPosition } from '../../domain/map/area';
import { axeViolations } from './axe';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

// Two people about 3 km apart in San Francisco (Civic Center and the Marina side).
const ANA_AT = { latitude: 37.7793, longitude: -122.4193 };
const BEN_AT = { latitude: 37.8042, longitude: -122.4321 };

beforeAll(async () => {
  // The samples the app loads in development, so the map has resources and meetings to filter.
  const { models, conn } = e2e.server.db;
  const places = placeImports(
    models,
    mapCells(models, engineSeam(conn, inject('dbEngine') as EngineName)),
  );
  await importMeetings(places, readFileSync(SAMPLE_MEETINGS, 'utf8'), 'twelve_step');
  await importResources(places, readFileSync(SAMPLE_RESOURCES, 'utf8'));
});

/** A person whose browser grants its (fake) position, signed in with a complete profile. */
async function person(email: string, name: string, at: typeof ANA_AT, status: string) {
  const context = await e2e.browser.newContext({
    bypassCSP: true,
    geolocation: at,
    permissions: ['geolocation'],
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, email, name);
  await completeSetup(page, { status });
  return page;
}

const onMap = (page: Page) => page.locator('.pigeon-overlays');
const marker = (page: Page, name: RegExp) => onMap(page).getByRole('button', { name });

async function openMap(page: Page) {
  await page.getByRole('link', { name: 'Map' }).first().click();
  await page.getByRole('heading', { name: 'Find support nearby' }).waitFor();
}

async function shareLocation(page: Page) {
  await page.getByRole('button', { name: 'Use my location' }).click();
  await page.getByRole('button', { name: 'Forget my location' }).waitFor();
}

async function messageFromPopup(page: Page, name: string, text: string) {
  await marker(page, new RegExp(`^${name},`)).click();
  const popup = page.getByRole('dialog', { name });
  await popup.getByRole('button', { name: 'Send Message' }).click();
  const prompt = page.getByRole('dialog', { name: `Message ${name}` });
  await prompt.getByLabel('Enter your message:').fill(text);
  await prompt.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Message sent successfully!').waitFor();
}

it("two people a few km apart see each other's markers and popups, message from them, and a hidden peer disappears", async () => {
  const ana = await person('ana.map@example.com', 'Ana', ANA_AT, 'Offering Support');
  const ben = await person('ben.map@example.com', 'Ben', BEN_AT, 'Seeking Support');

  await openMap(ana);
  await shareLocation(ana);
  expect(await axeViolations(ana)).toEqual([]);
  await openMap(ben);
  await shareLocation(ben);

  // Ben sees Ana at once (his share reloads the peers near him); Ana after re-locating.
  await marker(ben, /^Ana, Offering Support$/).waitFor();
  await ana.getByRole('button', { name: 'Show where I am' }).click();
  await marker(ana, /^Ben, Seeking Support$/).waitFor();
  await ana.getByRole('img', { name: 'You are here' }).waitFor();

  // The popup has the documented fields; the message reaches the other's Messages.
  await marker(ana, /^Ben,/).click();
  const popup = ana.getByRole('dialog', { name: 'Ben' });
  await popup.getByText('Seeking Support').waitFor();
  expect(await axeViolations(ana)).toEqual([]);
  await ana.keyboard.press('Escape');
  await messageFromPopup(ana, 'Ben', 'Hi Ben, I am nearby if you want to talk.');
  await messageFromPopup(ben, 'Ana', 'Thank you, Ana. Coffee on Saturday?');
  const benThreads = await ben.evaluate(async () => {
    const res = await fetch('/api/messages/threads');
    return ((await res.json()) as { threads: { other_user_name: string }[] }).threads;
  });
  expect(benThreads.map((t) => t.other_user_name)).toEqual(['Ana']);

  // Nowhere in what the map sends is Ana's or Ben's exact position.
  // A marker stands where its area and the person's id alone put it; it may by chance print digits
  // that begin like an exact coordinate (37.80425 for 37.8042), so whole numbers are compared.
  const answer = await ana.evaluate(async () => (await fetch('/api/map/peers')).text());
  for (const exact of [BEN_AT.latitude, BEN_AT.longitude, ANA_AT.latitude, ANA_AT.longitude])
    expect(answer).not.toMatch(
      new RegExp(`(?<![\\d.])${String(exact).replace('.', '\\.')}(?![\\d])`),
    );
  const { peers } = JSON.parse(answer) as {
    peers: { user_id: string; display_name: string; latitude: number; longitude: number }[];
  };
  expect(peers.map((p) => p.display_name)).toEqual(['Ben']);
  for (const p of peers)
    expect({ latitude: p.latitude, longitude: p.longitude }).toEqual(
      markerPosition(coarsen(BEN_AT), p.user_id),
    );

  // Ben hides his location in Profile Setup: Ana no longer finds him.
  await ben.goto(`${e2e.server.url}/setup?edit=true`);
  await ben.getByLabel('Show my approximate location on the map').uncheck();
  await ben.getByRole('button', { name: 'Save Profile' }).click();
  await ben.waitForURL('**/social');
  await ana.reload();
  await ana.getByRole('heading', { name: 'Find support nearby' }).waitFor();
  await ana.getByText('No peers within your support radius yet.').waitFor();
  expect(await marker(ana, /^Ben,/).count()).toBe(0);
});

it('the filters hide and show the layers, on the map and in the list', async () => {
  const cy = await person('cy.map@example.com', 'Cy', ANA_AT, 'Offering Support');
  await openMap(cy);
  const meetings = () => onMap(cy).getByRole('button', { name: /, meeting$/ });
  const resources = () => marker(cy, /Tenderloin Peer Drop-in/);

  // Resources on, Meetings off by default.
  await resources().waitFor();
  expect(await meetings().count()).toBe(0);

  await cy.getByRole('button', { name: 'Show map filters' }).click();
  const filters = cy.getByRole('group', { name: 'Map Filters' });
  await filters.getByRole('checkbox', { name: 'Meetings' }).check();
  await meetings().first().waitFor();
  await cy.getByRole('list', { name: /^Meetings \(\d+\)$/ }).waitFor();
  await filters.getByRole('checkbox', { name: 'Resources' }).uncheck();
  await expect.poll(() => resources().count()).toBe(0);
  expect(await cy.getByRole('heading', { name: /^Resources/ }).count()).toBe(0);

  // A meeting's popup: the group type in capitals and its schedule.
  await meetings().first().click();
  await cy.getByRole('dialog').getByText('TWELVE STEP').waitFor();
  expect(await axeViolations(cy)).toEqual([]);
});

it("without a position the map opens on San Francisco and says so; tiles that fail don't break it", async () => {
  const context = await e2e.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, 'dee.map@example.com', 'Dee');
  await completeSetup(page);
  await openMap(page);
  await page.getByText('Unable to get your location. Map will show general area.').waitFor();
  // The sample resources around San Francisco are there, and the list too.
  await marker(page, /Tenderloin Peer Drop-in/).waitFor();
  await page.getByRole('link', { name: '© OpenStreetMap contributors' }).waitFor();
});
