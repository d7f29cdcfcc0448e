/**
 * `npm run build`: builds app/ into dist/ as the production bundle, whatever NODE_ENV says, with
 * the landing and Get Help prerendered (tools/build/prerender.ts).
 *
 * NODE_ENV is the BFF's mode (development turns on the local sign-in, production asks for Google
 * credentials); it is not the bundle's. Vite makes a development build, React's included, when the
 * shell sets NODE_ENV=development, which is the README's default: twice the JavaScript on the
 * landing and a slower app. So the build sets it to production for itself, and then checks the
 * result (tools/build/production.ts), failing the build if React's development code got in.
 */
import { build } from 'vite';
import { developmentMarkers } from './production';
import { prerenderedPages, renderPrerenderedPages } from './prerender';

process.env.NODE_ENV = 'production';
const pages = await renderPrerenderedPages();
await build({ mode: 'production', plugins: [prerenderedPages(pages)] });

const found = developmentMarkers('dist');
if (found.length > 0) {
  console.error(`dist/ is not a production build:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(
  'dist/: production build (no development code of React or React Router found), / and /help prerendered',
);
