#!/usr/bin/env node
// @ts-check
// Prints the first port of a block of free ports, e.g. `node scripts/free-port-block.mjs 54701 4`:
// CI moves a test stack off its usual ports when something (a stack left behind by an earlier
// run, a developer's own) already listens there, instead of failing on a taken port.
import { freePortBlock } from './lib/free-port.mjs';

const [preferred, count] = process.argv.slice(2).map(Number);
if (!Number.isInteger(preferred) || !Number.isInteger(count) || preferred < 1024 || count < 1) {
  console.error('usage: node scripts/free-port-block.mjs <preferred first port> <count>');
  process.exit(2);
}
console.log(await freePortBlock(preferred, count));
