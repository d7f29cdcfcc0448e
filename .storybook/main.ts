import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
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
