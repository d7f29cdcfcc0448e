import { afterAll } from 'vitest';
import { factory } from './factory';
import { startTestServer, type TestServerOptions } from './harness';

/**
 * The BFF of one test file: started while the file loads (top-level await), closed after its last
 * test, with a factory for its people and posts. `env` and `options` go to startTestServer.
 */
export async function serverForFile(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
) {
  const server = await startTestServer(env, options);
  afterAll(() => server.close());
  return { server, make: factory(server) };
}
