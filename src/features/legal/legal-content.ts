// The Terms of Service and the Privacy Policy, written for what this product does
// and stores. Keep them true when a feature starts storing or sending something new.

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'November 25, 2026',
  intro:
    'This policy explains what AI Business Hub stores about you, where it is kept, who else sees it, and how you delete it. We collect only what the app needs to work, and we do not sell your data or use it for advertising.',
  sections: [
    {
      heading: 'What we store',
      paragraphs: ['When you use the app we keep:'],
      points: [
        'Your account: e-mail address, full name, an encrypted password (we never see it), your plan (free or PRO) and whether you are an administrator.',
        'Your chats: the questions you ask, the answers of each model and the merged answers, so that your chat history can show them again.',
        'Generated content: the websites you generate (the business details you entered, the text written for them and the finished page) are kept in My Sites with your account until you delete them there. Studio content you choose to save (its text, settings, schedule and earlier versions) is kept with your account until you delete it.',
        'Provider keys you add in API Settings: encrypted (AES-256) before they are stored, never shown back in full (only their last 4 characters), and used only to answer your own requests. Your provider choices, their order and any custom endpoint addresses are stored with them, and so is the list of models you add from the AI Model Database.',
        'Connectors you set up in the studio: the hook addresses, tokens and passwords are encrypted (AES-256) before they are stored and never shown back in full; the outcome of each delivery is kept with the scheduled run that made it.',
        'Payments: the PayPal order and transaction ids, the amount, the currency, the date and the payment status. Your card or PayPal login is never sent to us; PayPal handles it.',
        'Usage counters: how many questions and websites you used today (for the daily limits) and short-lived request counters that protect the service from abuse. Addresses are stored only as a one-way hash.',
      ],
    },
    {
      heading: 'Where it is kept and who processes it',
      paragraphs: ['We use a small number of service providers, each only for its part of the job:'],
      points: [
        'Supabase hosts the database and the sign-in service: your account, chats, saved websites, payments and counters.',
        'Netlify hosts the web app and runs the server functions that answer your requests.',
        'PayPal processes the PRO payment and keeps its own records of it under its own privacy policy.',
        "AI model providers (such as OpenAI, Anthropic and Google) receive the questions you ask in the chat and the business details you enter in the website generator, to write the answers. Under their API terms they do not use this data to train their models. Do not put passwords or other secrets into a question. Models you add from the AI Model Database may be asked through OpenRouter, which passes your question on to the model's maker. If you add a custom provider in API Settings, your questions go to the address you gave, under that provider's own terms.",
        "Questions you ask Mr. Support, the assistant on every screen, go to the site's AI model provider to write the answer. We keep each conversation (your questions and the answers) on our server for 24 hours after your last question, so the assistant can follow up, and then delete it; a signed-in user's conversations also go when the account is deleted.",
        'Tavily receives the topic you search for with Fetch Search Insights in the studio, to find the search results it shows.',
        'Services you connect in the studio (such as Zapier, Make, Slack, Discord, WordPress, Notion or Airtable) receive the content you send or schedule to them, under their own terms.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account, chats and payment records until you delete them or your account. Deleting a chat in the chat history removes it at once. Request counters expire within an hour; daily counters are only useful for a day.',
      ],
    },
    {
      heading: 'Deleting your account and your data',
      paragraphs: [
        'Signed in, open the account menu in the top bar and choose Delete account. After you confirm, your account and every row that belongs to it are removed: profile, chats and answers, saved websites, saved content and its runs, provider keys, connectors, added models, usage counters and payment records. This cannot be undone. A PRO purchase is not refunded by deleting the account; PayPal keeps its own record of the payment.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. Your browser stores your sign-in session, your choice of dark or light theme and, until you close the tab, your conversation with Mr. Support; signing out removes the session.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If this policy changes we update the date above and, for important changes, tell you in the app. For any question about your data, or to ask for a copy of it, write to the team that runs this site.',
      ],
    },
  ],
};

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  updated: 'November 22, 2026',
  intro:
    'These terms are the agreement between you and AI Business Hub for using the app. By creating an account you accept them. They are written to be read: if something is unclear, ask us.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You need an account for the chat and for generating websites. Keep your password to yourself; you are responsible for what is done with your account. You must be old enough to agree to these terms where you live.',
      ],
    },
    {
      heading: 'The free plan and PRO',
      paragraphs: [
        'The free plan includes the features marked free, within daily limits shown in the app. PRO is a one-time payment, made through PayPal, for lifetime access to the PRO features of the app for as long as the service runs. There is no subscription and nothing renews.',
        'Lifetime access is subject to fair-use daily limits that protect the service for everyone (today ten times the free limits). If a payment is refunded or reversed, PRO ends.',
      ],
    },
    {
      heading: 'AI answers and generated content',
      paragraphs: [
        'Answers and websites are written by AI models. They can be wrong, incomplete or out of date: check facts, prices, legal and medical statements before you publish or rely on them. Content you create with the app is yours to use, including commercially, and you are responsible for what you publish.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['Do not use the app to:'],
      points: [
        'break the law or infringe anyone else’s rights;',
        'create content that is hateful, harassing, sexual involving minors, or meant to deceive people;',
        'attack, overload or probe the service, or get around its limits;',
        'resell access to the app or its models without our written agreement.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work to keep the app available and your data safe, but the service is provided as it is, without a guarantee that it is always available or free of errors. Features may change; a feature marked Soon is not yet part of what you buy. We may suspend accounts that break these terms.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can delete your account at any time from the account menu; the Privacy Policy says what is removed. We may close an account that breaks these terms, and tell you why.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect losses, lost profits or lost data, and our total liability is limited to what you paid us in the last twelve months. Nothing here limits rights you have as a consumer that cannot be waived.',
      ],
    },
  ],
};
