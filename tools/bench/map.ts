/**
 * Map benchmark. BENCH_MAP_PEERS (10,000) people sharing an area and BENCH_MAP_PLACES
 * (10,000) approved resources, spread over the San Francisco Bay Area (1.0 x 1.2 degrees, about
 * 69 x 66 miles): p50/p99 of GET /api/map/peers (the viewer's 10-mile radius, at most 500 nearest),
 * of GET /api/map/resources for a street-level view (a zoom-13 box) and around the viewer (no box),
 * at 1 and at 50 connections, beside a bare Koa route that reads one document by `_id` in the same
 * run. Figures go to the console and to .cache/bench-map.json.
 */
import Koa from 'koa';
import { Types } from 'mongoose';
import type { MapPeer, MapResource } from '../../contract/map';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { engineSeam } from '../../bff/db/seam';
import { silentLogger } from '../../bff/logger';
import { presentResource } from '../../bff/presenters/map';
import { mapCells } from '../../bff/services/mapCells';
import { derivedId } from '../../bff/services/placeImports';
import { sessionService } from '../../bff/services/sessions';
import { coarsen, markerPosition } from '../../domain/map/area';
import { cellOf } from '../../domain/map/cells';
import { RESOURCE_TYPES } from '../../contract/map';
import { seedPeople } from '../seed/seed';
import { listen, measure, report, type Figure } from './measure';

const PEERS = Number(process.env.BENCH_MAP_PEERS ?? 10_000);
const PLACES = Number(process.env.BENCH_MAP_PLACES ?? 10_000);
const CENTRE = { latitude: 37.7749, longitude: -122.4194 };

/** A deterministic spread over the Bay Area (the same figures every run). */
function spread(i: number) {
  const a = Math.sin(i * 12.9898) * 43758.5453;
  const b = Math.sin(i * 78.233) * 12345.6789;
  return {
    latitude: CENTRE.latitude - 0.5 + (a - Math.floor(a)),
    longitude: CENTRE.longitude - 0.6 + 1.2 * (b - Math.floor(b)),
  };
}

export async function runMapBench(
  engine: RunningEngine,
  connections: readonly number[],
  peak: () => number,
) {
  const db = await connectDatabase(engine.uri, 'bench_map');
  const figures: Figure[] = [];
  try {
    const seam = engineSeam(db.conn, engine.engine);
    const cells = mapCells(db.models, seam);
    const { Profile, Resource } = db.models;
    const people = await seedPeople(db, PEERS + 1);
    const [viewer, ...others] = people;

    if ((await Resource.estimatedDocumentCount()) < PLACES) {
      // People: their areas stored and their markers in the cells, as 'Use my location' does.
      const peers: { id: string; entry: MapPeer }[] = [];
      const areas = others.map((p, i) => ({ id: String(p.id), area: coarsen(spread(i)) }));
      // One update by `_id` each, a few at a time (the pool has 4 connections): FerretDB 1.24
      // never answered a bulkWrite of these updates.
      for (let i = 0; i < areas.length; i += 8) {
        await Promise.all(
          areas.slice(i, i + 8).map(({ id, area }) =>
            Profile.updateOne(
              { _id: new Types.ObjectId(id) },
              {
                $set: {
                  support_status: 'both',
                  recovery_type: 'substance_use',
                  location_visible: true,
                  area_latitude: area.latitude,
                  area_longitude: area.longitude,
                  map_cell: cellOf(markerPosition(area, id)),
                },
              },
            ),
          ),
        );
      }
      for (const [i, { id, area }] of areas.entries()) {
        peers.push({
          id,
          entry: {
            user_id: id,
            display_name: others[i]!.name,
            bio: 'One day at a time. Happy to talk about the first weeks.',
            support_status: 'both',
            ...markerPosition(area, id),
            accepts_messages: true,
          },
        });
      }
      await cells.putMany('peer', peers);

      // Approved resources, stored and placed as an import places them.
      const resources = Array.from({ length: PLACES }, (_, i) => ({
        _id: derivedId('resource', `bench-${i}`),
        name: `Bench Treatment Center ${i}`,
        resource_type: RESOURCE_TYPES[i % RESOURCE_TYPES.length]!,
        address: `${100 + (i % 900)} Market Street, San Francisco, CA 94103`,
        description: 'Outpatient and residential programs; same-week intake.',
        phone: '(415) 555-0100',
        website: 'https://example.org/treatment',
        services: ['Outpatient', 'Residential', 'Family therapy'],
        status: 'approved' as const,
        source: 'import' as const,
        created_at: new Date(),
        updated_at: new Date(),
        ...spread(i + 100_000),
      }));
      for (let i = 0; i < resources.length; i += 1000)
        await Resource.insertMany(resources.slice(i, i + 1000), { ordered: false });
      const entries: { id: string; entry: MapResource }[] = resources.map((r) => ({
        id: r._id,
        entry: presentResource(r),
      }));
      await cells.putMany('resource', entries);
    }
    await Profile.updateOne(
      { _id: viewer!.id },
      {
        $set: {
          support_status: 'seeking',
          recovery_type: 'substance_use',
          support_radius: 10,
          area_latitude: coarsen(CENTRE).latitude,
          area_longitude: coarsen(CENTRE).longitude,
        },
      },
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', RATE_LIMITS: 'off' });
    const sessions = sessionService(db.models, config, seam);
    const browser = 'bench-browser';
    const { token } = await sessions.redeemLoginCode(
      await sessions.createLoginCode(viewer!.id, browser),
      browser,
    );
    const headers = { cookie: `sid=${token}` };
    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));
    const bare = new Koa();
    bare.use(async (ctx) => {
      ctx.body = await Profile.findById(viewer!.id).lean();
    });
    const baseline = await listen(bare);

    // What the routes answer, once, so the figures say how much work each one is.
    const count = async (path: string, key: string) =>
      ((await (await fetch(`${bff.url}${path}`, { headers })).json()) as Record<string, unknown[]>)[
        key
      ]!.length;
    const streetView = '-122.4644,37.7549,-122.3744,37.7949';
    const answered = {
      peers: await count('/api/map/peers', 'peers'),
      street: await count(`/api/map/resources?bbox=${streetView}`, 'resources'),
      around: await count('/api/map/resources', 'resources'),
    };
    const routes: [string, string][] = [
      ['bare: findById', `${baseline.url}/`],
      [`peers, 10-mile radius (${answered.peers} answered)`, `${bff.url}/api/map/peers`],
      [
        `resources, zoom-13 view (${answered.street} answered)`,
        `${bff.url}/api/map/resources?bbox=${streetView}`,
      ],
      [`resources around the viewer (${answered.around} answered)`, `${bff.url}/api/map/resources`],
    ];
    for (const conn of connections) {
      for (const [route, url] of routes) {
        const f = await measure(url, conn, route === 'bare: findById' ? {} : { headers });
        figures.push({ size: PLACES, route, connections: conn, ...f });
        console.log(
          `map, ${conn} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s, ` +
            `errors ${f.errors}, non-2xx ${f.non2xx}`,
        );
      }
    }
    bff.server.close();
    baseline.server.close();
  } finally {
    await db.close();
  }
  report('map', 'Map benchmark', engine.engine, figures, peak(), { peers: PEERS, places: PLACES });
  return figures;
}
