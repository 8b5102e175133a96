import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Fixture art at site paths: banner and promotion pictures take no data URL (isSafeImageUrl).
  staticDirs: ['./public'],
  // The workspace packages export TypeScript source; Vite compiles it like the stories.
  async viteFinal(viteConfig) {
    const { default: react } = await import('@vitejs/plugin-react');
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [react()] });
  },
};

export default config;
