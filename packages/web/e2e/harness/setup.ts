/** Per-file e2e set-up: close pages after each test and the browser after the file. */
import { afterAll, afterEach } from 'vitest';
import { closeBrowser, closeContexts } from './browser';

afterEach(closeContexts);
afterAll(closeBrowser);
