// `npm run dev`: the API server with reload on change (tsx watch, port 3000) and Vite's dev
// server with hot module reload (port 5173, proxying /api and /trpc to the API server).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const children = [spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], { stdio: 'inherit' }), spawn(bin('vite'), [], { stdio: 'inherit' })];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
