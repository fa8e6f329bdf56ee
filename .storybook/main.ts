import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../libs/**/src/**/*.mdx',
    '../libs/**/src/**/*.stories.@(ts|tsx)',
    '../apps/**/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { tsconfigPaths: true },
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
      },
      // A build says only what went wrong: no per-chunk size table (the site's size check owns bundle size).
      logLevel: 'warn',
      build: {
        reportCompressedSize: false,
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          // How long each plugin took is a profiling aid, not something a build should print every time.
          checks: { pluginTimings: false },
          // react-router's "use client" means nothing without server components; the bundle is right without it.
          onwarn(warning: { code?: string }, warn: (warning: unknown) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
