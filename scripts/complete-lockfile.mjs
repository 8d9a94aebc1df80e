#!/usr/bin/env node
// This workplace's npm registry serves only linux-glibc builds of platform packages, so
// `npm install` leaves Biome's other platform builds out of package-lock.json and `npm ci` then
// refuses the lock. This adds those optional entries back (npm skips them on other platforms
// without fetching). Run it after `npm install` changes the lock. See docs/decisions/0010.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location.endsWith('node_modules/@biomejs/biome')) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = location.replace('@biomejs/biome', name);
    if (lock.packages[key]) continue;
    const [os, cpu, libc] = name.replace('@biomejs/cli-', '').split('-');
    lock.packages[key] = {
      version,
      cpu: [cpu],
      dev: true,
      license: entry.license,
      optional: true,
      os: [os],
      ...(libc ? { libc: [libc] } : os === 'linux' ? { libc: ['glibc'] } : {}),
    };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
