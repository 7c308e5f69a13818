// A render process cannot load TypeScript by itself: register tsx, then load the entry.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
