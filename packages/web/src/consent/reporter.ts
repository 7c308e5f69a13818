/**
 * The reporter Diagnostics consent turns on (diagnostics.ts): each error as an event with the
 * app version, the route (path only), the browser (name, major version, platform) and the UI
 * language, and nothing personal (e-mail addresses and tokens are cut from texts here, and
 * again by the server). To our server's error reports, or to Sentry when SENTRY_DSN is set
 * (the official SDK, loaded only then). At most 20 events a page, each kind of error once.
 */
import type { ErrorReport, ErrorReportKind } from '@vitrine/contracts';
import { ApiError } from '../api/client';
import { sendErrorReport } from '../api/reports';
import { config } from '../config';
import type { Reporter } from '../report';
import { browserOf } from './browser';

const MAX_EVENTS_PER_PAGE = 20;

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
const TOKEN = /\beyJ[\w-]+\.[\w-]+(\.[\w-]*)?|\b[\w-]{32,}\b/g;
const QUERY = /(https?:\/\/[^\s?#"'<>]*)\?[^\s#"'<>)]*/g;

/** Without e-mail addresses, tokens and address queries. */
export const scrub = (text: string) =>
  text.replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(QUERY, '$1');

interface Described {
  name: string;
  message: string;
  stack?: string;
}

/** An error's name, a message that says what failed (an API error's status and code), its stack. */
export function describe(error: unknown): Described {
  if (error instanceof ApiError) {
    const detail = [error.status || 'network', error.error_code, error.reason]
      .filter(Boolean)
      .join(' ');
    return { name: error.name, message: `${error.message} (${detail})`, stack: error.stack };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message || error.name, stack: error.stack };
  }
  return {
    name: 'Error',
    message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)),
  };
}

export interface ActiveReporter {
  report: Reporter;
  close(): void;
}

/** Limits the events of a page: each kind of error once, at most MAX_EVENTS_PER_PAGE. */
function limited(send: Reporter): Reporter {
  const seen = new Set<string>();
  return (error, context, kind) => {
    const { message } = describe(error);
    const key = `${kind}\n${context ?? ''}\n${message}`;
    if (seen.has(key) || seen.size >= MAX_EVENTS_PER_PAGE) return;
    seen.add(key);
    send(error, context, kind);
  };
}

function eventOf(error: unknown, context: string | undefined, kind: ErrorReportKind): ErrorReport {
  const { name, message, stack } = describe(error);
  return {
    kind,
    name: name.slice(0, 120),
    message: scrub(message).slice(0, 2000) || name,
    ...(stack && { stack: scrub(stack).slice(0, 8000) }),
    ...(context && { context: scrub(context).slice(0, 500) }),
    appVersion: config.appVersion.slice(0, 40),
    route: location.pathname.slice(0, 500),
    browser: browserOf(navigator.userAgent),
    language: document.documentElement.lang.slice(0, 16),
  };
}

async function sentryReporter(dsn: string): Promise<ActiveReporter> {
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn,
    release: config.appVersion,
    // Only what we hand it: no global handlers of its own (ours report), no breadcrumbs of
    // clicks and requests, no request data, no user.
    defaultIntegrations: false,
    integrations: [Sentry.dedupeIntegration()],
    beforeSend(event) {
      delete event.request;
      delete event.user;
      for (const value of event.exception?.values ?? []) {
        if (value.value) value.value = scrub(value.value);
      }
      if (event.message) event.message = scrub(event.message);
      return event;
    },
  });
  return {
    report: limited((error, context, kind) => {
      const { browser, route, language } = eventOf(error, context, kind);
      Sentry.captureException(error, {
        tags: { kind, route, browser, language },
        ...(context && { extra: { context: scrub(context) } }),
      });
    }),
    close: () => void Sentry.close(),
  };
}

function ownReporter(): ActiveReporter {
  return {
    report: limited((error, context, kind) => {
      sendErrorReport(eventOf(error, context, kind)).catch(() => {
        // A report that cannot be sent is not reported again (it would loop).
      });
    }),
    close: () => undefined,
  };
}

export async function createReporter(): Promise<ActiveReporter> {
  return config.sentryDsn ? sentryReporter(config.sentryDsn) : ownReporter();
}
