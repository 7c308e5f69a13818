/**
 * Readers of single settings from the environment: each checks its value and throws a
 * ConfigError naming the variable and what it takes, so a typo stops the server at start.
 */
import path from 'node:path';

export class ConfigError extends Error {}

export function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean) {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function basePath(env: NodeJS.ProcessEnv, name: string, fallback: string) {
  const raw = env[name] || fallback;
  if (!/^(\/[A-Za-z0-9._-]+)+$/.test(raw)) {
    throw new ConfigError(`${name} must be a path like /api/catalog, got "${raw}"`);
  }
  return raw;
}

export function folderList(env: NodeJS.ProcessEnv, name: string) {
  const raw = env[name]?.trim();
  if (!raw) return [];
  const dirs = raw.split(path.delimiter).filter(Boolean);
  if (dirs.some((dir) => !path.isAbsolute(dir))) {
    throw new ConfigError(`${name} must be absolute folders separated by "${path.delimiter}"`);
  }
  return dirs.map((dir) => path.resolve(dir));
}

export function keyList(env: NodeJS.ProcessEnv, name: string) {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const keys = raw.split(',').map((key) => key.trim());
  if (keys.some((key) => !/^[a-z0-9-]+$/.test(key))) {
    throw new ConfigError(`${name} must be a comma-separated list of keys, got "${raw}"`);
  }
  return keys;
}

/** '*', or origins like https://planner.example.com separated by commas. */
export function originList(env: NodeJS.ProcessEnv, name: string) {
  const raw = env[name]?.trim();
  if (!raw) return [];
  if (raw === '*') return ['*'];
  const origins = raw.split(',').map((origin) => origin.trim());
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(
        `${name} must be * or origins like https://host.example.com (scheme, host and port only), got "${origin}"`,
      );
    }
  }
  return origins;
}

/** TRUST_PROXY: true/false, or the proxies' addresses or CIDR ranges separated by commas. */
export function trustProxy(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (/^(true|false|1|0|yes|no|on|off)$/i.test(raw)) return flag(env, 'TRUST_PROXY', false);
  const proxies = raw.split(',').map((p) => p.trim());
  if (proxies.some((p) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or addresses/CIDR ranges separated by commas, got "${raw}"`,
    );
  }
  return proxies;
}

export function url(env: NodeJS.ProcessEnv, name: string, fallback?: string) {
  const raw = env[name]?.trim() || fallback;
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

export function emailList(env: NodeJS.ProcessEnv, name: string) {
  const raw = env[name]?.trim();
  if (!raw) return [];
  const emails = raw.split(',').map((e) => e.trim().toLowerCase());
  if (emails.some((e) => !/^[^@\s]+@[^@\s]+$/.test(e))) {
    throw new ConfigError(`${name} must be a comma-separated list of e-mail addresses`);
  }
  return emails;
}
