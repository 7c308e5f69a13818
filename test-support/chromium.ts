/**
 * Debian's Chromium for every browser test and benchmark: headless, no sandbox (containers),
 * no GPU, nothing phoning home. `CHROME_PATH` names another binary.
 */
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const LAUNCH = () => ({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});

export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH());
}

/**
 * One Chromium that several test processes share (the e2e run starts it once instead of
 * once per file): each connects with `connectChromium(server.wsEndpoint())` and works in
 * contexts of its own.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH());
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
