/**
 * `npm run build:ui`: the component library on its own, into ui/dist/, as another app would install
 * it (docs/library.md): ES modules one file per source module (so a bundler keeps only what is
 * imported: a consumer of the crisis lines never gets the map or the toolkit), type declarations
 * (ui/dist/index.d.ts) and a package.json that names React, MUI and emotion as peer dependencies
 * and the few libraries the components use as dependencies. contract/ and domain/ come along where
 * ui/ uses them; nothing of app/ or bff/ may (the build fails, naming the module).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
export const LIBRARY_DIST = path.join(root, 'ui/dist');
/** The name another app installs and imports the library by. */
export const LIBRARY_NAME = '@peer-support/ui';

/** What the app that uses the library must provide, one copy shared with its own code. */
const PEERS = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/styled',
];
/** Folders of the repository the library may be built from. */
const ALLOWED = ['ui', 'contract', 'domain'];

const isBare = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
/** 'react/jsx-runtime' -> 'react', '@mui/material/Box' -> '@mui/material'. */
const packageOf = (id: string) =>
  id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!;

/** Builds ui/dist/; answers the packages its modules import. */
export async function buildLibrary(): Promise<string[]> {
  rmSync(LIBRARY_DIST, { recursive: true, force: true });
  const imported = new Set<string>();
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [
      react(),
      {
        name: 'library-boundary',
        // Before Vite's own resolver, which would bundle the packages' code in.
        enforce: 'pre',
        resolveId(id, importer) {
          if (isBare(id)) {
            imported.add(packageOf(id));
            return { id, external: true };
          }
          if (!importer) return null;
          const target = path.resolve(path.dirname(importer), id);
          const folder = path.relative(root, target).split(path.sep)[0]!;
          if (!ALLOWED.includes(folder))
            this.error(`${path.relative(root, importer)} imports ${id}: ui/ stands alone`);
          return null;
        },
      },
    ],
    build: {
      outDir: LIBRARY_DIST,
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, 'ui/index.ts'), formats: ['es'] },
      rolldownOptions: {
        output: {
          preserveModules: true,
          preserveModulesRoot: root,
          entryFileNames: '[name].js',
        },
      },
    },
  });

  // Declarations of what ui/index.ts reaches, beside the modules (ui/dist/ui/..., contract/...).
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      path.join(root, 'tools/library/tsconfig.json'),
    ],
    { cwd: root, stdio: 'inherit' },
  );

  writeFileSync(path.join(LIBRARY_DIST, 'index.js'), "export * from './ui/index.js';\n");
  writeFileSync(path.join(LIBRARY_DIST, 'index.d.ts'), "export * from './ui/index';\n");
  writeFileSync(
    path.join(LIBRARY_DIST, 'package.json'),
    `${JSON.stringify(manifest([...imported].sort()), null, 2)}\n`,
  );
  return [...imported].sort();
}

/** ui/dist/package.json: versions are the repository's own, so the library is what the app tests. */
function manifest(imported: string[]) {
  const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const versionOf = (name: string) => {
    const version = own.dependencies[name];
    if (!version) throw new Error(`ui/ imports ${name}, which package.json does not depend on`);
    return version;
  };
  return {
    name: LIBRARY_NAME,
    version: own.version,
    description:
      'The peer support network component library: React and MUI, props in, callbacks out.',
    type: 'module',
    sideEffects: false,
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: { '.': { types: './index.d.ts', import: './index.js' } },
    peerDependencies: Object.fromEntries(PEERS.map((name) => [name, versionOf(name)])),
    dependencies: Object.fromEntries(
      imported.filter((name) => !PEERS.includes(name)).map((name) => [name, versionOf(name)]),
    ),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const packages = await buildLibrary();
  console.log(`ui/dist/: the component library, importing ${packages.join(', ')}`);
}
