/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens (the user guide's links and the in-app guide's heading ids). */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}
