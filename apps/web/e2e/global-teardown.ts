import { rmSync } from 'node:fs';

/** Removes the temporary data directory the server used. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('staffdesk-e2e-')) rmSync(dir, { recursive: true, force: true });
}
