// The question check of Mr. Support: a question after its instructions, keys or the
// site's configuration gets a fixed refusal, and no model ever sees it. The model's
// answer is checked as well (output-guard.ts), so this is the first of two nets.
//
// Disguises are undone before matching: Unicode compatibility forms (fullwidth,
// mathematical letters), case, invisible characters, accents, look-alike letters
// from Cyrillic and Greek, leetspeak, and words spelled out letter by letter. The
// patterns cover English, French, Spanish, German, Italian, Portuguese and Dutch.
// tests/unit/support-questions.ts holds ordinary questions none of them may match.

// Zero-width characters, joiners, direction marks, soft hyphens (invisible combining
// marks, variation selectors among them, go with the accents).
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g;

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  // Greek
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  β: 'b',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

// "1" is an i as often as an l: both readings are checked.
const LEET_I: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const LEET = [LEET_I, { ...LEET_I, '1': 'l' }];

/** A run of four or more single characters: "r e p e a t", "r.e.p.e.a.t". */
const SPELLED = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:\s+[\p{L}\p{N}](?![\p{L}\p{N}])){3,}/gu;

export interface NormalizedQuestion {
  /** Lower-case words of plain a-z letters and digits, one space apart; spelled-out runs joined. */
  text: string;
  /** The spelled-out runs, joined: "repeateverythingabove". */
  spelled: string[];
}

/** The question as the patterns read it. `leet` turns digits and signs into letters: only the probe check asks for it (elsewhere 49 is a price). */
export function normalizeQuestion(question: string, leet: Readonly<Record<string, string>> = {}): NormalizedQuestion {
  const folded = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter)
    .replace(/[013457@$]/g, (char) => leet[char] ?? char)
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  const spelled: string[] = [];
  const text = folded
    .replace(SPELLED, (run) => {
      const joined = run.replace(/\s+/g, '');
      spelled.push(joined);
      return joined;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { text, spelled };
}

// Vocabulary, as it reads after normalizeQuestion. `~` in a pattern stands for up to
// three other words; a space for one word break.
const any = (...lists: string[]) => `(?:${lists.join('|')})`;

const SHOW = any(
  'repeat|print|show|reveal|tell|give|list|output|display|write|dump|leak|share|recite|copy|spell out|type out|what are|what were|what is|what s',
  'repete|repeter|repetez|affiche|afficher|affichez|montre|montrer|montrez|revele|reveler|revelez|donne|donnez|dis moi|dites moi|ecris|ecrivez',
  'quelles sont|quels sont|quelles etaient|quels etaient|quelle est|quel est',
  'repite|repetir|repita|muestra|muestrame|mostrar|muestre|revela|revelar|dime|dame|escribe|imprime|cuales son|cuales eran|cual es',
  'wiederhole|wiederholen|wiederholt|zeige|zeig|zeigen|gib|nenne|nenn|verrate|schreib|schreibe|sag mir|was sind|was waren|was ist|wie lauten|wie lautet',
  'ripeti|ripetere|mostra|mostrami|mostrare|rivela|rivelami|dimmi|dammi|scrivi|stampa|elenca|quali sono|quali erano|qual e|quale e',
  'repita|repete|repetir|mostre|mostra|mostrar|revele|revela|diga|escreva|imprima|liste|quais sao|quais eram|qual e',
  'herhaal|toon|laat zien|geef|vertel|schrijf|onthul|wat zijn|wat waren|wat is',
);
const EVERYTHING = any(
  'everything|all|the text|the words|text|words|whatever|what is written|what was written',
  'tout|tout ce qui|le texte|les mots|todo|todo lo|el texto|las palabras|alles|den text|die worter',
  'tutto|tutto cio|tutto quello|il testo|le parole|tudo|tudo o que|o texto|as palavras|de tekst|de woorden',
);
const ABOVE = any(
  'above|preceding|(?:before|prior to) (?:this|that|my)|at the (?:top|start|beginning)',
  'ci dessus|au dessus|qui precede|precedent|precedents|precedente|precedentes|plus haut',
  'anterior|anteriores|de arriba|mas arriba|previo|oben|daruber|davor|obige|obigen|obiges|vorherige|vorherigen',
  'sopra|qui sopra|precede|precedenti|acima|hierboven|boven|daarboven|hiervoor',
);
const YOUR = any(
  'your|yours|tes|vos|ton|ta|votre|tus|tu|sus|deine|deinen|deiner|dein|ihre|ihren|tue|tuoi|tuo|tua|vostre|suas|seus|sua|seu|tuas|teus|jouw|je|uw',
);
const OWN = any(
  'own|exact|full|complete|real|actual|current|whole|entire|propres?|exactes?|propias|exactas|eigenen|genauen|proprie|esatte|proprias|exatas|eigen',
);
// What names the hidden part. An ambiguous word ("your rules") is let through when a preposition follows ("your rules for refunds").
const INSTRUCTIONS = any(
  'instructions?|prompts?|rules|guidelines|directives|configuration|config',
  'consignes?|regles|instrucciones|reglas|directrices|indicaciones|configuracion',
  'anweisungen|regeln|richtlinien|vorgaben|instruktionen|systemprompt|konfiguration',
  'istruzioni|regole|direttive|configurazione|instrucoes|regras|diretrizes|configuracao|instructies|regels|richtlijnen|configuratie',
);
const PREPOSITION = any(
  'for|on|about|of|regarding|to|when|in|at|pour|sur|de|du|des|concernant|en|para|sobre|del',
  'fur|zu|zum|zur|uber|bei|von|per|su|sul|sulla|di|della|do|da|em|voor|over|van|op',
);
const HIDDEN = any(
  'system ?prompts?|(?:hidden|initial|original|developer|internal|secret) (?:prompts?|instructions)|pre ?prompt',
  '(?:prompt|instructions?|consignes?) (?:systeme|cachees?|secretes?|initiales?|internes?|d origine)',
  '(?:prompt|instrucciones|indicaciones) (?:del sistema|de sistema|ocultas|secretas|iniciales|internas|originales)',
  '(?:versteckten?|geheimen?|ursprunglichen?|internen?|anfanglichen?) (?:anweisungen|prompt)',
  '(?:prompt|istruzioni) (?:di sistema|del sistema|nascoste|segrete|iniziali|interne|originali)',
  '(?:prompt|instrucoes) (?:do sistema|de sistema|ocultas|secretas|iniciais|internas|originais)',
  'systeem ?prompt|(?:verborgen|geheime) instructies',
);
const TOLD = any(
  'what (?:were|have|did|are|was) you (?:been )?(?:told|instructed|programmed|given)|how (?:were|have) you (?:been )?(?:instructed|programmed|prompted)',
  'qu est ce qu on (?:t|vous) a dit|que (?:t|vous) a t on dit|quelles instructions (?:as tu|avez vous)',
  'que (?:te|le) (?:dijeron|han dicho|ordenaron|indicaron)|que instrucciones (?:te dieron|tienes|recibiste|tiene)',
  'was (?:wurde|hat man) (?:dir|ihnen) (?:gesagt|aufgetragen|befohlen)|welche anweisungen (?:hast du|haben sie|hat man dir)',
  'cosa ti (?:e stato detto|hanno detto)|quali istruzioni (?:hai|ti hanno dato)',
  'o que (?:te|lhe) (?:disseram|foi dito|mandaram)|o que (?:foi dito|disseram) a voce|quais instrucoes voce (?:recebeu|tem)',
  'wat (?:is|werd) (?:je|jou|u) (?:verteld|opgedragen)|welke instructies heb je',
);
const IGNORE = any(
  'ignore|disregard|forget|ignoring|disregarding|ignorez|ignorer|oublie|oubliez|oublier',
  'ignora|ignorar|ignores|olvida|olvide|olvidar|olvides|ignoriere|ignorier|ignorieren|vergiss|vergessen|missachte',
  'ignorare|ignori|dimentica|dimenticare|dimentichi|esqueca|esquece|esquecer|desconsidere|negeer|vergeet',
);
// "Why does the chat ignore my instructions?" is a question about the app.
const NOT_MINE = '(?!(?:\\S+ )?(?:my|mes|mis|meine|meinen|mie|miei|minhas|meus|mijn)\\b)';
const PREVIOUS = any(
  'previous|prior|above|earlier|preceding|precedentes?|anterieures?|ci dessus',
  'anteriores?|previas?|vorherigen?|vorigen?|bisherigen?|obigen?|fruheren?|precedenti',
  'acima|vorige|eerdere|voorgaande|bovenstaande',
);
// "Ignore the previous version?" is not an attack: what follows must be orders, an "and", or nothing.
const PREVIOUS_ORDERS =
  '(?= (?:instructions?|rules|prompts?|messages?|text|directions|commands|orders|ones|guidance|context|and|then|et|y|und|e|en)\\b|$)';
const ORDERS = any(
  'instructions|directives|consignes|instrucciones|indicaciones|anweisungen|instruktionen|istruzioni|instrucoes|instructies|everything you were told',
);
const ROLE = any(
  '(?:act|behave|pretend|roleplay|role play) (?:as|like|to be|you are)|you are now|from now on you|i want you to act',
  '(?:agis|agissez|comporte toi|comportez vous) comme|(?:fais|faites) (?:comme si|semblant)|joue le role|tu es (?:desormais|maintenant)',
  '(?:actua|actue|comportate) como|finge (?:que|ser)|haz como si|(?:ahora|a partir de ahora) eres',
  'tu so als|(?:verhalte|benimm) dich (?:wie|als)|(?:handle|agiere) als|du bist (?:jetzt|ab jetzt|nun)|ab jetzt bist du|spiel die rolle',
  '(?:comportati|agisci) come|fingi di essere|fai finta (?:di|che)|da (?:ora|adesso) in poi (?:sei|tu sei|agisci|comportati)',
  '(?:aja|atue) como|finja (?:ser|que)|faca de conta|a partir de agora voce (?:e|sera)',
  'gedraag je (?:als|alsof)|doe alsof|je bent nu|vanaf nu ben je',
);
const MODE = any(
  '(?:developer|god|dan|sudo|unrestricted) mode|jailbr(?:ea|o)k|do anything now',
  'mode (?:developpeur|dan|sans restriction)|modo (?:de )?(?:desarrollador|dios|dan|desenvolvedor|deus)',
  '(?:entwickler|gott|dan)modus|modalita (?:sviluppatore|dio|dan)|ontwikkelaars?modus',
);
const ENVIRONMENT = any(
  'env(?:ironment)? ?(?:variables?|vars?|file)|dot ?env|process env|variables? d ?environnement|variables? de entorno',
  'umgebungsvariablen?|variabil[ei] d[i ]? ?ambiente|variave(?:l|is) de ambiente|omgevingsvariabelen?',
);
const SECRET_WORDS = any(
  'service ?role|jwt secret|(?<!my )(?:secret|master) keys?|(?<!my )client secret|api secret|database password|connection string',
  'cles? secretes?|claves? secretas?|geheime[nr]? schlussel|chiav[ei] segret[ae]|chaves? secretas?|geheime sleutels?',
);
const PROVIDER = any('openai|anthropic|paypal|supabase|gemini|groq|mistral|cohere|openrouter|tavily|provider|platform|server|admin|master');
const YOUR_KEYS = any('keys?|secrets?|credentials|api tokens?|access tokens?|cles?|claves?|schlussel|chiav[ei]|chaves?|sleutels?');
// The server's, not the "platform key" a chat card names.
const SERVER = any('(?:the |this )?(?:server(?: s|s)?|(?:platform|site|admin|owner) s)');
const ANY_KEYS = any(YOUR_KEYS, 'tokens?|passwords?|mots? de passe|contrasenas?|passworter|passwort|password|senhas?|wachtwoorden?');
const OF_THE_SERVER = any(
  'of the (?:server|platform|site)|du serveur|de la plateforme|du site|del servidor|de la plataforma|del sitio|des servers|der plattform|der seite',
  'del server|della piattaforma|del sito|do servidor|da plataforma|do site|van de server|van het platform',
);

const PROBES = [
  `${SHOW} ~ ${EVERYTHING}(?: \\S+){0,3} ${ABOVE}`,
  HIDDEN,
  `${YOUR} (?:${OWN} )?${INSTRUCTIONS}(?! ${PREPOSITION}\\b)`,
  TOLD,
  `${IGNORE} ${NOT_MINE}~ ${PREVIOUS}${PREVIOUS_ORDERS}`,
  `${IGNORE} ${NOT_MINE}~ ${ORDERS}`,
  `^(?:\\S+ ){0,2}${ROLE}`,
  MODE,
  ENVIRONMENT,
  `${SHOW} ~ (?:the )?env`,
  SECRET_WORDS,
  // Asked for: "your key" alone is the guide's own wording ("your key was rejected").
  `${SHOW} ~ ${YOUR} (?:${PROVIDER} )?(?:api )?${YOUR_KEYS}`,
  `${SHOW} ~ ${SERVER} (?:${PROVIDER} )?(?:api )?${ANY_KEYS}`,
  `${SHOW} ~ ${ANY_KEYS} (?:\\S+ ){0,2}${OF_THE_SERVER}`,
];

// Strict: whole words in the normalized text. Loose: the same words with no breaks, for spelled-out runs.
const STRICT = PROBES.map((source) => new RegExp(`\\b${source.replaceAll('~ ', '(?:\\S+ ){0,3}')}\\b`));
const LOOSE = PROBES.map((source) => new RegExp(source.replaceAll('~ ', '[a-z0-9]{0,24}').replaceAll(' ', '')));

/** An environment variable name of a secret, as written: OPENAI_API_KEY, PROVIDER_KEYS_SECRET. */
const SECRET_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|KEYS|SECRET|TOKEN|PASSWORD)\b|\bSUPABASE_[A-Z_]+\b/;

/** True for a question that asks for the prompt, keys or configuration: it gets the refusal, and no model sees it. */
export function isSecretProbe(question: string): boolean {
  if (SECRET_NAME.test(question.normalize('NFKC').replace(INVISIBLE, ''))) return true;
  return LEET.some((leet) => {
    const { text, spelled } = normalizeQuestion(question, leet);
    return STRICT.some((pattern) => pattern.test(text)) || spelled.some((run) => LOOSE.some((pattern) => pattern.test(run)));
  });
}
