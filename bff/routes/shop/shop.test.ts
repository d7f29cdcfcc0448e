import { expect, it } from 'vitest';
import { serverForFile } from '../../test/serverForFile';

const { server, make } = await serverForFile();

it("'Notify me when the store opens' is recorded once per person", async () => {
  const ana = await make.user();
  expect((await ana.client.get('/api/store/interest')).body).toEqual({ interested: false });
  const first = await ana.client.post('/api/store/interest');
  expect(first.status).toBe(201);
  expect(first.body).toEqual({ interested: true });
  const again = await ana.client.post('/api/store/interest');
  expect(again.status).toBe(200);
  expect((await ana.client.get('/api/store/interest')).body).toEqual({ interested: true });
  expect(await server.db.models.ShopInterest.countDocuments({ _id: ana.id })).toBe(1);
  // Another person is not counted by it.
  const ben = await make.user();
  expect((await ben.client.get('/api/store/interest')).body).toEqual({ interested: false });
});

it('needs a session (401)', async () => {
  expect((await server.client().post('/api/store/interest')).status).toBe(401);
  expect((await server.client().get('/api/store/interest')).status).toBe(401);
});
