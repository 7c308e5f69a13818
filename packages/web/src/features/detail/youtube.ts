/**
 * The video id of a Youtube address: watch?v=, youtu.be/, embed/, shorts/ and live/; null for
 * anything else, so no other site's address ever becomes a frame.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeIdOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? second
          : null;
  }
  return id && ID.test(id) ? id : null;
}
