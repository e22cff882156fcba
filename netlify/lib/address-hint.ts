/**
 * How the owner recognises a saved hook address without seeing it (the address is a
 * secret: whoever has it can post to the channel): its host, then "…" for whatever
 * follows, slashes included, and the last four characters ("hooks.slack.com/…Xy12",
 * "example.com/…tice" for /notice). Nothing is made up: "/…/tice" read as if the
 * address had a segment "tice". A rest of four characters or fewer is not shown at all.
 */
export function addressHint(address: string): string {
  const url = new URL(address);
  const rest = `${url.pathname}${url.search}`.replace(/^\//, '');
  return rest.length > 4 ? `${url.host}/…${rest.slice(-4)}` : `${url.host}/…`;
}
