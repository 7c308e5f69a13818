/** The contact mail's body (spec 02 s.5): the user's message, then a link to the model. */
export function contactBody(message: string, link: string, linkLabel: string): string {
  return `${message.trim()}\n\n${linkLabel}: ${link}`;
}

/** An absolute link to `path` (with its query) in this app, for the mail. */
export function appLink(path: string): string {
  return new URL(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`, window.location.origin)
    .href;
}
