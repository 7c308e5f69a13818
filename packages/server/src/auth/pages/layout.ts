/**
 * The page frame of the login provider, in the app's look so that logging in does not feel
 * like another product: the app's header (white bar, the display-case mark in primary green
 * and the name, 52 px high, 44 px below 700 px), its type (Open Sans from our server, the
 * app's fallback stack), its colours and its rounded, outlined fields and buttons. One column
 * that fits a phone, visible focus rings, texts in the visitor's language.
 */
import type { Language } from '@vitrine/contracts/languages';
import { fontFaces } from './fonts';
import { Html, html } from './html';

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:"Open Sans","Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:rgba(0,0,0,.87);background:#fafafa}
.bar{background:#fff;border-bottom:1px solid rgba(0,0,0,.12);height:52px;display:flex;align-items:center;padding:0 16px}
.brand{display:flex;align-items:center;gap:8px;color:#2e7d32;text-decoration:none;border-radius:8px}
.brand span{color:rgba(0,0,0,.87);font-weight:700;font-size:1.25rem;letter-spacing:.2px;line-height:1.6}
.brand:focus-visible{outline:3px solid #1b5e20;outline-offset:3px}
main{max-width:480px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;border:1px solid rgba(0,0,0,.12);padding:32px}
h1{font-size:1.5rem;line-height:1.334;margin:0 0 16px;font-weight:700}
p{margin:0 0 16px}
label{display:block;font-weight:600;font-size:.875rem;margin:20px 0 6px;color:rgba(0,0,0,.87)}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:14px;border:1px solid rgba(0,0,0,.42);border-radius:8px;background:#fff;color:inherit}
input:hover{border-color:rgba(0,0,0,.87)}
input:focus-visible{outline:2px solid #2e7d32;outline-offset:-1px;border-color:#2e7d32}
input[aria-invalid=true]{border-color:#b3261e}
.hint{font-size:.8125rem;color:rgba(0,0,0,.6);margin:4px 0 0}
.field-error{font-size:.8125rem;color:#b3261e;margin:4px 0 0;font-weight:600}
.alert{border-radius:8px;padding:12px 16px;margin:0 0 16px;background:#fdeded;color:#5f2120}
.notice{border-radius:8px;padding:12px 16px;margin:0 0 16px;background:#edf7ed;color:#1e4620}
button,.button{display:inline-block;width:100%;margin-top:28px;font:inherit;font-size:.9375rem;font-weight:600;line-height:1.75;padding:10px 22px;border-radius:8px;border:0;background:#2e7d32;color:#fff;cursor:pointer;text-align:center;text-decoration:none;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
button:hover,.button:hover{background:#005005}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1b5e20;outline-offset:2px}
button.secondary{background:#fff;color:#1b5e20;border:1px solid #2e7d32;margin-top:12px;box-shadow:none}
.links{margin-top:24px;display:flex;flex-direction:column;gap:10px;font-size:.9375rem}
a{color:#1b5e20}
.row{display:flex;gap:12px}.row>div{flex:1}
@media (max-width:699px){.bar{height:44px;padding:0 8px}}
@media (max-width:420px){.row{flex-direction:column;gap:0}main{margin:16px auto}.card{padding:20px 16px}}
`;

/** The app's mark (app/header/Logo.tsx): a display case. */
const MARK = new Html(
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect x="2" y="4" width="24" height="20" rx="3" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M8 18l5-6 4 4 3-3 2 5z" fill="currentColor"/></svg>',
);

export interface PageFrame {
  lang: Language;
  title: string;
  /** The catalogue's address: the header's name links back to it. */
  home: string;
  /** The provider's base path (AUTH_BASE_PATH): its fonts are served there. */
  base: string;
  body: Html;
}

const faces = new Map<string, string>();

export function page({ lang, title, home, base, body }: PageFrame): string {
  let fonts = faces.get(base);
  if (fonts === undefined) faces.set(base, (fonts = fontFaces(base)));
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <title>${title} · Vitrine</title>
        <style>
          ${new Html(fonts + CSS)}
        </style>
      </head>
      <body>
        <header class="bar">
          <a class="brand" href="${home}">${MARK}<span>Vitrine</span></a>
        </header>
        <main>
          <div class="card">
            <h1>${title}</h1>
            ${body}
          </div>
        </main>
      </body>
    </html>`.value;
}
