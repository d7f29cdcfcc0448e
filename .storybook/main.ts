import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's vite config builds from app/; Storybook builds from the project root.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    root: process.cwd(),
    build: { ...viteConfig.build, outDir: undefined },
  }),
};
export default config;
