/**
 * The page frame of the login provider: the product's look (primary green #2e7d32, the app's
 * font stack with Open Sans first when installed; no external fonts), one column that fits a
 * phone, visible focus rings, texts in the visitor's language.
 */
import type { Language } from '@vitrine/contracts/languages';
import { Html, html } from './html';

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:"Open Sans","Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2a30;background:#fafafa}
.bar{background:#2e7d32;color:#fff;height:52px;display:flex;align-items:center;padding:0 16px}
.bar a{color:#fff;font-weight:700;font-size:20px;text-decoration:none;letter-spacing:.02em}
.bar a:focus-visible{outline:3px solid #fff;outline-offset:3px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:24px}
h1{font-size:24px;margin:0 0 8px;font-weight:700}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 4px}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7780;border-radius:8px;background:#fff;color:inherit}
input:focus-visible{outline:3px solid #2e7d32;outline-offset:1px;border-color:#2e7d32}
input[aria-invalid=true]{border-color:#b3261e}
.hint{font-size:14px;color:#4a565e;margin:4px 0 0}
.field-error{font-size:14px;color:#b3261e;margin:4px 0 0;font-weight:600}
.alert{border-radius:8px;padding:12px 14px;margin:0 0 16px;background:#fdecea;color:#7a1a14;border:1px solid #f2b8b5}
.notice{border-radius:8px;padding:12px 14px;margin:0 0 16px;background:#e8f5e9;color:#1b4d1f;border:1px solid #a5d6a7}
button,.button{display:inline-block;width:100%;margin-top:24px;font:inherit;font-weight:600;padding:12px 16px;border-radius:8px;border:0;background:#2e7d32;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#1b5e20}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1b5e20;outline-offset:2px}
button.secondary{background:#fff;color:#1b5e20;border:1px solid #2e7d32;margin-top:12px}
.links{margin-top:20px;display:flex;flex-direction:column;gap:8px}
a{color:#1b5e20}
.row{display:flex;gap:12px}.row>div{flex:1}
@media (max-width:420px){.row{flex-direction:column;gap:0}main{margin:16px auto}.card{padding:20px 16px}}
`;

export interface PageFrame {
  lang: Language;
  title: string;
  /** The catalogue's address: the header's name links back to it. */
  home: string;
  body: Html;
}

export function page({ lang, title, home, body }: PageFrame): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <title>${title} · Vitrine</title>
        <style>
          ${new Html(CSS)}
        </style>
      </head>
      <body>
        <header class="bar"><a href="${home}">Vitrine</a></header>
        <main>
          <div class="card">
            <h1>${title}</h1>
            ${body}
          </div>
        </main>
      </body>
    </html>`.value;
}
