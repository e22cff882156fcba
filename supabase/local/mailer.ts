export interface SentEmail {
  to: string;
  type: 'signup' | 'recovery';
  link: string;
  token: string;
}

const SUBJECTS: Record<SentEmail['type'], string> = {
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
};

const INTROS: Record<SentEmail['type'], string> = {
  signup: 'Follow this link to confirm your user:',
  recovery: 'Follow this link to reset the password for your user:',
};

/**
 * No mail server locally: every e-mail lands in the mailbox (for tests) and is
 * printed as one block (for people), with the link to click.
 */
export class Mailer {
  readonly mailbox: SentEmail[] = [];

  constructor(private readonly log: (line: string) => void) {}

  send(email: SentEmail) {
    this.mailbox.push(email);
    const rule = '-'.repeat(72);
    this.log(
      [
        rule,
        `E-mail to ${email.to}: ${SUBJECTS[email.type]}`,
        INTROS[email.type],
        email.link,
        `Or enter the code: ${email.token}`,
        rule,
      ].join('\n'),
    );
  }
}
