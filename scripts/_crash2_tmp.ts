import { readFileSync } from 'node:fs';
import { unitOf } from '../src/engine/alesia-classic/state';
const { s } = JSON.parse(readFileSync('/tmp/ac/crash.json', 'utf8'));
for (const id of ['gr-89', 'r-rec-27', 'r-cav-10', 'r-cav-12']) console.log(id, JSON.stringify(unitOf(s, id)));
