/**
 * The other sites the web app may reach, each only after the visitor's consent
 * (docs/PRIVACY.md), for the Content-Security-Policy: Youtube's privacy-enhanced player in the
 * detail dialog (Youtube consent), and what the operator configured: a Sentry project
 * (Diagnostics), a Matomo server (Statistics), Microsoft Clarity (Clarity). Consent is the
 * app's to ask; the policy only keeps everything else out.
 */
export interface ConsentedServices {
  sentryDsn?: string;
  analyticsUrl?: string;
  clarity?: boolean;
}

export interface ConsentedOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** Youtube's player without tracking cookies. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const CLARITY = {
  script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
  other: ['https://*.clarity.ms', 'https://c.bing.com'],
};

export function consentedOrigins(services: ConsentedServices): ConsentedOrigins {
  const origins: ConsentedOrigins = {
    script: [],
    connect: [],
    img: [],
    frame: [YOUTUBE_EMBED_ORIGIN],
  };
  if (services.sentryDsn) origins.connect.push(new URL(services.sentryDsn).origin);
  if (services.analyticsUrl) {
    const origin = new URL(services.analyticsUrl).origin;
    origins.script.push(origin);
    origins.connect.push(origin);
    origins.img.push(origin);
  }
  if (services.clarity) {
    origins.script.push(...CLARITY.script);
    origins.connect.push(...CLARITY.other);
    origins.img.push(...CLARITY.other);
  }
  return origins;
}
