/**
 * Builds (once) the FerretDB engine from tools/ferretdb and prints where it is cached,
 * so CI and a first `npm start` on an offline machine do not wait on it later.
 */
import { buildFerretdb } from '../bff/db/ferretdb';

const bin = await buildFerretdb((msg) => console.log(msg));
console.log(`FerretDB engine ready: ${bin}`);
