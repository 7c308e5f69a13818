// Worker threads cannot load TypeScript by themselves: register tsx, then load the entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
