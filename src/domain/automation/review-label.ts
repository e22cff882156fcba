// Apart from review.ts (valibot): the top bar, on every page's first paint, needs only this.

/** The badge's words, in the Automation link's accessible name: "3 to review". */
export const reviewCountLabel = (count: number) => `${count} to review`;
