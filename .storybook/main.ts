import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The handbook's pages (Introduction, Foundations/Voice and wording) and every story file.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // A docs page per component (preview.tsx tags every story file 'autodocs'): its doc comment,
  // its props with their descriptions and defaults, read from the code by react-docgen.
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's vite config builds from app/; Storybook builds from the project root. The app's
  // service worker (vite-plugin-pwa) is the app's alone: Storybook is not an offline app.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    root: process.cwd(),
    build: { ...viteConfig.build, outDir: undefined },
    plugins: (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter(
        (p) =>
          !(
            p &&
            typeof p === 'object' &&
            'name' in p &&
            String(p.name).startsWith('vite-plugin-pwa')
          ),
      ),
  }),
};
export default config;
