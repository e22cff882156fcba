// A document must be read well inside the upload -> Ready bar (20 s), and a crafted
// file can make any parser crawl. Readers call check() between pages and sheets;
// extract.ts also races the whole reading against the clock, because a parser stuck
// inside one call (one huge page) never reaches a check.
import { FILE_MESSAGES } from '#domain/files-contract.ts';
import { DocumentRefused } from './refused.ts';

export class Deadline {
  readonly #at: number;
  readonly #name: string;

  constructor(ms: number, name: string) {
    this.#at = Date.now() + ms;
    this.#name = name;
  }

  get expired(): boolean {
    return Date.now() >= this.#at;
  }

  refusal(): DocumentRefused {
    return new DocumentRefused(FILE_MESSAGES.tooSlow(this.#name));
  }

  /** Throws the tooSlow refusal once the time is up. */
  check(): void {
    if (this.expired) throw this.refusal();
  }

  /** Settles with `work`, or rejects with the tooSlow refusal when the time runs out first. */
  race<T>(work: Promise<T>): Promise<T> {
    // The loser keeps running until its next check(); its rejection is expected, not unhandled.
    work.catch(() => {});
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.refusal()), Math.max(0, this.#at - Date.now()));
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}
