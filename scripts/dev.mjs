// `npm run dev`: the sandbox API on API_PORT and Vite with hot reload on PORT, proxying /v1/ to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${apiPort}`;
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'packages/sandbox/src/main.ts'], {
    stdio: 'inherit',
    // Pictures' absolute URLs point at Vite's origin, which proxies /sandbox/ to the API.
    // The demo game provider is reached on the API server itself, another origin than Vite's.
    env: {
      ...process.env,
      PORT: apiPort,
      STATIC_DIR: '',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
      PROVIDER_URL: providerUrl,
    },
  }),
  spawn('npx', ['vite', '--config', 'demo-host/vite.config.ts'], {
    stdio: 'inherit',
    // The game frame loads the demo slot from the API server's origin only.
    env: { ...process.env, API_PORT: apiPort, VITE_PROVIDER_URL: providerUrl },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
