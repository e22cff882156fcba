/** Sign-ups at this domain need e-mail confirmation in the e2e stack (see global-setup). */
export const CONFIRM_DOMAIN = 'confirm.example.com';
